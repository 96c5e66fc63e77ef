// Landscapes and towns: Menton from the sea, the bay, Monaco and its harbour, the capes,
// gardens in restanques, roofs, a street of the old town.
import * as THREE from 'three';
import { block, cyl, flat, group, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { WALLS, dryStoneWall, gravelPath, ground, hillTown, hills, house, oldTown, sea, towers, tree, yacht } from './outdoor.ts';
import { camera } from './rooms.ts';
import { Noise, Rng } from './random.ts';
import { addSky, aimSun, dayFill, haze, sunFrom, type Stage } from './stage.ts';
import { meadow, shrub } from './vegetation.ts';
import { concrete, deck, gravel, grass, limestone, stoneWall, terracotta } from './textures.ts';

export type ViewKind = 'menton' | 'cape' | 'golfe' | 'panoramaCap' | 'panoramaMonaco' | 'restanques' | 'grapefruit' | 'allee' | 'plot' | 'boundary' | 'street';

function outdoor(st: Stage, center: THREE.Vector3, r: number): void {
  dayFill(st);
  addSky(st);
  aimSun(st, center, r, r * 3 + 200);
  st.sun.shadow.bias = -0.0008;
  st.ao = 2;
  st.env = 1;
}

/** A rocky headland with a palace and old houses on top (Monaco's Rocher). */
function rock(st: Stage, x: number, z: number, len: number, lit: number): void {
  const g = group(st.scene, x, 0, z);
  // The cliff stands from 10 m under the water to `top`, 40 m over it.
  const top = 40;
  // A limestone plateau, not a slab: a heightfield whose outline is a rectangle with rounded
  // ends, wandering by some metres. Its sides fall in a cliff, nearly sheer at its foot, under a
  // steep wooded brow; the old town stands on the flat top.
  const brow = 10;
  const L2 = len / 2 + 10;
  const W2 = 88;
  const geo = new THREE.PlaneGeometry(2 * L2 + 40, 2 * W2 + 40, 240, 120);
  geo.rotateX(-Math.PI / 2);
  const p = geo.attributes.position!;
  const n = new Noise(31);
  const broken = (a: number, b: number): number => n.fbm(a / 256 + 0.5, b / 256 + 0.5, 16, 4) - 0.5;
  const cliffTop = 0.72 + broken(11, 7) * 0.1;
  const heightAt = (vx: number, vz: number): number => {
    const d = Math.pow(Math.pow(Math.abs(vx) / L2, 6) + Math.pow(Math.abs(vz) / W2, 6), 1 / 6) + broken(vx * 2, vz * 2) * 0.1 + broken(vx * 9, vz * 9) * 0.015;
    // Metres in from the cliff's foot (about: d counts in half-widths).
    const m = (1.02 - d) * W2;
    const sheer = THREE.MathUtils.clamp(m / 8, 0, 1);
    const slope = THREE.MathUtils.clamp((m - 8) / brow, 0, 1);
    const ledge = cliffTop + broken(vx * 3, vz * 3) * 0.25;
    const h = ledge * (1 - Math.pow(1 - sheer, 3)) + (1 - ledge) * Math.sin((slope * Math.PI) / 2);
    return -10 + (top + 10) * h + slope * broken(vx * 4, vz * 4) * 2;
  };
  for (let i = 0; i < p.count; i++) p.setY(i, heightAt(p.getX(i), p.getZ(i)));
  geo.computeVertexNormals();
  const nor = geo.attributes.normal!;
  const colors = new Float32Array(p.count * 3);
  const bed = new THREE.Color('#d9cdb8');
  const scrub = new THREE.Color('#66703f');
  const c = new THREE.Color();
  for (let i = 0; i < p.count; i++) {
    const y = p.getY(i);
    const up = nor.getY(i);
    // (The stone's beds, cracks and streaks are its texture's; here, its warmth over tens of
    // metres and the scrub on the ledges.)
    c.set('#ffffff').lerp(bed, broken(p.getX(i) * 0.5, y * 0.5) * 0.6 + 0.15);
    c.lerp(scrub, THREE.MathUtils.clamp((up - 0.3) * 2.5 + broken(p.getX(i) * 2, p.getZ(i) * 2), 0, 0.9));
    colors.set([c.r, c.g, c.b], i * 3);
  }
  geo.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  // The stone's texture runs round the cliff (a projection along one axis would smear it where the
  // outline turns): across by a mix of x and z, so no stretch of coast is edge on to it, up by height.
  const uv = new Float32Array(p.count * 2);
  for (let i = 0; i < p.count; i++) uv.set([p.getX(i) + 0.6 * p.getZ(i), p.getY(i) + 0.3 * p.getZ(i)], i * 2);
  geo.setAttribute('uv', new THREE.BufferAttribute(uv, 2));
  const rockM = mat(limestone(), { tile: 80, roughness: 1, normalScale: 1.2 });
  rockM.vertexColors = true;
  mesh(geo, rockM, 0, 0, 0, g);
  // Pines along the top of the cliff and down its ledges, the gardens that line the Rock.
  // (From a stream of their own, so the rest of the scene stays where it was.)
  const pr = new Rng(`rock-${x}-${z}`);
  for (let i = 0; i < Math.round(len / 5); i++) {
    const side = pr.chance(0.7) ? -1 : 1;
    const tx = pr.range(-len / 2 + 8, len / 2 - 8);
    const tz = side * (W2 - pr.range(6, brow + 4));
    tree(g, tx, heightAt(tx, tz) - 0.5, tz, pr.pick(['pine', 'pine', 'cypress', 'olive'] as const), pr.range(7, 12), pr);
  }
  // The old town on the rock: tight rows of pale houses of three to five floors.
  for (let row = 0; row < 4; row++) for (let i = 0; i < Math.floor(len / 16); i++) house(g, -len / 2 + 12 + i * 16 + st.rng.range(-2, 2), top, -20 + row * 22 + st.rng.range(-3, 3), { w: st.rng.range(11, 15), d: 14, floors: st.rng.int(3, 5), wall: st.rng.pick(['#efe3c8', '#e8d5b0', '#f2e9d8', '#e2c89a', '#ead9c0', '#f0dcc4', '#e6c9a8']), seed: 400 + row * 40 + i, lit });
  // The palace: long pale façade with crenellated towers.
  house(g, -len / 4, top, -55, { w: 90, d: 30, floors: 3, wall: '#efe3c8', shutter: '#c9c3b5', seed: 77, lit, roof: 'flat' });
  for (const dx of [-40, 0, 40]) block(g, flat('#e9dcc0', 0.9), 9, 16, 9, -len / 4 + dx, top, -55, 0.1);
  for (let i = 0; i < 10; i++) tree(g, st.rng.range(-len / 2, len / 2), top, st.rng.range(-70, 70), st.rng.pick(['pine', 'palm'] as const), st.rng.range(8, 14), st.rng, true);
}

/** Sand and a promenade along the shore at z = 0 (land towards +z). */
function shore(st: Stage, x0: number, x1: number): void {
  const sand = mat(gravel(5), { tile: 6, roughness: 1, color: '#e6d6b8' });
  ground(st.scene, sand, x1 - x0, 30, (x0 + x1) / 2, 1, 10);
  ground(st.scene, mat(concrete('#d9d3c6', 9), { tile: 4, roughness: 1 }), x1 - x0, 12, (x0 + x1) / 2, 2.5, 30);
  for (let x = x0 + 10; x < x1; x += 18) tree(st.scene, x + st.rng.range(-3, 3), 2.5, 32, 'palm', st.rng.range(9, 12), st.rng, true);
}

function harbour(st: Stage, lit: number, n = 14): void {
  // Quays and moored yachts in the basin between z = -120 and z = 0.
  const quay = mat(concrete('#cfc8ba', 7), { tile: 5, roughness: 1 });
  ground(st.scene, quay, 600, 20, 0, 2, 10);
  block(st.scene, quay, 12, 2, 220, -180, 0, -100, 0.2);
  // Not every berth taken, and no two moored quite square (a stream of their own).
  const moor = new Rng('quay');
  for (let i = 0; i < n; i++) {
    const len = st.rng.range(16, 50);
    const x = -150 + i * (300 / n) + st.rng.range(-3, 3);
    const z = -len / 2 - 2 + st.rng.range(-2, 0);
    if (moor.chance(0.3)) continue;
    yacht(st.scene, x, z, Math.PI / 2 + moor.range(-0.05, 0.05), len);
  }
  if (lit > 0.3) for (let i = 0; i < 12; i++) {
    const l = new THREE.PointLight('#ffc27a', 400 * lit, 120, 2);
    l.position.set(-200 + i * 36, 8, 12);
    st.scene.add(l);
  }
}

/**
 * The foreground of a view from a roof terrace at height y, facing -z: the edge of a teak deck, its
 * glass balustrade set in a floor channel under a steel rail, a potted olive at `plantX` (the edge
 * of the frame).
 */
function terraceEdge(st: Stage, y: number, plantX: number): void {
  const t = group(st.scene, 0, y, 0);
  block(t, mat(deck('#a07a55'), { tile: 1.4, roughness: 1 }), 12, 0.2, 4, 0, -0.2, 0, 0.02);
  mesh(rbox(12, 1.05, 0.02, 0.002), F.glass('#d6eaea', 0.12), 0, 0.6, -2, t, false).castShadow = false;
  block(t, F.metal.steel(), 12, 0.05, 0.06, 0, 1.1, -2, 0.012);
  block(t, flat('#55585a', 0.5, 0.6), 12, 0.08, 0.1, 0, 0, -2, 0.005);
  F.plant(t, plantX, -1.3, { h: 1.4, kind: 'olive', r: st.rng });
}

/**
 * A plot of olive terraces high on the hill above the sea, being surveyed. From its top terrace,
 * beside the surveyor's tripod: the restanques stepping down, a stone cabanon, red-and-white
 * stakes marking the parcel, then the wooded slope and its villas falling to the shore, the bay
 * and the capes beyond (the sea lies towards +z here).
 */
function plot(st: Stage, close: boolean): void {
  const r = new Rng('plot');
  sea(st, 0, { towards: 1 });
  // The hill rises steeply from the shore (z = 240) to the plot, high on its slope; its woods and
  // villas keep off the terraces.
  const hill = hills(st, { x0: -3000, x1: 3000, z0: 240, depth: 600, height: 150, seed: 75, dir: -1, trees: 1600, villas: 120, villaDepth: 0.45, keepOut: { x0: -105, x1: 105, lz: 290, from: 222 } });
  const hAt = hill.userData['heightAt'] as (x: number, z: number) => number;
  // Along the coast ahead, across the bay, the far capes and their mountains.
  hills(st, { x0: -18000, x1: -2500, z0: 3500, depth: 3000, height: 380, seed: 41, dir: 1, color: '#7d8a7a' });
  const wallM = dryStoneWall('#bdb19b', 61);
  const soil = mat(grass(63, 0.9), { tile: 4, roughness: 1, color: '#f2e2b8' });
  const W = 200;
  // Each terrace is cut level at the hill's height at its back edge (never under the slope), its
  // wall standing from the slope at its front.
  const across = (z: number): number[] => Array.from({ length: W / 5 + 1 }, (_, i) => hAt(-W / 2 + i * 5, z));
  const level: number[] = [];
  const front = (k: number): number => 12 - k * 6;
  for (let k = 0; k < 8; k++) {
    const zf = front(k);
    const y = Math.max(...across(zf - 6)) + 0.15;
    level.push(y);
    const foot = Math.min(...across(zf), level[k - 1] ?? Infinity) - 1;
    block(st.scene, wallM, W, y - foot, 0.7, 0, foot, zf - 0.35, 0.05);
    ground(st.scene, soil, W, 6, 0, y, zf - 3.3);
    for (let i = 0; i < 20; i++) tree(st.scene, -90 + i * 9 + r.range(-2, 2), y, zf - 3.3 + r.range(-1, 1), 'olive', r.range(3.5, 5), r);
  }
  // A stone cabanon further along the terrace.
  const cab = group(st.scene, -18, level[4]!, front(4) - 3.4, 0.2);
  block(cab, dryStoneWall('#b8a98d', 69, 2.5), 4, 2.6, 3.2, 0, 0, 0, 0.05);
  for (const s of [1, -1]) {
    const half = mesh(rbox(4.5, 0.15, 2.2, 0.02), mat(terracotta(71), { tile: 1, color: '#c07050' }), 0, 2.9, s * 0.7, cab);
    half.rotation.x = s * 0.35;
  }
  block(cab, F.wood('#6b4a30', 1), 0.9, 1.9, 0.05, 0.6, 0, 1.61, 0.01);
  // The surveyor's tripod a few steps ahead, and its total station on its head plate: a
  // levelling base, a pale body between two uprights, the dark telescope, a carrying handle.
  const tp = group(st.scene, 36, level[4]!, front(4) - 3.6);
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2;
    const leg = mesh(new THREE.CylinderGeometry(0.02, 0.025, 1.6, 8), flat('#c8a23a', 0.6), Math.cos(a) * 0.3, 0.75, Math.sin(a) * 0.3, tp);
    // Each leg leans in from its foot to the head plate.
    leg.rotation.set(-Math.sin(a) * 0.2, 0, Math.cos(a) * 0.2);
  }
  mesh(cyl(0.12, 0.12, 0.04, 20), flat('#3a3d40', 0.5, 0.3), 0, 1.52, 0, tp);
  mesh(cyl(0.08, 0.09, 0.07, 20), flat('#2c2f33', 0.5), 0, 1.575, 0, tp);
  block(tp, flat('#e9e6df', 0.4), 0.2, 0.06, 0.16, 0, 1.61, 0, 0.02);
  for (const x of [-0.085, 0.085]) block(tp, flat('#e9e6df', 0.4), 0.035, 0.2, 0.12, x, 1.67, 0, 0.01);
  const scope = mesh(cyl(0.045, 0.05, 0.24, 20), flat('#2c2f33', 0.35, 0.2), 0, 1.77, 0, tp);
  scope.rotation.x = Math.PI / 2;
  block(tp, flat('#2c2f33', 0.4), 0.2, 0.025, 0.03, 0, 1.88, 0, 0.01);
  const stake = (x: number, k: number, z: number): void => {
    for (let i = 0; i < 4; i++) mesh(new THREE.CylinderGeometry(0.03, 0.03, 0.3, 8), flat(i % 2 ? '#f2f0ea' : '#c0392b', 0.6), x, level[k]! + 0.15 + i * 0.3, front(k) + z, st.scene);
  };
  stake(27, 4, -0.9);
  stake(8, 4, -1.1);
  stake(30, 3, -1.2);
  stake(20, 5, -4.5);
  haze(st, 0.00015);
  outdoor(st, new THREE.Vector3(0, level[4]!, front(4)), 45);
  // Standing on a terrace and looking along it: the walls recede across the slope, the terraces
  // above on the right, the sea below on the left.
  const eye = level[4]! + 1.65;
  if (close) {
    // Crouched by the range pole on the plot's corner: the pole in focus, the terrace, its olives
    // and the sea beyond it soft.
    camera(st, [29.6, level[4]! + 0.75, front(4) - 0.6], [-40, level[4]! - 2, front(4) - 1.2], 50, 1);
    st.focus = { at: 2.7, aperture: 0.004, max: 0.008 };
  } else camera(st, [45, eye + 0.3, front(4) - 1.5], [-60, eye - 10, front(4) + 4], 58, 1);
  for (let k = 0; k < 8; k++) meadow(st.scene, st.camera, [-W / 2, front(k) - 6.3, W / 2, front(k) - 0.3], { seed: 64 + k, dry: 0.9, y: level[k]! });
}

