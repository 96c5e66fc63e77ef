// Mediterranean trees at their true scale: umbrella pines, olives, cypresses, palms and citrus.
// Each canopy is a few clumps of leaf cards (a painted cluster of leaves, alpha-tested) around a
// darker core, their normals pointing out of the clump so the foliage shades as a soft volume
// with visible leaf masses rather than as a faceted blob.
import * as THREE from 'three';
import { group, mesh } from './kit.ts';
import { Noise, Rng } from './random.ts';

export type TreeKind = 'pine' | 'olive' | 'cypress' | 'palm' | 'citrus' | 'plane';

const texCache = new Map<string, THREE.Texture>();

/** A cluster of leaves on a transparent ground, pale so vertex colours tint it. */
function leafTexture(kind: 'broad' | 'narrow' | 'needle'): THREE.Texture {
  const hit = texCache.get(kind);
  if (hit) return hit;
  const S = 256;
  const c = document.createElement('canvas');
  c.width = c.height = S;
  const x = c.getContext('2d')!;
  const r = new Rng(`leaves-${kind}`);
  const n = kind === 'needle' ? 90 : kind === 'narrow' ? 260 : 190;
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * S * 0.4;
    const px = S / 2 + Math.cos(a) * d;
    const py = S / 2 + Math.sin(a) * d;
    const t = i / n;
    const v = Math.round(125 + t * 80 + r.range(-15, 15));
    x.fillStyle = `rgb(${v},${v},${v})`;
    x.strokeStyle = x.fillStyle;
    x.save();
    x.translate(px, py);
    x.rotate(r.range(0, Math.PI * 2));
    if (kind === 'needle') {
      // A tuft of needles radiating from a point.
      x.lineWidth = 2;
      for (let k = 0; k < 14; k++) {
        x.rotate(r.range(0.3, 0.6));
        x.beginPath();
        x.moveTo(0, 0);
        x.lineTo(r.range(14, 24), 0);
        x.stroke();
      }
    } else {
      const L = kind === 'narrow' ? r.range(14, 22) : r.range(14, 24);
      const W = kind === 'narrow' ? L * 0.2 : L * 0.42;
      x.beginPath();
      x.ellipse(0, 0, L / 2, W / 2, 0, 0, Math.PI * 2);
      x.fill();
    }
    x.restore();
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 4;
  texCache.set(kind, t);
  return t;
}

/** A palm frond: a rib with leaflets, tapering to the tip (v = 0 base, v = 1 tip). */
function frondTexture(): THREE.Texture {
  const hit = texCache.get('frond');
  if (hit) return hit;
  const W = 128;
  const H = 512;
  const c = document.createElement('canvas');
  c.width = W;
  c.height = H;
  const x = c.getContext('2d')!;
  const r = new Rng('frond');
  x.strokeStyle = 'rgb(235,235,225)';
  x.lineWidth = 4;
  x.beginPath();
  x.moveTo(W / 2, H);
  x.lineTo(W / 2, 0);
  x.stroke();
  for (let y = H - 40; y > 6; y -= 7) {
    const t = 1 - y / H;
    const len = (W / 2 - 4) * Math.sin(Math.min(1, t * 1.4) * Math.PI * 0.75) * r.range(0.85, 1);
    for (const s of [-1, 1]) {
      const v = Math.round(r.range(170, 240));
      x.strokeStyle = `rgb(${v},${v},${v - 10})`;
      x.lineWidth = 3.2;
      x.beginPath();
      x.moveTo(W / 2, y);
      x.quadraticCurveTo(W / 2 + s * len * 0.5, y - 10, W / 2 + s * len, y - 4 + r.range(0, 14));
      x.stroke();
    }
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  texCache.set('frond', t);
  return t;
}

function barkTexture(kind: 'olive' | 'pine' | 'palm'): THREE.Texture {
  const hit = texCache.get(`bark-${kind}`);
  if (hit) return hit;
  const S = 128;
  const c = document.createElement('canvas');
  c.width = c.height = S;
  const x = c.getContext('2d')!;
  const n = new Noise(kind.length * 17);
  const img = x.createImageData(S, S);
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      let v: number;
      if (kind === 'palm') v = 0.55 + 0.35 * Math.pow(Math.abs(Math.sin((j / S) * Math.PI * 8 + n.fbm(i / S, j / S, 4, 2))), 0.5) - n.fbm(i / S, j / S, 16, 2) * 0.2;
      else if (kind === 'pine') v = 0.45 + n.fbm(i / S, j / S, 8, 3) * 0.5 + (n.value((i / S) * 12, (j / S) * 5, 12) > 0.6 ? 0.2 : -0.05);
      else v = 0.55 + n.fbm(i / S, j / S * 0.3, 8, 4) * 0.5 + Math.sin((i / S) * 40 + n.fbm(i / S, j / S, 4, 3) * 12) * 0.08;
      const k = (j * S + i) * 4;
      img.data[k] = img.data[k + 1] = img.data[k + 2] = Math.max(0, Math.min(255, v * 255));
      img.data[k + 3] = 255;
    }
  x.putImageData(img, 0, 0);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  texCache.set(`bark-${kind}`, t);
  return t;
}

