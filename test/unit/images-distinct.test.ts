// No picture stands for two things: every photograph under content/images/ is a distinct view.
// Each is reduced to a difference hash (9 x 8 grey pixels, one bit per horizontal step: 64 bits);
// two files whose hashes differ in at most THRESHOLD bits are the same picture. A copy re-encoded,
// resized or lightly retouched stays within 0-3 bits of its original (checked below on a real
// file); two different rooms of one shoot, framed alike, still differ by more than 8 bits.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { repoRoot } from '../helpers/site.ts';

const THRESHOLD = 5;
const imagesDir = path.join(repoRoot, 'content/images');

function photos(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...photos(p));
    else if (/\.jpe?g$/i.test(name)) out.push(p);
  }
  return out.sort();
}

async function dhash(input: string | Buffer): Promise<bigint> {
  const px = await sharp(input).greyscale().resize(9, 8, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  let h = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) h = (h << 1n) | (px[y * 9 + x]! > px[y * 9 + x + 1]! ? 1n : 0n);
  return h;
}

function distance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

test('images - a re-encoded, resized copy of a photograph is caught as the same picture', async () => {
  const file = photos(imagesDir)[0]!;
  const copy = await sharp(file).resize(800).jpeg({ quality: 60 }).toBuffer();
  const d = distance(await dhash(file), await dhash(copy));
  assert.ok(d <= THRESHOLD, `a copy of ${path.relative(imagesDir, file)} differs by ${d} bits`);
});

test('images - no two photographs under content/images/ are the same picture', async () => {
  const files = photos(imagesDir);
  assert.ok(files.length > 100, `${files.length} photographs`);
  const hashes = await Promise.all(files.map((f) => dhash(f)));
  const alike: string[] = [];
  for (let i = 0; i < files.length; i++)
    for (let j = i + 1; j < files.length; j++) {
      const d = distance(hashes[i]!, hashes[j]!);
      if (d <= THRESHOLD) alike.push(`${path.relative(imagesDir, files[i]!)} ~ ${path.relative(imagesDir, files[j]!)} (${d} bits)`);
    }
  assert.equal(alike, []);
});

// The pictures of one project are shown together on its page (grid, gallery, carousel): there
// even the same room seen again from the same place reads as a repeat. The Monaco page's grid
// once showed three rooms of its gallery again from where the gallery stood (6-7 bits apart);
// two different rooms framed alike are 11 bits apart or more.
const SAME_PAGE = 10;

test('images - on one project’s page, no room is shown twice from the same place', async () => {
  const projects = readdirSync(path.join(imagesDir, 'realisations')).map((d) => path.join(imagesDir, 'realisations', d));
  assert.is(projects.length, 4);
  const alike: string[] = [];
  for (const dir of projects) {
    const files = photos(dir);
    const hashes = await Promise.all(files.map((f) => dhash(f)));
    for (let i = 0; i < files.length; i++)
      for (let j = i + 1; j < files.length; j++) {
        const d = distance(hashes[i]!, hashes[j]!);
        if (d <= SAME_PAGE) alike.push(`${path.relative(imagesDir, files[i]!)} ~ ${path.basename(files[j]!)} (${d} bits)`);
      }
  }
  assert.equal(alike, []);
});

test.run();
