import { Picture } from '../../build/render/image.tsx';
import { Island } from '../../build/render/island.tsx';
import VcardButton from '../../islands/VcardButton.tsx';
import { vcard } from '../_lib/vcard.ts';
import type { Person } from '../../content/schemas.ts';
import site from '../../content/site.ts';
import { cardFiles, personField } from '../_lib/people.ts';
import { telHref } from './format.ts';
import { Icon } from './Icon.tsx';
import { Email } from './Unbroken.tsx';
import { logoImage } from './logo.ts';
import { PictureMarkup } from '../../build/render/picture.tsx';
import { cardPageWords as say } from '../../content/cards.ts';

/**
 * A co-manager's digital card, at most 400 px wide. The initials sit behind the photo: if the
 * photo cannot load (alt="" since the name is written beside it), they show through, no script
 * needed.
 */
export function BusinessCard({ person, siteUrl }: { person: Person; siteUrl: string }) {
  const files = cardFiles(person.slug);
  const name = `${person.firstName} ${person.lastName}`;
  const field = personField(person);
  const { office } = site;
  const { image: logo, sizes: logoSizes } = logoImage();
  return (
    <article className="business-card" aria-labelledby="carte-nom">
      <div className="card-band">
        <PictureMarkup image={logo} alt={site.brand} sizes={logoSizes} eager className="card-logo" />
        {/* The firm's trades, under its logo: read under the name, they passed for the person's own. */}
        <p className="card-description">{person.description}</p>
      </div>
      <div className="card-avatar">
        <span className="card-initials" aria-hidden="true">
          {person.firstName[0]}
          {person.lastName[0]}
        </span>
        <Picture src={person.photo} alt="" sizes="128px" widths={[128, 256, 384]} aspect={1} eager />
      </div>
      <h1 id="carte-nom" className="card-name">
        {name}
      </h1>
      <p className="card-title">{person.title}</p>
      {field && <p className="card-field">{field}</p>}

      <ul className="card-actions" aria-label={say.actions}>
        <li>
          <a href={telHref(person.mobile)}>
            <Icon name="phone" />
            <span>{say.call}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${person.email}`}>
            <Icon name="mail" />
            <span>{say.email}</span>
          </a>
        </li>
        <li>
          <a href={siteUrl}>
            <Icon name="web" />
            <span>{say.website}</span>
          </a>
        </li>
      </ul>

      <dl className="card-details">
        <div>
          <dt>{say.mobile}</dt>
          <dd>
            <a href={telHref(person.mobile)}>{person.mobile}</a>
          </dd>
        </div>
        <div>
          <dt>{say.email}</dt>
          <dd>
            <a href={`mailto:${person.email}`}>
              <Email address={person.email} />
            </a>
          </dd>
        </div>
        <div>
          <dt>{say.office}</dt>
          <dd>
            <address>
              {office.street}
              <br />
              {office.postcode} {office.city}
            </address>
          </dd>
        </div>
      </dl>

      <div className="card-buttons">
        <Island
          of={VcardButton}
          hydrate="interaction"
          props={{ url: files.vcard, filename: `${person.firstName}-${person.lastName}.vcf`, fallback: vcard(person, { ...site, url: siteUrl }) }}
        />
        <a className="button button-ghost" href={files.brochure} download={`Castellar-Foncier-${person.lastName}.pdf`}>
          <Icon name="download" size={18} /> {say.brochure}
        </a>
      </div>
    </article>
  );
}
