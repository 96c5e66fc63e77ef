// Raster icons and the default social image, drawn at build time from the logo sources.
// sharp is loaded only when an output must be redrawn: each is kept, by its inputs, with the
// encoded image variants.
import { readFileSync } from 'node:fs';
import type { EndpointContext } from '../../build/render/page.ts';
import { brandColors } from '../../content/brand.ts';

const MARK = 'content/images/logo/mark.svg';
const LOGO_WHITE = 'content/images/logo/logo-white.svg';
const HERO = 'content/images/pages/accueil.jpg';
export const SAND = brandColors.sand;
export const NAVY = brandColors.navy;

const sharp = async () => (await import('sharp')).default;

/** The mark centred on a square of `size`, `padding` (0–0.5) left around it. */
export function squareIcon(ctx: EndpointContext, size: number, options: { background?: string; padding?: number } = {}) {
  const mark = readFileSync(MARK);
  const { background, padding = 0.1 } = options;
  return ctx.cached([mark, String(size), background ?? '', String(padding)], async () => {
    const s = await sharp();
    const inner = Math.round(size * (1 - 2 * padding));
    const drawn = await s(mark, { density: 72 * 8 }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
    return s({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: drawn, gravity: 'centre' }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, { image: true });
}

/** 1200×630: the home photograph under a navy veil, the white logo in the middle. */
export function socialImage(ctx: EndpointContext) {
  const hero = readFileSync(HERO);
  const logo = readFileSync(LOGO_WHITE);
  return ctx.cached([hero, logo], async () => {
    const s = await sharp();
    const veil = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${NAVY}" fill-opacity="0.62"/></svg>`,
    );
    const drawn = await s(logo, { density: 72 * 4 }).resize(760).png().toBuffer();
    return s(hero)
      .resize(1200, 630, { fit: 'cover' })
      .composite([{ input: veil }, { input: drawn, gravity: 'centre' }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }, { image: true });
}

/** An ICO file holding one PNG: the format browsers still ask for at /favicon.ico. */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}
