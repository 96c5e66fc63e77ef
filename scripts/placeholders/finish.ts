// From SVG to a file that reads as a photograph: a touch of lens softness, film grain, then
// the discreet caption on top, which stays crisp because it is added after the blur.
import sharp, { type OverlayOptions } from 'sharp';
import { captionFont } from './font.ts';
import { Rng } from './random.ts';
import { num } from './svg.ts';

export interface PhotoOptions {
  width: number;
  height: number;
  caption: string;
  seed: string;
  /** Grain strength in 8-bit levels; grain costs bytes, so it stays low. */
  grain?: number;
  /** Lens softness, Gaussian sigma in pixels. */
  soften?: number;
  quality?: number;
  /** Pixels painted beyond each edge of the frame, to be cropped off (see Svg.bleed). */
  bleed?: number;
}

/** The caption as a small transparent layer for the bottom-right corner, sized to the frame. */
export function captionLayer(width: number, height: number, text: string): OverlayOptions {
  const font = captionFont();
  const size = Math.max(12, Math.round(Math.min(width, height * 1.5) * 0.0105));
  const margin = Math.round(size * 1.4);
  const pad = Math.ceil(size * 0.6);
  const textWidth = font.measure(text, { size, tracking: 0.02 });
  const boxW = Math.ceil(textWidth) + pad * 2;
  const boxH = Math.ceil(size * 1.3) + pad * 2;
  const d = font.path(text, pad, pad + size, { size, tracking: 0.02 });
  // A faint dark halo under light text keeps it readable over sky or white walls alike.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${boxW}" height="${boxH}"><defs><filter id="h" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="${num(size * 0.12)}"/></filter></defs><path d="${d}" fill="#0b1620" opacity="0.45" filter="url(#h)" transform="translate(0 ${num(size * 0.05)})"/><path d="${d}" fill="#ffffff" fill-opacity="0.72"/></svg>`;
  return {
    input: Buffer.from(svg),
    left: width - margin - Math.ceil(textWidth) - pad,
    top: height - margin - size - pad,
  };
}

/** Monochrome noise centred on mid-grey, for an overlay blend that leaves mid-tones' average intact. */
function grainLayer(width: number, height: number, amount: number, seed: string): Buffer {
  // xorshift32 inline: millions of samples per picture, where a method call per sample would dominate.
  let s = new Rng(`grain:${seed}`).nextUint32() || 1;
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0; i < out.length; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    // Sum of two uniforms: a softer, more film-like distribution than plain uniform noise.
    const v = 128 + (((s & 0xff) + ((s >>> 8) & 0xff)) / 255 - 1) * amount;
    const b = v < 0 ? 0 : v > 255 ? 255 : v | 0;
    out[i] = b;
    out[i + 1] = b;
    out[i + 2] = b;
  }
  return out;
}

export async function renderPhoto(svg: string, o: PhotoOptions): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  const grain = o.grain ?? 10;
  if (grain > 0) {
    layers.push({ input: grainLayer(o.width, o.height, grain, o.seed), raw: { width: o.width, height: o.height, channels: 3 }, blend: 'overlay' });
  }
  if (o.caption) layers.push(captionLayer(o.width, o.height, o.caption));
  // sharp applies blur before compositing, so the caption stays sharp over a softened picture.
  const bleed = o.bleed ?? 0;
  const image = sharp(Buffer.from(svg));
  if (bleed > 0) image.extract({ left: bleed, top: bleed, width: o.width, height: o.height });
  return image
    .blur(o.soften ?? 0.6)
    .composite(layers)
    .removeAlpha()
    // mozjpeg's encoder and tables, without its two slowest passes (trellis quantisation, scan
    // optimisation): on grainy pictures they cost about three quarters of the encoding time
    // for files only some 4 % smaller.
    .jpeg({ quality: o.quality ?? 76, mozjpeg: true, trellisQuantisation: false, optimiseScans: false, progressive: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
