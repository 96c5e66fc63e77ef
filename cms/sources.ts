// What the editor's script is made of, for the build's cache of /admin/cms.js: the editor's own
// files, the schemas it is generated from, and the versions of the packages (package-lock.json).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoot } from './root.ts';

export function adminSources(): string[] {
  const root = siteRoot();
  const files = ['cms', 'content', 'pages/_components', 'islands/_lib']
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
    .filter((f) => /\.(tsx?|yml|css)$/.test(f))
    .sort();
  return ['package-lock.json', ...files].map((f) => `${f}\n${readFileSync(path.join(root, f), 'utf8')}`);
}
