// One esbuild build for the browser: the island runtime plus one entry per island, ESM with
// code splitting (preact lands in a shared chunk), hashed names and a metafile from which the
// bytes each page needs are computed. Islands are written against React; in the browser
// `react` is preact/compat.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { IslandFile } from './compile.ts';
import { formatMessage } from './compile.ts';
import { engineSourceDir } from '../engine.ts';
import { errors } from '../errors.ts';
import { type BuildSession, runEsbuild } from './incremental.ts';
import type { GzipSizes } from './sizes.ts';

const runtimeFile = path.join(engineSourceDir, 'runtime', 'islands.ts');
const ASSETS = 'assets/js';
const OWN_MOUNT = /^export (async )?function mount\b/m;

export interface ClientBundle {
  /** Output files, by path relative to dist/. */
  files: Map<string, Uint8Array>;
  /** URL of the runtime script. */
  runtime: string;
  /** URL of each island's entry chunk, by island file (relative to the root). */
  entries: Map<string, string>;
  /** URL of the CSS an island imports, if any: the runtime loads it with the chunk. */
  styles: Map<string, string>;
  /** gzip bytes of a set of entry URLs with every chunk they import, statically or not. */
  gzipOf: (urls: string[]) => number;
}

export async function bundleIslands(
  root: string,
  islands: IslandFile[],
  options: { minify: boolean; cacheDir: string; session?: BuildSession; sizes: GzipSizes },
): Promise<ClientBundle> {
  const virtual = new Map(islands.map((isl) => [`island:${isl.name}`, isl]));
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await runEsbuild('islands', {
      absWorkingDir: root,
      entryPoints: [{ in: runtimeFile, out: 'runtime' }, ...islands.map((isl) => ({ in: `island:${isl.name}`, out: isl.name }))],
      outdir: path.join(root, '.virtual-dist', ASSETS),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: options.minify,
      legalComments: 'none',
      metafile: true,
      write: false,
      logLevel: 'silent',
      loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
      assetNames: '[name]-[hash]',
      jsx: 'automatic',
      alias: {
        react: 'preact/compat',
        'react-dom': 'preact/compat',
        'react/jsx-runtime': 'preact/jsx-runtime',
        'react-dom/client': 'preact/compat/client',
      },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [islandEntries(root, virtual)],
    }, options);
  } catch (error) {
    throw errors.bundle(((error as esbuild.BuildFailure).errors ?? []).map(formatMessage));
  }

  const outBase = path.join(root, '.virtual-dist');
  const rel = (abs: string) => path.relative(outBase, abs).split(path.sep).join('/');
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(rel(file.path), file.contents);

  const outputs = result.metafile.outputs;
  const entries = new Map<string, string>();
  const styles = new Map<string, string>();
  let runtime = '';
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || out.endsWith('.css')) continue;
    const url = '/' + rel(path.join(root, out));
    if (path.resolve(root, meta.entryPoint) === runtimeFile) runtime = url;
    else {
      // A chunk made for a dynamic import inside an island has an entry point too: not ours.
      const island = virtual.get(meta.entryPoint);
      if (!island) continue;
      const file = island.file;
      entries.set(file, url);
      if (meta.cssBundle) styles.set(file, '/' + rel(path.join(root, meta.cssBundle)));
    }
  }
  const gz = new Map([...files].filter(([f]) => /\.(js|css)$/.test(f)).map(([f, data]) => ['/' + f, options.sizes.of(data)]));
  const importsOf = (url: string) =>
    outputs[path.relative(root, path.join(outBase, url))]?.imports.filter((i) => !i.external).map((i) => '/' + rel(path.join(root, i.path))) ?? [];

  return {
    files,
    runtime,
    entries,
    styles,
    gzipOf(urls) {
      const seen = new Set<string>();
      const walk = (url: string) => {
        if (seen.has(url)) return;
        seen.add(url);
        importsOf(url).forEach(walk);
      };
      // An island's stylesheet comes with it.
      urls.flatMap((url) => [url, ...[...entries].filter(([, u]) => u === url).map(([file]) => styles.get(file) ?? '')]).filter(Boolean).forEach(walk);
      return [...seen].reduce((sum, url) => sum + (gz.get(url) ?? 0), 0);
    },
  };
}

/** `island:Name` entries: each island chunk exports one mount function, all the runtime needs. */
function islandEntries(root: string, virtual: Map<string, IslandFile>): esbuild.Plugin {
  return {
    name: 'island-entries',
    setup(build) {
      build.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const isl = virtual.get(`island:${args.path}`)!;
        const file = JSON.stringify('./' + isl.file);
        // An island that exports its own `mount(el, props)` runs that instead of hydrating:
        // no framework in its chunk, for widgets that only add to the page (see HeroVideo).
        if (OWN_MOUNT.test(readFileSync(path.join(root, isl.file), 'utf8'))) {
          return { resolveDir: root, loader: 'js', contents: `export { mount as default } from ${file};` };
        }
        return {
          resolveDir: root,
          loader: 'js',
          contents: [
            `import Component from ${file};`,
            `import { h, hydrate } from 'preact';`,
            // Static children come back from the page itself (see <Island> children): during
            // hydration Preact leaves an element's innerHTML alone, and re-renders keep it.
            `export default function mount(el, props) {`,
            `  const slot = el.querySelector('x-slot');`,
            `  const children = slot && h('x-slot', { dangerouslySetInnerHTML: { __html: slot.innerHTML } });`,
            `  hydrate(h(Component, children ? { ...props, children } : props), el);`,
            `}`,
          ].join('\n'),
        };
      });
    },
  };
}
