// Renders an endpoint (a file such as the sitemap, a vCard or a PDF) into its bytes. Kept apart
// from the page renderer (no React): a worker thread runs endpoints while pages render.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config.ts';
import { errors } from '../errors.ts';
import { collectImages } from './image.tsx';
import type { ImageStore } from '../assets/images.ts';
import { atomicWrite } from '../cache/write.ts';
import type { BuiltPage, EndpointContext, EndpointModule, PageContext } from './page.ts';
import type { Route } from './routes.ts';

export function pageContext(config: Pick<SiteConfig, 'siteUrl'>, route: string): PageContext {
  return { route, siteUrl: config.siteUrl, url: (p: string) => (/^https?:/.test(p) ? p : config.siteUrl + (p.startsWith('/') ? p : `/${p}`)) };
}

/**
 * The module of one page or endpoint, from what importing its compiled file gave: that file's
 * module, or the site's whole code (a build compiles it as one module), which lists each.
 */
export function moduleOf(imported: Record<string, unknown>, file: string): unknown {
  const listed = imported.modules as [string, unknown][] | undefined;
  return listed && !('default' in imported) ? listed.find(([f]) => f === file)?.[1] : imported;
}

/** Thrown by `ctx.pages` when an endpoint runs before the pages are built: it runs again after. */
export class NeedsPages extends Error {}

/** Thrown by `ctx.cached` in a first try that takes only what the cache has: the work is done elsewhere. */
export class NotCached extends Error {}

/**
 * An endpoint's bytes; it may ask for image variants (a JSON index of cards, say), as pages do.
 * `pages` is null when it runs early, alongside the pages: if it reads `ctx.pages`, it throws
 * NeedsPages and the build runs it again once the pages are known.
 */
export async function renderEndpoint(
  route: Route,
  mod: EndpointModule<unknown>,
  setup: { config: Pick<SiteConfig, 'siteUrl'>; images: ImageStore; cacheDir: string; /** Hash of the endpoint's code: what it keeps is made again when the code changes. */ code: string },
  pages: BuiltPage[] | null,
  options: {
    cacheOnly?: boolean;
  } = {},
): Promise<Uint8Array> {
  const { config, images, cacheDir, code } = setup;
  const cached: EndpointContext['cached'] = async (inputs, produce, { image = false } = {}) => {
    const hash = createHash('sha256').update(route.route).update('\0').update(code).update('\0');
    for (const input of inputs) hash.update(input).update('\0');
    const file = path.join(cacheDir, ...(image ? ['images', 'drawn'] : ['endpoints']), hash.digest('hex').slice(0, 20));
    if (existsSync(file)) return readFileSync(file);
    if (options.cacheOnly) throw new NotCached(`${route.route} is not in the cache`);
    const data = await produce();
    atomicWrite(file, data);
    return data;
  };
  const ctx = Object.defineProperty({ ...pageContext(config, route.route), cached }, 'pages', {
    get() {
      if (!pages) throw new NeedsPages(`${route.file} reads ctx.pages`);
      return pages;
    },
  }) as EndpointContext;
  const { result, problems, unusable } = collectImages(route.file, images, () => mod.default(route.props, ctx));
  const body = await result;
  if (problems.length) throw errors.images(problems);
  if (unusable.size) throw images.unusable(new Map([...unusable].map((src) => [src, new Set([route.file])])), undefined, false)!;
  return typeof body === 'string' ? Buffer.from(body) : body;
}
