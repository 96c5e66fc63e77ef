// The site's folder, from wherever this code runs: its own file under tsx, or the build's
// compiled copy of it under .cache/ (a page's endpoint): the first folder up holding cms.config.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function siteRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'cms.config.ts'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`${from}: no cms.config.ts in this folder or above: the editor's files are not found`);
  }
}
