// Outdoor compositions: coast, harbour, panorama, skyline. Each is a painter over a Scene.
import { jitter, mix, palette, shade, tint } from './color.ts';
import { aerial } from './mood.ts';
import * as L from './landscape.ts';
import { box, Camera, quad, type V3 } from './camera.ts';
import type { Scene } from './scene.ts';
import { ellipse, line, num, op, poly, rect } from './svg.ts';
import { texture } from './texture.ts';

export type CoastLayout = 'village' | 'bay' | 'cape';

/** The coast seen from the hills: a perched village, the curve of a bay, or a pine-covered cape. */
export function coast(s: Scene, layout: CoastLayout = 'village'): void {
  if (layout === 'bay') return bay(s);
  if (layout === 'cape') return cape(s);
  village(s);
}

/** Hillside view over the sea with a perched village, the signature view from above Menton. */
function village(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const flip = s.flip;
  const X = (x: number): number => (flip ? w - x : x);
  const hz = h * rng.range(0.42, 0.52);
  L.sky(svg, m, hz);
  const sun = L.sun(svg, m, hz, X(w * rng.range(0.6, 0.8)));
  L.clouds(svg, rng, m, hz, rng.int(3, 6));
  L.sea(svg, rng, m, hz, { sunX: sun.x });
  // Far coast: the Italian shore fading into haze.
  const far = L.ridge(rng, { x0: flip ? w * 0.55 : -20, x1: flip ? w + 20 : w * 0.45, base: hz + 1, amp: h * 0.1, bottom: hz + 2, scale: w * 0.2, bumps: [{ x: X(w * 0.12), height: h * 0.09, width: w * 0.1 }], fadeLeft: flip ? w * 0.25 : 0, fadeRight: flip ? 0 : w * 0.25 });
  L.hills(svg, rng, m, far, '#6d7a84', 0.72, hz - h * 0.25, hz);
  const midBase = hz + h * 0.02;
  const mid = L.ridge(rng, { x0: flip ? w * 0.3 : -20, x1: flip ? w + 20 : w * 0.7, base: midBase, amp: h * 0.06, bottom: midBase + 4, scale: w * 0.12, fadeLeft: flip ? w * 0.25 : 0, fadeRight: flip ? 0 : w * 0.25 });
  L.hills(svg, rng, m, mid, '#4f6045', 0.45, hz - h * 0.1, midBase, [{ kind: 'maquis', size: w * 0.04 }]);
  // Near hill carrying the village.
  const nearBase = h * 1.02;
  const vx = X(w * rng.range(0.18, 0.3));
  const near = L.ridge(rng, { x0: flip ? w * 0.35 : -20, x1: flip ? w + 20 : w * 0.65, base: nearBase, amp: h * 0.12, bottom: h + 4, scale: w * 0.15, bumps: [{ x: vx, height: h * 0.3, width: w * 0.2 }], fadeLeft: flip ? w * 0.22 : 0, fadeRight: flip ? 0 : w * 0.22 });
  L.hills(svg, rng, m, near, palette.olive, 0.12, h * 0.35, h, [{ kind: 'maquis', size: w * 0.09 }, { kind: 'foliage', size: w * 0.05, opacity: 0.8 }]);
  L.crestTrees(svg, rng, m, near, flip ? w * 0.35 : 0, flip ? w : w * 0.65, w * 0.012, 0.12);
  L.perchedVillage(svg, rng, m, near, vx, w * 0.16, w * 0.011, 0.12);
  // Foreground framing.
  const out: string[] = [];
  const fx = X(w * rng.range(0.82, 0.94));
  L.pine(out, rng, fx, h * 1.05, h * rng.range(0.75, 0.95), tint('#2f4128', m.light, 0.2), flip ? -1 : 1);
  if (rng.chance(0.6)) L.cypress(out, rng, X(w * rng.range(0.68, 0.76)), h * 1.02, h * 0.38, '#26331f');
  svg.add(out.join(''));
}