export function view(st: Stage, kind: ViewKind): void {
  const r = st.rng;
  const lit = st.lamps;
  switch (kind) {
    case 'menton': {
      sea(st, 0, { mirror: true });
      shore(st, -700, 700);
      oldTown(st, { x0: -260, x1: 220, z0: 42, rows: 11, seed: 11, lit, tower: -30, rise: 5.5 });
      // Garden pines and palms between the old town and the villas above it.
      for (let i = 0; i < 40; i++) tree(st.scene, r.range(-450, 450), 58, r.range(160, 172), r.pick(['pine', 'cypress', 'pine', 'palm'] as const), r.range(9, 15), r, true);
      // The hill rises from the shore on either side of the town, which stands on its own spur.
      hills(st, { x0: -3000, x1: 3000, z0: 40, depth: 2000, height: 520, seed: 13, dir: 1, trees: 3200, base: 0, villas: 320, villaDepth: 0.3, keepOut: { x0: -275, x1: 235, lz: 135 } });
      for (let i = 0; i < 3; i++) yacht(st.scene, r.range(-300, 300), -r.range(120, 400), r.range(0, 6), r.range(12, 20));
      // The evening air between the shore and the hill: its villas and trees recede into the
      // light, the town in front stays sharp.
      haze(st, 0.0009);
      outdoor(st, new THREE.Vector3(0, 30, 100), 420);
      // From a boat offshore, a 50 mm lens: the old town and its bell tower fill the frame, the hills above.
      camera(st, [-170 + r.range(-10, 10), 14, -190], [40, 58, 150], 40, 0.45);
      return;
    }
    case 'panoramaMonaco': {
      sea(st, 0, { mirror: true });
      harbour(st, lit);
      const hill = hills(st, { x0: -4000, x1: 4000, z0: 300, depth: 1500, height: 650, seed: 17, dir: 1, trees: 1800, base: 60 });
      towers(st, { x0: -420, x1: 420, z0: 40, depth: 420, count: 60, lit, base: 2, oval: true, sparse: true })(hill);
      hillTown(st, hill, { x0: -900, x1: 700, z0: 420, z1: 900, count: 160, lit });
      rock(st, 330, -40, 260, lit);
      haze(st, 0.00022);
      outdoor(st, new THREE.Vector3(0, 30, 80), 480);
      // The panorama's wide frame reaches past the city, where the hill's foot stands 60 m over
      // the water: a wooded bank climbs to it from the shore, so no sky shows under the hill.
      // (Added last, so the city drawn above keeps its random draws.)
      hills(st, { x0: -4000, x1: 4000, z0: 250, depth: 140, height: 75, seed: 71, dir: 1, trees: 500, base: 0 });
      camera(st, [-150, 6, -520], [80, 94, 200], 40, 1);
      return;
    }
    case 'cape':
    case 'panoramaCap':
    case 'golfe': {
      const golfe = kind === 'golfe';
      const pano = kind === 'panoramaCap';
      // (Mirroring the hills and the sky, as a calm bay does: an unbroken gradient read as a lake.
      // The panorama looks into the low sun instead, and its glitter on the small waves is the sea's.)
      sea(st, 0, pano ? { swell: 40 } : { mirror: true });
      if (pano) st.sunDir.copy(sunFrom(6, -18));
      terraceEdge(st, 38, pano ? -7 : 1.3);
      if (golfe) {
        hills(st, { x0: -9000, x1: -800, z0: -5000, depth: 2500, height: 700, seed: 23, dir: -1, color: '#8a5a46', trees: 0 });
        hills(st, { x0: 300, x1: 6000, z0: -600, depth: 2000, height: 300, seed: 29, dir: -1, trees: 500 });
      } else {
        // The cape: a low wooded promontory with villas, the bay between.
        hills(st, { x0: -3600, x1: 200, z0: -1100, depth: 900, height: 90, seed: 7, dir: -1, trees: 900 });
        for (let i = 0; i < 30; i++) house(st.scene, r.range(-2500, -100), 20 + r.range(0, 30), -r.range(1150, 1600), { w: 16, d: 12, floors: 2, wall: r.pick(WALLS), seed: 300 + i, lit, roof: 'hip' });
        if (kind === 'cape' || pano) {
          // Looking east from Monaco: the coast and its mountains on the left only, towards Menton
          // and Italy; past the cape, the open sea to the horizon (a range all across the frame
          // closed the bay into a lake).
          hills(st, { x0: -14000, x1: -1200, z0: -8000, depth: 3000, height: 800, seed: 41, dir: -1, color: '#7d8a7a' });
        } else {
          hills(st, { x0: 200, x1: 6000, z0: -200, depth: 2400, height: 600, seed: 37, dir: -1, trees: 800 });
          hills(st, { x0: -12000, x1: 12000, z0: -9000, depth: 3000, height: 900, seed: 41, dir: -1, color: '#7d8a7a' });
        }
      }
      for (let i = 0; i < 5; i++) yacht(st.scene, r.range(-1500, 800), -r.range(300, 1400), r.range(0, 6), r.range(12, 40));
      haze(st, pano ? 0.00007 : 0.00012);
      outdoor(st, new THREE.Vector3(0, 38, 0), 20);
      // (The panorama from against the railing: its steel top along the frame's foot, not a grey
      // line across the bay with the sea through the glass below it, read as a pool's edge.)
      if (pano) camera(st, [0, 39.6, -0.75], [-500, 20, -2000], 44);
      else camera(st, [0, 39.6, 1.8], [golfe ? -600 : -500, 20, -2000], 56);
      return;
    }
    case 'plot':
    case 'boundary':
      plot(st, kind === 'boundary');
      return;
    case 'restanques':
    case 'grapefruit':
    case 'allee': {
      // Terraced garden on a slope rising towards -z, sea behind the camera or beside.
      const wallM = dryStoneWall('#bdb19b', 61);
      const soil = mat(grass(63, 0.5), { tile: 4, roughness: 1, color: '#f2e2b8' });
      const steps = 6;
      for (let k = 0; k < steps; k++) {
        const y = k * 1.4;
        const z = -k * 6;
        block(st.scene, wallM, 60, 1.4 + 0.5, 0.7, 0, y - 0.5, z - 0.35, 0.05);
        ground(st.scene, soil, 60, 6, 0, y + 1.4, z - 3.3);
        const kinds = kind === 'grapefruit' || (kind === 'restanques' && k % 2 === 0) ? (['citrus', 'olive'] as const) : (['olive'] as const);
        for (let i = 0; i < 7; i++) tree(st.scene, -24 + i * 8 + r.range(-1.5, 1.5), y + 1.4, z - 3.3 + r.range(-1, 1), r.pick(kinds), r.range(3.5, 5), r);
        if (kind === 'restanques' || kind === 'allee') for (let i = 0; i < 30; i++) shrub(st.scene, -20 + i * 1.4 + r.range(-0.2, 0.2), y + 1.4, z - 0.9, 'lavender', r.range(0.8, 1.0), r);
      }
      ground(st.scene, soil, 60, 12, 0, 0, 6);
      if (kind === 'grapefruit') {
        // The old grapefruit tree, heavy with fruit, in the foreground.
        tree(st.scene, 1, 0, -1.5, 'citrus', 7, r).scale.set(1.3, 1.1, 1.3);
      }
      if (kind === 'allee') {
        // A gravel path climbing between low dry-stone walls, olives on both sides.
        const path = gravelPath(65);
        for (let k = 0; k < 14; k++) ground(st.scene, path, 3.4, 3.2, 0, k * 0.35 + 0.02, 4 - k * 3);
        for (const s of [-1, 1]) for (let k = 0; k < 14; k++) {
          block(st.scene, wallM, 0.5, 0.8, 3.2, s * 2.0, k * 0.35, 4 - k * 3, 0.05);
          if (k % 2 === 0) tree(st.scene, s * 4, k * 0.35, 4 - k * 3, 'olive', 5, r);
        }
        house(st.scene, 0, 5, -52, { w: 18, d: 12, floors: 2, wall: '#ecdcc2', shutter: '#a8b0a8', seed: 67, lit, roof: 'hip' });
      }
      sea(st, -60);
      hills(st, { x0: -3000, x1: 3000, z0: -160, depth: 1500, height: 260, seed: 73, dir: -1, trees: 600, base: 10 });
      haze(st, 0.0005);
      outdoor(st, new THREE.Vector3(0, 3, -10), 40);
      if (kind === 'allee') camera(st, [0.3, 1.7, 9], [0, 3, -40], 54);
      else if (kind === 'grapefruit') camera(st, [3, 1.6, 8], [0, 3.5, -6], 58);
      // Restanques: standing on the lowest terrace, the lavender along the next wall at eye level.
      else camera(st, [-4, 3.6, -1.0], [4, 6, -25], 56);
      // Grass on every terrace, parted by the path in the allée.
      const dry = 0.5;
      const skip = kind === 'allee' ? [[-2.3, -60, 2.3, 12] as const] : [];
      meadow(st.scene, st.camera, [-30, 0, 30, 12], { seed: 63, dry, skip });
      for (let k = 0; k < steps; k++) meadow(st.scene, st.camera, [-30, -k * 6 - 6.3, 30, -k * 6 - 0.3], { seed: 64 + k, dry, skip, y: k * 1.4 + 1.4 });
      return;
    }
    case 'street': {
      // A narrow street of the old town: façades both sides, shop fronts without signs, cobbles,
      // and a house across its end where the street turns, as the old town's lanes do.
      const cob = mat(stoneWall('#b5a792', 81), { tile: 1.2, roughness: 1, normalScale: 1, color: '#f4dcc0' });
      // (A little wider than the street: it runs under the walls.)
      ground(st.scene, cob, 6.6, 120, 0, 0, -40);
      for (const s of [-1, 1]) {
        let z = 10;
        while (z > -66) {
          const w = r.range(7, 11);
          // Each house turns its front, built in relief, to the street.
          house(st.scene, s * 3 + s * 5, 0, z - w / 2, { w, d: 10, ry: -s * Math.PI / 2, floors: r.int(4, 6), wall: r.pick(['#d9a441', '#e3a58a', '#e8c69a', '#d98b6b', '#e6a77f', '#f0d8b0']), shutter: r.pick(['#4f7053', '#5e7b64', '#3f5d4c']), seed: 1500 + Math.round(z) * (s + 3), lit, roof: 'flat', ground: 'plain', relief: true });
          // A shop front at street level: a painted wooden frame, its window lit from within on
          // shelves of wares, an awning, no lettering.
          const sf = group(st.scene, s * 3.02, 0, z - w / 2, s > 0 ? -Math.PI / 2 : Math.PI / 2);
          const sw = Math.min(w * 0.45, r.range(2.6, 3.4));
          const frame = r.pick(['#3d4f3e', '#5a3a2a', '#2f3f4f', '#6b2f2a']);
          block(sf, F.wood(frame, 1), sw, 2.8, 0.12, 0, 0, 0, 0.01);
          const shelves = shopWindow(1500 + Math.round(z) * 7 + s, sw - 0.3, 2.1, frame);
          // (A plane: a rounded box's faces do not take a picture whole.) Glass: smooth, it
          // also mirrors the street's light.
          mesh(new THREE.PlaneGeometry(sw - 0.3, 2.1), new THREE.MeshStandardMaterial({ map: shelves, emissiveMap: shelves, emissive: '#ffffff', emissiveIntensity: 0.06, roughness: 0.12, metalness: 0.1, envMapIntensity: 0.6 }), 0, 1.4, 0.065, sf, false);
          if (r.chance(0.6)) {
            const aw = block(sf, new THREE.MeshStandardMaterial({ color: r.pick(['#b8503a', '#e8e0cf', '#3f5d4c']), roughness: 0.9 }), sw + 0.1, 0.05, 1.1, 0, 3.0, 0.5, 0.01);
            aw.rotation.x = 0.3;
          }
          z -= w + 0.1;
        }
      }
      // The house across the end of the street, seen full face.
      house(st.scene, -1, 0, -72, { w: 16, d: 10, floors: 5, wall: '#e8c69a', shutter: '#4f7053', seed: 1577, lit, roof: 'flat', ground: 'door', relief: true });
      for (let i = 0; i < 4; i++) F.plant(st.scene, r.pick([-2.3, 2.3]), -i * 12 - r.range(2, 6), { h: 1.2, kind: 'olive', r, pot: '#b86b4b' });
      // Washing hung on lines across the street, from window to window (a stream of its own).
      const lr = new Rng('laundry');
      const cord = flat('#d9d4c8', 0.7);
      for (const lz of [-9, -21, -36, -52]) {
        const ly = lr.range(6.2, 9.5);
        const sag = 0.3;
        const line = new THREE.QuadraticBezierCurve3(new THREE.Vector3(-3, ly, lz), new THREE.Vector3(0, ly - 2 * sag, lz + lr.range(-0.5, 0.5)), new THREE.Vector3(3, ly, lz));
        mesh(new THREE.TubeGeometry(line, 16, 0.008, 4), cord, 0, 0, 0, st.scene, false);
        for (let lx = -2.5 + lr.range(0, 0.6); lx < 2.4; lx += lr.range(0.6, 1.1)) {
          if (lr.chance(0.25)) continue;
          const at = line.getPoint((lx + 3) / 6);
          const cw = lr.range(0.3, 0.75);
          const ch = lr.range(0.45, 0.95);
          const cloth = new THREE.MeshStandardMaterial({ color: lr.pick(['#f4f2ec', '#f4f2ec', '#dfe7ee', '#b8503a', '#3f5d7a', '#e8c35a', '#f1d9d2']), roughness: 0.95, side: THREE.DoubleSide });
          const c = mesh(new THREE.PlaneGeometry(cw, ch, 1, 4), cloth, at.x, at.y - ch / 2, at.z, st.scene);
          c.rotation.y = lr.range(-0.25, 0.25);
          c.rotation.x = lr.range(-0.08, 0.08);
        }
      }
      haze(st, 0.002);
      outdoor(st, new THREE.Vector3(0, 5, -30), 60);
      st.ao = 1;
      camera(st, [0.3, 1.6, 8], [-0.2, 4.5, -70], 55);
      return;
    }
  }
}

