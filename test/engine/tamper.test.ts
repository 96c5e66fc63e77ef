// Files of dist/ edited in place, their times set back as they were (`touch -r`): what a later
// build publishes is still what a build from nothing gives. Nothing in dist/ shares its bytes
// with the build's caches, and a file whose change time moved is made again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { build } from '../../build/index.ts';
import { listFiles } from '../../build/cache/stamps.ts';
import { cleanup, copyFixture, tempDir } from '../helpers/site.ts';

const test = suite<{ dir: string; clean: Map<string, string> }>('edits made in dist/');

const snapshot = (dir: string) => new Map(listFiles(dir).map((rel) => [rel, createHash('sha1').update(readFileSync(path.join(dir, rel))).digest('hex')]));

test.before(async (ctx) => {
  ctx.dir = copyFixture('basic');
  const out = tempDir('tamper-clean-');
  await build({ root: ctx.dir, outDir: out });
  ctx.clean = snapshot(out);
  cleanup(out);
});
test.after(({ dir }) => cleanup(dir));

/** Overwrites 16 bytes in the middle of a file and sets its times back as they were, as the reproduction does. */
function ddWrite(file: string) {
  const ref = `${file}.times`;
  assert.is(spawnSync('touch', ['-r', file, ref]).status, 0);
  assert.is(spawnSync('dd', [`of=${file}`, 'bs=1', 'seek=100', 'conv=notrunc', 'status=none'], { input: 'CORRUPTEDCORRUPT' }).status, 0);
  assert.is(spawnSync('touch', ['-r', ref, file]).status, 0);
  rmSync(ref);
}

const aVariant = (dist: string) => readdirSync(path.join(dist, 'assets/img')).find((n) => n.endsWith('.jpg'))!;

test('an image variant damaged in dist/ is not published again after dist/ and the build state are deleted', async ({ dir, clean }) => {
  const dist = path.join(dir, 'dist');
  await build({ root: dir });
  const variant = `assets/img/${aVariant(dist)}`;
  ddWrite(path.join(dist, variant));
  rmSync(dist, { recursive: true, force: true });
  rmSync(path.join(dir, '.dist.spare'), { recursive: true, force: true });
  rmSync(path.join(dir, '.cache/builds'), { recursive: true, force: true });
  await build({ root: dir });
  assert.is(snapshot(dist).get(variant), clean.get(variant), `${variant} as a clean build makes it`);
  const elsewhere = tempDir('tamper-out-');
  try {
    await build({ root: dir, outDir: elsewhere });
    assert.equal(snapshot(elsewhere), clean, 'a fresh --out folder gets the clean site');
  } finally {
    cleanup(elsewhere);
  }
});

test('a page or a variant edited in dist/ with its times set back is made again by the next build', async ({ dir, clean }) => {
  const dist = path.join(dir, 'dist');
  await build({ root: dir });
  ddWrite(path.join(dist, 'blog/premier/index.html'));
  ddWrite(path.join(dist, `assets/img/${aVariant(dist)}`));
  const result = await build({ root: dir });
  assert.not.ok(result.unchanged, 'the build saw the edits');
  assert.equal(snapshot(dist), clean);
  // And once more, from the spare tree, which held the same files before the edit.
  const again = await build({ root: dir });
  assert.ok(again.unchanged);
  assert.equal(snapshot(dist), clean);
});

test.run();
