// Text as vector outlines, read straight from the WOFF files that ship with @fontsource.
// librsvg would otherwise pick whatever system font fontconfig finds, so the same caption
// would come out differently (and the JPEG bytes would change) from one machine to the next.
// Only what the captions and the wordmark need is implemented: WOFF 1.0 with TrueType outlines,
// cmap formats 4 and 12, simple and composite glyphs, advance widths. No kerning, no shaping.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';

interface Point {
  x: number;
  y: number;
  on: boolean;
}
type Contour = Point[];

interface Glyph {
  advance: number;
  contours: Contour[];
}

export interface TextOptions {
  /** Font size in pixels (em square). */
  size: number;
  /** Extra space after each character, in em. */
  tracking?: number;
}

export class Font {
  private readonly tables = new Map<string, Buffer>();
  private readonly unitsPerEm: number;
  private readonly longLoca: boolean;
  private readonly numGlyphs: number;
  private readonly numHMetrics: number;
  private readonly cmap = new Map<number, number>();
  private readonly cache = new Map<number, Glyph>();
  readonly ascender: number;
  readonly descender: number;
  readonly capHeight: number;

  constructor(woff: Buffer) {
    if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
    if (woff.readUInt32BE(4) !== 0x00010000) throw new Error('only TrueType-flavoured WOFF is supported');
    const count = woff.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const entry = 44 + i * 20;
      const tag = woff.toString('latin1', entry, entry + 4);
      const offset = woff.readUInt32BE(entry + 4);
      const compressed = woff.readUInt32BE(entry + 8);
      const original = woff.readUInt32BE(entry + 12);
      const raw = woff.subarray(offset, offset + compressed);
      this.tables.set(tag, compressed < original ? inflateSync(raw) : Buffer.from(raw));
    }
    const head = this.table('head');
    this.unitsPerEm = head.readUInt16BE(18);
    this.longLoca = head.readInt16BE(50) === 1;
    const hhea = this.table('hhea');
    this.ascender = hhea.readInt16BE(4);
    this.descender = hhea.readInt16BE(6);
    this.numHMetrics = hhea.readUInt16BE(34);
    this.numGlyphs = this.table('maxp').readUInt16BE(4);
    const os2 = this.tables.get('OS/2');
    // sCapHeight only exists from OS/2 version 2; fall back to a typical ratio.
    this.capHeight = os2 && os2.readUInt16BE(0) >= 2 ? os2.readInt16BE(88) : this.unitsPerEm * 0.7;
    this.readCmap();
  }

  static fromPackage(specifier: string): Font {
    const require = createRequire(import.meta.url);
    return new Font(readFileSync(require.resolve(specifier)));
  }

  private table(tag: string): Buffer {
    const t = this.tables.get(tag);
    if (!t) throw new Error(`font has no ${tag} table`);
    return t;
  }

  private readCmap(): void {
    const cmap = this.table('cmap');
    const n = cmap.readUInt16BE(2);
    let best = -1;
    let bestFormat = 0;
    for (let i = 0; i < n; i++) {
      const platform = cmap.readUInt16BE(4 + i * 8);
      const encoding = cmap.readUInt16BE(6 + i * 8);
      const offset = cmap.readUInt32BE(8 + i * 8);
      const format = cmap.readUInt16BE(offset);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (unicode && (format === 12 || (format === 4 && bestFormat !== 12))) {
        best = offset;
        bestFormat = format;
      }
    }
    if (best < 0) throw new Error('font has no Unicode cmap');
    if (bestFormat === 4) {
      const segX2 = cmap.readUInt16BE(best + 6);
      const ends = best + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let s = 0; s < segX2; s += 2) {
        const end = cmap.readUInt16BE(ends + s);
        const start = cmap.readUInt16BE(starts + s);
        const delta = cmap.readInt16BE(deltas + s);
        const rangeOffset = cmap.readUInt16BE(ranges + s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let g: number;
          if (rangeOffset === 0) g = (c + delta) & 0xffff;
          else {
            const at = ranges + s + rangeOffset + (c - start) * 2;
            g = cmap.readUInt16BE(at);
            if (g !== 0) g = (g + delta) & 0xffff;
          }
          if (g !== 0) this.cmap.set(c, g);
        }
      }
    } else {
      const groups = cmap.readUInt32BE(best + 12);
      for (let i = 0; i < groups; i++) {
        const at = best + 16 + i * 12;
        const start = cmap.readUInt32BE(at);
        const end = cmap.readUInt32BE(at + 4);
        const glyph = cmap.readUInt32BE(at + 8);
        for (let c = start; c <= end; c++) this.cmap.set(c, glyph + (c - start));
      }
    }
  }

  private advanceOf(id: number): number {
    const hmtx = this.table('hmtx');
    const i = Math.min(id, this.numHMetrics - 1);
    return hmtx.readUInt16BE(i * 4);
  }

  private glyph(id: number): Glyph {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const g: Glyph = { advance: this.advanceOf(id), contours: this.outline(id, 0) };
    this.cache.set(id, g);
    return g;
  }

  private outline(id: number, depth: number): Contour[] {
    if (depth > 8 || id >= this.numGlyphs) return [];
    const loca = this.table('loca');
    const start = this.longLoca ? loca.readUInt32BE(id * 4) : loca.readUInt16BE(id * 2) * 2;
    const end = this.longLoca ? loca.readUInt32BE(id * 4 + 4) : loca.readUInt16BE(id * 2 + 2) * 2;
    if (end <= start) return [];
    const glyf = this.table('glyf').subarray(start, end);
    const contourCount = glyf.readInt16BE(0);
    return contourCount >= 0 ? simpleGlyph(glyf, contourCount) : this.compositeGlyph(glyf, depth);
  }

  private compositeGlyph(glyf: Buffer, depth: number): Contour[] {
    const out: Contour[] = [];
    let p = 10;
    let flags: number;
    do {
      flags = glyf.readUInt16BE(p);
      const component = glyf.readUInt16BE(p + 2);
      p += 4;
      let dx: number;
      let dy: number;
      if (flags & 0x0001) {
        dx = glyf.readInt16BE(p);
        dy = glyf.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = glyf.readInt8(p);
        dy = glyf.readInt8(p + 1);
        p += 2;
      }
      // Point-matching placement (ARGS_ARE_XY_VALUES unset) does not occur in the fonts we ship.
      if (!(flags & 0x0002)) dx = dy = 0;
      let a = 1;
      let b = 0;
      let c = 0;
      let d = 1;
      const f2dot14 = (at: number): number => glyf.readInt16BE(at) / 16384;
      if (flags & 0x0008) {
        a = d = f2dot14(p);
        p += 2;
      } else if (flags & 0x0040) {
        a = f2dot14(p);
        d = f2dot14(p + 2);
        p += 4;
      } else if (flags & 0x0080) {
        a = f2dot14(p);
        b = f2dot14(p + 2);
        c = f2dot14(p + 4);
        d = f2dot14(p + 6);
        p += 8;
      }
      for (const contour of this.outline(component, depth + 1)) {
        out.push(contour.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: b * pt.x + d * pt.y + dy, on: pt.on })));
      }
    } while (flags & 0x0020);
    return out;
  }

  private glyphFor(char: number): Glyph {
    return this.glyph(this.cmap.get(char) ?? 0);
  }

  /** Width of a line in pixels. */
  measure(text: string, options: TextOptions): number {
    const scale = options.size / this.unitsPerEm;
    const tracking = (options.tracking ?? 0) * options.size;
    let width = 0;
    const chars = [...text];
    chars.forEach((ch, i) => {
      width += this.glyphFor(ch.codePointAt(0) ?? 32).advance * scale;
      if (i < chars.length - 1) width += tracking;
    });
    return width;
  }

  /** SVG path data for a line of text whose baseline starts at (x, y). */
  path(text: string, x: number, y: number, options: TextOptions): string {
    const scale = options.size / this.unitsPerEm;
    const tracking = (options.tracking ?? 0) * options.size;
    let pen = x;
    const parts: string[] = [];
    for (const ch of text) {
      const g = this.glyphFor(ch.codePointAt(0) ?? 32);
      for (const contour of g.contours) {
        parts.push(contourPath(contour, (px) => pen + px * scale, (py) => y - py * scale));
      }
      pen += g.advance * scale + tracking;
    }
    return parts.join('');
  }
}

