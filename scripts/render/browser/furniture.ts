// Furniture and fittings, each built from bevelled boxes, turned profiles and extrusions, with
// its origin on the floor at its centre and its front towards +z.
import * as THREE from 'three';
import { block, cyl, flat, group, lathe, mat, mesh, rbox, sphere } from './kit.ts';
import { Rng } from './random.ts';
import { deck, grasscloth, heightBands, leather, linen, marble, oak, painting, plaster, travertine } from './textures.ts';

type P = THREE.Object3D;

export const metal = {
  brass: () => flat('#b8924f', 0.32, 1),
  steel: () => flat('#c9cbcc', 0.25, 1),
  black: () => flat('#1d1d1f', 0.45, 0.6),
  chrome: () => flat('#e8e8e8', 0.08, 1),
};

export const glass = (tint = '#dfeeee', opacity = 0.18): THREE.MeshPhysicalMaterial =>
  new THREE.MeshPhysicalMaterial({ color: tint, roughness: 0.02, metalness: 0, transparent: true, opacity, envMapIntensity: 1.6, depthWrite: false, side: THREE.DoubleSide });

/** A mirror's face: polished metal, given the room around it as its reflection when the picture is rendered (see roomMirrors in stage.ts). */
export function mirrorMat(): THREE.MeshStandardMaterial {
  const m = new THREE.MeshStandardMaterial({ color: '#e6ebe9', roughness: 0.03, metalness: 1 });
  m.userData['mirrorsRoom'] = true;
  return m;
}

export function fabric(color: string, tile = 0.3): THREE.MeshStandardMaterial {
  return mat(linen(color), { tile, roughness: 1, normalScale: 0.6 });
}
export const wood = (tone = '#b48a5e', tile = 2): THREE.MeshStandardMaterial => mat(oak(tone), { tile, roughness: 1, normalScale: 0.4 });
export const stone = (base = '#eeebe6', vein = '#8d8c8e', tile = 1.4, seed = 1): THREE.MeshStandardMaterial => mat(marble(base, vein, seed), { tile, roughness: 1, normalScale: 0.2, clearcoat: 0.3 });

/**
 * Linen drapes gathered at one side of a window, from a ceiling track to just above the floor:
 * a panel of irregular deep folds, a little fuller at the hem, its origin at the track's centre.
 * `sheer`: a voile drawn part-way across the glass instead, pale and lit through by the sky.
 */
export function drapes(p: P, x: number, z: number, o: { w: number; h: number; color: string; seed: number; sheer?: THREE.Color }): THREE.Mesh {
  const r = new Rng(`drapes-${o.seed}`);
  const folds = Math.max(3, Math.round(o.w / (o.sheer ? 0.11 : 0.13)));
  const cols = folds * 10;
  const geo = new THREE.PlaneGeometry(o.w, o.h - 0.02, cols, 12);
  // Each fold its own depth and width, so the light does not catch a regular corrugation.
  const depth = Array.from({ length: folds + 1 }, () => r.range(0.55, 1.0));
  const shift = Array.from({ length: folds + 1 }, () => r.range(-0.15, 0.15));
  const pos = geo.attributes.position!;
  for (let i = 0; i < pos.count; i++) {
    const u = (pos.getX(i) / o.w + 0.5) * folds;
    const k = Math.max(0, Math.min(folds, Math.floor(u)));
    const down = 0.5 - pos.getY(i) / (o.h - 0.02);
    const amp = (o.sheer ? 0.025 : 0.045) * depth[k]! * (1 + 0.35 * down);
    pos.setZ(i, amp * Math.sin((u + shift[k]! * down) * Math.PI * 2));
  }
  geo.computeVertexNormals();
  const m = fabric(o.color, 0.25);
  m.side = THREE.DoubleSide;
  if (o.sheer) {
    m.transparent = true;
    m.opacity = 0.62;
    m.depthWrite = false;
    m.emissive = o.sheer;
    m.emissiveIntensity = 0.32;
  }
  return mesh(geo, m, x, (o.h - 0.02) / 2 + 0.02, z, p, !o.sheer);
}

/**
 * A sofa: loose back cushions over low arms, or (tuxedo) a tailored back and arms of one height,
 * its seat raised on tall brass feet.
 */
export function sofa(p: P, x: number, z: number, ry: number, o: { w?: number; color?: string; corner?: number; cushions?: string[]; tuxedo?: boolean; r: Rng }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const w = o.w ?? 2.6;
  const d = 1.0;
  const f = fabric(o.color ?? '#e6dfd2');
  const legs = o.tuxedo ? metal.brass() : metal.black();
  const lift = o.tuxedo ? 0.1 : 0;
  // Plinth, seat cushions, back cushions, arms.
  block(g, f, w, 0.22 - lift * 0.5, d, 0, 0.08 + lift, 0, 0.04);
  for (const lx of [-w / 2 + 0.08, w / 2 - 0.08]) for (const lz of [-d / 2 + 0.08, d / 2 - 0.08]) block(g, legs, 0.04, 0.08 + lift, 0.04, lx, 0, lz, 0.005);
  const n = Math.max(2, Math.round((w - 0.4) / 0.9));
  const cw = (w - 0.4) / n;
  for (let i = 0; i < n; i++) {
    const cx = -w / 2 + 0.2 + cw * (i + 0.5);
    block(g, f, cw - 0.015, 0.17, d - 0.25, cx, 0.3 + lift * 0.5, 0.1, 0.07);
    if (o.tuxedo) continue;
    const back = block(g, f, cw - 0.02, 0.48, 0.22, cx, 0.34, -d / 2 + 0.16, 0.09);
    back.rotation.x = -0.12;
  }
  if (o.tuxedo) {
    // Back and arms in one tailored band, 0.78 m high, piped along the top.
    block(g, f, w, 0.6, 0.2, 0, 0.18, -d / 2 + 0.1, 0.03);
    for (const s of [-1, 1]) block(g, f, 0.2, 0.6, d, s * (w / 2 - 0.1), 0.18, 0, 0.03);
  } else {
    block(g, f, w, 0.45, 0.16, 0, 0.3, -d / 2 + 0.08, 0.05);
    for (const s of [-1, 1]) block(g, f, 0.2, 0.36, d, s * (w / 2 - 0.1), 0.3, 0, 0.07);
  }
  // Throw cushions in two tones.
  const tones = o.cushions ?? ['#b86b4b', '#8b9a86', '#d8c6a6', '#4f5d6b'];
  for (let i = 0; i < 2 + (o.r.chance(0.5) ? 1 : 0); i++) {
    const c = block(g, fabric(o.r.pick(tones)), 0.45, 0.42, 0.14, -w / 2 + 0.45 + i * 0.55 + (i > 1 ? w - 1.7 : 0), 0.44 + lift * 0.5, -d / 2 + 0.32, 0.08);
    c.rotation.x = -0.25;
    c.rotation.z = o.r.range(-0.1, 0.1);
  }
  if (o.corner) {
    // Chaise return along +z on the right side.
    const cl = o.corner;
    block(g, f, 0.95, 0.22, cl, w / 2 - 0.48, 0.08, d / 2 + cl / 2 - 0.02, 0.04);
    block(g, f, 0.88, 0.17, cl - 0.02, w / 2 - 0.5, 0.3, d / 2 + cl / 2 - 0.02, 0.07);
    block(g, f, 0.2, 0.36, cl, w / 2 - 0.1, 0.3, d / 2 + cl / 2, 0.07);
  }
  return g;
}

