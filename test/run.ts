// Runs every test/**/*.test.ts with uvu in one process and ends with `N passed, N failed`.
// `npm test -- browser` runs only the files whose path contains "browser".
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const here = path.dirname(new URL(import.meta.url).pathname);
const filters = process.argv.slice(2);

const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && !f.includes('fixtures') && !f.startsWith('.tmp'))
  .filter((f) => filters.length === 0 || filters.some((needle) => f.includes(needle)))
  .sort();

// uvu's own CLI protocol: defer, queue one group per file, then exec.
const g = globalThis as { UVU_DEFER?: number; UVU_INDEX?: number; UVU_QUEUE?: unknown[][] };
g.UVU_DEFER = 1;
const uvu = await import('uvu');
g.UVU_QUEUE ??= [];

let captured = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
  captured += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return write(chunk, ...rest);
}) as typeof process.stdout.write;

for (const [i, file] of files.entries()) {
  g.UVU_INDEX = i;
  g.UVU_QUEUE!.push([file]);
  await import(pathToFileURL(path.join(here, file)).href);
}
await uvu.exec(false);
process.stdout.write = write;

const plain = captured.replace(/\x1b\[[0-9;]*m/g, '');
const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
const skipped = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
const failed = total - passed;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || total === 0) process.exitCode = 1;
// Browsers and servers left open by a failed test must not keep the run alive.
setTimeout(() => process.exit(), 500).unref();
