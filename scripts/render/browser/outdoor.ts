// The world outside: sea with glints, hills with pines, olives and cypresses, towns of ochre and
// pink façades with shutters and tiled roofs, Monaco's towers, yachts. The sea lies at y = 0,
// the coast runs along x, the open sea towards -z.
import * as THREE from 'three';
import { block, flat, group, mat, mesh, rbox, worldUV } from './kit.ts';
import { Noise, Rng } from './random.ts';
import type { Stage } from './stage.ts';
import { grass, roofTiles, waves } from './textures.ts';

export function sea(st: Stage, y = 0, size = 60000): THREE.Mesh {
  const w = waves();
  const n = w.normalMap.clone();
  n.repeat.set(size / 9, size / 9);
  n.needsUpdate = true;
  const m = new THREE.MeshPhysicalMaterial({ color: st.spec.elevation < 0 ? '#0b1a2a' : '#0f3a55', roughness: 0.08, metalness: 0, normalMap: n, normalScale: new THREE.Vector2(0.35, 0.35), envMapIntensity: 2.2, clearcoat: 0.2 });
  m.specularIntensity = 1;
  if (st.spec.elevation < 0) {
    // At night the sky's reflection is black here: the water keeps a deep blue of its own.
    m.emissive = new THREE.Color('#0d2350');
    m.emissiveIntensity = 0.25;
  }
  const s = mesh(new THREE.PlaneGeometry(size, size), m, 0, y, -size / 2 + 400, st.scene, false);
  s.rotation.x = -Math.PI / 2;
  s.receiveShadow = false;
  return s;
}

/** A range of hills: a displaced strip from x0 to x1, rising from the shore (z = zShore) inland (towards +z or -z). */
export function hills(st: Stage, o: { x0: number; x1: number; z0: number; depth: number; height: number; seed: number; color?: string; dir?: 1 | -1; trees?: number; base?: number }): THREE.Mesh {
  const nx = 160;
  const nz = 60;
  const g = new THREE.PlaneGeometry(o.x1 - o.x0, o.depth, nx, nz);
  g.rotateX(-Math.PI / 2);
  const noise = new Noise(o.seed);
  const pos = g.attributes.position!;
  const colors = new Float32Array(pos.count * 3);
  const base = new THREE.Color(o.color ?? '#5d6b3f');
  const dry = new THREE.Color('#8d8566');
  const dir = o.dir ?? 1;
  const heightAt = (x: number, lz: number): number => {
    const t = lz / o.depth;
    const ridge = noise.fbm(x / 9000, 0.5, 4, 4);
    const edge = Math.min(1, Math.max(0, (x - o.x0) / 900), Math.max(0, (o.x1 - x) / 900));
    return edge * o.height * (0.45 + ridge * 0.9) * Math.pow(Math.sin(Math.min(1, t * 1.15) * Math.PI * 0.5), 1.3) + noise.fbm(x / 1200, t, 8, 3) * o.height * 0.12 - 8 + (o.base ?? 0);
  };
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i) + (o.x0 + o.x1) / 2;
    const lz = pos.getZ(i) + o.depth / 2; // 0 at shore .. depth inland
    const t = lz / o.depth;
    const h = heightAt(x, lz);
    pos.setXYZ(i, x, h, o.z0 + dir * lz);
    const c = base.clone().lerp(dry, Math.min(1, noise.fbm(x / 700, t * 3, 8, 3) * 0.9 + t * 0.2)).multiplyScalar(0.75 + noise.fbm(x / 200, t * 12, 16, 2) * 0.5);
    colors.set([c.r, c.g, c.b], i * 3);
  }
  g.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  if (dir < 0) {
    // Mirrored along z: turn the triangles round so the ground faces up.
    const idx = g.index!;
    for (let i = 0; i < idx.count; i += 3) {
      const a = idx.getX(i + 1);
      idx.setX(i + 1, idx.getX(i + 2));
      idx.setX(i + 2, a);
    }
  }
  g.computeVertexNormals();
  const gt = grass(o.seed, 0.4);
  const nm = gt.normalMap.clone();
  nm.repeat.set(200, 80);
  const m = new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 1, normalMap: nm, normalScale: new THREE.Vector2(2, 2) });
  const hm = mesh(g, m, 0, 0, 0, st.scene, false);
  hm.receiveShadow = true;
  if (o.trees) scatterTrees(st, o.trees, o.seed, (r) => {
    const x = r.range(o.x0, o.x1);
    const lz = r.range(o.depth * 0.02, o.depth * 0.7);
    return new THREE.Vector3(x, heightAt(x, lz), o.z0 + dir * lz);
  });
  return hm;
}

