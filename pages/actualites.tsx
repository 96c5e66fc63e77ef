import type { Head } from '../build/page.ts';
import { articles } from '../content/articles.ts';
import { actualites } from '../content/pages.ts';
import { Hero } from './_components/Hero.tsx';
import { Icon } from './_components/Icon.tsx';
import { Layout } from './_components/Layout.tsx';
import { NewsCard } from './_components/NewsCard.tsx';

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
          <div className="news-search">
            <label htmlFor="recherche-articles" className="visually-hidden">
              Rechercher dans les articles
            </label>
            <Icon name="search" size={18} />
            <input id="recherche-articles" type="search" name="q" placeholder="Rechercher dans les articles..." autoComplete="off" />
          </div>
          <ul className="news-grid">
            {all.map(({ data }) => (
              <li key={data.slug}>
                <NewsCard article={data} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}