export function armchair(p: P, x: number, z: number, ry: number, color = '#7a4a2c', kind: 'leather' | 'fabric' = 'leather'): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const m = kind === 'leather' ? mat(leather(color), { tile: 0.5, roughness: 1, normalScale: 0.3, clearcoat: 0.2 }) : fabric(color);
  const w = wood('#6b4a30', 1);
  for (const lx of [-0.32, 0.32]) for (const lz of [-0.3, 0.3]) block(g, w, 0.045, 0.2, 0.045, lx, 0, lz, 0.01);
  block(g, m, 0.78, 0.2, 0.8, 0, 0.2, 0, 0.06);
  block(g, m, 0.66, 0.14, 0.62, 0, 0.38, 0.06, 0.06);
  const back = block(g, m, 0.74, 0.56, 0.18, 0, 0.36, -0.32, 0.08);
  back.rotation.x = -0.18;
  for (const s of [-1, 1]) block(g, m, 0.13, 0.26, 0.74, s * 0.34, 0.38, 0, 0.06);
  return g;
}

export function rug(p: P, x: number, z: number, w: number, d: number, color = '#d6cbb8', ry = 0): THREE.Mesh {
  const m = fabric(color, 0.12);
  const r = mesh(rbox(w, 0.012, d, 0.005, 1), m, x, 0.006, z, p, false);
  r.rotation.y = ry;
  return r;
}

export function coffeeTable(p: P, x: number, z: number, kind: 'marble' | 'oak' | 'travertine' = 'marble', w = 1.2, d = 0.7): THREE.Group {
  const g = group(p, x, 0, z);
  const top = kind === 'oak' ? wood('#8a6440', 1.5) : kind === 'travertine' ? mat(travertine(), { tile: 1.2, roughness: 1 }) : stone('#e9e5df', '#7f7c7c', 1);
  block(g, top, w, 0.05, d, 0, 0.3, 0, 0.02);
  block(g, top, w * 0.6, 0.3, d * 0.5, 0, 0, 0, 0.02);
  // A tray of objects: book stack and a bowl.
  block(g, flat('#2f3a44', 0.8), 0.26, 0.04, 0.2, -w * 0.22, 0.35, 0.05, 0.003);
  block(g, flat('#c9b79a', 0.8), 0.24, 0.03, 0.18, -w * 0.22, 0.39, 0.05, 0.003);
  mesh(lathe([[0.001, 0], [0.05, 0.002], [0.11, 0.05], [0.12, 0.08], [0.115, 0.08], [0.1, 0.05], [0.001, 0.01]]), flat('#e9e4da', 0.4), w * 0.2, 0.35, -0.05, g);
  return g;
}

export function sideTable(p: P, x: number, z: number, h = 0.55): THREE.Group {
  const g = group(p, x, 0, z);
  mesh(cyl(0.22, 0.22, 0.03, 40), wood('#6b4a30', 1), 0, h, 0, g);
  mesh(cyl(0.02, 0.02, h, 12), metal.brass(), 0, h / 2, 0, g);
  mesh(cyl(0.16, 0.16, 0.02, 32), metal.brass(), 0, 0.01, 0, g);
  return g;
}

/** A lamp: shade glowing when lamps are on. */
export function floorLamp(p: P, x: number, z: number, on: number, h = 1.6): THREE.Group {
  const g = group(p, x, 0, z);
  mesh(cyl(0.15, 0.17, 0.025, 32), metal.black(), 0, 0.012, 0, g);
  mesh(cyl(0.012, 0.012, h, 10), metal.brass(), 0, h / 2, 0, g);
  const shade = mesh(lathe([[0.16, 0], [0.2, 0.3], [0.195, 0.3], [0.155, 0.002]], 40), new THREE.MeshPhysicalMaterial({ color: '#f3ece0', roughness: 0.9, emissive: '#ffd9a0', emissiveIntensity: on * 1.8, side: THREE.DoubleSide, transmission: 0 }), 0, h - 0.1, 0, g, false);
  shade.castShadow = false;
  if (on > 0) {
    const l = new THREE.PointLight('#ffcf8f', on * 3.5, 6, 2);
    l.position.set(0, h - 0.05, 0);
    g.add(l);
  }
  return g;
}

export function tableLamp(p: P, x: number, y: number, z: number, on: number): THREE.Group {
  const g = group(p, x, y, z);
  mesh(lathe([[0.001, 0], [0.08, 0.005], [0.1, 0.12], [0.06, 0.26], [0.015, 0.3], [0.001, 0.3]]), flat('#d9cfc0', 0.35), 0, 0, 0, g);
  mesh(lathe([[0.13, 0], [0.15, 0.2], [0.147, 0.2], [0.127, 0.002]], 32), new THREE.MeshPhysicalMaterial({ color: '#f1e9dc', roughness: 0.9, emissive: '#ffd39a', emissiveIntensity: on * 1.6, side: THREE.DoubleSide }), 0, 0.28, 0, g, false);
  if (on > 0) {
    const l = new THREE.PointLight('#ffcf8f', on * 1.6, 4, 2);
    l.position.set(0, 0.36, 0);
    g.add(l);
  }
  return g;
}

/**
 * A pendant hanging from the ceiling at height `top`: a globe of blown glass, a dome of black
 * metal, brass or glazed terracotta, a drum of linen, or a bell of woven rattan.
 */
