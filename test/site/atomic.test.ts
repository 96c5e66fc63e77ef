// dist/ is the live site: a build killed at any moment, two builds at once, a full disk, or files
// of dist/ edited by hand never leave it damaged. Each build here is a `node build/bin.mjs build`
// process (as `npm run build` runs) in a copy of the site, between two versions of its content:
// after anything, dist/ must be exactly one of the two, whole.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { filesUnder } from '../../build/cache/stamps.ts';
import { scaledCopy } from '../helpers/scaled-site.ts';

type Snapshot = Map<string, string>;

interface Ctx {
  root: string;
  dist: string;
  /** The two versions of the site, as clean builds make them. */
  a: Snapshot;
  b: Snapshot;
  /** How long a build from one version to the other takes, roughly. */
  ms: number;
  /** Which version dist/ holds now. */
  now: 'a' | 'b';
}

const test = suite<Ctx>('atomic output');

const ARTICLE = 'content/articles/smart-city.md';
const ADDED = 'content/articles/zz-ajout-essai.md';
let original = '';

/** Version b: one article's text changed, and one article more (new pages, a longer sitemap). */
function setVersion(root: string, version: 'a' | 'b') {
  writeFileSync(path.join(root, ARTICLE), version === 'a' ? original : original.replace(/\n\n/, '\n\nUn paragraphe ajouté pour l’essai.\n\n'));
  const added = path.join(root, ADDED);
  if (version === 'a') rmSync(added, { force: true });
  else
    writeFileSync(
      added,
      original
        .replace(/^number: \d+$/m, 'number: 99')
        .replace(/^slug: .*$/m, 'slug: zz-ajout-essai')
        .replace(/^title: "(.*)"$/m, 'title: "$1 (suite)"'),
    );
}

function snapshot(dir: string): Snapshot {
  // Not listFiles, which reads a folder that changes under it as empty: here that must show.
  return new Map(filesUnder(dir).sort().map((rel) => [rel, createHash('sha1').update(readFileSync(path.join(dir, rel))).digest('hex')]));
}

/** Which version `dir` holds, or what is wrong with it. */
function whichVersion(ctx: Ctx, dir = ctx.dist): 'a' | 'b' | string {
  if (!existsSync(dir)) return 'dist/ is missing';
  const now = snapshot(dir);
  for (const version of ['a', 'b'] as const) {
    const expected = ctx[version];
    if (now.size === expected.size && [...expected].every(([rel, hash]) => now.get(rel) === hash)) return version;
  }
  const closest = [...now.keys()].filter((rel) => !ctx.a.has(rel) && !ctx.b.has(rel)).slice(0, 3);
  // Against each version: its files absent here, and those here with other bytes (whose, if any).
  const against = (['a', 'b'] as const).map((v) => {
    const expected = ctx[v];
    const other = ctx[v === 'a' ? 'b' : 'a'];
    const absent = [...expected.keys()].filter((rel) => !now.has(rel));
    const differ = [...expected].filter(([rel, hash]) => now.has(rel) && now.get(rel) !== hash).map(([rel]) => `${rel} (${now.get(rel) === other.get(rel) ? `as in ${v === 'a' ? 'b' : 'a'}` : 'neither'})`);
    return `against ${v}: ${absent.length} absent${absent.length ? ` (${absent.slice(0, 3).join(', ')})` : ''}, ${differ.length} differ${differ.length ? ` (${differ.slice(0, 3).join(', ')})` : ''}`;
  });
  return `dist/ is neither version: ${now.size} files (a: ${ctx.a.size}, b: ${ctx.b.size}); unknown ${closest.join(', ') || '—'}; ${against.join('; ')}`;
}

const cli = (root: string, args: string[] = []) => ['build/bin.mjs', 'build', ...args];

