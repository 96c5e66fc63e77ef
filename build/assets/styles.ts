// The stylesheet: esbuild resolves @import and url() (fonts and images get hashed names),
// postcss + autoprefixer add the prefixes our browser list needs, esbuild minifies, and the
// file is named after its content so hosts can cache it for a year.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { formatMessage } from './compile.ts';
import { errors } from '../errors.ts';
import { autoprefix, minifyCss } from './prefix.ts';
import { atomicWrite } from '../cache/write.ts';
import { type BuildSession, runEsbuild } from './incremental.ts';
import { nearestPackage } from '../cache/stamps.ts';

// The marker around each island must not take part in layout.
const ENGINE_CSS = 'x-island,x-slot{display:contents}\n';

export interface Stylesheet {
  url: string;
  files: Map<string, Uint8Array>;
  /** Hashed URL of each asset the CSS referenced, by source file name (e.g. a font to preload). */
  assets: Map<string, string>;
}

export interface BundledStyles {
  assets: Map<string, string>;
  /** The stylesheet with rules the build adds (the images' placeholder colours), named after its content. */
  finish: (extraCss: string) => Stylesheet;
}

export async function buildStyles(
  root: string,
  entry: string,
  options: { minify: boolean; cacheDir: string; session?: BuildSession; prefix?: (css: string, minify: boolean) => Promise<string> },
): Promise<BundledStyles> {
  const outBase = path.join(root, '.virtual-dist');
  let bundled: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    bundled = await runEsbuild('styles', {
      absWorkingDir: root,
      entryPoints: [entry],
      outdir: path.join(outBase, 'assets'),
      assetNames: '[name]-[hash]',
      publicPath: '/assets',
      bundle: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.avif': 'file' },
    }, options);
  } catch (error) {
    throw errors.bundle(((error as esbuild.BuildFailure).errors ?? []).map(formatMessage));
  }

  const files = new Map<string, Uint8Array>();
  const assets = new Map<string, string>();
  let css = '';
  for (const file of bundled.outputFiles) {
    const rel = path.relative(outBase, file.path).split(path.sep).join('/');
    if (rel.endsWith('.css')) css = file.text;
    else files.set(rel, file.contents);
  }
  for (const [out, meta] of Object.entries(bundled.metafile.outputs)) {
    const input = Object.keys(meta.inputs)[0];
    if (!out.endsWith('.css') && input) assets.set(path.basename(input), '/' + path.relative(outBase, path.join(root, out)).split(path.sep).join('/'));
  }

  const prefixed = await prefixAndMinify(ENGINE_CSS + css, root, options);
  return {
    assets,
    finish(extraCss) {
      // Plain rules of the build's own, written minified: no prefixes needed.
      const code = prefixed + extraCss;
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      const name = `assets/${path.basename(entry, '.css')}-${hash}.css`;
      return { url: `/${name}`, files: new Map([...files, [name, Buffer.from(code)]]), assets };
    },
  };
}

/**
 * autoprefixer takes a sixth of a second just to load its browser data, so its result is kept
 * by the hash of what it was given (and of the browser list): a warm build never loads it.
 */
async function prefixAndMinify(
  css: string,
  root: string,
  options: { minify: boolean; cacheDir: string; prefix?: (css: string, minify: boolean) => Promise<string> },
): Promise<string> {
  const key = createHash('sha256').update(css).update(browserList(root)).update(String(options.minify)).digest('hex').slice(0, 16);
  const cached = path.join(options.cacheDir, 'css', `${key}.css`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    // not built yet
  }
  let code: string;
  try {
    code = await (options.prefix ?? (async (css: string, minify: boolean) => minifyCss(await autoprefix(css), minify)))(css, options.minify);
  } catch (error) {
    if ((error as Error).name === 'BrowserslistError') throw errors.browserList((error as Error).message);
    throw error;
  }
  atomicWrite(cached, code);
  return code;
}

/** The nearest package.json's "browserslist", which autoprefixer follows too. */
function browserList(dir: string): string {
  return nearestPackage(dir, (pkg) => (pkg.browserslist ? JSON.stringify(pkg.browserslist) : undefined)) ?? '';
}
