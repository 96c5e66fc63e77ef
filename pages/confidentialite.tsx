import type { Head } from '../build/page.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = {
  title: 'Confidentialité',
  description: 'Comment Castellar Foncier traite les données personnelles transmises par ses formulaires de contact et d’inscription à sa lettre d’information.',
};

export default function Confidentialite() {
  return (
    <Layout>
      <section className="section">
        <div className="container">
          <h1>Confidentialité</h1>
          <p className="lead">Notre politique de confidentialité sera publiée sur cette page très prochainement.</p>
        </div>
      </section>
    </Layout>
  );
}