export type PendantKind = 'globe' | 'dome' | 'drum' | 'woven' | 'terracotta' | 'brass';
export function pendant(p: P, x: number, z: number, top: number, drop: number, on: number, kind: PendantKind = 'globe', size = 0.22): THREE.Group {
  const g = group(p, x, top, z);
  mesh(cyl(0.004, 0.004, drop, 6), metal.black(), 0, -drop / 2, 0, g, false);
  const glow = Math.max(on, 0.05);
  /** The bare bulb inside a shade, `below` the drop. */
  const bulb = (below: number) => mesh(sphere(0.05), new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffe2b8').multiplyScalar(1 + on * 4) }), 0, -drop - below, 0, g, false);
  if (kind === 'globe') {
    const m = new THREE.MeshPhysicalMaterial({ color: '#f4efe6', roughness: 0.15, transmission: 0, transparent: true, opacity: 0.85, emissive: '#ffdcae', emissiveIntensity: glow * 2.2 });
    mesh(sphere(size, 32, 20), m, 0, -drop - size, 0, g, false);
  } else if (kind === 'dome' || kind === 'brass' || kind === 'terracotta') {
    const shell =
      kind === 'brass'
        ? new THREE.MeshPhysicalMaterial({ color: '#b8924f', roughness: 0.28, metalness: 1, side: THREE.DoubleSide })
        : kind === 'terracotta'
          ? new THREE.MeshPhysicalMaterial({ color: '#b4623d', roughness: 0.55, clearcoat: 0.6, clearcoatRoughness: 0.3, side: THREE.DoubleSide })
          : new THREE.MeshPhysicalMaterial({ color: '#1e1e1e', roughness: 0.4, metalness: 0.5, side: THREE.DoubleSide });
    // The terracotta bell is deeper and rounder than the spun metal domes.
    const deep = kind === 'terracotta' ? 1.1 : 0.7;
    mesh(lathe([[0.02, 0], [size * 0.5, -0.02], [size * (kind === 'terracotta' ? 0.8 : 1), -size * deep * 0.6], [size, -size * deep], [size * 0.98, -size * deep], [size * 0.48, -0.03], [0.02, -0.012]], 40), shell, 0, -drop, 0, g, false);
    bulb(size * deep * 0.7);
  } else if (kind === 'woven') {
    // Rattan woven into an open bell: the light glows through its weave.
    const weave = mat(grasscloth('#b9935c', 31), { tile: 0.25, roughness: 1, normalScale: 0.8 });
    weave.side = THREE.DoubleSide;
    weave.emissive = new THREE.Color('#ffcf8f');
    weave.emissiveIntensity = glow * 0.35;
    mesh(lathe([[0.03, 0], [size * 0.55, -size * 0.12], [size * 0.9, -size * 0.45], [size, -size * 0.8], [size * 0.99, -size * 0.8], [size * 0.89, -size * 0.45], [size * 0.54, -size * 0.12], [0.03, -0.01]], 48), weave, 0, -drop, 0, g, false);
    bulb(size * 0.5);
  } else {
    mesh(lathe([[size, 0], [size, -size * 0.8], [size - 0.003, -size * 0.8], [size - 0.003, 0]], 48), new THREE.MeshPhysicalMaterial({ color: '#efe6d6', roughness: 0.9, emissive: '#ffd7a0', emissiveIntensity: glow * 1.4, side: THREE.DoubleSide }), 0, -drop, 0, g, false);
  }
  if (on > 0) {
    const l = new THREE.PointLight('#ffd3a0', on * 4, 7, 2);
    l.position.set(0, -drop - size * 1.2, 0);
    g.add(l);
  }
  return g;
}

export function bed(p: P, x: number, z: number, ry: number, o: { w?: number; linen?: string; throw?: string; head?: 'tufted' | 'oak' | 'linen'; headColor?: string; pillows?: string[]; r: Rng }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const w = o.w ?? 1.8;
  const l = 2.1;
  const base = fabric('#cfc6b8');
  block(g, base, w + 0.06, 0.3, l, 0, 0.05, 0, 0.03);
  block(g, fabric('#f6f3ee', 0.3), w, 0.22, l - 0.06, 0, 0.34, 0.02, 0.06);
  // Duvet drapes over the sides, folded back at the top.
  const sheet = fabric(o.linen ?? '#f2efe9', 0.25);
  block(g, sheet, w + 0.12, 0.12, l - 0.5, 0, 0.46, 0.25, 0.06);
  block(g, sheet, w + 0.1, 0.35, 0.05, 0, 0.2, l / 2 - 0.02, 0.025);
  for (const s of [-1, 1]) block(g, sheet, 0.05, 0.3, l - 0.5, s * (w / 2 + 0.05), 0.24, 0.25, 0.025);
  block(g, sheet, w + 0.1, 0.05, 0.3, 0, 0.55, -0.52, 0.03);
  // Throw across the foot.
  block(g, fabric(o.throw ?? '#b98a68', 0.15), w + 0.16, 0.04, 0.55, 0, 0.56, l / 2 - 0.4, 0.02);
  // Pillows: two sleeping, two decorative.
  for (const s of [-1, 1]) {
    const pl = block(g, fabric('#faf8f4'), w / 2 - 0.08, 0.16, 0.5, s * (w / 4), 0.58, -l / 2 + 0.35, 0.08);
    pl.rotation.x = -0.35;
    const d = block(g, fabric(o.r.pick(o.pillows ?? ['#c7b299', '#9aa79a', '#d2c2ad', '#a9b4bd'])), 0.45, 0.4, 0.13, s * 0.32, 0.58, -l / 2 + 0.55, 0.07);
    d.rotation.x = -0.3;
  }
  // Headboard.
  const hw = w + 0.4;
  if (o.head === 'oak') block(g, wood(o.headColor ?? '#8c6a48', 1.5), hw, 1.1, 0.08, 0, 0, -l / 2 - 0.04, 0.01);
  else if (o.head === 'tufted') {
    const f = fabric(o.headColor ?? '#d9cfc2', 0.3);
    const n = 7;
    for (let i = 0; i < n; i++) block(g, f, hw / n - 0.01, 1.05, 0.12, -hw / 2 + (hw / n) * (i + 0.5), 0.12, -l / 2 - 0.05, 0.05);
  } else block(g, fabric(o.headColor ?? '#d8d0c3', 0.3), hw, 1.0, 0.1, 0, 0.1, -l / 2 - 0.05, 0.04);
  return g;
}

export function nightstand(p: P, x: number, z: number, ry: number, on: number): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const w = wood('#8c6a48', 1);
  block(g, w, 0.5, 0.42, 0.4, 0, 0.12, 0, 0.01);
  block(g, metal.black(), 0.03, 0.12, 0.03, -0.2, 0, 0.15, 0.005);
  block(g, metal.black(), 0.03, 0.12, 0.03, 0.2, 0, 0.15, 0.005);
  block(g, metal.black(), 0.03, 0.12, 0.03, -0.2, 0, -0.15, 0.005);
  block(g, metal.black(), 0.03, 0.12, 0.03, 0.2, 0, -0.15, 0.005);
  block(g, metal.brass(), 0.12, 0.012, 0.01, 0, 0.4, 0.205, 0.003);
  tableLamp(g, -0.08, 0.54, -0.05, on);
  block(g, flat('#3c4a55', 0.8), 0.18, 0.03, 0.24, 0.12, 0.54, 0.04, 0.003);
  return g;
}

export function chair(p: P, x: number, z: number, ry: number, seat: THREE.Material, frame: THREE.Material): THREE.Group {
  const g = group(p, x, 0, z, ry);
  for (const lx of [-0.2, 0.2]) for (const lz of [-0.2, 0.2]) {
    const leg = block(g, frame, 0.035, 0.46, 0.035, lx, 0, lz, 0.008);
    leg.rotation.z = lx * 0.08;
  }
  block(g, seat, 0.48, 0.07, 0.48, 0, 0.44, 0, 0.03);
  const back = block(g, seat, 0.46, 0.42, 0.06, 0, 0.5, -0.23, 0.03);
  back.rotation.x = -0.12;
  return g;
}

export function diningTable(p: P, x: number, z: number, ry: number, o: { l?: number; w?: number; seats: number; top: THREE.Material; seat?: string; r: Rng }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const l = o.l ?? 2.4;
  const w = o.w ?? 1.0;
  block(g, o.top, l, 0.06, w, 0, 0.7, 0, 0.012);
  for (const s of [-1, 1]) block(g, o.top, 0.09, 0.7, w * 0.75, s * (l / 2 - 0.3), 0, 0, 0.01);
  block(g, o.top, l - 0.6, 0.06, 0.08, 0, 0.6, 0, 0.01);
  const seat = fabric(o.seat ?? '#cbbfae');
  const frame = wood('#5b4030', 1);
  const per = Math.floor(o.seats / 2);
  for (let i = 0; i < per; i++) {
    const cx = -l / 2 + (l / per) * (i + 0.5);
    chair(g, cx + o.r.range(-0.03, 0.03), -w / 2 - 0.28 + o.r.range(-0.04, 0.04), 0, seat, frame);
    chair(g, cx + o.r.range(-0.03, 0.03), w / 2 + 0.28 + o.r.range(-0.04, 0.04), Math.PI, seat, frame);
  }
  if (o.seats % 2 === 0 && o.seats > 6) {
    chair(g, -l / 2 - 0.35, 0, Math.PI / 2, seat, frame);
    chair(g, l / 2 + 0.35, 0, -Math.PI / 2, seat, frame);
  }
  // Table setting: a vase with branches and a bowl.
  mesh(lathe([[0.001, 0], [0.07, 0.005], [0.09, 0.1], [0.05, 0.22], [0.035, 0.3], [0.001, 0.3]]), flat('#e6ded0', 0.3), 0.1, 0.73, 0, g);
  for (let i = 0; i < 5; i++) {
    const b = mesh(cyl(0.004, 0.006, 0.55, 5), flat('#4d4a36', 0.9), 0.1 + o.r.range(-0.08, 0.08), 1.22, o.r.range(-0.08, 0.08), g, false);
    b.rotation.set(o.r.range(-0.3, 0.3), 0, o.r.range(-0.3, 0.3));
    mesh(sphere(0.07, 10, 8), flat('#6f7a4a', 0.9), b.position.x + o.r.range(-0.1, 0.1), 1.48, b.position.z, g, false);
  }
  mesh(lathe([[0.001, 0], [0.12, 0.01], [0.2, 0.08], [0.19, 0.08], [0.11, 0.015], [0.001, 0.012]]), flat('#30343a', 0.4), -l * 0.25, 0.73, 0.05, g);
  return g;
}

