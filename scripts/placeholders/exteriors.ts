// Architecture outside: the rooftop terrace with its jacuzzi, the villa and its pool, a
// residence with deep terraces. Same pin-hole camera as the interiors.
import { box, Camera, normalize, quad, type V3 } from './camera.ts';
import { jitter, mix, palette, shade, tint } from './color.ts';
import * as L from './landscape.ts';
import type { Scene } from './scene.ts';
import { chair, contactShadows, plant, sofa, table, type Item, type Room } from './rooms.ts';
import { ellipse, line, num, op, points, poly, rect } from './svg.ts';
import { texture } from './texture.ts';
import { seaView, type SeaViewOptions } from './views.ts';

function sunlight(s: Scene): { sunDir: V3; toLight: V3 } {
  const side = s.flip ? 1 : -1;
  const sunDir = normalize([side * 0.6, -0.55, 0.6]);
  return { sunDir, toLight: [-sunDir[0], -sunDir[1], -sunDir[2]] };
}

/** Deck boards or stone slabs on a horizontal rectangle. */
function paving(s: Scene, cam: Camera, x0: number, x1: number, z0: number, z1: number, y: number, kind: 'teak' | 'stone' | 'grey'): string {
  const base = kind === 'teak' ? '#a57a52' : kind === 'stone' ? '#ddd3c3' : '#b9b6ae';
  const col = tint(base, s.m.light, 0.45);
  const out: string[] = [];
  const fill = s.svg.linear([
    [0, shade(col, 0.05)],
    [1, mix(col, s.m.shadow, 0.15)],
  ], ...cam.project([0, y, z1]), ...cam.project([0, y, Math.max(z0, 0.5)]), true);
  out.push(quad(cam, [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]], fill));
  const seam = shade(base, -0.35);
  const step = kind === 'teak' ? 0.15 : 0.8;
  for (let x = x0 + step; x < x1; x += step) {
    const a = cam.project([x, y, Math.max(z0, 0.4)]);
    const b = cam.project([x, y, z1]);
    out.push(line(a[0], a[1], b[0], b[1], seam, Math.max(0.5, cam.scaleAt([x, y, 3]) * 0.005), 'stroke-opacity="0.45"'));
  }
  if (kind !== 'teak')
    for (let z = z0 + step; z < z1; z += step) {
      const a = cam.project([x0, y, z]);
      const b = cam.project([x1, y, z]);
      out.push(line(a[0], a[1], b[0], b[1], seam, Math.max(0.5, cam.scaleAt([0, y, z]) * 0.005), 'stroke-opacity="0.4"'));
    }
  return out.join('');
}

function lounger(r: Room, s: Scene, x: number, z: number, along: 'x' | 'z', cushion: string): Item {
  const { cam, toLight } = r;
  const frame = s.rng.pick(['#8a6a4f', '#e8e4dc', '#3a3a38']);
  const [w, d] = along === 'z' ? [0.7, 2] : [2, 0.7];
  let svg = box(cam, [x - w / 2, 0.1, z - d / 2], [x + w / 2, 0.32, z + d / 2], { top: cushion, side: frame }, toLight, s.m);
  const backAt = along === 'z' ? [x - w / 2, z + d / 2 - 0.55, x + w / 2, z + d / 2] : [x + w / 2 - 0.55, z - d / 2, x + w / 2, z + d / 2];
  svg += box(cam, [backAt[0] ?? 0, 0.32, backAt[1] ?? 0], [backAt[2] ?? 0, 0.62, backAt[3] ?? 0], { top: shade(cushion, 0.05), side: cushion }, toLight, s.m);
  return { at: [x, 0.3, z], svg, foot: [x - w / 2, z - d / 2, x + w / 2, z + d / 2] };
}

function parasol(r: Room, s: Scene, x: number, z: number, radius: number, col: string): Item {
  const { cam } = r;
  const hgt = 2.5;
  const rim: V3[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    rim.push([x + Math.cos(a) * radius, hgt - 0.25, z + Math.sin(a) * radius]);
  }
  const apex = cam.project([x, hgt + 0.15, z]);
  const base = cam.project([x, 0, z]);
  const top = cam.project([x, hgt, z]);
  const rimPts = cam.polygon(rim);
  let svg = line(base[0], base[1], top[0], top[1], '#6e6a62', Math.max(1, cam.scaleAt([x, 1, z]) * 0.04));
  svg += `<polygon points="${points(rimPts)}" fill="${mix(col, s.m.shadow, 0.35)}"/>`;
  // The canopy seen from below the rim is in shade; its upper slopes catch the light.
  svg += rimPts
    .map((p, i) => {
      const q = rimPts[(i + 1) % rimPts.length] ?? p;
      if (p[1] > apex[1] + 2 && q[1] > apex[1] + 2 && Math.min(p[1], q[1]) > (rimPts.reduce((a, b) => a + b[1], 0) / rimPts.length)) return '';
      return `<polygon points="${points([apex, p, q])}" fill="${i % 2 ? tint(col, s.m.light, 0.4) : shade(tint(col, s.m.light, 0.4), -0.06)}"/>`;
    })
    .join('');
  return { at: [x, 1.5, z], svg };
}

/** The jacuzzi: a raised tub clad in wood or stone, its water lit turquoise. */
function jacuzzi(r: Room, s: Scene, x: number, z: number, size: number, cladding: string): Item {
  const { cam, toLight } = r;
  const hgt = 0.55;
  const x0 = x - size / 2;
  const x1 = x + size / 2;
  const z0 = z - size / 2;
  const z1 = z + size / 2;
  let svg = box(cam, [x0, 0, z0], [x1, hgt, z1], { top: '#e6e0d6', side: cladding }, toLight, s.m);
  const rim = 0.18;
  const water: V3[] = [[x0 + rim, hgt + 0.001, z0 + rim], [x1 - rim, hgt + 0.001, z0 + rim], [x1 - rim, hgt + 0.001, z1 - rim], [x0 + rim, hgt + 0.001, z1 - rim]];
  const a = cam.project([x, hgt, z1 - rim]);
  const b = cam.project([x, hgt, z0 + rim]);
  const glow = s.m.lamps > 0.3;
  const fill = s.svg.linear([
    [0, glow ? '#5fd0e0' : '#4fb6c8'],
    [1, glow ? '#9be8f0' : '#8fd4dc'],
  ], a[0], a[1], b[0], b[1], true);
  svg += quad(cam, water, fill);
  const wp = cam.polygon(water);
  if (wp.length >= 3) {
    const cx = wp.reduce((t, p) => t + p[0], 0) / wp.length;
    const cy = wp.reduce((t, p) => t + p[1], 0) / wp.length;
    const k = cam.scaleAt([x, hgt, z]);
    for (let i = 0; i < 40; i++) {
      const px = cx + s.rng.gauss(k * size * 0.22);
      const py = cy + s.rng.gauss(k * size * 0.06);
      svg += ellipse(px, py, k * 0.025, k * 0.012, '#ffffff', `fill-opacity="${op(s.rng.range(0.2, 0.6))}"`);
    }
    if (glow) svg += ellipse(cx, cy, k * size * 0.6, k * size * 0.25, s.svg.radial([[0, '#8ff0ff', 0.35], [1, '#8ff0ff', 0]], cx, cy, k * size * 0.6, 0.45));
  }
  return { at: [x, hgt, z], svg, foot: [x0, z0, x1, z1] };
}

