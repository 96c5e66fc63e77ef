import { Picture } from '../../build/render/image.tsx';
import type { Head } from '../../build/render/page.ts';
import { realisationsIntro } from '../../content/pages.ts';
import { realisations } from '../../content/realisations.ts';
import { CardGrid, cardSizes } from '../../islands/_lib/CardGrid.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { Tile } from '../../islands/_lib/Tile.tsx';
import { closingWords, landWorkWords, portfolioWords as say } from '../../content/portfolio.ts';
import { CallToAction } from '../_components/CallToAction.tsx';
import { caseAnchor, trackRecords } from '../../content/proof.ts';
import { TrackCase } from '../acteurs/_parts/TrackRecord.tsx';
import { WithIcon } from '../_components/Unbroken.tsx';

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
          <p>
            <a className="text-link" href="#foncier">
              <WithIcon text={say.toLand} icon={<Icon name="arrow" size={18} />} />
            </a>
          </p>
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
                  <span>{say.delivery(data.yearEnd)}</span>
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
      {/* The land work the firm is named for, right after the four homes; then the next step, a
          card in the page's margins (a navy band would run into the footer's). */}
      <LandWork />
      <CallToAction id="confier-un-projet" title={closingWords.title} text={closingWords.lead} href="/contact#formulaire" label={closingWords.contact} boxed />
    </Layout>
  );
}

/** The land work the firm is named for: two operations for each audience it serves, each with its plan, linked to its page. */
function LandWork() {
  const audiences = Object.entries(landWorkWords.audiences) as [keyof typeof landWorkWords.audiences, string][];
  return (
    <section className="section section-sand" id="foncier" aria-labelledby="foncier-titre">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">{landWorkWords.eyebrow}</p>
          <h2 id="foncier-titre">{landWorkWords.title}</h2>
          <p className="lead">{landWorkWords.lead}</p>
        </header>
        <ul className="track-cases">
          {audiences.flatMap(([slug]) =>
            trackRecords[slug].cases.slice(0, 2).map((c) => <TrackCase key={c.place} place={c.place} years={c.years} text={c.outcome} plan={c.plan} client={landWorkWords.clients[slug]} href={`/acteurs/${slug}#${caseAnchor(c.place)}`} />),
          )}
        </ul>
        <ul className="land-links">
          {audiences.map(([slug, label]) => (
            <li key={slug}>
              <a className="text-link" href={`/acteurs/${slug}#references`}>
                <WithIcon text={label} icon={<Icon name="arrow" size={18} />} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
