import { imageUrl, Picture } from '../../build/render/image.tsx';
import { usePage } from '../../build/render/context.ts';
import { Island } from '../../build/render/island.tsx';
import { Shared } from '../../build/render/shared.tsx';
import ShareButton from '../../islands/ShareButton.tsx';
import type { Head, PageContext } from '../../build/render/page.ts';
import { articles, type Article } from '../../content/articles.ts';
import site from '../../content/site.ts';
import { Breadcrumb } from '../_components/Breadcrumb.tsx';
import { Byline } from '../_components/Byline.tsx';
import { CallToAction } from '../_components/CallToAction.tsx';
import { contactHref } from '../../content/forms.ts';
import { cardFiles, fullName, signer } from '../_lib/people.ts';
import { CardGrid } from '../../islands/_lib/CardGrid.tsx';
import { frenchDate } from '../../content/dates.ts';
import { ArticleFigures, ArticleSources } from '../_components/ArticleNotes.tsx';
import { Icon } from '../_components/Icon.tsx';
import { Layout } from '../_components/Layout.tsx';
import { NewsCard } from '../../islands/_lib/NewsCard.tsx';
import { cardSource, newsCard, type CardSource } from '../_components/news.ts';
import { otherArticles } from '../_lib/related.ts';
import { newsWords as say } from '../../content/news.ts';
import { frameWords } from '../../content/navigation.ts';
import { WithIcon } from '../_components/Unbroken.tsx';

/** A neighbour in the series, for the previous/next links. */
interface Neighbour {
  slug: string;
  title: string;
  /** Published before or after this article, or the same day. */
  when: 'newer' | 'older' | null;
}

/** Everything a page shows beyond its own entry, worked out once for all pages by routes(). */
interface Props {
  /** The entry's id in the collection (its file name). */
  id: string;
  /** The article's number (DESIGN §6): "Article 2 sur 4" is article 2, the news page's second, newest first. */
  position: number;
  count: number;
  prev: Neighbour | null;
  next: Neighbour | null;
  others: CardSource[];
}

const neighbour = (entry: { data: Article } | undefined, from: Article): Neighbour | null =>
  entry ? { slug: entry.data.slug, title: entry.data.title, when: entry.data.date > from.date ? 'newer' : entry.data.date < from.date ? 'older' : null } : null;

// One pass over the collection: neighbours by number (DESIGN §6), the news page's order, newest
// first on the site's four, so « Article précédent » is the more recent one: each link says which
// way in time it goes. Others come from lists sorted once (pages/_lib/related.ts). A page then
// reads only its own entry while it renders.
export function routes() {
  const all = articles.all();
  const others = otherArticles(all.map((a) => a.data));
  return all.map((entry, i) => ({
    params: { slug: entry.data.slug },
    props: {
      id: entry.id,
      position: i + 1,
      count: all.length,
      prev: neighbour(all[i - 1], entry.data),
      next: neighbour(all[i + 1], entry.data),
      // Chosen by category and nearness in date; shown newest first, as the news page lists them.
      others: others[i]!.map(cardSource).sort((a, b) => b.date.localeCompare(a.date)),
    } satisfies Props,
  }));
}

export function head({ id }: Props, ctx: PageContext): Head {
  const { data } = articles.get(id);
  const url = ctx.url(`/article/${data.slug}`);
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
        author: authorLd(data, ctx),
        publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: ctx.url('/images/logo/logo.png') } },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: frameWords.home, item: ctx.url('/') },
          { '@type': 'ListItem', position: 2, name: say.section, item: ctx.url('/actualites') },
          { '@type': 'ListItem', position: 3, name: data.category, item: url },
        ],
      },
    ],
  };
}

/** The partner who signs the article, else the firm. */
function authorLd(data: Article, ctx: PageContext) {
  const firm = { '@type': 'Organization', name: site.brand, url: ctx.url('/') };
  const author = signer(data.author);
  return author ? { '@type': 'Person', name: fullName(author), jobTitle: author.jobTitle, url: ctx.url(cardFiles(author.slug).page), worksFor: firm } : firm;
}

function PagerLink({ article, rel }: { article: Neighbour | null; rel: 'prev' | 'next' }) {
  if (!article) return null;
  return (
    <a className={`pager-${rel}`} href={`/article/${article.slug}`} rel={rel}>
      <span className="pager-label">
        {rel === 'prev' ? say.previous : say.next}
        {article.when && `, ${say[article.when]}`}
      </span>
      <span className="pager-title">{article.title}</span>
    </a>
  );
}

export default function ArticlePage({ id, position, count, prev, next, others }: Props) {
  const entry = articles.get(id);
  const { data } = entry;
  const { slug } = data;
  const { url } = usePage();
  const author = signer(data.author);
  const card = author && cardFiles(author.slug).page;
  const audience = data.audience ?? 'proprietaires-prives';
  return (
    <Layout>
      <div className="article-top container">
        <a className="text-link back-link" href="/actualites">
          <WithIcon text={say.back} icon={<Icon name="back" size={18} />} before />
        </a>
        <Breadcrumb items={[{ label: frameWords.home, href: '/' }, { label: say.section, href: '/actualites' }, { label: data.category }]} />
      </div>

      <header className="article-hero container">
        <div className="article-heading">
          <p className="news-meta">
            <span className="news-category">{data.category}</span>
            <span>
              {say.published} <time dateTime={data.date}>{frenchDate(data.date)}</time>
            </span>
            <span>{say.readingTime(data.readingMinutes)}</span>
            {author && (
              <span>
                {say.by} <a href={card}>{fullName(author)}</a>
              </span>
            )}
          </p>
          <h1>{data.title}</h1>
          <p className="lead">{data.excerpt}</p>
        </div>
        {/* 1,152 px at ×2 at most: 2,304 px, the width the web editor asks of a photo (cms/collections.ts). */}
        <Picture src={data.image} alt={data.imageAlt} sizes="(min-width: 1200px) 1152px, calc(100vw - 48px)" priority className="article-image" widths={[640, 960, 1280, 1600, 1920, 2304]} aspect={16 / 9} />
      </header>

      <div className="container article-layout">
        <ArticleFigures figures={data.keyFigures} />
        <div className="article-main">
          <article className="prose article-body" dangerouslySetInnerHTML={{ __html: entry.html }} />
          <ArticleSources sources={data.sources} />
        </div>
        <aside className="article-aside" aria-label={say.aside}>
          {author && (
            <Byline person={author} className="article-author" />
          )}
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

      <nav className="container article-pager" aria-label={say.pager}>
        <PagerLink article={prev} rel="prev" />
        <p className="pager-count">
          {say.position(position, count)}
        </p>
        <PagerLink article={next} rel="next" />
      </nav>

      <CallToAction id="article-contact" {...say.cta[audience]} href={contactHref(audience)} />

      <section className="section section-sand" aria-labelledby="autres-articles">
        <div className="container">
          <h2 id="autres-articles" className="section-head">
            {say.others}
          </h2>
          <CardGrid columns={3}>
            {/* An article's card is the same on each of the pages it is suggested on: rendered once. */}
            {others.map((other) => (
              <Shared key={other.slug} cache={`news-card ${JSON.stringify(other)}`} as="li">
                <NewsCard article={newsCard(other)} columns={3} />
              </Shared>
            ))}
          </CardGrid>
        </div>
      </section>
    </Layout>
  );
}
