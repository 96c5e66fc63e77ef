// Splitting a list into numbered pages, and which page numbers a pagination nav shows: the
// first, the last, the current one with its neighbours, and a gap for each run of two or more
// pages left out. At most 7 entries, so the nav is as small at page 400 of 834 as at page 2.

/** How many pages `total` items fill, `perPage` a page; an empty list still has its page 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of page `page` (from 1). */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export type PageLink = number | 'gap';

/**
 * The page numbers to link from page `current` of `pages`, in order, 'gap' standing for pages
 * left out. A gap of a single page shows that page instead: it takes no more room than "…".
 * Near either end the window widens, so the nav keeps one width from page to page.
 */
export function pageWindow(current: number, pages: number, around = 1): PageLink[] {
  // first + gap + (2·around + 1) + gap + last
  const slots = 2 * around + 5;
  if (pages <= slots) return Array.from({ length: pages }, (_, i) => i + 1);
  // The middle run, kept 2·around + 1 wide and off the first and last two slots.
  const width = 2 * around + 1;
  const from = Math.min(Math.max(current - around, 3), pages - 1 - width);
  const to = from + width - 1;
  const out: PageLink[] = [1];
  out.push(from === 3 ? 2 : 'gap');
  for (let p = from; p <= to; p++) out.push(p);
  out.push(to === pages - 2 ? pages - 1 : 'gap');
  out.push(pages);
  return out;
}
