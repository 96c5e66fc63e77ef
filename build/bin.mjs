#!/usr/bin/env node
// `npm run build | dev | preview` start here. The engine is TypeScript; rather than load it
// through a TypeScript loader on every run (which costs before the engine's first line runs,
// and slows every import after), this bundles the engine's sources
// once with esbuild into .cache/engine/<hash of the sources>/ and runs the bundle. Tests and
// scripts still load the sources through tsx; both ways run the same code.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

// A build is short: V8's optimising compiler, which by default starts on a function after a few
// dozen calls, spends much of a cold build's CPU compiling code that runs a few more times and
// stops. Asked to wait for about 18 times as much use, it compiles what is really hot (the
// render of thousands of pages still gets it). What it saves: docs/performance.md.
v8.setFlagsFromString('--interrupt-budget=1200000');
// V8's young generation, where new objects live until a collection, grows as V8 has it (to
// 2 x 16 MB) where fresh memory is cheap; where it is dear, it stays at its first size until the
// build knows it renders many pages (see build/heap.ts). What it costs is measured now, on 2 MB
// this process touches for the first time.
const msPerMB = (() => {
  const start = process.hrtime.bigint();
  const fresh = new Uint8Array(2 << 20);
  for (let i = 0; i < fresh.length; i += 4096) fresh[i] = 1;
  return Number(process.hrtime.bigint() - start) / 2e6;
})();
const cheapMemory = msPerMB < 2;
process.env.SSG_FRESH_MEMORY = cheapMemory ? 'cheap' : 'dear';
if (!cheapMemory) v8.setFlagsFromString('--semi-space-growth-factor=1');

const source = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(source, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.startsWith(`runtime${path.sep}`))
  .sort();
// The bundle is made by this file, from those: all of them are in its name.
const hash = createHash('sha1').update(readFileSync(fileURLToPath(import.meta.url)));
for (const file of files) hash.update(file).update(readFileSync(path.join(source, file)));

// Packages only the engine uses, loaded when a build needs them (build/lazy.ts), each bundled
// into one CommonJS file beside the engine: gray-matter and js-yaml are some fifty small files,
// which Node loads far faster as one. Their versions are part of the hash.
const VENDORED = ['gray-matter', 'parse5'];
const require = createRequire(import.meta.url);
for (const name of VENDORED) {
  const main = require.resolve(name);
  const folder = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  const pkg = path.join(main.slice(0, main.lastIndexOf(folder) + folder.length), 'package.json');
  hash.update(`${name}@${JSON.parse(readFileSync(pkg, 'utf8')).version}`);
}
const root = path.join(source, '..', '.cache', 'engine');
const out = path.join(root, hash.digest('hex').slice(0, 16));

if (!existsSync(path.join(out, 'cli.mjs'))) {
  // Required, not imported: an import of a CommonJS package has Node scan its source for the
  // names it exports.
  const esbuild = require('esbuild');
  // Built aside and renamed into place: a build running alongside never sees half a bundle.
  const tmp = `${out}.${process.pid}.tmp`;
  const vendor = {
    absWorkingDir: source,
    entryPoints: VENDORED.map((name) => ({ in: name, out: name })),
    outdir: path.join(tmp, 'vendor'),
    outExtension: { '.js': '.cjs' },
    // js-yaml loads esprima for the one type of YAML that holds JavaScript, which
    // gray-matter's safe reading never accepts: its optional require fails here, as js-yaml allows.
    banner: { js: `var require = ((load) => (id) => { if (id === 'esprima') throw new Error('not needed'); return load(id); })(require);` },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  };
  const engine = {
    absWorkingDir: source,
    entryPoints: files,
    outdir: tmp,
    outbase: source,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
  };
  await Promise.all([esbuild.build(engine), esbuild.build(vendor)]);
  try {
    renameSync(tmp, out);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // another run got there first
  }
  // Bundles of older sources go.
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) if (path.join(root, name) !== out && !name.endsWith('.tmp')) rmSync(path.join(root, name), { recursive: true, force: true });
}

process.env.SSG_ENGINE_BUNDLE = out;
process.env.SSG_ENGINE_SOURCE = source;
await import(pathToFileURL(path.join(out, 'cli.mjs')).href);
