// The whole build, top to bottom. Each step is one call to the module named after its job.
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkOutput } from './checks.ts';
import { compileSite, scanIslands } from './compile.ts';
import type { SiteConfig } from './config.ts';
import { renderErrorPage } from './document.ts';
import { BuildError, errors } from './errors.ts';
import type { BuildSession } from './incremental.ts';
import { headersFile, redirectsFile } from './hosting.ts';
import { ImageStore, type ImageStats } from './images.ts';
import { bundleIslands, type ClientBundle } from './islands.ts';
import type { BuiltPage, EndpointModule, HeadLink, PageModule } from './page.ts';
import { renderEndpoint, renderPage, type RenderedPage } from './render.ts';
import { gzipSize } from './sizes.ts';
import { expandRoutes, findDuplicates, outputPath, scanPages, type Route } from './routes.ts';
import { buildStyles } from './styles.ts';

export interface BuildOptions {
  /** The site's folder (holds site.config.ts, pages/, islands/, content/, public/). */
  root: string;
  /** Where to write; `<root>/dist` by default. */
  outDir?: string;
  /** Dev mode: a failing page shows the error screen instead of failing the build, checks only warn, pages reload on change. */
  dev?: boolean;
  /** Checks only warn (work in progress: `npm run build -- --lenient`); dist/ is written anyway. */
  lenient?: boolean;
  /** Kept between builds by a long-running process (the dev server): rebuilds what changed. */
  session?: BuildSession;
}

export const reloadClient = path.join(path.dirname(new URL(import.meta.url).pathname), 'runtime', 'reload.js');

export interface PageReport {
  route: string;
  file: string;
  output: string;
  htmlBytes: number;
  htmlGzip: number;
  /** Runtime plus `load`/`idle` islands: runs before any interaction or scroll. */
  jsInitialGzip: number;
  /** Every island of the page hydrated, budget-excluded islands left out. */
  jsAllGzip: number;
  islands: string[];
}

export interface BuildResult {
  config: SiteConfig;
  pages: PageReport[];
  files: Map<string, Uint8Array>;
  /** Files copied as they are (image variants from the cache): dist/ path -> source path. */
  copies: Map<string, string>;
  runtimeGzip: number;
  cssGzip: number;
  /** gzip bytes of each island on its own, with its chunks. */
  islandGzip: Map<string, number>;
  /** Source files the site's code read, for the dev watcher. */
  inputs: string[];
  warnings: BuildError[];
  images: ImageStats;
  /** Milliseconds per pipeline step. */
  timings: Record<string, number>;
  ms: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const cacheDir = path.join(root, '.cache');
  const dev = options.dev ?? false;
  const timings: Record<string, number> = {};
  let lap = started;
  const mark = (step: string) => {
    const now = performance.now();
    timings[step] = Math.round(now - lap);
    lap = now;
  };

  // 1. Routes and islands, from the files under pages/ and islands/.
  const routeFiles = scanPages(root);
  const islandFiles = scanIslands(root);

  // 2. The site's code, compiled for Node and loaded.
  const { session } = options;
  const site = await compileSite(root, routeFiles, islandFiles, cacheDir, session);
  const { config } = site;
  mark('compile');

  // 3. Content: every collection read and validated before any page renders.
  loadContent(root, config);
  mark('content');

  // 4. Source images: sizes and placeholder colours, known before any page renders.
  const images = new ImageStore(path.join(root, config.images), cacheDir);
  await images.scan();
  mark('images-scan');

  // 5. Browser code and stylesheet.
  const [client, styles] = await Promise.all([
    bundleIslands(root, islandFiles, { minify: true, session }),
    buildStyles(root, config.styles, { minify: true, cacheDir, extraCss: images.placeholderCss(), session }),
  ]);
  const files = new Map<string, Uint8Array>([...client.files, ...styles.files]);
  mark('bundle');

  // 6. Every route, templates expanded.
  const routes: Route[] = [];
  const routeProblems: string[] = [];
  for (const rf of routeFiles) {
    try {
      routes.push(...expandRoutes(rf, site.modules.get(rf.file)!.routes as (() => never[]) | undefined));
    } catch (error) {
      if (error instanceof BuildError) routeProblems.push(...error.problems);
      else throw error;
    }
  }
  routeProblems.push(...findDuplicates(routes));
  if (routeProblems.length) throw errors.invalidRoutes(routeProblems);

