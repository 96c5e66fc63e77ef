// Interiors and terraces in one-camera perspective: rooms with a wall of glass onto the sea,
// furniture as shaded blocks, sunlight falling across the floor or lamps glowing at dusk.
import { box, Camera, normalize, quad, type V3 } from './camera.ts';
import { jitter, mix, palette, shade, tint } from './color.ts';
import type { Rng } from './random.ts';
import type { Scene } from './scene.ts';
import { ellipse, line, num, op, points, rect } from './svg.ts';
import { texture } from './texture.ts';
import { seaView, type SeaViewOptions } from './views.ts';

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'dining' | 'stairs' | 'office' | 'reading' | 'dressing' | 'entry' | 'utility' | 'hall' | 'garage';
export type WallFinish = 'slats' | 'marble' | 'panels' | 'zellige' | 'stone';
export type BackFeature = 'fireplace' | 'shelves' | 'art' | 'mirror';

/** Optional art direction for a room; anything left out is drawn at random. */
export interface RoomOptions {
  /** Where the glazing is: the back wall, a side wall, both, or none (inner rooms). */
  layout?: 'back' | 'side' | 'corner' | 'none';
  /** What stands against a solid back wall. */
  feature?: BackFeature;
  /** Cladding of the side wall facing the glazing. */
  finish?: WallFinish;
  floor?: FloorKind;
  /** Sloping ceiling under the roof, lit by a roof light. */
  attic?: boolean;
  /** Linen curtains drawn aside at the windows. */
  curtains?: boolean;
  /** Bathroom centrepiece. */
  bath?: 'tub' | 'shower' | 'vanity';
  /** What the windows look out on. */
  shore?: SeaViewOptions['shore'];
  /** Colours of kitchen and wardrobe fronts. */
  fronts?: string;
}

export interface Item {
  /** Distance used to order items back to front. */
  at: V3;
  svg: string;
  /** Footprint on the floor for the soft contact shadow: x0, z0, x1, z1. */
  foot?: readonly [number, number, number, number];
}

const floors = {
  oak: '#b48d66',
  paleOak: '#cfb08a',
  walnut: '#7d5a41',
  marble: '#e8e2d8',
  travertine: '#d9ccb6',
  terrazzo: '#dcd6cc',
} as const;
export type FloorKind = keyof typeof floors;

const fabrics = ['#e4dccd', '#cfc4b2', '#9aa58a', '#2e4257', '#b9a48a', '#8a9aa3', '#b86a4b', '#7d8a5a', '#c9973f', '#3f5a4a', '#44546a'];
const woods = ['#8a6a4f', '#6e5140', '#a58360', '#5c463a'];

export interface Room {
  W: number;
  D: number;
  H: number;
  cam: Camera;
  /** Direction sunlight travels, world space. */
  sunDir: V3;
  /** Direction towards the light for Lambert shading. */
  toLight: V3;
}

function makeRoom(s: Scene, W: number, D: number, H: number, yaw: number, fov: number): Room {
  const ex = s.rng.range(-0.18, 0.18) * W;
  // Standing in the doorway: the whole room fits the frame, as an estate photographer shoots it.
  const cam = new Camera(s.w, s.h, { eye: [ex, s.rng.range(1.3, 1.55), -s.rng.range(0.6, 1.1)], yaw, fov, horizon: s.rng.range(0.46, 0.54) });
  const side = s.flip ? 1 : -1;
  const sunDir = normalize([side * s.rng.range(0.3, 0.7), -s.rng.range(0.45, 0.75), -1]);
  return { W, D, H, cam, sunDir, toLight: [-sunDir[0], -sunDir[1], -sunDir[2]] };
}

/** Soft gradient along a surface: darker near the camera, brighter towards the glazing that lights the room. */
function wallFill(s: Scene, r: Room, a: V3, b: V3, base: string, falloff: number): string {
  const pa = r.cam.project(a);
  const pb = r.cam.project(b);
  return s.svg.linear([
    [0, mix(base, s.m.shadow, falloff)],
    [1, shade(base, falloff * 0.3)],
  ], pa[0], pa[1], pb[0], pb[1], true);
}

/**
 * Soft darkening where walls meet floor and ceiling: cheap ambient occlusion. Drawn as strips
 * with a gradient across them rather than blurred lines, since a blur filter over the whole
 * frame costs more than the rest of the room put together.
 */
function cornerShade(s: Scene, r: Room): string {
  const { W, D, H, cam } = r;
  const band = 0.35;
  // Each strip: the edge (two points) and the direction, in the surface, away from the corner.
  const strips: [V3, V3, V3][] = [
    [[-W / 2, 0, 0], [-W / 2, 0, D], [band, 0, 0]],
    [[W / 2, 0, 0], [W / 2, 0, D], [-band, 0, 0]],
    [[-W / 2, 0, D], [W / 2, 0, D], [0, 0, -band]],
    [[-W / 2, H, 0], [-W / 2, H, D], [band, 0, 0]],
    [[W / 2, H, 0], [W / 2, H, D], [-band, 0, 0]],
    [[-W / 2, H, D], [W / 2, H, D], [0, 0, -band]],
    [[-W / 2, 0, D], [-W / 2, H, D], [band, 0, 0]],
    [[W / 2, 0, D], [W / 2, H, D], [-band, 0, 0]],
  ];
  return strips
    .map(([a, b, dir]) => {
      const c: V3 = [b[0] + dir[0], b[1] + dir[1], b[2] + dir[2]];
      const d: V3 = [a[0] + dir[0], a[1] + dir[1], a[2] + dir[2]];
      const mid: V3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, Math.min((a[2] + b[2]) / 2, D - 0.5)];
      const midIn: V3 = [mid[0] + dir[0], mid[1] + dir[1], mid[2] + dir[2]];
      const p0 = cam.project(mid);
      const p1 = cam.project(midIn);
      const fill = s.svg.linear([[0, '#0b1620', 0.2], [1, '#0b1620', 0]], p0[0], p0[1], p1[0], p1[1], true);
      return quad(cam, [a, b, c, d], fill);
    })
    .join('');
}

interface Opening {
  /** Wall: back (z = D), left (x = -W/2) or right (x = W/2). */
  wall: 'back' | 'left' | 'right';
  /** Along the wall: x for the back wall, z for side walls. */
  from: number;
  to: number;
  sill: number;
  head: number;
  mullions: number;
}

function openingQuad(r: Room, o: Opening): V3[] {
  const { W, D } = r;
  if (o.wall === 'back') return [[o.from, o.sill, D], [o.to, o.sill, D], [o.to, o.head, D], [o.from, o.head, D]];
  const x = o.wall === 'left' ? -W / 2 : W / 2;
  return [[x, o.sill, o.from], [x, o.sill, o.to], [x, o.head, o.to], [x, o.head, o.from]];
}

function pointOn(r: Room, o: Opening, t: number, y: number): V3 {
  const u = o.from + (o.to - o.from) * t;
  if (o.wall === 'back') return [u, y, r.D];
  return [o.wall === 'left' ? -r.W / 2 : r.W / 2, y, u];
}

/** Glass, the landscape behind it, frames and mullions, and a faint reflection. */
function paintOpenings(s: Scene, r: Room, openings: Opening[], view: SeaViewOptions): void {
  const { svg } = s;
  const shapes = openings.map((o) => `<polygon points="${r.cam.pts(openingQuad(r, o))}"/>`).join('');
  const clip = svg.clip(shapes);
  svg.group(`clip-path="${clip}"`, () => {
    seaView(s, r.cam.horizonY, view);
    // Glass is never perfectly clear: a cool cast and a diagonal sheen.
    svg.add(rect(0, 0, s.w, s.h, '#cfe3ea', 'fill-opacity="0.08"'));
    svg.add(rect(0, 0, s.w, s.h, svg.linear([
      [0.3, '#ffffff', 0],
      [0.45, '#ffffff', 0.12],
      [0.6, '#ffffff', 0],
    ], 0, 0, 1, 1)));
  });
  const frame = mix('#2b2f33', s.m.shadow, 0.2);
  for (const o of openings) {
    const q = openingQuad(r, o);
    svg.add(`<polygon points="${r.cam.pts(q)}" fill="none" stroke="${frame}" stroke-width="${num(r.cam.scaleAt(pointOn(r, o, 0.5, o.sill)) * 0.05)}"/>`);
    for (let i = 1; i < o.mullions; i++) {
      const t = i / o.mullions;
      const a = r.cam.project(pointOn(r, o, t, o.sill));
      const b = r.cam.project(pointOn(r, o, t, o.head));
      svg.add(line(a[0], a[1], b[0], b[1], frame, r.cam.scaleAt(pointOn(r, o, t, o.sill)) * 0.045));
    }
  }
}

