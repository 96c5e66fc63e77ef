// Writes the Castellar Foncier logo into content/images/ and the logo and favicon into public/.
// Deterministic: a file whose bytes would not change is not rewritten.
//
//   npm run logo
//
// The photographs and plans are rendered by scripts/render/ (npm run images), the partners'
// portraits drawn by scripts/portraits/ (npm run portraits).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoFiles } from './logo.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let written = 0;
const files = await logoFiles();
for (const f of files) {
  const file = join(root, f.path);
  const existing = await readFile(file).catch(() => null);
  if (existing && existing.equals(f.data)) continue;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, f.data);
  written++;
}
console.log(`logo: ${files.length} files, ${written} written`);