/** A planter box with an olive tree, the terrace classic. */
function olivePlanter(r: Room, s: Scene, x: number, z: number): Item {
  const { cam, toLight } = r;
  let svg = box(cam, [x - 0.45, 0, z - 0.45], [x + 0.45, 0.7, z + 0.45], { top: '#5e5246', side: s.rng.pick(['#d8cfc1', '#3a3a38', '#c4673f']) }, toLight, s.m);
  const out: string[] = [];
  const p = cam.project([x, 0.7, z]);
  L.olive(out, s.rng, p[0], p[1], cam.scaleAt([x, 0.7, z]) * 2.4, tint('#7f8e63', s.m.light, 0.3));
  svg += out.join('');
  return { at: [x, 0.7, z], svg, foot: [x - 0.45, z - 0.45, x + 0.45, z + 0.45] };
}

/** Frameless glass balustrade along a line, with the sea seen through it. */
function balustrade(cam: Camera, a: V3, b: V3, hgt: number): string {
  const q: V3[] = [a, b, [b[0], b[1] + hgt, b[2]], [a[0], a[1] + hgt, a[2]]];
  const ta = cam.project([a[0], a[1] + hgt, a[2]]);
  const tb = cam.project([b[0], b[1] + hgt, b[2]]);
  return quad(cam, q, '#dbeef2', 'fill-opacity="0.16"') + line(ta[0], ta[1], tb[0], tb[1], '#e9eef0', Math.max(1, cam.scaleAt(a) * 0.03), 'stroke-opacity="0.8"');
}

/** What furnishes a terrace; anything left out is decided at random around a jacuzzi and loungers. */
export interface TerraceOptions {
  jacuzzi?: boolean;
  loungers?: boolean;
  pergola?: boolean;
  kitchen?: boolean;
  dining?: boolean;
  planters?: boolean;
  /** An infinity pool running to the edge, or a 12 × 6 m garden pool with stone surround. */
  pool?: 'infinity' | 'garden';
  /** Seen from the stair housing, through the frame of its glazed door. */
  doorway?: boolean;
  shore?: SeaViewOptions['shore'];
  deck?: 'teak' | 'stone' | 'grey';
}

/** Slatted pergola over an outdoor lounge. */
function pergola(r: Room, s: Scene, x0: number, x1: number, z0: number, z1: number): Item {
  const { cam, toLight } = r;
  const frame = s.rng.pick(['#e8e4dc', '#3a3a38', '#8a6a4f']);
  const parts: string[] = [];
  const h = 2.7;
  for (const [x, z] of [[x0, z0], [x1, z0], [x0, z1], [x1, z1]] as const) parts.push(box(cam, [x - 0.08, 0, z - 0.08], [x + 0.08, h, z + 0.08], frame, toLight, s.m));
  parts.push(box(cam, [x0 - 0.1, h - 0.2, z0 - 0.1], [x1 + 0.1, h, z0 + 0.1], frame, toLight, s.m));
  parts.push(box(cam, [x0 - 0.1, h - 0.2, z1 - 0.1], [x1 + 0.1, h, z1 + 0.1], frame, toLight, s.m));
  for (let z = z0 + 0.25; z < z1; z += 0.25) parts.push(box(cam, [x0, h - 0.16, z - 0.04], [x1, h - 0.04, z + 0.04], shade(frame, -0.05), toLight, s.m));
  return { at: [(x0 + x1) / 2, h, (z0 + z1) / 2], svg: parts.join('') };
}

/** A run of outdoor kitchen in stone and steel: plancha, sink. */
function summerKitchen(r: Room, s: Scene, x: number, z0: number, z1: number): Item {
  const { cam, toLight } = r;
  const stone = s.rng.pick(['#d9ccb6', '#8a8a84', '#e8e2d8']);
  const x0 = x < 0 ? x : x - 0.7;
  const x1 = x0 + 0.7;
  let svg = box(cam, [x0, 0, z0], [x1, 0.9, z1], { top: '#c9ced1', side: stone }, toLight, s.m);
  const plancha: V3[] = [[x0 + 0.1, 0.901, z0 + 0.3], [x1 - 0.1, 0.901, z0 + 0.3], [x1 - 0.1, 0.901, z0 + 1.0], [x0 + 0.1, 0.901, z0 + 1.0]];
  svg += quad(cam, plancha, '#2b2f33');
  const sink: V3[] = [[x0 + 0.15, 0.902, z1 - 1.0], [x1 - 0.15, 0.902, z1 - 1.0], [x1 - 0.15, 0.902, z1 - 0.5], [x0 + 0.15, 0.902, z1 - 0.5]];
  svg += quad(cam, sink, '#8f969c');
  return { at: [x0 + 0.35, 0.5, (z0 + z1) / 2], svg, foot: [x0, z0, x1, z1] };
}

