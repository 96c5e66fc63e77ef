// Renders a page through react-dom/server into a whole document, recording the islands it
// places, the images it asks for and the content it reads.
import { createElement, type ComponentType } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';
import { load } from '../lazy.ts';
import type { IslandFile } from '../assets/compile.ts';
import type { SiteConfig } from '../config.ts';
import { PageContextReact } from './context.ts';
import { renderDocument } from './document.ts';
import { errors } from '../errors.ts';
import { cspString } from '../output/hosting.ts';
import { trackReads } from '../content/collection.ts';
import { collectImages } from './image.tsx';
import type { ImageStore } from '../assets/images.ts';
import { collectIslands, type IslandRecord } from './island.tsx';
import { pageContext } from './endpoint.ts';
import type { Head, HeadLink, PageContext, PageModule } from './page.ts';
import type { Route } from './routes.ts';
import { withShared, type SharedFragments } from './shared.tsx';

export interface RenderedPage {
  route: Route;
  head: Head;
  html: string;
  islands: IslandRecord[];
  propProblems: string[];
  imageProblems: string[];
  /** Source images it asked for that do not exist or cannot be decoded. */
  unusableImages: string[];
  /** Content the page read (see trackReads), source images it used, variants it named. */
  reads: string[];
  sources: string[];
  variants: string[];
}

export interface RenderSetup {
  config: SiteConfig;
  islands: Map<ComponentType<never>, IslandFile>;
  islandSrc: (file: string) => string;
  islandCss: (file: string) => string | undefined;
  images: ImageStore;
  runtime: string;
  stylesheet: string;
  headLinks: HeadLink[];
  scripts: string[];
  /** The <Shared> fragments rendered so far in this build. */
  shared: SharedFragments;
}

export function renderPage(route: Route, mod: PageModule<unknown>, setup: RenderSetup): RenderedPage {
  const ctx = pageContext(setup.config, route.route);
  return withShared(setup.shared, route.route, () => render(route, mod, setup, ctx));
}

function render(route: Route, mod: PageModule<unknown>, setup: RenderSetup, ctx: PageContext): RenderedPage {
  const {
    result: {
      result: {
        result: { head, markup },
        reads,
      },
      headLinks,
      problems: imageProblems,
      sources,
      variants,
      unusable,
    },
    placed,
    problems,
  } = collectIslands({ page: route.file, islands: setup.islands, src: setup.islandSrc, css: setup.islandCss }, () =>
    // The head is computed in the same scope as the body: it may ask for images too.
    collectImages(route.file, setup.images, () =>
      trackReads(() => ({
        // react-dom's server renderer loads with the first page rendered: a build that renders none never loads it.
        head: typeof mod.head === 'function' ? mod.head(route.props, ctx) : mod.head,
        markup: load<{ renderToStaticMarkup: typeof RenderToStaticMarkup }>('react-dom/server').renderToStaticMarkup(
          createElement(PageContextReact.Provider, { value: ctx }, createElement(mod.default as ComponentType<object>, route.props as object)),
        ),
      })),
    ),
  );
  if (!head || !head.title || !head.description) throw errors.missingHead(route.file);
  // React 19 puts a <link rel="preload"> before the markup for every eager <img>; the head
  // decides what to preload (the page's LCP image), so these go.
  const body = markup.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  const html = renderDocument({
    lang: setup.config.lang,
    csp: cspString(setup.config.csp, true),
    siteName: setup.config.siteName,
    titleSuffix: setup.config.titleSuffix,
    head: { ...head, links: [...headLinks, ...(head.links ?? [])] },
    ctx,
    body,
    stylesheet: setup.stylesheet,
    headLinks: setup.headLinks,
    runtime: placed.length ? setup.runtime : undefined,
    islandProps: placed.map((i) => i.props),
    scripts: setup.scripts,
  });
  return { route, head, html, islands: placed, propProblems: problems, imageProblems, unusableImages: [...unusable], reads, sources: [...sources], variants: [...variants] };
}