/** A double-sided card or blade lit by its given normal on both faces, not a dark back. */
function keepNormalOnBackFaces(fragment: string): string {
  return fragment.replace('#include <normal_fragment_begin>', THREE.ShaderChunk.normal_fragment_begin.replace('normal *= faceDirection;', ''));
}

const matCache = new Map<string, THREE.Material>();
/** Foliage: alpha-tested cards lit by their clump's normals on both faces. */
function foliageMaterial(kind: 'broad' | 'narrow' | 'needle', roughness: number): THREE.MeshStandardMaterial {
  const key = `${kind}${roughness}`;
  const hit = matCache.get(key);
  if (hit) return hit as THREE.MeshStandardMaterial;
  // Named for Cycles (cycles.py), which keeps the clump's normal on back faces too.
  const m = new THREE.MeshStandardMaterial({ name: 'foliage', map: leafTexture(kind), alphaTest: 0.5, side: THREE.DoubleSide, vertexColors: true, roughness, envMapIntensity: 0.6 });
  m.onBeforeCompile = (s) => {
    // Keep the clump's outward normal on back faces too (a leaf card seen from behind is still the outside of the canopy).
    s.fragmentShader = keepNormalOnBackFaces(s.fragmentShader);
    // Leaves scatter the sky's light rather than mirror it: a card seen edge-on would otherwise
    // turn into a pale sliver of sky. A fifth of the reflection keeps their waxy sheen.
    s.fragmentShader = s.fragmentShader.replace('#include <lights_fragment_end>', '#include <lights_fragment_end>\n  reflectedLight.indirectSpecular *= 0.2;');
    // Far away, the texture's smaller mip levels average the leaves with the gaps between them,
    // the alpha falls under the test and whole cards vanish, leaving bare cores: the alpha is
    // raised with the mip level, so a distant canopy keeps its cover (after Ben Golus's
    // "anti-aliased alpha test").
    s.fragmentShader = s.fragmentShader.replace(
      '#include <alphatest_fragment>',
      `{ vec2 texel = vMapUv * vec2(textureSize(map, 0)); float level = max(0.0, 0.5 * log2(max(dot(dFdx(texel), dFdx(texel)), dot(dFdy(texel), dFdy(texel)))));
         diffuseColor.a *= 1.0 + level * 0.25; }
       #include <alphatest_fragment>`,
    );
  };
  m.customProgramCacheKey = () => `foliage-${kind}`;
  matCache.set(key, m);
  return m;
}

interface Clump {
  c: THREE.Vector3;
  r: number;
  sy: number;
}

/**
 * One geometry for all the leaf cards of a canopy, with a colour per card. About `density` cards
 * per clump whatever its size (a card is sized from its clump, so the same count covers a small
 * clump as well as a large one), a few more for a clump drawn out tall.
 */
