import { PictureMarkup, type ResponsiveImage } from '../../build/render/picture.tsx';
import { cardSizes, type CardColumns } from './CardGrid.tsx';
import { frenchDate } from '../../content/dates.ts';
import { Tile } from './Tile.tsx';
import { newsWords as say } from '../../content/news.ts';

/** What a card shows of an article: plain data, so the news search island can render it too. */
export interface NewsCardData {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  imageAlt: string;
  image: ResponsiveImage;
  readingMinutes: number;
  /** The partner who signs it, by name; none when the firm signs. */
  author?: string;
  /** Not shown: what the search also finds the article by. */
  keywords?: string;
}

export const NEWS_CARD_WIDTHS = [400, 640, 800];

/** An article as a tile: picture, date, category, title, excerpt, who signs it and how long it reads, 'Lire la suite'. */
export function NewsCard({ article, columns = 4 }: { article: NewsCardData; columns?: CardColumns }) {
  return (
    <Tile
      as="article"
      className="news-card"
      media={<PictureMarkup image={article.image} alt={article.imageAlt} sizes={cardSizes(columns)} />}
      kicker={
        <p className="news-meta">
          <span>
            {say.published} <time dateTime={article.date}>{frenchDate(article.date)}</time>
          </span>
          <span className="news-category">{article.category}</span>
        </p>
      }
      titleClassName="news-title"
      title={article.title}
    >
      <p className="news-excerpt">{article.excerpt}</p>
      <p className="news-byline">
        {article.author && `${say.by}\u00a0${article.author}\u00a0· `}
        <span className="nowrap">{say.readingTime(article.readingMinutes)}</span>
      </p>
      <a className="button button-ghost news-more" href={`/article/${article.slug}`}>
        {say.readMore}
        <span className="visually-hidden"> : {article.title}</span>
      </a>
    </Tile>
  );
}
