// Outdoor building blocks: sky, sea, hills, villages, trees, boats. Each takes an Svg to paint
// on, a random generator and a mood, and draws in pixel coordinates of the final picture.
import { jitter, mix, palette, shade, tint } from './color.ts';
import { aerial, type Mood } from './mood.ts';
import type { Rng } from './random.ts';
import { ellipse, line, num, op, path, poly, rect, type Svg } from './svg.ts';
import { texture, type TextureKind } from './texture.ts';

export interface Ridge {
  /** Closed outline down to the bottom of the frame. */
  d: string;
  /** Height of the ridge line at x. */
  y(x: number): number;
}

/** Smooth 1-D value noise, a few octaves, in [-1, 1]. */
export function noise1d(rng: Rng, scale: number, octaves = 3): (x: number) => number {
  const layers = Array.from({ length: octaves }, (_, o) => ({
    scale: scale / 2 ** o,
    amp: 0.5 ** o,
    values: Array.from({ length: 260 }, () => rng.range(-1, 1)),
    shift: rng.range(0, 40),
  }));
  const total = layers.reduce((s, l) => s + l.amp, 0);
  return (x: number) => {
    let v = 0;
    for (const l of layers) {
      const t = x / l.scale + l.shift;
      const i = Math.floor(t);
      const f = t - i;
      const s = (1 - Math.cos(f * Math.PI)) / 2;
      const a = l.values[((i % 256) + 256) % 256] ?? 0;
      const b = l.values[(((i + 1) % 256) + 256) % 256] ?? 0;
      v += (a + (b - a) * s) * l.amp;
    }
    return v / total;
  };
}

export interface Bump {
  x: number;
  height: number;
  width: number;
}

export interface RidgeOptions {
  x0: number;
  x1: number;
  /** Foot of the range (the shoreline for coastal hills). */
  base: number;
  /** Height of the noisy part above the foot. */
  amp: number;
  bottom: number;
  bumps?: Bump[];
  /** Feature size of the noise, in pixels. */
  scale?: number;
  /** Widths over which the range sinks to its foot at each end, so headlands dip into the sea instead of stopping like a wall. */
  fadeLeft?: number;
  fadeRight?: number;
}

const smooth = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

export function ridge(rng: Rng, o: RidgeOptions): Ridge {
  const width = o.x1 - o.x0;
  const nz = noise1d(rng, o.scale ?? width / 3, 4);
  const bumps = o.bumps ?? [];
  const y = (x: number): number => {
    let v = o.amp * (nz(x) * 0.5 + 0.5);
    for (const b of bumps) v += b.height * Math.exp(-(((x - b.x) / b.width) ** 2));
    let env = 1;
    if (o.fadeLeft) env *= smooth((x - o.x0) / o.fadeLeft);
    if (o.fadeRight) env *= smooth((o.x1 - x) / o.fadeRight);
    return o.base - v * Math.sqrt(env);
  };
  const step = Math.max(3, width / 160);
  let d = `M${num(o.x0)} ${num(o.bottom)}L${num(o.x0)} ${num(y(o.x0))}`;
  for (let x = o.x0 + step; x < o.x1 + step; x += step) d += `L${num(Math.min(x, o.x1))} ${num(y(Math.min(x, o.x1)))}`;
  d += `L${num(o.x1)} ${num(o.bottom)}Z`;
  return { d, y };
}

export function sky(svg: Svg, m: Mood, horizon: number, top = 0): void {
  const fill = svg.linear([
    [0, m.skyTop],
    [0.62, mix(m.skyTop, m.skyHorizon, 0.55)],
    [1, m.skyHorizon],
  ]);
  svg.add(rect(0, top, svg.w, horizon - top + 2, fill));
}