function canopy(clumps: Clump[], colors: THREE.Color[], scene: Rng, cardScale: number, density: number): THREE.BufferGeometry {
  // A stream of its own, so the foliage's detail can change without moving the rest of the scene.
  const r = new Rng(`canopy-${scene.next()}`);
  const pos: number[] = [];
  const nor: number[] = [];
  const col: number[] = [];
  const uv: number[] = [];
  const idx: number[] = [];
  const centre = new THREE.Vector3();
  for (const k of clumps) centre.add(k.c);
  centre.divideScalar(clumps.length);
  const n = new THREE.Vector3();
  const t = new THREE.Vector3();
  const b = new THREE.Vector3();
  const up = new THREE.Vector3(0, 1, 0);
  for (const k of clumps) {
    const cards = Math.round(density * k.sy ** 0.5);
    for (let i = 0; i < cards; i++) {
      // A point in the clump's shell, denser near the surface.
      n.set(r.range(-1, 1), r.range(-1, 1), r.range(-1, 1));
      if (n.lengthSq() < 1e-4) n.set(0, 1, 0);
      n.normalize();
      const depth = 1 - Math.pow(r.next(), 2) * 0.45;
      const p = new THREE.Vector3(n.x * k.r * depth, n.y * k.r * k.sy * depth, n.z * k.r * depth).add(k.c);
      const s = k.r * cardScale * r.range(0.7, 1.2);
      // A random card orientation, tilted towards the outside.
      const o = new THREE.Vector3(r.range(-1, 1), r.range(-1, 1), r.range(-1, 1)).normalize().lerp(n, 0.5).normalize();
      t.crossVectors(o, Math.abs(o.y) > 0.9 ? new THREE.Vector3(1, 0, 0) : up).normalize();
      b.crossVectors(o, t).normalize();
      const base = pos.length / 3;
      // Light falls off inside and underneath a canopy: darker cards low and deep.
      const below = (p.y - centre.y) / Math.max(1, k.r * 2);
      const shade = THREE.MathUtils.clamp(0.72 + depth * 0.25 + below * 0.25, 0.55, 1.1);
      const cc = colors[Math.floor(r.next() * colors.length)]!.clone().multiplyScalar(shade * r.range(0.9, 1.08));
      // Each card turned a little its own way: leaf masses catch the light unevenly, not as one smooth ball.
      const tilt = new THREE.Vector3(r.range(-1, 1), r.range(-1, 1), r.range(-1, 1)).multiplyScalar(0.45);
      for (const [su, sv] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
        const v = p.clone().addScaledVector(t, (su * s) / 2).addScaledVector(b, (sv * s) / 2);
        pos.push(v.x, v.y, v.z);
        const nn = v.clone().sub(k.c).normalize().lerp(v.clone().sub(centre).normalize(), 0.4).add(new THREE.Vector3(0, 0.35, 0)).add(tilt).normalize();
        nor.push(nn.x, nn.y, nn.z);
        col.push(cc.r, cc.g, cc.b);
        uv.push((su + 1) / 2, (sv + 1) / 2);
      }
      idx.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('normal', new THREE.Float32BufferAttribute(nor, 3));
  g.setAttribute('color', new THREE.Float32BufferAttribute(col, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2));
  g.setIndex(idx);
  return g;
}

/** The dark inside of a canopy, so no sky shows through its heart. */
function cores(g: THREE.Object3D, clumps: Clump[], color: THREE.Color): void {
  const m = new THREE.MeshStandardMaterial({ color: color.clone().multiplyScalar(0.45), roughness: 1 });
  for (const k of clumps) {
    const s = mesh(new THREE.IcosahedronGeometry(k.r * 0.5, 1), m, k.c.x, k.c.y, k.c.z, g);
    s.scale.set(1, k.sy, 1);
  }
}

function limb(g: THREE.Object3D, m: THREE.Material, from: THREE.Vector3, to: THREE.Vector3, r0: number, r1: number, bend: THREE.Vector3): void {
  const mid = from.clone().lerp(to, 0.5).add(bend);
  const curve = new THREE.QuadraticBezierCurve3(from, mid, to);
  const geo = new THREE.TubeGeometry(curve, 8, 1, 7);
  // Taper the tube from r0 to r1.
  const p = geo.attributes.position!;
  const pts = curve.getSpacedPoints(8);
  for (let i = 0; i < p.count; i++) {
    const seg = Math.floor(i / 8);
    const u = Math.min(1, seg / 8);
    const c = pts[Math.min(8, seg)]!;
    const v = new THREE.Vector3().fromBufferAttribute(p, i).sub(c);
    v.multiplyScalar(r0 + (r1 - r0) * u).add(c);
    p.setXYZ(i, v.x, v.y, v.z);
  }
  geo.computeVertexNormals();
  mesh(geo, m, 0, 0, 0, g);
}

const palette = (hexes: string[]): THREE.Color[] => hexes.map((h) => new THREE.Color(h));

/**
 * A tree `size` metres tall, its foot at (x, y, z). `far`: seen from hundreds of metres, where a
 * frond's leaflets, averaged into its texture's smallest sizes, would fall under the alpha cut and
 * leave a bare trunk.
 */
export function tree(parent: THREE.Object3D, x: number, y: number, z: number, kind: TreeKind, size: number, r: Rng, far = false): THREE.Group {
  const g = group(parent, x, y, z, r.range(0, 6.28));
  const H = size;
  if (kind === 'palm') {
    const trunk = new THREE.MeshStandardMaterial({ map: barkTexture('palm'), color: '#9c8c74', roughness: 1 });
    const top = new THREE.Vector3(r.range(-0.12, 0.12) * H, H, r.range(-0.08, 0.08) * H);
    limb(g, trunk, new THREE.Vector3(0, 0, 0), top, H * 0.045, H * 0.036, new THREE.Vector3(top.x * 0.4 + H * 0.04, 0, 0));
    // A knob of old frond bases under the crown.
    mesh(new THREE.SphereGeometry(H * 0.06, 12, 10), new THREE.MeshStandardMaterial({ color: '#7a6a4e', roughness: 1 }), top.x, top.y - H * 0.02, top.z, g).scale.set(1, 1.4, 1);
    const L = H * 0.42;
    const frond = new THREE.PlaneGeometry(L * 0.32, L, 1, 10);
    frond.translate(0, L / 2, 0);
    const fp = frond.attributes.position!;
    for (let i = 0; i < fp.count; i++) {
      const v = fp.getY(i) / L;
      fp.setZ(i, -v * v * L * 0.55);
      fp.setX(i, fp.getX(i) * (1 - v * 0.35));
    }
    frond.computeVertexNormals();
    const fm = new THREE.MeshStandardMaterial({ map: frondTexture(), alphaTest: far ? 0.15 : 0.5, side: THREE.DoubleSide, color: r.pick(['#6f8a45', '#7a9350', '#66833f']), roughness: 0.7 });
    const count = 26;
    for (let i = 0; i < count; i++) {
      const f = mesh(frond, fm, top.x, top.y, top.z, g);
      const ring = i % 3;
      f.rotation.set(0, (i / count) * Math.PI * 2 + r.range(-0.1, 0.1), 0, 'YXZ');
      f.rotateX(-(0.45 + ring * 0.35 + r.range(-0.1, 0.15)));
    }
    return g;
  }
  const barkKind = kind === 'olive' || kind === 'citrus' ? 'olive' : 'pine';
  const bark = new THREE.MeshStandardMaterial({ map: barkTexture(barkKind), color: kind === 'olive' ? '#8a8275' : kind === 'pine' ? '#7a5e48' : '#6a5a48', roughness: 1 });
  const clumps: Clump[] = [];
  let colors: THREE.Color[];
  let leaf: 'broad' | 'narrow' | 'needle';
  let rough = 0.85;
  let cardScale = 0.55;
  let density = 110;
  if (kind === 'pine') {
    // Umbrella pine: a tall bare trunk forking into a wide, flat-topped crown.
    leaf = 'needle';
    colors = palette(['#5b7a3e', '#66843f', '#4f6d38', '#718c4a', '#587540']);
    const trunkTop = new THREE.Vector3(r.range(-0.12, 0.12) * H, H * 0.62, r.range(-0.08, 0.08) * H);
    limb(g, bark, new THREE.Vector3(0, 0, 0), trunkTop, H * 0.03, H * 0.022, new THREE.Vector3(r.range(-0.05, 0.05) * H, 0, 0));
    const R = H * r.range(0.38, 0.48);
    const crownY = H * 0.84;
    const k = r.int(3, 4);
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2 + r.range(-0.3, 0.3);
      const end = new THREE.Vector3(trunkTop.x + Math.cos(a) * R * 0.55, crownY - H * 0.04, trunkTop.z + Math.sin(a) * R * 0.55);
      limb(g, bark, trunkTop, end, H * 0.018, H * 0.008, new THREE.Vector3(0, H * 0.04, 0));
    }
    const n = r.int(8, 12);
    for (let i = 0; i < n; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next()) * R * 0.75;
      const rr = H * r.range(0.13, 0.19) * (1 - (d / R) * 0.25);
      clumps.push({ c: new THREE.Vector3(trunkTop.x + Math.cos(a) * d, crownY + (1 - d / R) * H * 0.05 + r.range(-0.02, 0.02) * H, trunkTop.z + Math.sin(a) * d), r: rr, sy: 0.5 });
    }
    density = 120;
    cardScale = 0.7;
  } else if (kind === 'cypress') {
    // Italian cypress: a dense flame, five to eight times as tall as it is wide.
    leaf = 'narrow';
    colors = palette(['#4a6336', '#53703c', '#435c33', '#5a7540']);
    limb(g, bark, new THREE.Vector3(0, 0, 0), new THREE.Vector3(0, H * 0.5, 0), H * 0.025, H * 0.015, new THREE.Vector3());
    const n = 9;
    const W = H * r.range(0.07, 0.09);
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n;
      const prof = Math.sin(Math.min(1, (t + 0.12) * 1.05) * Math.PI * 0.92) * (1 - t * 0.35);
      clumps.push({ c: new THREE.Vector3(r.range(-0.05, 0.05) * W, H * (0.1 + t * 0.82), r.range(-0.05, 0.05) * W), r: Math.max(0.3, W * prof * 1.05), sy: 1.6 });
    }
    density = 130;
    cardScale = 0.6;
  } else {
    // Olive (silver-green, several twisted stems, an open crown), citrus (round, dark and glossy) or plane (a tall, light crown over a square).
    const olive = kind === 'olive';
    const plane = kind === 'plane';
    leaf = olive ? 'narrow' : 'broad';
    colors = olive ? palette(['#8c9a74', '#9aa684', '#7d8c67', '#a7b093', '#86966c']) : plane ? palette(['#7d9a4a', '#8aa656', '#6f8c42', '#98b062']) : palette(['#4e7a36', '#5a8a3c', '#44702f', '#62903f']);
    rough = olive ? 0.8 : 0.55;
    const stems = olive ? r.int(2, 3) : 1;
    const R = H * (olive ? 0.42 : 0.36);
    const ends: THREE.Vector3[] = [];
    for (let s = 0; s < stems; s++) {
      const a = (s / stems) * Math.PI * 2 + r.range(0, 1);
      const end = new THREE.Vector3(Math.cos(a) * R * 0.35, H * (plane ? 0.55 : r.range(0.38, 0.5)), Math.sin(a) * R * 0.35);
      limb(g, bark, new THREE.Vector3(0, 0, 0), end, H * (olive ? 0.05 : 0.03) / Math.sqrt(stems), H * 0.015, new THREE.Vector3(r.range(-0.1, 0.1) * H, 0, r.range(-0.1, 0.1) * H));
      ends.push(end);
    }
    const n = olive ? r.int(9, 13) : plane ? 12 : 9;
    for (let i = 0; i < n; i++) {
      const e = ends[i % ends.length]!;
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next()) * R * 0.6;
      clumps.push({ c: new THREE.Vector3(e.x * 0.6 + Math.cos(a) * d, H * (plane ? r.range(0.62, 0.85) : r.range(0.55, 0.82)), e.z * 0.6 + Math.sin(a) * d), r: H * r.range(0.14, 0.2), sy: olive ? 0.8 : 0.95 });
    }
    density = olive ? 110 : 130;
    cardScale = olive ? 0.6 : 0.5;
    if (kind === 'citrus') {
      const fruit = new THREE.MeshStandardMaterial({ color: '#f0b43c', roughness: 0.45 });
      for (let i = 0; i < 36; i++) {
        const k = clumps[i % clumps.length]!;
        const v = new THREE.Vector3(r.range(-1, 1), r.range(-0.8, 0.6), r.range(-1, 1)).normalize().multiplyScalar(k.r * 0.92).add(k.c);
        mesh(new THREE.SphereGeometry(H * 0.028, 12, 10), fruit, v.x, v.y, v.z, g);
      }
    }
  }
  cores(g, clumps, colors[0]!);
  const leaves = mesh(canopy(clumps, colors, r, cardScale, density), foliageMaterial(leaf, rough), 0, 0, 0, g);
  leaves.castShadow = true;
  return g;
}

