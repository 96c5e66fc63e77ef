// Roof terraces, pools and outdoor rooms, with the sea beyond a glass balustrade.
import * as THREE from 'three';
import { block, cyl, flat, group, mat, mesh, rbox } from './kit.ts';
import * as F from './furniture.ts';
import { camera, viewOutside, type View } from './rooms.ts';
import { aimSun, type Stage } from './stage.ts';
import { deck, travertine, waves } from './textures.ts';
import { tree } from './outdoor.ts';

export interface TerraceOptions {
  view?: View;
  deck?: 'teak' | 'stone' | 'grey';
  loungers?: boolean;
  jacuzzi?: boolean;
  pergola?: boolean;
  dining?: boolean;
  kitchen?: boolean;
  planters?: boolean;
  pool?: 'infinity' | 'garden';
  doorway?: boolean;
  sofa?: boolean;
  /** Camera: looking out (default), along the terrace, or back towards the house. */
  look?: 'out' | 'along' | 'corner' | 'up';
}

function water(st: Stage, w: number, d: number, x: number, y: number, z: number, color = '#3f9fb0'): void {
  const n = waves(3).normalMap.clone();
  n.repeat.set(w / 3, d / 3);
  n.needsUpdate = true;
  const m = new THREE.MeshPhysicalMaterial({ color, roughness: 0.12, transmission: 0, normalMap: n, normalScale: new THREE.Vector2(0.25, 0.25), envMapIntensity: 0.45, clearcoat: 0.5 });
  const s = mesh(new THREE.PlaneGeometry(w, d), m, x, y, z, st.scene, false);
  s.rotation.x = -Math.PI / 2;
}

export function lounger(p: THREE.Object3D, x: number, z: number, ry: number, cushion: string): void {
  const g = group(p, x, 0, z, ry);
  const teak = F.wood('#8a6440', 1);
  block(g, teak, 0.7, 0.25, 2.0, 0, 0.05, 0, 0.02);
  block(g, F.fabric(cushion, 0.2), 0.66, 0.08, 1.35, 0, 0.3, 0.3, 0.04);
  const back = block(g, F.fabric(cushion, 0.2), 0.66, 0.08, 0.7, 0, 0.45, -0.55, 0.04);
  back.rotation.x = 0.7;
  block(g, F.fabric('#f4efe6', 0.15), 0.5, 0.05, 0.35, 0.05, 0.38, 0.5, 0.02);
}

