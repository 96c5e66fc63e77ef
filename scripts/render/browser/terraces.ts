// Roof terraces, pools and outdoor rooms, with the sea beyond a glass balustrade.
import * as THREE from 'three';
import { block, cyl, flat, group, lathe, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { camera, viewOutside, type View } from './rooms.ts';
import { aimSun, haze, sunBehind, type Stage } from './stage.ts';
import { deck, travertine, waves } from './textures.ts';
import { tree } from './outdoor.ts';

export interface TerraceOptions {
  view?: View;
  deck?: 'teak' | 'stone' | 'grey';
  loungers?: boolean;
  jacuzzi?: boolean;
  pergola?: boolean;
  /** A dining table: ten seats, or six (`'six'`) on a flat's terrace of 30 m². */
  dining?: boolean | 'six';
  kitchen?: boolean;
  planters?: boolean;
  pool?: 'infinity' | 'garden';
  doorway?: boolean;
  sofa?: boolean;
  /** The balustrade: toughened glass (default) or wrought-iron bars; the house wall's colour. */
  railing?: 'glass' | 'iron';
  wall?: string;
  /** Camera: looking out (default), along the terrace, or back towards the house. */
  look?: 'out' | 'along' | 'corner' | 'up';
}

function water(st: Stage, w: number, d: number, x: number, y: number, z: number, color = '#3f9fb0', glow = 0): THREE.Mesh {
  const n = waves(3).normalMap.clone();
  n.repeat.set(w / 3, d / 3);
  n.needsUpdate = true;
  // Clear water: the pale tiles of the walls and floor show through it, and the sky lies on it.
  const m = new THREE.MeshPhysicalMaterial({ color, roughness: 0.06, transmission: 0, transparent: true, opacity: 0.6, depthWrite: false, normalMap: n, normalScale: new THREE.Vector2(0.3, 0.3), envMapIntensity: 0.3, clearcoat: 0.4, clearcoatRoughness: 0.05 });
  m.userData['mirrorsSky'] = true;
  if (glow > 0) {
    m.emissive = new THREE.Color('#1fc4dc');
    m.emissiveIntensity = glow;
  }
  const s = mesh(new THREE.PlaneGeometry(w, d), m, x, y, z, st.scene, false);
  s.rotation.x = -Math.PI / 2;
  return s;
}

/** A teak lounger on legs, a thick cushion and a raised back, a folded towel; its foot towards local +z. */
export function lounger(p: THREE.Object3D, x: number, z: number, ry: number, cushion: string): void {
  const g = group(p, x, 0, z, ry);
  const teak = F.wood('#8a6440', 1);
  for (const lx of [-0.3, 0.3]) for (const lz of [-0.85, 0.85]) block(g, teak, 0.06, 0.22, 0.06, lx, 0, lz, 0.01);
  block(g, teak, 0.68, 0.08, 2.0, 0, 0.22, 0, 0.015);
  block(g, F.fabric(cushion, 0.2), 0.64, 0.1, 1.3, 0, 0.3, 0.33, 0.045);
  const back = block(g, F.fabric(cushion, 0.2), 0.64, 0.1, 0.75, 0, 0.44, -0.55, 0.045);
  back.rotation.x = 0.75;
  block(g, teak, 0.68, 0.05, 0.7, 0, 0.38, -0.62, 0.01).rotation.x = 0.75;
  const towel = block(g, F.fabric(p.userData['towel'] ?? '#f4efe6', 0.15), 0.5, 0.05, 0.36, 0.02, 0.4, 0.62, 0.02);
  towel.rotation.y = 0.08;
}

/**
 * A low lounger of white powder-coated aluminium: thin side rails on four short feet, a slatted
 * bed, a raised back, one flat sand-coloured cushion the whole length; its foot towards local +z.
 * Les Étoiles' loungers, so its pool does not repeat the villa's teak ones.
 */
export function aluminiumLounger(p: THREE.Object3D, x: number, z: number, ry: number, cushion: string): void {
  const g = group(p, x, 0, z, ry);
  const frame = flat('#e9e7e2', 0.45, 0.35);
  for (const lx of [-0.33, 0.33]) {
    block(g, frame, 0.035, 0.05, 1.95, lx, 0.2, 0.05, 0.01);
    for (const lz of [-0.8, 0.9]) block(g, frame, 0.035, 0.2, 0.035, lx, 0, lz, 0.005);
  }
  for (let i = 0; i < 11; i++) block(g, frame, 0.62, 0.015, 0.06, 0, 0.22, 1.0 - i * 0.1, 0.004);
  block(g, F.fabric(cushion, 0.2), 0.62, 0.055, 1.3, 0, 0.24, 0.35, 0.02);
  const back = block(g, F.fabric(cushion, 0.2), 0.62, 0.055, 0.72, 0, 0.36, -0.58, 0.02);
  back.rotation.x = 0.6;
  block(g, frame, 0.7, 0.03, 0.72, 0, 0.31, -0.62, 0.008).rotation.x = 0.6;
}

/** A drum of pale stone beside the loungers, for a glass: Les Étoiles' side table. */
function stoneDrum(p: THREE.Object3D, x: number, z: number): void {
  mesh(cyl(0.16, 0.17, 0.4, 32), mat(travertine(14), { tile: 0.8, roughness: 0.9 }), x, 0.2, z, p);
}

/** A square parasol: teak pole, cream canopy, its shade on the deck. */
function parasol(p: THREE.Object3D, x: number, z: number, size: number, on: boolean): void {
  const teak = F.wood('#8a6440', 1);
  mesh(cyl(0.03, 0.03, 2.5, 10), teak, x, 1.25, z, p);
  block(p, flat('#3a3d40', 0.6, 0.4), 0.5, 0.12, 0.5, x, 0, z, 0.02);
  const canopy = mesh(new THREE.ConeGeometry(size * Math.SQRT1_2 * 1.02, 0.42, 4, 1, true), new THREE.MeshStandardMaterial({ color: '#ece4d4', roughness: 0.95, side: THREE.DoubleSide }), x, 2.5, z, p);
  canopy.rotation.y = Math.PI / 4;
  // A valance along the edge.
  for (const [dx, dz, w, d] of [[0, size / 2, size, 0.02], [0, -size / 2, size, 0.02], [size / 2, 0, 0.02, size], [-size / 2, 0, 0.02, size]] as const) block(p, flat('#e6dccb', 0.95), w, 0.14, d, x + dx, 2.16, z + dz, 0.004);
  void on;
}

/** A tall planter of rendered stone with an olive tree and lavender. */
function planter(st: Stage, p: THREE.Object3D, x: number, z: number, w: number, d: number, h: number): void {
  const r = st.rng;
  const box = mat(travertine(12), { tile: 1.2, roughness: 1, color: '#d9d2c4' });
  block(p, box, w, h, d, x, 0, z, 0.02);
  block(p, flat('#4a3a2c', 1), w - 0.1, 0.02, d - 0.1, x, h - 0.02, z, 0.01);
  F.plant(p, x + r.range(-0.2, 0.2), z, { h: 1.5 + r.range(0, 0.4), kind: 'olive', r, pot: '#4a3a2c' }).position.y = h - 0.4;
  const lav = new THREE.MeshStandardMaterial({ color: '#8d7fbf', roughness: 1 });
  const leaf = new THREE.MeshStandardMaterial({ color: '#7f8c6c', roughness: 1 });
  for (let k = 0; k < Math.round(w * d * 22); k++) {
    const bx = x + r.range(-w / 2 + 0.12, w / 2 - 0.12);
    const bz = z + r.range(-d / 2 + 0.12, d / 2 - 0.12);
    mesh(new THREE.SphereGeometry(0.13, 10, 8), leaf, bx, h + 0.04, bz, p).scale.y = 0.7;
    for (let s = 0; s < 5; s++) mesh(new THREE.SphereGeometry(0.025, 6, 4), lav, bx + r.range(-0.12, 0.12), h + 0.16 + r.range(0, 0.12), bz + r.range(-0.12, 0.12), p, false).scale.y = 2.2;
  }
}

export function terrace(st: Stage, o: TerraceOptions): void {
  sunBehind(st);
  const r = st.rng;
  const on = st.lamps;
  const W = 14;
  const D = 11;
  const floorMat = o.deck === 'stone' ? mat(travertine(7), { tile: 1.2, roughness: 1 }) : o.deck === 'grey' ? mat(deck('#8b8580', 19), { tile: 1.4, roughness: 1 }) : mat(deck('#a07a55'), { tile: 1.4, roughness: 1 });
  const g = group(st.scene, 0, 0, 0);
  if (o.pool) {
    // The deck around the pool's opening (x -3.5..5.5, z from the sea edge to zp).
    const pd = o.pool === 'infinity' ? 3.6 : 4.2;
    const z0 = -D / 2 + (o.pool === 'infinity' ? 0.05 : 0.9);
    const z1 = z0 + pd;
    block(g, floorMat, W, 0.2, D / 2 - z1, 0, -0.2, (z1 + D / 2) / 2, 0.01);
    if (z0 > -D / 2) block(g, floorMat, W, 0.2, z0 + D / 2, 0, -0.2, (z0 - D / 2) / 2, 0.01);
    block(g, floorMat, W / 2 - 3.5, 0.2, pd, (-W / 2 - 3.5) / 2, -0.2, (z0 + z1) / 2, 0.01);
    block(g, floorMat, W / 2 - 5.5, 0.2, pd, (W / 2 + 5.5) / 2, -0.2, (z0 + z1) / 2, 0.01);
  } else block(g, floorMat, W, 0.2, D, 0, -0.2, 0, 0.01);
  // Glass balustrade on three sides (two beside an infinity pool): toughened glass in a floor
  // channel, a steel top rail. A dark tint: the glass dims and greens what is behind it a little,
  // as thick glass does.
  const glass = F.glass('#33403d', 0.16);
  const steel = F.metal.steel();
  const iron = flat('#23211f', 0.5, 0.5);
  for (const [x, z, w, d] of [[0, -D / 2, W, 0.02], [W / 2, 0, 0.02, D], [-W / 2, 0, 0.02, D]] as const) {
    // An infinity pool's water is the sea side's edge: no glass between it and the sea.
    if (o.pool === 'infinity' && z === -D / 2) continue;
    if (o.railing === 'iron') {
      // A top rail and a bottom rail, bars every 13 cm between.
      block(g, iron, Math.max(w, 0.05), 0.05, Math.max(d, 0.05), x, 1.0, z, 0.01);
      block(g, iron, Math.max(w, 0.03), 0.03, Math.max(d, 0.03), x, 0.1, z, 0.005);
      const along = w > d;
      for (let t = -(along ? w : d) / 2 + 0.05; t < (along ? w : d) / 2; t += 0.13) block(g, iron, 0.018, 0.92, 0.018, along ? x + t : x, 0.08, along ? z : z + t, 0.002);
      continue;
    }
    mesh(rbox(w, 1.05, d, 0.002), glass, x, 0.6, z, g, false).castShadow = false;
    block(g, steel, Math.max(w, 0.06), 0.05, Math.max(d, 0.06), x, 1.1, z, 0.012);
    block(g, flat('#55585a', 0.5, 0.6), Math.max(w, 0.1), 0.08, Math.max(d, 0.1), x, 0, z, 0.005);
  }
  // The house behind: a rendered wall with a glazed opening.
  const wall = mat(null, { color: o.wall ?? '#efe9df', roughness: 0.9 });
  block(g, wall, W, 3.4, 0.4, 0, 0, D / 2 + 0.2, 0.02);
  block(g, F.metal.black(), 5, 2.6, 0.05, -3, 0, D / 2 - 0.01, 0.01);
  block(g, flat('#28323a', 0.05, 0.3, { clearcoat: 1 }), 4.8, 2.5, 0.06, -3, 0.05, D / 2 - 0.02, 0.01);
  viewOutside(st, o.view ?? 'open', 0);
  const cushion = r.pick(['#f1ece2', '#e7dfd0', '#d9d0bf']);
  g.userData['towel'] = r.pick(['#f4efe6', '#e9eef0', '#d8c9ae']);
  // Where the picture's subject stands; the camera frames it from a few metres.
  let focus = new THREE.Vector3(-3.4, 0, -3.2);
  const lights: [number, number, number][] = [];
  /** The spa's podium (centre, half-width, height), where a lantern stands on it rather than in it. */
  let podium: { x: number; z: number; half: number; h: number } | null = null;
  if (o.loungers && !o.pool) {
    for (let i = 0; i < 3; i++) lounger(g, -4.9 + i * 1.15, -D / 2 + 2.4, Math.PI, cushion);
    F.sideTable(g, -6.0, -D / 2 + 2.6, 0.4);
    // The parasol beside the loungers, whole in the picture; by the spa, behind them, over the olive.
    if (o.jacuzzi) parasol(g, -6.0, -D / 2 + 1.4, 2.4, on > 0.3);
    else parasol(g, -1.5, -D / 2 + 1.6, 2.4, on > 0.3);
  }
  if (o.pool) {
    // Pool edge along the sea side: infinity edge or a garden pool with a coping.
    const pw = 9;
    const pd = o.pool === 'infinity' ? 3.6 : 4.2;
    const pz = -D / 2 + pd / 2 + (o.pool === 'infinity' ? 0.05 : 0.9);
    block(g, flat('#dfe9ea', 0.5), pw, 0.05, pd, 1, -1.4, pz, 0.01);
    // Tiled walls under the water, pale so the water reads turquoise.
    for (const s of [-1, 1]) block(g, flat('#bfe3e6', 0.6), 0.05, 1.4, pd, 1 + s * pw / 2, -1.4, pz, 0.005);
    block(g, flat('#bfe3e6', 0.6), pw, 1.4, 0.05, 1, -1.4, pz + pd / 2, 0.005);
    water(st, pw, pd, 1, -0.02, pz, '#2aa3b4', on > 0.5 ? on * 0.5 : 0);
    const coping = mat(travertine(8), { tile: 1, roughness: 1 });
    block(g, coping, pw + 0.6, 0.06, 0.3, 1, -0.02, pz + pd / 2 + 0.15, 0.01);
    block(g, coping, 0.3, 0.06, pd, 1 - pw / 2 - 0.15, -0.02, pz, 0.01);
    block(g, coping, 0.3, 0.06, pd, 1 + pw / 2 + 0.15, -0.02, pz, 0.01);
    // By an infinity pool (Les Étoiles), white aluminium loungers and a stone drum; by a garden
    // pool, the teak loungers and the brass side table.
    const infinity = o.pool === 'infinity';
    for (let i = 0; i < 3; i++) (infinity ? aluminiumLounger : lounger)(g, -2.2 + i * 1.2, pz + pd / 2 + 1.6, Math.PI, infinity ? '#cbbfa8' : cushion);
    parasol(g, -3.6, pz + pd / 2 + 2.2, 2.6, false);
    if (infinity) stoneDrum(g, -0.9 + 2.4, pz + pd / 2 + 1.2);
    else F.sideTable(g, -0.9 + 2.4, pz + pd / 2 + 1.2, 0.4);
    if (o.pool === 'garden') {
      for (let i = 0; i < 4; i++) tree(st.scene, r.pick([-9, 9]) + r.range(-1, 1), 0, r.range(-6, 4), r.pick(['pine', 'olive', 'palm'] as const), r.range(4, 8), r);
    }
    focus = new THREE.Vector3(0.2, 0, pz + 1.6);
  }
  if (o.jacuzzi) {
    // The spa built into a teak podium (0.4 m): travertine coping flush with it, pale tiles inside, turquoise water.
    const jx = o.loungers ? 2.4 : 1.6;
    const jz = -D / 2 + 2.5;
    const S = 2.4;
    const H = 0.4;
    const P = 4.0;
    podium = { x: jx, z: jz, half: P / 2, h: H };
    const cladding = mat(deck('#8a6440', 23), { tile: 1.2, roughness: 1 });
    const ring = (m: THREE.Material, outer: number, hole: number, y: number, h: number): void => {
      const t = (outer - hole) / 2;
      block(g, m, outer, h, t, jx, y, jz - outer / 2 + t / 2, 0.01);
      block(g, m, outer, h, t, jx, y, jz + outer / 2 - t / 2, 0.01);
      block(g, m, t, h, hole, jx - outer / 2 + t / 2, y, jz, 0.01);
      block(g, m, t, h, hole, jx + outer / 2 - t / 2, y, jz, 0.01);
    };
    ring(cladding, P, S, 0, H);
    const edge = mat(travertine(9), { tile: 1, roughness: 1 });
    const c = 0.3;
    ring(edge, S, S - 2 * c, H - 0.01, 0.05);
    // A step in front and towels on the podium.
    block(g, cladding, 1.4, 0.2, 0.45, jx, 0, jz + P / 2 + 0.22, 0.02);
    block(g, F.fabric('#f4efe6', 0.15), 0.5, 0.1, 0.32, jx + P / 2 - 0.5, H, jz + P / 2 - 0.35, 0.03);
    block(g, F.fabric(g.userData['towel'] as string, 0.15), 0.5, 0.08, 0.32, jx + P / 2 - 0.5, H + 0.1, jz + P / 2 - 0.37, 0.03);
    if (!o.loungers) for (let i = 0; i < 2; i++) lounger(g, jx - P / 2 - 0.9 - i * 1.15, jz + 0.2, Math.PI, cushion);
    const inner = S - 2 * c;
    block(g, flat('#bfe6ea', 0.5), inner, 0.02, inner, jx, -0.5, jz, 0.005);
    for (const s of [-1, 1]) {
      block(g, flat('#a9dde3', 0.5), inner, H + 0.5, 0.02, jx, -0.5, jz + s * (inner / 2 - 0.01), 0.003);
      block(g, flat('#a9dde3', 0.5), 0.02, H + 0.5, inner, jx + s * (inner / 2 - 0.01), -0.5, jz, 0.003);
    }
    water(st, inner, inner, jx, H - 0.07, jz, on > 0.5 ? '#2fc3d4' : '#2ab0c0', on > 0.5 ? 0.9 * on : 0);
    if (on > 0.3) {
      // Lit from inside: a cyan glow on the water and, faintly, on the coping around it.
      const l = new THREE.PointLight('#5fe0f0', 2 * on, 3, 2);
      l.position.set(jx, H + 0.1, jz);
      st.scene.add(l);
    }
    focus = o.loungers ? new THREE.Vector3(-0.6, 0, jz) : new THREE.Vector3(jx, 0, jz);
  }
  if (o.pergola || o.sofa) {
    // Outdoor lounge: sofa, armchairs, low table; a pergola of slats above.
    const px = -2.6;
    const pz = 1.2;
    F.sofa(g, px, pz + 1.2, Math.PI, { w: 2.8, color: cushion, r });
    F.armchair(g, px - 2.0, pz - 0.2, Math.PI / 2, '#e2dacb', 'fabric');
    F.armchair(g, px + 2.0, pz - 0.2, -Math.PI / 2, '#e2dacb', 'fabric');
    F.coffeeTable(g, px, pz - 0.2, 'travertine', 1.3, 0.8);
    F.rug(g, px, pz, 4, 3, '#cfc5b3');
    if (o.pergola) {
      const alu = flat('#3a3d40', 0.5, 0.5);
      for (const [x, z] of [[-2.8, -1.8], [2.8, -1.8], [-2.8, 2.8], [2.8, 2.8]] as const) block(g, alu, 0.15, 2.7, 0.15, px + x, 0, pz + z, 0.01);
      block(g, alu, 5.8, 0.22, 0.15, px, 2.7, pz - 1.8, 0.01);
      block(g, alu, 5.8, 0.22, 0.15, px, 2.7, pz + 2.8, 0.01);
      for (let i = 0; i < 22; i++) {
        const slat = block(g, flat('#ecebe7', 0.6), 5.6, 0.02, 0.18, px, 2.75, pz - 1.7 + i * 0.21, 0.005);
        slat.rotation.x = 0.6;
      }
    }
    focus = new THREE.Vector3(px, 0, pz);
    if (o.jacuzzi) focus = new THREE.Vector3(0, 0, -1.5);
  }
  if (o.dining) {
    const dz = o.pergola ? -1.8 : 0.2;
    const six = o.pool !== undefined || o.dining === 'six';
    F.diningTable(g, 2.6, dz, 0, { l: six ? 2.2 : 3.2, w: six ? 1.0 : 1.1, seats: six ? 6 : 10, top: F.wood('#8a6440', 2), seat: '#e2dacb', r });
    if (!o.pergola) parasol(g, 2.6, dz, six ? 2.6 : 3.4, on > 0.3);
    if (!o.pool && !o.pergola) focus = new THREE.Vector3(2.6, 0, dz);
  }
  if (o.kitchen) {
    // Summer kitchen: stainless and stone, a plancha and a sink, stools; a slatted canopy above.
    const kx = 2.2;
    const kz = -1.6;
    const k = group(g, kx, 0, kz, 0);
    const st2 = F.metal.steel();
    block(k, st2, 4, 0.86, 0.7, 0, 0, 0, 0.01);
    block(k, mat(travertine(10), { tile: 1, roughness: 1 }), 4.1, 0.05, 0.8, 0, 0.86, 0, 0.01);
    block(k, flat('#2a2a2a', 0.3, 0.8), 0.9, 0.02, 0.5, 0.8, 0.91, 0, 0.005);
    block(k, flat('#9ea3a6', 0.2, 1), 0.6, 0.01, 0.4, -1, 0.911, 0, 0.01);
    mesh(cyl(0.015, 0.015, 0.35, 10), st2, -1, 1.08, -0.28, k);
    block(k, F.wood('#7a5a3e', 1), 0.45, 0.03, 0.3, -0.2, 0.91, 0.05, 0.005);
    mesh(lathe([[0.001, 0], [0.07, 0.005], [0.09, 0.1], [0.05, 0.22], [0.035, 0.3], [0.001, 0.3]]), flat('#e6ded0', 0.3), 1.6, 0.91, -0.1, k);
    for (let i = 0; i < 3; i++) {
      const s = group(k, -1 + i * 1, 0, 0.85);
      mesh(cyl(0.025, 0.025, 0.7, 8), F.metal.black(), 0, 0.35, 0, s);
      mesh(cyl(0.2, 0.2, 0.06, 24), F.wood('#8a6440', 1), 0, 0.72, 0, s);
    }
    const alu = flat('#3a3d40', 0.5, 0.5);
    for (const dx of [-2.3, 2.3]) block(k, alu, 0.12, 2.6, 0.12, dx, 0, -0.6, 0.01);
    block(k, alu, 4.8, 0.16, 0.12, 0, 2.6, -0.6, 0.01);
    for (let i = 0; i < 9; i++) block(k, flat('#ecebe7', 0.6), 4.8, 0.02, 0.12, 0, 2.62, -0.6 + i * 0.22, 0.004);
    focus = new THREE.Vector3(kx, 0, kz);
  }
  if (o.planters) {
    for (let i = 0; i < 3; i++) planter(st, g, -4.5 + i * 4.5, -D / 2 + 0.6, 2.2, 0.8, 0.75);
    planter(st, g, W / 2 - 0.6, -1.5, 0.9, 2.0, 0.75);
    if (!o.loungers && !o.dining) focus = new THREE.Vector3(-1.5, 0, -D / 2 + 1.4);
  } else {
    planter(st, g, -W / 2 + 0.55, -D / 2 + 0.55, 0.9, 0.9, 0.8);
    planter(st, g, W / 2 - 0.55, -D / 2 + 0.55, 0.9, 0.9, 0.8);
  }
  if (o.doorway) {
    // The stair's glass door seen from the terrace, its frame open onto the deck.
    block(g, wall, 3, 3, 3, 5.5, 0, 3.5, 0.02);
    block(g, F.metal.black(), 1.2, 2.4, 0.06, 5.5, 0, 1.98, 0.01);
    block(g, F.glass('#cfe2e2', 0.3), 1.1, 2.3, 0.02, 5.5, 0.05, 1.94, 0.003);
    F.plant(g, 4.3, 1.6, { h: 1.3, kind: 'olive', r });
    lounger(g, 1.5, -2.2, Math.PI, cushion);
    lounger(g, 0.3, -2.2, Math.PI, cushion);
  }
  // Evening lamps along the wall, lanterns on the deck.
  if (on > 0.3) {
    for (const x of [-6, -1, 4]) {
      const l = new THREE.PointLight('#ffcc8a', on * 5, 8, 2);
      l.position.set(x, 2.4, D / 2 - 0.3);
      st.scene.add(l);
      mesh(rbox(0.12, 0.3, 0.08, 0.02), new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffd9a0').multiplyScalar(2) }), x, 2.4, D / 2 - 0.02, g, false);
    }
    lights.push([focus.x + 2.2, 0, focus.z + 0.8], [focus.x - 1.8, 0, focus.z - 1.6]);
    for (const [x, , z] of lights) {
      const y = podium && Math.abs(x - podium.x) < podium.half && Math.abs(z - podium.z) < podium.half ? podium.h : 0;
      // A lantern: a dark base and cap on four corner posts, its frosted glass lit between them.
      const frame = flat('#2b2b2b', 0.5, 0.6);
      block(g, frame, 0.22, 0.07, 0.22, x, y, z, 0.01);
      block(g, frame, 0.22, 0.05, 0.22, x, y + 0.4, z, 0.01);
      for (const [dx, dz] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) block(g, frame, 0.025, 0.33, 0.025, x + dx * 0.0975, y + 0.07, z + dz * 0.0975, 0.002);
      block(g, new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffd59a').multiplyScalar(1.5) }), 0.18, 0.33, 0.18, x, y + 0.07, z, 0.01);
      const l = new THREE.PointLight('#ffc680', on * 6, 7, 2);
      l.position.set(x, y + 0.35, z);
      st.scene.add(l);
    }
  }
  aimSun(st, new THREE.Vector3(focus.x, 1, focus.z), 9, 60);
  st.ao = 0.8;
  // An eye-level camera (1.55 m), level, its frame shifted down as a shift lens would: verticals stay upright.
  const look = o.look ?? 'out';
  const f = focus;
  const clampX = (x: number): number => Math.min(W / 2 - 0.4, Math.max(-W / 2 + 0.4, x));
  const clampZ = (z: number): number => Math.min(D / 2 - 0.5, z);
  let pos: [number, number, number];
  let at: [number, number, number];
  if (o.doorway) {
    pos = [-1.8, 1.55, -3.6];
    at = [6.5, 1.55, 3.2];
  } else if (look === 'along') {
    pos = [clampX(f.x + 4.6), 1.55, clampZ(f.z + 2.6)];
    at = [f.x - 6, 1.55, f.z - 2.8];
  } else if (look === 'corner' && o.pergola && !o.jacuzzi) {
    // From under the pergola's back corner, its posts behind the lens but the far one.
    pos = [clampX(f.x - 2.2), 1.6, clampZ(f.z + 2.4)];
    at = [f.x + 4, 1.6, f.z - 4.4];
  } else if (look === 'corner') {
    pos = [clampX(f.x - 3.8), 1.6, clampZ(f.z + 3.8)];
    at = [f.x + 4, 1.6, f.z - 4.4];
  } else {
    pos = [clampX(f.x + r.range(0.2, 0.9)), 1.55, clampZ(f.z + 5)];
    at = [f.x + r.range(-0.8, 0.2), 1.55, f.z - 10];
  }
  camera(st, pos, at, 46, 0);
  // Monaco a few hundred metres off, through the summer's haze, a touch soft: the lens is focused
  // on the terrace.
  if (o.view === 'towers') {
    haze(st, 0.0009);
    st.focus = { at: new THREE.Vector3(...pos).distanceTo(new THREE.Vector3(f.x, 0.8, f.z)), aperture: 0.0001, max: 0.0022 };
  }
  const c = st.camera;
  c.setViewOffset(1000 * st.aspect, 1000, 0, 110, 1000 * st.aspect, 1000);
  c.updateProjectionMatrix();
}
