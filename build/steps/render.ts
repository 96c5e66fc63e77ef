// Step 7: the pages. What they share is set up once (the render setup, the page keys, the new
// tree); then each page whose key is unchanged and whose file is intact is carried over, and
// the others are rendered here, and written and read for the checks through the executor
// (by its pool when the build has many pages: see tree-writes.ts).
import type { Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reloadClient } from '../common.ts';
import type { SiteConfig } from '../config.ts';
import { BuildError, errors } from '../errors.ts';
import { youngGeneration } from '../heap.ts';
import type { ImageStore } from '../assets/images.ts';
import { globalKey, PageKeys } from '../cache/page-keys.ts';
import type { PageState } from '../cache/state.ts';
import { fieldsHolding, type Collection } from '../content/collection.ts';
import { OutputTree } from '../output/tree.ts';
import { renderErrorPage } from '../render/document.ts';
import type { HeadLink, PageModule } from '../render/page.ts';
import { renderPage, type RenderedPage, type RenderSetup } from '../render/render.ts';
import { outputPath, type Route } from '../render/routes.ts';
import type { BuildContext, Pages } from './context.ts';
import { JsCosts } from './costs.ts';
import { placeVariants } from './images.ts';

/** A page to render, and where its state goes among the pages. */
interface PageJob {
  route: Route;
  output: string;
  start: Hash;
  at: number;
}

/** What every page's render is given. */
export function renderSetup(b: BuildContext): RenderSetup {
  const { config } = b;
  const { client, styles } = b.bundles;
  return {
    config,
    islands: b.site.islands,
    islandSrc: (file: string) => client.entries.get(file)!,
    islandCss: (file: string) => client.styles.get(file),
    images: b.images,
    runtime: client.runtime,
    stylesheet: styles.url,
    headLinks: [...fontPreloads(config, styles.assets), ...config.headLinks],
    // Dev pages load the reload client, an external file like every script here.
    scripts: b.dev ? ['/_dev/reload.js'] : [],
    // The dev server renders shared markup on every page, to catch a `cache` that misses something.
    shared: { made: new Map(), verify: b.dev },
  };
}

