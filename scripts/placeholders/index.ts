// Paints the three portraits under content/images/equipe/ and the logo into content/images/
// (and the logo and favicon into public/). The photographs and plans are rendered by
// scripts/render/ (npm run images). Deterministic: every random choice is seeded from the file's path, so
// two runs write byte-identical files, and a file whose bytes would not change is not rewritten.
//
//   node --import tsx scripts/placeholders/index.ts            everything
//   node --import tsx scripts/placeholders/index.ts equipe/c    only paths containing "equipe/c"
//
// Replace any picture by dropping a real photo at the same path; nothing else refers to how it
// was made.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderPhoto } from './finish.ts';
import { logoFiles } from './logo.ts';
import { mood, type MoodName } from './mood.ts';
import { portrait, type Sitter } from './portraits.ts';
import { Rng } from './random.ts';
import { vignette, type Scene } from './scene.ts';
import { Svg } from './svg.ts';

interface PhotoEntry {
  path: string;
  width: number;
  height: number;
  caption: string;
  sitter: Sitter;
  mood: MoodName;
}

function manifest(): PhotoEntry[] {
  const p = (path: string, caption: string, sitter: Sitter, m: MoodName): PhotoEntry => ({ path, width: 900, height: 1100, caption, sitter, mood: m });
  return [
    p('equipe/lucas-morel.jpg', 'Lucas Morel', { jacket: '#1f3447', shirt: '#f3ece1', tone: '#b08a70', hair: 'short', x: 0.5 }, 'golden'),
    p('equipe/camille-ferrand.jpg', 'Camille Ferrand', { jacket: '#b4613f', shirt: '#faf7f2', tone: '#c49a7e', hair: 'long', x: 0.52 }, 'morning'),
    p('equipe/thomas-giordano.jpg', 'Thomas Giordano', { jacket: '#5f6b48', shirt: '#e9e1d3', tone: '#9c7a62', hair: 'side', x: 0.48 }, 'haze'),
  ];
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imagesDir = join(root, 'content/images');

async function renderEntry(e: PhotoEntry): Promise<Buffer> {
  const rng = new Rng(e.path);
  const flip = rng.chance(0.5);
  const svg = new Svg(e.width, e.height);
  const scene: Scene = { svg, rng, m: mood(e.mood, flip ? -1 : 1), w: e.width, h: e.height, flip };
  portrait(scene, e.sitter);
  vignette(svg, 0.3);
  // Larger frames tolerate a slightly lower quality; grain is kept light because it costs bytes.
  const big = e.width * e.height > 2_000_000;
  return renderPhoto(svg.toString(), { width: e.width, height: e.height, caption: e.caption, seed: e.path, bleed: svg.bleed, grain: 9, soften: 0.55, quality: big ? 78 : 80 });
}

export async function render(e: PhotoEntry): Promise<Buffer> {
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
