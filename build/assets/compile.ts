// Compiles the site's own code (config, pages, islands, content modules) for Node with esbuild,
// and imports it. Files are named after their content, so a rebuild always sees fresh code,
// which Node's module cache would otherwise hide. Packages and the engine itself stay external,
// so pages and engine share one React and one island registry.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import type { ComponentType } from 'react';
import type { SiteConfig } from '../config.ts';
import { errors } from '../errors.ts';
import { engineModule, engineSourceDir } from '../engine.ts';
import { type BuildSession, runEsbuild } from './incremental.ts';
import { nearestPackage, settled } from '../cache/stamps.ts';
import { atomicWriteAsync } from '../cache/write.ts';
import type { EndpointModule, PageModule } from '../render/page.ts';
import type { RouteFile } from '../render/routes.ts';

export interface IslandFile {
  name: string;
  /** Path relative to the site root. */
  file: string;
}

export interface CompiledSite {
  config: SiteConfig;
  modules: Map<string, PageModule<unknown> | EndpointModule<unknown>>;
  /** Island components by identity, so <Island of={X}> knows X's file. */
  islands: Map<ComponentType<never>, IslandFile>;
  /** Every source file the site's code read, relative to the root. */
  inputs: string[];
  /** Hash of the code each page or endpoint runs (its module and every chunk it imports), by file. */
  codeHashes: Map<string, string>;
  /** The compiled module of each page or endpoint, by file: a worker thread imports it. */
  moduleFiles: Map<string, string>;
  /** A hash of all of the site's compiled code (a change to a content schema changes it). */
  codeVersion: string;
}

export function scanIslands(root: string): IslandFile[] {
  const dir = path.join(root, 'islands');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.tsx$/, ''), file: `islands/${f}` }));
}

const compiled = new Map<string, CompiledSite>();

/**
 * `bundled` is told once esbuild has done its part (before the code is written and loaded),
 * `written` the file of the site's module once it is on disk (before this thread imports it).
 */
export async function compileSite(root: string, pages: RouteFile[], islandFiles: IslandFile[], cacheDir: string, session?: BuildSession, bundled?: () => void, written?: (module: string) => void): Promise<CompiledSite> {
  // For the dev server, every page, island and the config is an entry of its own and shared code
  // goes into chunks, all named after their content: after an edit, the files that did not change
  // keep their names, and Node, which has them loaded already, does not evaluate them again. A
  // build, which loads the code once, gets it as one module: Node imports it faster than the
  // split code's many modules and imports (docs/performance.md). What each page's code is made of
  // comes from the graph of source files then (codeHashes).
  const own = ['site.config.ts', ...pages.map((p) => p.file), ...islandFiles.map((i) => i.file)];
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await bundleSite(root, siteEntryCode(root, pages, islandFiles), session ? own : null, cacheDir, session);
  } finally {
    bundled?.();
  }
  const [main] = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === 'site-entry:site-entry')!;
  const module = path.resolve(root, main);
  // The same code as last time in this process: the same modules.
  const before = compiled.get(module);
  if (before) return before;
  // Written in parallel (the file system's threads), each aside then renamed: a build running
  // alongside never imports half a file. A file already there has these bytes (its name says so).
  await Promise.all(result.outputFiles.map((file) => (existsSync(file.path) ? undefined : atomicWriteAsync(file.path, file.contents))));
  written?.(module);
  const site = await importSite(root, module, result.metafile, own, islandFiles, session !== undefined);
  compiled.set(module, site);
  return site;
}

/** The entry that imports every page, island and the config, and lists them. */
function siteEntryCode(root: string, pages: RouteFile[], islandFiles: IslandFile[]): string {
  const abs = (rel: string) => JSON.stringify(path.join(root, rel));
  return [
    `import config from ${abs('site.config.ts')};`,
    ...pages.map((p, i) => `import * as p${i} from ${abs(p.file)};`),
    ...islandFiles.map((isl, i) => `import i${i} from ${abs(isl.file)};`),
    `export { config };`,
    `export const modules = [${pages.map((p, i) => `[${JSON.stringify(p.file)}, p${i}]`).join(', ')}];`,
    `export const islands = [${islandFiles.map((isl, i) => `[i${i}, ${JSON.stringify(isl.file)}]`).join(', ')}];`,
  ].join('\n');
}