/** The rooftop terrace: deck, jacuzzi, loungers, olive trees, and 180° of sea. */
export function terrace(s: Scene, o: TerraceOptions = {}): void {
  const { svg, rng, m } = s;
  const yaw = (s.flip ? -1 : 1) * rng.range(0.05, 0.4);
  const garden = o.pool === 'garden';
  const cam = new Camera(s.w, s.h, { eye: [rng.range(-1, 1), garden ? rng.range(1.8, 2.4) : rng.range(1.5, 1.8), garden ? -5 : -1], yaw, fov: rng.range(64, 76), horizon: rng.range(0.4, 0.5) });
  const { sunDir, toLight } = sunlight(s);
  const W = garden ? 16 : rng.range(9, 13);
  const D = garden ? 13 : rng.range(7, 10);
  const r: Room = { W, D, H: 3, cam, sunDir, toLight };
  seaView(s, cam.horizonY, { shore: o.shore ?? rng.pick(['towers', 'cape', 'hills'] as const), shoreEnd: rng.range(0.35, 0.55) });
  const deck = o.deck ?? (garden ? 'stone' : rng.pick(['teak', 'stone', 'grey'] as const));
  if (garden) {
    // A garden on the slope: lawn beyond the paving, a hedge of pittosporum where it drops away.
    const lawn = tint('#6f8a4a', m.light, 0.4);
    svg.add(quad(cam, [[-40, -0.02, 0], [40, -0.02, 0], [40, -0.02, D + 3], [-40, -0.02, D + 3]], lawn));
    svg.add(quad(cam, [[-40, -0.02, 0], [40, -0.02, 0], [40, -0.02, D + 3], [-40, -0.02, D + 3]], texture(svg, rng, 'grass', s.w * 0.04, lawn)));
    svg.add(box(cam, [-40, -0.02, D + 2.5], [40, 0.9, D + 3.2], tint('#3f5a2f', m.light, 0.3), toLight, m));
  }
  svg.add(paving(s, cam, -W / 2, W / 2, 0, D, 0, deck));
  if (!garden) svg.add(box(cam, [-W / 2, -0.25, D], [W / 2, 0.05, D + 0.15], { top: '#e8e2d8', side: '#d8cfc1' }, toLight, m));
  const side = s.flip ? 1 : -1;
  const items: Item[] = [];
  if (o.pool === 'infinity') {
    // The water runs right to the edge and seems to pour into the sea.
    const px0 = -W / 2 + 0.8;
    const px1 = W / 2 - 0.8;
    svg.add(pool(s, cam, px0, px1, D - 3.8, D + 0.1));
  } else if (garden) {
    svg.add(pool(s, cam, -6, 6, D - 7.5, D - 1.5));
  }
  if (!garden) {
    // The upper-floor wall on one side, with its glazing.
    const wx = (side * W) / 2;
    const wallCol = rng.pick([palette.white, palette.stone, palette.sand]);
    svg.add(box(cam, side < 0 ? [wx - 0.3, 0, -2] : [wx, 0, -2], side < 0 ? [wx, 3.1, D * 0.55] : [wx + 0.3, 3.1, D * 0.55], { top: wallCol, side: wallCol }, toLight, m));
    const glass: V3[] = [[wx, 0.05, 0.5], [wx, 0.05, D * 0.5], [wx, 2.6, D * 0.5], [wx, 2.6, 0.5]];
    svg.add(quad(cam, glass, m.lamps > 0.3 ? '#e9b877' : mix('#3a4a55', m.skyTop, 0.3)));
    svg.add(quad(cam, glass, svg.linear([[0, '#ffffff', 0.18], [0.5, '#ffffff', 0], [1, '#ffffff', 0.1]], 0, 0, 1, 1)));
    for (let z = 0.5 + (D * 0.5 - 0.5) / 3; z < D * 0.5 - 0.1; z += (D * 0.5 - 0.5) / 3) {
      const a = cam.project([wx, 0.05, z]);
      const b = cam.project([wx, 2.6, z]);
      svg.add(line(a[0], a[1], b[0], b[1], '#2b2f33', cam.scaleAt([wx, 1, z]) * 0.04));
    }
  }
  const wants = (flag: boolean | undefined, fallback: boolean): boolean => flag ?? fallback;
  const anySet = o.jacuzzi !== undefined || o.loungers !== undefined || o.pergola !== undefined || o.kitchen !== undefined || o.dining !== undefined || o.pool !== undefined;
  const cushion = rng.pick(['#f4efe6', '#e6dccb', '#cfd8d8', '#d9cfbf']);
  if (wants(o.jacuzzi, !anySet)) items.push(jacuzzi(r, s, -side * rng.range(0.15, 0.3) * W, D * rng.range(0.55, 0.7), rng.range(2, 2.4), rng.pick(['#a57a52', '#d8cfc1', '#8a8a84'])));
  const lx = o.loungers ? -side * 1.6 : side * rng.range(0.0, 0.12) * W;
  if (wants(o.loungers, !anySet || garden)) {
    // On the roof they face the sea side by side; in the garden they line the near side of the pool.
    const n = garden || o.loungers ? 4 : 2;
    for (let i = 0; i < n; i++) {
      if (garden) items.push(lounger(r, s, -4.5 + i * 1.5, D - 8.9, 'z', cushion));
      else items.push(lounger(r, s, lx + side * i * 1.1, D * 0.5, 'z', cushion));
    }
    if (!garden) items.push(table(r, s, lx + side * 0.55, D * 0.25, 0.4, 0.4, 0.4, '#e8e2d8', '#e8e2d8', true));
  }
  if (o.pergola) {
    const px = -side * W * 0.1;
    items.push(pergola(r, s, px - 2.2, px + 2.2, D * 0.3, D * 0.3 + 3.2));
    items.push(sofa(r, rng, s, px, D * 0.3 + 1.6, 'camera', cushion));
    items.push(table(r, s, px, D * 0.3 + 0.7, 1.0, 0.6, 0.35, '#d9ccb6', '#d9ccb6', true));
  }
  if (o.kitchen) items.push(summerKitchen(r, s, -side * (W / 2 - 0.1), D * 0.2, D * 0.2 + 3.2));
  if (o.dining) {
    const tx = o.kitchen ? 0 : -side * W * 0.15;
    const tz = D * 0.55;
    const chairCol = rng.pick(['#e6dccb', '#3a3a38', '#8a6a4f']);
    for (const dz of [-1.2, -0.6, 0, 0.6, 1.2]) {
      items.push(chair(r, s, tx - 0.8, tz + dz, chairCol, 'x-'));
      items.push(chair(r, s, tx + 0.8, tz + dz, chairCol, 'x+'));
    }
    items.push(table(r, s, tx, tz, 1.1, 3.2, 0.75, rng.pick(['#a57a52', '#e8e2d8']), '#3a3a38'));
  }
  if (wants(o.planters, !anySet || !!o.planters)) {
    items.push(olivePlanter(r, s, -side * (W / 2 - 0.7), D - 0.8));
    items.push(olivePlanter(r, s, side * (W / 2 - 1.4), D - 0.8));
    if (o.planters) for (let z = 1.5; z < D - 1.5; z += 2) items.push(olivePlanter(r, s, -side * (W / 2 - 0.7), z));
  }
  if (!anySet && m.lamps < 0.5 && rng.chance(0.7)) items.push(parasol(r, s, lx + side * 0.55, D * 0.5, 1.5, rng.pick(['#f4efe6', '#e6dccb', '#d9cfbf'])));
  if (garden && m.lamps < 0.5) items.push(parasol(r, s, 5, D - 1.2, 1.6, rng.pick(['#f4efe6', '#e6dccb'])));
  svg.add(`<g filter="${svg.blur(s.w * 0.005, 0.05)}">${contactShadows(r, items)}</g>`);
  // Glass goes between the far furniture and the sea: draw it first so items stand in front.
  if (!garden && o.pool !== 'infinity') svg.add(balustrade(cam, [-W / 2, 0.05, D], [W / 2, 0.05, D], 1.1));
  if (!garden) svg.add(balustrade(cam, [(-side * W) / 2, 0.05, 0], [(-side * W) / 2, 0.05, D], 1.1));
  items.sort((a, b) => cam.distance(b.at) - cam.distance(a.at));
  for (const it of items) svg.add(it.svg);
  if (m.lamps > 0.3) {
    for (let z = 1; z < D; z += 1.5) {
      const p = cam.project([-side * (W / 2 - 0.1), 0.1, z]);
      const k = cam.scaleAt([0, 0, z]);
      svg.add(ellipse(p[0], p[1], k * 0.5, k * 0.2, svg.radial([[0, '#ffd79a', 0.6], [1, '#ffd79a', 0]], p[0], p[1], k * 0.5, 0.4)));
    }
  }
  if (o.doorway) {
    // The frame of the glazed door we step through from the stairs.
    const f = svg.linear([[0, '#2b2f33'], [1, '#3a4046']], 0, 0, 1, 0);
    const bw = s.w * 0.09;
    svg.add(rect(0, 0, bw, s.h, f));
    svg.add(rect(s.w - bw, 0, bw, s.h, f));
    svg.add(rect(0, 0, s.w, s.h * 0.07, f));
    svg.add(rect(bw, s.h * 0.07, s.w - 2 * bw, s.h, svg.linear([[0, '#ffffff', 0.1], [0.4, '#ffffff', 0], [1, '#ffffff', 0.06]], 0, 0, 1, 1)));
    svg.add(rect(s.w - bw - s.w * 0.015, s.h * 0.45, s.w * 0.012, s.h * 0.12, '#c9a460', `rx="${num(s.w * 0.004)}"`));
  }
}

