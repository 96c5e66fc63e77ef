// Paints the placeholder photographs, plans and logo into content/images/ (and the logo and
// favicon into public/). Deterministic: every random choice is seeded from the file's path, so
// two runs write byte-identical files, and a file whose bytes would not change is not rewritten.
//
//   node --import tsx scripts/placeholders/index.ts            everything
//   node --import tsx scripts/placeholders/index.ts articles/   only paths containing "articles/"
//
// Replace any picture by dropping a real photo at the same path; nothing else refers to how it
// was made.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drone } from './aerial.ts';
import { detail } from './details.ts';
import { residence, rockVilla, terrace, villa } from './exteriors.ts';
import { facade } from './facades.ts';
import { renderPhoto } from './finish.ts';
import { logoFiles } from './logo.ts';
import { manifest, type Entry, type PhotoEntry, type Shot } from './manifest.ts';
import { mood } from './mood.ts';
import { renderPlan } from './plans.ts';
import { Rng } from './random.ts';
import { interior } from './rooms.ts';
import { vignette, type Scene } from './scene.ts';
import { Svg } from './svg.ts';
import { allee, coast, harbour, monaco, panorama, restanques, smartCity, solarRoofs } from './views.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imagesDir = join(root, 'content/images');

function paint(s: Scene, shot: Shot): void {
  switch (shot.scene) {
    case 'coast':
      return coast(s, shot.layout);
    case 'harbour':
      return harbour(s);
    case 'monaco':
      return monaco(s);
    case 'panorama':
      return panorama(s, shot.kind);
    case 'restanques':
      return restanques(s, shot.options);
    case 'allee':
      return allee(s);
    case 'solar':
      return solarRoofs(s);
    case 'smartCity':
      return smartCity(s);
    case 'interior':
      return interior(s, shot.room, shot.options);
    case 'terrace':
      return terrace(s, shot.options);
    case 'villa':
      return villa(s, shot.options);
    case 'residence':
      return residence(s);
    case 'rockVilla':
      return rockVilla(s);
    case 'drone':
      return drone(s);
    case 'facade':
      return facade(s, shot.kind, shot.options);
    case 'detail':
      return detail(s, shot.kind);
  }
}

async function renderEntry(e: PhotoEntry): Promise<Buffer> {
  const rng = new Rng(e.path);
  const flip = rng.chance(0.5);
  const svg = new Svg(e.width, e.height);
  const scene: Scene = { svg, rng, m: mood(e.mood, flip ? -1 : 1), w: e.width, h: e.height, flip };
  paint(scene, e.shot);
  vignette(svg, 0.22);
  // Larger frames tolerate a slightly lower quality; grain is kept light because it costs bytes.
  const big = e.width * e.height > 2_000_000;
  return renderPhoto(svg.toString(), { width: e.width, height: e.height, caption: e.caption, seed: e.path, bleed: svg.bleed, grain: 9, soften: 0.55, quality: big ? 78 : 80 });
}

export async function render(e: Entry): Promise<Buffer> {
  if (e.type === 'plan') return renderPlan({ kind: e.kind, number: e.number, total: e.total, title: e.title, width: e.width, height: e.height, seed: e.path });
  return renderEntry(e);
}

/** Write only when the bytes differ, so an unchanged run leaves timestamps (and watchers) alone. */
async function writeIfChanged(file: string, data: Buffer): Promise<boolean> {
  const existing = await readFile(file).catch(() => null);
  if (existing && existing.equals(data)) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}

async function main(): Promise<void> {
  const started = performance.now();
  const entries = manifest();
  const only = process.argv[2];
  const todo = only ? entries.filter((e) => e.path.includes(only)) : entries;
  let written = 0;
  let bytes = 0;
  let next = 0;
  // Rendering happens in sharp's worker threads: one picture in flight per core keeps them all busy.
  const workers = Math.max(2, availableParallelism());
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const e = todo[next++];
      if (!e) break;
      const data = await render(e);
      bytes += data.length;
      if (await writeIfChanged(join(imagesDir, e.path), data)) written++;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  if (!only) {
    for (const f of await logoFiles()) {
      bytes += f.data.length;
      if (await writeIfChanged(join(root, f.path), f.data)) written++;
    }
  }
  const total = todo.length + (only ? 0 : 5);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`placeholders: ${total} files, ${written} written, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${seconds} s`);
}

// Run only when executed, so the renderer can be imported (by tests or a one-off script).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