/** Tree canopies as displaced blobs, instanced over a terrain. */
function scatterTrees(st: Stage, count: number, seed: number, place: (r: Rng) => THREE.Vector3): void {
  const r = st.rng;
  const blob = new THREE.IcosahedronGeometry(1, 2);
  const n = new Noise(seed + 5);
  const bp = blob.attributes.position!;
  for (let i = 0; i < bp.count; i++) {
    const v = new THREE.Vector3().fromBufferAttribute(bp, i);
    v.multiplyScalar(0.8 + n.value(v.x * 2 + 5, v.y * 2 + v.z * 2 + 5) * 0.4);
    bp.setXYZ(i, v.x, v.y, v.z);
  }
  blob.computeVertexNormals();
  const dark = new THREE.MeshStandardMaterial({ color: '#3a4a2a', roughness: 1 });
  const inst = new THREE.InstancedMesh(blob, dark, count);
  inst.castShadow = true;
  inst.receiveShadow = true;
  const m = new THREE.Matrix4();
  const col = new THREE.Color();
  let k = 0;
  for (let tries = 0; tries < count * 3 && k < count; tries++) {
    const hit = { point: place(r) };
    if (hit.point.y < 6) continue;
    const s = r.range(4, 9);
    const pine = r.chance(0.4);
    m.compose(hit.point.clone().setY(hit.point.y + s * (pine ? 1.4 : 0.6)), new THREE.Quaternion(), new THREE.Vector3(s * (pine ? 1.4 : 1), s * (pine ? 0.55 : 0.8), s * (pine ? 1.4 : 1)));
    inst.setMatrixAt(k, m);
    inst.setColorAt(k, col.set(pine ? '#34442a' : r.pick(['#4b5a35', '#5f6a47', '#6e7654', '#3f4d2f'])).multiplyScalar(r.range(0.8, 1.1)));
    k++;
  }
  inst.count = k;
  st.scene.add(inst);
}

// ---------- Façades: a painted atlas of walls with windows and shutters (no lettering) ----------

export const WALLS = ['#d9a441', '#e3b07a', '#d98b6b', '#e8c69a', '#c9704d', '#f0d8b0', '#e6a77f', '#ecdcc2', '#d6b061', '#f2e6d2', '#c98f5a', '#e2c17e'];
const SHUTTERS = ['#4f7053', '#5e7b64', '#8e9a98', '#6b8a7a', '#3f5d4c', '#a8b0a8', '#7c6b52'];

const facadeCache = new Map<string, THREE.CanvasTexture>();
/** A façade texture tile: 4 x 4 windows with shutters on a coloured wall, 3 m per floor, 2.6 m per bay (repeated over a façade). */
export function facadeTexture(wall: string, shutter: string, seed: number, lit: number, style: 'old' | 'modern' = 'old'): THREE.CanvasTexture {
  const floors = 4;
  const bays = 4;
  const key = `${wall}${shutter}${seed}${lit.toFixed(2)}${style}`;
  const hit = facadeCache.get(key);
  if (hit) return hit;
  const ppm = 24;
  const W = Math.round(bays * 2.6 * ppm);
  const H = Math.round(floors * 3 * ppm);
  const c = document.createElement('canvas');
  c.width = W;
  c.height = H;
  const x = c.getContext('2d')!;
  const n = new Noise(seed);
  x.fillStyle = wall;
  x.fillRect(0, 0, W, H);
  // Weathering.
  const img = x.getImageData(0, 0, W, H);
  for (let j = 0; j < H; j++)
    for (let i = 0; i < W; i++) {
      const f = 0.9 + n.fbm(i / W, j / H, 4, 4) * 0.16 + (j > H * 0.85 ? -0.05 : 0);
      const k = (j * W + i) * 4;
      img.data[k] = img.data[k]! * f;
      img.data[k + 1] = img.data[k + 1]! * f;
      img.data[k + 2] = img.data[k + 2]! * f;
    }
  x.putImageData(img, 0, 0);
  let s = seed;
  const rnd = (): number => ((s = (s * 16807) % 2147483647) / 2147483647);
  for (let f = 0; f < floors; f++) {
    for (let b = 0; b < bays; b++) {
      const cx = (b + 0.5) * 2.6 * ppm;
      const top = H - (f + 1) * 3 * ppm + 0.7 * ppm;
      if (style === 'modern') {
        const ww = 2.2 * ppm;
        const wh = 2.3 * ppm;
        const on = rnd() < lit;
        x.fillStyle = on ? '#ffcf8a' : '#3b4a55';
        x.fillRect(cx - ww / 2, top, ww, wh);
        x.fillStyle = 'rgba(255,255,255,0.25)';
        x.fillRect(cx - ww / 2, top, ww, wh * 0.1);
        x.fillStyle = '#dcdcd8';
        x.fillRect(cx - ww / 2 - 2, top + wh - 4, ww + 4, 6);
        continue;
      }
      const ww = 1.0 * ppm;
      const wh = 1.55 * ppm;
      const y = f === 0 ? top + 0.2 * ppm : top;
      const open = rnd();
      const on = rnd() < lit;
      // Stone surround.
      x.fillStyle = 'rgba(245,238,225,0.8)';
      x.fillRect(cx - ww / 2 - 3, y - 3, ww + 6, wh + 6);
      x.fillStyle = on ? '#ffc97f' : '#2d2f33';
      x.fillRect(cx - ww / 2, y, ww, wh);
      x.fillStyle = on ? '#e8a95e' : '#444a50';
      x.fillRect(cx - 1, y, 2, wh);
      // Shutters: closed, half or open (folded against the wall).
      x.fillStyle = shutter;
      if (open < 0.3) {
        x.fillRect(cx - ww / 2, y, ww, wh);
        x.fillStyle = 'rgba(0,0,0,0.18)';
        for (let k = 0; k < wh; k += 4) x.fillRect(cx - ww / 2, y + k, ww, 1);
        x.fillRect(cx - 0.5, y, 1, wh);
      } else {
        x.fillRect(cx - ww / 2 - ww / 2 - 2, y, ww / 2, wh);
        x.fillRect(cx + ww / 2 + 2, y, ww / 2, wh);
        x.fillStyle = 'rgba(0,0,0,0.18)';
        for (let k = 0; k < wh; k += 4) {
          x.fillRect(cx - ww - 2, y + k, ww / 2, 1);
          x.fillRect(cx + ww / 2 + 2, y + k, ww / 2, 1);
        }
      }
      // Some balconies.
      if (f > 0 && rnd() < 0.25) {
        x.fillStyle = 'rgba(40,40,40,0.85)';
        x.fillRect(cx - ww * 0.8, y + wh - 0.5 * ppm, ww * 1.6, 2);
        for (let k = -ww * 0.8; k < ww * 0.8; k += 4) x.fillRect(cx + k, y + wh - 0.5 * ppm, 1, 0.5 * ppm);
        x.fillStyle = 'rgba(0,0,0,0.25)';
        x.fillRect(cx - ww * 0.8, y + wh + 2, ww * 1.6, 3);
      }
    }
  }
  // Cornice shadow.
  x.fillStyle = 'rgba(0,0,0,0.22)';
  x.fillRect(0, 0, W, 5);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  facadeCache.set(key, t);
  return t;
}