function buildNow(root: string, args: string[] = []) {
  const run = spawnSync(process.execPath, cli(root, args), { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed (${run.status}):\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  return run;
}

function start(root: string, args: string[] = []): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> } {
  const child = spawn(process.execPath, cli(root, args), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output })));
  return { child, done };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Deterministic "random" moments: the same on every run, spread over the whole build.
// ATOMIC_SEED=<n> tries other moments (a failure seen in CI came back with seeds 11 and 55).
let seed = Number(process.env.ATOMIC_SEED ?? 20261123);
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

test.before((ctx) => {
  ctx.root = scaledCopy(0);
  ctx.dist = path.join(ctx.root, 'dist');
  original = readFileSync(path.join(ctx.root, ARTICLE), 'utf8');
  // Each version built once in a folder of its own: what a whole dist/ is.
  setVersion(ctx.root, 'b');
  buildNow(ctx.root, ['--out', path.join(ctx.root, 'expected-b')]);
  ctx.b = snapshot(path.join(ctx.root, 'expected-b'));
  setVersion(ctx.root, 'a');
  buildNow(ctx.root);
  ctx.a = snapshot(ctx.dist);
  ctx.now = 'a';
  assert.is.not(ctx.a.size, ctx.b.size, 'the two versions differ in their files');
  const started = performance.now();
  setVersion(ctx.root, 'b');
  buildNow(ctx.root);
  ctx.ms = performance.now() - started;
  assert.is(whichVersion(ctx), 'b');
  ctx.now = 'b';
});

test.after((ctx) => {
  if (ctx.root) rmSync(ctx.root, { recursive: true, force: true });
});

test('a build killed at 20 moments leaves dist/ as the old site or the new one, whole', async (ctx) => {
  const outcomes = { old: 0, new: 0 };
  for (let i = 0; i < 20; i++) {
    const target = ctx.now === 'a' ? 'b' : 'a';
    setVersion(ctx.root, target);
    const { child, done } = start(ctx.root);
    await pause(random() * ctx.ms * 1.2);
    child.kill(i % 4 === 3 ? 'SIGINT' : 'SIGKILL');
    await done;
    const found = whichVersion(ctx);
    assert.ok(found === 'a' || found === 'b', `kill ${i + 1}: ${found}`);
    outcomes[found === target ? 'new' : 'old']++;
    ctx.now = found as 'a' | 'b';
  }
  // Both outcomes happened: the kills fell before and after the swap.
  assert.ok(outcomes.old > 0, `old site kept ${outcomes.old} times`);
  console.log(`    20 kills: the old site whole ${outcomes.old} times, the new one ${outcomes.new} times`);
});

test('a build killed 10 times during its write step leaves dist/ whole', async (ctx) => {
  let hit = 0;
  for (let i = 0; i < 10; i++) {
    const target = ctx.now === 'a' ? 'b' : 'a';
    setVersion(ctx.root, target);
    const { child, done } = start(ctx.root, ['--progress']);
    await new Promise<void>((resolve) => {
      const onData = (d: Buffer) => {
        if (!d.toString().includes('step: write')) return;
        child.stderr!.off('data', onData);
        hit++;
        // Within the write step: the new tree settling, the swap, the old tree going.
        setTimeout(() => resolve(), random() * 25);
      };
      child.stderr!.on('data', onData);
      child.on('close', () => resolve());
    });
    child.kill('SIGKILL');
    await done;
    const found = whichVersion(ctx);
    assert.ok(found === 'a' || found === 'b', `kill ${i + 1} in the write step: ${found}`);
    ctx.now = found as 'a' | 'b';
  }
  assert.is(hit, 10, 'every build reached its write step before it was killed');
});

test('after the kills, a build recovers: no lock left behind, no leftover folder, dist/ as clean', (ctx) => {
  const target = ctx.now === 'a' ? 'b' : 'a';
  setVersion(ctx.root, target);
  const run = buildNow(ctx.root);
  assert.not.match(run.stderr + run.stdout, /Another build/, 'no lock survived the killed builds');
  assert.is(whichVersion(ctx), target);
  ctx.now = target;
  // The spare tree (the version before, which the next build starts from) stays; nothing else.
  const leftovers = readdirSync(ctx.root).filter((n) => n.startsWith('.dist.') && n !== '.dist.spare');
  assert.equal(leftovers, [], 'no half-built tree left beside dist/');
});