/** The site's server code bundled by esbuild: one module, or (`split`, the dev server) one per file of `split` and chunks. */
async function bundleSite(root: string, entry: string, split: string[] | null, cacheDir: string, session?: BuildSession): Promise<esbuild.BuildResult<{ metafile: true; write: false }>> {
  try {
    return await runEsbuild('server', {
      entryPoints: [{ in: 'site-entry', out: 'site' }, ...(split ?? []).map((file) => ({ in: file, out: file.replace(/\.[^.]+$/, '') }))],
      // Shared by every build of the site: each file is named after its content.
      outdir: path.join(cacheDir, 'server'),
      entryNames: '[dir]/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
      splitting: split !== null,
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Packages stay external (the site shares React and its island registry with the engine),
      // but for those made of a great many small ES modules: Node would load each on its own,
      // and a build would spend a tenth of a second just loading zod (packagesExternalBut).
      jsx: 'automatic',
      // A YAML data file of content/ is imported as its text (content/_lib/yaml-data.ts): part of
      // the code that imports it, so what is made of it is made again when it changes.
      loader: { '.yml': 'text' },
      // Stack traces that point at the sources, for the dev server's error page (it turns source
      // maps on); a build's own errors name the page's file, and skip the weight.
      sourcemap: session ? 'inline' : false,
      // Which engine the imports of build/ point at (sources or bundle): part of the options,
      // so a result made for the one is never taken for the other.
      banner: { js: `// engine: ${engineModule(path.join(engineSourceDir, 'index.ts'))}` },
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: root,
      external: externalPackages(root, !session),
      plugins: [siteEntry(entry, root), engineExternal, serverIgnoresCss],
    }, { cacheDir, session, ownFiles: true, pluginInputs: entry });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!failure.errors?.length) throw error;
    throw errors.bundle(failure.errors.map(formatMessage));
  }
}

/** The site's module imported, and what the build needs to know of it. */
async function importSite(root: string, module: string, metafile: esbuild.Metafile, own: string[], islandFiles: IslandFile[], split: boolean): Promise<CompiledSite> {
  const mod = (await import(pathToFileURL(module).href)) as {
    config: SiteConfig;
    modules: [string, PageModule<unknown> | EndpointModule<unknown>][];
    islands: [ComponentType<never>, string][];
  };
  const islands = new Map<ComponentType<never>, IslandFile>();
  for (const [component, file] of mod.islands) islands.set(component, islandFiles.find((i) => i.file === file)!);
  const inputs = Object.keys(metafile.inputs).filter((f) => !f.includes(':') && !f.startsWith('..'));
  // (One module: each page's is found in its `modules`, see moduleOf in endpoint.ts.)
  const moduleFiles = split
    ? new Map(
        Object.entries(metafile.outputs)
          .filter(([, out]) => out.entryPoint && !out.entryPoint.includes(':'))
          .map(([out, meta]) => [meta.entryPoint!, path.resolve(root, out)]),
      )
    : new Map(own.map((file) => [file, module]));
  const codeVersion = createHash('sha1').update(Object.keys(metafile.outputs).sort().join('\n')).digest('hex').slice(0, 16);
  const codeHashes = split ? splitCodeHashes(metafile) : sourceHashes(metafile, own, root);
  return { config: mod.config, modules: new Map(mod.modules), islands, inputs, codeHashes, moduleFiles, codeVersion };
}

/** `from` and every file it imports, however deep (external imports aside), sorted. */
function reached(from: string, importsOf: (file: string) => { path: string; external?: boolean }[] | undefined): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of importsOf(file) ?? []) if (!i.external) walk(i.path);
  };
  walk(from);
  return [...seen].sort();
}

/**
 * For each page module: a hash of the names of its output and of every chunk it imports,
 * however deep (names carry the hash of their content).
 */
function splitCodeHashes(metafile: esbuild.Metafile): Map<string, string> {
  const hashes = new Map<string, string>();
  const outputs = metafile.outputs;
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || meta.entryPoint.includes(':')) continue;
    const files = reached(out, (file) => outputs[file]?.imports);
    hashes.set(meta.entryPoint, createHash('sha1').update(files.join('\n')).digest('hex').slice(0, 16));
  }
  return hashes;
}

