// The search index of every article (/actualites/index.json), written by the endpoint
// pages/actualites/index.json.ts and read by the NewsSearch island on the first letter typed.
//
// Compact, because at 10,000 articles every byte counts 10,000 times: an article is an array,
// not an object; its category an index into `categories`; its picture (the variants and the
// alt text) an index into `pictures`, where each picture is stored once however many articles
// use it. No HTML: the island draws the cards with the same component as the pages.
import type { ResponsiveImage } from '../../build/render/picture.tsx';
import type { NewsCardData } from './NewsCard.tsx';

/** `author`: an index into `authors`, -1 when the firm signs; `keywords` (joined) only when the article has some. */
export type IndexedArticle = [slug: string, title: string, date: string, category: number, excerpt: string, picture: number, minutes: number, author: number, keywords?: string];

export interface NewsIndex {
  categories: string[];
  /** The partners who sign articles, by name. */
  authors: string[];
  pictures: [image: ResponsiveImage, alt: string][];
  /** In the order of the list pages. */
  articles: IndexedArticle[];
}

interface Source {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  readingMinutes: number;
  /** The name of the partner who signs it. */
  author?: string | undefined;
  keywords?: string[] | undefined;
}

/** An article's keywords as the search reads them, one line; none when it has none. */
export const keywordLine = (keywords?: readonly string[]): string | undefined => (keywords?.length ? keywords.join(' · ') : undefined);

/** Builds the index; `picture` gives a source image's card variants (asked for once per image). */
export function encodeIndex(articles: Source[], picture: (src: string) => ResponsiveImage): NewsIndex {
  const index: NewsIndex = { categories: [], authors: [], pictures: [], articles: [] };
  const categories = new Map<string, number>();
  const authors = new Map<string, number>();
  const pictures = new Map<string, number>();
  const images = new Map<string, ResponsiveImage>();
  for (const a of articles) {
    let category = categories.get(a.category);
    if (category === undefined) categories.set(a.category, (category = index.categories.push(a.category) - 1));
    const key = `${a.image}\n${a.imageAlt}`;
    let pic = pictures.get(key);
    if (pic === undefined) {
      let image = images.get(a.image);
      if (!image) images.set(a.image, (image = picture(a.image)));
      pictures.set(key, (pic = index.pictures.push([image, a.imageAlt]) - 1));
    }
    let author = a.author === undefined ? -1 : authors.get(a.author);
    if (author === undefined) authors.set(a.author!, (author = index.authors.push(a.author!) - 1));
    const entry: IndexedArticle = [a.slug, a.title, a.date, category, a.excerpt, pic, a.readingMinutes, author];
    const keywords = keywordLine(a.keywords);
    if (keywords) entry.push(keywords);
    index.articles.push(entry);
  }
  return index;
}

/** The cards of every article, as the island draws them. Throws on an index of another shape. */
export function decodeIndex(index: NewsIndex): NewsCardData[] {
  return index.articles.map(([slug, title, date, category, excerpt, picture, readingMinutes, author, keywords]) => {
    const [image, imageAlt] = index.pictures[picture]!;
    return { slug, title, date, category: index.categories[category]!, excerpt, image, imageAlt, readingMinutes, ...(author >= 0 ? { author: index.authors[author]! } : {}), ...(keywords ? { keywords } : {}) };
  });
}
