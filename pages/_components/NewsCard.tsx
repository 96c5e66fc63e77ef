import { PictureMarkup, type ResponsiveImage } from '../../build/picture.tsx';
import { frenchDate } from './format.ts';

/** What a card shows of an article: plain data, so the news search island can render it too. */
export interface NewsCardData {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  imageAlt: string;
  image: ResponsiveImage;
}

export const NEWS_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
export const NEWS_CARD_WIDTHS = [400, 640];

/** An article as a card: picture, date, category, title, excerpt, 'Lire la suite'. */
export function NewsCard({ article }: { article: NewsCardData }) {
  return (
    <article className="news-card">
      <PictureMarkup image={article.image} alt={article.imageAlt} sizes={NEWS_CARD_SIZES} />
      <div className="news-card-body">
        <p className="news-meta">
          <span>
            Publié le <time dateTime={article.date}>{frenchDate(article.date)}</time>
          </span>
          <span className="news-category">{article.category}</span>
        </p>
        <h3 className="news-title">{article.title}</h3>
        <p className="news-excerpt">{article.excerpt}</p>
        <a className="button button-ghost news-more" href={`/article/${article.slug}`}>
          Lire la suite<span className="visually-hidden"> : {article.title}</span>
        </a>
      </div>
    </article>
  );
}
