import type { Head, PageContext } from '../../build/page.ts';
import { articles } from '../../content/articles.ts';
import site from '../../content/site.ts';
import { frenchDate } from '../_components/format.ts';
import { Layout } from '../_components/Layout.tsx';

type Props = { slug: string };

export function routes() {
  return articles.all().map((a) => ({ params: { slug: a.data.slug }, props: { slug: a.data.slug } }));
}

const entry = (slug: string) => articles.all().find((a) => a.data.slug === slug)!;

export function head({ slug }: Props, ctx: PageContext): Head {
  const { data } = entry(slug);
  return {
    title: data.title,
    description: data.description,
    og: { type: 'article', publishedTime: data.date, section: data.category },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: data.title,
        description: data.description,
        datePublished: data.date,
        articleSection: data.category,
        inLanguage: 'fr-FR',
        mainEntityOfPage: ctx.url(`/article/${slug}`),
        publisher: { '@type': 'Organization', name: site.brand, url: ctx.url('/') },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Accueil', item: ctx.url('/') },
          { '@type': 'ListItem', position: 2, name: 'Actualités', item: ctx.url('/actualites') },
          { '@type': 'ListItem', position: 3, name: data.category },
        ],
      },
    ],
  };
}

export default function ArticlePage({ slug }: Props) {
  const article = entry(slug);
  const all = articles.all();
  const index = all.indexOf(article);
  const { data } = article;
  return (
    <Layout>
      <div className="container article-top">
        <a className="back-link" href="/actualites">
          Retour aux actualités
        </a>
        <nav aria-label="Fil d’Ariane" className="breadcrumb">
          <ol>
            <li>
              <a href="/">Accueil</a>
            </li>
            <li>
              <a href="/actualites">Actualités</a>
            </li>
            <li aria-current="page">{data.category}</li>
          </ol>
        </nav>
      </div>
      <header className="container article-header">
        <p className="eyebrow">{data.category}</p>
        <h1>{data.title}</h1>
        <p className="meta">
          Publié le <time dateTime={data.date}>{frenchDate(data.date)}</time> · {data.readingMinutes} min de lecture
        </p>
      </header>
      <article className="container prose" dangerouslySetInnerHTML={{ __html: article.html }} />
      <nav className="container article-pager" aria-label="Article précédent ou suivant">
        <p>
          Article {index + 1} sur {all.length}
        </p>
        {index > 0 && <a href={`/article/${all[index - 1]!.data.slug}`}>Article précédent : {all[index - 1]!.data.title}</a>}
        {index < all.length - 1 && <a href={`/article/${all[index + 1]!.data.slug}`}>Article suivant : {all[index + 1]!.data.title}</a>}
      </nav>
    </Layout>
  );
}
