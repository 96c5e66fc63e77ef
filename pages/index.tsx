import type { Head, PageContext } from '../build/render/page.ts';
import { contactHref } from '../content/forms.ts';
import { home, homeWords as say, studyMap } from '../content/pages.ts';
import site from '../content/site.ts';
import { AudienceTiles } from './_components/AudienceTiles.tsx';
import { CallToAction } from './_components/CallToAction.tsx';
import { CardGrid } from '../islands/_lib/CardGrid.tsx';
import { frenchDate } from '../content/dates.ts';
import { Hero } from './_components/Hero.tsx';
import { Icon } from './_components/Icon.tsx';
import { MoreLink } from './_components/MoreLink.tsx';
import { Layout } from './_components/Layout.tsx';
import { RotatingWords } from './_components/RotatingWords.tsx';
import { Section } from './_components/Section.tsx';
import { Tile } from '../islands/_lib/Tile.tsx';
import { KeyFigures } from './_components/KeyFigures.tsx';
import { OwnerPath } from './_components/OwnerPath.tsx';
import { ownerPath, trackRecords } from '../content/proof.ts';
import { SampleTiles } from './_components/ProjectTiles.tsx';
import { realisationOf } from './_components/realisations.ts';
import { portfolioWords } from '../content/portfolio.ts';
import { WithIcon } from './_components/Unbroken.tsx';

export function head(_props: unknown, ctx: PageContext): Head {
  return {
    title: say.metaTitle(site.brand),
    bareTitle: true,
    description: say.metaDescription,
    og: { type: 'website', image: '/images/og-default.jpg', imageAlt: say.ogImageAlt(site.brand) },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': ctx.url('/#organisation'),
      name: site.brand,
      legalName: site.legalName,
      description: site.description,
      url: ctx.url('/'),
      logo: ctx.url('/images/logo/logo.png'),
      email: site.office.email,
      telephone: site.office.phone.replace(/\s/g, ''),
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.office.street,
        postalCode: site.office.postcode,
        addressLocality: site.office.city,
        addressCountry: site.office.countryCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: site.office.geo.lat, longitude: site.office.geo.lng },
      areaServed: 'Alpes-Maritimes',
      founder: site.people.map((p) => ({ '@type': 'Person', name: `${p.firstName} ${p.lastName}`, jobTitle: p.title })),
      sameAs: site.socials.map((s) => s.url),
    },
  };
}

export default function Home() {
  const { hero, mission, audiences, expertises, cta, news } = home;
  return (
    <Layout>
      <Hero
        size="home"
        image="pages/accueil.jpg"
        imageAlt={say.heroAlt}
        eyebrow={<Tagline text={say.eyebrow} />}
        title={<RotatingWords before={hero.headlineStart} words={hero.rotatingWords} />}
        lead={hero.lead}
        actions={[
          { href: contactHref('proprietaires-prives'), label: say.submit, solid: true },
          { href: '/nos-realisations', label: say.projects },
        ]}
      />

      <section className="section mission" aria-labelledby="mission-titre">
        <div className="container mission-grid">
          <div>
            <p className="eyebrow">{say.missionEyebrow}</p>
            <h2 id="mission-titre">{mission.title}</h2>
          </div>
          <div className="mission-text">
            {mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <a className="text-link" href="/qui-sommes-nous">
              <WithIcon text={say.more} icon={<Icon name="arrow" size={18} />} />
            </a>
          </div>
        </div>
      </section>

      <KeyFigures id="chiffres" />

      <Section id="publics" eyebrow={say.audiencesEyebrow} title={say.audiencesTitle} tone="sand">
        <AudienceTiles items={audiences} />
      </Section>

      <Section id="expertises" eyebrow={say.expertiseEyebrow} title={say.expertiseTitle}>
        <ul className="expertise-list">
          {expertises.map((e, i) => (
            <li key={e.id} className="expertise">
              <span className="expertise-icon">
                <Icon name={e.icon} size={32} />
              </span>
              <p className="expertise-number">{String(i + 1).padStart(2, '0')}</p>
              <h3>{e.title}</h3>
              <p>{e.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="realisations" tone="sand" eyebrow={say.projectsEyebrow} title={say.projectsTitle}>
        <ThreeTrades />
        <MoreLink href="/nos-realisations">{say.allProjects}</MoreLink>
      </Section>

      <Section id="parcours" eyebrow={ownerPath.eyebrow} title={ownerPath.homeTitle}>
        <OwnerPath brief />
        <MoreLink href="/acteurs/proprietaires-prives#parcours">{ownerPath.more}</MoreLink>
      </Section>

      <CallToAction id="soumettre" title={cta.title} text={cta.text} href={contactHref('proprietaires-prives')} label={cta.buttonLabel} />

      <Section id="actualites" eyebrow={say.newsEyebrow} title={say.newsTitle}>
        <CardGrid columns={4}>
          {news.map((n) => (
            <Tile
              key={n.slug}
              className="teaser"
              kicker={
                <p className="news-meta">
                  <time dateTime={n.date}>{frenchDate(n.date)}</time>
                  <span className="news-category">{n.category}</span>
                </p>
              }
              title={n.title}
              href="/actualites#articles"
            >
              <p className="news-excerpt">{n.excerpt}</p>
            </Tile>
          ))}
        </CardGrid>
        <MoreLink href="/actualites#articles" arrow={false}>{say.allNews}</MoreLink>
      </Section>
    </Layout>
  );
}

/**
 * « Ingénierie foncière · Urbanisme · Promotion »: below 768 px the line parts at its first dot,
 * which is then not shown (a dot left at the end of a line read as a stray mark).
 */
function Tagline({ text }: { text: string }) {
  const [first, ...rest] = text.split(/\u00a0·\s/);
  if (!rest.length) return <>{text}</>;
  return (
    <>
      <span className="tagline-first">{first}</span>
      <span className="tagline-dot">{'\u00a0· '}</span>
      {rest.join('\u00a0· ')}
    </>
  );
}

/**
 * One operation of each trade: the landowners' division under its plan, the study of a
 * coastline's land for its communes under its map, the residence the firm developed under its
 * photo. Each tile leads to where the operation is told in full.
 */
function ThreeTrades() {
  const division = trackRecords['proprietaires-prives'].cases.find((c) => c.plan)!;
  const study = trackRecords['institutions-collectivites'].cases.at(-1)!;
  const residence = realisationOf('realisations/immeuble-luxe-bella-vista/hero.jpg');
  // « … foncière · 2025 – 2026 » stays on one line: a line neither ends nor starts on the dot.
  const kicker = (trade: string, years: string) => `${trade}\u00a0·\u00a0${years.replaceAll(' ', '\u00a0')}`;
  return (
    <SampleTiles
      tiles={[
        { kicker: kicker(say.trades.land, division.years), title: division.place, text: division.outcome, image: division.plan!.src, alt: division.plan!.alt, href: '/acteurs/proprietaires-prives#references', more: say.references },
        { kicker: kicker(say.trades.planning, study.years), title: study.place, text: study.outcome, image: studyMap.tile, alt: studyMap.alt, href: '/acteurs/institutions-collectivites#references', more: say.references },
        { kicker: kicker(say.trades.development, String(residence.yearEnd)), title: residence.title, text: residence.subtitle, image: residence.image, alt: residence.imageAlt, href: residence.href, more: portfolioWords.discover },
      ]}
    />
  );
}
