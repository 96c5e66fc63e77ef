// <Shared cache="footer" as="footer" className="site-footer">…</Shared> is markup that many pages
// repeat word for word (the header, the footer, an article's card): React renders it once per
// build for each value of `cache` (the values used last are kept, up to KEPT), and every page
// after that copies it. What it did besides its markup is done again on each page: its islands
// are placed (numbered after the page's own), its images and content reads are the page's.
// `cache` must name everything the markup depends on (the header's current section, say);
// usePage() is not available inside. `npm run dev` renders the fragment on every page and stops
// on one whose markup differs from the first, naming both pages.
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { errors } from '../errors.ts';
import { useRenderScope } from './context.ts';
import { numberIslands, useInsideIsland } from './island.tsx';
import { renderMarkup } from './render.ts';
import type { Fragment, PageScope } from './scope.ts';

export type { SharedFragments } from './scope.ts';

/** How many fragments a build keeps, the most recently used. */
const KEPT = 500;

type Tag = 'header' | 'footer' | 'nav' | 'aside' | 'section' | 'article' | 'div' | 'li';

export function Shared({ cache, as, children, ...attrs }: { cache: string; as: Tag; children?: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const scope = useRenderScope('<Shared>');
  const island = useInsideIsland();
  if (island) throw errors.sharedInIsland(scope.page.route, island, cache);
  const { made, verify } = scope.page.shared;
  let fragment = made.get(cache);
  if (!fragment || verify) {
    const again = renderFragment(scope, children);
    if (fragment && again.html !== fragment.html) throw errors.sharedDiffers(cache, fragment.page, scope.page.route);
    fragment ??= again;
  }
  // The most recently used are kept: a card suggested on the pages of articles near its own in
  // date is used by pages rendered one after the other, and a site of many articles would
  // otherwise keep every card in memory.
  made.delete(cache);
  made.set(cache, fragment);
  if (made.size > KEPT) made.delete(made.keys().next().value!);
  return createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: land(scope, fragment) } });
}

/** Renders a fragment in a scope of its own, which notes what it does apart from the page's. */
function renderFragment(scope: PageScope, children: ReactNode): Fragment {
  const own = scope.fragment();
  const html = renderMarkup(own, children);
  return { page: scope.page.route, html, record: own.record() };
}

/** A fragment's markup on the page being rendered: what it did is noted as the page's, its islands numbered after the page's own. */
function land(scope: PageScope, { html, record }: Fragment): string {
  const base = scope.islands.length;
  scope.absorb(record);
  return record.islands.length ? numberIslands(html, scope, base) : html;
}
