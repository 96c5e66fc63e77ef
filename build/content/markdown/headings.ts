// The ids of a body's headings: each its text's slug, made unique on the page.

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

/** Ids the engine writes on a page (build/render/document.ts: the islands' props): no heading takes one. */
export const ENGINE_IDS: readonly string[] = ['x-island-props'];

/** Lower-case ASCII id for a heading, accents folded: "Éco-quartiers & ZAN" -> "eco-quartiers-zan". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'«»]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The ids of a page as its headings take them, one after the other. */
export interface HeadingIds {
  /** The ids no heading may take: the layout's, and those of the headings above. */
  taken: Set<string>;
  /** For a slug taken, the next number to try after it: each number is tried once. */
  next: Map<string, number>;
}

/** A heading's id: its slug, or the slug and the first number from 2 whose id is not taken. */
export function headingId(ids: HeadingIds, text: string): string {
  const base = slugify(text) || 'section';
  let id = base;
  if (ids.taken.has(id)) {
    let n = ids.next.get(base) ?? 2;
    while (ids.taken.has(`${base}-${n}`)) n++;
    ids.next.set(base, n + 1);
    id = `${base}-${n}`;
  }
  ids.taken.add(id);
  return id;
}
