// Where the engine's own code lives. The engine runs either from its TypeScript sources (through
// tsx: tests, scripts, the dev server) or from a bundle of them that `build/bin.mjs` makes for
// `npm run build` (no TypeScript loader to start: a quarter of a second less per build). The
// site's pages import the engine (<Island>, <Picture>, ...) and must share its modules, so they
// import whichever of the two is running.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const here = path.dirname(new URL(import.meta.url).pathname);
// Set by bin.mjs; a process started from one (with tsx) inherits it, and is not a bundle.
const bundle = process.env.SSG_ENGINE_BUNDLE;
const bundled = bundle && here.startsWith(bundle) ? bundle : undefined;

/** The bundle's folder when the engine runs from one (see lazy.ts), else undefined. */
export const engineBundleDir = bundled;

/** The engine's source folder (build/). */
export const engineSourceDir = bundled ? process.env.SSG_ENGINE_SOURCE! : here;

/** The module to import for an engine source file (build/render/island.tsx, say). */
export function engineModule(source: string): string {
  if (!bundled) return source;
  return path.join(bundled, path.relative(engineSourceDir, source).replace(/\.tsx?$/, '.mjs'));
}

/** A worker thread running build/<name>.ts, or its bundled twin. */
export function engineWorker(name: string): Worker {
  if (bundled) return new Worker(pathToFileURL(path.join(bundled, `${name}.mjs`)));
  return new Worker(pathToFileURL(path.join(here, 'worker-boot.mjs')), { workerData: { engineWorker: pathToFileURL(path.join(here, `${name}.ts`)).href } });
}

/** The hash below, once worked out: a cache. */
let versionCache: string | null = null;

/** Hash of the engine's sources: a change to the engine makes every page again. */
export function engineVersion(): string {
  if (!versionCache) {
    const hash = createHash('sha1');
    for (const file of readdirSync(engineSourceDir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
      hash.update(file).update(readFileSync(path.join(engineSourceDir, file)));
    }
    versionCache = hash.digest('hex').slice(0, 16);
  }
  return versionCache;
}
