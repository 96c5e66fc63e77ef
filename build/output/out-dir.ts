// The output folder is the engine's alone. A build replaces it whole (its old tree becomes the
// spare tree, which a later build empties), so a folder holding anything else would lose it:
// `--out content` once moved the articles aside and the next build deleted them. A build
// therefore refuses, before it moves or writes anything, an output folder that is the site's
// root or holds it, that is or holds a source folder, or that is not empty and was not made by
// the engine (as Vite refuses to empty an outDir outside its root).
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors.ts';
import { stateFile } from '../cache/state.ts';

/** Folders of a site whose files are sources, tools or history: never an output, nor inside one. */
export const SOURCE_FOLDERS = ['content', 'pages', 'islands', 'public', 'build', 'scripts', 'test', 'node_modules', '.git', '.cache'];

/** Throws the catalogue's `foreignOutput` when `outDir` may not be replaced by a build of `root`. */
export function claimOutput(root: string, outDir: string, cacheDir: string): void {
  const real = (p: string) => realPath(path.resolve(p));
  const out = real(outDir);
  const site = real(root);
  const why = reasonToRefuse(out, site, cacheDir, outDir);
  if (why) throw errors.foreignOutput(outDir, why, path.join(root, 'dist'));
}

function reasonToRefuse(out: string, site: string, cacheDir: string, outDir: string): string | null {
  if (out === site) return 'it is the site itself';
  if (inside(site, out)) return `it holds the site (${site})`;
  for (const name of SOURCE_FOLDERS) {
    const source = realPath(path.join(site, name));
    if (out === source) return `it is the site's folder ${name}/`;
    if (inside(source, out) && existsSync(source)) return `it holds the site's folder ${name}/`;
  }
  if (isEmptyOrMissing(out)) return null;
  // The engine's own: the default dist/, its dev folders under .cache/, or a folder a build recorded.
  if (out === path.join(site, 'dist') || inside(out, path.join(site, '.cache')) || existsSync(stateFile(cacheDir, outDir))) return null;
  return 'it holds files no build of this site wrote';
}

/** Is `child` strictly inside `parent`? */
const inside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

function isEmptyOrMissing(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** The path with every symbolic link it passes through resolved, as far as it exists. */
function realPath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realPath(parent), path.basename(p));
  }
}
