import { Picture } from '../../../build/image.tsx';
import { about } from '../../../content/pages.ts';
import site from '../../../content/site.ts';
import { Facts } from '../../_components/Facts.tsx';

/** The company story beside the logo and a few facts. */
export function Story() {
  const [first, ...rest] = about.story.paragraphs;
  const { office } = site;
  return (
    <section className="section about-story" id="notre-histoire" aria-labelledby="notre-histoire-titre">
      <div className="container about-story-grid">
        <aside className="about-story-aside" aria-label={`${site.brand} en bref`}>
          <div className="about-logo">
            <Picture src="logo/logo.svg" alt={`Logo de ${site.brand}`} sizes="(min-width: 640px) 300px, 240px" widths={[300, 600]} />
          </div>
          <Facts
            title="En bref"
            facts={[
              { label: 'Agence', value: `${office.street}, ${office.city}` },
              { label: 'Associés', value: `${site.people.length} co-gérants` },
              { label: 'Territoire', value: 'De Cannes à la frontière italienne' },
              { label: 'Métiers', value: 'Foncier, urbanisme, maîtrise d’ouvrage' },
            ]}
          />
        </aside>
        <div className="about-story-text">
          <p className="eyebrow">Depuis Menton</p>
          <h2 id="notre-histoire-titre">{about.story.title}</h2>
          <p className="lead about-story-lead">{first}</p>
          {rest.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
