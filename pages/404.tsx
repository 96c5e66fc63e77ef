import type { Head } from '../build/page.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = {
  title: 'Page non trouvée',
  description: 'La page demandée n’existe pas ou a changé d’adresse.',
  // Logs the unknown path to the console (spec): a few bytes of plain script, no island.
  scripts: ['/scripts/not-found.js'],
};

export default function NotFound() {
  return (
    <Layout>
      <section className="section not-found">
        <div className="container not-found-body">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1>Oops! Page non trouvée</h1>
          <p className="lead">L’adresse demandée ne correspond à aucune page du site : elle a peut-être changé, ou contient une faute de frappe.</p>
          <p className="not-found-actions">
            <a className="button" href="/">
              Retour à l’accueil
            </a>
            <a className="button button-ghost" href="/contact">
              Nous contacter
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
