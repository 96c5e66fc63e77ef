// The build's pipeline, loaded by build() (index.ts) once it knows there is work to do: routes,
// the site's code, content, browser code and stylesheet, pages, endpoints, images, checks, and
// the new tree that replaces dist/. Each step is one call to the module named after its job.
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkOutput } from './output/checks.ts';
import { Helper, type EndpointOutcome, type FileWritten } from './helper.ts';
import { compileSite, scanIslands } from './assets/compile.ts';
import { DEFAULT_STYLES, type Budgets, type SiteConfig } from './config.ts';
import { ContentCache, ContentNotLoaded, fieldsHolding, trackReads, type Collection } from './content/collection.ts';
import { renderErrorPage } from './render/document.ts';
import { BuildError, errors, firstKind } from './errors.ts';
import { headersFile, redirectsFile } from './output/hosting.ts';
import { pageReport, reloadClient, shortHash, WATCHED, type BuildOptions, type BuildResult } from './common.ts';
import { ImageStore } from './assets/images.ts';
import { bundleIslands, type ClientBundle } from './assets/islands.ts';
import { cacheHash, OutputTree, type Seed } from './output/tree.ts';
import type { BuiltPage, EndpointModule, HeadLink, PageModule } from './render/page.ts';
import { NeedsPages, NotCached, renderEndpoint } from './render/endpoint.ts';
import { renderPage, type RenderSetup } from './render/render.ts';
import { expandRoutes, findDuplicates, outputPath, scanPages, type Route, type RouteFile } from './render/routes.ts';
import { gzipSize, keepGzipSizes, saveGzipSizes } from './assets/sizes.ts';
import { youngGeneration } from './heap.ts';
import { now, stampInputs } from './cache/stamps.ts';
import { publicFiles } from './content/source-files.ts';
import { SECURITY_TXT, securityTxtWarning } from './output/security-txt.ts';
import { saveState, type BuildState, type PageState, type VariantInfo } from './cache/state.ts';
import { buildStyles } from './assets/styles.ts';
import { collectGarbage } from './cache/gc.ts';
import { usedCacheFiles } from './assets/incremental.ts';
import { load } from './lazy.ts';

export interface Run {
  root: string;
  outDir: string;
  cacheDir: string;
  options: BuildOptions;
  started: number;
  /** Where the state lives, and what the last build left there. */
  stateAt: string;
  previous: BuildState | null;
  /** What the output depends on besides files, and the stamp of the inputs taken at the start. */
  settings: object;
  inputs: string;
  /** The new tree, being started from the spare tree (see seedTree). */
  seed: Promise<Seed>;
  /** Size and time of every input file, read for the stamp. */
  stats: Map<string, { size: number; mtimeMs: number }>;
  /** The second thread, when build() started it already (a build from nothing). */
  helper?: Helper;
}

export async function run(context: Run): Promise<BuildResult> {
  // The second thread starts first: it has work as soon as the stylesheet is bundled.
  const helper = context.helper ?? new Helper();
  try {
    return await pipeline(context, helper);
  } finally {
    await helper.close();
  }
}