/** A run of cabinets along x, its back against z = -d/2; worktop at 0.9 m; optional wall units. */
export function kitchenRun(p: P, x: number, z: number, ry: number, o: { l: number; fronts: string; top: THREE.Material; sink?: boolean; hob?: boolean; tall?: number; wall?: boolean; on: number; r: Rng }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const lac = new THREE.MeshPhysicalMaterial({ color: o.fronts, roughness: 0.42, clearcoat: 0.2, clearcoatRoughness: 0.5 });
  const plinth = flat('#2a2a2a', 0.7);
  const d = 0.62;
  block(g, plinth, o.l, 0.1, d - 0.06, 0, 0, -0.03, 0.002);
  const n = Math.round(o.l / 0.6);
  const dw = o.l / n;
  for (let i = 0; i < n; i++) {
    const cx = -o.l / 2 + dw * (i + 0.5);
    block(g, lac, dw - 0.006, 0.37, d - 0.02, cx, 0.1, 0, 0.004);
    block(g, lac, dw - 0.006, 0.37, d - 0.02, cx, 0.48, 0, 0.004);
  }
  block(g, o.top, o.l + 0.02, 0.04, d + 0.03, 0, 0.86, 0.015, 0.004);
  // Splashback in the same stone.
  block(g, o.top, o.l, 0.6, 0.02, 0, 0.9, -d / 2 + 0.01, 0.002);
  if (o.sink) {
    block(g, flat('#2b2b2b', 0.3, 0.5), 0.6, 0.01, 0.42, -o.l * 0.2, 0.899, 0.02, 0.01);
    const tap = group(g, -o.l * 0.2, 0.9, -0.22);
    mesh(cyl(0.018, 0.02, 0.3, 16), metal.brass(), 0, 0.15, 0, tap);
    const spout = mesh(worldTorus(0.12, 0.012), metal.brass(), 0, 0.3, 0.12, tap);
    spout.rotation.y = Math.PI / 2;
  }
  if (o.hob) {
    block(g, flat('#111111', 0.08, 0.1, { clearcoat: 1 }), 0.78, 0.006, 0.5, o.l * 0.22, 0.9, 0.02, 0.005);
  }
  if (o.wall) {
    for (let i = 0; i < n; i++) {
      const cx = -o.l / 2 + dw * (i + 0.5);
      if (o.hob && Math.abs(cx - o.l * 0.22) < 0.5) continue;
      block(g, lac, dw - 0.006, 0.72, 0.36, cx, 1.5, -d / 2 + 0.18, 0.004);
    }
    // Open shelf with ceramics.
    block(g, wood('#8b6a48', 1), 1.2, 0.04, 0.26, o.l * 0.22, 1.55, -d / 2 + 0.13, 0.005);
    for (let i = 0; i < 5; i++) mesh(lathe([[0.001, 0], [0.05, 0.003], [0.07, 0.06], [0.06, o.r.range(0.12, 0.24)], [0.001, 0.2]]), flat(o.r.pick(['#e9e4da', '#c4b7a4', '#7e8a80', '#2f3336']), 0.35), o.l * 0.22 - 0.5 + i * 0.24, 1.59, -d / 2 + 0.13, g);
    const led = new THREE.RectAreaLight('#fff0d8', 4 * (0.3 + o.on), o.l, 0.05);
    led.position.set(0, 1.48, -d / 2 + 0.2);
    led.lookAt(0, 0, -d / 2 + 0.25);
    g.add(led);
  }
  if (o.tall) {
    // Tall columns with built-in ovens (dark glass) at the right end.
    for (let i = 0; i < o.tall; i++) {
      const cx = o.l / 2 + 0.3 + i * 0.6;
      block(g, lac, 0.594, 2.3, d, cx, 0.1, 0, 0.004);
      if (i === 0) {
        block(g, flat('#141414', 0.05, 0.2, { clearcoat: 1 }), 0.56, 0.58, 0.01, cx, 0.95, d / 2 + 0.004, 0.004);
        block(g, flat('#141414', 0.05, 0.2, { clearcoat: 1 }), 0.56, 0.44, 0.01, cx, 1.6, d / 2 + 0.004, 0.004);
        block(g, metal.steel(), 0.5, 0.015, 0.02, cx, 1.48, d / 2 + 0.02, 0.004);
      }
    }
  }
  return g;
}

function worldTorus(r: number, t: number): THREE.BufferGeometry {
  return new THREE.TorusGeometry(r, t, 10, 24, Math.PI);
}

/** Bar stools: black steel or brass on a round foot with a leather seat, or oak on four legs with a seat of oak or of rush. */
export type StoolKind = 'black' | 'brass' | 'oak' | 'rush';

export function island(p: P, x: number, z: number, ry: number, o: { l: number; w?: number; top: THREE.Material; base: THREE.Material; stools: number; stool?: StoolKind; sink?: boolean }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const w = o.w ?? 1.0;
  block(g, o.base, o.l - 0.1, 0.86, w - 0.3, 0, 0, -0.1, 0.004);
  block(g, o.top, o.l, 0.05, w, 0, 0.86, 0, 0.006);
  for (const s of [-1, 1]) block(g, o.top, 0.05, 0.86, w, s * (o.l / 2 - 0.025), 0, 0, 0.004);
  if (o.sink) {
    block(g, flat('#2b2b2b', 0.3, 0.5), 0.5, 0.01, 0.38, 0.3, 0.909, -0.15, 0.01);
    mesh(cyl(0.016, 0.018, 0.32, 16), metal.brass(), 0.3, 1.07, -0.38, g);
  }
  const kind = o.stool ?? 'black';
  for (let i = 0; i < o.stools; i++) {
    const sx = -o.l / 2 + (o.l / o.stools) * (i + 0.5);
    const s = group(g, sx, 0, w / 2 + 0.3);
    if (kind === 'black' || kind === 'brass') {
      const frame = kind === 'brass' ? metal.brass() : metal.black();
      const seat = mat(leather(kind === 'brass' ? '#8a5632' : '#5a3b28'), { tile: 0.4, roughness: 1 });
      mesh(cyl(0.2, 0.2, 0.015, 32), frame, 0, 0.008, 0, s);
      mesh(cyl(0.022, 0.022, 0.65, 12), frame, 0, 0.33, 0, s);
      mesh(cyl(0.19, 0.17, 0.08, 32), seat, 0, 0.68, 0, s);
      mesh(worldTorusRing(0.17, 0.01), frame, 0, 0.3, 0, s).rotation.x = Math.PI / 2;
      continue;
    }
    // Four splayed oak legs joined by stretchers, a square seat of oak or of woven rush.
    const oakM = wood('#a27a4e', 1);
    for (const [lx, lz] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
      const leg = block(s, oakM, 0.04, 0.74, 0.04, lx * 0.15, 0, lz * 0.15, 0.008);
      leg.rotation.set(lz * 0.06, 0, -lx * 0.06);
    }
    for (const h of [0.22, 0.48]) {
      block(s, oakM, 0.3, 0.025, 0.025, 0, h, 0.15, 0.005);
      block(s, oakM, 0.3, 0.025, 0.025, 0, h, -0.15, 0.005);
      block(s, oakM, 0.025, 0.025, 0.3, 0.15, h + 0.05, 0, 0.005);
      block(s, oakM, 0.025, 0.025, 0.3, -0.15, h + 0.05, 0, 0.005);
    }
    const seat = kind === 'rush' ? mat(grasscloth('#c4a56c', 33), { tile: 0.2, roughness: 1, normalScale: 1 }) : oakM;
    block(s, seat, 0.38, 0.05, 0.38, 0, 0.73, 0, 0.015);
  }
  // A bowl of lemons.
  mesh(lathe([[0.001, 0], [0.1, 0.01], [0.17, 0.07], [0.16, 0.07], [0.09, 0.015], [0.001, 0.015]]), flat('#e8e1d6', 0.3), -o.l * 0.25, 0.91, 0, g);
  for (let i = 0; i < 5; i++) mesh(sphere(0.04, 12, 10), flat('#e9c43b', 0.5), -o.l * 0.25 + Math.cos(i * 1.3) * 0.07, 0.97 + (i === 4 ? 0.04 : 0), Math.sin(i * 1.3) * 0.07, g);
  return g;
}

