// The news list split into pages of 12 (DESIGN §6): page 1 is /actualites, then
// /actualites/page/2 and on. What one page shows, as plain data a route can carry as props.
import type { HeadLink } from '../../../build/render/page.ts';
import type { Article } from '../../../content/articles.ts';
import { cardSource, type CardSource } from '../../_components/news.ts';
import { pageCount, pageSlice } from '../../_lib/pagination.ts';

export const PER_PAGE = 12;

/** The search island's index of every article (pages/actualites/index.json.ts). */
export const INDEX_URL = '/actualites/index.json';

export const listHref = (page: number) => (page === 1 ? '/actualites' : `/actualites/page/${page}`);

export interface ListPage {
  page: number;
  pages: number;
  /** Articles in all. */
  total: number;
  cards: CardSource[];
}

/** Page `page` of the list of every article, in the collection's order. */
export function listPage(all: readonly { data: Article }[], page: number): ListPage {
  return { page, pages: pageCount(all.length, PER_PAGE), total: all.length, cards: pageSlice(all, page, PER_PAGE).map((a) => cardSource(a.data)) };
}

/** The head's rel="prev" and rel="next", where there is such a page. */
export function listLinks({ page, pages }: Pick<ListPage, 'page' | 'pages'>): HeadLink[] {
  const links: HeadLink[] = [];
  if (page > 1) links.push({ rel: 'prev', href: listHref(page - 1) });
  if (page < pages) links.push({ rel: 'next', href: listHref(page + 1) });
  return links;
}
