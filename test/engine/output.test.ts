// The swap that puts a new tree in place of dist/ (build/output/tree.ts): one system call, made only
// while the build that asked for it lives. A build killed as it started the swap must not have
// dist/ swapped under a reader a moment after its process has ended.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exchange } from '../../build/output/tree.ts';

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

test.run();