function simpleGlyph(glyf: Buffer, contourCount: number): Contour[] {
  const endPts: number[] = [];
  for (let i = 0; i < contourCount; i++) endPts.push(glyf.readUInt16BE(10 + i * 2));
  const pointCount = (endPts[endPts.length - 1] ?? -1) + 1;
  let p = 10 + contourCount * 2;
  p += 2 + glyf.readUInt16BE(p); // skip hinting instructions
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const f = glyf.readUInt8(p++);
    flags.push(f);
    if (f & 0x08) {
      const repeat = glyf.readUInt8(p++);
      for (let r = 0; r < repeat; r++) flags.push(f);
    }
  }
  const readAxis = (shortBit: number, sameBit: number): number[] => {
    const values: number[] = [];
    let v = 0;
    for (const f of flags) {
      if (f & shortBit) {
        const delta = glyf.readUInt8(p++);
        v += f & sameBit ? delta : -delta;
      } else if (!(f & sameBit)) {
        v += glyf.readInt16BE(p);
        p += 2;
      }
      values.push(v);
    }
    return values;
  };
  const xs = readAxis(0x02, 0x10);
  const ys = readAxis(0x04, 0x20);
  const contours: Contour[] = [];
  let first = 0;
  for (const last of endPts) {
    const contour: Contour = [];
    for (let i = first; i <= last; i++) contour.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 });
    contours.push(contour);
    first = last + 1;
  }
  return contours;
}