/** Sun disc and its glow; returns where it is so the sea can reflect it. */
export function sun(svg: Svg, m: Mood, horizon: number, x: number, top = 0): { x: number; y: number } {
  const y = horizon - (horizon - top) * Math.max(m.sunHeight, 0.02);
  const r = svg.w * 0.018;
  const glow = svg.radial([
    [0, m.sun, 0.75],
    [0.25, m.sun, 0.28],
    [1, m.sun, 0],
  ], x, y, svg.w * 0.45, 0.55);
  svg.add(rect(0, top, svg.w, horizon - top, glow));
  if (m.sunVisible) svg.add(ellipse(x, y, r, r, mix(m.sun, '#ffffff', 0.5), 'fill-opacity="0.95"'));
  return { x, y };
}

export function clouds(svg: Svg, rng: Rng, m: Mood, horizon: number, count: number, top = 0): void {
  const out: string[] = [];
  const strength = m.name === 'midday' ? 0.7 : 0.85;
  for (let i = 0; i < count; i++) {
    const cy = top + (horizon - top) * rng.range(0.15, 0.85);
    const depth = (cy - top) / (horizon - top);
    const cx = rng.range(-0.1, 1.1) * svg.w;
    const span = svg.w * rng.range(0.08, 0.25) * (1.2 - depth * 0.6);
    const puffs = rng.int(5, 9);
    const col = mix(m.clouds, m.skyHorizon, depth * 0.5);
    // Radially faded puffs overlap into a soft cloud; flatter and hazier towards the horizon.
    for (let p = 0; p < puffs; p++) {
      const px = cx + rng.range(-0.5, 0.5) * span;
      const rx = span * rng.range(0.22, 0.45);
      const ry = rx * rng.range(0.25, 0.5) * (1 - depth * 0.5);
      out.push(ellipse(px, cy + rng.range(-0.5, 0.5) * ry, rx, ry, svg.soft(col), `fill-opacity="${op(rng.range(0.45, 0.9) * strength)}"`));
    }
    out.push(ellipse(cx, cy + span * 0.07, span * 0.55, span * 0.06, svg.soft(mix(col, m.shadow, 0.25)), 'fill-opacity="0.3"'));
  }
  svg.add(`<g>${out.join('')}</g>`);
}

export interface SeaOptions {
  x0?: number;
  x1?: number;
  bottom?: number;
  sunX?: number;
  /** 0..1, how choppy. */
  chop?: number;
  /** Only the ripples, over water already painted (and perhaps reflections). */
  ripplesOnly?: boolean;
}

export function sea(svg: Svg, rng: Rng, m: Mood, horizon: number, o: SeaOptions = {}): void {
  const x0 = o.x0 ?? 0;
  const x1 = o.x1 ?? svg.w;
  const bottom = o.bottom ?? svg.h;
  const depth = bottom - horizon;
  if (depth <= 0) return;
  const fill = svg.linear([
    [0, mix(m.seaFar, m.haze, 0.35)],
    [0.12, m.seaFar],
    [1, m.seaNear],
  ]);
  if (!o.ripplesOnly) svg.add(rect(x0, horizon, x1 - x0, depth, fill));
  const chop = o.chop ?? 0.5;
  const streaks: string[] = [];
  const count = Math.round((x1 - x0) / svg.w * 420 * (0.6 + chop));
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 1.7;
    const y = horizon + 1 + t * depth;
    const len = (x1 - x0) * (0.01 + t * 0.12) * rng.range(0.3, 1.6);
    const x = rng.range(x0 - len * 0.5, x1);
    const thick = Math.max(0.6, (0.5 + t * 4) * rng.range(0.5, 1.2));
    const light = rng.chance(0.62);
    const col = light ? mix(m.glitter, m.skyHorizon, 0.4) : mix(m.seaNear, palette.navy, 0.5);
    const alpha = light ? rng.range(0.05, 0.22) * (1 - t * 0.4) : rng.range(0.08, 0.25);
    streaks.push(rect(x, y, len, thick, col, `fill-opacity="${op(alpha)}" rx="${num(thick / 2)}"`));
  }
  if (o.sunX !== undefined) {
    const sunX = o.sunX;
    const strength = m.sunVisible ? 1 : 0.45;
    const n = Math.round(260 * strength);
    for (let i = 0; i < n; i++) {
      const t = rng.next() ** 1.4;
      const y = horizon + 1 + t * depth;
      const spread = svg.w * (0.012 + t * 0.09);
      const x = sunX + rng.gauss(spread);
      const len = svg.w * (0.004 + t * 0.03) * rng.range(0.4, 1.4);
      const thick = Math.max(0.7, (0.6 + t * 3.5) * rng.range(0.6, 1.2));
      streaks.push(rect(x - len / 2, y, len, thick, m.glitter, `fill-opacity="${op(rng.range(0.25, 0.8) * strength)}" rx="${num(thick / 2)}"`));
    }
  }
  svg.add(`<g>${streaks.join('')}</g>`);
  // The horizon line is a hair lighter than sea and sky on a clear day.
  svg.add(rect(x0, horizon - 0.5, x1 - x0, 1.5, mix(m.skyHorizon, '#ffffff', 0.3), 'fill-opacity="0.5"'));
}

