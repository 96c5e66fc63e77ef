// The partners' portraits for content/images/equipe/: editorial illustrations drawn as SVG by
// code, rasterised by sharp (librsvg) to JPEG. Deterministic: no randomness, so two runs write
// byte-identical files, and a file whose bytes would not change is not rewritten.
//
//   npm run portraits                      the three portraits
//   npm run portraits -- --sheet out.png   also a contact sheet: each at 400 px, and the 128 px
//                                          circle of the business card (the build's square crop)
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { brows, ears, eyes, Face, faceSkin, HEIGHT, mix, mouth, nose, Picture, sequence, WIDTH } from './draw.ts';
import { people, type Hair, type Person } from './people.ts';
import { ribbon } from './path.ts';
import { background, torso } from './scene.ts';
import { writeIfChanged } from '../write-if-changed.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function portraitSvg(p: Person): string {
  const pic = new Picture();
  const f = new Face(p.sitter);
  background(pic);
  p.hair.back?.(pic, f);
  torso(pic, f, p.clothes);
  ears(pic, f);
  const mass = p.hair.mass(f);
  faceSkin(pic, f, mass);
  nose(pic, f);
  mouth(pic, f);
  p.beard?.(pic, f);
  eyes(pic, f);
  brows(pic, f);
  p.earrings?.(pic, f);
  // The hair: its mass modelled by the light (lit above on the left, turning into shade to the
  // right and below), its grain and locks over it, all through a softened edge so the hairline
  // and the silhouette read as hair rather than a cut-out.
  const a = f.p(-120, -200, 0);
  const b = f.p(120, 40, 0);
  pic.mask(mass, f.u(1.1), () => {
    pic.path(mass, pic.linear([[0, mix(p.hair.color, p.hair.light, 0.55)], [0.4, p.hair.color], [1, p.hair.shadow]], a[0], a[1], b[0], b[1]));
    grain(pic, f, mass, p.hair);
    p.hair.detail(pic, f);
  });
  // The clothes sink a little into the backdrop's shadow towards the bottom edge, as under a
  // studio light: the face stays the centre of interest, which is also what the build's
  // attention crop (the cards' squares) looks for.
  pic.add(`<rect y="${HEIGHT * 0.66}" width="${WIDTH}" height="${HEIGHT * 0.34}" fill="${pic.linear([[0, '#9d978c', 0], [1, '#9d978c', 0.5]], 0, HEIGHT * 0.66, 0, HEIGHT)}"/>`);
  return pic.toString();
}

/**
 * The hair's grain: thin strands over its mass, combed away from the crown (back on short hair,
 * down the sides on long hair), some in the hair's light, some in its shadow.
 */
function grain(pic: Picture, f: Face, mass: string, hair: Hair): void {
  const next = sequence(hair.grain.count);
  const crown = [8, -150];
  pic.clip(mass, () => {
    for (let i = 0; i < hair.grain.count; i++) {
      const x = (next() * 2 - 1) * 190;
      const y = -200 + next() * 520;
      const dx = x - crown[0]!, dy = y - crown[1]!;
      const l = Math.hypot(dx, dy) || 1;
      const len = hair.grain.length * (0.6 + next() * 0.8);
      const bend = (next() - 0.5) * len * 0.3;
      const ux = dx / l, uy = dy / l;
      const pts = f.ps([[x, y, 60], [x + ux * len * 0.5 - uy * bend, y + uy * len * 0.5 + ux * bend, 60], [x + ux * len, y + uy * len, 60]]);
      const light = next() < 0.5;
      pic.path(ribbon(pts, [0, f.u(0.8 + next() * 0.7), 0]), light ? hair.light : hair.shadow, `fill-opacity="${(0.25 + next() * 0.3).toFixed(2)}"`);
    }
  });
}

export async function renderPortrait(p: Person): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(p)), { density: 72 })
    .flatten({ background: '#f3ece1' })
    .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
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
  const images: Buffer[] = [];
  let written = 0;
  for (const p of people) {
    const data = await renderPortrait(p);
    images.push(data);
    if (await writeIfChanged(join(root, 'content/images', p.file), data)) written++;
    console.log(`${p.file}: ${data.length} bytes`);
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
