// The whole build, top to bottom. Each step is one call to the module named after its job.
//
// It never writes dist/ in place: everything goes into a new folder beside it, which replaces
// dist/ only once every check has passed (build/output/tree.ts), one build at a time per output
// folder (build/output/lock.ts). It does only what changed since the last build that wrote the same
// folder (build/cache/state.ts): a page is rendered, checked and written again only when its key (its
// code, props, the content it read, the images it used, and what every page shares) changed,
// and a build whose inputs are all as the last one left them does nothing at all.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Budgets, SiteConfig } from './config.ts';
import { engineSourceDir, engineVersion } from './engine.ts';
import type { BuildError } from './errors.ts';
import type { Helper } from './helper.ts';
import type { BuildSession } from './assets/incremental.ts';
import type { ImageStats } from './assets/images.ts';
import { acquireLock } from './output/lock.ts';
import { claimOutput } from './output/out-dir.ts';
import { checkLinks } from './content/source-files.ts';
import { discardSeed, fileIntact, recoverOutput, seedTree } from './output/tree.ts';
import { emptyTrash } from './output/trash.ts';
import { youngGeneration } from './heap.ts';
import { findUp, listFiles, now, stampInputs } from './cache/stamps.ts';
import { loadState, stateFile, type BuildState, type PageState } from './cache/state.ts';

export interface BuildOptions {
  /** The site's folder (holds site.config.ts, pages/, islands/, content/, public/). */
  root: string;
  /** Where to write; `<root>/dist` by default. */
  outDir?: string;
  /** Dev mode: a failing page shows the error screen instead of failing the build, checks only warn, pages reload on change. */
  dev?: boolean;
  /** Checks only warn (work in progress: `npm run build -- --lenient`); dist/ is written anyway. */
  lenient?: boolean;
  /** Kept between builds by a long-running process (the dev server). */
  session?: BuildSession;
  /** Where to say that the build waits for another one (console.warn by default). */
  onWait?: (message: string) => void;
  /** Told as each step of the pipeline begins (`npm run build -- --progress` prints them). */
  onStep?: (step: string) => void;
}

export const reloadClient = path.join(engineSourceDir, 'runtime', 'reload.js');

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
  /** Dev builds only: the page threw while rendering, and its file is the error screen. */
  failed?: true;
}

export interface BuildResult {
  /** The site's settings; absent when nothing had changed and the site's code was not even loaded. */
  config?: SiteConfig;
  budgets: Budgets;
  pages: PageReport[];
  /** Files dist/ holds. */
  files: number;
  runtimeGzip: number;
  cssGzip: number;
  /** gzip bytes of each island on its own, with its chunks. */
  islandGzip: Map<string, number>;
  warnings: BuildError[];
  images: ImageStats;
  /** Pages rendered by this build (the others were as the last build left them), by route. */
  rendered: number;
  renderedRoutes: string[];
  /** Nothing had changed: dist/ was left as it was. */
  unchanged: boolean;
  /** Milliseconds per pipeline step. */
  timings: Record<string, number>;
  ms: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const cacheDir = path.join(root, '.cache');
  const onWait = options.onWait ?? ((message: string) => console.warn(message));
  // Before anything is moved: the output folder must be one a build may replace whole.
  claimOutput(root, outDir, cacheDir);
  const release = await acquireLock(outDir, {
    cacheDir,
    onWait: (holder) => onWait(`Another build is writing ${path.relative(process.cwd(), outDir) || '.'} (${holder}): waiting for it to finish…`),
  });
  let helper: Helper | undefined;
  try {
    const trash = path.join(cacheDir, 'trash');
    recoverOutput(outDir, trash);
    // What earlier builds replaced and did not finish deleting goes while this one works.
    emptyTrash(trash, 60_000);
    const started = now();
    // Nothing to do? Same inputs as the last build, and dist/ as it left it.
    const stateAt = stateFile(cacheDir, outDir);
    const previous = loadState(stateAt);
    youngGeneration(!previous);
    // A build from nothing needs the second thread: it starts now, while the inputs are
    // stamped and the pipeline loads (see Helper.prewarm).
    if (!previous) helper = new (await import('./helper.ts')).Helper().prewarm();
    const settings = { engine: engineVersion(), lock: lockFile(root), dev: options.dev ?? false, lenient: options.lenient ?? false, env: [process.env.SITE_URL, process.env.NODE_ENV] };
    const stats = new Map<string, { size: number; mtimeMs: number }>();
    const links: string[] = [];
    const inputs = stampInputs(root, previous?.watched ?? WATCHED, settings, stats, links);
    if (previous?.inputs === inputs && treeIntact(outDir, previous)) return unchangedResult(previous, started, { stamp: Math.round(now() - started) });
    checkLinks(root, links);
    // The new tree starts from the spare tree now; the pipeline, and the packages it needs
    // (React, esbuild, the Markdown parser...), load only when there is work.
    const seed = seedTree(outDir, previous?.spare ?? new Map());
    try {
      const { run } = await import('./pipeline.ts');
      return await run({ root, outDir, cacheDir, options, started, stateAt, previous, settings, inputs, seed, stats, helper });
    } catch (error) {
      await discardSeed(outDir, seed, trash);
      throw error;
    }
  } finally {
    // (The pipeline stops the helper thread itself; not when the build fails before it runs.)
    await helper?.close();
    release();
  }
}

/** Folders whose every file is an input (pages, islands, content), besides the files the code imports. */
export const WATCHED = ['site.config.ts', 'pages', 'islands', 'content', 'public', 'package.json', 'tsconfig.json'];

/** dist/ holds exactly the files the last build wrote, each as it wrote it. */
function treeIntact(outDir: string, state: BuildState): boolean {
  const files = listFiles(outDir);
  return files.length === state.files.size && files.every((rel) => fileIntact(path.join(outDir, rel), state.files.get(rel)));
}

function unchangedResult(state: BuildState, started: number, timings: Record<string, number>): BuildResult {
  return {
    budgets: state.report.budgets,
    pages: state.pages.map(pageReport),
    files: state.files.size,
    runtimeGzip: state.report.runtimeGzip,
    cssGzip: state.report.cssGzip,
    islandGzip: new Map(state.report.islandGzip),
    warnings: [],
    images: { ...state.report.images, encoded: 0, reused: state.report.images.variants },
    rendered: 0,
    renderedRoutes: [],
    unchanged: true,
    timings,
    ms: now() - started,
  };
}

export function pageReport(p: PageState): PageReport {
  return { route: p.route, file: p.file, output: p.output, htmlBytes: p.htmlBytes, htmlGzip: p.htmlGzip, jsInitialGzip: p.jsInitialGzip, jsAllGzip: p.jsAllGzip, islands: p.islands, ...(p.key === 'error' ? { failed: true as const } : {}) };
}


/** A short hash of a text: keys and stamps. */
export const shortHash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 20);

/** The nearest lock file: a dependency upgrade changes what pages render. */
function lockFile(root: string): string {
  const file = findUp(root, (dir) => (existsSync(path.join(dir, 'package-lock.json')) ? path.join(dir, 'package-lock.json') : undefined));
  return file ? shortHash(readFileSync(file, 'utf8')) : '';
}