/** Menton's old town climbing to the basilica, the harbour below with boats. */
export function harbour(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const flip = s.flip;
  const X = (x: number): number => (flip ? w - x : x);
  const water = h * rng.range(0.66, 0.74);
  const hz = h * 0.42;
  L.sky(svg, m, water);
  L.sun(svg, m, hz, X(w * 0.85));
  L.clouds(svg, rng, m, hz, rng.int(2, 4));
  // Mountains behind the town.
  const back = L.ridge(rng, { x0: -20, x1: w + 20, base: hz + h * 0.1, amp: h * 0.22, bottom: water, scale: w * 0.25, bumps: [{ x: X(w * 0.2), height: h * 0.08, width: w * 0.2 }] });
  L.hills(svg, rng, m, back, '#5d6e57', 0.55, hz - h * 0.2, water, [{ kind: 'maquis', size: w * 0.03 }]);
  const midR = L.ridge(rng, { x0: -20, x1: w + 20, base: water - h * 0.12, amp: h * 0.08, bottom: water, scale: w * 0.15 });
  L.hills(svg, rng, m, midR, palette.olive, 0.3, water - h * 0.3, water, [{ kind: 'maquis', size: w * 0.045 }]);
  const unit = w * 0.016;
  const townX = X(w * rng.range(0.3, 0.42));
  const townSpan = w * 0.34;
  const id = svg.named(() => {
    const out: string[] = [];
    const topY = water - h * 0.36;
    // Tiers of tall houses: the upper ones narrow to a peak under the bell tower.
    const tiers = 6;
    for (let t = 0; t < tiers; t++) {
      const k = t / (tiers - 1);
      const half = townSpan * (0.18 + k * 0.42);
      const base = topY + (water - topY - h * 0.04) * (0.15 + k * 0.85);
      let x = townX - half;
      while (x < townX + half) {
        const hw = unit * rng.range(1.6, 3.4);
        const hh = unit * rng.range(3.2, 5.6) + (1 - k) * unit;
        L.townHouse(out, rng, m, x, base, hw, hh, 0.15, unit);
        x += hw;
      }
      if (t === 0) bellTower(out, m, townX + unit * 2, base - unit * 1.5, unit);
    }
    // The quay front: a continuous row of arcaded houses at the water's edge.
    let x = -unit;
    const quay = water - h * 0.012;
    while (x < w + unit) {
      const hw = unit * rng.range(2.4, 4);
      const hh = unit * rng.range(3.6, 5);
      const near = Math.abs(x - townX) < townSpan * 0.7;
      if (near || rng.chance(0.5)) L.townHouse(out, rng, m, x, quay, hw, near ? hh : hh * 0.7, 0.1, unit);
      x += hw;
    }
    out.push(rect(0, quay, w, water - quay + 2, aerial(m, tint(palette.stone, m.light, 0.4), 0.1)));
    out.push(rect(0, quay, w, (water - quay) * 0.25, shade(palette.stone, 0.2), 'fill-opacity="0.6"'));
    svg.add(out.join(''));
  });
  // Harbour water, the town mirrored in it.
  const waterFill = svg.linear([
    [0, mix(m.seaFar, m.haze, 0.2)],
    [1, m.seaNear],
  ]);
  svg.add(rect(0, water, w, h - water, waterFill));
  svg.reflect(id, water, 0.32, w * 0.004, water);
  L.sea(svg, rng, m, water, { chop: 0.9, ripplesOnly: true });
  svg.add(rect(0, water, w, h - water, waterFill, 'fill-opacity="0.35"'));
  // Boats moored stern-to along the quay, a few more swinging at anchor further out.
  const out: string[] = [];
  let bx = rng.range(0, w * 0.05);
  while (bx < w) {
    const sz = w * rng.range(0.035, 0.05);
    if (rng.chance(0.75)) L.boat(out, rng, m, bx, water + h * 0.045, sz, rng.chance(0.5));
    bx += sz * rng.range(0.9, 1.4);
  }
  for (let i = 0; i < rng.int(1, 3); i++) {
    const y = water + (h - water) * rng.range(0.45, 0.8);
    L.boat(out, rng, m, rng.range(0.1, 0.9) * w, y, w * 0.07 * (0.7 + (y - water) / (h - water)), rng.chance(0.5));
  }
  svg.add(out.join(''));
}

/** Square campanile with stages and an onion-topped lantern, after the basilica above Menton harbour. */
function bellTower(out: string[], m: Scene['m'], x: number, base: number, unit: number): void {
  const tw = unit * 2.2;
  const th = unit * 7.5;
  const col = aerial(m, tint('#ecd6ab', m.light, 0.5), 0.15);
  const shadeCol = mix(col, m.shadow, 0.35);
  const left = x - tw / 2;
  out.push(rect(left, base - th, tw, th, col));
  out.push(rect(left + tw * 0.7, base - th, tw * 0.3, th, shadeCol));
  for (let k = 1; k < 4; k++) out.push(rect(left - unit * 0.1, base - (th * k) / 4, tw + unit * 0.2, unit * 0.25, shade(col, 0.1)));
  out.push(rect(left + tw * 0.3, base - th + unit * 0.8, tw * 0.4, unit * 1.2, '#3a3330', `rx="${num(tw * 0.2)}"`));
  const lw = tw * 0.7;
  out.push(rect(x - lw / 2, base - th - unit * 2, lw, unit * 2, col));
  out.push(rect(x - lw * 0.2, base - th - unit * 1.7, lw * 0.4, unit * 1.2, '#3a3330', `rx="${num(lw * 0.2)}"`));
  out.push(`<path d="M${num(x - lw * 0.55)} ${num(base - th - unit * 2)}Q${num(x - lw * 0.6)} ${num(base - th - unit * 3.4)} ${num(x)} ${num(base - th - unit * 4)}Q${num(x + lw * 0.6)} ${num(base - th - unit * 3.4)} ${num(x + lw * 0.55)} ${num(base - th - unit * 2)}Z" fill="${aerial(m, '#9a6f4c', 0.15)}"/>`);
  out.push(line(x, base - th - unit * 4, x, base - th - unit * 5, '#5a4a3a', unit * 0.12));
}

export interface SeaViewOptions {
  /** What stands on the far shore. */
  shore: 'hills' | 'towers' | 'cape' | 'open';
  /** Fraction of the width where the shore ends and open sea begins. */
  shoreEnd?: number;
  clouds?: number;
}

/**
 * The view out of a window or over a balustrade: sky, sea to the horizon and a far shore. It is
 * painted full-frame and the caller clips it to the openings, so every window of a room shows
 * one consistent landscape whose horizon sits at the camera's eye level.
 */
export function seaView(s: Scene, horizon: number, o: SeaViewOptions): void {
  const { svg, rng, m, w, h } = s;
  L.sky(svg, m, horizon);
  const sun = L.sun(svg, m, horizon, w * (s.flip ? 0.25 : 0.75));
  L.clouds(svg, rng, m, horizon, o.clouds ?? rng.int(2, 4));
  L.sea(svg, rng, m, horizon, { sunX: sun.x, bottom: h });
  const end = (o.shoreEnd ?? 0.45) * w;
  const x0 = s.flip ? w - end : -20;
  const x1 = s.flip ? w + 20 : end;
  if (o.shore === 'open') return;
  const far = L.ridge(rng, { x0, x1, base: horizon + 1, amp: h * 0.08, bottom: horizon + 2, scale: w * 0.15, fadeLeft: s.flip ? w * 0.2 : 0, fadeRight: s.flip ? 0 : w * 0.2 });
  L.hills(svg, rng, m, far, '#667683', 0.65, horizon - h * 0.12, horizon);
  if (o.shore === 'cape') {
    const cape = L.ridge(rng, { x0, x1: s.flip ? w + 20 : end * 0.8, base: horizon + h * 0.01, amp: h * 0.03, bottom: horizon + h * 0.012, scale: w * 0.06, fadeLeft: s.flip ? w * 0.1 : 0, fadeRight: s.flip ? 0 : w * 0.12 });
    L.hills(svg, rng, m, cape, '#3f5238', 0.35, horizon - h * 0.05, horizon + h * 0.012, [{ kind: 'maquis', size: w * 0.025 }]);
  }
  if (o.shore === 'towers') skylineBand(s, horizon, x0, x1, h * 0.09, 0.45);
}