test('two builds started together: one waits for the other, and dist/ is whole', async (ctx) => {
  let waited = 0;
  for (let i = 0; i < 5; i++) {
    const target = ctx.now === 'a' ? 'b' : 'a';
    setVersion(ctx.root, target);
    const first = start(ctx.root);
    await pause(random() * 80);
    const second = start(ctx.root);
    const [one, two] = await Promise.all([first.done, second.done]);
    assert.is(one.code, 0, one.output.slice(-1500));
    assert.is(two.code, 0, two.output.slice(-1500));
    if (/Another build is writing/.test(one.output + two.output)) waited++;
    assert.is(whichVersion(ctx), target, `pair ${i + 1}`);
    ctx.now = target;
  }
  assert.ok(waited > 0, 'the second build said it waited for the first');
});

test('dist/ files edited, truncated, deleted or added by hand: the next build makes dist/ equal to a clean build', (ctx) => {
  const files = [...ctx[ctx.now].keys()];
  const image = files.find((f) => f.startsWith('assets/img/') && f.endsWith('.jpg'))!;
  const page = files.find((f) => f.startsWith('article/') && f.endsWith('.html'))!;
  const script = files.find((f) => f.startsWith('assets/js/') && f.endsWith('.js'))!;
  truncateSync(path.join(ctx.dist, image), 100);
  appendFileSync(path.join(ctx.dist, page), '<p>ajout à la main</p>');
  unlinkSync(path.join(ctx.dist, script));
  writeFileSync(path.join(ctx.dist, 'en-trop.html'), '<p>en trop</p>');
  buildNow(ctx.root);
  assert.is(whichVersion(ctx), ctx.now, 'dist/ is the clean build again');
  // And the image cache was not poisoned: a build from nothing but the caches gives the same.
  rmSync(ctx.dist, { recursive: true, force: true });
  buildNow(ctx.root);
  assert.is(whichVersion(ctx), ctx.now, 'a build after rm -rf dist/ publishes the same files');
});

test('a full disk fails the build with a message, and dist/ stays whole', (ctx) => {
  if (process.getuid?.() !== 0) {
    console.log('    skipped: mounting a small file system for the output needs root');
    return;
  }
  const mount = path.join(ctx.root, 'small-disk');
  spawnSync('mkdir', ['-p', mount]);
  // Room for one build of the site (about 85 MB with its images), then filled up below.
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mount]);
  if (mounted.status !== 0) {
    console.log(`    skipped: cannot mount a tmpfs here (${mounted.stderr.toString().trim()})`);
    return;
  }
  try {
    const out = path.join(mount, 'dist');
    buildNow(ctx.root, ['--out', out]);
    const before = snapshot(out);
    // Fill what is left of the disk, then change the site.
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(mount, 'filler')}`, 'bs=1M'], { stdio: 'ignore' });
    const target = ctx.now === 'a' ? 'b' : 'a';
    setVersion(ctx.root, target);
    const run = spawnSync(process.execPath, cli(ctx.root, ['--out', out]), { cwd: ctx.root, encoding: 'utf8' });
    assert.is.not(run.status, 0, 'the build fails');
    assert.match(run.stderr, /The output could not be written/);
    assert.match(run.stderr, /the previous site is still in place/);
    assert.equal(snapshot(out), before, 'dist/ is the previous site, whole');
    assert.equal(readdirSync(mount).filter((n) => n.startsWith('.dist')), [], 'the half-written tree was removed');
    setVersion(ctx.root, ctx.now);
  } finally {
    spawnSync('umount', [mount]);
  }
});

test.run();
