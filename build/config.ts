// The site's settings: one `site.config.ts` at the root of a site calls `defineConfig`.
import type { Collection } from './content/collection.ts';
import type { HeadLink } from './render/page.ts';

export interface Budgets {
  /** HTML of one page, gzip bytes. */
  htmlPerPage: number;
  /** The whole stylesheet, gzip bytes. */
  css: number;
  /** JS that runs before any interaction or scroll: the runtime plus `load`/`idle` islands, gzip. */
  jsInitial: number;
  /** JS of a page once every island has hydrated, gzip; islands in `excludeIslands` are left out. */
  jsAllIslands: number;
  /** Islands measured on their own (e.g. a map library), gzip, per island name. */
  islandLimits: Record<string, number>;
  excludeIslands: string[];
}

export interface SiteConfig {
  /** Absolute origin of the deployed site, no trailing slash. `SITE_URL` overrides it. */
  siteUrl: string;
  lang: string;
  /** Name for og:site_name. */
  siteName: string;
  /** Suffix added to every <title>, e.g. " | Brand"; a page may opt out. */
  titleSuffix: string;
  /** Folder of source images for <Picture>, relative to the site root. */
  images: string;
  /** Stylesheet entry, relative to the site root; it may @import others. */
  styles: string;
  collections: Collection[];
  /**
   * Ids the site's own markup writes on the pages that show a collection's Markdown (header,
   * footer, a template's sections, an island's error message): no heading of the text takes
   * one, or its anchor would lead there and a label would focus the heading.
   */
  layoutIds: string[];
  /** Links every page carries in its head (icons, manifest, feeds). */
  headLinks: HeadLink[];
  /** Fonts the stylesheet references that every page preloads, by file name. */
  preloadFonts: string[];
  budgets: Budgets;
  /** Content-Security-Policy directives: written in every page and in dist/_headers. */
  csp: Record<string, string[]>;
  /**
   * A policy of their own for the files under a folder, by its path ('/admin/': a web editor's
   * page, not one of the site's): in place of `csp` there, in dist/_headers and the host examples.
   */
  pathCsp: Record<string, Record<string, string[]>>;
  /** Response headers for every path, written in dist/_headers (CSP and caching come on top). */
  headers: Record<string, string>;
  /** Permanent redirects, written in dist/_redirects: [from, to]. */
  redirects: [string, string][];
  /**
   * Files served with a type their name does not say, by path, in dist/_headers and the host
   * examples: e.g. a speculation rules file, JSON by name, which browsers read only as
   * application/speculationrules+json.
   */
  contentTypes: Record<string, string>;
}

export type UserConfig = Partial<Omit<SiteConfig, 'budgets'>> & { siteUrl: string; budgets?: Partial<Budgets> };

export const DEFAULT_STYLES = 'pages/_styles/index.css';

const defaultBudgets: Budgets = {
  htmlPerPage: 25 * 1024,
  css: 15 * 1024,
  jsInitial: 2 * 1024,
  jsAllIslands: 30 * 1024,
  islandLimits: {},
  excludeIslands: [],
};

export function defineConfig(config: UserConfig): SiteConfig {
  const site: SiteConfig = {
    lang: 'en',
    siteName: '',
    titleSuffix: '',
    styles: DEFAULT_STYLES,
    images: 'content/images',
    collections: [],
    layoutIds: [],
    headLinks: [],
    preloadFonts: [],
    csp: { 'default-src': ["'self'"] },
    pathCsp: {},
    headers: {},
    redirects: [],
    contentTypes: {},
    ...config,
    // An environment variable wins so one build can target a staging host.
    siteUrl: (process.env.SITE_URL ?? config.siteUrl).replace(/\/+$/, ''),
    budgets: { ...defaultBudgets, ...config.budgets },
  };
  // The collections render their headings: they learn here which ids are the layout's.
  for (const collection of site.collections) collection.reserveIds(site.layoutIds);
  return site;
}
