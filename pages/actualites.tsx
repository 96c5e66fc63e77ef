import type { Head } from '../build/page.ts';
import { articles } from '../content/articles.ts';
import { actualites } from '../content/pages.ts';
import { frenchDate } from './_components/format.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = {
  title: 'Actualités',
  description: 'Foncier, urbanisme, transition énergétique et patrimoine : les analyses de Castellar Foncier sur les évolutions des territoires de la Riviera.',
};

export default function News() {
  return (
    <Layout>
      <section className="page-hero">
        <div className="container">
          <h1>{actualites.hero.title}</h1>
        </div>
      </section>
      <section className="section container" id="articles" aria-labelledby="articles-title">
        <h2 id="articles-title">{actualites.list.title}</h2>
        <p className="lead">{actualites.list.intro}</p>
        <ul className="cards cards-4">
          {articles.all().map(({ data }) => (
            <li className="card" key={data.slug}>
              <p className="meta">
                Publié le <time dateTime={data.date}>{frenchDate(data.date)}</time> · {data.category}
              </p>
              <h3>{data.title}</h3>
              <p>{data.excerpt}</p>
              <a className="button button-ghost" href={`/article/${data.slug}`}>
                Lire la suite<span className="visually-hidden"> : {data.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