function worldTorusRing(r: number, t: number): THREE.BufferGeometry {
  return new THREE.TorusGeometry(r, t, 8, 32);
}

/** A freestanding oval bathtub (carved stone or white). */
export function bathtub(p: P, x: number, z: number, ry: number, m: THREE.Material): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const prof: [number, number][] = [[0.001, 0], [0.26, 0], [0.33, 0.05], [0.37, 0.3], [0.39, 0.56], [0.4, 0.58], [0.36, 0.58], [0.34, 0.5], [0.3, 0.3], [0.24, 0.14], [0.001, 0.12]];
  const tub = mesh(lathe(prof, 64), m, 0, 0, 0, g);
  tub.scale.set(2.1, 1, 1);
  // Floor-standing mixer.
  const t = group(g, 0.95, 0, 0);
  mesh(cyl(0.02, 0.02, 0.95, 16), metal.brass(), 0, 0.475, 0, t);
  mesh(worldTorus(0.09, 0.014), metal.brass(), -0.09, 0.95, 0, t).rotation.z = 0;
  // Towel and tray.
  block(g, fabric('#efe7da', 0.15), 0.5, 0.06, 0.3, 0.55, 0.58, 0.3, 0.02).rotation.y = 0.3;
  return g;
}

export type MirrorKind = 'round' | 'rect' | 'arch';

/** A mirror over each basin, or one across the vanity ('rect'); its face at -z + 0.24 of the vanity. */
function vanityMirrors(g: THREE.Group, o: { l: number; on: number; mirror: MirrorKind; frame: THREE.Material }, xs: number[]): void {
  if (o.mirror === 'rect') {
    // One wide mirror over the whole top, in a thin frame of the vanity's wood.
    const w = o.l - 0.1, h = 0.85, y = 1.62;
    block(g, o.frame, w + 0.05, h + 0.05, 0.025, 0, y - (h + 0.05) / 2, -0.262, 0.004);
    mesh(new THREE.PlaneGeometry(w, h), mirrorMat(), 0, y, -0.247, g, false);
    return;
  }
  for (const bx of xs) {
    if (o.mirror === 'round') {
      // Backlit round mirror.
      const mm = mesh(cyl(0.34, 0.34, 0.02, 64), mirrorMat(), bx, 1.65, -0.24, g, false);
      mm.rotation.x = Math.PI / 2;
      const halo = mesh(new THREE.RingGeometry(0.34, 0.4, 64), new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffe6c2').multiplyScalar(0.8 + o.on * 2), transparent: true, opacity: 0.55 }), bx, 1.65, -0.255, g, false);
      halo.castShadow = false;
    } else {
      // Arched mirror: straight sides, a round head, a thin frame behind it.
      const arch = (w: number, h: number) => {
        const s = new THREE.Shape();
        s.moveTo(-w / 2, 0);
        s.lineTo(w / 2, 0);
        s.lineTo(w / 2, h - w / 2);
        s.absarc(0, h - w / 2, w / 2, 0, Math.PI, false);
        s.lineTo(-w / 2, 0);
        return new THREE.ShapeGeometry(s, 32);
      };
      const y = 1.22;
      mesh(arch(0.56, 0.9), o.frame, bx, y - 0.025, -0.255, g, false);
      mesh(arch(0.5, 0.87), mirrorMat(), bx, y, -0.245, g, false);
    }
  }
}

export function vanity(p: P, x: number, z: number, ry: number, o: { l: number; basins: 1 | 2; top: THREE.Material; body: THREE.Material; basinMat?: THREE.Material; on: number; mirror?: MirrorKind | false; taps?: keyof typeof metal }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  block(g, o.body, o.l, 0.42, 0.52, 0, 0.38, 0, 0.006);
  block(g, o.top, o.l + 0.02, 0.03, 0.54, 0, 0.8, 0, 0.004);
  const xs: number[] = [];
  for (let i = 0; i < o.basins; i++) {
    const bx = o.basins === 1 ? 0 : (i === 0 ? -1 : 1) * o.l * 0.25;
    xs.push(bx);
    mesh(lathe([[0.001, 0], [0.12, 0.005], [0.2, 0.06], [0.21, 0.13], [0.2, 0.13], [0.19, 0.07], [0.11, 0.02], [0.001, 0.02]], 48), o.basinMat ?? flat('#f4f2ee', 0.15), bx, 0.83, 0.04, g);
    const tap = group(g, bx, 1.18, -0.25);
    const tapMat = metal[o.taps ?? 'brass']();
    mesh(cyl(0.012, 0.012, 0.18, 12), tapMat, 0, 0, 0.09, tap).rotation.x = Math.PI / 2;
    mesh(cyl(0.03, 0.03, 0.02, 20), tapMat, 0, 0, 0.005, tap).rotation.x = Math.PI / 2;
  }
  if (o.mirror !== false) vanityMirrors(g, { ...o, mirror: o.mirror ?? 'round', frame: o.body }, xs);
  // Soap, a folded towel, a small vase.
  block(g, fabric('#f2ece2', 0.15), 0.3, 0.08, 0.22, o.l / 2 - 0.25, 0.83, 0.05, 0.02);
  mesh(lathe([[0.001, 0], [0.035, 0.002], [0.04, 0.08], [0.015, 0.16], [0.001, 0.16]]), flat('#7a6e5e', 0.3), -o.l / 2 + 0.15, 0.83, -0.1, g);
  return g;
}

export function showerGlass(p: P, x: number, z: number, ry: number, w: number, h = 2.1): THREE.Group {
  const g = group(p, x, 0, z, ry);
  mesh(rbox(w, h, 0.01, 0.003), glass('#e4f1f0', 0.14), 0, h / 2 + 0.02, 0, g, false);
  block(g, metal.black(), 0.02, h, 0.03, -w / 2, 0.02, 0, 0.003);
  block(g, metal.black(), w, 0.02, 0.02, 0, h + 0.02, 0, 0.003);
  return g;
}

export function rainShower(p: P, x: number, y: number, z: number): void {
  const g = group(p, x, y, z);
  mesh(cyl(0.15, 0.15, 0.012, 40), metal.brass(), 0, 0, 0.4, g);
  block(g, metal.brass(), 0.02, 0.02, 0.4, 0, 0, 0.2, 0.005);
  const m = group(p, x, 1.1, z);
  mesh(cyl(0.035, 0.035, 0.02, 24), metal.brass(), 0, 0, 0.01, m).rotation.x = Math.PI / 2;
}

/** A towel rail on a wall (its back at -z): one bar, two towels folded over it side by side. */
export function towelRail(p: P, x: number, z: number, ry: number, taps: keyof typeof metal, towels: [string, string] = ['#f1ede4', '#b9c4cb']): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const y = 1.15;
  mesh(cyl(0.012, 0.012, 0.9, 12), metal[taps](), 0, y, 0.07, g).rotation.z = Math.PI / 2;
  for (const s of [-1, 1]) block(g, metal[taps](), 0.02, 0.02, 0.07, s * 0.44, y - 0.01, 0.035, 0.004);
  towels.forEach((color, i) => {
    const len = 0.6 - i * 0.12;
    for (const dz of [-0.018, 0.018]) block(g, fabric(color, 0.08), 0.38, len, 0.018, (i - 0.5) * 0.42, y - len, 0.07 + dz, 0.008);
  });
  return g;
}

