// <Shared cache="footer" as="footer" className="site-footer">…</Shared> is markup that many pages
// repeat word for word (the header, the footer, an article's card): React renders it once per
// build for each value of `cache` (of the 500 values used last, the ones kept), and every page
// after that copies it. What it did besides its markup is done again
// on each page: its islands are placed (numbered after the page's own), its images and content
// reads are the page's. `cache` must name everything the markup depends on (the header's current
// section, say); usePage() is not available inside. `npm run dev` renders the fragment on every
// page and stops on one whose markup differs from the first, naming both pages.
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';
import { addReads, trackReads } from '../content/collection.ts';
import { errors } from '../errors.ts';
import { recordImages, replayImages, type ImageEffects } from './image.tsx';
import { recordIslands, replayIslands, useInsideIsland, type IslandRecord } from './island.tsx';
import { load } from '../lazy.ts';

interface Fragment {
  /** The page it was first rendered for. */
  page: string;
  html: string;
  placed: IslandRecord[];
  problems: string[];
  images: ImageEffects;
  reads: string[];
}

/** The fragments of one build, and whether each use renders again to check the cached one. */
export interface SharedFragments {
  made: Map<string, Fragment>;
  verify: boolean;
}

/** How many fragments a build keeps, the most recently used. */
const KEPT = 500;

let fragments: SharedFragments | null = null;
let page = '';

/** The engine renders each page inside this, with the fragments of its build. */
export function withShared<T>(shared: SharedFragments, route: string, render: () => T): T {
  fragments = shared;
  page = route;
  try {
    return render();
  } finally {
    fragments = null;
  }
}

type Tag = 'header' | 'footer' | 'nav' | 'aside' | 'section' | 'article' | 'div' | 'li';

export function Shared({ cache, as, children, ...attrs }: { cache: string; as: Tag; children?: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const island = useInsideIsland();
  if (island) throw errors.sharedInIsland(page, island, cache);
  if (!fragments) throw new Error('<Shared> rendered outside a page build');
  const { made } = fragments;
  let fragment = made.get(cache);
  if (!fragment || fragments.verify) {
    const again = render(children);
    if (fragment && again.html !== fragment.html) throw errors.sharedDiffers(cache, fragment.page, page);
    fragment ??= again;
  }
  // The most recently used are kept: a card suggested on the pages of articles near its own in
  // date is used by pages rendered one after the other, and 10,000 of them would stay in memory.
  made.delete(cache);
  made.set(cache, fragment);
  if (made.size > KEPT) made.delete(made.keys().next().value!);
  replayImages(fragment.images);
  addReads(fragment.reads);
  const html = replayIslands(fragment.html, fragment.placed, fragment.problems);
  return createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: html } });
}

function render(children: ReactNode): Fragment {
  const {
    result: {
      result: { result: markup, reads },
      effects: images,
    },
    placed,
    problems,
  } = recordIslands(() => recordImages(() => trackReads(() => load<{ renderToStaticMarkup: typeof RenderToStaticMarkup }>('react-dom/server').renderToStaticMarkup(children))));
  // As for a whole page (build/render/render.ts), the preloads React puts first for eager images go:
  // the page's head says what to preload.
  const html = markup.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  return { page, html, placed, problems, images, reads };
}