/** A dense band of apartment towers stepping up a slope, Monaco seen from a distance. */
export function skylineBand(s: Scene, ground: number, x0: number, x1: number, height: number, depth: number): void {
  const { svg, rng, m } = s;
  const out: string[] = [];
  const unit = Math.max(3, height * 0.12);
  const slope = L.noise1d(rng, (x1 - x0) / 2, 2);
  let x = x0;
  while (x < x1) {
    const bw = unit * rng.range(1.5, 4);
    const t = (x - x0) / (x1 - x0);
    const envelope = Math.sin(Math.min(1, Math.max(0, s.flip ? 1 - t : t)) * Math.PI * 0.9 + 0.2);
    const bh = height * (0.25 + 0.6 * envelope * (0.6 + 0.4 * slope(x))) * rng.range(0.6, 1.3);
    const col = aerial(m, tint(jitter(rng.pick(L.wallColors), () => rng.next(), 0.05), m.light, 0.5), depth);
    const top = ground - bh;
    const sideW = bw * 0.22;
    out.push(rect(x, top, bw, bh, col));
    out.push(rect(m.side > 0 ? x + bw - sideW : x, top, sideW, bh, mix(col, m.shadow, 0.4)));
    // Floors: a slab edge catching the light, then a row of windows or a loggia in shadow.
    const floorH = unit * 0.42;
    const floors = Math.floor(bh / floorH);
    const win = aerial(m, '#3d4852', depth);
    const cols = Math.max(1, Math.floor((bw - sideW) / (unit * 0.55)));
    const loggia = rng.chance(0.4);
    for (let f = 1; f < floors; f++) {
      const fy = top + f * floorH;
      if (loggia) {
        out.push(rect(x + (m.side > 0 ? 0 : sideW), fy - floorH * 0.55, bw - sideW, floorH * 0.45, win, 'fill-opacity="0.55"'));
        out.push(rect(x + (m.side > 0 ? 0 : sideW), fy - floorH * 0.1, bw - sideW, floorH * 0.12, shade(col, 0.15)));
        continue;
      }
      for (let c = 0; c < cols; c++) {
        const lit = m.lamps > 0.3 && rng.chance(0.45 * m.lamps);
        const wx = x + (m.side > 0 ? 0 : sideW) + ((c + 0.5) * (bw - sideW)) / cols - unit * 0.14;
        out.push(rect(wx, fy - floorH * 0.62, unit * 0.28, floorH * 0.42, lit ? '#ffd48a' : win, `fill-opacity="${lit ? 0.95 : 0.5}"`));
      }
    }
    out.push(rect(x - unit * 0.05, top - unit * 0.08, bw + unit * 0.1, unit * 0.1, shade(col, 0.1)));
    x += bw * rng.range(0.75, 1);
  }
  svg.add(`<g>${out.join('')}</g>`);
}

/**
 * A wide coastal panorama. `cap`: Cap Martin's pines and the perched village of Roquebrune,
 * Monaco far off. `monaco`: looking down over the Principality's towers to the sea from the
 * heights of Beausoleil.
 */
