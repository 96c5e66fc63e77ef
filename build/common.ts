// What build() (index.ts) and the steps of its pipeline (pipeline.ts, steps/) both use: the
// options a build takes, what it gives back, the files it watches, and the short hash of keys
// and stamps. index.ts re-exports them: the site, the tests and the scripts import them from there.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Budgets, SiteConfig } from './config.ts';
import { engineSourceDir } from './engine.ts';
import type { BuildError } from './errors.ts';
import type { BuildSession } from './assets/incremental.ts';
import type { ImageStats } from './assets/images.ts';
import type { PageState } from './cache/state.ts';

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

/** The script dev pages load to reload when the site changes. */
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

export function pageReport(p: PageState): PageReport {
  return { route: p.route, file: p.file, output: p.output, htmlBytes: p.htmlBytes, htmlGzip: p.htmlGzip, jsInitialGzip: p.jsInitialGzip, jsAllGzip: p.jsAllGzip, islands: p.islands, ...(p.key === 'error' ? { failed: true as const } : {}) };
}

/** Folders whose every file is an input (pages, islands, content), besides the files the code imports. */
export const WATCHED = ['site.config.ts', 'pages', 'islands', 'content', 'public', 'package.json', 'tsconfig.json'];

/** A short hash of a text: keys and stamps. */
export const shortHash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 20);
