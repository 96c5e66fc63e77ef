import { Picture } from '../../../build/render/image.tsx';
import { aboutWords as say } from '../../../content/about.ts';
import { about } from '../../../content/pages.ts';
import site from '../../../content/site.ts';
import { Facts } from '../../_components/Facts.tsx';
import { keyFigures } from '../../../content/proof.ts';

/** The company story beside the agency's meeting room, and the logo over a few facts. */
export function Story() {
  const [first, ...rest] = about.story.paragraphs;
  const { office } = site;
  return (
    <section className="section about-story" id="notre-histoire" aria-labelledby="notre-histoire-titre">
      <div className="container about-story-grid">
        <aside className="about-story-aside" aria-label={say.storyAside(site.brand)}>
          <figure className="about-office">
            <Picture src={say.office.src} alt={say.office.alt} sizes="(min-width: 1200px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 36rem, 100vw" widths={[400, 800, 1200]} />
            <figcaption>{say.office.caption}</figcaption>
          </figure>
          <Facts
            title={say.facts.title}
            facts={[
              { label: say.facts.founded, value: String(keyFigures.founded) },
              { label: say.facts.office, value: `${office.street}, ${office.city}` },
              { label: say.facts.partners, value: say.facts.partnersValue(site.people.length) },
              { label: say.facts.territory, value: say.facts.territoryValue },
              { label: say.facts.trades, value: say.facts.tradesValue },
            ]}
          >
            <Picture className="about-logo" src="logo/logo.svg" alt={say.logoAlt(site.brand)} sizes="240px" widths={[240, 480]} />
          </Facts>
        </aside>
        <div className="about-story-text">
          <p className="eyebrow">{say.storyEyebrow}</p>
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
