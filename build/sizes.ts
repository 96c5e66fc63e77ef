// gzip sizes, as the budgets count them (level 9). Kept by content: the dev server measures
// every page and chunk after each edit, and most are the same bytes as before.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const known = new Map<string, number>();

export function gzipSize(data: Uint8Array): number {
  const key = createHash('sha1').update(data).digest('hex');
  let size = known.get(key);
  if (size === undefined) {
    if (known.size > 5000) known.clear(); // a long dev session: start afresh now and then
    size = gzipSync(data, { level: 9 }).length;
    known.set(key, size);
  }
  return size;
}
