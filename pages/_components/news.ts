// Articles as card data (server side: images come from the pipeline).
import { responsiveImage } from '../../build/image.tsx';
import type { Article } from '../../content/articles.ts';
import { NEWS_CARD_WIDTHS, type NewsCardData } from './NewsCard.tsx';

export function newsCard(a: Article): NewsCardData {
  return {
    slug: a.slug,
    title: a.title,
    date: a.date,
    category: a.category,
    excerpt: a.excerpt,
    imageAlt: a.imageAlt,
    image: responsiveImage(a.image, { widths: NEWS_CARD_WIDTHS, aspect: 3 / 2 })!,
  };
}