/**
 * A low shrub (lavender, rosemary, clipped box) about `size` metres across. Lavender is a mound
 * of silver-green leaves with its flower spikes standing above it: slender stems fanning out,
 * each ending in a purple ear.
 */
export function shrub(parent: THREE.Object3D, x: number, y: number, z: number, kind: 'lavender' | 'rosemary' | 'box', size: number, r: Rng): THREE.Group {
  const g = group(parent, x, y, z, r.range(0, 6.28));
  const colors = kind === 'lavender' ? palette(['#8f9a80', '#7f8c70', '#9aa58a', '#a3ab92', '#86927a']) : kind === 'rosemary' ? palette(['#6f8062', '#7c8c6c', '#5f7254']) : palette(['#4f6e38', '#5a7a40', '#46652f']);
  const clumps: Clump[] = [];
  const n = kind === 'box' ? 1 : 3;
  for (let i = 0; i < n; i++) clumps.push({ c: new THREE.Vector3(r.range(-0.2, 0.2) * size, size * (kind === 'lavender' ? 0.24 : 0.32), r.range(-0.2, 0.2) * size), r: size * (kind === 'box' ? 0.5 : 0.36), sy: kind === 'box' ? 0.9 : kind === 'lavender' ? 0.6 : 0.75 });
  cores(g, clumps, colors[3 % colors.length]!);
  mesh(canopy(clumps, colors, r, kind === 'box' ? 0.45 : 0.6, kind === 'box' ? 170 : 70), foliageMaterial(kind === 'box' ? 'broad' : 'narrow', 0.9), 0, 0, 0, g).castShadow = true;
  // (The spikes draw from a stream of their own: the scene's stays where it was.)
  if (kind === 'lavender') spikes(g, size, new Rng(`spikes-${x.toFixed(2)}-${y.toFixed(2)}-${z.toFixed(2)}`));
  return g;
}