/** A heated towel ladder against a wall (its back at -z), in brushed brass, two towels folded over its bars. */
export function towelLadder(p: P, x: number, z: number, ry: number, towels: [string, string] = ['#a7a78e', '#cdb99c']): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const h = 1.25;
  for (const s of [-1, 1]) block(g, metal.brass(), 0.025, h, 0.025, s * 0.25, 0.35, 0.06, 0.006);
  for (let i = 0; i < 6; i++) mesh(cyl(0.011, 0.011, 0.5, 12), metal.brass(), 0, 0.45 + i * 0.2, 0.06, g).rotation.z = Math.PI / 2;
  // Each towel hangs over a bar: a front and a back fold, a little apart, with a soft edge.
  towels.forEach((color, i) => {
    const y = h - i * 0.4;
    const len = 0.55 - i * 0.1;
    for (const dz of [-0.018, 0.018]) block(g, fabric(color, 0.08), 0.44, len, 0.018, 0, y - len, 0.06 + dz, 0.008);
  });
  return g;
}

/** A slatted teak stool, for the shower or beside the bath. */
export function teakStool(p: P, x: number, z: number, ry = 0): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const teak = mat(oak('#8a5e3a', 7), { tile: 1, roughness: 0.8 });
  for (let i = 0; i < 5; i++) block(g, teak, 0.46, 0.025, 0.06, 0, 0.43, -0.14 + i * 0.07, 0.006);
  for (const sx of [-1, 1]) {
    block(g, teak, 0.04, 0.43, 0.3, sx * 0.19, 0, 0, 0.006);
    block(g, teak, 0.36, 0.04, 0.04, 0, 0.12, 0, 0.006);
  }
  return g;
}

/** Bottles and a soap on a shelf at height y: what stands in a shower's niche. */
export function toiletries(p: P, x: number, y: number, z: number, ry = 0): THREE.Group {
  const g = group(p, x, y, z, ry);
  const bottles: [number, number, string][] = [[-0.2, 0.2, '#f3efe8'], [-0.12, 0.17, '#b98a5a'], [-0.04, 0.22, '#5d5f5a']];
  for (const [bx, bh, color] of bottles) {
    const c = flat(color, 0.25, 0, { clearcoat: 0.5 });
    mesh(cyl(0.03, 0.03, bh, 20), c, bx, bh / 2, 0, g);
    mesh(cyl(0.012, 0.012, 0.04, 12), metal.black(), bx, bh + 0.02, 0, g);
  }
  block(g, flat('#e9e3d6', 0.7), 0.09, 0.03, 0.06, 0.12, 0, 0, 0.012);
  return g;
}

export function toilet(p: P, x: number, z: number, ry: number): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const c = flat('#f5f4f1', 0.1, 0, { clearcoat: 0.6 });
  const bowl = mesh(lathe([[0.001, 0], [0.16, 0], [0.19, 0.25], [0.2, 0.4], [0.001, 0.4]], 40), c, 0, 0.0, 0.05, g);
  bowl.scale.set(1, 1, 1.35);
  block(g, c, 0.4, 0.03, 0.52, 0, 0.4, 0.06, 0.08);
  block(g, flat('#c9c6c0', 0.2, 0.3), 0.26, 0.16, 0.02, 0, 0.95, -0.3, 0.005);
  return g;
}

export function shelves(p: P, x: number, z: number, ry: number, o: { w: number; h: number; r: Rng; m: THREE.Material }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const d = 0.38;
  block(g, o.m, o.w, 0.04, d, 0, 0, 0, 0.004);
  block(g, o.m, o.w, 0.04, d, 0, o.h - 0.04, 0, 0.004);
  for (const s of [-1, 1]) block(g, o.m, 0.04, o.h, d, (s * (o.w - 0.04)) / 2, 0, 0, 0.004);
  block(g, o.m, o.w, o.h, 0.02, 0, 0, -d / 2 + 0.01, 0.002);
  const rows = Math.floor(o.h / 0.4);
  const bays = Math.max(1, Math.round(o.w / 0.9));
  for (let b = 1; b < bays; b++) block(g, o.m, 0.03, o.h, d, -o.w / 2 + (o.w / bays) * b, 0, 0, 0.003);
  const colors = ['#2f3c48', '#7a2f2b', '#c9b48f', '#e9e3d6', '#4b5b4a', '#a5683e', '#1f1f1f', '#d8cdb8', '#566c7c'];
  for (let r = 1; r < rows; r++) {
    const y = (o.h / rows) * r;
    block(g, o.m, o.w - 0.06, 0.03, d - 0.02, 0, y, 0.01, 0.003);
    for (let b = 0; b < bays; b++) {
      const x0 = -o.w / 2 + (o.w / bays) * b + 0.05;
      const x1 = x0 + o.w / bays - 0.1;
      let cx = x0;
      const mode = o.r.int(0, 3);
      if (mode === 0) {
        // A vase and a stack of books lying flat.
        mesh(lathe([[0.001, 0], [0.06, 0.005], [0.08, 0.1], [0.04, o.r.range(0.18, 0.28)], [0.001, 0.2]]), flat(o.r.pick(['#e6dfd1', '#3a3f44', '#b7a186']), 0.3), x0 + 0.15, y + 0.03, 0, g);
        for (let k = 0; k < 3; k++) block(g, flat(o.r.pick(colors), 0.8), 0.28, 0.04, 0.2, x1 - 0.2, y + 0.03 + k * 0.04, 0.02, 0.004);
        continue;
      }
      while (cx < x1 - 0.05) {
        const bw = o.r.range(0.025, 0.05);
        const bh = o.r.range(0.2, 0.31);
        const bk = block(g, flat(o.r.pick(colors), 0.75), bw, bh, o.r.range(0.16, 0.22), cx + bw / 2, y + 0.03, 0.02, 0.003);
        if (o.r.chance(0.06)) bk.rotation.z = 0.2;
        cx += bw + 0.003;
        if (o.r.chance(0.05)) cx += 0.15;
      }
    }
  }
  return g;
}

