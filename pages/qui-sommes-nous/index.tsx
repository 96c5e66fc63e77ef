import type { Head } from '../../build/page.ts';
import { about } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { Layout } from '../_components/Layout.tsx';

export const head: Head = {
  title: 'Qui sommes-nous ?',
  description: 'L’histoire de Castellar Foncier à Menton, ses valeurs, ses trois associés et les postes ouverts dans son réseau de mandataires.',
};

export default function About() {
  return (
    <Layout>
      <section className="page-hero">
        <div className="container">
          <h1>{about.banner.title}</h1>
        </div>
      </section>
      <section className="section container" id="notre-histoire" aria-labelledby="histoire-titre">
        <h2 id="histoire-titre">{about.story.title}</h2>
        <div className="prose">
          {about.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      <section className="section container" id="nos-valeurs" aria-labelledby="valeurs-titre">
        <h2 id="valeurs-titre">Nos valeurs</h2>
        <ul className="cards cards-4">
          {about.values.map((v) => (
            <li className="card" key={v.name}>
              <h3>{v.name}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section container" id="notre-equipe" aria-labelledby="equipe-titre">
        <h2 id="equipe-titre">{about.team.title}</h2>
        <p className="lead">{about.team.intro}</p>
        <ul className="cards cards-3">
          {site.people.map((p) => (
            <li className="card" key={p.slug}>
              <h3>
                {p.firstName} {p.lastName}
              </h3>
              <p className="meta">{p.jobTitle}</p>
              <p>{p.bio}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section container" id="nous-rejoindre" aria-labelledby="rejoindre-titre">
        <h2 id="rejoindre-titre">{about.recruitment.title}</h2>
        <div className="prose">
          {about.recruitment.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <a className="button" href="#nous-rejoindre">
          {about.recruitment.buttonLabel}
        </a>
      </section>
    </Layout>
  );
}