export interface HillTexture {
  kind: TextureKind;
  /** Tile size in pixels: the texture's grain, smaller for distant slopes. */
  size: number;
  opacity?: number;
}

/** A range of hills, shaded from crest (lit) to foot (in shade), faded by distance, optionally textured with scrub. */
export function hills(svg: Svg, rng: Rng, m: Mood, r: Ridge, color: string, depth: number, top: number, bottom: number, tex: HillTexture[] = []): void {
  const c = aerial(m, tint(color, m.light, 0.4), depth);
  const fill = svg.linear([
    [0, shade(c, 0.06)],
    [1, aerial(m, mix(c, m.shadow, 0.35), depth * 0.6)],
  ], 0, top, 0, bottom, true);
  svg.add(path(r.d, fill));
  for (const t of tex) svg.add(path(r.d, texture(svg, rng, t.kind, t.size, c, (t.opacity ?? 1) * (1 - depth * 0.7))));
  // Side light: the slope facing the sun is a little warmer.
  const side = svg.linear([
    [0, m.light, m.side < 0 ? 0.16 : 0],
    [1, m.light, m.side > 0 ? 0.16 : 0],
  ], 0, 0, 1, 0);
  svg.add(path(r.d, side));
}

/** Small pines and cypresses standing on a crest line, the detail that sells a ridge as real. */
export function crestTrees(svg: Svg, rng: Rng, m: Mood, r: Ridge, x0: number, x1: number, size: number, depth: number, density = 1): void {
  const out: string[] = [];
  const col = aerial(m, '#2c3b26', depth);
  let x = x0;
  while (x < x1) {
    x += (size * rng.range(0.6, 3.5)) / density;
    if (rng.chance(0.35)) continue;
    const y = r.y(x) + size * 0.15;
    const s = size * rng.range(0.6, 1.3);
    if (rng.chance(0.25)) cypress(out, rng, x, y, s * 1.6, col);
    else {
      out.push(ellipse(x, y - s * 0.55, s * rng.range(0.5, 0.9), s * 0.32, col));
      out.push(rect(x - s * 0.04, y - s * 0.5, s * 0.08, s * 0.5, col));
    }
  }
  svg.add(`<g>${out.join('')}</g>`);
}

export const wallColors = [palette.stone, palette.sand, '#e8c58a', '#e3b48f', '#d9a441', '#efd9b0', '#e6cfc0', '#cf9a7c', palette.white];
export const shutterColors = ['#5f7d5a', '#6f8f8a', '#3f6478', '#7a8c5c', '#8aa3a3', '#b7b2a3', '#4e6e62'];