/** A town house: a box with its façade texture on the four sides and a hipped tiled roof. */
export function house(parent: THREE.Object3D, x: number, y: number, z: number, o: { w: number; d: number; floors: number; wall: string; shutter?: string; seed: number; lit: number; roof?: 'hip' | 'flat'; style?: 'old' | 'modern'; ry?: number }): THREE.Group {
  const g = group(parent, x, y, z, o.ry ?? 0);
  const h = o.floors * 3;
  const sh = o.shutter ?? SHUTTERS[o.seed % SHUTTERS.length]!;
  const tile = (bays: number, seed: number): THREE.Texture => {
    const t = facadeTexture(o.wall, sh, seed, o.lit, o.style).clone();
    t.repeat.set(bays / 4, o.floors / 4);
    t.offset.set(0, 1 - ((o.floors / 4) % 1));
    t.needsUpdate = true;
    return t;
  };
  const front = tile(Math.max(1, Math.round(o.w / 2.6)), (o.seed % 3) + 1);
  const side = tile(Math.max(1, Math.round(o.d / 2.6)), (o.seed % 3) + 2);
  const mf = new THREE.MeshStandardMaterial({ map: front, roughness: 0.95 });
  const ms = new THREE.MeshStandardMaterial({ map: side, roughness: 0.95 });
  const geo = new THREE.BoxGeometry(o.w, h, o.d);
  const b = new THREE.Mesh(geo, [ms, ms, mf, mf, mf, mf]);
  b.position.y = h / 2;
  b.castShadow = true;
  b.receiveShadow = true;
  g.add(b);
  if (o.roof !== 'flat') {
    const rh = Math.min(o.w, o.d) * 0.22;
    const roof = new THREE.ConeGeometry(Math.SQRT1_2, 1, 4, 1);
    roof.rotateY(Math.PI / 4);
    const rt = roofTiles();
    const rm = new THREE.MeshStandardMaterial({ map: rt.map, color: '#e0a080', roughness: 0.85 });
    const rmesh = mesh(roof, rm, 0, h + rh / 2, 0, g);
    rmesh.scale.set(o.w + 0.5, rh, o.d + 0.5);
  } else {
    block(g, flat('#d8d2c6', 0.9), o.w + 0.2, 0.35, o.d + 0.2, 0, h, 0, 0.02);
  }
  return g;
}

