// Interiors: a room shell (floor, walls, ceiling, glazed openings) with the view outside, then
// the furniture each caption names. The window wall is at z = -d/2, the camera near z = +d/2.
import * as THREE from 'three';
import { block, flat, group, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { ground, hills, oldTown, sea, towers, tree, yacht } from './outdoor.ts';
import { Noise, Rng } from './random.ts';
import type { Style, StyleName } from './styles.ts';
import { addSky, aimSun, haze, type Stage } from './stage.ts';
import { concrete, deck, grass, grasscloth, herringbone, marble, oak, plaster, terrazzo, travertine, zellige, type Painted } from './textures.ts';

export type RoomKind = 'living' | 'reading' | 'library' | 'kitchen' | 'dining' | 'bedroom' | 'bathroom' | 'dressing' | 'office' | 'stairs' | 'entry' | 'landing' | 'pantry' | 'laundry' | 'toilets' | 'hall' | 'garage';
export type View = 'towers' | 'cape' | 'open' | 'hills' | 'garden' | 'roofs';
export type Floor = 'oak' | 'paleOak' | 'herringbone' | 'marble' | 'travertine' | 'terrazzo' | 'concrete';

export interface RoomOptions {
  /** Where the camera looks: at the window wall (back), along it (side), or into a corner. */
  layout?: 'back' | 'side' | 'corner';
  view?: View;
  floor?: Floor;
  wall?: string;
  /** Variant keys each room understands (bath: tub, vanity, shower; finish: zellige, stone, ...). */
  variant?: string;
  finish?: 'marble' | 'zellige' | 'stone' | 'terrazzo' | 'plaster' | 'slats';
  /** Drapes and a voile at the back wall's windows (the living rooms, bedrooms, dining rooms and studies have them unless told not to). */
  curtains?: boolean;
  /** The drapes' linen. */
  drape?: string;
  /** Panelled walls and a cornice (see mouldings); the living rooms, bedrooms, studies and halls only. */
  mouldings?: boolean;
  /**
   * The new residences' ceilings: a lowered border along the side and front walls with a lit
   * shadow gap above it (cove), or the oak beams of a Provençal villa's main rooms (beams).
   */
  ceiling?: 'cove' | 'beams';
  attic?: boolean;
  fronts?: string;
  w?: number;
  d?: number;
  /** How the project furnishes it (styles.ts): its sofa, lamps, stools, bed and what hangs on the walls. */
  style?: StyleName;
  /**
   * A bedroom's own bed in its project's style, so that the suites of one house are not the same
   * room four times: its headboard (kind and colour) and what stands at its foot.
   */
  suite?: { head: 'tufted' | 'oak' | 'linen'; headColor: string; foot: Style['foot'] };
  /**
   * A camera of its own (eye, target, lens in degrees, in the room's metres: the window wall at
   * z = -d/2), for a second picture of a room the project already shows from its standard place.
   */
  frame?: { eye: [number, number, number]; at: [number, number, number]; fov: number };
}

function floorPaint(f: Floor): [Painted, number] {
  switch (f) {
    case 'oak':
      return [oak('#b08558'), 2];
    case 'paleOak':
      return [oak('#cfb38c', 5), 2];
    case 'herringbone':
      return [herringbone('#b48a5c'), 1.2];
    case 'marble':
      return [marble('#efece7', '#9a9894', 21), 1.6];
    case 'travertine':
      return [travertine(), 1.2];
    case 'terrazzo':
      return [terrazzo(), 1];
    case 'concrete':
      return [concrete('#a9a6a0'), 3];
  }
}

export interface Room {
  g: THREE.Group;
  w: number;
  d: number;
  h: number;
  on: number;
  wallMat: THREE.Material;
}

/** The view through the windows: sea far below, and whatever lies along the coast. */
export function viewOutside(st: Stage, view: View, floorY: number): void {
  addSky(st);
  // The air between the window and the hills kilometres away: they read soft and pale, as seen,
  // rather than sharp khaki slopes (a room a few metres deep is not touched by it).
  haze(st, 0.00011);
  const lit = st.lamps;
  if (view === 'garden' || view === 'hills') {
    // A garden at floor level, then the hills and a glimpse of sea.
    // The lawn painted as the gardens' are (green and straw, never a flat green sheet).
    // A lawn of 60 x 60 m; round it the hillside falls away to the sea, 40 m below, in dry grass
    // and scrub.
    ground(st.scene, mat(grass(16, 0.45), { tile: 4, roughness: 1, color: '#f2e2b8', normalScale: 0.4 }), 60, 60, 0, floorY - 0.05, -30);
    for (let i = 0; i < 10; i++) tree(st.scene, st.rng.range(-30, 30), floorY, -st.rng.range(12, 40), st.rng.pick(['pine', 'olive', 'cypress', 'olive'] as const), st.rng.range(5, 11), st.rng);
    hillside(st, floorY);
    sea(st, floorY - 40);
    // The far shore's hills, kilometres off: dark woods through the air.
    hills(st, { x0: -6000, x1: 6000, z0: -2500, depth: 1800, height: 420, seed: 5, dir: -1, base: floorY - 40, color: '#6f7a64' });
    return;
  }
  sea(st, floorY - 30);
  if (view === 'towers') {
    // Monaco below and to the side: roofs and towers stepping down to the harbour, the sea beyond.
    const side = st.rng.chance(0.5) ? 1 : -1;
    const city = towers(st, { x0: side > 0 ? 90 : -900, x1: side > 0 ? 900 : -90, z0: -140, depth: 520, count: 60, lit, base: floorY - 29, rise: -0.1 });
    city(hills(st, { x0: side > 0 ? 60 : -6000, x1: side > 0 ? 6000 : -60, z0: -125, depth: 1400, height: 380, seed: 3, dir: -1, base: floorY - 22, trees: 500 }));
    for (let i = 0; i < 6; i++) yacht(st.scene, st.rng.range(-300, 300), -st.rng.range(400, 900), st.rng.range(0, 6), st.rng.range(14, 40)).position.y = floorY - 30;
  } else if (view === 'cape') {
    hills(st, { x0: -3000, x1: 400, z0: -900, depth: 700, height: 160, seed: 7, dir: -1, base: floorY - 32, trees: 400 });
    hills(st, { x0: -9000, x1: 9000, z0: -4200, depth: 2500, height: 700, seed: 8, dir: -1, base: floorY - 30, color: '#6f7a64' });
  } else if (view === 'roofs') {
    oldTown(st, { x0: -120, x1: 120, z0: -140, rows: 6, seed: 9, lit, rise: -2 });
  } else {
    hills(st, { x0: -9000, x1: -600, z0: -3500, depth: 2500, height: 600, seed: 11, dir: -1, base: floorY - 30, color: '#6f7a64' });
  }
}

/**
 * Round a garden at `floorY` (x -30..30, z 0..-60), the slope down to the sea 42 m lower over
 * 200 m, rolling a little, in dry grass with olives, pines and cypresses (a stream of their own).
 */
function hillside(st: Stage, floorY: number): void {
  const n = new Noise(61);
  const out = (x: number, z: number): number => Math.max(0, Math.abs(x) - 30, -60 - z);
  const heightAt = (x: number, z: number): number => {
    const t = THREE.MathUtils.clamp(out(x, z) / 200, 0, 1);
    return floorY - 0.08 - 42 * Math.pow(t, 0.8) + (n.fbm(x / 300 + 0.5, z / 300 + 0.5, 3, 3) - 0.5) * 6 * Math.sin(t * Math.PI);
  };
  const geo = new THREE.PlaneGeometry(500, 400, 125, 100).rotateX(-Math.PI / 2);
  const p = geo.attributes.position!;
  for (let i = 0; i < p.count; i++) {
    const x = p.getX(i);
    const z = p.getZ(i) - 140;
    p.setXYZ(i, x, heightAt(x, z), z);
  }
  geo.computeVertexNormals();
  const slope = mesh(geo, mat(grass(17, 0.75), { tile: 5, roughness: 1, color: '#e3d2a6', normalScale: 0.5 }), 0, 0, 0, st.scene, false);
  slope.receiveShadow = true;
  const r = new Rng('hillside');
  for (let i = 0; i < 140; i++) {
    const x = r.range(-240, 240);
    const z = r.range(50, -320);
    if (out(x, z) < 6 || heightAt(x, z) < floorY - 39) continue;
    tree(st.scene, x, heightAt(x, z), z, r.pick(['olive', 'pine', 'olive', 'cypress', 'olive'] as const), r.range(4, 10), r);
  }
}

/** Floor, ceiling and walls; the back wall glazed by `openings` (x ranges), optionally a side window. */
export function shell(st: Stage, o: RoomOptions & { w: number; d: number; h: number; openings: [number, number][]; side?: 'left' | 'right'; sideOpen?: [number, number]; sill?: number; view: View; floorY?: number; wallMat?: THREE.Material; floorMat?: THREE.Material; noOutside?: boolean }): Room {
  const g = group(st.scene, 0, 0, 0);
  const { w, d, h } = o;
  let floorMat = o.floorMat;
  if (!floorMat) {
    const [fp, ft] = floorPaint(o.floor ?? 'oak');
    floorMat = mat(fp, { tile: ft, roughness: 1, normalScale: 0.5, clearcoat: o.floor === 'marble' ? 0.6 : 0.15 });
  }
  const wallMat = o.wallMat ?? mat(plaster(o.wall ?? '#efe9df'), { tile: 2, roughness: 1, normalScale: 0.4 });
  const ceil = mat(plaster('#f4f1ea', 19), { tile: 2, roughness: 1, normalScale: 0.2 });
  block(g, floorMat, w, 0.1, d, 0, -0.1, 0, 0.002);
  const t = 0.25;
  // Back wall with openings.
  const sill = o.sill ?? 0;
  const head = h - 0.15;
  let x = -w / 2;
  const ops = [...o.openings].sort((a, b) => a[0] - b[0]);
  for (const [a, b] of ops) {
    if (a > x) block(g, wallMat, a - x, h, t, (x + a) / 2, 0, -d / 2 - t / 2, 0.002);
    block(g, wallMat, b - a, h - head, t, (a + b) / 2, head, -d / 2 - t / 2, 0.002);
    if (sill > 0) block(g, wallMat, b - a, sill, t, (a + b) / 2, 0, -d / 2 - t / 2, 0.002);
    // Slim dark frames and sliding panels' mullions.
    const frame = F.metal.black();
    const n = Math.max(1, Math.round((b - a) / 1.8));
    for (let i = 0; i <= n; i++) block(g, frame, 0.05, head - sill, 0.08, a + ((b - a) / n) * i, sill, -d / 2 - 0.08, 0.004);
    block(g, frame, b - a, 0.05, 0.08, (a + b) / 2, head - 0.05, -d / 2 - 0.08, 0.004);
    block(g, frame, b - a, 0.03, 0.1, (a + b) / 2, sill, -d / 2 - 0.08, 0.004);
    mesh(rbox(b - a, head - sill, 0.01, 0.001), F.glass('#eef6f6', 0.06), (a + b) / 2, (head + sill) / 2, -d / 2 - 0.1, g, false).castShadow = false;
    if (o.curtains) {
      // Linen drapes gathered at both sides from a slim ceiling track, and a voile drawn part-way
      // across the glass on one side.
      const fw = Math.min(0.6, (b - a) * 0.22);
      const seed = Math.round((a + b + w * 7 + d * 13) * 100);
      block(g, F.metal.black(), b - a + 2 * fw, 0.03, 0.05, (a + b) / 2, h - 0.03, -d / 2 + 0.1, 0.004);
      for (const s of [-1, 1]) F.drapes(g, s < 0 ? a + fw * 0.2 : b - fw * 0.2, -d / 2 + 0.12, { w: fw, h: h - 0.03, color: o.drape ?? '#e9e2d4', seed: seed + s });
      const vw = (b - a) * 0.3;
      F.drapes(g, b - fw * 0.5 - vw / 2, -d / 2 + 0.06, { w: vw, h: h - 0.03, color: '#f4f1ea', seed: seed + 5, sheer: st.skyColor.clone().lerp(new THREE.Color('#ffffff'), 0.5) });
    }
    // Window light: a soft area light in the opening, the colour of the sky.
    const sky = st.skyColor.clone();
    const area = new THREE.RectAreaLight(sky, (st.spec.elevation < 0 ? 0.6 : 4.5) * st.spec.ambient, b - a, head - sill);
    area.position.set((a + b) / 2, (head + sill) / 2, -d / 2 - 0.05);
    area.lookAt((a + b) / 2, (head + sill) / 2, 0);
    g.add(area);
    x = b;
  }
  if (x < w / 2) block(g, wallMat, w / 2 - x, h, t, (x + w / 2) / 2, 0, -d / 2 - t / 2, 0.002);
  // Side walls (one may have a window), front wall behind the camera.
  for (const s of [-1, 1] as const) {
    const wx = s * (w / 2 + t / 2);
    const isSide = (o.side === 'left' && s === -1) || (o.side === 'right' && s === 1);
    if (isSide && o.sideOpen) {
      const [a, b] = o.sideOpen;
      block(g, wallMat, t, h, a + d / 2, wx, 0, (-d / 2 + a) / 2, 0.002);
      block(g, wallMat, t, h, d / 2 - b, wx, 0, (b + d / 2) / 2, 0.002);
      block(g, wallMat, t, h - head, b - a, wx, head, (a + b) / 2, 0.002);
      if (sill > 0) block(g, wallMat, t, sill, b - a, wx, 0, (a + b) / 2, 0.002);
      block(g, F.metal.black(), 0.08, head - sill, 0.05, wx - s * 0.05, sill, (a + b) / 2, 0.004);
      const area = new THREE.RectAreaLight(st.skyColor, (st.spec.elevation < 0 ? 0.6 : 4) * st.spec.ambient, b - a, head - sill);
      area.position.set(s * (w / 2 + 0.02), (head + sill) / 2, (a + b) / 2);
      area.lookAt(0, (head + sill) / 2, (a + b) / 2);
      g.add(area);
    } else block(g, wallMat, t, h, d + 2 * t, wx, 0, 0, 0.002);
  }
  block(g, wallMat, w + 2 * t, h, t, 0, 0, d / 2 + t / 2, 0.002);
  // Ceiling (hidden from the sun's shadow camera's point of view only through walls) and downlights.
  const c = block(g, ceil, w + 2 * t, 0.15, d + 2 * t, 0, h, 0, 0.002);
  c.castShadow = true;
  const on = st.lamps;
  for (let i = -1; i <= 1; i += 2) for (let j = -1; j <= 1; j += 2) {
    const spot = mesh(new THREE.CircleGeometry(0.045, 20), new THREE.MeshBasicMaterial({ color: new THREE.Color('#fff1d8').multiplyScalar(on > 0.1 ? 3 : 0.9) }), (i * w) / 4, h - 0.001, (j * d) / 4, g, false);
    spot.rotation.x = Math.PI / 2;
    if (on > 0.5 && i > 0) {
      const l = new THREE.SpotLight('#ffdcb0', on * 9, 6, 0.9, 0.7, 2);
      l.position.set((i * w) / 4, h - 0.05, (j * d) / 4);
      l.target.position.set((i * w) / 4, 0, (j * d) / 4);
      g.add(l, l.target);
    }
  }
  if (o.mouldings) mouldings(g, o, w, d, h);
  if (o.ceiling === 'cove' && !o.attic) cove(g, w, d, h, on);
  if (o.ceiling === 'beams') beams(g, w, d, h);
  // Skirting.
  const skirting = flat('#f2eee6', 0.6);
  block(g, skirting, w, 0.08, 0.015, 0, 0, d / 2 - 0.008, 0.002);
  for (const s of [-1, 1]) block(g, skirting, 0.015, 0.08, d, s * (w / 2 - 0.008), 0, 0, 0.002);
  if (!o.noOutside) {
    // Terrace outside the glazing, with a glass balustrade.
    const terr = mat(deck('#9a7553'), { tile: 1.4, roughness: 1 });
    block(g, terr, w + 6, 0.1, 3.2, 0, -0.12, -d / 2 - t - 1.6, 0.01);
    mesh(rbox(w + 6, 1.05, 0.02, 0.002), F.glass('#d8ecec', 0.12), 0, 0.52, -d / 2 - t - 3.15, g, false).castShadow = false;
    block(g, F.metal.steel(), w + 6, 0.04, 0.06, 0, 1.04, -d / 2 - t - 3.15, 0.01);
    viewOutside(st, o.view, o.floorY ?? 0);
  }
  aimSun(st, new THREE.Vector3(0, 1.5, 0), Math.max(w, d) * 0.9 + 2, 60);
  st.ao = 0.5;
  st.env = 0.7;
  st.interior = true;
  return { g, w, d, h, on, wallMat };
}

/**
 * The ceiling of a new residence: a border lowered by 18 cm along the side walls and the front
 * wall (not the window wall, where the curtains hang from the ceiling), stopping 4 cm short of the
 * ceiling; in that gap, a strip of light along its inner edge.
 */
function cove(g: THREE.Object3D, w: number, d: number, h: number, on: number): void {
  const band = 0.5;
  const drop = 0.18;
  const board = flat('#f4f1ea', 0.9);
  const glow = new THREE.MeshBasicMaterial({ color: new THREE.Color('#fff0d6').multiplyScalar(on > 0.1 ? 2.2 : 1.05) });
  const y = h - drop;
  for (const s of [-1, 1]) {
    block(g, board, band, drop - 0.04, d, s * (w / 2 - band / 2), y, 0, 0.004);
    block(g, glow, 0.01, 0.03, d - band, s * (w / 2 - band + 0.005), h - 0.045, -band / 2, 0.001);
  }
  block(g, board, w - 2 * band, drop - 0.04, band, 0, y, d / 2 - band / 2, 0.004);
  block(g, glow, w - 2 * band, 0.03, 0.01, 0, h - 0.045, d / 2 - band + 0.005, 0.001);
}

/**
 * Oak beams across the room from one side wall to the other, about a metre apart, each a little
 * different in tone and set, as sawn old oak is. (Plain: the oak texture's planks would run across them.)
 */
function beams(g: THREE.Object3D, w: number, d: number, h: number): void {
  const n = Math.round(d / 1.05);
  for (let i = 0; i < n; i++) {
    const z = -d / 2 + (d / n) * (i + 0.5);
    const tone = new THREE.Color('#a98660').multiplyScalar(0.92 + ((i * 37) % 7) * 0.025);
    block(g, flat(`#${tone.getHexString()}`, 0.85), w, 0.16, 0.14, 0, h - 0.16, z + (((i * 53) % 5) - 2) * 0.01, 0.012);
  }
}

/**
 * Classic panelling, as in the old apartments of Monaco and Paris: a cornice along the ceiling, a
 * dado rail, and moulded frames above and below it on every stretch of wall wide enough, the side
 * walls and the back wall between its openings (in the wall's own paint, shown by their shadows).
 */
function mouldings(g: THREE.Object3D, o: RoomOptions & { openings: [number, number][]; side?: 'left' | 'right'; sideOpen?: [number, number] }, w: number, d: number, h: number): void {
  const paint = flat(o.wall ?? '#efe9df', 0.85);
  const dado = 0.9;
  /** Frames along a stretch of wall from u0 to u1; `at` places a strip (u, y, length, height, vertical). */
  const stretch = (u0: number, u1: number, at: (u: number, y: number, len: number, tall: number, vertical: boolean) => void) => {
    const span = u1 - u0;
    if (span < 0.7) return;
    const n = Math.max(1, Math.round(span / 1.3));
    const pw = (span - 0.2 * (n + 1)) / n;
    for (let i = 0; i < n; i++) {
      const a = u0 + 0.2 + i * (pw + 0.2);
      for (const [y0, y1] of [[0.22, dado - 0.12], [dado + 0.18, h - 0.42]] as const) {
        at(a + pw / 2, y0, pw, 0.03, false);
        at(a + pw / 2, y1 - 0.03, pw, 0.03, false);
        at(a + 0.015, y0, y1 - y0, 0.03, true);
        at(a + pw - 0.015, y0, y1 - y0, 0.03, true);
      }
    }
    at((u0 + u1) / 2, dado, span, 0.05, false);
  };
  // Back wall (z = -d/2), between its openings.
  const back = (u: number, y: number, len: number, tall: number, vertical: boolean) =>
    void block(g, paint, vertical ? tall : len, vertical ? len : tall, 0.02, u, y, -d / 2 + 0.01, 0.004);
  let x = -w / 2;
  for (const [a, b] of [...o.openings].sort((p, q) => p[0] - q[0])) {
    stretch(x + 0.05, a - 0.05, back);
    x = b;
  }
  stretch(x + 0.05, w / 2 - 0.05, back);
  // Side walls, around a side window.
  for (const s of [-1, 1] as const) {
    const along = (u: number, y: number, len: number, tall: number, vertical: boolean) =>
      void block(g, paint, 0.02, vertical ? len : tall, vertical ? tall : len, s * (w / 2 - 0.01), y, u, 0.004);
    const open = (o.side === 'left' && s === -1) || (o.side === 'right' && s === 1) ? o.sideOpen : undefined;
    if (open) {
      stretch(-d / 2 + 0.05, open[0] - 0.05, along);
      stretch(open[1] + 0.05, d / 2 - 0.05, along);
    } else stretch(-d / 2 + 0.05, d / 2 - 0.05, along);
  }
  // The cornice: a stepped profile all round the ceiling.
  for (const [depth, tall] of [[0.06, 0.09], [0.035, 0.16]] as const) {
    block(g, paint, w, tall, depth, 0, h - tall, -d / 2 + depth / 2, 0.006);
    block(g, paint, w, tall, depth, 0, h - tall, d / 2 - depth / 2, 0.006);
    for (const s of [-1, 1]) block(g, paint, depth, tall, d, s * (w / 2 - depth / 2), h - tall, 0, 0.006);
  }
}

/** Architectural camera: level (verticals stay vertical), at eye height, looking at a point. */
export function camera(st: Stage, pos: [number, number, number], look: [number, number, number], fov: number, tilt = 0.15): void {
  st.camera.fov = fov / Math.max(1, Math.min(1.4, st.aspect / 1.5));
  if (st.aspect < 1) st.camera.fov = fov * 1.25;
  st.camera.position.set(...pos);
  st.camera.lookAt(look[0], pos[1] + (look[1] - pos[1]) * tilt, look[2]);
  st.camera.updateProjectionMatrix();
}

export const fallback = { marble, zellige, travertine, terrazzo, grasscloth, concrete, herringbone, oak };
void yacht;