function fontPreloads(config: SiteConfig, assets: Map<string, string>): HeadLink[] {
  return config.preloadFonts.map((name) => {
    const href = assets.get(name);
    if (!href) throw errors.invalidRoutes([`site.config.ts -> preloadFonts: the stylesheet uses no font named ${name}`]);
    return { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' };
  });
}

/** Which pages must be made again (see cache/page-keys.ts), against what the last build recorded. */
export function pageKeys(b: BuildContext): PageKeys {
  const { client, styles } = b.bundles;
  const global = globalKey({ settings: b.settings, config: b.config, client, stylesheet: styles.url, headLinks: b.setup.headLinks, scripts: b.setup.scripts });
  return new PageKeys(b.previous, global, { codeHashes: b.site.codeHashes, routeReads: b.routes.reads, collections: b.config.collections, images: b.images });
}

/** The new tree, beside dist/: started from the spare tree, it replaces dist/ once every check has passed. */
export function openTree(b: BuildContext): OutputTree {
  return new OutputTree(b.outDir, b.previous?.files ?? new Map(), path.join(b.cacheDir, 'trash'), b.seed);
}

/** 7. Every page: carried over, or rendered and handed on to be written and read. */
export async function renderPages(b: BuildContext): Promise<Pages> {
  const { tree, writes } = b;
  if (b.dev) tree.write('_dev/reload.js', readFileSync(reloadClient));
  // Pages are written into the new tree as they come: it must be there.
  await tree.ready();
  const placed = placeVariants(b);
  const { all, toRender, carriedVariants } = sortOut(b);
  const fresh = new Map<string, PageState>();
  writes.expectPages(toRender.length, b.config.siteUrl, fresh);
  // The browser code, the stylesheet and the files of the endpoints made already are written
  // (by the pool, when it runs) while pages render.
  const { client, styles } = b.bundles;
  writes.files([...client.files, ...styles.files, ...b.endpoints.ready.map(({ route, data }): [string, Uint8Array] => [outputPath(route.route, 'endpoint'), data])]);
  if (toRender.length > 100) youngGeneration(true);
  const costs = new JsCosts(client, b.config, b.root, b.sizes);
  const problems = new RenderProblems();
  let rendered = 0;
  for (const job of toRender) {
    // Now and then the pool's answers are let in: its backlog is what has not answered (see Executor.share).
    if (++rendered % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
    const made = renderOne(b, job, costs, problems);
    if (!made) continue;
    made.state.htmlBytes = Buffer.byteLength(made.html);
    all[job.at] = made.state;
    fresh.set(job.output, made.state);
    writes.page(job.output, made.html);
  }
  for (const url of carriedVariants) b.images.want(url, b.previous!.variants.get(url)!);
  problems.throwFirst(b.images, b.config.collections);
  return { all, fresh, placed, carriedVariants };
}

/**
 * Each page carried over or queued to render, in the order of the routes. The pages of the
 * templates with the most routes are rendered last: what the pool still has in hand when this
 * thread renders the last page is then a few pages alike and cheap (articles), not a one-off
 * page such as a project's gallery, which costs many times an article.
 */
function sortOut(b: BuildContext): { all: PageState[]; toRender: PageJob[]; carriedVariants: Set<string> } {
  const all: PageState[] = [];
  const toRender: PageJob[] = [];
  // The image variants of the pages carried over, once each (many pages name the same few).
  const carriedVariants = new Set<string>();
  for (const route of b.routes.all) {
    if (route.kind !== 'page') continue;
    const output = outputPath(route.route, 'page');
    const verdict = b.keys.decide(route, () => b.tree.carry(output));
    if ('keep' in verdict) {
      for (const url of verdict.keep.variants) carriedVariants.add(url);
      all.push(verdict.keep);
    } else toRender.push({ route, output, start: verdict.start, at: all.push(null as never) - 1 });
  }
  const routesOf = new Map<string, number>();
  for (const { route } of toRender) routesOf.set(route.file, (routesOf.get(route.file) ?? 0) + 1);
  toRender.sort((a, b) => routesOf.get(a.route.file)! - routesOf.get(b.route.file)!);
  return { all, toRender, carriedVariants };
}

/** A page rendered and its state; in a dev build, the error screen of a page that threw; null when it threw otherwise. */
function renderOne(b: BuildContext, { route, output, start }: PageJob, costs: JsCosts, problems: RenderProblems): { html: string; state: PageState } | null {
  const mod = b.site.modules.get(route.file) as PageModule<unknown>;
  try {
    const page = renderPage(route, mod, b.setup);
    problems.add(page);
    const key = b.keys.keyOf(route, start, page.reads, page.sources);
    return { html: page.html, state: pageState(page, output, key, costs) };
  } catch (error) {
    if (error instanceof BuildError && !b.dev) throw error;
    if (!b.dev) {
      problems.threw(route, error);
      return null;
    }
    return { html: renderErrorPage(error, b.setup.scripts), state: errorState(route, output) };
  }
}

function pageState(page: RenderedPage, output: string, key: string, costs: JsCosts): PageState {
  const { route, head } = page;
  return {
    route: route.route,
    file: route.file,
    output,
    key,
    reads: page.reads,
    images: page.sources,
    head: { title: head.title, description: head.description, canonical: head.canonical, noindex: head.noindex },
    islands: [...new Set(page.islands.map((i) => `${i.name}:${i.trigger}`))],
    htmlBytes: 0,
    htmlGzip: 0,
    ...costs.of(page.islands, head.scripts ?? []),
    variants: page.variants,
    facts: { ids: [], links: [], images: [], h1: 0 },
  };
}

/** The state of a page whose file is the error screen (dev builds). */
function errorState(route: Route, output: string): PageState {
  return { route: route.route, file: route.file, output, key: 'error', reads: [], images: [], head: { title: 'Error', description: '' }, islands: [], htmlBytes: 0, htmlGzip: 0, jsInitialGzip: 0, jsAllGzip: 0, variants: [], facts: { ids: [], links: [], images: [], h1: 1 } };
}

/** What the pages' renders found wrong, kept until every page is rendered. */
class RenderProblems {
  private readonly failed: string[] = [];
  private readonly props: string[] = [];
  private readonly images = new Set<string>();
  /** Source images asked for that do not exist or cannot be decoded, with the pages that asked. */
  private readonly unusable = new Map<string, Set<string>>();
  /** Source images narrower than a page draws them: the widest width asked, and the pages. */
  private readonly small = new Map<string, { width: number; files: Set<string> }>();

  add(page: RenderedPage): void {
    this.props.push(...page.propProblems);
    for (const p of page.imageProblems) this.images.add(p);
    for (const src of page.unusableImages) this.unusable.set(src, (this.unusable.get(src) ?? new Set()).add(page.route.file));
    for (const [src, width] of page.smallImages) {
      const seen = this.small.get(src) ?? { width, files: new Set<string>() };
      this.small.set(src, { width: Math.max(seen.width, width), files: seen.files.add(page.route.file) });
    }
  }

  threw(route: Route, error: unknown): void {
    this.failed.push(`${route.route} (${route.file}): ${(error as Error).stack ?? error}`);
  }

  /** The first class of problem fails the build, every instance of it listed. */
  throwFirst(store: ImageStore, collections: Collection[]): void {
    if (this.failed.length) throw errors.renderFailed(this.failed);
    if (this.props.length) throw errors.invalidIslandProps(this.props);
    if (this.images.size) throw errors.images([...this.images]);
    const unusable = store.unusable(this.unusable, (src) => fieldsHolding(collections, src));
    if (unusable) throw unusable;
    const small = store.tooSmall(this.small, (src) => fieldsHolding(collections, src));
    if (small) throw small;
  }
}