/** A tiered old town on a slope: rows of houses climbing from the shore, a bell tower among them. */
export function oldTown(st: Stage, o: { x0: number; x1: number; z0: number; rows: number; seed: number; lit: number; tower?: number; rise?: number }): void {
  const r = st.rng;
  let z = o.z0;
  let y = 2;
  for (let row = 0; row < o.rows; row++) {
    let x = o.x0 + r.range(0, 6);
    while (x < o.x1) {
      const w = r.range(6, 11);
      const floors = r.int(4, 7) - (row > o.rows - 3 ? 1 : 0);
      house(st.scene, x + w / 2, y, z + r.range(-1.5, 1.5), { w, d: r.range(9, 13), floors, wall: r.pick(WALLS), seed: o.seed + row * 100 + Math.round(x), lit: o.lit });
      x += w + r.range(0, 0.6);
    }
    z += r.range(9, 13);
    y += (o.rise ?? 5) * r.range(0.8, 1.2);
  }
  if (o.tower !== undefined) {
    // The basilica's bell tower: square shaft, belfry and a tiled spire.
    const tz = o.z0 + (o.rows - 2) * 11;
    const ty = (o.rows - 2) * (o.rise ?? 5);
    const g = group(st.scene, o.tower, ty, tz);
    const wall = new THREE.MeshStandardMaterial({ color: '#e6c38a', roughness: 0.9 });
    block(g, wall, 6, 40, 6, 0, 0, 0, 0.1);
    block(g, flat('#f0e4cc', 0.9), 6.6, 0.8, 6.6, 0, 24, 0, 0.1);
    block(g, new THREE.MeshStandardMaterial({ color: '#d9a86a', roughness: 0.9 }), 5, 8, 5, 0, 40, 0, 0.1);
    for (const [dx, dz] of [[0, 2.52], [0, -2.52], [2.52, 0], [-2.52, 0]] as const) block(g, flat('#2d2a28', 1), dx ? 0.1 : 1.6, 4, dz ? 0.1 : 1.6, dx, 42, dz, 0.02);
    const spire = mesh(new THREE.ConeGeometry(3.2, 10, 8), new THREE.MeshStandardMaterial({ color: '#9c6a3c', roughness: 0.7, metalness: 0.2 }), 0, 53, 0, g);
    spire.castShadow = true;
    // The church's gabled front beside it.
    block(g, new THREE.MeshStandardMaterial({ color: '#e9cf9c', roughness: 0.9 }), 14, 22, 20, -11, -4, 4, 0.1);
  }
}

// ---------- Monaco: a dense city on a steep coast ----------

type CityStyle = 'tower' | 'glass' | 'low';
const CITY_WALLS = ['#f1e9d8', '#ece0c6', '#e6d4b2', '#f3ede2', '#dcc49a', '#eadbbd', '#e4cfa8', '#efe6d2'];
const LOW_WALLS = ['#efe3c8', '#e8d5b0', '#f2e9d8', '#e2c89a', '#ead9c0', '#dcc39a', '#f0dcc4', '#e9d2b8'];
const cityCache = new Map<string, { map: THREE.CanvasTexture; glow: THREE.CanvasTexture }>();

/**
 * A city façade tile, 4 bays x 4 floors (3.2 m x 3 m), and its glow (the lit windows, for the
 * emissive map). 'tower': apartments with a balcony slab and glass railing on every floor;
 * 'glass': a dark curtain wall with mullions; 'low': older blocks with shuttered windows.
 * Windows are lit flat by flat (two bays), so at dusk the lights fall in a regular grid.
 */