/** Water of a pool seen at a grazing angle: sky reflected far away, turquoise near, caustic ripples. */
function poolWater(s: Scene, cam: Camera, x0: number, x1: number, z0: number, z1: number, y: number): string {
  const { svg, m, rng } = s;
  const q: V3[] = [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]];
  const far = cam.project([0, y, z1]);
  const near = cam.project([0, y, z0]);
  const glow = m.lamps > 0.5;
  const fill = svg.linear([
    [0, mix(glow ? '#64c8d8' : '#7cc7d3', m.skyHorizon, 0.45)],
    [0.5, glow ? '#3fb5c9' : '#43a9bd'],
    [1, glow ? '#2a9fb6' : '#2a8aa3'],
  ], far[0], far[1], near[0], near[1], true);
  let out = quad(cam, q, fill);
  const clip = svg.clip(`<polygon points="${cam.pts(q)}"/>`);
  const ripples: string[] = [];
  for (let z = z0 + 0.15; z < z1; z += rng.range(0.18, 0.35)) {
    const pts: [number, number][] = [];
    const phase = rng.range(0, 6);
    for (let x = x0; x <= x1 + 0.01; x += 0.25) pts.push(cam.project([x, y, z + Math.sin(x * 2.1 + phase) * 0.06]));
    ripples.push(`<polyline points="${points(pts)}" fill="none" stroke="#e9fbff" stroke-width="${num(Math.max(0.6, cam.scaleAt([0, y, z]) * 0.018))}" stroke-opacity="${op(rng.range(0.12, 0.35))}"/>`);
  }
  out += `<g clip-path="${clip}">${ripples.join('')}</g>`;
  if (glow) {
    const c = cam.project([(x0 + x1) / 2, y, (z0 + z1) / 2]);
    out += ellipse(c[0], c[1], s.w * 0.3, s.h * 0.08, svg.radial([[0, '#9ff4ff', 0.35], [1, '#9ff4ff', 0]], c[0], c[1], s.w * 0.3, 0.3));
  }
  return out;
}

/** A pool sunk into a stone surround: coping, the thin band of inner wall above water, the water. */
export function pool(s: Scene, cam: Camera, x0: number, x1: number, z0: number, z1: number): string {
  const coping = tint('#efe8dc', s.m.light, 0.4);
  const c = 0.35;
  let out = quad(cam, [[x0 - c, 0.02, z0 - c], [x1 + c, 0.02, z0 - c], [x1 + c, 0.02, z1 + c], [x0 - c, 0.02, z1 + c]], coping);
  out += quad(cam, [[x0, 0.02, z1], [x1, 0.02, z1], [x1, -0.15, z1], [x0, -0.15, z1]], mix('#5aa7b8', s.m.shadow, 0.2));
  out += poolWater(s, cam, x0, x1, z0, z1, -0.12);
  return out;
}

interface Facade {
  x0: number;
  x1: number;
  z: number;
  y0: number;
  y1: number;
}

