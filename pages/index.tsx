import type { Head, PageContext } from '../build/page.ts';
import { home } from '../content/pages.ts';
import site from '../content/site.ts';
import { Layout } from './_components/Layout.tsx';

export function head(_props: unknown, ctx: PageContext): Head {
  return {
    title: `${site.brand} — ingénierie foncière et promotion à Menton`,
    bareTitle: true,
    description: site.description.slice(0, 160).replace(/\s+\S*$/, '…'),
    og: { type: 'website' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      legalName: site.legalName,
      url: ctx.url('/'),
      logo: ctx.url('/images/logo/logo.png'),
      email: site.office.email,
      telephone: site.office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.office.street,
        postalCode: site.office.postcode,
        addressLocality: site.office.city,
        addressCountry: site.office.countryCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: site.office.geo.lat, longitude: site.office.geo.lng },
    },
  };
}

export default function Home() {
  const { hero, mission, audiences, cta } = home;
  return (
    <Layout>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{site.brand}</p>
          <h1>
            {hero.headlineStart} {hero.rotatingWords[0]}
          </h1>
          <p className="lead">{hero.lead}</p>
        </div>
      </section>
      <section className="section container" aria-labelledby="mission">
        <h2 id="mission">{mission.title}</h2>
        <div className="prose">
          {mission.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <p>
          <a className="button" href="/qui-sommes-nous">
            En savoir plus
          </a>
        </p>
      </section>
      <section className="section container" aria-labelledby="publics">
        <h2 id="publics">Nos publics</h2>
        <ul className="cards cards-4">
          {audiences.map((a) => (
            <li className="card" key={a.id}>
              <h3>{a.title}</h3>
              <p>{a.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section container" aria-labelledby="soumettre">
        <h2 id="soumettre">{cta.title}</h2>
        <p className="lead">{cta.text}</p>
        <a className="button" href="/contact#formulaire">
          {cta.buttonLabel}
        </a>
      </section>
    </Layout>
  );
}