/** Simple house block seen almost frontally: wall, a sliver of side wall, low tiled roof, windows. */
export function house(out: string[], rng: Rng, m: Mood, x: number, base: number, w: number, h: number, depth: number, roof = true): void {
  const wall = aerial(m, tint(jitter(rng.pick(wallColors), () => rng.next(), 0.05), m.light, 0.5), depth);
  const side = w * rng.range(0.12, 0.3);
  const sideX = m.side > 0 ? x - side : x + w;
  out.push(poly([[sideX, base - h + side * 0.15], [sideX + side, base - h], [sideX + side, base], [sideX, base]], aerial(m, mix(wall, m.shadow, 0.45), depth * 0.7)));
  out.push(rect(x, base - h, w, h, wall));
  if (roof) {
    const rc = aerial(m, jitter(palette.terracotta, () => rng.next(), 0.08), depth);
    const over = w * 0.06;
    const rh = h * rng.range(0.12, 0.22);
    out.push(poly([[x - over, base - h], [x + w + over, base - h], [x + w * 0.8, base - h - rh], [x + w * 0.2, base - h - rh]], rc));
  }
  const cols = Math.max(1, Math.round(w / (h * 0.35)));
  const rows = Math.max(1, Math.round(h / (w * 0.45 + h * 0.2)));
  const ww = (w / cols) * 0.32;
  const wh = Math.min(ww * 1.7, (h / rows) * 0.5);
  const win = aerial(m, m.lamps > 0.5 ? mix('#3a2a20', '#ffcf7a', rng.next() * m.lamps) : '#2a2f33', depth);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (rng.chance(0.15)) continue;
      const wx = x + (c + 0.5) * (w / cols) - ww / 2;
      const wy = base - h + (r + 0.35) * (h / rows);
      out.push(rect(wx, wy, ww, wh, win));
    }
}

/** A village perched on a crest, the way Castellar, Gorbio or Roquebrune sit above the coast: rows of houses stepping down the slope under a bell tower. */
export function perchedVillage(svg: Svg, rng: Rng, m: Mood, r: Ridge, cx: number, span: number, unit: number, depth: number): void {
  const out: string[] = [];
  let summitX = cx;
  for (let x = cx - span; x <= cx + span; x += unit * 0.5) if (r.y(x) < r.y(summitX)) summitX = x;
  const summitY = r.y(summitX);
  const rows = 6;
  for (let row = 0; row < rows; row++) {
    const base = summitY + unit * (0.9 + row * 0.85);
    let x = summitX - span;
    while (x < summitX + span) {
      const w = unit * rng.range(0.8, 1.7);
      const inside = r.y(x) < base - unit * 0.35 && r.y(x + w) < base - unit * 0.35;
      if (inside && !rng.chance(0.08)) {
        const h = unit * rng.range(1.0, 1.8);
        house(out, rng, m, x, base + rng.range(0, unit * 0.25), w, h, depth);
        x += w * rng.range(0.85, 1.05);
      } else x += unit * 0.5;
    }
    if (row === 0) {
      const tw = unit * 0.8;
      const tx = summitX - tw / 2 + rng.range(-0.3, 0.3) * unit;
      const th = unit * 3.6;
      const tb = summitY + unit * 1.1;
      const c = aerial(m, tint(palette.stone, m.light, 0.5), depth);
      out.push(rect(tx, tb - th, tw, th, c));
      out.push(rect(tx + (m.side > 0 ? tw * 0.68 : 0), tb - th, tw * 0.32, th, aerial(m, mix(c, m.shadow, 0.4), depth)));
      out.push(poly([[tx - tw * 0.08, tb - th], [tx + tw * 1.08, tb - th], [tx + tw / 2, tb - th - tw * 0.9]], aerial(m, palette.terracotta, depth)));
      out.push(rect(tx + tw * 0.3, tb - th * 0.86, tw * 0.4, tw * 0.55, aerial(m, '#2a2f33', depth), `rx="${num(tw * 0.2)}"`));
    }
  }
  svg.add(`<g>${out.join('')}</g>`);
}