/** Windows with open louvred shutters, in rows, on a wall facing the camera. */
function shutteredWindows(s: Scene, cam: Camera, f: Facade, floors: number, cols: number, shutter: string, lamps: number): string {
  const out: string[] = [];
  const fh = (f.y1 - f.y0) / floors;
  const cw = (f.x1 - f.x0) / cols;
  const z = f.z - 0.01;
  for (let fl = 0; fl < floors; fl++)
    for (let c = 0; c < cols; c++) {
      const wx = f.x0 + (c + 0.5) * cw;
      const ww = Math.min(1.2, cw * 0.42);
      const wy0 = f.y0 + fl * fh + (fl === 0 ? 0.1 : 0.5);
      const wy1 = f.y0 + (fl + 1) * fh - 0.35;
      const lit = lamps > 0.3 && s.rng.chance(0.6);
      const pane: V3[] = [[wx - ww / 2, wy0, z], [wx + ww / 2, wy0, z], [wx + ww / 2, wy1, z], [wx - ww / 2, wy1, z]];
      out.push(quad(cam, pane, lit ? '#f2c27a' : mix('#2f3538', s.m.skyTop, 0.25)));
      out.push(`<polygon points="${cam.pts(pane)}" fill="none" stroke="#f4f1ea" stroke-width="${num(Math.max(0.6, cam.scaleAt(pane[0] ?? [0, 0, 1]) * 0.06))}"/>`);
      const ma = cam.project([wx, wy0, z]);
      const mb = cam.project([wx, wy1, z]);
      out.push(line(ma[0], ma[1], mb[0], mb[1], '#f4f1ea', Math.max(0.5, cam.scaleAt([wx, wy0, z]) * 0.04)));
      out.push(quad(cam, [[wx - ww / 2 - 0.06, wy1, z], [wx + ww / 2 + 0.06, wy1, z], [wx + ww / 2 + 0.06, wy1 + 0.08, z], [wx - ww / 2 - 0.06, wy1 + 0.08, z]], shade('#e8e2d8', 0.05)));
      for (const sgn of [-1, 1]) {
        const sx0 = wx + sgn * ww / 2;
        const sx1 = sx0 + sgn * ww / 2;
        out.push(quad(cam, [[sx0, wy0, z], [sx1, wy0, z], [sx1, wy1, z], [sx0, wy1, z]], tint(shutter, s.m.light, 0.4)));
        for (let y = wy0 + 0.1; y < wy1; y += 0.12) {
          const a = cam.project([sx0, y, z]);
          const b = cam.project([sx1, y, z]);
          out.push(line(a[0], a[1], b[0], b[1], shade(shutter, -0.3), Math.max(0.4, cam.scaleAt([wx, y, z]) * 0.012), 'stroke-opacity="0.5"'));
        }
      }
    }
  return out.join('');
}

/** A hipped roof of Roman tiles over a rectangle, eaves overhanging by `over`. */
function hipRoof(s: Scene, cam: Camera, x0: number, x1: number, z0: number, z1: number, y: number, rise: number, over: number, toLight: V3): string {
  const base = palette.terracotta;
  const ax = x0 - over;
  const bx = x1 + over;
  const az = z0 - over;
  const bz = z1 + over;
  const inset = (bz - az) / 2;
  const r0: V3 = [ax + inset, y + rise, (az + bz) / 2];
  const r1: V3 = [bx - inset, y + rise, (az + bz) / 2];
  const front: V3[] = [[ax, y, az], [bx, y, az], r1, r0];
  const left: V3[] = [[ax, y, bz], [ax, y, az], r0];
  const right: V3[] = [[bx, y, az], [bx, y, bz], r1];
  const slope = rise / inset;
  const nf = normalize([0, 1, -slope]);
  const nl = normalize([-slope, 1, 0]);
  const nr = normalize([slope, 1, 0]);
  const litCol = (n: V3): string => mix(mix(base, s.m.shadow, 0.45), tint(base, s.m.light, 0.6), 0.4 + 0.6 * Math.max(0, n[0] * toLight[0] + n[1] * toLight[1] + n[2] * toLight[2]));
  const out: string[] = [];
  const e = cam.o.eye;
  const faces = (n: V3, p: V3): boolean => n[0] * (e[0] - p[0]) + n[1] * (e[1] - p[1]) + n[2] * (e[2] - p[2]) > 0;
  if (faces(nl, r0)) out.push(quad(cam, left, litCol(nl)));
  if (faces(nr, r1)) out.push(quad(cam, right, litCol(nr)));
  if (faces(nf, r0)) out.push(quad(cam, front, litCol(nf)));
  // Tile courses running down the slope.
  for (let t = 0.02; t < 1; t += 0.018) {
    const x = ax + (bx - ax) * t;
    const top: V3 = [Math.min(Math.max(x, r0[0]), r1[0]), y + rise, (az + bz) / 2];
    const k = Math.min(1, Math.min(x - ax, bx - x) / inset);
    const topPt: V3 = k < 1 ? [x, y + rise * k, az + inset * k] : top;
    const a = cam.project([x, y, az]);
    const b = cam.project(topPt);
    out.push(line(a[0], a[1], b[0], b[1], shade(base, -0.35), Math.max(0.4, cam.scaleAt([x, y, az]) * 0.02), 'stroke-opacity="0.35"'));
  }
  const ea = cam.project([ax, y, az]);
  const eb = cam.project([bx, y, az]);
  out.push(line(ea[0], ea[1], eb[0], eb[1], '#0b1620', Math.max(1, cam.scaleAt([0, y, az]) * 0.12), 'stroke-opacity="0.25"'));
  return out.join('');
}

/** A garden tree placed in the world: a 2-D painter scaled to its distance. */
function worldTree(out: string[], s: Scene, cam: Camera, kind: 'pine' | 'palm' | 'olive' | 'cypress', x: number, z: number, height: number): void {
  const p = cam.project([x, 0, z]);
  const k = cam.scaleAt([x, 0, z]) * height;
  const green = tint('#3b5230', s.m.light, 0.3);
  if (kind === 'pine') L.pine(out, s.rng, p[0], p[1], k, tint('#2f4128', s.m.light, 0.25), s.flip ? -1 : 1);
  else if (kind === 'palm') L.palm(out, s.rng, p[0], p[1], k, green);
  else if (kind === 'olive') L.olive(out, s.rng, p[0], p[1], k, tint('#7f8e63', s.m.light, 0.3));
  else L.cypress(out, s.rng, p[0], p[1], k, tint('#26331f', s.m.light, 0.2));
}

/** The renovated villa from the garden: the original house with a tiled roof, the glazed extension, the 12 × 6 m pool. */
export interface VillaOptions {
  wall?: string;
  shutters?: string;
}