export function cityFacade(style: CityStyle, wall: string, seed: number, lit: number): { map: THREE.CanvasTexture; glow: THREE.CanvasTexture } {
  const key = `${style}${wall}${seed}${lit.toFixed(2)}`;
  const hit = cityCache.get(key);
  if (hit) return hit;
  const ppm = 16;
  const bw = 3.2 * ppm;
  const fh = 3 * ppm;
  const W = Math.round(4 * bw);
  const H = Math.round(4 * fh);
  const make = (): [HTMLCanvasElement, CanvasRenderingContext2D] => {
    const c = document.createElement('canvas');
    c.width = W;
    c.height = H;
    return [c, c.getContext('2d')!];
  };
  const [c, x] = make();
  const [gc, g] = make();
  g.fillStyle = '#000';
  g.fillRect(0, 0, W, H);
  const r = new Rng(seed * 7919 + style.length);
  const share = style === 'glass' ? 0.15 + lit * lit * 0.4 : 0.1 + lit * lit * 0.4;
  const warm = ['#ffd9a0', '#ffcf8a', '#ffe4b8', '#ffc777'];
  x.fillStyle = style === 'glass' ? '#32424f' : wall;
  x.fillRect(0, 0, W, H);
  for (let f = 0; f < 4; f++) {
    const top = f * fh; // floor f from the top of the tile
    const litRow = [r.chance(share), r.chance(share)];
    const tint = r.pick(warm);
    for (let b = 0; b < 4; b++) {
      const bx = b * bw;
      const on = lit > 0.3 && litRow[b >> 1]!;
      if (style === 'glass') {
        // Sky reflected in the glass, darker towards the floor line; mullions and spandrels.
        const grad = x.createLinearGradient(0, top, 0, top + fh);
        grad.addColorStop(0, '#6d8293');
        grad.addColorStop(1, '#2c3a46');
        x.fillStyle = on ? tint : grad;
        x.fillRect(bx, top, bw, fh * 0.82);
        if (on) {
          g.fillStyle = tint;
          g.fillRect(bx, top, bw, fh * 0.82);
        }
        x.fillStyle = '#1e2831';
        x.fillRect(bx, top + fh * 0.82, bw, fh * 0.18);
        x.fillStyle = '#9aa6ae';
        x.fillRect(bx, top, 1, fh);
        x.fillRect(bx + bw / 2, top, 1, fh * 0.82);
        continue;
      }
      if (style === 'tower') {
        // Window wall set back behind the balcony: glass from 0.3 m to 2.6 m, a slim pier between bays.
        const ww = bw - 1.0 * ppm;
        const wy = top + 0.4 * ppm;
        const wh = 2.2 * ppm;
        x.fillStyle = on ? tint : r.chance(0.3) ? '#6f777b' : '#535c61';
        x.fillRect(bx + 0.5 * ppm, wy, ww, wh);
        if (on) {
          g.fillStyle = tint;
          g.fillRect(bx + 0.5 * ppm, wy, ww, wh);
        }
        // Mullion and a drawn curtain or blind now and then.
        x.fillStyle = 'rgba(230,230,225,0.6)';
        x.fillRect(bx + bw / 2 - 1, wy, 2, wh);
        if (!on && r.chance(0.35)) {
          x.fillStyle = 'rgba(235,228,214,0.75)';
          x.fillRect(bx + 0.5 * ppm, wy, ww * r.range(0.3, 0.5), wh);
        }
        // Glass railing across the lower part of the opening.
        x.fillStyle = 'rgba(215,222,222,0.5)';
        x.fillRect(bx, top + fh - 1.15 * ppm, bw, 0.9 * ppm);
        x.fillStyle = 'rgba(60,60,60,0.8)';
        x.fillRect(bx, top + fh - 1.15 * ppm, bw, 1);
        continue;
      }
      // 'low': a window with stone surround and shutters, centred in the bay.
      const ww = 1.1 * ppm;
      const wh = 1.6 * ppm;
      const cx = bx + bw / 2;
      const wy = top + 0.7 * ppm;
      x.fillStyle = 'rgba(248,244,235,0.85)';
      x.fillRect(cx - ww / 2 - 2, wy - 2, ww + 4, wh + 4);
      x.fillStyle = on ? tint : '#3a4046';
      x.fillRect(cx - ww / 2, wy, ww, wh);
      if (on) {
        g.fillStyle = tint;
        g.fillRect(cx - ww / 2, wy, ww, wh);
      }
      x.fillStyle = r.pick(['#7d8b83', '#a3aaa3', '#6e8277', '#b5b0a2']);
      x.fillRect(cx - ww - 1, wy, ww / 2, wh);
      x.fillRect(cx + ww / 2 + 1, wy, ww / 2, wh);
    }
    if (style !== 'glass') {
      // The floor's slab edge (a white balcony front on towers), its shadow below.
      const slab = style === 'tower' ? 0.3 * ppm : 0.12 * ppm;
      x.fillStyle = style === 'tower' ? '#f7f5ef' : 'rgba(255,255,255,0.35)';
      x.fillRect(0, top + fh - slab, W, slab);
      x.fillStyle = 'rgba(0,0,0,0.22)';
      x.fillRect(0, top, W, style === 'tower' ? 0.35 * ppm : 0.1 * ppm);
    }
  }
  const tex = (cv: HTMLCanvasElement): THREE.CanvasTexture => {
    const t = new THREE.CanvasTexture(cv);
    t.colorSpace = THREE.SRGBColorSpace;
    t.anisotropy = 8;
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    return t;
  };
  const out = { map: tex(c), glow: tex(gc) };
  cityCache.set(key, out);
  return out;
}

/** One city building: façades on four sides, a flat roof with its parapet and plant room. */
export function cityBuilding(parent: THREE.Object3D, x: number, y: number, z: number, o: { w: number; d: number; floors: number; style: CityStyle; wall: string; seed: number; lit: number; ry?: number }): THREE.Group {
  const g = group(parent, x, y, z, o.ry ?? 0);
  const h = o.floors * 3;
  const f = cityFacade(o.style, o.wall, o.seed % 5, o.lit);
  const face = (len: number, off: number): THREE.MeshStandardMaterial => {
    const rep = (t: THREE.Texture): THREE.Texture => {
      const c = t.clone();
      c.repeat.set(len / 12.8, o.floors / 4);
      c.offset.set(off, 0);
      c.needsUpdate = true;
      return c;
    };
    const m = new THREE.MeshStandardMaterial({ map: rep(f.map), color: '#e2d8c6', roughness: o.style === 'glass' ? 0.35 : 0.9, metalness: o.style === 'glass' ? 0.3 : 0 });
    if (o.lit > 0.3) {
      m.emissive = new THREE.Color('#ffffff');
      m.emissiveMap = rep(f.glow);
      m.emissiveIntensity = 0.55 * o.lit;
    }
    return m;
  };
  const front = face(o.w, (o.seed % 4) * 0.25);
  const side = face(o.d, ((o.seed + 2) % 4) * 0.25);
  const roof = new THREE.MeshStandardMaterial({ color: o.style === 'glass' ? '#4a545c' : '#cfc8ba', roughness: 1 });
  const b = new THREE.Mesh(new THREE.BoxGeometry(o.w, h, o.d), [side, side, roof, roof, front, front]);
  b.position.y = h / 2;
  b.castShadow = true;
  b.receiveShadow = true;
  g.add(b);
  // Parapet and a set-back top floor or plant room.
  block(g, flat(o.style === 'glass' ? '#2a333b' : '#f1eee7', 0.8), o.w + 0.3, 0.6, o.d + 0.3, 0, h, 0, 0.02);
  if (o.floors > 6) block(g, flat(o.style === 'glass' ? '#3a444c' : '#e6e1d6', 0.9), o.w * 0.5, 3, o.d * 0.5, o.w * 0.1, h, 0, 0.02);
  return g;
}

