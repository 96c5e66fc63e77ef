// The build's steps, in order, loaded by build() (index.ts) once it knows there is work to do.
// Each step is a function of the build context (steps/context.ts) in the file named after its
// job; what it makes goes into a named field of the context, which the steps after it read.
// The numbers are those of the table in README.md ("Architecture in a page").
import type { BuildResult } from './common.ts';
import { Executor } from './executor.ts';
import { compile, finishBundles } from './steps/compile.ts';
import { loadContent } from './steps/content.ts';
import { BuildContext, type Run } from './steps/context.ts';
import { sizeReport } from './steps/costs.ts';
import { earlyEndpoints, lateEndpoints } from './steps/endpoints.ts';
import { buildResult, check, hostFiles, saveBuildState } from './steps/finish.ts';
import { encodeImages, scanImages } from './steps/images.ts';
import { openTree, pageKeys, renderPages, renderSetup } from './steps/render.ts';
import { endpointRoutes, expandPageRoutes, findSources } from './steps/routes.ts';
import { TreeWrites } from './steps/tree-writes.ts';

export async function run(start: Run): Promise<BuildResult> {
  const executor = new Executor();
  try {
    return await pipeline(new BuildContext(start, executor));
  } finally {
    await executor.close();
  }
}

/** The steps; each one's time goes into the build's timings under the name `mark` gives it. */
async function pipeline(b: BuildContext): Promise<BuildResult> {
  // 1. Route files and islands.
  b.scanned = findSources(b);
  // 2. The site's code compiled and loaded; meanwhile, the browser code, stylesheet, Markdown.
  b.underway = compile(b);
  b.site = await b.underway.site;
  b.mark('compile');
  // 3. Source images.
  b.images = await scanImages(b);
  // 4. Endpoints: made from the cache, or by the executor's pool while the build goes on.
  b.routes = endpointRoutes(b);
  b.endpoints = await earlyEndpoints(b);
  b.mark('endpoints');
  // 5. Content.
  await loadContent(b);
  b.mark('content');
  // 6. Every route, templates expanded.
  expandPageRoutes(b);
  b.mark('routes');
  // 2, finished: the browser code and the stylesheet.
  b.bundles = await finishBundles(b);
  b.mark('bundle');
  // What the pages share: the render's setup, the keys that tell which to make again, the new tree.
  b.setup = renderSetup(b);
  b.keys = pageKeys(b);
  b.tree = openTree(b);
  b.writes = new TreeWrites(b.tree, b.executor);
  try {
    // 7. Pages: carried over, or rendered (and written and read, by the pool when it runs).
    b.pages = await renderPages(b);
    b.mark('render');
    // 4, after the pages: the endpoints that list them or read content; those the pool made.
    await lateEndpoints(b);
    b.mark('late-endpoints');
    // 8. Image variants.
    b.encoded = await encodeImages(b);
    b.mark('images-encode');
    // 9. Host files and public/.
    hostFiles(b);
    b.mark('files');
    // 10. Checks and budgets, once every file is written and every page read.
    await b.writes.finish(b.outDir);
    b.report = sizeReport(b);
    b.problems = check(b);
    b.mark('checks');
    // 11. The new tree swapped in; the state saved for the next build.
    b.options.onStep?.('write');
    b.records = await b.tree.commit();
    b.mark('write');
    saveBuildState(b);
    b.mark('state');
    return buildResult(b);
  } catch (error) {
    // The pool stops first: it may be writing into the tree.
    await b.executor.close();
    await b.tree.abort();
    throw error;
  }
}
