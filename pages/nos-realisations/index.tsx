import { Picture } from '../../build/image.tsx';
import type { Head } from '../../build/page.ts';
import { realisationsIntro } from '../../content/pages.ts';
import { realisations } from '../../content/realisations.ts';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';

export const head: Head = {
  title: 'Nos réalisations',
  description: 'Villas rénovées, appartement de prestige, résidences neuves\u00a0: les opérations menées par Castellar Foncier de Golfe-Juan à Monaco.',
};

export default function Portfolio() {
  const [first, ...rest] = realisationsIntro.paragraphs;
  return (
    <Layout>
      <header className="container portfolio-head">
        <div>
          <p className="eyebrow">Portfolio</p>
          <h1>{realisationsIntro.title}</h1>
        </div>
        <div className="portfolio-intro">
          <p className="lead">{first}</p>
          {rest.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </header>
      <section className="container portfolio" aria-label="Nos projets">
        <ul className="portfolio-grid">
          {realisations.all().map(({ data }) => (
            <li key={data.slug}>
              <article className="tile portfolio-tile">
                {/* The hero's own variants, cropped by CSS: nothing more to encode. */}
                <Picture
                  src={data.image}
                  alt={data.imageAlt}
                  sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw"
                  widths={[640, 960, 1280]}
                  className="portfolio-media"
                />
                <div className="tile-body">
                  <p className="portfolio-meta">
                    <span>{data.category}</span>
                    <span>{data.yearEnd}</span>
                  </p>
                  <h2 className="portfolio-title">
                    <a className="tile-link" href={`/nos-realisations/${data.slug}`}>
                      {data.title}
                    </a>
                  </h2>
                  <p className="portfolio-place">
                    <Icon name="pin" size={18} />
                    {data.location}
                  </p>
                  <p className="portfolio-excerpt">{data.excerpt}</p>
                  <p className="portfolio-more" aria-hidden="true">
                    Découvrir le projet <Icon name="arrow" size={18} />
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
