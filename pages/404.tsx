import type { Head } from '../build/page.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = {
  title: 'Page non trouvée',
  description: 'La page demandée n’existe pas ou a changé d’adresse.',
};

export default function NotFound() {
  return (
    <Layout>
      <section className="section container not-found">
        <p className="eyebrow">Erreur 404</p>
        <h1>Oops! Page non trouvée</h1>
        <p className="lead">L’adresse demandée ne correspond à aucune page du site.</p>
        <a className="button" href="/">
          Retour à l’accueil
        </a>
      </section>
    </Layout>
  );
}