  // 7. Pages rendered to documents.
  const rendered: RenderedPage[] = [];
  const renderProblems: string[] = [];
  const setup = {
    config,
    islands: site.islands,
    islandSrc: (file: string) => client.entries.get(file)!,
    islandCss: (file: string) => client.styles.get(file),
    images,
    runtime: client.runtime,
    stylesheet: styles.url,
    headLinks: [...fontPreloads(config, styles.assets), ...config.headLinks],
    // Dev pages load the reload client, an external file like every script here.
    scripts: dev ? ['/_dev/reload.js'] : [],
  };
  if (dev) files.set('_dev/reload.js', readFileSync(reloadClient));
  for (const route of routes.filter((r) => r.kind === 'page')) {
    const mod = site.modules.get(route.file) as PageModule<unknown>;
    try {
      const page = renderPage(route, mod, setup);
      rendered.push(page);
      files.set(outputPath(route.route, 'page'), Buffer.from(page.html));
    } catch (error) {
      if (error instanceof BuildError && !dev) throw error;
      if (!dev) renderProblems.push(`${route.route} (${route.file}): ${(error as Error).stack ?? error}`);
      files.set(outputPath(route.route, 'page'), Buffer.from(renderErrorPage(error, setup.scripts)));
    }
  }
  if (renderProblems.length) throw errors.renderFailed(renderProblems);
  const propProblems = rendered.flatMap((p) => p.propProblems);
  if (propProblems.length) throw errors.invalidIslandProps(propProblems);
  const imageProblems = [...new Set(rendered.flatMap((p) => p.imageProblems))];
  if (imageProblems.length) throw errors.images(imageProblems);
  mark('render');

  // 8. Endpoints (sitemap, feeds, vCards...): they see the list of built pages.
  const built: BuiltPage[] = rendered.map((p) => ({ route: p.route.route, head: p.head }));
  for (const route of routes.filter((r) => r.kind === 'endpoint')) {
    const mod = site.modules.get(route.file) as EndpointModule<unknown>;
    files.set(outputPath(route.route, 'endpoint'), await renderEndpoint(route, mod, { config, images, cacheDir }, built));
  }
  mark('endpoints');

  // 9. Every image variant the pages and endpoints asked for, encoded unless the cache has it.
  const encoded = await images.encode();
  const { copies } = encoded;
  mark('images-encode');

  // 10. What static hosts read: headers (CSP, caching) and redirects.
  files.set('_headers', Buffer.from(headersFile({ csp: config.csp, headers: config.headers, pages: built.map((p) => p.route) })));
  if (config.redirects.length) files.set('_redirects', Buffer.from(redirectsFile(config.redirects)));

  // 11. public/, copied as is.
  const publicProblems: string[] = [];
  for (const [rel, data] of readTree(path.join(root, 'public'))) {
    if (files.has(rel) || copies.has(rel)) publicProblems.push(`public/${rel}: the build also writes ${rel}; rename one of them`);
    files.set(rel, data);
  }
  if (publicProblems.length) throw errors.invalidRoutes(publicProblems);
  mark('host-files');

  // 12. Checks and budgets, on the finished output.
  const report = measure(rendered, files, client, config, styles.url);
  const problems = [...checkOutput(files, { has: (file) => files.has(file) || copies.has(file) }), ...checkBudgets(report, config)];
  if (problems.length && !dev && !options.lenient) throw problems[0]!;
  mark('checks');

  // 13. Written in one go: a failed build leaves the previous dist/ alone.
  const written = writeTree(outDir, files, copies, session?.written);
  if (session) session.written = written;
  mark('write');

  return { ...report, config, files, copies, images: encoded.stats, inputs: site.inputs, warnings: problems, timings, ms: performance.now() - started };
}

