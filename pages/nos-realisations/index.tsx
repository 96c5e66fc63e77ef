import { Picture } from '../../build/image.tsx';
import type { Head } from '../../build/page.ts';
import { realisationsIntro } from '../../content/pages.ts';
import { realisations } from '../../content/realisations.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';
import { portfolioWords as say } from '../../content/portfolio.ts';

export const head: Head = {
  title: say.section,
  description: say.metaDescription,
};

export default function Portfolio() {
  const [first, ...rest] = realisationsIntro.paragraphs;
  return (
    <Layout>
      <header className="container portfolio-head">
        <div>
          <p className="eyebrow">{say.eyebrow}</p>
          <h1>{realisationsIntro.title}</h1>
        </div>
        <div className="portfolio-intro">
          <p className="lead">{first}</p>
          {rest.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </header>
      <section className="container portfolio" aria-label={say.list}>
        <CardGrid columns={2} className="portfolio-grid">
          {realisations.all().map(({ data }) => (
            <Tile
              key={data.slug}
              className="portfolio-tile"
              // The hero's own variants, cropped by CSS: nothing more to encode.
              media={<Picture src={data.image} alt={data.imageAlt} aspect={4 / 3} sizes={cardSizes(2)} widths={[640, 960, 1280]} className="portfolio-media" />}
              kicker={
                <p className="portfolio-meta">
                  <span>{data.category}</span>
                  <span>{data.yearEnd}</span>
                </p>
              }
              heading="h2"
              titleClassName="portfolio-title"
              title={data.title}
              href={`/nos-realisations/${data.slug}`}
              more={
                <>
                  {say.discover} <Icon name="arrow" size={18} />
                </>
              }
            >
              <p className="portfolio-place">
                <Icon name="pin" size={18} />
                {data.location}
              </p>
              <p>{data.excerpt}</p>
            </Tile>
          ))}
        </CardGrid>
      </section>
    </Layout>
  );
}
