import type { Head } from '../../build/page.ts';
import { realisationsIntro } from '../../content/pages.ts';
import { Layout } from '../_components/Layout.tsx';

export const head: Head = {
  title: 'Nos réalisations',
  description: 'Villas rénovées, appartement de prestige, résidences neuves : les opérations menées par Castellar Foncier de Golfe-Juan à Monaco.',
};

export default function Portfolio() {
  return (
    <Layout>
      <section className="section container">
        <h1>{realisationsIntro.title}</h1>
        <div className="prose">
          {realisationsIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
    </Layout>
  );
}
