// The editor's script: Decap CMS (with the site's React) and the previews, bundled by esbuild.
// `npm run cms` serves it; a build with a production backend publishes it as /admin/cms.js.
import path from 'node:path';
import { siteRoot } from './root.ts';

/** The engine's modules the previews' components reach, in their editor's form (cms/admin/shims/). */
const SHIMS: Record<string, string> = { 'content/collection.ts': 'collection.ts', 'render/image.tsx': 'image.tsx', 'render/island.tsx': 'island.tsx' };

const inTheEditor: import('esbuild').Plugin = {
  name: 'site-in-the-editor',
  setup(build) {
    build.onResolve({ filter: /\/build\/(content\/collection\.ts|render\/(image|island)\.tsx)$/ }, (args) => {
      const shim = SHIMS[Object.keys(SHIMS).find((k) => args.path.endsWith(k))!];
      return { path: path.join(siteRoot(), 'cms', 'admin', 'shims', shim!) };
    });
  },
};

export async function adminScript(): Promise<Uint8Array> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(siteRoot(), 'cms', 'admin', 'main.tsx')],
    absWorkingDir: siteRoot(),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: { '.yml': 'text' },
    logLevel: 'silent',
    plugins: [inTheEditor],
  });
  return result.outputFiles[0]!.contents;
}
