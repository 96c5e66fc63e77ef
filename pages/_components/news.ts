// Articles as card data (server side: images come from the pipeline).
import { responsiveImage, type ResponsiveImage } from '../../build/render/image.tsx';
import type { Article } from '../../content/articles.ts';
import { authorName } from '../_lib/people.ts';
import { NEWS_CARD_WIDTHS, type NewsCardData } from '../../islands/_lib/NewsCard.tsx';
import { keywordLine } from '../../islands/_lib/news-index.ts';

/** What a card needs of an article, image still a source path: plain data a route can carry as props. */
export type CardSource = Pick<Article, 'slug' | 'title' | 'date' | 'category' | 'excerpt' | 'image' | 'imageAlt' | 'keywords' | 'readingMinutes'> & { author?: string };

export const cardSource = ({ slug, title, date, category, excerpt, image, imageAlt, keywords, readingMinutes, author }: Article): CardSource => {
  const name = authorName(author);
  return {
    slug,
    title,
    date,
    category,
    excerpt,
    image,
    imageAlt,
    readingMinutes,
    ...(name ? { author: name } : {}),
    ...(keywords?.length ? { keywords } : {}),
  };
};

/** A card's picture: 3:2, as wide as the card grid asks for. Call it while a page or an endpoint renders. */
export const cardImage = (src: string): ResponsiveImage => responsiveImage(src, { widths: NEWS_CARD_WIDTHS, aspect: 3 / 2 });

export function newsCard(a: CardSource): NewsCardData {
  const keywords = keywordLine(a.keywords);
  return {
    slug: a.slug,
    title: a.title,
    date: a.date,
    category: a.category,
    excerpt: a.excerpt,
    imageAlt: a.imageAlt,
    image: cardImage(a.image),
    readingMinutes: a.readingMinutes,
    ...(a.author ? { author: a.author } : {}),
    ...(keywords ? { keywords } : {}),
  };
}
