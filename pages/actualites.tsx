import { Island } from '../build/island.tsx';
import type { Head } from '../build/page.ts';
import NewsSearch from '../islands/NewsSearch.tsx';
import { articles } from '../content/articles.ts';
import { actualites } from '../content/pages.ts';
import { Hero } from './_components/Hero.tsx';
import { Layout } from './_components/Layout.tsx';
import { newsCard } from './_components/news.ts';

export const head: Head = {
  title: 'Actualités et analyses',
  description: 'Foncier, urbanisme, transition énergétique et patrimoine : les analyses de Castellar Foncier sur les évolutions des territoires de la Riviera.',
};

export default function News() {
  const all = articles.all();
  return (
    <Layout>
      <Hero image="pages/actualites.jpg" imageAlt="Bureau d’études : plans et carnet ouverts face aux toits de Menton" eyebrow="Le blog" title={actualites.hero.title} />
      <section className="section" id="articles" aria-labelledby="articles-titre">
        <div className="container">
          <header className="section-head">
            <h2 id="articles-titre">{actualites.list.title}</h2>
            <p className="lead">{actualites.list.intro}</p>
          </header>
          <Island of={NewsSearch} hydrate="interaction" props={{ articles: all.map((a) => newsCard(a.data)), emptyText: actualites.emptyState }} />
        </div>
      </section>
    </Layout>
  );
}