/** Sunlight through the openings, projected onto the floor. */
function sunPatches(s: Scene, r: Room, openings: Opening[], fromFloor = 0): string {
  const { m } = s;
  if (m.lamps > 0.5 || m.name === 'haze') return '';
  const dir = r.sunDir;
  const parts: string[] = [];
  for (const o of openings) {
    const q = openingQuad(r, o).map((p): V3 => {
      const t = (p[1] - fromFloor) / -dir[1];
      return [p[0] + dir[0] * t, fromFloor + 0.002, p[2] + dir[2] * t];
    });
    // Clamp to the room so light never spills through walls.
    const clamped = q.map((p): V3 => [Math.max(-r.W / 2, Math.min(r.W / 2, p[0])), p[1], Math.max(0.3, Math.min(r.D, p[2]))]);
    parts.push(quad(r.cam, clamped, m.light));
  }
  return `<g fill-opacity="${m.name === 'golden' ? 0.32 : 0.22}">${parts.join('')}</g>`;
}

function floorPattern(s: Scene, r: Room, kind: FloorKind, z0: number): string {
  const { cam } = r;
  const { W, D } = r;
  const base = floors[kind];
  const out: string[] = [];
  const seam = shade(base, -0.25);
  if (kind === 'oak' || kind === 'paleOak' || kind === 'walnut') {
    const plank = 0.19;
    for (let x = -W / 2 + plank; x < W / 2; x += plank) {
      const a = cam.project([x, 0, Math.max(z0, 0.3)]);
      const b = cam.project([x, 0, D]);
      out.push(line(a[0], a[1], b[0], b[1], seam, Math.max(0.6, cam.scaleAt([x, 0, 2]) * 0.004), 'stroke-opacity="0.5"'));
      // Staggered butt joints.
      let z = s.rng.range(0.3, 1.6);
      while (z < D) {
        const p = cam.project([x - plank, 0, z]);
        const q = cam.project([x, 0, z]);
        out.push(line(p[0], p[1], q[0], q[1], seam, Math.max(0.5, cam.scaleAt([x, 0, z]) * 0.004), 'stroke-opacity="0.45"'));
        z += s.rng.range(1.2, 2.4);
      }
      // Each board a shade different.
      out.push(quad(cam, [[x - plank, 0, Math.max(z0, 0.3)], [x, 0, Math.max(z0, 0.3)], [x, 0, D], [x - plank, 0, D]], jitter(base, () => s.rng.next(), 0.06), 'fill-opacity="0.5"'));
    }
  } else {
    const tile = kind === 'terrazzo' ? 0.6 : 1.2;
    for (let x = -W / 2; x <= W / 2 + 0.01; x += tile) {
      const a = cam.project([x, 0, Math.max(z0, 0.3)]);
      const b = cam.project([x, 0, D]);
      out.push(line(a[0], a[1], b[0], b[1], seam, Math.max(0.5, cam.scaleAt([x, 0, 2]) * 0.003), 'stroke-opacity="0.35"'));
    }
    for (let z = 0.3; z < D; z += tile) {
      const a = cam.project([-W / 2, 0, z]);
      const b = cam.project([W / 2, 0, z]);
      out.push(line(a[0], a[1], b[0], b[1], seam, Math.max(0.5, cam.scaleAt([0, 0, z]) * 0.003), 'stroke-opacity="0.35"'));
    }
    if (kind === 'marble' || kind === 'travertine') {
      for (let i = 0; i < 30; i++) {
        const x = s.rng.range(-W / 2, W / 2);
        const z = s.rng.range(0.5, D);
        const pts: [number, number][] = [];
        let px = x;
        let pz = z;
        for (let k = 0; k < 6; k++) {
          pts.push(cam.project([px, 0, pz]));
          px += s.rng.range(-0.3, 0.3);
          pz += s.rng.range(0.05, 0.25);
        }
        out.push(`<polyline points="${points(pts)}" fill="none" stroke="${shade(base, -0.3)}" stroke-width="${num(Math.max(0.5, cam.scaleAt([x, 0, z]) * 0.006))}" stroke-opacity="0.3"/>`);
      }
    }
  }
  return out.join('');
}

/** The reflection of the bright window on a polished or waxed floor. */
function floorSheen(s: Scene, r: Room, openings: Opening[], strength: number): string {
  const parts: string[] = [];
  for (const o of openings.filter((o) => o.wall === 'back')) {
    const q: V3[] = [[o.from, 0, r.D], [o.to, 0, r.D], [o.to, 0, r.D - (o.head - o.sill) * 0.9], [o.from, 0, r.D - (o.head - o.sill) * 0.9]];
    parts.push(quad(r.cam, q, s.m.skyHorizon));
  }
  return `<g fill-opacity="${op(strength)}">${parts.join('')}</g>`;
}

export function contactShadows(r: Room, items: Item[]): string {
  const parts = items
    .filter((i) => i.foot)
    .map((i) => {
      const [x0, z0, x1, z1] = i.foot ?? [0, 0, 0, 0];
      const g = 0.06;
      return quad(r.cam, [[x0 - g, 0.001, z0 - g], [x1 + g, 0.001, z0 - g], [x1 + g, 0.001, z1 + g], [x0 - g, 0.001, z1 + g]], '#0b1620');
    });
  return `<g fill-opacity="0.35">${parts.join('')}</g>`;
}

/** A side wall clad in wood slats, book-matched marble, painted panelling, glazed zellige or stone. */
function featureWall(s: Scene, r: Room, side: 'left' | 'right', kind: WallFinish): string {
  const { W, D, H, cam } = r;
  const x = side === 'left' ? -W / 2 + 0.002 : W / 2 - 0.002;
  const quadPts: V3[] = [[x, 0, 0], [x, 0, D], [x, H, D], [x, H, 0]];
  const out: string[] = [];
  const bases: Record<WallFinish, string[]> = {
    slats: ['#7d5a41', '#a58360', '#5c463a'],
    marble: ['#ebe6de', '#d9ccb6', '#cfd2cf'],
    panels: ['#dfe3dd', '#e7dccb', '#c9cfc6'],
    zellige: ['#4f7a5e', '#3f6a6a', '#6f8f6a', '#c98a64'],
    stone: ['#d9ccb6', '#cbbb9b'],
  };
  const base = s.rng.pick(bases[kind]);
  out.push(quad(cam, quadPts, wallFill(s, r, [x, 1.5, 0], [x, 1.5, D], tint(base, s.m.light, 0.3), 0.25)));
  const vertical = (step: number, width: number, opacity: number, col: string): void => {
    for (let z = step; z < D; z += step) {
      const a = cam.project([x, 0, z]);
      const b = cam.project([x, H, z]);
      out.push(line(a[0], a[1], b[0], b[1], col, Math.max(0.5, cam.scaleAt([x, 0, z]) * width), `stroke-opacity="${opacity}"`));
    }
  };
  const horizontal = (step: number, width: number, opacity: number, col: string, stagger = false): void => {
    for (let y = step; y < H; y += step) {
      const a = cam.project([x, y, 0.05]);
      const b = cam.project([x, y, D]);
      out.push(line(a[0], a[1], b[0], b[1], col, Math.max(0.5, cam.scaleAt([x, y, D * 0.5]) * width), `stroke-opacity="${opacity}"`));
      if (stagger) {
        const row = Math.round(y / step);
        for (let z = (row % 2) * step * 1.5; z < D; z += step * 3) {
          const p = cam.project([x, y, z]);
          const q = cam.project([x, y + step, z]);
          out.push(line(p[0], p[1], q[0], q[1], col, Math.max(0.5, cam.scaleAt([x, y, z]) * width), `stroke-opacity="${opacity}"`));
        }
      }
    }
  };
  switch (kind) {
    case 'slats':
      vertical(0.09, 0.018, 0.6, shade(base, -0.4));
      break;
    case 'marble':
      vertical(1.2, 0.006, 0.35, shade(base, -0.4));
      for (let i = 0; i < 14; i++) {
        let z = s.rng.range(0, D);
        let y = s.rng.range(0, H);
        const pts: [number, number][] = [];
        for (let k = 0; k < 8; k++) {
          pts.push(cam.project([x, y, z]));
          z += s.rng.range(-0.15, 0.25);
          y += s.rng.range(-0.35, 0.05);
        }
        out.push(`<polyline points="${points(pts)}" fill="none" stroke="${shade(base, -0.35)}" stroke-width="${num(Math.max(0.5, cam.scaleAt([x, y, z]) * 0.006))}" stroke-opacity="0.16" stroke-linejoin="round"/>`);
      }
      break;
    case 'panels':
      for (let z = 0.15; z < D - 0.6; z += 0.9) {
        const q: V3[] = [[x, 0.25, z], [x, 0.25, z + 0.7], [x, H - 0.3, z + 0.7], [x, H - 0.3, z]];
        out.push(`<polygon points="${cam.pts(q)}" fill="none" stroke="${shade(base, -0.25)}" stroke-width="${num(cam.scaleAt([x, 1, z]) * 0.008)}" stroke-opacity="0.5"/>`);
      }
      break;
    case 'zellige': {
      // Hand-made glazed tiles: a fine grid and tile-to-tile shifts in the glaze.
      for (let i = 0; i < 160; i++) {
        const z = Math.floor(s.rng.range(0, D) / 0.1) * 0.1;
        const y = Math.floor(s.rng.range(0, H) / 0.1) * 0.1;
        out.push(quad(cam, [[x, y, z], [x, y, z + 0.1], [x, y + 0.1, z + 0.1], [x, y + 0.1, z]], shade(base, s.rng.range(-0.15, 0.2)), 'fill-opacity="0.6"'));
      }
      vertical(0.1, 0.004, 0.5, shade(base, 0.35));
      horizontal(0.1, 0.004, 0.5, shade(base, 0.35));
      break;
    }
    case 'stone':
      horizontal(0.22, 0.012, 0.45, shade(base, -0.35), true);
      break;
  }
  return out.join('');
}