/**
 * Monaco: a dense city climbing the slope from the harbour. Rows of buildings, side by side along
 * the coast (x0..x1), stepping up from z0 over `depth` (towards +z, or -z when `rise` < 0): mostly
 * lower blocks of six to nine floors, and among them towers of 15 to 45 floors in pale stone, a few
 * in dark glass. On `ground` (a hill mesh), buildings stand on its surface where it is higher.
 * `count` sets how many of them are towers.
 */
export function towers(st: Stage, o: { x0: number; x1: number; z0: number; depth: number; count: number; lit: number; base?: number; rise?: number }): (ground?: THREE.Mesh) => void {
  // The city draws from its own stream, seeded from the stage's: the stage's stream moves on by as
  // many draws as it always has here, so what a scene places after its view stays where it was.
  let first = 0;
  for (let i = 0; i < o.count * 8; i++) {
    const v = st.rng.next();
    if (i === 0) first = v;
  }
  const r = new Rng(Math.floor(first * 4294967296));
  return (ground) => city(st, r, { ...o, ground });
}

function city(st: Stage, r: Rng, o: { x0: number; x1: number; z0: number; depth: number; count: number; lit: number; base?: number; rise?: number; ground?: THREE.Mesh | undefined }): void {
  const dir = o.rise !== undefined && o.rise < 0 ? -1 : 1;
  const slope = Math.abs(o.rise ?? 0.35);
  const base = o.base ?? 0;
  const ray = new THREE.Raycaster();
  const down = new THREE.Vector3(0, -1, 0);
  o.ground?.updateMatrixWorld(true);
  const yAt = (x: number, z: number): number => {
    let y = base + Math.abs(z - o.z0) * slope;
    if (o.ground) {
      ray.set(new THREE.Vector3(x, 5000, z), down);
      const hit = ray.intersectObject(o.ground, false)[0];
      if (hit) y = Math.max(y, hit.point.y);
    }
    return y;
  };
  // The slope itself, under the buildings: streets, gardens and roofs seen between them.
  const gx = o.x1 - o.x0 + 20;
  const pg = new THREE.PlaneGeometry(gx, o.depth + 30, 1, 1);
  pg.rotateX(-Math.PI / 2);
  const pp = pg.attributes.position!;
  for (let i = 0; i < pp.count; i++) {
    const t = pp.getZ(i) + (o.depth + 30) / 2; // 0 .. depth + 30 from the shore
    pp.setXYZ(i, pp.getX(i) + (o.x0 + o.x1) / 2, base + Math.max(0, t - 15) * slope - 0.5, o.z0 + dir * (t - 15));
  }
  if (dir < 0) {
    const idx = pg.index!;
    for (let i = 0; i < idx.count; i += 3) {
      const a = idx.getX(i + 1);
      idx.setX(i + 1, idx.getX(i + 2));
      idx.setX(i + 2, a);
    }
  }
  pg.computeVertexNormals();
  mesh(pg, new THREE.MeshStandardMaterial({ color: '#6c6a55', roughness: 1 }), 0, 0, 0, st.scene, false);
  // Rows of buildings; towers more likely up the slope, the front row lower.
  const rows = Math.max(3, Math.round(o.depth / 27));
  const perRow = (o.x1 - o.x0) / 24;
  const towerShare = Math.min(0.45, o.count / (rows * perRow) * 0.9);
  let seed = 0;
  for (let row = 0; row < rows; row++) {
    const t = 6 + row * (o.depth / rows) + r.range(-3, 3);
    let x = o.x0 + r.range(0, 8);
    while (x < o.x1) {
      const tall = row > 0 && r.chance(towerShare * (0.6 + row / rows));
      const glass = tall && r.chance(0.2);
      const w = tall ? r.range(18, 30) : r.range(12, 26);
      const d = tall ? r.range(16, 24) : r.range(11, 17);
      const floors = tall ? r.int(15, 32) + (r.chance(0.2) ? r.int(6, 14) : 0) : r.int(4, 9);
      const style: CityStyle = glass ? 'glass' : tall || r.chance(0.35) ? 'tower' : 'low';
      const wall = style === 'low' ? r.pick(LOW_WALLS) : r.pick(CITY_WALLS);
      const cx = x + w / 2;
      const cz = o.z0 + dir * (t + r.range(-2, 2));
      const y = Math.min(yAt(cx - w / 2, cz), yAt(cx + w / 2, cz)) - 1;
      cityBuilding(st.scene, cx, y, cz, { w, d, floors: floors + (y < yAt(cx, cz) - 4 ? 1 : 0), style, wall, seed: seed++, lit: o.lit, ry: r.range(-0.06, 0.06) });
      x += w + r.range(1, 5);
    }
  }
  scatterTrees({ ...st, rng: r }, Math.round(rows * perRow * 0.25), 91, (rr) => {
    const x = rr.range(o.x0, o.x1);
    const z = o.z0 + dir * rr.range(10, o.depth);
    return new THREE.Vector3(x, yAt(x, z) - 1, z);
  });
}