/** Umbrella pine: a bare, leaning trunk that forks into a broad flat crown of dark clumps. */
export function pine(out: string[], rng: Rng, x: number, y: number, s: number, col: string, side = 1): void {
  const lean = rng.range(-0.3, 0.3) * s;
  const topX = x + lean;
  const topY = y - s * rng.range(0.85, 1);
  const bark = mix(col, '#3a2a20', 0.6);
  const tw = s * 0.028;
  out.push(path(`M${num(x - tw)} ${num(y)}C${num(x - tw)} ${num(y - s * 0.4)} ${num(topX - tw * 0.5)} ${num(topY + s * 0.3)} ${num(topX - tw * 0.5)} ${num(topY + s * 0.1)}L${num(topX + tw * 0.5)} ${num(topY + s * 0.1)}C${num(topX + tw * 0.5)} ${num(topY + s * 0.3)} ${num(x + tw)} ${num(y - s * 0.4)} ${num(x + tw)} ${num(y)}Z`, bark));
  const crownW = s * rng.range(0.42, 0.6);
  const limbs = rng.int(2, 4);
  for (let i = 0; i < limbs; i++) {
    const ex = topX + rng.range(-0.55, 0.55) * crownW;
    const ey = topY + s * 0.03;
    out.push(path(`M${num(topX)} ${num(topY + s * 0.18)}Q${num((topX + ex) / 2)} ${num(topY + s * 0.12)} ${num(ex)} ${num(ey)}`, 'none', `stroke="${bark}" stroke-width="${num(tw * 0.9)}" stroke-linecap="round"`));
  }
  // The crown: a flattened dome of many ragged clumps, dark underneath, lit on top, with gaps.
  const dark = mix(col, '#0b1620', 0.4);
  const light = shade(col, 0.14);
  const clumps = rng.int(28, 44);
  const blobs: { x: number; y: number; rx: number; ry: number }[] = [];
  for (let i = 0; i < clumps; i++) {
    // Clumps crowd towards the middle so the crown reads as one mass, not a string of pads.
    const u = rng.range(-1, 1) * (0.6 + 0.4 * rng.next());
    const bx = topX + u * crownW;
    const by = topY - (1 - u * u) * s * 0.07 + rng.gauss(s * 0.025);
    const rx = crownW * rng.range(0.1, 0.2) * (1.1 - Math.abs(u) * 0.4);
    blobs.push({ x: bx, y: by, rx, ry: rx * rng.range(0.45, 0.65) });
  }
  for (const b of blobs) out.push(ellipse(b.x, b.y + b.ry * 0.4, b.rx * 1.05, b.ry, dark));
  for (const b of blobs) out.push(ellipse(b.x, b.y, b.rx, b.ry * 0.85, jitter(col, () => rng.next(), 0.07)));
  for (const b of blobs) if (rng.chance(0.6)) out.push(ellipse(b.x + b.rx * 0.2 * side, b.y - b.ry * 0.35, b.rx * 0.6, b.ry * 0.4, light, 'fill-opacity="0.5"'));
}

export function cypress(out: string[], rng: Rng, x: number, y: number, s: number, col: string): void {
  const w = s * rng.range(0.1, 0.14);
  out.push(path(`M${num(x)} ${num(y - s)}C${num(x + w * 0.9)} ${num(y - s * 0.7)} ${num(x + w)} ${num(y - s * 0.2)} ${num(x + w * 0.4)} ${num(y)}L${num(x - w * 0.4)} ${num(y)}C${num(x - w)} ${num(y - s * 0.2)} ${num(x - w * 0.9)} ${num(y - s * 0.7)} ${num(x)} ${num(y - s)}Z`, col));
  out.push(path(`M${num(x)} ${num(y - s)}C${num(x + w * 0.9)} ${num(y - s * 0.7)} ${num(x + w)} ${num(y - s * 0.2)} ${num(x + w * 0.4)} ${num(y)}L${num(x + w * 0.1)} ${num(y)}Z`, shade(col, -0.25), 'fill-opacity="0.6"'));
}

