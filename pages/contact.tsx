import type { Head } from '../build/page.ts';
import { contact } from '../content/pages.ts';
import site from '../content/site.ts';
import { telHref } from './_components/format.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = {
  title: 'Contact',
  description: 'Écrivez ou rendez visite à Castellar Foncier, 8 rue Partouneaux à Menton : un associé répond à chaque demande sur un terrain, un bien ou un projet.',
};

export default function Contact() {
  const { office } = site;
  return (
    <Layout>
      <section className="page-hero">
        <div className="container">
          <h1>{contact.hero.title}</h1>
          <p className="lead">{contact.hero.intro}</p>
        </div>
      </section>
      <section className="section container" aria-labelledby="trouver">
        <h2 id="trouver">{contact.visit.title}</h2>
        <p>{contact.visit.text}</p>
        <address>
          <strong>{office.name}</strong>
          <br />
          {office.street}
          <br />
          {office.postcode} {office.city}
          <br />
          <a href={telHref(office.phone)}>{office.phone}</a>
          <br />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </address>
      </section>
      <section className="section container" id="formulaire" aria-labelledby="contacter">
        <h2 id="contacter">NOUS CONTACTER</h2>
        <p>{contact.form.intro}</p>
        <p>
          <a className="button" href={`mailto:${office.email}`}>
            Écrire à {office.email}
          </a>
        </p>
      </section>
    </Layout>
  );
}