async function pipeline({ root, outDir, cacheDir, options, started, stateAt, previous, settings, inputs, seed, stats }: Run, helper: Helper): Promise<BuildResult> {
  const dev = options.dev ?? false;
  const timings: Record<string, number> = { stamp: Math.round(now() - started) };
  let lap = now();
  const mark = (step: string) => {
    const at = now();
    timings[step] = Math.round(at - lap);
    lap = at;
    options.onStep?.(`${step} done`);
  };

  keepGzipSizes(path.join(cacheDir, 'sizes.json'));
  // 1. Routes and islands, from the files under pages/ and islands/.
  const routeFiles = scanPages(root);
  const islandFiles = scanIslands(root);

  // 2. The site's code compiled for Node and loaded; the browser code and the stylesheet
  // bundled meanwhile (esbuild works in its own process, autoprefixer in the helper thread).
  const { session } = options;
  // The browser code is bundled once esbuild has bundled the site's server code: the main thread
  // waits for that one, and would wait longer with both sharing the cores (in a build from
  // nothing: 0.3 s); the browser code is needed only once the content is loaded.
  // (`compiled` also tells the Markdown read ahead when to stop rendering: see readAhead.)
  let compiled = false;
  let serverBundled!: () => void;
  const serverDone = new Promise<void>((resolve) => {
    serverBundled = () => {
      compiled = true;
      resolve();
    };
  });
  const clientBundle = serverDone.then(() => bundleIslands(root, islandFiles, { minify: true, cacheDir, session }));
  clientBundle.catch(() => {}); // awaited below: a failure here is reported there, once
  // The stylesheet named by the settings is known once they are loaded; the usual one starts
  // at once, and is bundled again in the rare case the settings name another.
  // autoprefixer runs in the helper thread (idle until the endpoints come; on one core, here).
  const styleOptions = { minify: true, cacheDir, session, prefix: (css: string, minify: boolean) => helper.prefixCss(css, minify) };
  const usualStyles = existsSync(path.join(root, DEFAULT_STYLES)) ? buildStyles(root, DEFAULT_STYLES, styleOptions) : null;
  usualStyles?.catch(() => {});
  // (In a build from nothing, the helper thread imports the site's code too, for the endpoints.)
  const compiling = compileSite(root, routeFiles, islandFiles, cacheDir, session, serverBundled, previous ? undefined : (module) => helper.preload(module));
  compiling.catch(serverBundled);
  // While esbuild compiles, the Markdown under content/ is read (the collections are there),
  // then rendered until esbuild is done.
  const content = new ContentCache(path.join(cacheDir, 'content'), stats);
  const readAhead = content.readAhead(path.join(root, 'content'), (job, got) => helper.readContent(job, got), () => !compiled);
  // A build from nothing renders every page: React's server renderer loads now, while this thread
  // would only wait for esbuild, rather than with the first page.
  if (!previous) load('react-dom/server');
  const site = await compiling;
  const { config } = site;
  const bundledStyles = config.styles === DEFAULT_STYLES && usualStyles ? usualStyles : buildStyles(root, config.styles, styleOptions);
  bundledStyles.catch(() => {});
  mark('compile');

  // 3. Source images: sizes and placeholder colours, known before any page or endpoint runs.
  const imagesDir = path.join(root, config.images);
  const store = new ImageStore(imagesDir, cacheDir, config.images);
  await store.scan();

  // 4. Endpoints first, so that the helper thread draws their icons and PDFs while the rest of
  // the build goes on: each is tried here with what the cache holds; those with real work to do
  // go to the helper thread; those that list the pages (the sitemap) or read content run after
  // the pages.
  const routes: Route[] = [];
  const routeProblems: string[] = [];
  // What each file's routes() read: the same reads, the same routes and props (see fileKey).
  const routeReads = new Map<string, string[]>();
  const expand = (rf: RouteFile) => {
    try {
      const { result, reads } = trackReads(() => expandRoutes(rf, site.modules.get(rf.file)!.routes as (() => never[]) | undefined));
      routes.push(...result);
      routeReads.set(rf.file, reads);
    } catch (error) {
      if (error instanceof BuildError) routeProblems.push(...error.problems);
      else throw error;
    }
  };
  const laterFiles: RouteFile[] = [];
  for (const rf of routeFiles.filter((f) => f.kind === 'endpoint')) {
    try {
      expand(rf);
    } catch (error) {
      if (error instanceof ContentNotLoaded) laterFiles.push(rf);
      else throw error;
    }
  }
  // (A long-running process keeps the last build's content: not read before it is read again.)
  for (const collection of config.collections) collection.unload();
  // Those made here already, from what the cache holds, and those still to come.
  const ready: { route: Route; data: Uint8Array }[] = [];
  const endpoints: { route: Route; made: Promise<EndpointOutcome> }[] = [];
  const codeOf = (route: Route) => site.codeHashes.get(route.file) ?? '';
  for (const route of [...routes]) {
    const mod = site.modules.get(route.file) as EndpointModule<unknown>;
    let made: Promise<EndpointOutcome>;
    try {
      ready.push({ route, data: await renderEndpoint(route, mod, { config, images: store, cacheDir, code: codeOf(route) }, null, { cacheOnly: true }) });
      continue;
    } catch (error) {
      if (error instanceof NotCached) {
        const job = { file: route.file, kind: route.kind, route: route.route, props: route.props };
        made = helper.endpoint({ module: site.moduleFiles.get(route.file)!, code: codeOf(route), route: job, siteUrl: config.siteUrl, cacheDir, imagesDir });
      } else if (error instanceof NeedsPages || error instanceof ContentNotLoaded) made = Promise.resolve({ later: true });
      else throw error;
    }
    endpoints.push({ route, made });
  }
  mark('endpoints');

  // 5. Content: every collection read and validated before any page renders.
  await readAhead;
  loadContent(root, config, content, site.codeVersion);
  content.save();
  mark('content');

  // 6. Every page route, templates expanded (and the endpoints that needed the content).
  const before = routes.length;
  for (const rf of [...laterFiles, ...routeFiles.filter((f) => f.kind === 'page')]) expand(rf);
  for (const route of routes.slice(before)) if (route.kind === 'endpoint') endpoints.push({ route, made: Promise.resolve({ later: true }) });
  routeProblems.push(...findDuplicates(routes));
  if (routeProblems.length) throw errors.invalidRoutes(routeProblems);
  mark('routes');

  const [client, styles] = await Promise.all([clientBundle, bundledStyles.then((s) => s.finish(store.placeholderCss()))]);
  mark('bundle');

  const setup: RenderSetup = {
    config,
    islands: site.islands,
    islandSrc: (file: string) => client.entries.get(file)!,
    islandCss: (file: string) => client.styles.get(file),
    images: store,
    runtime: client.runtime,
    stylesheet: styles.url,
    headLinks: [...fontPreloads(config, styles.assets), ...config.headLinks],
    // Dev pages load the reload client, an external file like every script here.
    scripts: dev ? ['/_dev/reload.js'] : [],
    // The dev server renders shared markup on every page, to catch a `cache` that misses something.
    shared: { made: new Map(), verify: dev },
  };
  // What every page depends on besides its own code and data.
  const global = shortHash(
    JSON.stringify({
      settings,
      config: { ...config, collections: config.collections.map((c) => c.dir) },
      client: [client.runtime, [...client.entries], [...client.styles]],
      stylesheet: styles.url,
      headLinks: setup.headLinks,
      scripts: setup.scripts,
    }),
  );

  const tree = new OutputTree(outDir, previous?.files ?? new Map(), path.join(cacheDir, 'trash'), seed);
  // Warnings that do not stop the build (dotfiles left out of public/, a security.txt near its
  // end); like the checks' in lenient builds, they make the next build run again to repeat them.
  const notices: BuildError[] = [];
  try {
    // 7. Pages: each one whose key is unchanged and whose file is intact is carried over; the
    // others are rendered here, and written and read for the checks by the helper thread.
    const collections = new Map<string, Collection>(config.collections.map((c) => [c.dir, c]));
    const readHash = (read: string) => {
      const at = read.lastIndexOf(':');
      return collections.get(read.slice(0, at))?.hashOf(read.slice(at + 1)) ?? 'missing';
    };
    const same = previous?.global === global ? previous : null;
    const before = new Map((same?.pages ?? []).map((p) => [p.route, p]));
    // A page that read a whole collection makes every page of its template depend on it: a
    // value kept between renders would otherwise hide the read from the pages after it.
    const wholeReads = new Map<string, Set<string>>();
    for (const p of before.values()) for (const r of p.reads) if (r.endsWith(':*')) wholeReads.set(p.file, (wholeReads.get(p.file) ?? new Set()).add(r));
    // A page's key: one hash of its code and props (started once, as `keyStart`), then of the
    // content it read and the images it used (known from the last build, or from the render).
    const keyStart = (route: Route) =>
      createHash('sha1')
        .update(codeOf(route))
        .update('\n')
        .update(JSON.stringify(route.props) ?? '');
    const keyOf = (route: Route, start: Hash, reads: string[], sources: string[]) => {
      const whole = wholeReads.get(route.file);
      const allReads = whole ? [...new Set([...reads, ...whole])] : reads.length > 1 ? [...new Set(reads)] : reads;
      const h = start.copy();
      for (const r of allReads.length > 1 ? [...allReads].sort() : allReads) h.update(`\n${r}=${readHash(r)}`);
      for (const src of sources.length > 1 ? [...sources].sort() : sources) h.update(`\n${src}=${store.sourceKey(src)}`);
      return h.digest('hex').slice(0, 20);
    };
    // What a read or a source image stands for now, and whether that changed since the last build.
    const hashNow = (read: string) => (read.startsWith(IMAGE) ? store.sourceKey(read.slice(IMAGE.length)) : readHash(read));
    const changes = new Map<string, boolean>();
    const changed = (read: string) => {
      let c = changes.get(read);
      if (c === undefined) changes.set(read, (c = same?.hashes.get(read) !== hashNow(read)));
      return c;
    };
    // A file's routes are those of the last build, with the same props, when its code and what
    // its routes() read are the same (routes() is a function of them, as a render is).
    const fileKeys = new Map<string, string>();
    const fileKey = (file: string) => {
      let key = fileKeys.get(file);
      if (key === undefined) {
        const h = createHash('sha1').update(site.codeHashes.get(file) ?? '');
        for (const r of [...(routeReads.get(file) ?? [])].sort()) h.update(`\n${r}=${readHash(r)}`);
        fileKeys.set(file, (key = h.digest('hex').slice(0, 20)));
      }
      return key;
    };
    const sameRoutes = (file: string) => same?.fileKeys.get(file) === fileKey(file);
    // A page keeps the key it had when the same routes gave it the same props and nothing it
    // read or used changed; otherwise its key is worked out again (the props may be the same).
    const unchanged = (file: string, last: PageState) => {
      if (last.key === 'error' || !sameRoutes(file) || last.reads.some(changed) || last.images.some((src) => changed(IMAGE + src))) return false;
      for (const r of wholeReads.get(file) ?? []) if (changed(r)) return false;
      return true;
    };
    // Pages with the same islands cost the same JS: worked out once for each set.
    const jsCosts = new Map<string, ReturnType<typeof jsCost>>();
    const jsCostOf = (islands: { name: string; file: string; trigger: string }[], scripts: string[]) => {
      const key = JSON.stringify([islands.map((i) => [i.name, i.file, i.trigger]), scripts]);
      let cost = jsCosts.get(key);
      if (!cost) jsCosts.set(key, (cost = jsCost(islands, scripts, client, config, root)));
      return cost;
    };

    const pages: PageState[] = [];
    const fresh = new Map<string, PageState>();
    const renderProblems: string[] = [];
    const propProblems: string[] = [];
    const imageProblems = new Set<string>();
    const unusableImages = new Map<string, Set<string>>();
    if (dev) tree.write('_dev/reload.js', readFileSync(reloadClient));
    // Pages are written into the new tree as they come (by the helper thread): it must be there.
    await tree.ready();
    // Each image variant goes into the tree the moment a page names it: carried over when dist/
    // has it intact, else copied from the cache (those the cache lacks are encoded after the pages).
    const placed = new Set<string>();
    const place = (v: { url: string }) => {
      const rel = v.url.slice(1);
      if (placed.has(rel)) return;
      // (carry() checks the file: against the spare tree's listing, without a look at dist/'s.)
      if (tree.recordedHash(rel) === cacheHash(v.url) && tree.carry(rel)) return void placed.add(rel);
      const source = store.cachedSound(v as Parameters<typeof store.cachedSound>[0]);
      if (source) {
        tree.fromCache(rel, source.file);
        placed.add(rel);
      }
    };
    for (const v of store.wantedVariants()) place(v);
    store.onName = place;
    // The image variants of the pages carried over (thousands of pages name the same few).
    const carriedVariants = new Set<string>();
    // First the pages carried over, so that the helper knows how many are left to render.
    const toRender: { route: Route; output: string; start: Hash; at: number }[] = [];
    for (const route of routes) {
      if (route.kind !== 'page') continue;
      const output = outputPath(route.route, 'page');
      const found = before.get(route.route);
      const last = found?.file === route.file ? found : undefined;
      // (No start: the page keeps its key, unless its file must be made again.)
      const start = last && unchanged(route.file, last) ? null : keyStart(route);
      if (last && (start === null || last.key === keyOf(route, start, last.reads, last.images)) && tree.carry(output)) {
        for (const url of last.variants) carriedVariants.add(url);
        pages.push(last);
      } else toRender.push({ route, output, start: start ?? keyStart(route), at: pages.push(null as never) - 1 });
    }
    // The pages of the templates with the most routes last: the helper thread is given fewer
    // pages as the last ones come (see Helper.page), which keeps both threads busy to the end only
    // when the pages left cost about the same, as the pages of one template do. One-off pages can
    // cost ten times an article (a project's gallery): rendered last, they left this thread
    // working alone for a sixth of a second of a build from nothing.
    const routesOf = new Map<string, number>();
    for (const { route } of toRender) routesOf.set(route.file, (routesOf.get(route.file) ?? 0) + 1);
    toRender.sort((a, b) => routesOf.get(a.route.file)! - routesOf.get(b.route.file)!);
    // Each page's reading, as it comes: its facts (the strings every page shares, such as the
    // header's links, kept once: they come from the worker as copies), its size, its file.
    const strings = new Map<string, string>();
    const one = (s: string) => {
      const known = strings.get(s);
      if (known !== undefined) return known;
      strings.set(s, s);
      return s;
    };
    const writeErrors: string[] = [];
    // A file of the new tree the helper thread writes (a page, or a file known before the pages),
    // and what it did with it.
    const jobFor = (file: string) => {
      tree.expect(file);
      return { file, to: tree.pathOf(file), previousHash: tree.previousHash(file), seeded: tree.startedFromFiles };
    };
    const written = (w: FileWritten) => {
      if (w.writeError) writeErrors.push(w.writeError);
      tree.handled(w.file, w.hash, w.same, w.record);
    };
    helper.expectPages(toRender.length, config.siteUrl, (reading) => {
      written(reading);
      const state = fresh.get(reading.file)!;
      const { ids, links, images, h1 } = reading.facts;
      state.facts = { ids: ids.map(one), links: links.map(([url, what, raw]) => (raw === undefined ? [one(url), one(what)] : [one(url), one(what), one(raw)])), images, h1 };
      state.htmlGzip = reading.gzip;
    });
    // The browser code, the stylesheet and the files of the endpoints made already are written by
    // the helper thread while pages render.
    helper.files(
      [
        ...[...client.files, ...styles.files].map(([rel, data]) => ({ ...jobFor(rel), data })),
        ...ready.map(({ route, data }) => ({ ...jobFor(outputPath(route.route, 'endpoint')), data })),
      ],
      written,
    );
    if (toRender.length > 100) youngGeneration(true);
    let rendered = 0;
    for (const { route, output, start, at } of toRender) {
      // Now and then the helper's answers are let in: it says how far behind it is (see page()).
      if (++rendered % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
      const mod = site.modules.get(route.file) as PageModule<unknown>;
      let html: string;
      let state: PageState;
      try {
        const page = renderPage(route, mod, setup);
        propProblems.push(...page.propProblems);
        for (const p of page.imageProblems) imageProblems.add(p);
        for (const src of page.unusableImages) unusableImages.set(src, (unusableImages.get(src) ?? new Set()).add(route.file));
        html = page.html;
        state = {
          route: route.route,
          file: route.file,
          output,
          key: keyOf(route, start, page.reads, page.sources),
          reads: page.reads,
          images: page.sources,
          head: { title: page.head.title, description: page.head.description, canonical: page.head.canonical, noindex: page.head.noindex },
          islands: [...new Set(page.islands.map((i) => `${i.name}:${i.trigger}`))],
          htmlBytes: 0,
          htmlGzip: 0,
          ...jsCostOf(page.islands, page.head.scripts ?? []),
          variants: page.variants,
          facts: { ids: [], links: [], images: [], h1: 0 },
        };
      } catch (error) {
        if (error instanceof BuildError && !dev) throw error;
        if (!dev) {
          renderProblems.push(`${route.route} (${route.file}): ${(error as Error).stack ?? error}`);
          continue;
        }
        html = renderErrorPage(error, setup.scripts);
        state = { route: route.route, file: route.file, output, key: 'error', reads: [], images: [], head: { title: 'Error', description: '' }, islands: [], htmlBytes: 0, htmlGzip: 0, jsInitialGzip: 0, jsAllGzip: 0, variants: [], facts: { ids: [], links: [], images: [], h1: 1 } };
      }
      state.htmlBytes = Buffer.byteLength(html);
      pages[at] = state;
      fresh.set(output, state);
      helper.page({ ...jobFor(output), html });
    }
    for (const url of carriedVariants) store.want(url, previous!.variants.get(url)!);
    if (renderProblems.length) throw errors.renderFailed(renderProblems);
    if (propProblems.length) throw errors.invalidIslandProps(propProblems);
    if (imageProblems.size) throw errors.images([...imageProblems]);
    const unusable = store.unusable(unusableImages, (src) => fieldsHolding(config.collections, src));
    if (unusable) throw unusable;
    mark('render');

    // 8. Endpoints: what the helper thread made; here, those that list the pages.
    const built: BuiltPage[] = pages.map((p) => ({ route: p.route, head: p.head }));
    // What the endpoints gave, by file: the host files are looked into (see security-txt.ts).
    const outputs = new Map(ready.map(({ route, data }) => [outputPath(route.route, 'endpoint'), data]));
    for (const { route, made } of endpoints) {
      const outcome = await made;
      let data: Uint8Array;
      if ('data' in outcome) {
        data = outcome.data;
        for (const [url, info] of outcome.variants) store.want(url, info as VariantInfo);
      } else data = await renderEndpoint(route, site.modules.get(route.file) as EndpointModule<unknown>, { config, images: store, cacheDir, code: codeOf(route) }, built);
      tree.write(outputPath(route.route, 'endpoint'), data);
      outputs.set(outputPath(route.route, 'endpoint'), data);
    }
    const securityTxt = outputs.get(SECURITY_TXT);
    const expiring = securityTxt && securityTxtWarning(Buffer.from(securityTxt).toString('utf8'));
    if (expiring) notices.push(expiring);
    mark('late-endpoints');

    // 9. Every image variant the pages and endpoints name, encoded unless the cache has it.
    store.onName = undefined;
    const encoded = await store.encode((url) => !placed.has(url.slice(1)));
    for (const [rel, source] of encoded.files) tree.fromCache(rel, source);
    mark('images-encode');

    // 10. What static hosts read (headers, redirects); public/.
    tree.write('_headers', Buffer.from(headersFile({ csp: config.csp, headers: config.headers, contentTypes: config.contentTypes })));
    if (config.redirects.length) tree.write('_redirects', Buffer.from(redirectsFile(config.redirects)));
    const publicProblems: string[] = [];
    const publicDir = path.join(root, 'public');
    const { files: published, skipped } = publicFiles(publicDir);
    for (const rel of published) {
      if (tree.has(rel)) publicProblems.push(`public/${rel}: the build also writes ${rel}; rename one of them`);
      else tree.write(rel, readFileSync(path.join(publicDir, rel)));
    }
    if (publicProblems.length) throw errors.invalidRoutes(publicProblems);
    if (skipped.length) notices.push(errors.dotfiles(skipped.map((rel) => `public/${rel}`)));
    mark('files');

    // 11. Checks and budgets, on the finished output.
    await helper.readAll();
    if (writeErrors.length) throw errors.writeFailed(outDir, new Error(writeErrors[0]));
    const report = {
      runtimeGzip: client.gzipOf([client.runtime]),
      cssGzip: gzipSize(styles.files.get(styles.url.slice(1))!),
      islandGzip: islandSizes(client),
      budgets: config.budgets,
      images: { sources: encoded.stats.sources, variants: encoded.stats.variants },
    };
    const checked = new Map(pages.filter((p) => p.key !== 'error').map((p) => [p.output, p]));
    const problems = [...checkOutput(checked, tree, pagesToCheck(previous, fresh, tree)), ...checkBudgets(pages, report, config.budgets)];
    if (problems.length && !dev && !options.lenient) throw problems[0]!;
    mark('checks');

    // 12. The new tree replaces dist/.
    options.onStep?.('write');
    const records = await tree.commit();
    mark('write');

    // Every variant a page names: those of the pages carried over are known already.
    const named = new Set(carriedVariants);
    for (const p of fresh.values()) for (const url of p.variants) named.add(url);
    const variants = new Map([...named].map((url) => [url, variantInfo(store, url)]));
    // The files the code imports from outside the watched folders are watched too. The stamp
    // taken at the start stands when it covered the same files (a file saved since then
    // differs from it, and the next build sees the change); a build with warnings is not
    // recorded as done, so the next one shows them again.
    const metafileInputs = site.inputs.filter((f) => !f.startsWith('node_modules/') && !WATCHED.some((w) => f === w || f.startsWith(`${w}/`)));
    const watched = [...WATCHED, ...metafileInputs];
    const sameWatched = JSON.stringify(watched) === JSON.stringify(previous?.watched ?? WATCHED);
    collectGarbage(cacheDir, usedCacheFiles);
    saveGzipSizes();
    // What the pages' reads and images stand for now, for the next build's carry.
    const hashes = new Map<string, string>();
    const note = (read: string) => hashes.has(read) || hashes.set(read, hashNow(read));
    for (const p of pages) {
      if (p.key === 'error') continue;
      for (const r of p.reads) note(r);
      for (const r of wholeReads.get(p.file) ?? []) note(r);
      for (const src of p.images) note(IMAGE + src);
      fileKey(p.file);
    }
    saveState(stateAt, {
      inputs: problems.length || notices.length ? '' : sameWatched ? inputs : stampInputs(root, watched, settings),
      sound: !problems.length,
      global,
      pages,
      variants,
      files: records,
      // dist/ as it was is now the spare tree, which the next build starts from.
      spare: tree.spareMade ? (previous?.files ?? new Map()) : new Map(),
      report: { ...report, islandGzip: [...report.islandGzip] },
      watched,
      fileKeys,
      hashes,
    });
    mark('state');

    return {
      config,
      pages: pages.map(pageReport),
      files: records.size,
      ...report,
      warnings: [...problems, ...notices],
      images: encoded.stats,
      rendered: fresh.size,
      renderedRoutes: [...fresh.values()].map((p) => p.route),
      unchanged: false,
      timings,
      ms: now() - started,
    };
  } catch (error) {
    // The helper stops first: it may be writing into the tree.
    await helper.close();
    await tree.abort();
    throw error;
  }
}

/** How a source image is named among the reads in the state's hashes. */
const IMAGE = 'image:';

/**
 * The pages whose links must be checked again: every page, unless the last build's checks all
 * passed, this one writes the same files, and no page rendered again lost an id (a link to it
 * may then break); in that case only the pages rendered again (undefined: all of them).
 */
function pagesToCheck(previous: BuildState | null, fresh: Map<string, PageState>, tree: OutputTree): Set<string> | undefined {
  if (!previous?.sound || previous.files.size !== tree.hashes.size) return undefined;
  for (const rel of tree.hashes.keys()) if (!previous.files.has(rel)) return undefined;
  const before = new Map(previous.pages.map((p) => [p.output, p]));
  for (const [output, page] of fresh) {
    const last = before.get(output);
    if (!last) return undefined;
    const ids = new Set(page.facts.ids);
    if (last.facts.ids.some((id) => !ids.has(id))) return undefined;
  }
  return new Set(fresh.keys());
}

function variantInfo(store: ImageStore, url: string) {
  const { src, width, height, format } = store.info(url)!;
  return { src, width, height, format };
}

function fontPreloads(config: SiteConfig, assets: Map<string, string>): HeadLink[] {
  return config.preloadFonts.map((name) => {
    const href = assets.get(name);
    if (!href) throw errors.invalidRoutes([`site.config.ts -> preloadFonts: the stylesheet uses no font named ${name}`]);
    return { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' };
  });
}

function loadContent(root: string, config: SiteConfig, cache: ContentCache, code: string) {
  const found: BuildError[] = [];
  for (const collection of config.collections) {
    try {
      collection.load(root, cache, code, config.siteUrl);
    } catch (error) {
      if (error instanceof BuildError) found.push(error);
      else throw error;
    }
  }
  if (found.length) throw firstKind(found);
}

/** The JS a page costs: before any interaction, and once every island has hydrated. */
function jsCost(islands: { name: string; file: string; trigger: string }[], scripts: string[], client: ClientBundle, config: SiteConfig, root: string) {
  const excluded = new Set(config.budgets.excludeIslands);
  const urlOf = (file: string) => client.entries.get(file)!;
  // A page's own scripts (head.scripts, from public/) run at load, like the runtime.
  const own = scripts.reduce((sum, src) => sum + gzipSize(readPublic(root, src)), 0);
  if (!islands.length) return { jsInitialGzip: own, jsAllGzip: own };
  const eager = islands.filter((i) => i.trigger === 'load' || i.trigger === 'idle').map((i) => urlOf(i.file));
  const all = islands.filter((i) => !excluded.has(i.name)).map((i) => urlOf(i.file));
  return { jsInitialGzip: client.gzipOf([client.runtime, ...eager]) + own, jsAllGzip: client.gzipOf([client.runtime, ...all]) + own };
}

function readPublic(root: string, src: string): Uint8Array {
  try {
    return readFileSync(path.join(root, 'public', src));
  } catch {
    return new Uint8Array();
  }
}

/**
 * What each island adds on top of the runtime and every other island (shared chunks such as
 * Preact are paid once, by whichever island comes first).
 */
function islandSizes(client: ClientBundle): Map<string, number> {
  const everything = [client.runtime, ...client.entries.values()];
  const total = client.gzipOf(everything);
  return new Map([...client.entries].map(([file, url]) => [path.basename(file, '.tsx'), total - client.gzipOf(everything.filter((u) => u !== url))]));
}

export function checkBudgets(
  pages: { route: string; htmlGzip: number; jsInitialGzip: number; jsAllGzip: number }[],
  report: { cssGzip: number; islandGzip: Map<string, number> },
  b: Budgets,
): BuildError[] {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const p of pages) {
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