/** Canary date palm: ringed trunk, pinnate fronds drawn leaflet by leaflet. */
export function palm(out: string[], rng: Rng, x: number, y: number, s: number, col: string, trunk = '#7a6450'): void {
  const lean = rng.range(-0.2, 0.2) * s;
  const tx = x + lean;
  const ty = y - s;
  const tw = s * 0.03;
  out.push(path(`M${num(x - tw * 1.3)} ${num(y)}Q${num(x + lean * 0.2 - tw)} ${num(y - s * 0.55)} ${num(tx - tw * 0.9)} ${num(ty)}L${num(tx + tw * 0.9)} ${num(ty)}Q${num(x + lean * 0.2 + tw)} ${num(y - s * 0.55)} ${num(x + tw * 1.3)} ${num(y)}Z`, trunk));
  const rings: string[] = [];
  for (let k = 1; k < 22; k++) {
    const t = k / 22;
    const cx = x + (tx - x) * t * t + lean * 0.2 * Math.sin(t * Math.PI) * 0.5;
    const half = tw * (1.3 - 0.4 * t);
    rings.push(`M${num(cx - half)} ${num(y - s * t)}L${num(cx + half)} ${num(y - s * t + tw * 0.3)}`);
  }
  out.push(path(rings.join(''), 'none', `stroke="${shade(trunk, -0.35)}" stroke-width="${num(Math.max(0.5, tw * 0.22))}" stroke-opacity="0.55"`));
  const fronds = rng.int(16, 22);
  const leaflets: string[] = [];
  const rachis: string[] = [];
  for (let i = 0; i < fronds; i++) {
    const a = (i / fronds) * Math.PI * 2 + rng.range(-0.15, 0.15);
    const len = s * rng.range(0.34, 0.48);
    const up = Math.sin(a);
    const dx = Math.cos(a) * len;
    // Fronds facing the viewer droop most; those at the back stand up behind the crown.
    const ex = tx + dx * 0.95;
    const ey = ty + len * (0.25 + 0.3 * Math.abs(Math.cos(a))) + up * len * 0.25;
    const mx = tx + dx * 0.55;
    const my = ty - len * (0.22 - up * 0.1);
    rachis.push(`M${num(tx)} ${num(ty)}Q${num(mx)} ${num(my)} ${num(ex)} ${num(ey)}`);
    const n = 18;
    for (let k = 1; k <= n; k++) {
      const t = k / (n + 1);
      const px = (1 - t) * (1 - t) * tx + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * ty + 2 * (1 - t) * t * my + t * t * ey;
      const tanX = 2 * (1 - t) * (mx - tx) + 2 * t * (ex - mx);
      const tanY = 2 * (1 - t) * (my - ty) + 2 * t * (ey - my);
      const tl = Math.hypot(tanX, tanY) || 1;
      const nx = -tanY / tl;
      const ny = tanX / tl;
      // Leaflets longest mid-frond, swept towards the tip and hanging a little under their weight.
      const ll = len * 0.2 * Math.sin(Math.min(1, t * 1.3) * Math.PI * 0.9) + len * 0.03;
      for (const sgn of [1, -1]) {
        leaflets.push(`M${num(px)} ${num(py)}l${num((nx * sgn * 0.6 + (tanX / tl) * 0.6) * ll)} ${num((ny * sgn * 0.6 + (tanY / tl) * 0.6) * ll + ll * 0.45)}`);
      }
    }
  }
  out.push(path(leaflets.join(''), 'none', `stroke="${shade(col, -0.12)}" stroke-width="${num(Math.max(0.8, s * 0.006))}" stroke-linecap="round"`));
  out.push(path(rachis.join(''), 'none', `stroke="${shade(col, 0.05)}" stroke-width="${num(Math.max(0.7, s * 0.006))}"`));
  out.push(ellipse(tx, ty + s * 0.02, tw * 2.4, tw * 1.6, shade(trunk, -0.2)));
}