/** What stands against a back wall that has no window: a fireplace, built-in shelves or a large canvas. */
function backFeature(s: Scene, r: Room, kind: BackFeature): string {
  const { cam, D, W, H, toLight } = r;
  const { rng, m } = s;
  const z = D - 0.01;
  const out: string[] = [];
  if (rng.chance(0.5)) {
    // A painted back wall gives the room its colour.
    const paint = tint(rng.pick(['#c9b8a0', '#8a9a8a', '#2e4257', '#b86a4b', '#d9c7a0', '#6b7b6b']), m.light, 0.2);
    out.push(quad(cam, [[-W / 2, 0, z], [W / 2, 0, z], [W / 2, H, z], [-W / 2, H, z]], paint));
  }
  if (kind === 'fireplace') {
    const stone = tint(rng.pick(['#e8e2d8', '#d9ccb6', '#2b2f33']), m.light, 0.2);
    out.push(box(cam, [-1.1, 0, D - 0.45], [1.1, 1.15, D], { top: shade(stone, 0.05), side: stone }, toLight, m));
    out.push(quad(cam, [[-0.55, 0.15, D - 0.451], [0.55, 0.15, D - 0.451], [0.55, 0.8, D - 0.451], [-0.55, 0.8, D - 0.451]], '#1a1614'));
    if (m.lamps > 0.3) out.push(quad(cam, [[-0.4, 0.15, D - 0.452], [0.4, 0.15, D - 0.452], [0.4, 0.4, D - 0.452], [-0.4, 0.4, D - 0.452]], '#f0a050'));
    out.push(quad(cam, [[-0.9, 1.5, z], [0.9, 1.5, z], [0.9, 2.5, z], [-0.9, 2.5, z]], '#f4efe6'));
    out.push(quad(cam, [[-0.8, 1.6, z], [0.8, 1.6, z], [0.8, 2.4, z], [-0.8, 2.4, z]], s.svg.linear([[0, palette.sky], [0.5, palette.sand], [1, palette.ochre]])));
  } else if (kind === 'shelves') {
    const wood = rng.pick(woods);
    for (let k = 0; k < 6; k++) out.push(box(cam, [-W / 2 + 0.4, 0.3 + k * 0.42, D - 0.35], [W / 2 - 0.4, 0.34 + k * 0.42, D], wood, toLight, m));
    for (let i = 0; i < 70; i++) {
      const x = rng.range(-W / 2 + 0.5, W / 2 - 0.6);
      const y = 0.34 + rng.int(0, 4) * 0.42;
      const bh = rng.range(0.2, 0.34);
      out.push(box(cam, [x, y, D - 0.28], [x + rng.range(0.03, 0.07), y + bh, D - 0.02], jitter(rng.pick(fabrics), () => rng.next(), 0.1), toLight, m));
    }
  } else if (kind === 'mirror') {
    // Walnut console under a round back-lit mirror: the entrance of a flat.
    const wood = tint('#5c463a', m.light, 0.2);
    out.push(box(cam, [-0.8, 0.7, D - 0.4], [0.8, 0.82, D], { top: shade(wood, 0.08), side: wood }, toLight, m));
    out.push(box(cam, [-0.75, 0, D - 0.36], [-0.7, 0.7, D - 0.04], wood, toLight, m));
    out.push(box(cam, [0.7, 0, D - 0.36], [0.75, 0.7, D - 0.04], wood, toLight, m));
    const c = cam.project([0, 1.65, z]);
    const k = cam.scaleAt([0, 1.65, z]);
    out.push(ellipse(c[0], c[1], k * 0.75, k * 0.75, s.svg.radial([[0.6, '#ffe6b0', 0.7], [1, '#ffe6b0', 0]], c[0], c[1], k * 0.75)));
    out.push(ellipse(c[0], c[1], k * 0.55, k * 0.55, s.svg.linear([[0, mix(palette.sky, '#ffffff', 0.4)], [1, shade(wall(s), -0.2)]], 0, 0, 1, 1)));
  } else {
    out.push(quad(cam, [[-1.3, 0.9, z], [1.3, 0.9, z], [1.3, 2.5, z], [-1.3, 2.5, z]], '#f4efe6'));
    const a = rng.pick([palette.terracotta, palette.sea, palette.ochre, palette.olive, palette.navy]);
    const b = rng.pick([palette.sand, palette.sky, palette.stone]);
    out.push(quad(cam, [[-1.2, 1.0, z], [1.2, 1.0, z], [1.2, 2.4, z], [-1.2, 2.4, z]], s.svg.linear([[0, b], [0.6, mix(a, b, 0.5)], [0.62, a], [1, shade(a, -0.25)]])));
  }
  return out.join('');
}

function wall(s: Scene): string {
  return tint(palette.sand, s.m.light, 0.2);
}

/** Exposed timber beams across the ceiling, the Provençal touch. */
function beams(s: Scene, r: Room): string {
  const { cam, W, D, H, toLight } = r;
  const wood = tint(s.rng.pick(['#7d5a41', '#a58360', '#5c463a']), s.m.light, 0.2);
  const out: string[] = [];
  for (let z = D - 0.4; z > 0.3; z -= 0.8) out.push(box(cam, [-W / 2, H - 0.22, z - 0.09], [W / 2, H, z + 0.09], wood, toLight, s.m));
  return out.join('');
}

// Furniture builders. Each returns an Item so the room can draw them back to front.

export function sofa(r: Room, rng: Rng, s: Scene, x: number, z: number, facing: 'camera' | 'left' | 'right', color: string): Item {
  const L = rng.range(2.2, 3);
  const d = 0.95;
  const { cam, toLight } = r;
  const m = s.m;
  const parts: string[] = [];
  const seat = shade(color, 0.05);
  if (facing === 'camera') {
    parts.push(box(cam, [x - L / 2, 0.05, z], [x + L / 2, 0.42, z + d], { top: seat, side: color }, toLight, m));
    parts.push(box(cam, [x - L / 2, 0.05, z + d - 0.25], [x + L / 2, 0.82, z + d], { top: seat, side: shade(color, -0.05) }, toLight, m));
    parts.push(box(cam, [x - L / 2 - 0.05, 0.05, z], [x - L / 2 + 0.18, 0.62, z + d], color, toLight, m));
    parts.push(box(cam, [x + L / 2 - 0.18, 0.05, z], [x + L / 2 + 0.05, 0.62, z + d], color, toLight, m));
    const cushion = rng.pick(fabrics);
    for (let i = 0; i < 3; i++) {
      const cx = x - L / 2 + 0.35 + i * 0.45;
      parts.push(box(cam, [cx, 0.42, z + d - 0.38], [cx + 0.38, 0.78, z + d - 0.25], cushion, toLight, m));
    }
    return { at: [x, 0.4, z + d / 2], svg: parts.join(''), foot: [x - L / 2, z, x + L / 2, z + d] };
  }
  const sgn = facing === 'left' ? -1 : 1;
  const back = x - sgn * d;
  const x0 = Math.min(x, back);
  const x1 = Math.max(x, back);
  parts.push(box(cam, [x0, 0.05, z - L / 2], [x1, 0.42, z + L / 2], { top: seat, side: color }, toLight, m));
  const bx0 = sgn > 0 ? x0 : x1 - 0.25;
  parts.push(box(cam, [bx0, 0.05, z - L / 2], [bx0 + 0.25, 0.82, z + L / 2], color, toLight, m));
  parts.push(box(cam, [x0, 0.05, z - L / 2 - 0.05], [x1, 0.62, z - L / 2 + 0.18], color, toLight, m));
  parts.push(box(cam, [x0, 0.05, z + L / 2 - 0.18], [x1, 0.62, z + L / 2 + 0.05], color, toLight, m));
  return { at: [(x0 + x1) / 2, 0.4, z], svg: parts.join(''), foot: [x0, z - L / 2, x1, z + L / 2] };
}

