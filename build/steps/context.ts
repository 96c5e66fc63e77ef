// What the build's steps share: what build() knew when it found work to do, and what each step
// makes. The pipeline (build/pipeline.ts) sets each made field from what its step returns, in
// the order of the steps, so a step reads only what the steps before it made.
import path from 'node:path';
import type { BuildOptions } from '../common.ts';
import type { SiteConfig } from '../config.ts';
import type { BuildError } from '../errors.ts';
import type { Executor } from '../executor.ts';
import type { EndpointOutcome } from '../render/endpoint-job.ts';
import type { CompiledSite, IslandFile } from '../assets/compile.ts';
import type { ImageStats, ImageStore } from '../assets/images.ts';
import type { ClientBundle } from '../assets/islands.ts';
import { GzipSizes } from '../assets/sizes.ts';
import type { BundledStyles, Stylesheet } from '../assets/styles.ts';
import type { PageKeys } from '../cache/page-keys.ts';
import { now } from '../cache/stamps.ts';
import type { BuildState, PageState, ReportState } from '../cache/state.ts';
import type { ContentCache } from '../content/cache.ts';
import type { FileRecord, OutputTree, Seed } from '../output/tree.ts';
import type { RenderSetup } from '../render/render.ts';
import type { Route, RouteFile } from '../render/routes.ts';
import type { RouteList } from './route-list.ts';
import type { TreeWrites } from './tree-writes.ts';

/** What build() (index.ts) hands the pipeline once it knows there is work to do. */
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
}

/** The files the routes and the islands come from (step 1). */
export interface SourceFiles {
  routeFiles: RouteFile[];
  islandFiles: IslandFile[];
}

/** What step 2 starts: the site's code, loaded at the end of step 2; the rest awaited later. */
export interface Underway {
  site: Promise<CompiledSite>;
  /** The browser code and the stylesheet, finished before the pages render. */
  browser: Promise<ClientBundle>;
  styles: Promise<BundledStyles>;
  /** The Markdown under content/, read ahead into the cache the collections load from (step 5). */
  content: ContentCache;
  reading: Promise<unknown>;
}

/** The endpoints tried before the content and the pages (step 4). */
export interface Endpoints {
  /** Made already, from what the cache holds: written with the files known before the pages. */
  ready: { route: Route; data: Uint8Array }[];
  /** Made by the executor's pool, or after the pages (`{ later: true }`). */
  pending: { route: Route; made: Promise<EndpointOutcome> }[];
}

export interface Bundles {
  client: ClientBundle;
  styles: Stylesheet;
}

/** The pages of this build (step 7). */
export interface Pages {
  /** Every page, in the order of the routes: carried over or rendered. */
  all: PageState[];
  /** The pages rendered by this build, by file. */
  fresh: Map<string, PageState>;
  /** Image variants the new tree holds already, by path in dist/ (the others are encoded after the pages). */
  placed: Set<string>;
  /** Image variants the pages carried over name. */
  carriedVariants: Set<string>;
}

/** What the size table and the budgets read; the state keeps it (ReportState) for a build with nothing to do. */
export type SizeReport = Omit<ReportState, 'islandGzip'> & { islandGzip: Map<string, number> };

export class BuildContext {
  readonly root: string;
  readonly outDir: string;
  readonly cacheDir: string;
  readonly options: BuildOptions;
  readonly dev: boolean;
  readonly started: number;
  readonly stateAt: string;
  readonly previous: BuildState | null;
  readonly settings: object;
  readonly inputs: string;
  readonly seed: Promise<Seed>;
  readonly stats: Map<string, { size: number; mtimeMs: number }>;
  /**
   * The build's parallel work (see executor.ts): the stylesheet's prefixes, the site's code
   * preloaded and the Markdown read ahead (compile.ts), endpoints to make (endpoints.ts), files
   * and pages to write and read (tree-writes.ts). pipeline.ts stops its pool.
   */
  readonly executor: Executor;
  /** The gzip sizes the report and the budgets count, kept between builds in .cache/sizes.json. */
  readonly sizes: GzipSizes;
  /** Milliseconds per step, under the step's name. */
  readonly timings: Record<string, number>;
  /**
   * Warnings that do not stop the build (dotfiles left out of public/, a security.txt near its
   * end); like the checks' in lenient builds, they make the next build run again to repeat them.
   */
  readonly notices: BuildError[] = [];

  // Made by the steps, in this order.
  scanned!: SourceFiles;
  underway!: Underway;
  site!: CompiledSite;
  images!: ImageStore;
  routes!: RouteList;
  endpoints!: Endpoints;
  bundles!: Bundles;
  setup!: RenderSetup;
  keys!: PageKeys;
  tree!: OutputTree;
  writes!: TreeWrites;
  pages!: Pages;
  encoded!: ImageStats;
  report!: SizeReport;
  /** What the checks and budgets found (warnings, in a dev or lenient build). */
  problems!: BuildError[];
  /** The records of the files of dist/, once the new tree replaced it. */
  records!: Map<string, FileRecord>;

  private lap: number;

  constructor(run: Run, executor: Executor) {
    this.root = run.root;
    this.outDir = run.outDir;
    this.cacheDir = run.cacheDir;
    this.options = run.options;
    this.dev = run.options.dev ?? false;
    this.started = run.started;
    this.stateAt = run.stateAt;
    this.previous = run.previous;
    this.settings = run.settings;
    this.inputs = run.inputs;
    this.seed = run.seed;
    this.stats = run.stats;
    this.executor = executor;
    this.sizes = new GzipSizes(path.join(run.cacheDir, 'sizes.json'));
    this.timings = { stamp: Math.round(now() - run.started) };
    this.lap = now();
  }

  get config(): SiteConfig {
    return this.site.config;
  }

  /** The time since the last mark goes to `step`, which is done. */
  mark(step: string): void {
    const at = now();
    this.timings[step] = Math.round(at - this.lap);
    this.lap = at;
    this.options.onStep?.(`${step} done`);
  }

  /** The hash of the code a route's file runs (its module and everything it imports). */
  codeOf(route: Route): string {
    return this.site.codeHashes.get(route.file) ?? '';
  }
}