/** A stem and an ear, each a unit high from its foot, shared by every lavender of the scene. */
let spikeKit: { stem: THREE.BufferGeometry; ear: THREE.BufferGeometry; stemM: THREE.Material; earM: THREE.Material } | null = null;

/** A lavender's flower spikes, as two instanced meshes (stems, ears) over the mound of `size` metres. */
function spikes(g: THREE.Group, size: number, r: Rng): void {
  const kit = (spikeKit ??= {
    stem: new THREE.CylinderGeometry(0.0025, 0.003, 1, 4).translate(0, 0.5, 0),
    ear: new THREE.CylinderGeometry(0.005, 0.008, 1, 6).translate(0, 0.5, 0),
    stemM: new THREE.MeshStandardMaterial({ color: '#8d9a72', roughness: 0.9 }),
    earM: new THREE.MeshStandardMaterial({ color: '#ffffff', roughness: 0.85 }),
  });
  const count = Math.round(220 * size * size);
  const stems = new THREE.InstancedMesh(kit.stem, kit.stemM, count);
  const ears = new THREE.InstancedMesh(kit.ear, kit.earM, count);
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const up = new THREE.Vector3(0, 1, 0);
  const tone = new THREE.Color();
  const mound = size * 0.42;
  for (let i = 0; i < count; i++) {
    // From a point on the mound, leaning outwards the further from its middle, as a clump opens.
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * mound;
    const foot = new THREE.Vector3(Math.cos(a) * d, size * 0.3 * (1 - (d / mound) ** 2) + size * 0.08, Math.sin(a) * d);
    const lean = 0.15 + (d / mound) * 0.55 + r.range(-0.08, 0.08);
    const dir = new THREE.Vector3(Math.cos(a) * Math.sin(lean), Math.cos(lean), Math.sin(a) * Math.sin(lean)).normalize();
    q.setFromUnitVectors(up, dir);
    const len = size * r.range(0.32, 0.46);
    m.compose(foot, q, new THREE.Vector3(1, len, 1));
    stems.setMatrixAt(i, m);
    const ear = size * r.range(0.07, 0.11);
    m.compose(foot.clone().addScaledVector(dir, len - ear * 0.3), q, new THREE.Vector3(1, ear, 1));
    ears.setMatrixAt(i, m);
    ears.setColorAt(i, tone.set(r.pick(['#7d70ac', '#8a7db6', '#9587bd', '#76699e', '#9b90c2'])));
  }
  stems.castShadow = ears.castShadow = true;
  g.add(stems, ears);
}