/** Buildings climbing a hill (a hills() mesh): villas and small blocks at its surface. */
export function hillTown(st: Stage, ground: THREE.Mesh, o: { x0: number; x1: number; z0: number; z1: number; count: number; lit: number; maxY?: number }): void {
  const r = new Rng(o.count * 31 + Math.round(o.x0));
  const ray = new THREE.Raycaster();
  ground.updateMatrixWorld(true);
  for (let i = 0; i < o.count; i++) {
    const x = r.range(o.x0, o.x1);
    const z = r.range(Math.min(o.z0, o.z1), Math.max(o.z0, o.z1));
    ray.set(new THREE.Vector3(x, 5000, z), new THREE.Vector3(0, -1, 0));
    const hit = ray.intersectObject(ground, false)[0];
    if (!hit || hit.point.y < 8 || hit.point.y > (o.maxY ?? 400)) continue;
    const low = r.chance(0.6);
    cityBuilding(st.scene, x, hit.point.y - 2, z, { w: r.range(10, 22), d: r.range(9, 14), floors: low ? r.int(2, 4) : r.int(5, 9), style: low ? 'low' : 'tower', wall: low ? r.pick(LOW_WALLS) : r.pick(CITY_WALLS), seed: i, lit: o.lit, ry: r.range(-0.15, 0.15) });
  }
}

/** A motor yacht: white hull, dark glazing, teak deck. */
export function yacht(parent: THREE.Object3D, x: number, z: number, ry: number, len: number, r: Rng): THREE.Group {
  const g = group(parent, x, 0, z, ry);
  const s = new THREE.Shape();
  s.moveTo(-len / 2, 0.6);
  s.lineTo(len / 2 - len * 0.18, 0.6);
  s.quadraticCurveTo(len / 2, 0.8, len / 2 + 0.2, 2.0);
  s.lineTo(-len / 2, 2.0);
  s.lineTo(-len / 2, 0.6);
  const beam = len * 0.22;
  const hull = new THREE.ExtrudeGeometry(s, { depth: beam, bevelEnabled: true, bevelThickness: beam * 0.15, bevelSize: 0.25, bevelSegments: 3 });
  hull.translate(0, -0.6, -beam / 2);
  const white = new THREE.MeshPhysicalMaterial({ color: '#f4f4f2', roughness: 0.2, clearcoat: 1 });
  mesh(worldUV(hull), white, 0, -0.3, 0, g);
  block(g, flat('#1a2630', 0.2, 0.2), len * 0.01, 0.4, beam, -len / 2, -0.2, 0, 0.05);
  block(g, white, len * 0.55, 1.6, beam * 0.75, -len * 0.08, 1.1, 0, 0.3);
  block(g, flat('#17232c', 0.08, 0.4, { clearcoat: 1 }), len * 0.56, 0.7, beam * 0.76, -len * 0.08, 1.55, 0, 0.2);
  if (len > 20) {
    block(g, white, len * 0.35, 1.3, beam * 0.6, -len * 0.12, 2.7, 0, 0.3);
    block(g, flat('#17232c', 0.08, 0.4, { clearcoat: 1 }), len * 0.36, 0.6, beam * 0.61, -len * 0.12, 3.1, 0, 0.2);
  }
  void r;
  return g;
}