export function panorama(s: Scene, kind: 'cap' | 'monaco'): void {
  const { svg, rng, m, w, h } = s;
  const flip = s.flip;
  const X = (x: number): number => (flip ? w - x : x);
  const hz = h * (kind === 'monaco' ? rng.range(0.3, 0.34) : rng.range(0.45, 0.52));
  L.sky(svg, m, hz);
  const sun = L.sun(svg, m, hz, X(w * rng.range(0.55, 0.8)));
  L.clouds(svg, rng, m, hz, rng.int(4, 8));
  L.sea(svg, rng, m, hz, { sunX: sun.x });
  if (kind === 'cap') {
    const far = L.ridge(rng, { x0: flip ? w * 0.7 : -20, x1: flip ? w + 20 : w * 0.3, base: hz + 1, amp: h * 0.16, bottom: hz + 2, scale: w * 0.1, fadeLeft: flip ? w * 0.15 : 0, fadeRight: flip ? 0 : w * 0.15 });
    L.hills(svg, rng, m, far, '#6d7a84', 0.7, hz - h * 0.2, hz);
    skylineBand(s, hz + 1, flip ? w * 0.78 : w * 0.04, flip ? w * 0.96 : w * 0.22, h * 0.06, 0.6);
    const mid = L.ridge(rng, { x0: flip ? -20 : w * 0.25, x1: flip ? w * 0.75 : w + 20, base: hz + h * 0.06, amp: h * 0.3, bottom: hz + h * 0.07, scale: w * 0.15, bumps: [{ x: X(w * 0.72), height: h * 0.18, width: w * 0.07 }], fadeLeft: flip ? 0 : w * 0.25, fadeRight: flip ? w * 0.25 : 0 });
    L.hills(svg, rng, m, mid, '#55684a', 0.35, hz - h * 0.3, hz + h * 0.07, [{ kind: 'maquis', size: w * 0.03 }]);
    L.perchedVillage(svg, rng, m, mid, X(w * 0.72), w * 0.06, w * 0.006, 0.3);
    // The cape itself: low, covered in umbrella pines, reaching into the sea.
    const cape = L.ridge(rng, { x0: flip ? w * 0.35 : -20, x1: flip ? w + 20 : w * 0.65, base: h * 0.98, amp: h * 0.08, bottom: h + 4, scale: w * 0.08, bumps: [{ x: X(w * 0.15), height: h * 0.22, width: w * 0.25 }], fadeLeft: flip ? w * 0.3 : 0, fadeRight: flip ? 0 : w * 0.3 });
    L.hills(svg, rng, m, cape, palette.olive, 0.1, h * 0.6, h, [{ kind: 'maquis', size: w * 0.05 }, { kind: 'foliage', size: w * 0.03, opacity: 0.7 }]);
    const trees: string[] = [];
    for (let i = 0; i < 18; i++) {
      const x = X(rng.range(0.0, 0.55) * w);
      L.pine(trees, rng, x, cape.y(x) + h * 0.03, h * rng.range(0.12, 0.22), tint('#2f4128', m.light, 0.25), flip ? -1 : 1);
    }
    svg.add(trees.join(''));
  } else {
    const far = L.ridge(rng, { x0: -20, x1: w + 20, base: hz + 1, amp: h * 0.05, bottom: hz + 2, scale: w * 0.2, fadeLeft: w * 0.5 });
    L.hills(svg, rng, m, far, '#6d7a84', 0.75, hz - h * 0.1, hz);
    // From the heights of Beausoleil: the Rock out in the sea, the harbour basin, the city
    // packed in rows that grow taller and nearer down the slope to our feet.
    const shoreY = h * 0.56;
    const rockX = X(w * 0.7);
    // Ground under the city: the steep slope between the rows, greyed by distance.
    svg.add(rect(0, shoreY + h * 0.06, w, h, svg.linear([[0, aerial(m, '#8d9279', 0.4)], [1, tint('#6d7356', m.light, 0.3)]])));
    const rock = L.ridge(rng, { x0: rockX - w * 0.12, x1: rockX + w * 0.12, base: shoreY + h * 0.02, amp: h * 0.04, bottom: shoreY + h * 0.05, scale: w * 0.05, fadeLeft: w * 0.05, fadeRight: w * 0.05 });
    L.hills(svg, rng, m, rock, '#7b7e6a', 0.35, shoreY - h * 0.06, shoreY + h * 0.05, [{ kind: 'maquis', size: w * 0.015 }]);
    skylineBand(s, rock.y(rockX) + h * 0.015, rockX - w * 0.06, rockX + w * 0.06, h * 0.04, 0.35);
    const basin = X(w * 0.42);
    const boats: string[] = [];
    for (let i = 0; i < 22; i++) L.boat(boats, rng, m, basin + rng.range(-0.1, 0.1) * w, shoreY + h * rng.range(0.0, 0.06), w * rng.range(0.006, 0.014), rng.chance(0.4));
    svg.add(boats.join(''));
    const rows = 5;
    for (let r = 0; r < rows; r++) {
      const t = r / (rows - 1);
      const ground = shoreY + h * 0.08 + t * h * 0.42;
      const gap = r === 0 ? [basin - w * 0.14, basin + w * 0.14] : null;
      const segs: [number, number][] = gap ? [[-20, gap[0] ?? 0], [gap[1] ?? 0, w + 20]] : [[-20, w + 20]];
      for (const [a, b] of segs) skylineBand(s, ground, a, b, h * (0.1 + t * 0.22), 0.4 - t * 0.35);
      if (r < rows - 1) svg.add(rect(0, ground - h * 0.005, w, h * 0.012, tint('#5d6e57', m.light, 0.3), 'fill-opacity="0.55"'));
    }
    const trees: string[] = [];
    for (let i = 0; i < 6; i++) L.cypress(trees, rng, rng.range(0, w), h * 1.02, h * rng.range(0.18, 0.3), tint('#26331f', m.light, 0.2));
    for (const px of [0.06, 0.94]) L.palm(trees, rng, X(w * px) + rng.range(-0.03, 0.03) * w, h * 1.05, h * rng.range(0.45, 0.6), tint('#3f5a2a', m.light, 0.3));
    svg.add(trees.join(''));
  }
}

/** Monaco at dusk from the water: yachts, the harbour, towers climbing the slope, the lights coming on. */
export function monaco(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const water = h * rng.range(0.64, 0.72);
  const hz = h * 0.45;
  L.sky(svg, m, water);
  L.sun(svg, m, hz, w * (s.flip ? 0.15 : 0.85));
  L.clouds(svg, rng, m, hz, rng.int(2, 5));
  const back = L.ridge(rng, { x0: -20, x1: w + 20, base: water - h * 0.2, amp: h * 0.22, bottom: water, scale: w * 0.3, bumps: [{ x: w * rng.range(0.2, 0.8), height: h * 0.08, width: w * 0.15 }] });
  L.hills(svg, rng, m, back, '#5d6a58', 0.55, water - h * 0.45, water, [{ kind: 'maquis', size: w * 0.03 }]);
  const id = svg.named(() => {
    skylineBand(s, water - h * 0.12, -20, w + 20, h * 0.22, 0.35);
    skylineBand(s, water - h * 0.03, -20, w + 20, h * 0.24, 0.2);
    skylineBand(s, water + 2, -20, w + 20, h * 0.16, 0.08);
    svg.add(rect(0, water - h * 0.012, w, h * 0.014, tint(palette.stone, m.light, 0.4)));
  });
  const waterFill = svg.linear([[0, mix(m.seaFar, m.haze, 0.2)], [1, m.seaNear]]);
  svg.add(rect(0, water, w, h - water, waterFill));
  svg.reflect(id, water, 0.35, w * 0.004, water);
  L.sea(svg, rng, m, water, { chop: 0.7, ripplesOnly: true });
  const boats: string[] = [];
  let x = rng.range(0, w * 0.04);
  while (x < w) {
    const sz = w * rng.range(0.05, 0.09);
    if (rng.chance(0.8)) L.boat(boats, rng, m, x + sz / 2, water + h * rng.range(0.05, 0.08), sz, rng.chance(0.5));
    x += sz * rng.range(1.05, 1.4);
  }
  L.boat(boats, rng, m, w * rng.range(0.3, 0.7), h * 0.9, w * 0.2, false);
  svg.add(boats.join(''));
}