/** Olive tree: twisted trunk, silvery canopy broken into clumps with sky showing through. */
export function olive(out: string[], rng: Rng, x: number, y: number, s: number, col: string): void {
  const trunk = '#5e5246';
  const tw = s * 0.055;
  out.push(path(`M${num(x - tw * 1.6)} ${num(y)}C${num(x - tw * 2.2)} ${num(y - s * 0.2)} ${num(x + tw * 2)} ${num(y - s * 0.28)} ${num(x - tw * 0.6)} ${num(y - s * 0.5)}L${num(x + tw * 0.8)} ${num(y - s * 0.52)}C${num(x + tw * 3)} ${num(y - s * 0.3)} ${num(x + tw * 0.2)} ${num(y - s * 0.18)} ${num(x + tw * 1.6)} ${num(y)}Z`, trunk));
  for (const dir of [-1, 1]) {
    out.push(path(`M${num(x)} ${num(y - s * 0.45)}Q${num(x + dir * s * 0.15)} ${num(y - s * 0.55)} ${num(x + dir * s * 0.3)} ${num(y - s * 0.7)}`, 'none', `stroke="${trunk}" stroke-width="${num(tw * 0.6)}" stroke-linecap="round"`));
  }
  // A broad, low, irregular canopy: clumps spread over a flattened dome, lit from above.
  const clumps = rng.int(8, 12);
  for (let c = 0; c < clumps; c++) {
    const u = rng.range(-1, 1);
    const cx = x + u * s * 0.42;
    const cy = y - s * 0.72 + u * u * s * 0.14 + rng.gauss(s * 0.05);
    const leaves = rng.int(16, 24);
    for (let i = 0; i < leaves; i++) {
      const px = cx + rng.gauss(s * 0.1);
      const py = cy + rng.gauss(s * 0.06);
      const r = s * rng.range(0.025, 0.06);
      const lightUp = py < cy;
      const c2 = jitter(lightUp ? shade(col, 0.18) : shade(col, -0.2), () => rng.next(), 0.08);
      out.push(ellipse(px, py, r * 1.4, r, c2, `fill-opacity="${op(rng.range(0.7, 0.95))}"`));
    }
  }
}

export function boat(out: string[], rng: Rng, m: Mood, x: number, y: number, s: number, sail = false): void {
  const hull = rng.pick(['#f4f1ea', '#e9eef0', '#ffffff', '#1f3b52', '#c9d8de']);
  const h = s * 0.18;
  out.push(poly([[x - s * 0.5, y - h], [x + s * 0.55, y - h], [x + s * 0.42, y], [x - s * 0.42, y]], tint(hull, m.light, 0.3)));
  out.push(rect(x - s * 0.5, y - h, s * 1.05, h * 0.18, shade(hull, -0.2)));
  out.push(rect(x - s * 0.2, y - h * 2, s * 0.38, h, tint('#f6f3ee', m.light, 0.3)));
  out.push(rect(x - s * 0.16, y - h * 1.75, s * 0.3, h * 0.35, '#2a3a48'));
  if (sail) out.push(line(x, y - h, x, y - s * 1.1, '#d9d9d9', Math.max(0.6, s * 0.012)));
  out.push(rect(x - s * 0.45, y + 1, s * 0.9, h * 0.6, tint(hull, m.seaNear, 0.7), 'fill-opacity="0.35"'));
}