export function table(r: Room, s: Scene, x: number, z: number, w: number, d: number, h: number, top: string, legs: string, slab = false): Item {
  const { cam, toLight } = r;
  const parts: string[] = [];
  const t = 0.05;
  if (slab) parts.push(box(cam, [x - w / 2 + 0.1, 0, z - d / 2 + 0.1], [x + w / 2 - 0.1, h - t, z + d / 2 - 0.1], legs, toLight, s.m));
  else
    for (const [lx, lz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
      const px = x + lx * (w / 2 - 0.08);
      const pz = z + lz * (d / 2 - 0.08);
      parts.push(box(cam, [px - 0.03, 0, pz - 0.03], [px + 0.03, h - t, pz + 0.03], legs, toLight, s.m));
    }
  parts.push(box(cam, [x - w / 2, h - t, z - d / 2], [x + w / 2, h, z + d / 2], { top: shade(top, 0.08), side: top }, toLight, s.m));
  return { at: [x, h, z], svg: parts.join(''), foot: [x - w / 2, z - d / 2, x + w / 2, z + d / 2] };
}

export function chair(r: Room, s: Scene, x: number, z: number, color: string, backTo: 'z+' | 'z-' | 'x+' | 'x-'): Item {
  const { cam, toLight } = r;
  const parts: string[] = [];
  parts.push(box(cam, [x - 0.22, 0, z - 0.22], [x + 0.22, 0.46, z + 0.22], color, toLight, s.m));
  const back: [V3, V3] =
    backTo === 'z+' ? [[x - 0.22, 0.46, z + 0.17], [x + 0.22, 0.9, z + 0.22]]
    : backTo === 'z-' ? [[x - 0.22, 0.46, z - 0.22], [x + 0.22, 0.9, z - 0.17]]
    : backTo === 'x+' ? [[x + 0.17, 0.46, z - 0.22], [x + 0.22, 0.9, z + 0.22]]
    : [[x - 0.22, 0.46, z - 0.22], [x - 0.17, 0.9, z + 0.22]];
  parts.push(box(cam, back[0], back[1], color, toLight, s.m));
  return { at: [x, 0.45, z], svg: parts.join(''), foot: [x - 0.22, z - 0.22, x + 0.22, z + 0.22] };
}

export function plant(r: Room, s: Scene, x: number, z: number, size: number): Item {
  const { cam, toLight } = r;
  const pot = s.rng.pick(['#c4673f', '#d8cfc1', '#3a3a38', '#efe9df']);
  const parts = [box(cam, [x - 0.2, 0, z - 0.2], [x + 0.2, 0.45, z + 0.2], pot, toLight, s.m)];
  const c = cam.project([x, 0.45, z]);
  const px = cam.scaleAt([x, 0.45, z]);
  const leaves: string[] = [];
  const green = mix(palette.olive, '#2f4a2a', 0.4);
  for (let i = 0; i < 26; i++) {
    const a = s.rng.range(-Math.PI * 0.95, -Math.PI * 0.05);
    const len = size * s.rng.range(0.4, 1) * px;
    const ex = c[0] + Math.cos(a) * len * 0.6;
    const ey = c[1] + Math.sin(a) * len;
    const mx = (c[0] + ex) / 2 + s.rng.range(-0.1, 0.1) * len;
    const my = (c[1] + ey) / 2;
    const wdt = len * 0.12;
    leaves.push(`<path d="M${num(c[0])} ${num(c[1])}Q${num(mx - wdt)} ${num(my)} ${num(ex)} ${num(ey)}Q${num(mx + wdt)} ${num(my)} ${num(c[0])} ${num(c[1])}Z" fill="${jitter(i % 3 ? green : shade(green, 0.2), () => s.rng.next(), 0.08)}"/>`);
  }
  parts.push(leaves.join(''));
  return { at: [x, 0.5, z], svg: parts.join(''), foot: [x - 0.2, z - 0.2, x + 0.2, z + 0.2] };
}

function rug(r: Room, s: Scene, x: number, z: number, w: number, d: number): Item {
  const col = s.rng.pick(['#d9cfbf', '#b8ab98', '#8c8f86', '#e6dfd2', '#a98d74']);
  const q: V3[] = [[x - w / 2, 0.004, z - d / 2], [x + w / 2, 0.004, z - d / 2], [x + w / 2, 0.004, z + d / 2], [x - w / 2, 0.004, z + d / 2]];
  const inner: V3[] = q.map(([a, b, c]): V3 => [x + (a - x) * 0.9, b + 0.001, z + (c - z) * 0.9]);
  return { at: [x, -5, z + 50], svg: quad(r.cam, q, col) + `<polygon points="${r.cam.pts(inner)}" fill="none" stroke="${shade(col, -0.15)}" stroke-width="${num(r.cam.scaleAt([x, 0, z]) * 0.02)}"/>` };
}

function pendant(r: Room, s: Scene, x: number, z: number, drop: number, glow: number): Item {
  const { cam, H } = r;
  const top = cam.project([x, H, z]);
  const bottom = cam.project([x, H - drop, z]);
  const px = cam.scaleAt([x, H - drop, z]);
  const shadeCol = s.rng.pick(['#e9e1d3', '#2b2f33', '#c9a16a', '#f4efe6']);
  let out = line(top[0], top[1], bottom[0], bottom[1], '#2b2f33', Math.max(0.6, px * 0.008));
  out += `<path d="M${num(bottom[0] - px * 0.18)} ${num(bottom[1] + px * 0.2)}Q${num(bottom[0])} ${num(bottom[1] - px * 0.1)} ${num(bottom[0] + px * 0.18)} ${num(bottom[1] + px * 0.2)}Z" fill="${shadeCol}"/>`;
  if (glow > 0) {
    const g = s.svg.radial([
      [0, '#ffd79a', 0.7 * glow],
      [1, '#ffd79a', 0],
    ], bottom[0], bottom[1] + px * 0.2, px * 0.9);
    out += ellipse(bottom[0], bottom[1] + px * 0.2, px * 0.9, px * 0.9, g);
  }
  return { at: [x, H - drop, z], svg: out };
}

function artwork(r: Room, s: Scene, wall: 'left' | 'right', z: number, y: number, w: number, h: number): Item {
  const x = wall === 'left' ? -r.W / 2 + 0.02 : r.W / 2 - 0.02;
  const q: V3[] = [[x, y, z - w / 2], [x, y, z + w / 2], [x, y + h, z + w / 2], [x, y + h, z - w / 2]];
  const inner: V3[] = [[x, y + h * 0.08, z - w * 0.42], [x, y + h * 0.08, z + w * 0.42], [x, y + h * 0.92, z + w * 0.42], [x, y + h * 0.92, z - w * 0.42]];
  const a = s.rng.pick([palette.terracotta, palette.sea, palette.ochre, palette.olive, palette.navy]);
  const b = s.rng.pick([palette.sand, palette.sky, palette.stone]);
  const fill = s.svg.linear([
    [0, b],
    [0.55, b],
    [0.56, a],
    [1, shade(a, -0.2)],
  ]);
  return { at: [x, y, z], svg: quad(r.cam, q, '#f4efe6') + quad(r.cam, inner, fill) };
}

/** A staircase of floating oak treads rising along a wall, with a glass balustrade: the apartment is on three levels. */
function stairs(r: Room, s: Scene, wall: 'left' | 'right', z0: number): Item {
  const { cam, toLight, W, H } = r;
  const steps = 15;
  const rise = H / steps;
  const run = 0.28;
  const x1 = wall === 'left' ? -W / 2 : W / 2 - 1.0;
  const x2 = x1 + 1.0;
  const parts: string[] = [];
  const tread = s.rng.pick(['#b48d66', '#cfb08a', '#e8e2d8']);
  for (let i = steps - 1; i >= 0; i--) {
    const z = z0 + i * run;
    parts.push(box(cam, [x1, (i + 1) * rise - 0.06, z], [x2, (i + 1) * rise, z + run + 0.02], { top: shade(tread, 0.06), side: shade(tread, -0.08) }, toLight, s.m));
  }
  const inner = wall === 'left' ? x2 : x1;
  const glass: V3[] = [[inner, rise, z0], [inner, rise * steps, z0 + run * steps], [inner, rise * steps + 1, z0 + run * steps], [inner, rise + 1, z0]];
  parts.push(quad(cam, glass, '#d6e7ec', 'fill-opacity="0.18"'));
  const a = cam.project([inner, rise + 1, z0]);
  const b = cam.project([inner, rise * steps + 1, z0 + run * steps]);
  parts.push(line(a[0], a[1], b[0], b[1], '#c9ced1', Math.max(1, cam.scaleAt([inner, 1, z0]) * 0.02)));
  return { at: [inner, 1.5, z0 + 2], svg: parts.join('') };
}

/** Linen curtains gathered at each side of an opening, hanging just inside it. */
function curtains(s: Scene, r: Room, o: Opening): string {
  const { cam } = r;
  const linenCol = tint(s.rng.pick(['#efe9df', '#e6dccb', '#f4efe6']), s.m.light, 0.3);
  const out: string[] = [];
  for (const t of [0, 1]) {
    const base = pointOn(r, o, t, 0);
    const inward: V3 = o.wall === 'back' ? [0, 0, -0.12] : [o.wall === 'left' ? 0.12 : -0.12, 0, 0];
    const along: V3 = o.wall === 'back' ? [t === 0 ? 1 : -1, 0, 0] : [0, 0, t === 0 ? 1 : -1];
    const width = 0.45;
    const p = (u: number, y: number): V3 => [base[0] + inward[0] + along[0] * u * width - along[0] * 0.15, y, base[2] + inward[2] + along[2] * u * width - along[2] * 0.15];
    out.push(quad(cam, [p(0, 0), p(1, 0), p(1, o.head + 0.1), p(0, o.head + 0.1)], linenCol, 'fill-opacity="0.92"'));
    for (let k = 1; k < 5; k++) {
      const a = cam.project(p(k / 5, 0));
      const b = cam.project(p(k / 5, o.head + 0.1));
      out.push(line(a[0], a[1], b[0], b[1], shade(linenCol, -0.25), Math.max(0.6, cam.scaleAt(p(k / 5, 1)) * 0.02), 'stroke-opacity="0.45"'));
    }
  }
  return out.join('');
}

/** Tall joinery along a side wall: wardrobes, larder units, a column of built-in appliances. */
function tallUnits(s: Scene, r: Room, side: number, z0: number, z1: number, depth: number, fronts: string, counter: string, appliances = false): Item {
  const { cam, W, toLight } = r;
  const m = s.m;
  const fx = side > 0 ? W / 2 - depth : -W / 2 + depth;
  const seams: string[] = [];
  const step = 0.6;
  for (let z = z0 + step; z < z1 - 0.05; z += step) {
    const a = cam.project([fx, 0.1, z]);
    const b = cam.project([fx, 2.3, z]);
    seams.push(line(a[0], a[1], b[0], b[1], shade(fronts, -0.35), Math.max(0.6, cam.scaleAt([fx, 1, z]) * 0.006)));
  }
  if (appliances) {
    // Oven and steam oven set into one column, their dark glass catching the light.
    const zc = z0 + step * 1.5;
    for (const [y0, y1] of [[0.85, 1.45], [1.5, 1.95]] as const) seams.push(quad(cam, [[fx - side * 0.001, y0, zc - 0.27], [fx - side * 0.001, y0, zc + 0.27], [fx - side * 0.001, y1, zc + 0.27], [fx - side * 0.001, y1, zc - 0.27]], '#22262a'));
  }
  const plinth = quad(cam, [[fx, 0, z0], [fx, 0, z1], [fx, 0.1, z1], [fx, 0.1, z0]], shade(fronts, -0.5));
  const svg = box(cam, [side > 0 ? fx : -W / 2, 0, z0], [side > 0 ? W / 2 : fx, 2.3, z1], { top: counter, side: fronts }, toLight, m) + seams.join('') + plinth;
  return { at: [fx, 1, (z0 + z1) / 2], svg };
}

function bed(s: Scene, r: Room, side: number, bz: number, headboard: string, throwCol: string): Item[] {
  const { cam, W, toLight } = r;
  const m = s.m;
  const wood = s.rng.pick(woods);
  const linen = s.rng.pick(['#f4efe6', '#e6dccb', '#dfe3e2']);
  const head = side > 0 ? W / 2 - 0.1 : -W / 2;
  const foot = head - side * 2.1;
  const x0 = Math.min(foot, head);
  const x1 = Math.max(foot, head);
  const items: Item[] = [];
  items.push({ at: [head, 0.8, bz], svg: box(cam, [head, 0, bz - 1.05], [head + 0.1, 1.25, bz + 1.05], { top: headboard, side: headboard }, toLight, m) });
  items.push({ at: [(x0 + x1) / 2, 0.5, bz], svg: box(cam, [x0, 0, bz - 0.95], [x1, 0.32, bz + 0.95], wood, toLight, m) + box(cam, [x0, 0.32, bz - 0.92], [x1, 0.55, bz + 0.92], { top: linen, side: shade(linen, -0.05) }, toLight, m) + box(cam, [side > 0 ? x0 : x0 + 1.3, 0.55, bz - 0.93], [side > 0 ? x1 - 1.3 : x1, 0.6, bz + 0.93], { top: throwCol, side: throwCol }, toLight, m), foot: [x0, bz - 0.95, x1, bz + 0.95] });
  for (const dz of [-0.45, 0.45]) items.push({ at: [head - side * 0.25, 0.7, bz + dz], svg: box(cam, [side > 0 ? head - 0.35 : head + 0.12, 0.55, bz + dz - 0.32], [side > 0 ? head - 0.12 : head + 0.35, 0.85, bz + dz + 0.32], linen, toLight, m) });
  for (const dz of [-1.35, 1.35]) items.push(table(r, s, head - side * 0.3, bz + dz, 0.45, 0.4, 0.5, wood, wood, true));
  items.push(rug(r, s, (x0 + x1) / 2 - side * 0.4, bz, 2.6, 3));
  return items;
}

export function interior(s: Scene, kind: RoomKind, o: RoomOptions = {}): void {
  const { svg, rng, m } = s;
  const small = kind === 'entry' || kind === 'utility';
  const W = kind === 'garage' ? 9 : small ? rng.range(2.6, 3.4) : kind === 'hall' ? rng.range(5, 6.5) : rng.range(4.8, 7);
  const D = kind === 'garage' ? 14 : small ? rng.range(4.5, 6) : rng.range(5.5, 8);
  const H = kind === 'stairs' || kind === 'hall' ? rng.range(3.6, 4.4) : kind === 'garage' ? 2.7 : rng.range(2.7, 3.2);
  const yaw = (s.flip ? -1 : 1) * (small ? rng.range(0, 0.12) : rng.range(0.1, rng.chance(0.3) ? 0.55 : 0.32));
  const r = makeRoom(s, W, D, H, yaw, small ? rng.range(70, 80) : rng.range(62, 74));
  const { cam } = r;
  const side: 'left' | 'right' = s.flip ? 'left' : 'right';
  const sx = side === 'left' ? -1 : 1;
  const garage = kind === 'garage';
  const wall = garage ? '#c9c7c2' : rng.pick([palette.white, palette.sand, '#efe7da', '#e9e4dc', '#f2ede4', '#e3ddd3', '#ece3d0', '#dcd8cf']);
  const floorKind: FloorKind =
    o.floor ??
    (garage ? 'terrazzo' : kind === 'bathroom' ? rng.pick(['marble', 'travertine'] as const) : kind === 'kitchen' || kind === 'utility' ? rng.pick(['terrazzo', 'paleOak', 'marble'] as const) : rng.pick(['oak', 'paleOak', 'walnut', 'marble', 'travertine'] as const));
  const lightIn = m.lamps > 0.5 ? 0.3 : 1;
  const wallLit = garage ? wall : tint(mix(wall, m.shadow, 0.18 * (1 - lightIn) + 0.05), m.light, 0.25);
  // Room shell. Under the roof, one side wall is a low knee wall and the ceiling slopes up from it.
  const knee = o.attic ? 1.1 : H;
  const lowX = -sx * (W / 2);
  const ceilY = (x: number): number => (o.attic ? knee + ((H - knee) * (x - lowX)) / (W * -Math.sign(lowX)) : H);
  const yL = ceilY(-W / 2);
  const yR = ceilY(W / 2);
  const back: V3[] = [[-W / 2, 0, D], [W / 2, 0, D], [W / 2, yR, D], [-W / 2, yL, D]];
  const left: V3[] = [[-W / 2, 0, 0], [-W / 2, 0, D], [-W / 2, yL, D], [-W / 2, yL, 0]];
  const right: V3[] = [[W / 2, 0, 0], [W / 2, 0, D], [W / 2, yR, D], [W / 2, yR, 0]];
  const floor: V3[] = [[-W / 2, 0, 0], [W / 2, 0, 0], [W / 2, 0, D], [-W / 2, 0, D]];
  const ceiling: V3[] = [[-W / 2, yL, 0], [W / 2, yR, 0], [W / 2, yR, D], [-W / 2, yL, D]];
  svg.add(quad(cam, back, wallLit));
  svg.add(quad(cam, left, wallFill(s, r, [-W / 2, 1.5, 0], [-W / 2, 1.5, D], mix(wallLit, m.shadow, 0.1), 0.3)));
  svg.add(quad(cam, right, wallFill(s, r, [W / 2, 1.5, 0], [W / 2, 1.5, D], mix(wallLit, m.shadow, 0.04), 0.25)));
  svg.add(quad(cam, ceiling, wallFill(s, r, [0, H, 0], [0, H, D], mix(wallLit, m.shadow, 0.08), 0.3)));
  const flo = tint(floors[floorKind], m.light, garage ? 0 : 0.2);
  svg.add(quad(cam, floor, wallFill(s, r, [0, 0, 0], [0, 0, D], garage ? '#a9a7a2' : flo, 0.25)));
  if (floorKind === 'marble' || floorKind === 'travertine') svg.add(quad(cam, floor, texture(svg, rng, 'plaster', s.w * 0.12, flo, 0.8)));
  if (!garage) svg.add(floorPattern(s, r, floorKind, 0));
  svg.add(quad(cam, back, texture(svg, rng, 'plaster', s.w * 0.2, wallLit, 0.5)));
  const finish: WallFinish | undefined = o.finish ?? (kind === 'bathroom' ? 'marble' : kind === 'hall' ? 'stone' : !garage && !o.attic && rng.chance(0.35) ? rng.pick(['slats', 'marble', 'panels'] as const) : undefined);
  if (finish) svg.add(featureWall(s, r, side, finish));
  if (!o.attic) svg.add(cornerShade(s, r));
  // Openings: a wall of glass at the back, or along one side, or both round the corner.
  const openings: Opening[] = [];
  const layout = o.layout ?? (garage ? 'none' : kind === 'stairs' || kind === 'hall' || kind === 'dressing' || small || o.attic ? 'back' : rng.pick(['back', 'back', 'side', 'corner'] as const));
  const glassSide: 'left' | 'right' = s.flip ? 'right' : 'left';
  if (layout === 'back' || layout === 'corner') {
    if (o.attic || small) {
      const half = small ? 0.5 : 0.7;
      openings.push({ wall: 'back', from: -half, to: half, sill: small ? 1.0 : 0.7, head: Math.min(2.2, ceilY(0) - 0.3), mullions: 2 });
    } else if (kind === 'hall') {
      // Glazed entrance doors.
      openings.push({ wall: 'back', from: -0.9, to: 0.9, sill: 0, head: 2.6, mullions: 2 });
    } else {
      const full = rng.chance(0.6);
      const margin = full ? rng.range(0.2, 0.6) : rng.range(0.8, 1.4);
      openings.push({ wall: 'back', from: -W / 2 + margin, to: W / 2 - margin, sill: full ? 0 : rng.range(0.6, 0.9), head: H - rng.range(0.1, 0.35), mullions: rng.int(2, 4) });
    }
  }
  if (layout === 'side' || layout === 'none') {
    const feature: BackFeature | undefined = o.feature ?? (garage ? undefined : kind === 'entry' ? 'mirror' : rng.pick(['fireplace', 'shelves', 'art'] as const));
    if (feature) svg.add(backFeature(s, r, feature));
  }
  if (layout === 'side' || layout === 'corner') {
    openings.push({ wall: glassSide, from: D * rng.range(0.2, 0.45), to: D - 0.3, sill: layout === 'side' ? 0 : rng.chance(0.5) ? 0 : 0.7, head: H - 0.2, mullions: rng.int(2, 4) });
  }
  if (openings.length) {
    const view: SeaViewOptions = { shore: o.shore ?? rng.pick(['towers', 'cape', 'hills', 'open'] as const), shoreEnd: rng.range(0.3, 0.6) };
    paintOpenings(s, r, openings, view);
    if (o.curtains) for (const op of openings) svg.add(curtains(s, r, op));
  }
  if (o.attic) {
    // Roof light in the slope, a patch of pure sky.
    const x0 = lowX * 0.75;
    const x1 = lowX * 0.3;
    const sky: V3[] = [[x0, ceilY(x0) - 0.01, D * 0.35], [x1, ceilY(x1) - 0.01, D * 0.35], [x1, ceilY(x1) - 0.01, D * 0.7], [x0, ceilY(x0) - 0.01, D * 0.7]];
    svg.add(quad(cam, sky, svg.linear([[0, m.skyTop], [1, m.skyHorizon]])));
    svg.add(`<polygon points="${cam.pts(sky)}" fill="none" stroke="#f4f1ea" stroke-width="${num(cam.scaleAt([0, H, D * 0.5]) * 0.06)}"/>`);
  }
  // Ceiling: recessed spots (or strip lights in the car park), sometimes old beams.
  if (garage) {
    for (let z = 1.5; z < D; z += 3) {
      for (const x of [-2.5, 2.5]) {
        const a = cam.project([x - 0.7, H - 0.02, z]);
        const b = cam.project([x + 0.7, H - 0.02, z]);
        svg.add(line(a[0], a[1], b[0], b[1], '#f4fbff', Math.max(1.5, cam.scaleAt([x, H, z]) * 0.08)));
      }
    }
  } else if (!o.attic) {
    for (let i = 0; i < 6; i++) {
      const p = cam.project([(i % 2 ? 1 : -1) * W * 0.25, H - 0.001, 1 + (Math.floor(i / 2) * (D - 1.5)) / 2]);
      const k = cam.scaleAt([0, H, 1 + Math.floor(i / 2) * 2]);
      svg.add(ellipse(p[0], p[1], k * 0.05, k * 0.015, m.lamps > 0.3 ? '#fff1d0' : shade(wallLit, -0.15)));
    }
    if (!small && kind !== 'bathroom' && kind !== 'kitchen' && kind !== 'hall' && rng.chance(0.22)) svg.add(beams(s, r));
  }
  const floorLight = openings.length ? sunPatches(s, r, openings) + (floorKind !== 'walnut' ? floorSheen(s, r, openings, floorKind === 'marble' ? 0.3 : 0.16) : '') : '';
  // Furniture.
  const items: Item[] = [];
  const fabric = rng.pick(fabrics);
  const wood = rng.pick(woods);
  switch (kind) {
    case 'living': {
      items.push(rug(r, s, 0, D * 0.55, W * 0.55, D * 0.4));
      if (rng.chance(0.5)) items.push(sofa(r, rng, s, sx * (W / 2 - 1.1), D * 0.55, side === 'left' ? 'right' : 'left', fabric));
      else items.push(sofa(r, rng, s, rng.range(-0.5, 0.5), D * 0.3 + 0.4, 'camera', fabric));
      items.push(table(r, s, rng.range(-0.3, 0.3), D * 0.55, 1.1, 0.7, 0.38, rng.pick(['#e8e2d8', '#6e5140', '#2b2f33']), wood, true));
      items.push(chair(r, s, -sx * W * 0.25, D * 0.7, rng.pick(fabrics), 'z+'));
      items.push(plant(r, s, -sx * (W / 2 - 0.4), D - 0.5, 1.3));
      if (!finish) items.push(artwork(r, s, side, D * 0.5, 1.2, 1.4, 1));
      break;
    }
    case 'reading': {
      // A leather armchair by the window, its lamp and a stack of books.
      const ax = -sx * W * 0.15;
      const az = D * 0.7;
      const leather = rng.pick(['#6e4a32', '#8a5a3a', '#3a3a38']);
      items.push({ at: [ax, 0.4, az], svg: box(cam, [ax - 0.45, 0, az - 0.45], [ax + 0.45, 0.45, az + 0.45], leather, r.toLight, m) + box(cam, [ax - 0.45, 0.45, az + 0.3], [ax + 0.45, 1.05, az + 0.45], leather, r.toLight, m) + box(cam, [ax - 0.5, 0.2, az - 0.45], [ax - 0.38, 0.7, az + 0.45], leather, r.toLight, m) + box(cam, [ax + 0.38, 0.2, az - 0.45], [ax + 0.5, 0.7, az + 0.45], leather, r.toLight, m), foot: [ax - 0.5, az - 0.45, ax + 0.5, az + 0.45] });
      items.push(table(r, s, ax + 0.9, az, 0.45, 0.45, 0.55, wood, wood, true));
      const lampBase = cam.project([ax - 0.8, 0, az + 0.2]);
      const lampTop = cam.project([ax - 0.8, 1.6, az + 0.2]);
      const k = cam.scaleAt([ax - 0.8, 1.6, az + 0.2]);
      items.push({ at: [ax - 0.8, 1, az + 0.2], svg: line(lampBase[0], lampBase[1], lampTop[0], lampTop[1], '#2b2f33', Math.max(1, k * 0.025)) + `<path d="M${num(lampTop[0] - k * 0.22)} ${num(lampTop[1] + k * 0.28)}L${num(lampTop[0] - k * 0.14)} ${num(lampTop[1] - k * 0.02)}L${num(lampTop[0] + k * 0.14)} ${num(lampTop[1] - k * 0.02)}L${num(lampTop[0] + k * 0.22)} ${num(lampTop[1] + k * 0.28)}Z" fill="#efe6d6"/>` + ellipse(lampTop[0], lampTop[1] + k * 0.3, k * 0.8, k * 0.6, svg.radial([[0, '#ffe6b0', 0.45], [1, '#ffe6b0', 0]], lampTop[0], lampTop[1] + k * 0.3, k * 0.8)) });
      items.push(rug(r, s, ax, az, 2, 2.2));
      if (!finish) svg.add(featureWall(s, r, side, 'slats'));
      break;
    }
    case 'kitchen': {
      const counter = rng.pick(['#e8e2d8', '#2b2f33', '#d9ccb6', '#f2ede4']);
      const fronts = o.fronts ?? rng.pick(['#efe9df', '#6b7b4b', '#2e4257', '#b48d66', '#d8cfc1', '#cfd0cc']);
      items.push(tallUnits(s, r, sx, D * 0.25, D - 0.2, 0.62, fronts, counter, true));
      const iz = D * 0.5;
      items.push({ at: [0, 0.9, iz], svg: box(cam, [-1.2, 0, iz - 0.5], [1.2, 0.86, iz + 0.5], { top: fronts, side: fronts }, r.toLight, m) + box(cam, [-1.25, 0.86, iz - 0.55], [1.25, 0.92, iz + 0.55], { top: shade(counter, 0.05), side: counter }, r.toLight, m), foot: [-1.2, iz - 0.5, 1.2, iz + 0.5] });
      for (let i = 0; i < 3; i++) items.push(table(r, s, -0.7 + i * 0.7, iz - 0.85, 0.36, 0.36, 0.72, wood, '#2b2f33'));
      for (let i = 0; i < 3; i++) items.push(pendant(r, s, -0.8 + i * 0.8, iz, 1.1, m.lamps));
      break;
    }
    case 'utility': {
      const fronts = o.fronts ?? rng.pick(['#efe9df', '#d8cfc1', '#cfd0cc']);
      items.push(tallUnits(s, r, sx, 0.3, D - 0.2, 0.6, fronts, '#e8e2d8'));
      // Washer and dryer stacked in the opposite run.
      const wx = -sx * (W / 2 - 0.35);
      const face = -sx > 0 ? wx - 0.3 : wx + 0.3;
      const stack: string[] = [box(cam, [wx - 0.3, 0, D * 0.5 - 0.3], [wx + 0.3, 1.7, D * 0.5 + 0.3], '#f4f4f2', r.toLight, m)];
      for (const y of [0.42, 1.25]) {
        const c = cam.project([face + sx * 0.001, y, D * 0.5]);
        const k = cam.scaleAt([face, y, D * 0.5]);
        stack.push(ellipse(c[0], c[1], k * 0.12, k * 0.2, '#3a4046'));
      }
      items.push({ at: [wx, 1, D * 0.5], svg: stack.join(''), foot: [wx - 0.3, D * 0.5 - 0.3, wx + 0.3, D * 0.5 + 0.3] });
      break;
    }
    case 'dressing': {
      const oak = o.fronts ?? rng.pick(['#b48d66', '#a58360', '#cfb08a']);
      items.push(tallUnits(s, r, 1, 0.4, D - 0.3, 0.6, oak, oak));
      items.push(tallUnits(s, r, -1, 0.4, D - 0.3, 0.6, oak, oak));
      const iz = D * 0.55;
      const leather = rng.pick(['#6e4a32', '#2e4257', '#b86a4b']);
      const drawers: string[] = [];
      for (const y of [0.3, 0.55]) {
        const a = cam.project([-0.6, y, iz - 0.45]);
        const b = cam.project([0.6, y, iz - 0.45]);
        drawers.push(line(a[0], a[1], b[0], b[1], shade(oak, -0.35), Math.max(0.6, cam.scaleAt([0, y, iz]) * 0.008)));
      }
      items.push({ at: [0, 0.5, iz], svg: box(cam, [-0.6, 0, iz - 0.45], [0.6, 0.85, iz + 0.45], { top: leather, side: oak }, r.toLight, m) + drawers.join(''), foot: [-0.6, iz - 0.45, 0.6, iz + 0.45] });
      for (const z of [iz - 0.6, iz + 0.6]) items.push(pendant(r, s, 0, z, 0.9, Math.max(0.4, m.lamps)));
      break;
    }
    case 'entry': {
      items.push(plant(r, s, -sx * (W / 2 - 0.35), D - 0.5, 1.2));
      items.push(artwork(r, s, side, D * 0.45, 1.2, 1.0, 1.3));
      items.push(rug(r, s, 0, D * 0.5, W * 0.5, D * 0.5));
      break;
    }
    case 'hall': {
      // Letter boxes set into the wood, a bench, a tall olive in a pot.
      const lx = -sx * (W / 2 - 0.01);
      const boxes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const z = D * 0.3 + (i % 3) * 0.45;
        const y = 1.1 + Math.floor(i / 3) * 0.4;
        boxes.push(quad(cam, [[lx, y, z], [lx, y, z + 0.4], [lx, y + 0.35, z + 0.4], [lx, y + 0.35, z]], '#3a3d40'));
        boxes.push(quad(cam, [[lx, y + 0.22, z + 0.05], [lx, y + 0.22, z + 0.35], [lx, y + 0.25, z + 0.35], [lx, y + 0.25, z + 0.05]], '#c9a460'));
      }
      items.push({ at: [lx, 1.3, D * 0.4], svg: boxes.join('') });
      items.push(table(r, s, sx * (W / 2 - 0.6), D * 0.55, 0.45, 1.8, 0.45, rng.pick(['#8a6a4f', '#d9ccb6']), '#2b2f33', true));
      items.push(plant(r, s, sx * (W / 2 - 0.6), D - 0.6, 2));
      break;
    }
    case 'garage': {
      // Bays marked on the floor, a car, concrete pillars, the doors of the private cellars.
      for (let x = -4; x <= 4.01; x += 2.6) {
        const a = cam.project([x, 0.002, D * 0.35]);
        const b = cam.project([x, 0.002, D - 0.3]);
        svg.add(line(a[0], a[1], b[0], b[1], '#f4f1ea', Math.max(1, cam.scaleAt([x, 0, D * 0.6]) * 0.1), 'stroke-opacity="0.85"'));
      }
      for (let i = 0; i < 4; i++) {
        const x0 = -W / 2 + 0.6 + i * 2.1;
        items.push({ at: [x0 + 0.6, 1, D - 0.01], svg: quad(cam, [[x0, 0, D - 0.01], [x0 + 1.3, 0, D - 0.01], [x0 + 1.3, 2.1, D - 0.01], [x0, 2.1, D - 0.01]], '#8f969c') + quad(cam, [[x0 + 0.45, 1.6, D - 0.012], [x0 + 0.85, 1.6, D - 0.012], [x0 + 0.85, 1.85, D - 0.012], [x0 + 0.45, 1.85, D - 0.012]], '#f4f1ea') });
      }
      for (const x of [-W / 2 + 0.3, W / 2 - 0.7]) items.push({ at: [x, 1, D * 0.5], svg: box(cam, [x, 0, D * 0.5 - 0.2], [x + 0.4, H, D * 0.5 + 0.2], '#bdbab4', r.toLight, m) });
      const cx = sx * 1.3;
      const cz = D * 0.62;
      const paint = rng.pick(['#2b2f33', '#e8e4dc', '#2e4257', '#7a7f84']);
      items.push({ at: [cx, 0.6, cz], svg: box(cam, [cx - 0.9, 0.15, cz - 2.2], [cx + 0.9, 0.8, cz + 2.2], paint, r.toLight, m) + box(cam, [cx - 0.78, 0.8, cz - 1.1], [cx + 0.78, 1.35, cz + 1.0], { top: paint, side: '#1c2228', front: '#3a4a58' }, r.toLight, m), foot: [cx - 0.9, cz - 2.2, cx + 0.9, cz + 2.2] });
      break;
    }
    case 'bedroom': {
      const bz = D * rng.range(0.45, 0.6);
      items.push(...bed(s, r, sx, bz, rng.pick(fabrics), rng.pick(fabrics)));
      break;
    }
    case 'bathroom': {
      const bath = o.bath ?? rng.pick(['tub', 'shower', 'vanity'] as const);
      const vx = sx > 0 ? W / 2 - 0.55 : -W / 2;
      const stone = rng.pick(['#e8e2d8', '#d9ccb6', '#f2ede4']);
      // Double basin floating on the side wall, a mirror above each.
      items.push({ at: [vx, 0.8, D * 0.35], svg: box(cam, [vx, 0.45, D * 0.2], [vx + 0.55, 0.85, D * 0.55], { top: stone, side: bath === 'vanity' ? stone : wood }, r.toLight, m) + box(cam, [sx > 0 ? W / 2 - 0.04 : -W / 2, 1.1, D * 0.22], [sx > 0 ? W / 2 : -W / 2 + 0.04, 2.1, D * 0.36], '#c9d6da', r.toLight, m) + box(cam, [sx > 0 ? W / 2 - 0.04 : -W / 2, 1.1, D * 0.39], [sx > 0 ? W / 2 : -W / 2 + 0.04, 2.1, D * 0.53], '#c9d6da', r.toLight, m) });
      if (bath === 'tub' || bath === 'vanity') {
        const tz = D * 0.72;
        items.push({ at: [0, 0.3, tz], svg: box(cam, [-0.85, 0, tz - 0.4], [0.85, 0.58, tz + 0.4], { top: '#f7f4ef', side: '#f3efe8' }, r.toLight, m) + quad(cam, [[-0.75, 0.581, tz - 0.3], [0.75, 0.581, tz - 0.3], [0.75, 0.581, tz + 0.3], [-0.75, 0.581, tz + 0.3]], mix('#bcd6dc', '#f3efe8', 0.3)), foot: [-0.85, tz - 0.4, 0.85, tz + 0.4] });
      }
      if (bath === 'shower') {
        // Walk-in shower: a glass screen and a niche in the marble.
        const gx = -sx * (W / 2 - 1.4);
        const glass: V3[] = [[gx, 0, D * 0.45], [gx, 0, D - 0.05], [gx, 2.1, D - 0.05], [gx, 2.1, D * 0.45]];
        const top = [cam.project([gx, 2.1, D * 0.45]), cam.project([gx, 2.1, D - 0.05])] as const;
        const wx = -sx * (W / 2 - 0.005);
        items.push({ at: [gx, 1, D * 0.7], svg: quad(cam, [[wx, 1.1, D * 0.6], [wx, 1.1, D * 0.75], [wx, 1.5, D * 0.75], [wx, 1.5, D * 0.6]], shade(stone, -0.2)) + quad(cam, glass, '#d6e7ec', 'fill-opacity="0.22"') + line(top[0][0], top[0][1], top[1][0], top[1][1], '#2b2f33', Math.max(1, cam.scaleAt([gx, 2, D * 0.7]) * 0.02)) });
      }
      items.push(plant(r, s, -sx * (W / 2 - 0.4), D - 0.4, 0.9));
      break;
    }
    case 'dining': {
      const tz = D * 0.55;
      const top = rng.pick(['#8a6a4f', '#e8e2d8', '#5c463a', '#cfb08a']);
      for (const dz of [-0.9, -0.3, 0.3, 0.9]) items.push(chair(r, s, -0.8, tz + dz, fabric, 'x-'));
      for (const dz of [-0.9, -0.3, 0.3, 0.9]) items.push(chair(r, s, 0.8, tz + dz, fabric, 'x+'));
      items.push(table(r, s, 0, tz, 1.1, 2.6, 0.76, top, wood));
      items.push(pendant(r, s, 0, tz, 1.2, m.lamps));
      items.push({ at: [(sx * W) / 2, 0.5, D * 0.6], svg: box(cam, [sx > 0 ? W / 2 - 0.45 : -W / 2, 0, D * 0.4], [sx > 0 ? W / 2 : -W / 2 + 0.45, 0.8, D * 0.8], { top: '#e8e2d8', side: wood }, r.toLight, m) });
      if (!finish) items.push(artwork(r, s, side, D * 0.6, 1.3, 1.6, 1.1));
      break;
    }
    case 'stairs': {
      items.push(stairs(r, s, side, D * 0.3));
      items.push(plant(r, s, -sx * (W / 2 - 0.5), D - 0.6, 1.6));
      items.push(chair(r, s, -sx * W * 0.2, D * 0.6, fabric, 'z+'));
      items.push(artwork(r, s, side === 'left' ? 'right' : 'left', D * 0.45, 1.3, 1.2, 1.5));
      break;
    }
    case 'office': {
      items.push(table(r, s, sx * W * 0.15, D * 0.6, 1.7, 0.8, 0.75, rng.pick(['#5c463a', '#e8e2d8', '#2b2f33']), '#2b2f33'));
      items.push(chair(r, s, sx * W * 0.15, D * 0.6 - 0.7, '#2b2f33', 'z-'));
      const shelfX = (-sx * W) / 2;
      const shelf: string[] = [];
      for (let k = 0; k < 5; k++) shelf.push(box(cam, [sx > 0 ? shelfX : shelfX - 0.35, 0.35 + k * 0.42, D * 0.2], [sx > 0 ? shelfX + 0.35 : shelfX, 0.38 + k * 0.42, D * 0.75], wood, r.toLight, m));
      for (let k = 0; k < 40; k++) {
        const z = D * 0.2 + rng.range(0, D * 0.55);
        const y = 0.38 + rng.int(0, 3) * 0.42;
        const bh = rng.range(0.22, 0.34);
        shelf.push(box(cam, [sx > 0 ? shelfX : shelfX - 0.25, y, z], [sx > 0 ? shelfX + 0.25 : shelfX, y + bh, z + rng.range(0.03, 0.06)], rng.pick(fabrics), r.toLight, m));
      }
      items.push({ at: [shelfX, 1, D * 0.5], svg: shelf.join('') });
      items.push(plant(r, s, sx * (W / 2 - 0.4), D - 0.5, 1.2));
      break;
    }
  }
  // Light pools and contact shadows lie on the floor: one shared blur softens them all at once.
  svg.add(`<g filter="${svg.blur(s.w * 0.005, 0.05)}">${floorLight}${contactShadows(r, items)}</g>`);
  items.sort((a, b) => cam.distance(b.at) - cam.distance(a.at));
  for (const it of items) svg.add(it.svg);
  // Evening, or a room without windows: lit by its own lamps.
  const lamps = garage ? 0.6 : layout === 'none' ? Math.max(0.5, m.lamps) : m.lamps;
  if (lamps > 0.3) {
    const p = cam.project([0, 1.2, D * 0.5]);
    svg.add(rect(0, 0, s.w, s.h, svg.radial([
      [0, garage ? '#e8f4ff' : '#ffcf8a', 0.25 * lamps],
      [1, garage ? '#e8f4ff' : '#ffcf8a', 0],
    ], p[0], p[1], s.w * 0.6)));
  }
}
