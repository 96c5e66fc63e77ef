import { usePage } from '../../build/render/context.ts';
import type { Head } from '../../build/render/page.ts';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { cardFiles, peopleRoutes, person, siteAt, type PersonProps } from '../_lib/people.ts';
import { qrSvg } from '../_lib/qr.ts';
import { cardUrl } from '../_lib/vcard.ts';
import { qrPageWords as say } from '../../content/cards.ts';

export const routes = peopleRoutes;

export function head({ slug }: PersonProps): Head {
  const p = person(slug);
  return {
    title: say.title(`${p.firstName} ${p.lastName}`),
    description: say.description(`${p.firstName} ${p.lastName}`, p.title),
  };
}

export default function QrPage({ slug }: PersonProps) {
  const p = person(slug);
  const { siteUrl } = usePage();
  const name = `${p.firstName} ${p.lastName}`;
  // Inline SVG: crisp at any size, no extra request; it carries its own accessible name.
  const svg = qrSvg(cardUrl(p, siteAt(siteUrl)), say.image(name));
  return (
    <Layout callBar={false}>
      <div className="card-page">
        <article className="business-card qr-card" aria-labelledby="qr-titre">
          <h1 id="qr-titre" className="card-name">
            {name}
          </h1>
          <p className="card-title">{p.title}</p>
          <div className="qr-code" dangerouslySetInnerHTML={{ __html: svg }} />
          <p className="qr-hint">{say.hint}</p>
          <a className="button" href={cardFiles(slug).page} target="_blank" rel="noopener">
            <Icon name="arrow" size={18} /> {say.open}
            <span className="visually-hidden"> {say.newTab}</span>
          </a>
        </article>
      </div>
    </Layout>
  );
}