/** Umbrella pine, olive or cypress as a close object (trunk + canopy of displaced blobs). */
export function tree(parent: THREE.Object3D, x: number, y: number, z: number, kind: 'pine' | 'olive' | 'cypress' | 'palm' | 'citrus', size: number, r: Rng): THREE.Group {
  const g = group(parent, x, y, z, r.range(0, 6));
  const bark = new THREE.MeshStandardMaterial({ color: kind === 'olive' ? '#6e665a' : kind === 'palm' ? '#8a7a62' : '#5a4636', roughness: 1 });
  const leafColor = { pine: '#3d5330', olive: '#7f8c68', cypress: '#2f4228', palm: '#557a3c', citrus: '#3f6a2e' }[kind];
  const leaf = new THREE.MeshStandardMaterial({ color: leafColor, roughness: 0.9 });
  const blob = (rad: number, cx: number, cy: number, cz: number, sy = 1): void => {
    const geo = new THREE.IcosahedronGeometry(rad, 3);
    const n = new Noise(Math.floor(r.next() * 1e6));
    const p = geo.attributes.position!;
    for (let i = 0; i < p.count; i++) {
      const v = new THREE.Vector3().fromBufferAttribute(p, i);
      const d = 0.72 + n.value(v.x * 6 / rad + 20, v.y * 6 / rad + v.z * 4 / rad + 20) * 0.5;
      v.multiplyScalar(d);
      p.setXYZ(i, v.x, v.y * sy, v.z);
    }
    geo.computeVertexNormals();
    mesh(geo, leaf, cx, cy, cz, g);
  };
  if (kind === 'cypress') {
    mesh(new THREE.CylinderGeometry(0.1 * size, 0.15 * size, size * 0.3, 8), bark, 0, size * 0.15, 0, g);
    const geo = new THREE.SphereGeometry(size * 0.14, 16, 24);
    geo.scale(1, 4.2, 1);
    const n = new Noise(Math.floor(r.next() * 1e6));
    const p = geo.attributes.position!;
    for (let i = 0; i < p.count; i++) {
      const v = new THREE.Vector3().fromBufferAttribute(p, i);
      const d = 0.85 + n.value(v.x * 3 + 9, v.y * 3 + v.z * 3 + 9) * 0.3;
      p.setXYZ(i, v.x * d, v.y, v.z * d);
    }
    geo.computeVertexNormals();
    mesh(geo, leaf, 0, size * 0.6, 0, g);
    return g;
  }
  if (kind === 'palm') {
    const curve = new THREE.QuadraticBezierCurve3(new THREE.Vector3(0, 0, 0), new THREE.Vector3(size * 0.1, size * 0.5, 0), new THREE.Vector3(size * 0.05, size, 0));
    mesh(new THREE.TubeGeometry(curve, 12, size * 0.03, 8), bark, 0, 0, 0, g);
    const frond = new THREE.PlaneGeometry(size * 0.09, size * 0.42, 1, 6);
    const fp = frond.attributes.position!;
    for (let i = 0; i < fp.count; i++) {
      const yy = fp.getY(i) / (size * 0.42) + 0.5;
      fp.setZ(i, -yy * yy * size * 0.18);
    }
    frond.translate(0, size * 0.21, 0);
    frond.computeVertexNormals();
    const fm = new THREE.MeshStandardMaterial({ color: leafColor, roughness: 0.8, side: THREE.DoubleSide });
    for (let i = 0; i < 14; i++) {
      const f = mesh(frond, fm, size * 0.05, size, 0, g);
      f.rotation.set(0, (i / 14) * Math.PI * 2, 0, 'YXZ');
      f.rotateX(-r.range(0.9, 1.6));
    }
    return g;
  }
  const trunkH = kind === 'pine' ? size * 0.75 : size * 0.4;
  const lean = kind === 'pine' ? r.range(-0.15, 0.15) : r.range(-0.1, 0.1);
  const top = new THREE.Vector3(lean * size, trunkH, r.range(-0.1, 0.1) * size);
  const curve = new THREE.QuadraticBezierCurve3(new THREE.Vector3(0, 0, 0), new THREE.Vector3(top.x * 0.2 + r.range(-0.3, 0.3), trunkH * 0.5, 0), top);
  mesh(new THREE.TubeGeometry(curve, 10, size * (kind === 'olive' ? 0.06 : 0.035), 8), bark, 0, 0, 0, g);
  if (kind === 'pine') {
    for (let i = 0; i < 6; i++) blob(size * r.range(0.18, 0.26), top.x + r.range(-0.3, 0.3) * size, top.y + r.range(0, 0.08) * size, top.z + r.range(-0.3, 0.3) * size, 0.45);
  } else {
    const n = kind === 'olive' ? 7 : 5;
    for (let i = 0; i < n; i++) blob(size * r.range(0.16, 0.24), top.x + r.range(-0.28, 0.28) * size, top.y + r.range(0.05, 0.35) * size, top.z + r.range(-0.28, 0.28) * size, 0.85);
    if (kind === 'citrus') {
      const fruit = new THREE.MeshStandardMaterial({ color: '#f2a52a', roughness: 0.5 });
      for (let i = 0; i < 24; i++) mesh(new THREE.SphereGeometry(size * 0.035, 10, 8), fruit, top.x + r.range(-0.35, 0.35) * size, top.y + r.range(-0.05, 0.4) * size, top.z + r.range(-0.35, 0.35) * size, g);
    }
  }
  return g;
}

/** A ground slab (garden, terrace, road) with its own texture. */
export function ground(parent: THREE.Object3D, m: THREE.Material, w: number, d: number, x: number, y: number, z: number): THREE.Mesh {
  const gm = mesh(rbox(w, 0.2, d, 0.01, 1), m, x, y - 0.1, z, parent, false);
  gm.receiveShadow = true;
  return gm;
}

export function grassMat(seed = 16): THREE.MeshStandardMaterial {
  return mat(grass(seed, 0.25), { tile: 4, roughness: 1 });
}
