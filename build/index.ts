// The build's entry: build() decides whether there is anything to do (step 0 of README's table)
// and hands the work to the pipeline (pipeline.ts), which loads only when there is some.
//
// It never writes dist/ in place: everything goes into a new folder beside it, which replaces
// dist/ only once every check has passed (build/output/tree.ts), one build at a time per output
// folder (build/output/lock.ts). It does only what changed since the last build that wrote the same
// folder (build/cache/state.ts): a page is rendered, checked and written again only when its key
// (build/cache/page-keys.ts) changed, and a build whose inputs are all as the last one left them
// does nothing at all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageReport, shortHash, WATCHED, type BuildOptions, type BuildResult } from './common.ts';
import { engineVersion } from './engine.ts';
import { acquireLock } from './output/lock.ts';
import { claimOutput } from './output/out-dir.ts';
import { checkLinks } from './content/source-files.ts';
import { discardSeed, fileIntact, recoverOutput, seedTree } from './output/tree.ts';
import { emptyTrash } from './output/trash.ts';
import { youngGeneration } from './heap.ts';
import { findUp, listFiles, now, stampInputs } from './cache/stamps.ts';
import { loadState, stateFile, type BuildState } from './cache/state.ts';

export { pageReport, reloadClient, shortHash, WATCHED } from './common.ts';
export type { BuildOptions, BuildResult, PageReport } from './common.ts';

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
      return await run({ root, outDir, cacheDir, options, started, stateAt, previous, settings, inputs, seed, stats });
    } catch (error) {
      await discardSeed(outDir, seed, trash);
      throw error;
    }
  } finally {
    release();
  }
}

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

/** The nearest lock file: a dependency upgrade changes what pages render. */
function lockFile(root: string): string {
  const file = findUp(root, (dir) => (existsSync(path.join(dir, 'package-lock.json')) ? path.join(dir, 'package-lock.json') : undefined));
  return file ? shortHash(readFileSync(file, 'utf8')) : '';
}