export interface RestanquesOptions {
  /** Citrus on the terraces instead of olives, lavender along the walls. */
  citrus?: boolean;
  /** An old grapefruit tree heavy with fruit in the foreground. */
  grapefruit?: boolean;
  /** Surveyor's stakes: the land is being studied. */
  stakes?: boolean;
}

/** Restanques: dry-stone terraces stepping up a hillside, planted with olives or citrus. */
export function restanques(s: Scene, o: RestanquesOptions = { stakes: true }): void {
  const { svg, rng, m, w, h } = s;
  const hz = h * rng.range(0.18, 0.26);
  L.sky(svg, m, hz);
  L.sun(svg, m, hz, w * (s.flip ? 0.2 : 0.8));
  L.sea(svg, rng, m, hz, { bottom: hz + h * 0.08 });
  const far = L.ridge(rng, { x0: -20, x1: w + 20, base: hz + h * 0.1, amp: h * 0.08, bottom: hz + h * 0.2, scale: w * 0.2, fadeLeft: s.flip ? 0 : w * 0.4, fadeRight: s.flip ? w * 0.4 : 0 });
  L.hills(svg, rng, m, far, '#5d6e57', 0.5, hz, hz + h * 0.2, [{ kind: 'maquis', size: w * 0.03 }]);
  // Terraces from far (thin) to near (tall).
  const n = 6;
  let y = hz + h * 0.12;
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / n;
    const wallH = h * (0.03 + t * 0.09);
    const field = h * (0.03 + t * 0.07);
    const curve = L.noise1d(rng, w * 0.6, 2);
    const edge = (x: number): number => y + curve(x) * h * 0.025;
    // Each band is painted only where it shows: textures over the whole lower frame, six
    // times over, were most of this picture's rendering time.
    const band = (offset0: number, offset1: number): string => {
      const xs: number[] = [];
      for (let x = -10; x <= w + 10; x += w / 40) xs.push(x);
      const upper = xs.map((x) => `${num(x)},${num(edge(x) + offset0)}`);
      const lower = xs.reverse().map((x) => `${num(x)},${num(offset1 > h ? h + 10 : edge(x) + offset1)}`);
      return `M${upper.join('L')}L${lower.join('L')}Z`;
    };
    const last = i === n - 1;
    const fieldBand = band(0, field + 2);
    const earth = tint(mix('#9a8a5a', palette.olive, 0.5), m.light, 0.4);
    svg.add(`<path d="${fieldBand}" fill="${earth}"/>`);
    svg.add(`<path d="${fieldBand}" fill="${texture(svg, rng, 'grass', w * 0.04 * t + 10, earth, 0.8)}"/>`);
    const trees: string[] = [];
    let x = rng.range(0, w * 0.1);
    while (x < w) {
      if (o.citrus) L.citrus(trees, rng, x, edge(x) + field * 0.7, h * (0.05 + t * 0.16), rng.pick(['#f2c530', '#f08a24', '#f2c530']));
      else L.olive(trees, rng, x, edge(x) + field * 0.7, h * (0.05 + t * 0.2), tint('#7f8e63', m.light, 0.3));
      x += w * rng.range(0.08, 0.16) * (0.5 + t);
    }
    if (o.citrus) L.lavender(trees, rng, 0, w, edge(0) + field * 0.95, h * (0.006 + t * 0.014));
    svg.add(trees.join(''));
    const wallTop = y + field;
    let wall = `M-10 ${num(edge(-10) + field)}`;
    for (let x = 0; x <= w + 10; x += w / 40) wall += `L${num(x)} ${num(edge(x) + field)}`;
    const stone = tint('#c9b99c', m.light, 0.4);
    const wallBand = band(field, last ? h * 2 : field + wallH + 2);
    svg.add(`<path d="${wallBand}" fill="${stone}"/>`);
    svg.add(`<path d="${wallBand}" fill="${texture(svg, rng, 'stone', wallH * 1.1, stone)}"/>`);
    svg.add(`<path d="${wall}" fill="none" stroke="#0b1620" stroke-opacity="0.15" stroke-width="${num(wallH * 0.1)}"/>`);
    y = wallTop + wallH;
  }
  if (o.grapefruit) {
    const fore: string[] = [];
    L.citrus(fore, rng, s.flip ? w * 0.72 : w * 0.28, h * 1.04, h * 0.9, '#f3d36a', 2.2);
    svg.add(fore.join(''));
  }
  // Survey stakes with red-and-white tape on the nearest terrace.
  for (let i = 0; i < (o.stakes ? 3 : 0); i++) {
    const sx = w * (0.2 + i * 0.28 + rng.range(-0.05, 0.05));
    const sy = h * rng.range(0.8, 0.9);
    const len = h * 0.12;
    svg.add(rect(sx, sy - len, w * 0.006, len, '#d9c7a0'));
    for (let k = 0; k < 4; k++) svg.add(rect(sx, sy - len + k * len * 0.06, w * 0.006, len * 0.06, k % 2 ? '#f4f1ea' : '#c8283a'));
  }
}