export function villa(s: Scene, o: VillaOptions = {}): void {
  const { svg, rng, m } = s;
  const side = s.flip ? -1 : 1;
  const yaw = -side * rng.range(0.08, 0.3);
  const cam = new Camera(s.w, s.h, { eye: [side * rng.range(-2, 3), rng.range(1.6, 2.4), 0], yaw, fov: rng.range(66, 78), horizon: rng.range(0.5, 0.58) });
  const { sunDir, toLight } = sunlight(s);
  const r: Room = { W: 30, D: 30, H: 3, cam, sunDir, toLight };
  const zp = rng.range(6, 8);
  const zh = zp + 6 + rng.range(3, 4.5);
  // Background: sky, sea glimpsed at the horizon, hills, the garden's tall trees.
  seaView(s, cam.horizonY, { shore: 'hills', shoreEnd: 0.6 });
  const hillR = L.ridge(rng, { x0: -20, x1: s.w + 20, base: cam.horizonY + 2, amp: s.h * 0.1, bottom: cam.horizonY + 4, scale: s.w * 0.3 });
  if (rng.chance(0.5)) L.hills(svg, rng, m, hillR, palette.olive, 0.5, cam.horizonY - s.h * 0.15, cam.horizonY, [{ kind: 'maquis', size: s.w * 0.05 }]);
  const back: string[] = [];
  for (let i = 0; i < 5; i++) worldTree(back, s, cam, rng.pick(['pine', 'pine', 'cypress', 'palm'] as const), rng.range(-18, 18), zh + rng.range(10, 16), rng.range(9, 14));
  svg.add(back.join(''));
  // Lawn.
  const lawn = tint('#6f8a4a', m.light, 0.4);
  const lp = cam.project([0, 0, 40]);
  svg.add(quad(cam, [[-60, 0, 0.5], [60, 0, 0.5], [60, 0, 60], [-60, 0, 60]], svg.linear([[0, mix(lawn, m.haze, 0.3)], [1, shade(lawn, -0.15)]], lp[0], lp[1], lp[0], s.h, true)));
  svg.add(quad(cam, [[-60, 0, 0.5], [60, 0, 0.5], [60, 0, 60], [-60, 0, 60]], texture(svg, rng, 'grass', s.w * 0.05, lawn)));
  // The house: original volume and extension.
  const wall = tint(o.wall ?? rng.pick(['#efe2c6', '#f1d9b5', '#f3ece1', '#ead2b0']), m.light, 0.2);
  const mx0 = side > 0 ? -10 : -2;
  const mx1 = mx0 + 12;
  const ex0 = side > 0 ? mx1 : mx0 - 8;
  const ex1 = ex0 + 8;
  svg.add(box(cam, [mx0, 0, zh], [mx1, 6.4, zh + 9], { top: wall, side: wall }, toLight, m));
  svg.add(quad(cam, [[mx0, 0, zh - 0.005], [mx1, 0, zh - 0.005], [mx1, 6.4, zh - 0.005], [mx0, 6.4, zh - 0.005]], texture(svg, rng, 'plaster', s.w * 0.15, wall, 0.7)));
  svg.add(shutteredWindows(s, cam, { x0: mx0, x1: mx1, z: zh, y0: 0, y1: 6.2 }, 2, 4, o.shutters ?? rng.pick(L.shutterColors), m.lamps));
  svg.add(hipRoof(s, cam, mx0, mx1, zh, zh + 9, 6.4, 2.2, 0.5, toLight));
  // Extension: white cube, flat roof slab, full-height glazing.
  const ew = tint('#f7f4ee', m.light, 0.2);
  svg.add(box(cam, [ex0, 0, zh + 1], [ex1, 3.4, zh + 9], { top: ew, side: ew }, toLight, m));
  svg.add(box(cam, [ex0 - 0.3, 3.4, zh + 0.4], [ex1 + 0.3, 3.7, zh + 9], { top: ew, side: shade(ew, -0.03) }, toLight, m));
  const gz = zh + 0.99;
  const glazing: V3[] = [[ex0 + 0.3, 0.05, gz], [ex1 - 0.3, 0.05, gz], [ex1 - 0.3, 3.2, gz], [ex0 + 0.3, 3.2, gz]];
  svg.add(quad(cam, glazing, m.lamps > 0.3 ? '#efbf7e' : mix('#39464f', m.skyTop, 0.35)));
  svg.add(quad(cam, glazing, svg.linear([[0, '#ffffff', 0.22], [0.4, '#ffffff', 0.02], [1, '#ffffff', 0.12]], 0, 0, 1, 1)));
  for (let x = ex0 + 0.3; x <= ex1 - 0.29; x += (ex1 - ex0 - 0.6) / 4) {
    const a = cam.project([x, 0.05, gz]);
    const b = cam.project([x, 3.2, gz]);
    svg.add(line(a[0], a[1], b[0], b[1], '#2b2f33', Math.max(1, cam.scaleAt([x, 1, gz]) * 0.06)));
  }
  // Terrace and pool.
  svg.add(paving(s, cam, Math.min(mx0, ex0) - 1, Math.max(mx1, ex1) + 1, zp - 1.5, zh + 1, 0.01, rng.pick(['stone', 'grey'] as const)));
  svg.add(pool(s, cam, -6, 6, zp, zp + 6));
  const items: Item[] = [];
  const cushion = rng.pick(['#f4efe6', '#e6dccb', '#cfd8d8', '#2e4257']);
  for (let i = 0; i < 3; i++) items.push(lounger(r, s, -side * 5 + side * i * 1.2, zp + 6 + 1.6, 'z', cushion));
  if (m.lamps < 0.5) items.push(parasol(r, s, side * 4.5, zp + 6 + 2, 1.6, rng.pick(['#f4efe6', '#e6dccb'])));
  items.push(plant(r, s, side * 7.5, zp + 6.8, 1.2));
  svg.add(`<g filter="${svg.blur(s.w * 0.005, 0.05)}">${contactShadows(r, items)}</g>`);
  items.sort((a, b) => cam.distance(b.at) - cam.distance(a.at));
  for (const it of items) svg.add(it.svg);
  // Foreground trees framing the shot.
  const front: string[] = [];
  worldTree(front, s, cam, 'palm', side * rng.range(8, 10), zp + rng.range(2, 5), rng.range(7, 9));
  worldTree(front, s, cam, 'olive', -side * rng.range(8, 10), zp + rng.range(0, 3), rng.range(3.5, 4.5));
  svg.add(front.join(''));
}

/**
 * A small contemporary residence on the slope: stacked floors with deep terraces behind glass
 * balustrades, seen from below with the verticals kept straight. Bella Vista's six apartments.
 */