/**
 * For each page module, in a build of one module: a hash of every source file its code is made
 * of (its own, and every file it imports, however deep, packages' files included), each as its
 * bytes are now. The engine's files are not among them (they are imports, and the engine's
 * version is part of every page's key).
 */
function sourceHashes(metafile: esbuild.Metafile, files: string[], root: string): Map<string, string> {
  const inputs = metafile.inputs;
  const bytes = new Map<string, string>();
  const hashOf = (file: string) => {
    let hash = bytes.get(file);
    if (hash === undefined) {
      try {
        const fd = openSync(path.resolve(root, file), 'r');
        try {
          hash = createHash('sha1').update(readFileSync(fd)).digest('hex');
          // Saved this very moment, maybe after esbuild read it: a hash no later build will find,
          // so that the pages made of it render again then.
          if (!settled(fstatSync(fd).mtimeMs)) hash += ` ${process.pid} ${Date.now()}`;
        } finally {
          closeSync(fd);
        }
      } catch {
        hash = 'unreadable';
      }
      bytes.set(file, hash);
    }
    return hash;
  };
  const hashes = new Map<string, string>();
  for (const file of files) {
    const h = createHash('sha1');
    for (const input of reached(file, (f) => inputs[f]?.imports)) h.update(`${input}\n${input.includes(':') ? '' : hashOf(input)}\n`);
    hashes.set(file, h.digest('hex').slice(0, 16));
  }
  return hashes;
}

/** The entry that imports every page, island and the config, and lists them. */
function siteEntry(contents: string, root: string): esbuild.Plugin {
  return {
    name: 'site-entry',
    setup(build) {
      build.onResolve({ filter: /^site-entry$/ }, () => ({ path: 'site-entry', namespace: 'site-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'site-entry' }, () => ({ contents, resolveDir: root, loader: 'js' }));
    },
  };
}

/** Imports of the engine (build/) stay imports, so the site shares the engine's module state. */
const engineExternal: esbuild.Plugin = {
  name: 'engine-external',
  setup(build) {
    // Only imports that name a build/ folder reach this thread (a callback for every relative
    // import, zod's hundreds among them, would keep esbuild waiting on it).
    build.onResolve({ filter: /^\.{1,2}\/(.*\/)?build\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (!target.startsWith(engineSourceDir + path.sep)) return undefined;
      return { path: engineModule(target), external: true };
    });
  },
};

/**
 * Packages bundled into the site's server code by a build: ES modules made of many small files
 * (Node would load each file on its own; EmailJS's client is imported by islands and called by
 * no page on the server), holding no state the engine shares.
 * The dev server imports them as packages: it loads them once for the whole session, and
 * bundling them again on every save (with their source maps) doubled its compile step.
 */
const BUNDLED_PACKAGES = ['zod', 'libphonenumber-js', '@emailjs/browser'];

/**
 * Every other package the site depends on (every one, with `bundleSome` false) is imported from
 * node_modules at run time, as `packages: 'external'` does. Told to esbuild as a list, not by a
 * plugin: a plugin's callback runs in this thread for every import, and esbuild would wait on it.
 */
function externalPackages(root: string, bundleSome: boolean): string[] {
  const names =
    nearestPackage(root, (pkg) => {
      const all = Object.keys({ ...(pkg.dependencies as object), ...(pkg.devDependencies as object), ...(pkg.peerDependencies as object) });
      return all.length ? all : undefined;
    }) ?? [];
  return names.filter((n) => !bundleSome || !BUNDLED_PACKAGES.includes(n)).flatMap((n) => [n, `${n}/*`]);
}

/** CSS imported by an island matters in the browser only (see islands.ts). */
const serverIgnoresCss: esbuild.Plugin = {
  name: 'server-ignores-css',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'ignored-css' }));
    build.onLoad({ filter: /.*/, namespace: 'ignored-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

export function formatMessage(m: esbuild.Message): string {
  const where = m.location ? `${m.location.file}:${m.location.line}:${m.location.column}` : '(unknown place)';
  return `${where}: ${m.text}`;
}