/** Tiled roofs and photovoltaic arrays from a terrace above, the sea beyond. */
export function solarRoofs(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const hz = h * rng.range(0.2, 0.28);
  L.sky(svg, m, hz);
  const sun = L.sun(svg, m, hz, w * (s.flip ? 0.25 : 0.75));
  L.sea(svg, rng, m, hz, { sunX: sun.x, bottom: h * 0.5 });
  const shore = L.ridge(rng, { x0: -20, x1: w + 20, base: hz + h * 0.2, amp: h * 0.06, bottom: h, scale: w * 0.3 });
  L.hills(svg, rng, m, shore, '#8a8f7a', 0.3, hz + h * 0.1, h, [{ kind: 'foliage', size: w * 0.03 }]);
  // Rows of roofs receding: each a pair of tiled slopes, some carrying panels.
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const t = (r + 1) / rows;
    const baseY = hz + h * 0.18 + t * t * h * 0.7;
    const rh = h * (0.05 + t * 0.18);
    let x = -rng.range(0, w * 0.1);
    while (x < w) {
      const rw = w * rng.range(0.16, 0.3) * (0.6 + t);
      const tile = tint(jitter(palette.terracotta, () => rng.next(), 0.06), m.light, 0.4);
      const flat = rng.chance(0.3);
      if (flat) {
        svg.add(rect(x, baseY - rh * 0.5, rw, rh * 0.5, tint('#d8d2c6', m.light, 0.3)));
        svg.add(rect(x, baseY, rw, rh * 0.6, tint(rng.pick(L.wallColors), m.light, 0.4)));
      } else {
        svg.add(poly([[x, baseY], [x + rw * 0.1, baseY - rh], [x + rw * 0.9, baseY - rh], [x + rw, baseY]], tile));
        svg.add(rect(x, baseY, rw, rh * 0.6, tint(rng.pick(L.wallColors), m.light, 0.4)));
        const lines: string[] = [];
        for (let k = 0; k < 40; k++) {
          const u = (k + 0.5) / 40;
          lines.push(`M${num(x + rw * (0.1 + u * 0.8))} ${num(baseY - rh)}L${num(x + rw * u)} ${num(baseY)}`);
        }
        svg.add(`<path d="${lines.join('')}" stroke="${shade(tile, -0.3)}" stroke-width="${num(Math.max(0.6, rw * 0.004))}" stroke-opacity="0.5"/>`);
      }
      if (rng.chance(0.65)) {
        // Panel array: dark cells with a sky reflection running across.
        const px0 = x + rw * 0.18;
        const px1 = x + rw * 0.82;
        const py0 = baseY - rh * (flat ? 0.45 : 0.92);
        const py1 = baseY - rh * (flat ? 0.08 : 0.12);
        const cells = svg.linear([[0, '#3b5578'], [0.45, '#1f2e44'], [0.55, mix('#1f2e44', m.skyHorizon, 0.35)], [1, '#17233a']], 0, 0, 1, 1);
        svg.add(poly([[px0, py1], [px0 + rw * 0.05, py0], [px1 - rw * 0.05, py0], [px1, py1]], cells));
        const grid: string[] = [];
        for (let k = 1; k < 6; k++) {
          const u = k / 6;
          grid.push(`M${num(px0 + rw * 0.05 + (px1 - px0 - rw * 0.1) * u)} ${num(py0)}L${num(px0 + (px1 - px0) * u)} ${num(py1)}`);
        }
        for (let k = 1; k < 3; k++) {
          const v = k / 3;
          grid.push(`M${num(px0 + rw * 0.05 * (1 - v))} ${num(py0 + (py1 - py0) * v)}L${num(px1 - rw * 0.05 * (1 - v))} ${num(py0 + (py1 - py0) * v)}`);
        }
        svg.add(`<path d="${grid.join('')}" stroke="#a9b8c8" stroke-width="${num(Math.max(0.6, rw * 0.003))}" stroke-opacity="0.6"/>`);
      }
      x += rw * rng.range(1.02, 1.12);
    }
  }
}

/** The connected city at blue hour: towers, lit windows, light trails, a network drawn across the dusk. */
export function smartCity(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const hz = h * 0.62;
  L.sky(svg, m, hz);
  L.sea(svg, rng, m, hz, { bottom: hz + h * 0.05 });
  skylineBand(s, hz + h * 0.02, -20, w + 20, h * 0.3, 0.3);
  skylineBand(s, hz + h * 0.12, -20, w + 20, h * 0.4, 0.12);
  svg.add(rect(0, hz + h * 0.12, w, h, '#141c26'));
  // Light trails along the seafront road.
  const trails: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = hz + h * rng.range(0.16, 0.3);
    const x = rng.range(-0.2, 1) * w;
    const len = w * rng.range(0.1, 0.5);
    trails.push(rect(x, y, len, h * rng.range(0.002, 0.006), rng.chance(0.5) ? '#ffd79a' : '#ff6a4a', `fill-opacity="${op(rng.range(0.3, 0.9))}"`));
  }
  svg.add(`<g filter="${svg.blur(h * 0.002, 0.05)}">${trails.join('')}</g>`);
  // The network: nodes over the rooftops joined by fine arcs.
  const nodes: [number, number][] = [];
  for (let i = 0; i < 16; i++) nodes.push([rng.range(0.05, 0.95) * w, hz - h * rng.range(0.05, 0.4)]);
  const links: string[] = [];
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i] ?? [0, 0];
      const b = nodes[j] ?? [0, 0];
      if (Math.hypot(a[0] - b[0], a[1] - b[1]) > w * 0.22) continue;
      const mx = (a[0] + b[0]) / 2;
      const my = Math.min(a[1], b[1]) - h * 0.04;
      links.push(`M${num(a[0])} ${num(a[1])}Q${num(mx)} ${num(my)} ${num(b[0])} ${num(b[1])}`);
    }
  svg.add(`<path d="${links.join('')}" fill="none" stroke="#9fe3f0" stroke-width="${num(Math.max(0.8, w * 0.0012))}" stroke-opacity="0.45"/>`);
  for (const [x, y] of nodes) {
    svg.add(ellipse(x, y, w * 0.012, w * 0.012, svg.radial([[0, '#bff4ff', 0.6], [1, '#bff4ff', 0]], x, y, w * 0.012)));
    svg.add(ellipse(x, y, w * 0.0025, w * 0.0025, '#e9fbff'));
  }
}