export function residence(s: Scene): void {
  const { svg, rng, m } = s;
  const side = s.flip ? -1 : 1;
  const cam = new Camera(s.w, s.h, { eye: [side * rng.range(6, 12), 1.6, 0], yaw: -side * rng.range(0.2, 0.35), fov: rng.range(58, 66), horizon: rng.range(0.66, 0.72) });
  const { toLight } = sunlight(s);
  const hz = cam.horizonY;
  L.sky(svg, m, hz);
  L.sun(svg, m, hz, s.w * (s.flip ? 0.2 : 0.8));
  L.clouds(svg, rng, m, hz * 0.8, rng.int(2, 4));
  // Beausoleil's steep green slopes behind.
  const back = L.ridge(rng, { x0: -20, x1: s.w + 20, base: hz, amp: s.h * 0.45, bottom: s.h, scale: s.w * 0.4 });
  L.hills(svg, rng, m, back, '#55684a', 0.4, s.h * 0.1, s.h, [{ kind: 'maquis', size: s.w * 0.05 }]);
  const z0 = rng.range(24, 30);
  const W = 20;
  const depth = 12;
  const floorsN = 3;
  const fh = 3.2;
  const wall = tint(rng.pick(['#f4efe6', '#efe6d6', '#e9e4dc']), m.light, 0.25);
  const slab = tint('#faf7f2', m.light, 0.25);
  const out: string[] = [];
  // Ground floor base in stone.
  out.push(box(cam, [-W / 2, 0, z0], [W / 2, 1.2, z0 + depth], { top: wall, side: tint(palette.stone, m.light, 0.3) }, toLight, m));
  for (let f = 0; f < floorsN; f++) {
    const y0 = 1.2 + f * fh;
    const set = f === floorsN - 1 ? 2.5 : 0;
    // Recessed glazed volume, then the slab that forms the terrace in front of it.
    out.push(box(cam, [-W / 2 + 0.6 + set, y0, z0 + 2.6], [W / 2 - 0.6, y0 + fh - 0.3, z0 + depth], { top: wall, side: wall }, toLight, m));
    const gz = z0 + 2.59;
    for (let b = 0; b < 2; b++) {
      const bx0 = -W / 2 + 0.9 + set + b * (W - 1.5 - set) / 2;
      const bx1 = bx0 + (W - 1.5 - set) / 2 - 0.6;
      const glass: V3[] = [[bx0, y0 + 0.05, gz], [bx1, y0 + 0.05, gz], [bx1, y0 + fh - 0.45, gz], [bx0, y0 + fh - 0.45, gz]];
      const lit = m.lamps > 0.3 && rng.chance(0.7);
      out.push(quad(cam, glass, lit ? '#efbf7e' : mix('#34414a', m.skyTop, 0.4)));
      out.push(quad(cam, glass, svg.linear([[0, '#ffffff', 0.2], [0.5, '#ffffff', 0.03], [1, '#ffffff', 0.12]], 0, 0, 1, 1)));
      for (let k = 1; k < 4; k++) {
        const x = bx0 + ((bx1 - bx0) * k) / 4;
        const a = cam.project([x, y0 + 0.05, gz]);
        const c = cam.project([x, y0 + fh - 0.45, gz]);
        out.push(line(a[0], a[1], c[0], c[1], '#2b2f33', Math.max(0.8, cam.scaleAt([x, y0, gz]) * 0.05)));
      }
    }
    // Only the cantilevered part of each slab shows; the rest is hidden inside the volume.
    out.push(box(cam, [-W / 2 + set, y0 - 0.3, z0], [W / 2, y0, z0 + 2.6], { top: slab, side: slab }, toLight, m));
    out.push(balustrade(cam, [-W / 2 + set, y0, z0], [W / 2, y0, z0], 1.05));
    // Planters spilling greenery over the slab edge.
    for (let p = 0; p < 3; p++) {
      const px = -W / 2 + set + 1 + p * ((W - set - 2) / 2);
      const c = cam.project([px, y0, z0]);
      const k = cam.scaleAt([px, y0, z0]);
      for (let i = 0; i < 18; i++) out.push(ellipse(c[0] + rng.gauss(k * 0.5), c[1] - k * 0.2 + rng.gauss(k * 0.2), k * 0.18, k * 0.12, jitter(tint('#4f6a3a', m.light, 0.3), () => rng.next(), 0.1)));
    }
  }
  out.push(box(cam, [-W / 2 + 2.5, 1.2 + floorsN * fh - 0.3, z0], [W / 2, 1.2 + floorsN * fh, z0 + 2.6], { top: slab, side: slab }, toLight, m));
  svg.add(out.join(''));
  // Garden and street in front.
  svg.add(quad(cam, [[-60, 0, 2], [60, 0, 2], [60, 0, z0], [-60, 0, z0]], tint('#6f8a4a', m.light, 0.3)));
  svg.add(quad(cam, [[-60, 0, 2], [60, 0, 2], [60, 0, z0], [-60, 0, z0]], texture(svg, rng, 'grass', s.w * 0.04, '#6f8a4a')));
  const trees: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = side * rng.range(-14, 14);
    const z = rng.range(6, z0 - 2);
    const p = cam.project([x, 0, z]);
    const k = cam.scaleAt([x, 0, z]);
    if (rng.chance(0.5)) L.palm(trees, rng, p[0], p[1], k * rng.range(7, 10), tint('#3f5a2a', m.light, 0.3));
    else L.olive(trees, rng, p[0], p[1], k * rng.range(3, 4.5), tint('#7f8e63', m.light, 0.3));
  }
  svg.add(trees.join(''));
  svg.add(box(cam, [-60, 0, 2], [60, 0.9, 2.4], { top: tint(palette.stone, m.light, 0.3), side: tint('#e4d9c6', m.light, 0.3) }, toLight, m));
}

