// Steps 3 and 8: the source images scanned before any page or endpoint runs (their sizes and
// placeholder colours); each variant a page or endpoint names placed in the new tree the moment
// it is named; after the pages, every variant the cache lacks encoded.
import path from 'node:path';
import { ImageStore, type ImageStats, type Variant } from '../assets/images.ts';
import { cacheHash } from '../output/tree.ts';
import type { BuildContext } from './context.ts';

/** 3. Source images: sizes and placeholder colours, known before any page or endpoint runs. */
export async function scanImages(b: BuildContext): Promise<ImageStore> {
  const store = new ImageStore(path.join(b.root, b.config.images), b.cacheDir, b.config.images);
  await store.scan();
  return store;
}

/**
 * Each image variant goes into the tree the moment a page names it: carried over when dist/
 * has it intact, else copied from the cache (those the cache lacks are encoded after the
 * pages). Returns the variants placed, by path in dist/; the set grows as pages name more.
 */
export function placeVariants(b: BuildContext): Set<string> {
  const { tree, images: store } = b;
  const placed = new Set<string>();
  const place = (v: Variant) => {
    const rel = v.url.slice(1);
    if (placed.has(rel)) return;
    // (carry() checks the file: against the spare tree's listing, without a look at dist/'s.)
    if (tree.recordedHash(rel) === cacheHash(v.url) && tree.carry(rel)) return void placed.add(rel);
    const source = store.cachedSound(v);
    if (source) {
      tree.fromCache(rel, source.file);
      placed.add(rel);
    }
  };
  for (const v of store.wantedVariants()) place(v);
  store.onName = place;
  return placed;
}

/** 8. Every image variant the pages and endpoints name, encoded unless the cache has it. */
export async function encodeImages(b: BuildContext): Promise<ImageStats> {
  const { images: store, pages, tree } = b;
  store.onName = undefined;
  const encoded = await store.encode((url) => !pages.placed.has(url.slice(1)));
  for (const [rel, source] of encoded.files) tree.fromCache(rel, source);
  return encoded.stats;
}