/**
 * A climber in flower against a wall (bougainvillea): leaf cards over small clumps, each half
 * sunk in the wall, magenta bracts among the leaves. `clumps`: centres and radii, in the
 * parent's frame; the wall is behind them, facing +z.
 */
export function climber(parent: THREE.Object3D, clumps: { x: number; y: number; z: number; r: number }[], r: Rng): THREE.Group {
  const g = group(parent, 0, 0, 0);
  // Bracts are thin and bright, lit through as much as on: their colour is pushed past the
  // leaves' (the card texture is a mid grey that would leave them a dull plum).
  const colors = [...palette(['#e0449a', '#f06aae', '#d13a86', '#ff7fc0', '#c8307e']).map((c) => c.multiplyScalar(1.8)), ...palette(['#5f9440', '#6fa04a', '#4f8036'])];
  // No dark core (the wall is what shows between the leaves), and no shadow of card on card: the
  // sun grazing the wall would leave the whole mass in its own shade.
  const cl: Clump[] = clumps.map((k) => ({ c: new THREE.Vector3(k.x, k.y, k.z), r: k.r, sy: 0.85 }));
  const m = mesh(canopy(cl, colors, r, 0.42, 160), foliageMaterial('broad', 0.9), 0, 0, 0, g);
  m.castShadow = true;
  m.receiveShadow = false;
  return g;
}

