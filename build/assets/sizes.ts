// gzip sizes, as the budgets count them (level 9). Kept by content: the dev server measures
// every page and chunk after each edit, and most are the same bytes as before; and kept between
// builds in a file of the cache, for the islands' chunks and the stylesheet, which every build
// measures for its report, mostly the same bytes as the build before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { atomicWrite } from '../cache/write.ts';

/** Sizes measured in this process, by the hash of the bytes: a cache. */
const sizeCache = new Map<string, number>();

/** The sizes one build asks for: those earlier builds measured read from `file`, those it asked for saved there. */
export class GzipSizes {
  private readonly used = new Map<string, number>();
  private read = 0;
  private added = false;

  constructor(private readonly file: string) {
    try {
      const sizes = JSON.parse(readFileSync(file, 'utf8')) as [string, number][];
      for (const [key, size] of sizes) if (!sizeCache.has(key)) sizeCache.set(key, size);
      this.read = sizes.length;
    } catch {
      // none yet, or damaged: measured again
    }
  }

  of(data: Uint8Array): number {
    const key = createHash('sha1').update(data).digest('hex');
    let size = sizeCache.get(key);
    if (size === undefined) {
      if (sizeCache.size > 5000) sizeCache.clear(); // a long dev session: start afresh now and then
      size = gzipSync(data, { level: 9 }).length;
      sizeCache.set(key, size);
      this.added = true;
    }
    this.used.set(key, size);
    return size;
  }

  save(): void {
    // The file is as it should be when every size asked for was in it, and nothing else (same count).
    if (this.added || this.read !== this.used.size) atomicWrite(this.file, JSON.stringify([...this.used]));
  }
}