function fontPreloads(config: SiteConfig, assets: Map<string, string>): HeadLink[] {
  return config.preloadFonts.map((name) => {
    const href = assets.get(name);
    if (!href) throw errors.invalidRoutes([`site.config.ts -> preloadFonts: the stylesheet uses no font named ${name}`]);
    return { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' };
  });
}

function loadContent(root: string, config: SiteConfig) {
  const problems: string[] = [];
  for (const collection of config.collections) {
    try {
      collection.load(root);
    } catch (error) {
      if (error instanceof BuildError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length) throw errors.invalidContent(problems);
}

function measure(pages: RenderedPage[], files: Map<string, Uint8Array>, client: ClientBundle, config: SiteConfig, stylesheet: string) {
  const excluded = new Set(config.budgets.excludeIslands);
  const urlOf = (file: string) => client.entries.get(file)!;
  const reports: PageReport[] = pages.map((p) => {
    const output = outputPath(p.route.route, 'page');
    const data = files.get(output)!;
    const has = p.islands.length > 0;
    // A page's own scripts (head.scripts) run at load, like the runtime.
    const pageScripts = (p.head.scripts ?? []).reduce((sum, src) => sum + gzipSize(files.get(src.slice(1)) ?? new Uint8Array()), 0);
    const eager = p.islands.filter((i) => i.trigger === 'load' || i.trigger === 'idle').map((i) => urlOf(i.file));
    const all = p.islands.filter((i) => !excluded.has(i.name)).map((i) => urlOf(i.file));
    return {
      route: p.route.route,
      file: p.route.file,
      output,
      htmlBytes: data.length,
      htmlGzip: gzipSize(data),
      jsInitialGzip: (has ? client.gzipOf([client.runtime, ...eager]) : 0) + pageScripts,
      jsAllGzip: (has ? client.gzipOf([client.runtime, ...all]) : 0) + pageScripts,
      islands: [...new Set(p.islands.map((i) => `${i.name}:${i.trigger}`))],
    };
  });
  // What each island adds on top of the runtime and every other island (shared chunks such
  // as Preact are paid once, by whichever island comes first).
  const everything = [client.runtime, ...client.entries.values()];
  const total = client.gzipOf(everything);
  const islandGzip = new Map(
    [...client.entries].map(([file, url]) => [path.basename(file, '.tsx'), total - client.gzipOf(everything.filter((u) => u !== url))]),
  );
  return { pages: reports, runtimeGzip: client.gzipOf([client.runtime]), cssGzip: gzipSize(files.get(stylesheet.slice(1))!), islandGzip };
}

export function checkBudgets(report: ReturnType<typeof measure>, config: SiteConfig): BuildError[] {
  const b = config.budgets;
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const p of report.pages) {
    if (p.htmlGzip > b.htmlPerPage) problems.push(`${p.route}: HTML ${kb(p.htmlGzip)} gzip > ${kb(b.htmlPerPage)}`);
    if (p.jsInitialGzip > b.jsInitial) problems.push(`${p.route}: JS before interaction ${kb(p.jsInitialGzip)} gzip > ${kb(b.jsInitial)}`);
    if (p.jsAllGzip > b.jsAllIslands) problems.push(`${p.route}: JS with every island ${kb(p.jsAllGzip)} gzip > ${kb(b.jsAllIslands)}`);
  }
  if (report.cssGzip > b.css) problems.push(`stylesheet: ${kb(report.cssGzip)} gzip > ${kb(b.css)}`);
  for (const [name, limit] of Object.entries(b.islandLimits)) {
    const size = report.islandGzip.get(name) ?? 0;
    if (size > limit) problems.push(`island ${name}: ${kb(size)} gzip > ${kb(limit)}`);
  }
  return problems.length ? [errors.budgets(problems)] : [];
}

function readTree(dir: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, abs).split(path.sep).join('/'), readFileSync(abs));
  }
  return out;
}

/**
 * Writes dist/: afresh, or, given what an earlier build of the same process wrote (the dev
 * server), only the files that differ, stale ones removed. Returns what dist/ now holds.
 */
function writeTree(outDir: string, files: Map<string, Uint8Array>, copies: Map<string, string>, before?: Map<string, Uint8Array | string> | null) {
  const now = new Map<string, Uint8Array | string>([...files, ...copies]);
  if (!before) rmSync(outDir, { recursive: true, force: true });
  for (const rel of before?.keys() ?? []) if (!now.has(rel)) rmSync(path.join(outDir, rel), { force: true });
  const write = writer(outDir, Boolean(before));
  for (const [rel, output] of [...now].sort(([a], [b]) => a.localeCompare(b))) {
    const old = before?.get(rel);
    const same = typeof output === 'string' ? old === output : old instanceof Uint8Array && Buffer.from(old.buffer, old.byteOffset, old.byteLength).equals(output);
    if (!same) write(rel, output);
  }
  return now;
}

/** Writes bytes, or links a cached file (they never change in place: new encodes are renamed over them). */
function writer(outDir: string, replace: boolean) {
  const made = new Set<string>();
  return (rel: string, output: Uint8Array | string) => {
    const abs = path.join(outDir, rel);
    const dir = path.dirname(abs);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    // Never written through: the file there may be a link into the cache.
    if (replace) rmSync(abs, { force: true });
    if (typeof output !== 'string') return writeFileSync(abs, output);
    try {
      linkSync(output, abs);
    } catch {
      copyFileSync(output, abs); // across file systems: a real copy
    }
  };
}
