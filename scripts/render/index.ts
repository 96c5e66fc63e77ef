// Renders the source photographs under content/images/ as lit three.js scenes in headless
// Chromium, and the villa's plans as line drawings. Seeded from each file's path: the same
// command writes the same pictures. The build never runs it.
//
//   npm run images                       everything
//   npm run images -- monaco/photo-1     only paths containing the filter (several filters: any of them)
//
// The browser side (./browser/) is bundled and served by scenes.ts, which reads each frame back
// (drawFrame); sharp writes it.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { manifest, PATH_TRACED, type PhotoEntry } from './manifest.ts';
import { renderPlan } from './plans.ts';
import { drawFrame, openScenes } from './scenes.ts';
import { writeIfChanged } from '../write-if-changed.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// RENDER_PREVIEW=<dir>: write quarter-size previews there instead (to check scenes quickly);
// RENDER_PREVIEW_SCALE=2 makes them half-size, to judge details.
const preview = process.env['RENDER_PREVIEW'];
const previewScale = Number(process.env['RENDER_PREVIEW_SCALE'] ?? 4);
const imagesDir = preview ? resolve(preview) : join(root, 'content/images');

async function main(): Promise<void> {
  const started = performance.now();
  const only = process.argv.slice(2);
  // Path-traced pictures have their own command (cycles.ts): drawn here, they would lose their light.
  const all = manifest().filter((e) => !PATH_TRACED.has(e.path));
  const todo = only.length > 0 ? all.filter((e) => only.some((o) => e.path.includes(o))) : all;
  // The brief's order: Monaco's photos first, then the other projects, then pages and articles.
  const rank = (p: string): number => (p.includes('monaco') ? (p.includes('hero') ? 1 : 0) : p.startsWith('realisations/') ? (p.includes('hero') || p.includes('panorama') ? 2 : 1) : 3);
  const photos = todo.filter((e): e is PhotoEntry => e.type === 'photo').sort((a, b) => rank(a.path) - rank(b.path));
  let written = 0;
  let bytes = 0;
  for (const e of todo) {
    if (e.type !== 'plan') continue;
    const data = await renderPlan(e);
    bytes += data.length;
    if (await writeIfChanged(join(imagesDir, e.path), data)) written++;
  }
  if (photos.length > 0) {
    const { page, close } = await openScenes(root);
    try {
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warn') console.log(`  [browser] ${m.text()}`);
      });
      for (const full of photos) {
        const e = preview ? { ...full, width: Math.round(full.width / previewScale), height: Math.round(full.height / previewScale) } : full;
        const t0 = performance.now();
        const data = await (await drawFrame(page, e, e.width, e.height))
          .flop(e.mirror === true)
          .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' })
          .toBuffer();
        bytes += data.length;
        if (await writeIfChanged(join(imagesDir, e.path), data)) written++;
        console.log(`  ${e.path} ${e.width}x${e.height} ${(data.length / 1024).toFixed(0)} KB ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
    } finally {
      await close();
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${todo.length} files, ${written} written, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${seconds} s`);
}

await main();
