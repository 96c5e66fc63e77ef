// gzip sizes, as the budgets count them (level 9). Kept by content: the dev server measures
// every page and chunk after each edit, and most are the same bytes as before; and kept between
// builds in a file of the cache (keepGzipSizes), for the islands' chunks and the stylesheet,
// which every build measures for its report, mostly the same bytes as the build before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { atomicWrite } from '../cache/write.ts';

const known = new Map<string, number>();
/** The file the sizes are kept in between builds, and which of them this build asked for. */
let kept: { file: string; used: Map<string, number>; read: number; added: boolean } | null = null;

export function gzipSize(data: Uint8Array): number {
  const key = createHash('sha1').update(data).digest('hex');
  let size = known.get(key);
  if (size === undefined) {
    if (known.size > 5000) known.clear(); // a long dev session: start afresh now and then
    size = gzipSync(data, { level: 9 }).length;
    known.set(key, size);
    if (kept) kept.added = true;
  }
  kept?.used.set(key, size);
  return size;
}

/** Sizes measured by earlier builds are read from `file`; saveGzipSizes() writes those asked for since. */
export function keepGzipSizes(file: string): void {
  kept = { file, used: new Map(), read: 0, added: false };
  try {
    const sizes = JSON.parse(readFileSync(file, 'utf8')) as [string, number][];
    for (const [key, size] of sizes) if (!known.has(key)) known.set(key, size);
    kept.read = sizes.length;
  } catch {
    // none yet, or damaged: measured again
  }
}

export function saveGzipSizes(): void {
  if (!kept) return;
  // The file is as it should be when every size asked for was in it, and nothing else (same count).
  if (kept.added || kept.read !== kept.used.size) atomicWrite(kept.file, JSON.stringify([...kept.used]));
  kept = null;
}
