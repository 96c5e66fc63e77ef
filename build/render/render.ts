// Renders a page through react-dom/server into a whole document, in a scope that records the
// islands it places, the images it asks for and the content it reads (see scope.ts).
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';
import { load } from '../lazy.ts';
import type { IslandFile } from '../assets/compile.ts';
import type { SiteConfig } from '../config.ts';
import { RenderScopeContext } from './context.ts';
import { renderDocument } from './document.ts';
import { errors } from '../errors.ts';
import { cspString } from '../output/hosting.ts';
import type { ImageStore } from '../assets/images.ts';
import { pageContext } from './endpoint.ts';
import type { Head, HeadLink, PageModule } from './page.ts';
import type { Route } from './routes.ts';
import { PageScope, type IslandRecord, type SharedFragments } from './scope.ts';

export interface RenderedPage {
  route: Route;
  head: Head;
  html: string;
  islands: IslandRecord[];
  propProblems: string[];
  imageProblems: string[];
  /** Source images it asked for that do not exist or cannot be decoded. */
  unusableImages: string[];
  /** Source images narrower than their place on it asks for, with the width it asks for. */
  smallImages: [string, number][];
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
  const { config } = setup;
  const ctx = pageContext(config, route.route);
  const page = { route: route.route, islands: setup.islands, islandSrc: setup.islandSrc, islandCss: setup.islandCss, shared: setup.shared };
  const scope = new PageScope({ file: route.file, images: setup.images, page, ctx });
  // The head is computed in the same scope as the body: it may ask for images and read content too.
  const head = scope.run(() => (typeof mod.head === 'function' ? mod.head(route.props, ctx) : mod.head));
  const body = renderMarkup(scope, createElement(mod.default as ComponentType<object>, route.props as object));
  if (!head || !head.title || !head.description) throw errors.missingHead(route.file);
  const html = renderDocument({
    lang: config.lang,
    csp: cspString(config.csp, true),
    siteName: config.siteName,
    titleSuffix: config.titleSuffix,
    head: { ...head, links: [...scope.headLinks, ...(head.links ?? [])] },
    ctx,
    body,
    stylesheet: setup.stylesheet,
    headLinks: setup.headLinks,
    runtime: scope.islands.length ? setup.runtime : undefined,
    islandProps: scope.islands.map((i) => i.props),
    scripts: setup.scripts,
  });
  const { islands, propProblems, imageProblems, unusable, small, reads, sources, variants } = scope.record();
  return { route, head, html, islands, propProblems, imageProblems, unusableImages: unusable, smallImages: small, reads, sources, variants };
}

/**
 * The HTML of `element` rendered in `scope`: its components find the scope through React
 * context, the functions they call through the async context.
 */
export function renderMarkup(scope: PageScope, element: ReactNode): string {
  // react-dom's server renderer loads with the first page rendered: a build that renders none never loads it.
  const { renderToStaticMarkup } = load<{ renderToStaticMarkup: typeof RenderToStaticMarkup }>('react-dom/server');
  const markup = scope.run(() => renderToStaticMarkup(createElement(RenderScopeContext.Provider, { value: scope }, element)));
  // React 19 puts a <link rel="preload"> before the markup for every eager <img>; the head
  // decides what to preload (the page's LCP image), so these go.
  return markup.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}
