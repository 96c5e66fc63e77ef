// What the output tree asks of the system (build/output/platform.ts). The swap that puts a new tree
// in place of dist/: one system call, made only while the build that asked for it lives. A build
// killed as it started the swap must not have dist/ swapped under a reader a moment after its
// process has ended. The listing of the spare tree: each file's stamp as Node's stat gives it,
// since a file is kept only when that stamp is the one its record holds.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exchange, listTree } from '../../build/output/platform.ts';
import { stampOf } from '../../build/output/stamp.ts';

function twoTrees() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exchange-'));
  for (const [name, file] of [['dist', 'old.html'], ['next', 'new.html']] as const) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, file), name);
  }
  return { dir, dist: path.join(dir, 'dist'), next: path.join(dir, 'next') };
}

const linuxOnly = () => process.platform !== 'linux' && (console.log('    skipped: the one-call swap is Linux only (elsewhere two renames)'), true);

test('the new tree and dist/ trade places in one call', () => {
  if (linuxOnly()) return;
  const { dir, dist, next } = twoTrees();
  try {
    assert.ok(exchange(next, dist), 'swapped');
    assert.equal(readdirSync(dist), ['new.html']);
    assert.equal(readdirSync(next), ['old.html']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a swap whose build has ended changes nothing', () => {
  if (linuxOnly()) return;
  const { dir, dist, next } = twoTrees();
  try {
    // Asked on behalf of a process that is not perl's parent: the build it was for is gone.
    assert.not.ok(exchange(next, dist, process.pid + 1_000_000), 'refused');
    assert.equal(readdirSync(dist), ['old.html'], 'dist/ as it was');
    assert.equal(readdirSync(next), ['new.html']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the spare tree is listed file by file, each with the stamp stat gives it', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listing-'));
  try {
    const files = ['index.html', 'blog/premier/index.html', 'un dossier/une page.html', 'assets/img/logo-180-bfb7553196.avif'];
    for (const rel of files) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), rel);
    }
    mkdirSync(path.join(dir, 'vide'));
    symlinkSync('index.html', path.join(dir, 'lien.html'));
    const listing = await listTree(dir);
    assert.equal([...listing.keys()].sort(), [...files].sort(), 'files only: no folder, no link');
    for (const rel of files) assert.equal(listing.get(rel), stampOf(lstatSync(path.join(dir, rel))), rel);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
