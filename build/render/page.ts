// What a page module exports, and what the engine hands back to it.
import type { ComponentType } from 'react';

export interface HeadLink {
  rel: string;
  /** Optional only for an image preload that gives imagesrcset instead. */
  href?: string;
  type?: string;
  title?: string;
  as?: string;
  sizes?: string;
  media?: string;
  crossorigin?: '' | 'anonymous';
  fetchpriority?: 'high' | 'low' | 'auto';
  imagesrcset?: string;
  imagesizes?: string;
}

export interface OpenGraph {
  type: 'website' | 'article';
  title?: string;
  description?: string;
  /** Site-relative or absolute URL of a 1200×630 image. */
  image?: string;
  imageAlt?: string;
  publishedTime?: string;
  section?: string;
}

export interface Head {
  title: string;
  description: string;
  /** Site-relative path of the canonical page; defaults to the page's own route. */
  canonical?: string;
  /** Leave the site's title suffix off (e.g. the home page already names the brand). */
  bareTitle?: boolean;
  noindex?: boolean;
  og?: OpenGraph;
  jsonLd?: object | object[];
  links?: HeadLink[];
  /** External module scripts this page runs besides its islands (served from public/). */
  scripts?: string[];
}

/** What the engine knows while it renders a page. */
export interface PageContext {
  /** This page's route, e.g. "/contact"; "/404" for the not-found page. */
  route: string;
  siteUrl: string;
  /** Absolute URL of a site-relative path. */
  url: (path: string) => string;
}

export interface RouteEntry<P> {
  params: Record<string, string>;
  props: P;
}

export interface PageModule<P = Record<string, never>> {
  default: ComponentType<P>;
  head: Head | ((props: P, ctx: PageContext) => Head);
  /** Template pages ([param] in the file name) list their routes. */
  routes?: () => RouteEntry<P>[];
}

/** What endpoints see of a page's head (the build keeps it for pages it did not render again). */
export type BuiltHead = Pick<Head, 'title' | 'description' | 'canonical' | 'noindex'>;

/** A built page, as endpoints (sitemap, feeds) see it. */
export interface BuiltPage {
  route: string;
  head: BuiltHead;
}

export interface EndpointContext extends PageContext {
  pages: BuiltPage[];
  /**
   * Runs `produce` only when `inputs` changed since the last build (the result is kept in the
   * build cache): for costly outputs such as rasterised icons or PDFs. `{ image: true }` keeps it
   * with the encoded image variants (`.cache/images`), which outlive the rest of the cache.
   */
  cached: (inputs: (string | Uint8Array)[], produce: () => Promise<Uint8Array>, options?: { image?: boolean }) => Promise<Uint8Array>;
}

/** Endpoints are files like `pages/sitemap.xml.ts`: they return the file's body. */
export interface EndpointModule<P = Record<string, never>> {
  default: (props: P, ctx: EndpointContext) => string | Uint8Array | Promise<string | Uint8Array>;
  routes?: () => RouteEntry<P>[];
}
