// Writes the Castellar Foncier logo into content/images/ and the logo and favicon into public/.
// Deterministic: a file whose bytes would not change is not rewritten.
//
//   npm run logo
//
// The photographs and plans are rendered by scripts/render/ (npm run images), the partners'
// portraits drawn by scripts/portraits/ (npm run portraits).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeIfChanged } from '../write-if-changed.ts';
import { logoFiles } from './logo.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let written = 0;
const files = await logoFiles();
for (const f of files) if (await writeIfChanged(join(root, f.path), f.data)) written++;
console.log(`logo: ${files.length} files, ${written} written`);
