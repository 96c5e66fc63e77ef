// The same sources give the same dist/, byte for byte, wherever and whenever they are built:
// hosts and CDNs then see only real changes, and a hashed file name always means one content.
// Build A is the usual one (this folder, warm cache). Build B runs in another process on a copy
// of the site in another folder, a year later by its clock, in another time zone and locale,
// with a cache that knows no image sizes, no stylesheet, no endpoint and no compiled code, and
// lacks some encoded images of each format, so those are encoded afresh.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, repoRoot, tempDir } from '../helpers/site.ts';

const test = suite('deterministic build');

/** Every file of a tree with the sha256 of its bytes. */
function digest(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const abs = path.join(dir, rel);
    try {
      out.set(rel.split(path.sep).join('/'), createHash('sha256').update(readFileSync(abs)).digest('hex'));
    } catch {
      // a folder
    }
  }
  return out;
}

/** Where two files first differ, as text when they are text. */
function firstDifference(a: Buffer, b: Buffer): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const around = (buf: Buffer) => JSON.stringify(buf.subarray(Math.max(0, i - 40), i + 40).toString('utf8'));
  return `byte ${i} of ${a.length}/${b.length}: ${around(a)} vs ${around(b)}`;
}

// Run in build B before anything else: the clock 400 days and a bit ahead.
const LATER = `data:text/javascript,${encodeURIComponent(`
const shift = 400 * 86400000 + 12345678, Real = Date;
globalThis.Date = class extends Real {
  constructor(...args) { super(...(args.length ? args : [Real.now() + shift])); }
  static now() { return Real.now() + shift; }
};`)}`;

test('deterministic build - two builds, in two folders, at two dates, with cold and warm caches, write identical files', async () => {
  const started = performance.now();
  const a = (await buildSite()).outDir;

  // The site's sources, elsewhere, with the same packages. Hard links, not a symlink: esbuild
  // follows links, and a chunk's hash covers its modules' paths relative to the root.
  const copy = tempDir('relocated-');
  const skip = new Set(['node_modules', 'dist', '.cache', '.git', 'test']);
  for (const entry of readdirSync(repoRoot)) if (!skip.has(entry)) cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true });
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules')]);

  // Encoded images are the slow part (a cold build takes minutes): reuse most, drop some of each format.
  const images = path.join(repoRoot, '.cache', 'images');
  const built = readdirSync(path.join(a, 'assets', 'img')).sort();
  const fresh = new Set(
    ['avif', 'webp', 'jpg', 'png'].flatMap((ext) => {
      const of = built.filter((f) => f.endsWith(`.${ext}`));
      return [of[0], of.find((f) => f.startsWith('logo')), of[of.length - 1]].filter((f): f is string => Boolean(f));
    }),
  );
  assert.ok(fresh.size >= 8, `only ${fresh.size} images to encode afresh`);
  mkdirSync(path.join(copy, '.cache', 'images'), { recursive: true });
  for (const name of existsSync(images) ? readdirSync(images) : []) {
    // Folders (the images endpoints draw) stay behind: the copy draws them afresh.
    if (name.endsWith('.json') || fresh.has(name) || /\.\d+(\.tmp)?$/.test(name) || !statSync(path.join(images, name)).isFile()) continue;
    linkSync(path.join(images, name), path.join(copy, '.cache', 'images', name));
  }

  const b = tempDir('site-dist-b-');
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', LATER, path.join(copy, 'build', 'cli.ts'), 'build', '--root', copy, '--out', b], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', TZ: 'Pacific/Pago_Pago', LANG: 'C', LC_ALL: 'C' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    rmSync(copy, { recursive: true, force: true });
    assert.unreachable(`build B failed:\n${stderr || stdout}`);
  }
  const encoded = readdirSync(path.join(copy, '.cache', 'images')).filter((f) => fresh.has(f));
  rmSync(copy, { recursive: true, force: true });
  assert.is(encoded.length, fresh.size, 'build B encoded the images it lacked');

  const [da, db] = [digest(a), digest(b)];
  const differences = [...new Set([...da.keys(), ...db.keys()])]
    .sort()
    .filter((f) => da.get(f) !== db.get(f))
    .map((f) =>
      !db.has(f) ? `${f}: only in build A` : !da.has(f) ? `${f}: only in build B` : `${f}: ${firstDifference(readFileSync(path.join(a, f)), readFileSync(path.join(b, f)))}`,
    );
  assert.ok(da.size > 500, `build A wrote ${da.size} files`);
  assert.equal(differences, [], `${differences.length} of ${da.size} files differ (build B kept for a look: ${b})`);
  rmSync(b, { recursive: true, force: true });
  console.log(`  (two builds, ${da.size} identical files, ${Math.round(performance.now() - started)} ms)`);
});

test.run();