/** Looking down on the bay of Menton: the town strung along the curve of the shore under the mountains. */
function bay(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const flip = s.flip;
  const X = (x: number): number => (flip ? w - x : x);
  const hz = h * rng.range(0.3, 0.36);
  L.sky(svg, m, hz);
  const sun = L.sun(svg, m, hz, X(w * 0.2));
  L.clouds(svg, rng, m, hz, rng.int(3, 5));
  L.sea(svg, rng, m, hz, { sunX: sun.x });
  // The shore: a curve sweeping from the horizon down towards the camera on one side.
  const shore = (t: number): [number, number] => [X(w * (0.28 + 0.75 * t)), hz + h * (0.02 + 0.5 * t * t)];
  const crest = L.noise1d(rng, w * 0.2, 3);
  const [startX, startY] = shore(0);
  // The mountains rise from the far end of the bay and climb towards the near side of the frame.
  const ridgeY = (x: number): number => {
    const u = Math.abs(x - startX) / (w * 0.75);
    const env = u <= 0 ? 0 : u >= 0.35 ? 1 : (u / 0.35) ** 2 * (3 - (2 * u) / 0.35);
    return startY - h * (0.1 + 0.12 * u + 0.06 * crest(x)) * env;
  };
  const pts: string[] = [];
  for (let t = 0; t <= 1.001; t += 0.02) {
    const [x, y] = shore(t);
    pts.push(`${num(x)},${num(y)}`);
  }
  const top: string[] = [];
  for (let k = 0; k <= 60; k++) {
    const x = X(w * (1.05 - (0.77 * k) / 60));
    top.push(`${num(x)},${num(ridgeY(x))}`);
  }
  const land = `M${pts.join('L')}L${num(X(w * 1.05))},${num(h + 5)}L${top.join('L')}Z`;
  const c = tint('#5d6e57', m.light, 0.4);
  svg.add(`<path d="${land}" fill="${svg.linear([[0, aerial(m, c, 0.5)], [1, c]], 0, hz - h * 0.2, 0, h, true)}"/>`);
  svg.add(`<path d="${land}" fill="${texture(svg, rng, 'maquis', w * 0.06, c, 0.9)}"/>`);
  // Beach, then the town in a band along the shore, growing as it nears.
  svg.add(`<path d="M${pts.join('L')}" fill="none" stroke="${tint('#e8dcc4', m.light, 0.3)}" stroke-width="${num(h * 0.012)}"/>`);
  const houses: string[] = [];
  for (let t = 0.02; t < 1; t += 0.012) {
    const [x, y] = shore(t);
    const unit = w * (0.004 + t * 0.014);
    for (let row = 0; row < 3; row++) {
      const hx = x + (flip ? -1 : 1) * rng.range(0, unit) + (flip ? -1 : 1) * row * unit * 0.6;
      L.house(houses, rng, m, hx, y - h * 0.006 - row * unit * 0.9, unit * rng.range(1, 1.8), unit * rng.range(0.9, 1.8), 0.35 * (1 - t));
    }
  }
  svg.add(`<g>${houses.join('')}</g>`);
  const fore: string[] = [];
  for (let i = 0; i < 3; i++) L.cypress(fore, rng, X(w * rng.range(0.85, 0.98)), h * 1.02, h * rng.range(0.3, 0.45), tint('#26331f', m.light, 0.2));
  L.olive(fore, rng, X(w * 0.08), h * 1.04, h * 0.32, tint('#7f8e63', m.light, 0.3));
  svg.add(fore.join(''));
}

/** A pine-covered cape running out into the sea, the far coast fading behind it. */
function cape(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const flip = s.flip;
  const X = (x: number): number => (flip ? w - x : x);
  const hz = h * rng.range(0.42, 0.5);
  L.sky(svg, m, hz);
  const sun = L.sun(svg, m, hz, X(w * 0.3));
  L.clouds(svg, rng, m, hz, rng.int(3, 6));
  L.sea(svg, rng, m, hz, { sunX: sun.x });
  const far = L.ridge(rng, { x0: flip ? -20 : w * 0.45, x1: flip ? w * 0.55 : w + 20, base: hz + 1, amp: h * 0.14, bottom: hz + 2, scale: w * 0.15, fadeLeft: flip ? 0 : w * 0.3, fadeRight: flip ? w * 0.3 : 0 });
  L.hills(svg, rng, m, far, '#6d7a84', 0.7, hz - h * 0.2, hz);
  skylineBand(s, hz + 1, X(w * 0.62), X(w * 0.62) + w * 0.12, h * 0.05, 0.6);
  // The cape: a wooded back sloping down to its tip, the shore curving from the tip towards us.
  const tipX = w * rng.range(0.62, 0.72);
  const tipY = hz + h * 0.12;
  const crest = L.noise1d(rng, w * 0.15, 3);
  const topY = (x: number): number => tipY - h * (0.05 + 0.12 * (1 - x / tipX) + 0.03 * crest(x)) * Math.min(1, (tipX - x) / (w * 0.2));
  const pts: [number, number][] = [];
  for (let x = -20; x <= tipX; x += w / 120) pts.push([x, topY(x)]);
  const shoreAt = (t: number): [number, number] => [tipX + w * 0.3 * t * t + w * 0.05 * t, tipY + (h + 5 - tipY) * t];
  for (let t = 0.05; t <= 1.001; t += 0.05) pts.push(shoreAt(t));
  pts.push([-20, h + 5]);
  const land = pts.map(([x, y]) => `${num(X(x))},${num(y)}`).join(' ');
  const lc = tint(palette.olive, m.light, 0.4);
  svg.add(`<polygon points="${land}" fill="${svg.linear([[0, aerial(m, lc, 0.2)], [1, mix(lc, m.shadow, 0.3)]], 0, tipY - h * 0.2, 0, h, true)}"/>`);
  svg.add(`<polygon points="${land}" fill="${texture(svg, rng, 'maquis', w * 0.05, lc)}"/>`);
  svg.add(`<polygon points="${land}" fill="${texture(svg, rng, 'foliage', w * 0.035, lc, 0.7)}"/>`);
  // Pale rocks along the waterline.
  const rocks: string[] = [];
  for (let i = 0; i < 50; i++) {
    const [x, y] = shoreAt(rng.next());
    rocks.push(ellipse(X(x + rng.range(-0.01, 0.005) * w), y + rng.range(-0.005, 0.01) * h, w * rng.range(0.006, 0.02) * (y / h), h * rng.range(0.006, 0.015) * (y / h), tint(shade('#c9bb9c', rng.range(-0.2, 0.1)), m.light, 0.3)));
  }
  svg.add(`<g>${rocks.join('')}</g>`);
  const trees: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = rng.range(0.02, 0.95) * tipX;
    const depth = rng.next();
    L.pine(trees, rng, X(x), topY(x) + h * (0.02 + depth * 0.25), h * (0.1 + depth * 0.2), tint('#2f4128', m.light, 0.25), flip ? -1 : 1);
  }
  svg.add(trees.join(''));
  const fore: string[] = [];
  L.pine(fore, rng, X(w * 0.9), h * 1.05, h * 0.85, tint('#2a3a24', m.light, 0.2), flip ? -1 : 1);
  svg.add(fore.join(''));
}