type Rect = readonly [x0: number, z0: number, x1: number, z1: number];
const inside = (k: Rect, x: number, z: number): boolean => x >= k[0] && x <= k[2] && z >= k[1] && z <= k[3];

/**
 * Blades of grass over a lawn, where the camera sees it close enough for blades to show: a lawn
 * painted on the ground alone reads as a carpet, and at a grazing angle its texture turns into
 * a pattern of streaks. Call it once the camera is placed: blades are grown only inside its view,
 * about 1,400 a square metre up to `near` metres, then fewer and wider out to `reach`, where the
 * painted ground takes over. Green and straw mixed by a noise a few metres across, as a lawn
 * dries in patches; darker at the foot, where the blades shade each other. `skip`: paths,
 * terraces, pools, whatever stands on the lawn. `y`: the lawn's height.
 */
export function meadow(parent: THREE.Object3D, cam: THREE.PerspectiveCamera, area: Rect, o: { seed: number; dry: number; skip?: Rect[]; y?: number; near?: number; reach?: number }): THREE.Mesh {
  const r = new Rng(`meadow-${o.seed}`);
  const n = new Noise(o.seed);
  const near = o.near ?? 10;
  const reach = o.reach ?? 32;
  const y = o.y ?? 0;
  cam.updateMatrixWorld();
  const frustum = new THREE.Frustum().setFromProjectionMatrix(new THREE.Matrix4().multiplyMatrices(cam.projectionMatrix, cam.matrixWorldInverse));
  const green = new THREE.Color('#4f6b2a');
  const lush = new THREE.Color('#6f8a36');
  const straw = new THREE.Color('#a89660');
  const pos: number[] = [];
  const nor: number[] = [];
  const col: number[] = [];
  const idx: number[] = [];
  const cell = 0.5;
  const sphere = new THREE.Sphere(new THREE.Vector3(), cell);
  const c = new THREE.Color();
  const foot = new THREE.Color();
  for (let cz = area[1]; cz < area[3]; cz += cell) for (let cx = area[0]; cx < area[2]; cx += cell) {
    sphere.center.set(cx + cell / 2, y + 0.1, cz + cell / 2);
    const d = sphere.center.distanceTo(cam.position);
    if (d > reach || !frustum.intersectsSphere(sphere)) continue;
    // Past `near`, blades thin out and widen in step, so the lawn keeps its cover, and fade out
    // over the last third of the reach.
    const widen = Math.max(1, d / near);
    const fade = Math.min(1, (reach - d) / (reach / 3));
    const count = Math.round(((1400 * cell * cell) / widen) * fade);
    for (let i = 0; i < count; i++) {
      const x = cx + r.next() * cell;
      const z = cz + r.next() * cell;
      if (!inside(area, x, z) || o.skip?.some((k) => inside(k, x, z))) continue;
      const patch = n.fbm(x / 96 + 0.5, z / 96 + 0.5, 16, 3);
      c.copy(green).lerp(lush, r.next() * 0.6).lerp(straw, THREE.MathUtils.clamp((patch - 0.5) * 3 * o.dry + o.dry * 0.5 + r.range(-0.15, 0.15), 0, 1));
      c.multiplyScalar(r.range(0.8, 1.15));
      foot.copy(c).multiplyScalar(0.35);
      const h = r.range(0.05, 0.13) * (0.8 + patch * 0.5);
      const w = r.range(0.006, 0.012) * widen;
      const a = r.range(0, Math.PI * 2);
      // The blade faces a random way and bends over along it, most at the tip.
      const fx = Math.cos(a);
      const fz = Math.sin(a);
      const lean = r.range(0.1, 0.6) * h;
      const ax = -fz * (w / 2);
      const az = fx * (w / 2);
      const mid: [number, number, number] = [x + fx * lean * 0.3, y + h * 0.55, z + fz * lean * 0.3];
      const tip: [number, number, number] = [x + fx * lean, y + h, z + fz * lean];
      const verts: [number, number, number, THREE.Color][] = [
        [x - ax, y, z - az, foot],
        [x + ax, y, z + az, foot],
        [mid[0] - ax * 0.7, mid[1], mid[2] - az * 0.7, c],
        [mid[0] + ax * 0.7, mid[1], mid[2] + az * 0.7, c],
        [tip[0], tip[1], tip[2], c],
      ];
      // Lit mostly as the ground beneath is, from above, so a blade seen edge-on or from behind
      // is not a dark sliver.
      const nx = fx * 0.35;
      const nz = fz * 0.35;
      const base = pos.length / 3;
      for (const v of verts) {
        pos.push(v[0], v[1], v[2]);
        nor.push(nx, 0.94, nz);
        col.push(v[3].r, v[3].g, v[3].b);
      }
      for (const t of [0, 1, 2, 1, 3, 2, 2, 3, 4]) idx.push(base + t);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('normal', new THREE.Float32BufferAttribute(nor, 3));
  g.setAttribute('color', new THREE.Float32BufferAttribute(col, 3));
  g.setIndex(idx);
  // Named for Cycles (cycles.py), which keeps the blades' normal on back faces too.
  const m = new THREE.MeshStandardMaterial({ name: 'meadow', vertexColors: true, side: THREE.DoubleSide, roughness: 0.8, envMapIntensity: 0.8 });
  m.onBeforeCompile = (s) => {
    s.fragmentShader = keepNormalOnBackFaces(s.fragmentShader);
  };
  m.customProgramCacheKey = () => 'meadow';
  const blades = mesh(g, m, 0, 0, 0, parent, false);
  blades.receiveShadow = true;
  return blades;
}