/** A stone house on the rock above the sea, seen from a boat: the five suites of Les Étoiles. */
export function rockVilla(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const flip = s.flip;
  const X = (x: number): number => (flip ? w - x : x);
  const hz = h * rng.range(0.6, 0.68);
  L.sky(svg, m, hz);
  const sun = L.sun(svg, m, hz, X(w * 0.85));
  L.clouds(svg, rng, m, hz * 0.7, rng.int(2, 4));
  L.sea(svg, rng, m, hz, { sunX: sun.x });
  // Far headland with Roquebrune perched on it.
  const far = L.ridge(rng, { x0: X(w * 0.55), x1: flip ? -20 : w + 20, base: hz + 1, amp: h * 0.05, bottom: hz + 2, scale: w * 0.2, bumps: [{ x: X(w * 0.85), height: h * 0.2, width: w * 0.1 }] });
  const farR = flip ? L.ridge(rng, { x0: -20, x1: w * 0.45, base: hz + 1, amp: h * 0.05, bottom: hz + 2, scale: w * 0.2, bumps: [{ x: w * 0.15, height: h * 0.2, width: w * 0.1 }] }) : far;
  L.hills(svg, rng, m, farR, '#617060', 0.55, hz - h * 0.25, hz, [{ kind: 'maquis', size: w * 0.02 }]);
  L.perchedVillage(svg, rng, m, farR, X(w * 0.85), w * 0.05, w * 0.005, 0.5);
  // The rock: a mass rising from the water, strata and maquis.
  const rock = L.ridge(rng, { x0: flip ? w * 0.25 : -20, x1: flip ? w + 20 : w * 0.75, base: hz + h * 0.06, amp: h * 0.06, bottom: hz + h * 0.1, scale: w * 0.1, bumps: [{ x: X(w * 0.35), height: h * 0.3, width: w * 0.22 }], fadeLeft: flip ? w * 0.12 : 0, fadeRight: flip ? 0 : w * 0.12 });
  L.hills(svg, rng, m, rock, '#6f7a52', 0.1, hz - h * 0.35, hz + h * 0.1, [{ kind: 'speckle', size: w * 0.03 }, { kind: 'maquis', size: w * 0.06 }, { kind: 'foliage', size: w * 0.04, opacity: 0.6 }]);
  // Bare limestone where the sea has scoured the foot of the rock.
  const cliff: string[] = [];
  for (let x = flip ? w * 0.3 : 0; x < (flip ? w : w * 0.7); x += w * 0.004) {
    const y = Math.max(rock.y(x), hz + h * 0.02);
    cliff.push(`${num(x)},${num(y + (hz + h * 0.1 - y) * 0.55)}`);
  }
  const cliffBottom = flip ? `${num(w)},${num(hz + h * 0.1)} ${num(w * 0.3)},${num(hz + h * 0.1)}` : `${num(w * 0.7)},${num(hz + h * 0.1)} 0,${num(hz + h * 0.1)}`;
  svg.add(`<polygon points="${cliff.join(' ')} ${cliffBottom}" fill="${tint('#cdbf9f', m.light, 0.4)}" fill-opacity="0.8"/>`);
  // The house on top: two stone volumes, arched openings, a terrace with balusters.
  const top = rock.y(X(w * 0.35));
  const unit = w * 0.015;
  const hx = X(w * 0.35) - unit * 12;
  const stone = tint('#e2d2b4', m.light, 0.45);
  const out: string[] = [];
  const vol = (x: number, y: number, ww: number, hh: number): void => {
    out.push(rect(x, y - hh, ww, hh, stone));
    out.push(rect(x, y - hh, ww, hh, texture(svg, rng, 'plaster', unit * 12, stone, 0.8)));
    out.push(rect(m.side > 0 ? x + ww * 0.85 : x, y - hh, ww * 0.15, hh, mix(stone, m.shadow, 0.35)));
    out.push(poly([[x - unit * 0.5, y - hh], [x + ww + unit * 0.5, y - hh], [x + ww * 0.85, y - hh - unit * 1.6], [x + ww * 0.15, y - hh - unit * 1.6]], tint(palette.terracotta, m.light, 0.4)));
  };
  const baseY = top + unit * 2.5;
  vol(hx, baseY, unit * 15, unit * 8.5);
  vol(hx + unit * 14, baseY + unit * 1.5, unit * 10, unit * 6);
  // Arched windows, lit at dusk.
  for (let f = 0; f < 2; f++)
    for (let c = 0; c < 5; c++) {
      const wx = hx + unit * (1.4 + c * 2.8);
      const wy = baseY - unit * (7.4 - f * 3.6);
      const lit = m.lamps > 0.3 && rng.chance(0.7);
      const fill = lit ? '#f0c27c' : '#2f3538';
      out.push(rect(wx, wy, unit * 1.3, unit * 2.2, fill));
      out.push(ellipse(wx + unit * 0.65, wy, unit * 0.65, unit * 0.65, fill));
    }
  for (let c = 0; c < 3; c++) {
    const wx = hx + unit * (15.5 + c * 2.8);
    out.push(rect(wx, baseY - unit * 3.5, unit * 1.6, unit * 3.2, m.lamps > 0.3 ? '#f0c27c' : '#2f3538'));
  }
  // Terrace along the front with balusters.
  const ty = baseY + unit * 0.2;
  out.push(rect(hx - unit * 2, ty, unit * 28, unit * 0.6, shade(stone, 0.1)));
  const balusters: string[] = [];
  for (let x = hx - unit * 1.8; x < hx + unit * 26; x += unit * 0.55) balusters.push(`M${num(x)} ${num(ty)}v${num(-unit * 1.3)}`);
  out.push(`<path d="${balusters.join('')}" stroke="${shade(stone, 0.05)}" stroke-width="${num(unit * 0.25)}"/>`);
  out.push(rect(hx - unit * 2, ty - unit * 1.5, unit * 28, unit * 0.3, shade(stone, 0.12)));
  svg.add(out.join(''));
  // Pines around and below the house, rocks at the waterline.
  const trees: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = X(w * rng.range(0.05, 0.65));
    if (Math.abs(x - (hx + unit * 12)) < unit * 13) continue;
    L.pine(trees, rng, x, rock.y(x) + h * 0.04, h * rng.range(0.14, 0.24), tint('#2f4128', m.light, 0.25), flip ? -1 : 1);
  }
  for (let i = 0; i < 3; i++) L.cypress(trees, rng, hx + unit * rng.range(-3, 27), baseY + unit * 0.5, unit * rng.range(6, 9), tint('#26331f', m.light, 0.2));
  svg.add(trees.join(''));
  const rocks: string[] = [];
  for (let i = 0; i < 30; i++) {
    const x = X(rng.range(0, 0.75) * w);
    const y = hz + h * rng.range(0.08, 0.11);
    rocks.push(ellipse(x, y, w * rng.range(0.01, 0.03), h * rng.range(0.008, 0.02), tint(shade('#8a7f6a', rng.range(-0.2, 0.1)), m.light, 0.3)));
  }
  svg.add(rocks.join(''));
}