/** A plant in a pot: many leaves (instanced) on a few stems. kind: fig (large leaves), olive, or palm. */
export type PlantKind = 'fig' | 'olive' | 'palm';

export function plant(p: P, x: number, z: number, o: { h: number; kind: PlantKind; r: Rng; pot?: string }): THREE.Group {
  const g = group(p, x, 0, z);
  const pr = o.kind === 'olive' ? 0.3 : 0.22;
  mesh(lathe([[0.001, 0], [pr * 0.75, 0], [pr, pr * 1.6], [pr * 0.95, pr * 1.6], [0.001, pr * 1.5]], 40), flat(o.pot ?? '#d8cfc2', 0.8), 0, 0, 0, g);
  const top = pr * 1.5;
  const trunk = new THREE.MeshStandardMaterial({ color: o.kind === 'olive' ? '#6d655a' : '#5a4a38', roughness: 1 });
  const leaf = new THREE.MeshStandardMaterial({ color: o.kind === 'olive' ? '#7d8b66' : o.kind === 'palm' ? '#4f7a3c' : '#3f6b35', roughness: 0.6, side: THREE.DoubleSide });
  // An olive leaf is a narrow lens, pointed at both ends (a strip of card reads as confetti).
  const lens = new THREE.Shape().moveTo(0, -0.045).quadraticCurveTo(0.018, 0, 0, 0.045).quadraticCurveTo(-0.018, 0, 0, -0.045);
  const leafGeo = o.kind === 'fig' ? new THREE.CircleGeometry(0.11, 10) : o.kind === 'olive' ? new THREE.ShapeGeometry(lens, 3) : new THREE.PlaneGeometry(0.05, 0.5);
  const count = o.kind === 'olive' ? 2600 : o.kind === 'palm' ? 160 : 120;
  const inst = new THREE.InstancedMesh(leafGeo, leaf, count);
  inst.castShadow = true;
  inst.receiveShadow = true;
  const m4 = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const e = new THREE.Euler();
  const stems = o.kind === 'olive' ? 4 : 3;
  const crowns: THREE.Vector3[] = [];
  for (let s = 0; s < stems; s++) {
    const a = (s / stems) * Math.PI * 2 + o.r.range(0, 1);
    const lean = o.kind === 'olive' ? 0.35 : 0.2;
    const end = new THREE.Vector3(Math.cos(a) * o.h * lean * 0.5, top + o.h * o.r.range(0.6, 0.9), Math.sin(a) * o.h * lean * 0.5);
    const mid = end.clone().multiplyScalar(0.5).setY(top + (end.y - top) * 0.5);
    const curve = new THREE.QuadraticBezierCurve3(new THREE.Vector3(0, top, 0), mid, end);
    const t = mesh(new THREE.TubeGeometry(curve, 8, o.kind === 'olive' ? 0.035 : 0.015, 6), trunk, 0, 0, 0, g);
    t.castShadow = true;
    crowns.push(end);
  }
  for (let i = 0; i < count; i++) {
    const c = crowns[i % crowns.length]!;
    const rad = o.kind === 'olive' ? o.h * 0.28 : o.kind === 'palm' ? 0.05 : o.h * 0.22;
    const v = new THREE.Vector3(o.r.range(-1, 1), o.r.range(-0.7, 0.9), o.r.range(-1, 1)).normalize().multiplyScalar(rad * Math.cbrt(o.r.next()));
    e.set(o.r.range(-1.5, 1.5), o.r.range(0, Math.PI * 2), o.r.range(-1, 1));
    if (o.kind === 'palm') {
      const a = o.r.range(0, Math.PI * 2);
      v.set(Math.cos(a) * 0.25, o.r.range(-0.1, 0.15), Math.sin(a) * 0.25);
      e.set(Math.PI / 2 - o.r.range(0.2, 0.9), -a + Math.PI / 2, 0, 'YXZ');
    }
    q.setFromEuler(e);
    m4.compose(c.clone().add(v), q, new THREE.Vector3(1, 1, 1).multiplyScalar(o.r.range(0.8, 1.25)));
    inst.setMatrixAt(i, m4);
  }
  g.add(inst);
  return g;
}

export function artwork(p: P, x: number, y: number, z: number, ry: number, w: number, h: number, seed: number): THREE.Group {
  const g = group(p, x, y, z, ry);
  block(g, flat('#1f1c19', 0.5), w + 0.05, h + 0.05, 0.04, 0, -h / 2 - 0.025, 0, 0.004);
  const canvasMat = new THREE.MeshStandardMaterial({ map: painting(seed), roughness: 0.85 });
  const c = mesh(new THREE.PlaneGeometry(w, h), canvasMat, 0, 0, 0.021, g, false);
  c.castShadow = false;
  return g;
}

/** A round mirror in a frame of oak, hung flat on a wall, its face reflecting the room. */
export function roundMirror(p: P, x: number, y: number, z: number, ry: number, radius: number): THREE.Group {
  const g = group(p, x, y, z, ry);
  const frame = mesh(new THREE.TorusGeometry(radius, 0.035, 12, 64), wood('#9a7550', 0.6), 0, 0, 0.03, g);
  frame.castShadow = true;
  mesh(new THREE.CircleGeometry(radius, 64), mirrorMat(), 0, 0, 0.025, g, false);
  return g;
}

export function wardrobe(p: P, x: number, z: number, ry: number, o: { l: number; h: number; m: THREE.Material; on: number; open?: boolean }): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const n = Math.round(o.l / 0.55);
  const dw = o.l / n;
  for (let i = 0; i < n; i++) {
    const cx = -o.l / 2 + dw * (i + 0.5);
    const open = o.open && i % 3 === 1;
    if (open) {
      // An open bay: hanging rail with garments, lit.
      block(g, flat('#efe9df', 0.8), dw, o.h, 0.02, cx, 0, -0.29, 0.002);
      block(g, o.m, dw, 0.03, 0.6, cx, 1.8, 0, 0.003);
      mesh(cyl(0.01, 0.01, dw - 0.04, 8), metal.brass(), cx, 1.72, 0, g).rotation.z = Math.PI / 2;
      const tones = ['#f1ede6', '#2b3440', '#c8b59b', '#6b7a8a', '#e6dccd', '#8a5a44'];
      for (let k = 0; k < 5; k++) block(g, fabric(tones[(i + k) % tones.length]!, 0.2), 0.05, 0.85, 0.45, cx - dw / 2 + 0.08 + k * 0.09, 0.86, 0, 0.02);
      const l = new THREE.RectAreaLight('#ffe7c4', 6 * (0.4 + o.on), dw - 0.05, 0.05);
      l.position.set(cx, 1.78, 0.1);
      l.lookAt(cx, 0, 0.1);
      g.add(l);
      continue;
    }
    block(g, o.m, dw - 0.006, o.h, 0.6, cx, 0, 0, 0.004);
    block(g, metal.brass(), 0.012, 0.5, 0.02, cx + (i % 2 ? -1 : 1) * (dw / 2 - 0.05), 0.8, 0.31, 0.004);
  }
  return g;
}