/** The entrance drive: gravel between dry-stone walls, olive trees, the house at the end. */
export function allee(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const cam = new Camera(w, h, { eye: [rng.range(-0.4, 0.4), 1.6, 0], yaw: (s.flip ? -1 : 1) * rng.range(0.02, 0.1), fov: rng.range(60, 70), horizon: rng.range(0.5, 0.56) });
  const hz = cam.horizonY;
  L.sky(svg, m, hz);
  L.sun(svg, m, hz, w * (s.flip ? 0.2 : 0.8));
  L.clouds(svg, rng, m, hz, rng.int(2, 4));
  const back = L.ridge(rng, { x0: -20, x1: w + 20, base: hz + 2, amp: h * 0.16, bottom: hz + 4, scale: w * 0.3, bumps: [{ x: w * (s.flip ? 0.25 : 0.75), height: h * 0.1, width: w * 0.08 }] });
  L.hills(svg, rng, m, back, '#5d6e57', 0.5, hz - h * 0.25, hz, [{ kind: 'maquis', size: w * 0.04 }]);
  L.perchedVillage(svg, rng, m, back, w * (s.flip ? 0.25 : 0.75), w * 0.05, w * 0.006, 0.45);
  const light: V3 = [s.flip ? 0.5 : -0.5, 0.7, -0.4];
  const far = 34;
  // Ground: meadow either side, the gravel drive down the middle.
  const meadow = tint('#8a8f5a', m.light, 0.4);
  svg.add(quad(cam, [[-60, 0, 0.5], [60, 0, 0.5], [60, 0, 200], [-60, 0, 200]], svg.linear([[0, aerial(m, meadow, 0.3)], [1, meadow]], 0, hz, 0, h, true)));
  svg.add(quad(cam, [[-60, 0, 0.5], [60, 0, 0.5], [60, 0, 200], [-60, 0, 200]], texture(svg, rng, 'grass', w * 0.04, meadow)));
  const gravel = tint('#d9cdb6', m.light, 0.4);
  svg.add(quad(cam, [[-1.6, 0.01, 0.5], [1.6, 0.01, 0.5], [1.6, 0.01, far], [-1.6, 0.01, far]], gravel));
  svg.add(quad(cam, [[-1.6, 0.01, 0.5], [1.6, 0.01, 0.5], [1.6, 0.01, far], [-1.6, 0.01, far]], texture(svg, rng, 'gravel', w * 0.02, gravel, 0.8)));
  // The house closing the perspective.
  const stone = tint('#e2d2b4', m.light, 0.4);
  svg.add(box(cam, [-6, 0, far], [6, 6.5, far + 8], stone, light, m));
  svg.add(quad(cam, [[-6.5, 6.5, far - 0.5], [6.5, 6.5, far - 0.5], [5, 8, far + 3], [-5, 8, far + 3]], tint(palette.terracotta, m.light, 0.4)));
  for (let f = 0; f < 2; f++)
    for (let c = 0; c < 4; c++) {
      const x = -4.5 + c * 3;
      const y = 0.8 + f * 3.1;
      svg.add(quad(cam, [[x, y, far - 0.01], [x + 1.1, y, far - 0.01], [x + 1.1, y + 2, far - 0.01], [x, y + 2, far - 0.01]], '#2f3538'));
      svg.add(quad(cam, [[x - 0.55, y, far - 0.01], [x, y, far - 0.01], [x, y + 2, far - 0.01], [x - 0.55, y + 2, far - 0.01]], tint('#7a8c5c', m.light, 0.4)));
      svg.add(quad(cam, [[x + 1.1, y, far - 0.01], [x + 1.65, y, far - 0.01], [x + 1.65, y + 2, far - 0.01], [x + 1.1, y + 2, far - 0.01]], tint('#7a8c5c', m.light, 0.4)));
    }
  // Walls and trees, far to near, both sides at once so nearer things overlap farther ones.
  const wallCol = tint('#cbbb9b', m.light, 0.45);
  const wallTex = texture(svg, rng, 'stone', h * 0.05, wallCol);
  const out: string[] = [];
  for (let z = far - 3; z > 2; z -= 3) {
    for (const sgn of [-1, 1]) {
      const x0 = sgn < 0 ? -2.2 : 1.8;
      out.push(box(cam, [x0, 0, z], [x0 + 0.4, 0.8, z + 3], { top: shade(wallCol, 0.08), side: wallCol }, light, m));
      const face: V3[] = sgn < 0 ? [[-1.8, 0, z], [-1.8, 0, z + 3], [-1.8, 0.8, z + 3], [-1.8, 0.8, z]] : [[1.8, 0, z], [1.8, 0, z + 3], [1.8, 0.8, z + 3], [1.8, 0.8, z]];
      out.push(quad(cam, face, wallTex));
      if (Math.round(z / 3) % 2 === 0) {
        const tx = sgn * 3.4;
        const p = cam.project([tx, 0, z + 1.5]);
        L.olive(out, rng, p[0], p[1], cam.scaleAt([tx, 0, z + 1.5]) * rng.range(3.2, 4.2), tint('#7f8e63', m.light, 0.3));
      }
    }
  }
  svg.add(out.join(''));
}
