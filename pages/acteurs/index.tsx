import type { Head } from '../../build/page.ts';
import { acteurs, home } from '../../content/pages.ts';
import { Layout } from '../_components/Layout.tsx';

export const head: Head = {
  title: 'Propriétaires, collectivités, professionnels, investisseurs',
  description: 'Castellar Foncier accompagne chaque acteur du foncier sur la Riviera : propriétaires privés, collectivités, professionnels de l’immobilier et investisseurs.',
};

export default function Actors() {
  return (
    <Layout>
      <section className="page-hero">
        <div className="container">
          <h1>
            {acteurs.hero.questionStart} {acteurs.hero.rotatingWords[0]} ?
          </h1>
          <p className="lead">{acteurs.hero.intro}</p>
        </div>
      </section>
      <section className="section container" aria-labelledby="objectifs">
        <h2 id="objectifs">Nos objectifs pour votre bien</h2>
        <ol className="cards cards-4">
          {acteurs.objectives.map((o) => (
            <li className="card" key={o.number}>
              <h3>{o.title}</h3>
              <p>{o.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section container" aria-labelledby="publics">
        <h2 id="publics">Vous êtes…</h2>
        <ul className="cards cards-4">
          {home.audiences.map((a) => (
            <li className="card" key={a.id}>
              <h3>{a.title}</h3>
              <p>{a.description}</p>
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href="/contact#formulaire">
            {acteurs.cta.buttonLabel}
          </a>
        </p>
      </section>
    </Layout>
  );
}
