// Path-traced pictures: each scene of the manifest is built in headless Chromium exactly as for
// `npm run images` (./browser/), written out as a binary glTF with what Blender needs besides
// (sun, mood, lamps, windows: browser/export.ts), then lit and rendered by Blender's Cycles on
// the CPU (./cycles.py) and written as JPEG under content/images/. Outside, three.js draws the
// frame too, and its sky and sea show behind what Cycles rendered. The build never runs it.
//
//   npm run images:cycles                          every picture of PATH_TRACED (manifest.ts)
//   npm run images:cycles -- monaco/grille-07      any photo whose path contains the filter
//
// Needs Blender 3.4 or later and NumPy (Debian: apt-get install blender python3-numpy).
// CYCLES_SCALE=4 renders at a quarter of the size, CYCLES_OUT=<dir> writes there instead, and
// CYCLES_SAMPLES sets the samples per pixel of the light (64). CYCLES_KEEP=<dir> keeps each
// exported scene there (<dir>/<name>.glb and .json, its render beside), to light it again alone:
//   blender -b --factory-startup --python scripts/render/cycles.py -- x.glb x.json x.png 64
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer';
import sharp from 'sharp';
import { manifest, PATH_TRACED, type PhotoEntry } from './manifest.ts';
import { drawFrame, openScenes } from './scenes.ts';
import { writeIfChanged } from '../write-if-changed.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const scale = Number(process.env['CYCLES_SCALE'] ?? 1);
const samples = Number(process.env['CYCLES_SAMPLES'] ?? 64);
const out = resolve(process.env['CYCLES_OUT'] ?? join(root, 'content/images'));
const keep = process.env['CYCLES_KEEP'] ? resolve(process.env['CYCLES_KEEP']) : undefined;

interface ExportWindow {
  exportShot: (job: unknown) => Promise<void>;
  exportedSize: () => number;
  exportedSlice: (from: number, length: number) => Promise<string>;
  __meta: string;
}

/** The scene of `e`, built in the page and carried back in slices (one string of 400 MB would pass V8's limit). */
async function exportScene(page: Page, e: PhotoEntry, width: number, height: number): Promise<{ glb: Buffer; meta: string }> {
  await page.evaluate((job) => (window as unknown as ExportWindow).exportShot(job), { path: e.path, width, height, shot: e.shot, mood: e.mood });
  const size = await page.evaluate(() => (window as unknown as ExportWindow).exportedSize());
  const chunks: Buffer[] = [];
  const slice = 48 << 20;
  for (let at = 0; at < size; at += slice) {
    chunks.push(Buffer.from(await page.evaluate((a, n) => (window as unknown as ExportWindow).exportedSlice(a, n), at, slice), 'base64'));
  }
  return { glb: Buffer.concat(chunks), meta: await page.evaluate(() => (window as unknown as ExportWindow).__meta) };
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const photos = manifest().filter((e): e is PhotoEntry => e.type === 'photo');
  const missing = [...PATH_TRACED].filter((p) => !photos.some((e) => e.path === p));
  if (missing.length > 0) throw new Error(`PATH_TRACED (manifest.ts) names photos the manifest does not have: ${missing.join(', ')}`);
  const todo = only.length > 0 ? photos.filter((e) => only.some((o) => e.path.includes(o))) : photos.filter((e) => PATH_TRACED.has(e.path));
  const work = mkdtempSync(join(tmpdir(), 'cycles-'));
  if (keep) mkdirSync(keep, { recursive: true });
  const { page, close } = await openScenes(root);
  try {
    for (const e of todo) {
      const t0 = performance.now();
      const width = Math.round(e.width / scale);
      const height = Math.round(e.height / scale);
      const { glb, meta } = await exportScene(page, e, width, height);
      const base = keep ? join(keep, e.path.replace(/\.jpg$/, '').replaceAll('/', '-')) : join(work, 'scene');
      writeFileSync(`${base}.glb`, glb);
      writeFileSync(`${base}.json`, meta);
      // Outside, the sky and the sea are three.js's (see cycles.py): its picture of the frame is
      // the plate Cycles' picture is laid over, and gives Cycles the air's colour.
      const outside = !JSON.parse(meta).interior;
      const plate = outside ? await (await drawFrame(page, e, width, height)).png().toBuffer() : undefined;
      if (plate) writeFileSync(`${base}.plate.png`, plate);
      const t1 = performance.now();
      const args = [`${base}.glb`, `${base}.json`, `${base}.png`, String(samples), ...(plate ? [`${base}.plate.png`] : [])];
      const r = spawnSync('blender', ['-b', '--factory-startup', '--python-exit-code', '1', '--python', join(root, 'scripts/render/cycles.py'), '--', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
      if (r.status !== 0) throw new Error(`${e.path}: Blender failed (${r.error?.message ?? `exit ${r.status}`})\n${(r.stdout ?? '').slice(-2000)}${(r.stderr ?? '').slice(-2000)}`);
      let picture = sharp(readFileSync(`${base}.png`));
      if (plate) {
        const over = await picture.joinChannel(readFileSync(`${base}.png.alpha`), { raw: { width, height, channels: 1 } }).png().toBuffer();
        picture = sharp(await sharp(plate).composite([{ input: over }]).png().toBuffer());
      }
      const data = await picture.flop(e.mirror === true).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
      await writeIfChanged(join(out, e.path), data);
      const note = PATH_TRACED.has(e.path) ? '' : ' (not in PATH_TRACED: `npm run images` would draw it again)';
      console.log(`  ${e.path} ${width}x${height} ${(data.length / 1024).toFixed(0)} KB: scene ${((t1 - t0) / 1000).toFixed(0)} s, Cycles ${((performance.now() - t1) / 1000).toFixed(0)} s${note}`);
    }
  } finally {
    await close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
