// The output folder is the engine's alone: `--out` naming the site, a source folder or a folder
// the engine did not make is refused before anything moves, so no maintainer's slip loses a file.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { cleanup, copyFixture, repoRoot, tempDir } from '../helpers/site.ts';

const test = suite<{ dir: string; elsewhere: string }>('output folder');

test.before((ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.elsewhere = tempDir('out-dir-');
  // What a maintainer has not committed anywhere yet.
  mkdirSync(path.join(ctx.dir, 'content/brouillons'));
  writeFileSync(path.join(ctx.dir, 'content/brouillons/a-relire.txt'), 'Texte non sauvegardé ailleurs.\n');
  writeFileSync(path.join(ctx.dir, 'public/notes.txt'), 'À relire.\n');
});
test.after(({ dir, elsewhere }) => {
  cleanup(dir);
  cleanup(elsewhere);
});

/** Every entry under `dir` (dotfiles, links and empty folders too) with what it holds. */
function snapshot(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = path.join(rel, name);
      const abs = path.join(dir, child);
      const s = lstatSync(abs);
      if (s.isSymbolicLink()) found.set(child, `link ${readlinkSync(abs)}`);
      else if (s.isDirectory()) {
        found.set(child, 'folder');
        walk(child);
      } else found.set(child, createHash('sha1').update(readFileSync(abs)).digest('hex'));
    }
  };
  walk('');
  return found;
}

/**
 * The trees a build keeps beside its output (`.<name>.spare`, `.<name>.next-<pid>`) made for the
 * site's folder or the one above it (`--out .`, `--out ..`): other tests' builds keep theirs in the
 * same folders meanwhile.
 */
const besides = (dir: string) =>
  [dir, path.dirname(dir)].flatMap((out) => {
    const up = path.dirname(out);
    return readdirSync(up).filter((n) => n.startsWith(`.${path.basename(out)}.`) && /\.(spare|next-|previous-)/.test(n)).map((n) => path.join(up, n));
  });

const buildWith = (dir: string, args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'build', 'bin.mjs'), 'build', '--root', dir, ...args], { cwd: dir, encoding: 'utf8' });

for (const out of ['content', 'public', 'pages', 'islands', '.', '..', 'node_modules', '.cache']) {
  test(`--out ${out} is refused, twice, and leaves every file where it was`, ({ dir }) => {
    const before = snapshot(dir);
    const aside = besides(dir);
    for (const attempt of [1, 2]) {
      const run = buildWith(dir, ['--out', out]);
      assert.is.not(run.status, 0, `attempt ${attempt} failed`);
      assert.match(run.stderr, /Not a folder a build may replace/);
      assert.match(run.stderr, /Nothing was moved or written/);
      assert.match(run.stderr, /--out \.\.\/site-built/, 'it says what to do instead');
    }
    assert.equal(snapshot(dir), before);
    assert.equal(besides(dir), aside, 'nothing put beside the site');
  });
}

test('the dev server refuses --out content too, rather than serve the sources', ({ dir }) => {
  const before = snapshot(dir);
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'build', 'bin.mjs'), 'dev', '--root', dir, '--out', 'content', '--port', '0'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stderr, /Not a folder a build may replace/);
  assert.equal(snapshot(dir), before);
});

test('a folder holding files no build wrote is refused; a new or empty one is built into, and again', ({ dir, elsewhere }) => {
  const foreign = path.join(elsewhere, 'photos');
  mkdirSync(foreign);
  writeFileSync(path.join(foreign, 'vacances.jpg'), 'pas une image, mais à garder');
  const before = snapshot(elsewhere);
  const refused = buildWith(dir, ['--out', foreign]);
  assert.is.not(refused.status, 0);
  assert.match(refused.stderr, /holds files no build of this site wrote/);
  assert.equal(snapshot(elsewhere), before);

  const empty = path.join(elsewhere, 'vide');
  mkdirSync(empty);
  for (const out of [empty, path.join(elsewhere, 'nouveau'), empty]) {
    const run = buildWith(dir, ['--out', out]);
    assert.is(run.status, 0, run.stderr);
    assert.ok(existsSync(path.join(out, 'index.html')), `${out} holds the site`);
  }
  assert.ok(existsSync(path.join(dir, 'content/brouillons/a-relire.txt')), 'the sources are untouched');
});

test('the default dist/ stays the build\'s own after the caches are deleted', ({ dir }) => {
  assert.is(buildWith(dir, []).status, 0);
  rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
  const run = buildWith(dir, []);
  assert.is(run.status, 0, run.stderr);
});

test.run();