const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();

/** TrueType quadratic contour to SVG, inserting the implied on-curve midpoints. */
function contourPath(contour: Contour, tx: (x: number) => number, ty: (y: number) => number): string {
  if (contour.length === 0) return '';
  const pts = contour.map((p) => ({ x: tx(p.x), y: ty(p.y), on: p.on }));
  // Start on an on-curve point, or on the midpoint of the first two off-curve points.
  const firstOn = pts.findIndex((p) => p.on);
  let start: { x: number; y: number };
  let order: typeof pts;
  if (firstOn >= 0) {
    order = [...pts.slice(firstOn + 1), ...pts.slice(0, firstOn + 1)];
    start = pts[firstOn] as Point;
  } else {
    const a = pts[0] as Point;
    const b = pts[1] ?? a;
    start = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    order = [...pts.slice(1), a];
    order.push({ ...start, on: true });
  }
  let d = `M${fmt(start.x)} ${fmt(start.y)}`;
  let pending: { x: number; y: number } | null = null;
  for (const p of order) {
    if (p.on) {
      d += pending ? `Q${fmt(pending.x)} ${fmt(pending.y)} ${fmt(p.x)} ${fmt(p.y)}` : `L${fmt(p.x)} ${fmt(p.y)}`;
      pending = null;
    } else {
      if (pending) {
        const mx = (pending.x + p.x) / 2;
        const my = (pending.y + p.y) / 2;
        d += `Q${fmt(pending.x)} ${fmt(pending.y)} ${fmt(mx)} ${fmt(my)}`;
      }
      pending = p;
    }
  }
  if (pending) d += `Q${fmt(pending.x)} ${fmt(pending.y)} ${fmt(start.x)} ${fmt(start.y)}`;
  return `${d}Z`;
}

let inter: Font | undefined;
let fraunces: Font | undefined;

/** Inter, for the captions: a neutral sans that stays legible at small sizes. */
export function captionFont(): Font {
  inter ??= Font.fromPackage('@fontsource/inter/files/inter-latin-500-normal.woff');
  return inter;
}

/** Fraunces, the site's display serif, for the wordmark. */
export function displayFont(weight: 300 | 400 | 500 | 600 = 400): Font {
  if (weight === 400) {
    fraunces ??= Font.fromPackage('@fontsource/fraunces/files/fraunces-latin-400-normal.woff');
    return fraunces;
  }
  return Font.fromPackage(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff`);
}