/**
 * A shop window seen from the street: a warm back wall, three shelves with runs of books,
 * bottles and jars, a low table in front, all dim behind the glass; the street's reflection
 * across it, and the glazing bars in the frame's colour.
 */
function shopWindow(seed: number, w: number, h: number, frame: string): THREE.CanvasTexture {
  const ppm = 200;
  const c = document.createElement('canvas');
  c.width = Math.round(w * ppm);
  c.height = Math.round(h * ppm);
  const x = c.getContext('2d')!;
  const rr = new Rng(seed);
  x.fillStyle = rr.pick(['#c4a57e', '#b89f84', '#cdb08a', '#ad967c']);
  x.fillRect(0, 0, c.width, c.height);
  const wares = ['#f1ead8', '#9b3f2c', '#4f7a55', '#2f4f7a', '#c98a2a', '#e8e0cc', '#6a3f2a', '#b8503a', '#3f6f8a'];
  for (let k = 1; k <= 3; k++) {
    const y = Math.round((c.height * k) / 4.2);
    x.fillStyle = '#4b3a2c';
    x.fillRect(0, y, c.width, 0.03 * ppm);
    let px = rr.range(0.05, 0.2) * ppm;
    while (px < c.width - 0.3 * ppm) {
      // A run of one kind of ware: books, bottles or jars, as a shop shelves them.
      const kind = rr.pick(['books', 'bottles', 'jars'] as const);
      const count = rr.int(3, 7);
      const tint = rr.pick(wares);
      for (let i = 0; i < count && px < c.width - 0.15 * ppm; i++) {
        if (kind === 'books') {
          const bw = rr.range(0.025, 0.05) * ppm;
          const bh = rr.range(0.18, 0.27) * ppm;
          x.fillStyle = rr.pick(wares);
          x.fillRect(px, y - bh, bw, bh);
          x.fillStyle = 'rgba(255,255,255,0.25)';
          x.fillRect(px + bw * 0.2, y - bh * 0.8, bw * 0.6, bh * 0.08);
          px += bw + 1;
        } else if (kind === 'bottles') {
          const bw = 0.07 * ppm;
          const bh = rr.range(0.17, 0.22) * ppm;
          x.fillStyle = tint;
          x.fillRect(px, y - bh, bw, bh);
          x.beginPath();
          x.ellipse(px + bw / 2, y - bh, bw / 2, bw * 0.35, 0, Math.PI, 0);
          x.fill();
          x.fillRect(px + bw * 0.35, y - bh - bw * 1.1, bw * 0.3, bw * 0.9);
          x.fillStyle = '#f4efe2';
          x.fillRect(px + bw * 0.1, y - bh * 0.6, bw * 0.8, bh * 0.3);
          x.fillStyle = 'rgba(255,255,255,0.35)';
          x.fillRect(px + bw * 0.15, y - bh, bw * 0.12, bh * 0.9);
          px += bw + 0.025 * ppm;
        } else {
          const jw = 0.1 * ppm;
          const jh = rr.range(0.1, 0.14) * ppm;
          x.fillStyle = tint;
          x.fillRect(px, y - jh, jw, jh);
          x.fillStyle = '#3a2f26';
          x.fillRect(px - 1, y - jh - 0.02 * ppm, jw + 2, 0.02 * ppm);
          x.fillStyle = '#efe8d6';
          x.fillRect(px + jw * 0.15, y - jh * 0.7, jw * 0.7, jh * 0.35);
          px += jw + 0.02 * ppm;
        }
      }
      px += rr.range(0.06, 0.16) * ppm;
    }
  }
  // The low table of wares in front.
  x.fillStyle = '#5a4433';
  x.fillRect(0, c.height * 0.82, c.width, c.height * 0.18);
  // Seen from a sunlit street, a shop is two or three stops darker than the street: its wares
  // show dimly, darker towards the back of the shop (the top of the pane, under the ceiling).
  const dim = x.createLinearGradient(0, 0, 0, c.height);
  dim.addColorStop(0, 'rgba(22,16,12,0.72)');
  dim.addColorStop(1, 'rgba(22,16,12,0.5)');
  x.fillStyle = dim;
  x.fillRect(0, 0, c.width, c.height);
  // Over them, the glass reflects the street: the sky in a pale band at the top, the warm
  // façades opposite below it, fading down the pane.
  const g = x.createLinearGradient(0, 0, c.width * 0.3, c.height);
  g.addColorStop(0, 'rgba(214,228,238,0.42)');
  g.addColorStop(0.35, 'rgba(226,190,150,0.2)');
  g.addColorStop(0.7, 'rgba(226,190,150,0.06)');
  g.addColorStop(1, 'rgba(214,228,238,0.12)');
  x.fillStyle = g;
  x.fillRect(0, 0, c.width, c.height);
  // The glazing bars of an old shop front: the pane in four lights under a transom.
  x.fillStyle = frame;
  const bar = 0.045 * ppm;
  x.fillRect(0, c.height * 0.22 - bar / 2, c.width, bar);
  for (let k = 1; k < 4; k++) x.fillRect((c.width * k) / 4 - bar / 2, c.height * 0.22, bar, c.height * 0.6);
  x.fillRect(0, c.height * 0.82 - bar / 2, c.width, bar);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}
