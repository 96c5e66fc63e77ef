import { imageUrl, Picture } from '../../build/image.tsx';
import { usePage } from '../../build/context.ts';
import { Island } from '../../build/island.tsx';
import ShareButton from '../../islands/ShareButton.tsx';
import type { Head, PageContext } from '../../build/page.ts';
import { articles, type Article } from '../../content/articles.ts';
import site from '../../content/site.ts';
import { Breadcrumb } from '../_components/Breadcrumb.tsx';
import { frenchDate } from '../_components/format.ts';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { NewsCard } from '../_components/NewsCard.tsx';
import { newsCard } from '../_components/news.ts';

type Props = { slug: string };

export function routes() {
  return articles.all().map((a) => ({ params: { slug: a.data.slug }, props: { slug: a.data.slug } }));
}

const find = (slug: string) => {
  const all = articles.all();
  const index = all.findIndex((a) => a.data.slug === slug);
  return { all, index, entry: all[index]! };
};

export function head({ slug }: Props, ctx: PageContext): Head {
  const { data } = find(slug).entry;
  const url = ctx.url(`/article/${slug}`);
  // The 1200×630 crop social networks show; the same image the article opens with.
  const image = imageUrl(data.image, { width: 1200, height: 630, format: 'jpeg' });
  return {
    title: data.title,
    description: data.description,
    og: { type: 'article', image, imageAlt: data.imageAlt, publishedTime: data.date, section: data.category },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: data.title,
        description: data.description,
        image: ctx.url(image),
        datePublished: data.date,
        articleSection: data.category,
        inLanguage: 'fr-FR',
        mainEntityOfPage: url,
        author: { '@type': 'Organization', name: site.brand, url: ctx.url('/') },
        publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: ctx.url('/images/logo/logo.png') } },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Accueil', item: ctx.url('/') },
          { '@type': 'ListItem', position: 2, name: 'Actualités', item: ctx.url('/actualites') },
          { '@type': 'ListItem', position: 3, name: data.category, item: url },
        ],
      },
    ],
  };
}

function PagerLink({ article, rel }: { article: Article | undefined; rel: 'prev' | 'next' }) {
  if (!article) return <span className={`pager-${rel} pager-empty`} />;
  return (
    <a className={`pager-${rel}`} href={`/article/${article.slug}`} rel={rel}>
      <span className="pager-label">{rel === 'prev' ? 'Article précédent' : 'Article suivant'}</span>
      <span className="pager-title">{article.title}</span>
    </a>
  );
}

export default function ArticlePage({ slug }: Props) {
  const { all, index, entry } = find(slug);
  const { data } = entry;
  const others = all.filter((a) => a !== entry);
  const { url } = usePage();
  return (
    <Layout>
      <div className="article-top container">
        <a className="text-link back-link" href="/actualites">
          <Icon name="back" size={18} /> Retour aux actualités
        </a>
        <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Actualités', href: '/actualites' }, { label: data.category }]} />
      </div>

      <header className="article-hero container">
        <div className="article-heading">
          <p className="news-meta">
            <span className="news-category">{data.category}</span>
            <span>
              Publié le <time dateTime={data.date}>{frenchDate(data.date)}</time>
            </span>
            <span>{data.readingMinutes} min de lecture</span>
          </p>
          <h1>{data.title}</h1>
          <p className="lead">{data.excerpt}</p>
        </div>
        <Picture src={data.image} alt={data.imageAlt} sizes="(min-width: 1200px) 1120px, 100vw" priority className="article-image" widths={[640, 960, 1280, 1600]} aspect={16 / 9} />
      </header>

      <div className="container article-layout">
        <article className="prose article-body" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <aside className="article-aside" aria-label="Partager cet article">
          <Island
            of={ShareButton}
            hydrate="interaction"
            props={{
              title: data.title,
              url: url(`/article/${slug}`),
              mailto: `mailto:?subject=${encodeURIComponent(data.title)}&body=${encodeURIComponent(url(`/article/${slug}`))}`,
            }}
          />
        </aside>
      </div>

      <nav className="container article-pager" aria-label="Article précédent ou suivant">
        <PagerLink article={all[index - 1]?.data} rel="prev" />
        <p className="pager-count">
          Article {index + 1} sur {all.length}
        </p>
        <PagerLink article={all[index + 1]?.data} rel="next" />
      </nav>

      <section className="section section-sand" aria-labelledby="autres-articles">
        <div className="container">
          <h2 id="autres-articles" className="section-head">
            Découvrez nos autres articles
          </h2>
          <ul className="news-grid news-grid-3">
            {others.map(({ data: other }) => (
              <li key={other.slug}>
                <NewsCard article={newsCard(other)} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Layout>
  );
}