/** A town house of the old quarters: tall, narrow, rendered in warm colours, shuttered windows. */
export function townHouse(out: string[], rng: Rng, m: Mood, x: number, base: number, w: number, h: number, depth: number, unit: number): void {
  const wall = aerial(m, tint(jitter(rng.pick(wallColors), () => rng.next(), 0.06), m.light, 0.5), depth);
  out.push(rect(x, base - h, w, h, wall));
  out.push(rect(x, base - h, w, h * 0.04, shade(wall, -0.25), 'fill-opacity="0.6"'));
  const shutter = aerial(m, rng.pick(shutterColors), depth);
  const floors = Math.max(1, Math.floor(h / (unit * 1.05)));
  const cols = Math.max(1, Math.round(w / (unit * 0.9)));
  const ww = (w / cols) * 0.34;
  const wh = ww * 1.6;
  const glass = aerial(m, m.lamps > 0.3 ? '#4a3a2a' : '#2b3034', depth);
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < cols; c++) {
      const wx = x + (c + 0.5) * (w / cols) - ww / 2;
      const wy = base - h + h * 0.08 + f * ((h * 0.88) / floors);
      if (wy + wh > base - unit * 0.1) continue;
      const state = rng.next();
      if (m.lamps > 0.3 && rng.chance(m.lamps * 0.5)) out.push(rect(wx, wy, ww, wh, mix('#ffcc7a', wall, 0.2)));
      else out.push(rect(wx, wy, ww, wh, glass));
      if (state < 0.45) out.push(rect(wx, wy, ww, wh, shutter));
      else if (state < 0.8) {
        out.push(rect(wx - ww * 0.48, wy, ww * 0.46, wh, shutter));
        out.push(rect(wx + ww * 1.02, wy, ww * 0.46, wh, shutter));
      }
      if (f > 0 && rng.chance(0.15)) out.push(rect(wx - ww * 0.2, wy + wh * 0.95, ww * 1.4, wh * 0.12, shade(wall, -0.4)));
    }
}

/** Citrus tree: a dense, rounded, dark crown hung with fruit (lemons, oranges, grapefruit). */
export function citrus(out: string[], rng: Rng, x: number, y: number, s: number, fruit: string, detail = 1): void {
  const trunk = '#5e5246';
  out.push(path(`M${num(x - s * 0.03)} ${num(y)}L${num(x - s * 0.02)} ${num(y - s * 0.45)}L${num(x + s * 0.02)} ${num(y - s * 0.45)}L${num(x + s * 0.03)} ${num(y)}Z`, trunk));
  const cy = y - s * 0.62;
  const leaf = '#3f5a2f';
  // A tree seen close up needs finer foliage: more, smaller clumps.
  const blobs = Math.round(rng.int(40, 60) * detail * detail);
  for (let i = 0; i < blobs; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.next() ** 0.7;
    const px = x + Math.cos(a) * d * s * 0.4;
    const py = cy + Math.sin(a) * d * s * 0.32;
    const r = (s * rng.range(0.05, 0.1)) / detail;
    out.push(ellipse(px, py, r, r * 0.85, jitter(py < cy ? shade(leaf, 0.15) : shade(leaf, -0.15), () => rng.next(), 0.08)));
  }
  const fruits = Math.round(rng.int(10, 18) * detail);
  for (let i = 0; i < fruits; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.3, 0.95);
    const px = x + Math.cos(a) * d * s * 0.38;
    const py = cy + Math.sin(a) * d * s * 0.3 + s * 0.04;
    const r = s * 0.035;
    out.push(ellipse(px, py, r, r * 0.95, jitter(fruit, () => rng.next(), 0.05)));
    out.push(ellipse(px - r * 0.3, py - r * 0.35, r * 0.35, r * 0.25, '#ffffff', 'fill-opacity="0.35"'));
  }
}

/** A row of lavender cushions along a bed. */
export function lavender(out: string[], rng: Rng, x0: number, x1: number, y: number, size: number): void {
  for (let x = x0; x < x1; x += size * rng.range(1.4, 1.9)) {
    out.push(ellipse(x, y, size, size * 0.6, jitter('#7a8a5a', () => rng.next(), 0.1)));
    for (let k = 0; k < 9; k++) out.push(ellipse(x + rng.gauss(size * 0.5), y - size * 0.35 + rng.gauss(size * 0.15), size * 0.12, size * 0.3, jitter('#8a7ab8', () => rng.next(), 0.1)));
  }
}
