// The stylesheet's vendor prefixes (postcss + autoprefixer, for the browsers of the site's list)
// and its minification (esbuild). The prefixes are a job of the executor (jobs.ts): autoprefixer
// is slow to load, which a worker of the pool can do while this thread works. esbuild minifies
// in the thread that asks: it answers from a process of its own, which each thread would
// otherwise start anew.
import { load } from '../lazy.ts';

export async function autoprefix(css: string): Promise<string> {
  // Required (load), not imported: an import of a CommonJS package has Node scan its source for
  // the names it exports, which for postcss and esbuild is slow.
  const postcss = load<typeof import('postcss').default>('postcss');
  const autoprefixer = load<typeof import('autoprefixer')>('autoprefixer');
  return (await postcss([autoprefixer]).process(css, { from: undefined })).css;
}

export async function minifyCss(css: string, minify: boolean): Promise<string> {
  const esbuild = load<typeof import('esbuild')>('esbuild');
  return (await esbuild.transform(css, { loader: 'css', minify, legalComments: 'none' })).code;
}