export function terrace(st: Stage, o: TerraceOptions): void {
  const r = st.rng;
  const on = st.lamps;
  const W = 16;
  const D = 12;
  const floorMat = o.deck === 'stone' ? mat(travertine(7), { tile: 1.2, roughness: 1 }) : o.deck === 'grey' ? mat(deck('#8b8580', 19), { tile: 1.4, roughness: 1 }) : mat(deck('#a07a55'), { tile: 1.4, roughness: 1 });
  const g = group(st.scene, 0, 0, 0);
  block(g, floorMat, W, 0.2, D, 0, -0.2, 0, 0.01);
  // Glass balustrade on the sea side (z = -D/2) and the right.
  const glass = F.glass('#d6eaea', 0.12);
  mesh(rbox(W, 1.1, 0.02, 0.002), glass, 0, 0.55, -D / 2, g, false).castShadow = false;
  block(g, F.metal.steel(), W, 0.05, 0.06, 0, 1.08, -D / 2, 0.01);
  mesh(rbox(0.02, 1.1, D, 0.002), glass, W / 2, 0.55, 0, g, false).castShadow = false;
  // The house behind: a rendered wall with a glazed opening.
  const wall = mat(null, { color: '#efe9df', roughness: 0.9 });
  block(g, wall, W, 3.4, 0.4, 0, 0, D / 2 + 0.2, 0.02);
  block(g, F.metal.black(), 5, 2.6, 0.05, -3, 0, D / 2 - 0.01, 0.01);
  block(g, flat('#28323a', 0.05, 0.3, { clearcoat: 1 }), 4.8, 2.5, 0.06, -3, 0.05, D / 2 - 0.02, 0.01);
  viewOutside(st, o.view ?? 'open', 0);
  const cushion = r.pick(['#f1ece2', '#e7dfd0', '#d9d0bf']);
  if (o.pool) {
    // Pool edge along the sea side: infinity edge or a garden pool with a coping.
    const pw = 10;
    const pd = o.pool === 'infinity' ? 4 : 5;
    const pz = -D / 2 + pd / 2 + (o.pool === 'infinity' ? 0 : 1.2);
    block(g, flat('#dfe9ea', 0.5), pw, 0.05, pd, 1, -1.4, pz, 0.01);
    water(st, pw, pd, 1, -0.06, pz, '#1d7288');
    const coping = mat(travertine(8), { tile: 1, roughness: 1 });
    block(g, coping, pw + 0.6, 0.06, 0.3, 1, -0.02, pz + pd / 2 + 0.15, 0.01);
    block(g, coping, 0.3, 0.06, pd, 1 - pw / 2 - 0.15, -0.02, pz, 0.01);
    block(g, coping, 0.3, 0.06, pd, 1 + pw / 2 + 0.15, -0.02, pz, 0.01);
    for (let i = 0; i < 3; i++) lounger(g, -3 + i * 1.4, pz + pd / 2 + 1.8, Math.PI, cushion);
    if (o.pool === 'garden') {
      for (let i = 0; i < 4; i++) tree(st.scene, r.pick([-9, 9]) + r.range(-1, 1), 0, r.range(-6, 4), r.pick(['pine', 'olive', 'palm'] as const), r.range(4, 8), r);
    }
  }
  if (o.loungers && !o.pool) {
    for (let i = 0; i < 4; i++) lounger(g, -4.5 + i * 1.3, -D / 2 + 2.2, Math.PI, cushion);
    // Beside them, a low table and a parasol.
    F.sideTable(g, -6.6, -D / 2 + 2.6, 0.4);
    mesh(cyl(0.03, 0.03, 2.5, 10), F.wood('#8a6440', 1), -6.2, 1.25, -D / 2 + 3.3, g);
    mesh(new THREE.ConeGeometry(1.6, 0.45, 8, 1, true), new THREE.MeshStandardMaterial({ color: '#efe8dc', roughness: 0.95, side: THREE.DoubleSide }), -6.2, 2.5, -D / 2 + 3.3, g);
  }
  if (o.jacuzzi) {
    const jx = o.loungers ? 3.5 : 0;
    const jz = -D / 2 + 2.6;
    const edge = mat(travertine(9), { tile: 1, roughness: 1 });
    block(g, edge, 2.8, 0.1, 2.8, jx, -0.08, jz, 0.03);
    block(g, flat('#cfe3e6', 0.4), 2.3, 0.05, 2.3, jx, -0.9, jz, 0.02);
    water(st, 2.3, 2.3, jx, -0.03, jz, on > 0.5 ? '#1f8fa6' : '#1d6f82');
    if (on > 0.3) {
      const l = new THREE.PointLight('#5fd8ee', 6 * on, 6, 2);
      l.position.set(jx, -0.3, jz);
      st.scene.add(l);
      mesh(new THREE.PlaneGeometry(2.2, 2.2), new THREE.MeshBasicMaterial({ color: new THREE.Color('#39c6e0').multiplyScalar(1.6), transparent: true, opacity: 0.55 }), jx, -0.02, jz, g, false).rotation.x = -Math.PI / 2;
    }
  }
  if (o.pergola || o.sofa) {
    // Outdoor lounge: sofa, armchairs, low table; a pergola of slats above.
    const px = -3;
    const pz = 1.5;
    F.sofa(g, px, pz + 1.2, Math.PI, { w: 2.8, color: cushion, r });
    F.armchair(g, px - 2.2, pz - 0.2, Math.PI / 2, '#e2dacb', 'fabric');
    F.armchair(g, px + 2.2, pz - 0.2, -Math.PI / 2, '#e2dacb', 'fabric');
    F.coffeeTable(g, px, pz - 0.2, 'travertine', 1.3, 0.8);
    F.rug(g, px, pz, 4, 3, '#cfc5b3');
    if (o.pergola) {
      const alu = flat('#3a3d40', 0.5, 0.5);
      for (const [x, z] of [[-2.8, -1.8], [2.8, -1.8], [-2.8, 2.8], [2.8, 2.8]] as const) block(g, alu, 0.15, 2.7, 0.15, px + x, 0, pz + x * 0 + z, 0.01);
      block(g, alu, 5.8, 0.22, 0.15, px, 2.7, pz - 1.8, 0.01);
      block(g, alu, 5.8, 0.22, 0.15, px, 2.7, pz + 2.8, 0.01);
      for (let i = 0; i < 22; i++) {
        const slat = block(g, flat('#ecebe7', 0.6), 5.6, 0.02, 0.18, px, 2.75, pz - 1.7 + i * 0.21, 0.005);
        slat.rotation.x = 0.6;
      }
    }
  }
  if (o.dining) {
    const dz = o.pergola ? -1.8 : 0.5;
    F.diningTable(g, 3, dz, 0, { l: o.pool ? 2.4 : 3.2, w: 1.1, seats: o.pool ? 6 : 10, top: F.wood('#8a6440', 2), seat: '#e2dacb', r });
    if (!o.pergola) {
      // A large parasol.
      mesh(cyl(0.03, 0.03, 2.6, 10), F.wood('#8a6440', 1), 3, 1.3, dz, g);
      mesh(new THREE.ConeGeometry(2.2, 0.6, 8, 1, true), new THREE.MeshStandardMaterial({ color: '#ece5d8', roughness: 0.95, side: THREE.DoubleSide }), 3, 2.6, dz, g);
    }
  }
  if (o.kitchen) {
    // Summer kitchen: stainless and stone, a plancha and a sink, stools.
    const k = group(g, 3.5, 0, 3.8, 0);
    const steel = F.metal.steel();
    block(k, steel, 4, 0.86, 0.7, 0, 0, 0, 0.01);
    block(k, mat(travertine(10), { tile: 1, roughness: 1 }), 4.1, 0.05, 0.8, 0, 0.86, 0, 0.01);
    block(k, flat('#2a2a2a', 0.3, 0.8), 0.9, 0.02, 0.5, 0.8, 0.91, 0, 0.005);
    block(k, flat('#9ea3a6', 0.2, 1), 0.6, 0.01, 0.4, -1, 0.911, 0, 0.01);
    mesh(cyl(0.015, 0.015, 0.35, 10), steel, -1, 1.08, -0.28, k);
    for (let i = 0; i < 3; i++) {
      const s = group(k, -1 + i * 1, 0, -1.0);
      mesh(cyl(0.025, 0.025, 0.7, 8), F.metal.black(), 0, 0.35, 0, s);
      mesh(cyl(0.2, 0.2, 0.06, 24), F.wood('#8a6440', 1), 0, 0.72, 0, s);
    }
  }
  if (o.planters) {
    const box = mat(null, { color: '#c8c2b6', roughness: 0.9 });
    for (let i = 0; i < 3; i++) {
      const x = -6.5 + i * 5;
      block(g, box, 2.4, 0.7, 0.9, x, 0, -D / 2 + 0.6, 0.02);
      block(g, flat('#4a3a2c', 1), 2.3, 0.02, 0.8, x, 0.69, -D / 2 + 0.6, 0.01);
      F.plant(g, x, -D / 2 + 0.6, { h: 1.6, kind: 'olive', r, pot: '#c8c2b6' }).position.y = 0.2;
      // Lavender tufts.
      for (let k = 0; k < 10; k++) mesh(new THREE.SphereGeometry(0.12, 10, 8), new THREE.MeshStandardMaterial({ color: r.chance(0.6) ? '#8c7fb8' : '#7d8a6a', roughness: 1 }), x + r.range(-1.05, 1.05), 0.78, -D / 2 + 0.6 + r.range(-0.3, 0.3), g);
    }
  }
  if (o.doorway) {
    // The stair's glass door seen from the terrace, its frame open onto the deck.
    block(g, wall, 3, 3, 3, 5.5, 0, 3.5, 0.02);
    block(g, F.metal.black(), 1.2, 2.4, 0.06, 5.5, 0, 1.98, 0.01);
    block(g, F.glass('#cfe2e2', 0.3), 1.1, 2.3, 0.02, 5.5, 0.05, 1.94, 0.003);
    F.plant(g, 4.3, 1.6, { h: 1.3, kind: 'olive', r });
  }
  if (!o.planters) for (let i = 0; i < 2; i++) F.plant(g, -W / 2 + 0.6 + i * 0.7, -D / 2 + 0.7, { h: 1.4, kind: r.pick(['olive', 'palm'] as const), r });
  // Evening lamps along the wall.
  if (on > 0.3) for (const x of [-6, -1, 4]) {
    const l = new THREE.PointLight('#ffcc8a', on * 5, 8, 2);
    l.position.set(x, 2.4, D / 2 - 0.3);
    st.scene.add(l);
    mesh(rbox(0.12, 0.3, 0.08, 0.02), new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffd9a0').multiplyScalar(2) }), x, 2.4, D / 2 - 0.02, g, false);
  }
  aimSun(st, new THREE.Vector3(0, 1, 0), 14, 80);
  st.ao = 0.8;
  const look = o.look ?? 'out';
  if (look === 'along') camera(st, [W / 2 - 1, 1.5, D / 2 - 1], [-W / 2, 0.8, -D / 2 + 2], 64);
  else if (look === 'corner') camera(st, [-W / 2 + 1, 1.6, D / 2 - 1], [W / 4, 0.8, -D / 2], 64);
  else camera(st, [r.range(-1, 1), 1.55, D / 2 - 0.8], [r.range(-2, 2), 0.8, -D / 2], 62);
}