export function desk(p: P, x: number, z: number, ry: number, on: number, r: Rng): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const w = wood('#8a6440', 1.5);
  block(g, w, 1.5, 0.04, 0.7, 0, 0.72, 0, 0.01);
  for (const s of [-1, 1]) block(g, metal.black(), 0.04, 0.72, 0.6, s * 0.7, 0, 0, 0.005);
  tableLamp(g, -0.55, 0.76, -0.2, on);
  // Closed laptop, notebook, pen.
  block(g, flat('#b9bcc0', 0.3, 0.8), 0.32, 0.016, 0.22, 0.15, 0.76, 0.05, 0.004);
  block(g, flat('#2a3e52', 0.7), 0.15, 0.012, 0.21, -0.2, 0.76, 0.08, 0.003);
  const c = group(g, 0.1, 0, 0.65, Math.PI + r.range(-0.3, 0.3));
  mesh(cyl(0.3, 0.3, 0.02, 5), metal.black(), 0, 0.05, 0, c);
  mesh(cyl(0.025, 0.025, 0.4, 10), metal.black(), 0, 0.25, 0, c);
  block(c, mat(leather('#3b2a20'), { tile: 0.4 }), 0.5, 0.08, 0.48, 0, 0.45, 0, 0.03);
  block(c, mat(leather('#3b2a20'), { tile: 0.4 }), 0.48, 0.5, 0.06, 0, 0.55, -0.24, 0.03).rotation.x = -0.1;
  return g;
}

export function console_(p: P, x: number, z: number, ry: number, on: number): THREE.Group {
  const g = group(p, x, 0, z, ry);
  const walnut = wood('#5d3f2a', 1);
  block(g, walnut, 1.4, 0.05, 0.38, 0, 0.8, 0, 0.01);
  for (const s of [-1, 1]) block(g, walnut, 0.05, 0.8, 0.34, s * 0.65, 0, 0, 0.008);
  block(g, walnut, 1.3, 0.03, 0.34, 0, 0.2, 0, 0.006);
  // Backlit mirror above.
  const mirror = block(g, mirrorMat(), 0.9, 1.2, 0.02, 0, 1.25, -0.17, 0.004);
  mirror.castShadow = false;
  const halo = mesh(rbox(0.98, 1.28, 0.005, 0.001), new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffe0b8').multiplyScalar(0.9 + on * 2) }), 0, 1.85, -0.185, g, false);
  halo.castShadow = false;
  mesh(lathe([[0.001, 0], [0.08, 0.005], [0.11, 0.14], [0.06, 0.3], [0.04, 0.36], [0.001, 0.36]]), flat('#2f2f31', 0.3), -0.45, 0.85, 0, g);
  mesh(lathe([[0.001, 0], [0.12, 0.01], [0.18, 0.06], [0.17, 0.06], [0.11, 0.02], [0.001, 0.02]]), metal.brass(), 0.35, 0.85, 0, g);
  return g;
}

export { deck, plaster };

/**
 * A saloon car, 4.7 m, its front towards -z: one side profile (bonnet, raked windscreen, roof,
 * fastback, boot) extruded across its width, the glasshouse drawn in above the waist; wheels
 * standing out of dark arches; tail lights across the back.
 */
export function car(p: THREE.Object3D, x: number, z: number, ry: number, color: string, kind: 'suv' | 'hatch' | 'saloon' = 'suv'): void {
  const g = group(p, x, 0, z, ry);
  // The same lines drawn shorter for a city hatchback, longer and lower for a saloon.
  const L = kind === 'hatch' ? 0.82 : kind === 'saloon' ? 1.03 : 1;
  const H = kind === 'hatch' ? 0.97 : kind === 'saloon' ? 0.87 : 1;
  const s = new THREE.Shape();
  s.moveTo(-2.35, 0.2);
  s.lineTo(2.3, 0.2);
  s.quadraticCurveTo(2.4, 0.22, 2.4, 0.55);
  s.quadraticCurveTo(2.38, 0.78, 2.05, 0.84);
  s.lineTo(1.0, 0.96);
  s.lineTo(0.2, 1.4);
  s.quadraticCurveTo(-0.5, 1.46, -1.2, 1.42);
  s.lineTo(-2.0, 1.06);
  s.lineTo(-2.3, 1.02);
  s.quadraticCurveTo(-2.42, 0.9, -2.38, 0.55);
  s.lineTo(-2.35, 0.2);
  const width = 1.84;
  const bevel = 0.08;
  const body = new THREE.ExtrudeGeometry(s, { depth: width - 2 * bevel, bevelEnabled: true, bevelThickness: bevel, bevelSize: bevel, bevelSegments: 4, curveSegments: 12 });
  body.translate(0, 0, -(width - 2 * bevel) / 2);
  const pos = body.attributes.position!;
  const uv = body.attributes.uv!;
  // The glasshouse leans in above the waist; the body is a little narrower at the bumpers.
  const narrow = (x: number, y: number): number => 1 - Math.max(0, y - 0.98) * 0.42 - Math.max(0, Math.abs(x) - 2.0) * 0.25;
  // Seen from above, the nose and the tail are curved (set back by ROUND at their corners) and
  // pinched, rather than the flat ends of a profile pushed sideways.
  const ROUND = 0.34;
  const PINCH = 0.07;
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i);
    const y = pos.getY(i);
    const z = pos.getZ(i);
    const end = THREE.MathUtils.smoothstep(Math.abs(x), 1.5, 2.42);
    const across = z / (width / 2);
    pos.setX(i, x - Math.sign(x) * end * ROUND * across * across);
    pos.setZ(i, z * narrow(x, y) * (1 - end * PINCH));
    uv.setXY(i, 0.5, y / 1.5);
  }
  body.computeVertexNormals();
  body.rotateY(Math.PI / 2); // length along z, the bonnet towards -z
  body.scale(1, H, L);
  // Dark cladding along the sills, the glass of the windows, a chrome line under them.
  const bands = heightBands(color, 0, 1.5, 150, [[0, 0.38, '#26292c'], [0.99, 1.37, '#12171b'], [0.98, 0.99, '#d9dde0']]);
  const paint = new THREE.MeshPhysicalMaterial({ map: bands, roughness: 0.3, metalness: 0.5, clearcoat: 1, clearcoatRoughness: 0.05 });
  mesh(body, paint, 0, 0, 0, g);
  const tyre = flat('#161616', 0.8);
  const rim = metal.steel();
  const arch = flat('#0d0e0f', 0.9);
  for (const sx of [-1, 1]) for (const sz of [-1.45 * L, 1.4 * L]) {
    const a = mesh(new THREE.CylinderGeometry(0.4, 0.4, 0.02, 28), arch, sx * 0.93, 0.36, sz, g);
    a.rotation.z = Math.PI / 2;
    const t = mesh(new THREE.CylinderGeometry(0.34, 0.34, 0.24, 28), tyre, sx * 0.86, 0.34, sz, g);
    t.rotation.z = Math.PI / 2;
    const rr = mesh(new THREE.CylinderGeometry(0.22, 0.22, 0.02, 20), rim, sx * 0.985, 0.34, sz, g);
    rr.rotation.z = Math.PI / 2;
  }
  // Tail lights: one red band across the boot lid, lit, following the tail's curve in short
  // pieces; the number plate under it.
  const tail = new THREE.MeshBasicMaterial({ color: '#a3121a' });
  // The tail's half-width at the lights, narrowed and pinched as above.
  const half = (width / 2) * narrow(2.47, 0.86) * (1 - PINCH);
  for (let i = -7; i <= 7; i++) {
    const across = (i / 7) * 0.6;
    const piece = mesh(rbox(0.12, 0.07, 0.04, 0.01), tail, across, 0.86 * H, (2.46 - ROUND * (across / half) ** 2) * L, g, false);
    piece.rotation.y = Math.atan((2 * ROUND * across) / half ** 2);
  }
  mesh(rbox(0.52, 0.11, 0.02, 0.01), flat('#f2f2ee', 0.5), 0, 0.55 * H, 2.47 * L, g, false);
}
