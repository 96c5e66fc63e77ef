// Step 2: the site's code compiled for Node and loaded; the browser code and the stylesheet
// bundled meanwhile (esbuild works in its own process, autoprefixer in the executor's pool when
// it runs), and the Markdown under content/ read ahead. Both bundles are finished once the source images are
// known (the stylesheet holds their placeholder colours).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compileSite } from '../assets/compile.ts';
import { bundleIslands } from '../assets/islands.ts';
import { buildStyles } from '../assets/styles.ts';
import { DEFAULT_STYLES } from '../config.ts';
import type { FileToRead } from '../content/read.ts';
import { minifyCss } from '../assets/prefix.ts';
import { ContentCache } from '../content/cache.ts';
import { load } from '../lazy.ts';
import type { BuildContext, Bundles, Underway } from './context.ts';

/** 2. Starts every compile; `site` resolves once the site's code is loaded. */
export function compile(b: BuildContext): Underway {
  const { root, cacheDir, executor, previous } = b;
  const { session } = b.options;
  const { routeFiles, islandFiles } = b.scanned;
  // The browser code is bundled once esbuild has bundled the site's server code: the main thread
  // waits for that one, and would wait longer with both sharing the cores; the browser code is
  // needed only once the content is loaded.
  let serverBundled!: () => void;
  const serverDone = new Promise<void>((resolve) => (serverBundled = resolve));
  const browser = serverDone.then(() => bundleIslands(root, islandFiles, { minify: true, cacheDir, session, sizes: b.sizes }));
  browser.catch(() => {}); // awaited in finishBundles: a failure here is reported there, once
  // The stylesheet named by the settings is known once they are loaded; the usual one starts
  // at once, and is bundled again in the rare case the settings name another.
  // autoprefixer runs in the pool when it runs (a build from nothing with many Markdown files
  // starts it below); esbuild minifies here, in the process this thread started.
  const prefix = async (css: string, minify: boolean) => minifyCss(await executor.run('autoprefix', css), minify);
  const styleOptions = { minify: true, cacheDir, session, prefix };
  const usualStyles = existsSync(path.join(root, DEFAULT_STYLES)) ? buildStyles(root, DEFAULT_STYLES, styleOptions) : null;
  usualStyles?.catch(() => {});
  // (When the pool runs, a worker imports the site's code too, for the endpoints it will make.)
  const preload = (module: string) => void (executor.pooled && executor.run('importModule', module).catch(() => {}));
  const site = compileSite(root, routeFiles, islandFiles, cacheDir, session, serverBundled, preload);
  site.catch(serverBundled);
  // While esbuild compiles, the Markdown under content/ is read (the collections are there).
  // Many files to read (a build from nothing) start the pool, which reads its share; what it
  // could not read is read here, and reported.
  const content = new ContentCache(path.join(cacheDir, 'content'), b.stats);
  const readMany = (files: FileToRead[]) => executor.map('readMarkdown', files).catch(() => []);
  const reading = content.readAhead(path.join(root, 'content'), readMany);
  // A build from nothing renders every page: React's server renderer loads now, while this thread
  // would only wait for esbuild, rather than with the first page.
  if (!previous) load('react-dom/server');
  const styles = site.then(({ config }) => (config.styles === DEFAULT_STYLES && usualStyles ? usualStyles : buildStyles(root, config.styles, styleOptions)));
  styles.catch(() => {});
  return { site, browser, styles, content, reading };
}

/** 2, finished: the browser code, and the stylesheet with the images' placeholder colours. */
export async function finishBundles(b: BuildContext): Promise<Bundles> {
  const [client, styles] = await Promise.all([b.underway.browser, b.underway.styles.then((s) => s.finish(b.images.placeholderCss()))]);
  return { client, styles };
}
