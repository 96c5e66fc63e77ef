// The world outside: sea with glints, hills with pines, olives and cypresses, towns of ochre and
// pink façades with shutters and tiled roofs, Monaco's towers, yachts. The sea lies at y = 0,
// the coast runs along x, the open sea towards -z.
import * as THREE from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { block, flat, GLSL_VALUE_NOISE, group, lathe, mat, mesh, rbox, worldUV } from './kit.ts';
import { Noise, Rng } from './random.ts';
import { mirrorAt, type Stage } from './stage.ts';
import { dryStone, grass, gravel, heightBands, plaster, roofTiles, shutterWood, stoneWall, waves } from './textures.ts';
import { tree as vegetationTree, type TreeKind } from './vegetation.ts';

/**
 * The sea at height y; `mirror` where the camera stands near its level and sees a coast on it (see
 * mirrorAt).
 */
export function sea(st: Stage, y = 0, o: { mirror?: boolean; towards?: 1 | -1; swell?: number } = {}): THREE.Mesh {
  const size = 60000;
  const w = waves();
  const n = w.normalMap.clone();
  // Waves of `swell` metres (9 by default): longer ones still break the sun's path kilometres off.
  const swell = o.swell ?? 9;
  n.repeat.set(size / swell, size / swell);
  n.needsUpdate = true;
  // Deep water shows almost no colour of its own, and its small waves mirror the sky from higher
  // up than a flat sheet would, where it is bluer: seen from a terrace the sea is a deep blue,
  // lighter only towards the horizon, never the pale sky-blue of the sky's full light.
  const m = new THREE.MeshPhysicalMaterial({ color: st.spec.elevation < 0 ? '#0b1a2a' : '#05202f', roughness: 0.08, metalness: 0, normalMap: n, normalScale: new THREE.Vector2(1, 1).multiplyScalar(o.swell ? 0.7 : 0.35), envMapIntensity: 0.45, clearcoat: 0 });
  m.specularIntensity = 1;
  m.userData['mirrorsSky'] = true;
  m.userData['sea'] = true; // the open sea, which Cycles leaves to three.js (export.ts)
  if (st.spec.elevation < 0) {
    // At night the sky's reflection is black here: the water keeps a deep blue of its own.
    m.emissive = new THREE.Color('#0d2350');
    m.emissiveIntensity = 0.06;
  }
  if (o.mirror) mirrorAt(m, y);
  // The open sea lies towards -z (where most views look), or towards +z from a hill above it.
  const s = mesh(new THREE.PlaneGeometry(size, size), m, 0, y, (o.towards ?? -1) * (size / 2 - 400), st.scene, false);
  s.rotation.x = -Math.PI / 2;
  s.receiveShadow = false;
  return s;
}

/** A range of hills: a displaced strip from x0 to x1, rising from the shore (z = zShore) inland (towards +z or -z). */
export function hills(st: Stage, o: { x0: number; x1: number; z0: number; depth: number; height: number; seed: number; color?: string; dir?: 1 | -1; trees?: number; base?: number; villas?: number; villaDepth?: number; keepOut?: { x0: number; x1: number; lz: number; from?: number } }): THREE.Mesh {
  const nx = 160;
  const nz = 60;
  const g = new THREE.PlaneGeometry(o.x1 - o.x0, o.depth, nx, nz);
  g.rotateX(-Math.PI / 2);
  const noise = new Noise(o.seed);
  const pos = g.attributes.position!;
  const colors = new Float32Array(pos.count * 3);
  // Maquis and garrigue: a mosaic of mid greens, dry grass and pale limestone, never a dark felt.
  const base = new THREE.Color(o.color ?? '#5f7445');
  const dry = new THREE.Color('#a49c7c');
  const rock = new THREE.Color('#b9b2a2');
  const dir = o.dir ?? 1;
  // A range given its own colour is the far one, kilometres away.
  const far = o.color !== undefined;
  // Where its woods and scrub grow thick, the ground between the crowns is their shade and
  // undergrowth, not pale grass: seen from afar, the maquis is a dark green cover with clearings,
  // rather than dark dots on a light ground.
  const thick = o.trees ? woodDensity(o.seed) : undefined;
  const undergrowth = new THREE.Color('#43502f');
  const heightAt = (x: number, lz: number): number => {
    const t = lz / o.depth;
    const ridge = noise.fbm(x / 9000, 0.5, 4, 4);
    const edge = Math.min(1, Math.max(0, (x - o.x0) / 900), Math.max(0, (o.x1 - x) / 900));
    // The relief fades to nothing at the shore, so the hill never starts as a floating edge, and
    // at the range's two ends, so it never ends in a wall.
    const foot = Math.min(1, t * 10, edge * 6);
    // A far range is read by its spurs running down to the sea, lit on one side, in shade on the other.
    const spurs = far ? 0.55 + 0.5 * (1 - Math.abs(2 * noise.fbm(x / 4800 + 0.3, t * 0.6, 8, 2) - 1)) : 1;
    return edge * o.height * (0.45 + ridge * 0.9) * spurs * Math.pow(Math.sin(Math.min(1, t * 1.15) * Math.PI * 0.5), 1.3) + foot * noise.fbm(x / 1200, t, 8, 3) * o.height * 0.12 - 8 + (o.base ?? 0);
  };
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i) + (o.x0 + o.x1) / 2;
    const lz = pos.getZ(i) + o.depth / 2; // 0 at shore .. depth inland
    const t = lz / o.depth;
    const h = heightAt(x, lz);
    pos.setXYZ(i, x, h, o.z0 + dir * lz);
    const c = base.clone().lerp(dry, Math.min(1, Math.max(0, noise.fbm(x / 700, t * 3, 8, 3) * 1.2 - 0.25 + t * 0.25))).multiplyScalar(0.86 + noise.fbm(x / 200, t * 12, 16, 2) * 0.28);
    // Woods seen from kilometres away are dark: the air in front of them is what lights them blue.
    if (far) c.multiplyScalar(0.5);
    else {
      if (thick) c.lerp(undergrowth, THREE.MathUtils.clamp((thick(x, o.z0 + dir * lz) - 0.2) * 2.5, 0, 0.85));
      c.lerp(rock, Math.max(0, noise.fbm(x / 300, t * 6, 8, 3) - 0.62) * 2.2);
    }
    colors.set([c.r, c.g, c.b], i * 3);
  }
  g.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  if (dir < 0) turnOver(g);
  g.computeVertexNormals();
  const gt = grass(o.seed, 0.4);
  const nm = gt.normalMap.clone();
  nm.repeat.set(200, 80);
  const m = new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 1, normalMap: nm, normalScale: new THREE.Vector2(0.8, 0.8) });
  if (far) distant(st, m);
  const hm = mesh(g, m, 0, 0, 0, st.scene, false);
  hm.receiveShadow = true;
  /** The ground's height at (x, z), for placing things on the slope. */
  hm.userData['heightAt'] = (x: number, z: number): number => heightAt(x, Math.max(0, (z - o.z0) * dir));
  if (o.villas) {
    // Villas in their gardens up the slope, as the hills above every Riviera town are built.
    const r = new Rng(o.seed * 13 + 1);
    for (let i = 0; i < o.villas; i++) {
      const x = r.chance(0.7) ? r.range(-900, 900) : r.range(o.x0 * 0.9, o.x1 * 0.9);
      const lz = r.range(o.depth * 0.015, o.depth * (o.villaDepth ?? 0.35));
      const w = r.range(10, 18);
      const d = r.range(9, 13);
      if (o.keepOut && x > o.keepOut.x0 - 20 && x < o.keepOut.x1 + 20 && lz < o.keepOut.lz && lz > (o.keepOut.from ?? 0) - 20) continue;
      const yy = Math.min(heightAt(x - w / 2, lz), heightAt(x + w / 2, lz), heightAt(x, lz + d / 2), heightAt(x, lz - d / 2));
      if (yy < 4) continue;
      const hg = house(st.scene, x, yy - 0.5, o.z0 + dir * lz, { w, d, floors: r.int(2, 3), wall: r.pick(['#f2e6d2', '#ecdcc2', '#e8c69a', '#f0d8b0', '#e3b07a', '#e6a77f', '#f4efe6']), seed: o.seed * 100 + i, lit: st.lamps * 0.5, ground: 'plain', detail: 'far' });
      hg.rotation.y = r.range(-0.25, 0.25);
      block(hg, flat('#bdb3a0', 1), w + 1, 6, d + 1, 0, -6, 0, 0.05);
    }
  }
  if (o.trees) scatterTrees(st, o.trees, o.seed, (r) => {
    // Most trees where the camera looks (the middle of the range), the rest spread wide.
    const x = r.chance(0.75) ? r.range(Math.max(o.x0, -1400), Math.min(o.x1, 1400)) : r.range(o.x0, o.x1);
    const lz = r.range(o.depth * 0.02, o.depth * 0.6);
    if (o.keepOut && x > o.keepOut.x0 && x < o.keepOut.x1 && lz < o.keepOut.lz && lz > (o.keepOut.from ?? 0)) return new THREE.Vector3(0, -1, 0);
    return new THREE.Vector3(x, heightAt(x, lz), o.z0 + dir * lz);
  });
  return hm;
}

/**
 * Aerial perspective for a range kilometres away: the air between tints it towards a blue-grey
 * (mauve under a low sun) that stays darker than the sky at the horizon, so the range keeps its
 * silhouette and the light and shade of its ridges. The scene's haze would wash it towards the
 * horizon's own white, a range pale as snow.
 */
function distant(st: Stage, m: THREE.MeshStandardMaterial): void {
  if (st.spec.elevation < 0) return;
  const hazy = st.mood === 'haze';
  const air = st.spec.elevation < 12 ? new THREE.Color('#a79eb0') : hazy ? new THREE.Color('#b4c2d2') : new THREE.Color('#8caacd');
  // At dusk the whole sky has dimmed but its glow along the horizon.
  if (st.spec.elevation < 5) air.multiplyScalar(0.55);
  m.fog = false;
  m.onBeforeCompile = (s) => {
    s.uniforms['airColor'] = { value: air };
    s.uniforms['airDepth'] = { value: hazy ? 3500 : 5500 };
    s.fragmentShader = s.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform vec3 airColor;\nuniform float airDepth;')
      .replace('#include <fog_fragment>', 'gl_FragColor.rgb = mix(gl_FragColor.rgb, airColor, 1.0 - exp(-length(vViewPosition) / airDepth));');
  };
  m.customProgramCacheKey = () => `distant-${hazy}`;
}

/**
 * A crown seen from afar: a ball of lobes (leaf masses, like a cauliflower), smooth-shaded, its
 * vertices shaded darker underneath and between the lobes.
 */
function crownBlob(n: Noise): THREE.BufferGeometry {
  const g = mergeVertices(new THREE.IcosahedronGeometry(1, 4).deleteAttribute('normal').deleteAttribute('uv'));
  const p = g.attributes.position!;
  const shades: number[] = [];
  const v = new THREE.Vector3();
  for (let i = 0; i < p.count; i++) {
    v.fromBufferAttribute(p, i);
    // Three planar samples stand for a 3D noise: large lobes, then finer bumps on them.
    const lobes = (n.value(v.x * 2.2 + 7, v.y * 2.2 + 3) + n.value(v.y * 2.2 + 11, v.z * 2.2 + 5) + n.value(v.z * 2.2 + 13, v.x * 2.2 + 17)) / 3;
    const bumps = n.value(v.x * 6 + 31, v.z * 6 + v.y * 3 + 29);
    const twigs = n.value(v.x * 13 + 41, v.z * 13 - v.y * 7 + 43);
    v.multiplyScalar(0.92 + (lobes - 0.5) * 0.9 + bumps * 0.14 + (twigs - 0.5) * 0.22);
    p.setXYZ(i, v.x, v.y, v.z);
    const shade = THREE.MathUtils.clamp(0.55 + 0.4 * v.y + (lobes - 0.5) * 0.8, 0.3, 1.05);
    shades.push(shade, shade, shade);
  }
  g.setAttribute('color', new THREE.Float32BufferAttribute(shades, 3));
  g.computeVertexNormals();
  return g;
}

/** A ground mirrored along z, its triangles turned round so that it faces up again. */
function turnOver(g: THREE.BufferGeometry): void {
  const idx = g.index!;
  for (let i = 0; i < idx.count; i += 3) {
    const a = idx.getX(i + 1);
    idx.setX(i + 1, idx.getX(i + 2));
    idx.setX(i + 2, a);
  }
}

/** How thick the woods and maquis of `seed` grow at (x, z), 0..1, in patches of a few hundred metres. */
function woodDensity(seed: number): (x: number, z: number) => number {
  const n = new Noise(seed + 5);
  return (x, z) => n.value(x / 220 + 50, z / 220 + 50, 256);
}

/**
 * Tree canopies as displaced blobs, instanced over a terrain, and four times as many low clumps
 * of maquis (mastic, broom, young oaks) between them, so a slope is not bare grass. Nothing grows
 * below the height `shore`.
 */
function scatterTrees(st: Stage, count: number, seed: number, place: (r: Rng) => THREE.Vector3, shore = 6): void {
  // Woods as a forest reads from afar: many small crowns packed in patches, open garrigue between.
  const r = st.rng;
  const trees = count * 5;
  const total = trees + count * 20;
  const n = new Noise(seed + 5);
  const blob = crownBlob(n);
  const density = woodDensity(seed);
  const leafM = new THREE.MeshStandardMaterial({ color: '#ffffff', roughness: 1, vertexColors: true });
  // Seen from afar a crown is still leaves and gaps, not a smooth dome: its surface turns and is
  // shaded by a smooth noise of about 30 cm and 1 m (smooth, so no cells show close up).
  leafM.onBeforeCompile = (s) => {
    s.vertexShader = s.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vLeaf;')
      .replace('#include <project_vertex>', `#include <project_vertex>
        vec4 leafAt = vec4(transformed, 1.0);
        #ifdef USE_INSTANCING
          leafAt = instanceMatrix * leafAt;
        #endif
        vLeaf = (modelMatrix * leafAt).xyz;`);
    s.fragmentShader = s.fragmentShader
      .replace('#include <common>', `#include <common>
        varying vec3 vLeaf;
        ${GLSL_VALUE_NOISE}`)
      .replace('#include <normal_fragment_maps>', `#include <normal_fragment_maps>
        vec3 leafCell = valueNoise(vLeaf * 3.0) * 0.6 + valueNoise(vLeaf * 0.9 + 17.0) * 0.4;
        normal = normalize(normal + (leafCell - 0.5) * 2.2);
        diffuseColor.rgb *= 0.45 + 0.9 * smoothstep(0.25, 0.75, leafCell.z);`);
  };
  leafM.customProgramCacheKey = () => 'crowns';
  const inst = new THREE.InstancedMesh(blob, leafM, total);
  inst.castShadow = true;
  inst.receiveShadow = true;
  const m = new THREE.Matrix4();
  const col = new THREE.Color();
  const q = new THREE.Quaternion();
  let k = 0;
  for (let tries = 0; tries < trees * 4 && k < trees; tries++) {
    const p = place(r);
    if (p.y < shore) continue;
    const dens = density(p.x, p.z);
    if (r.next() > Math.min(1, Math.max(0.08, (dens - 0.3) * 2.5))) continue;
    const s = r.range(3, 6);
    const pine = r.chance(0.3);
    q.setFromAxisAngle(new THREE.Vector3(0, 1, 0), r.range(0, 6.28));
    m.compose(p.clone().setY(p.y + s * (pine ? 0.6 : 0.5)), q, new THREE.Vector3(s * (pine ? 1.3 : 1), s * (pine ? 0.65 : 0.85), s * (pine ? 1.3 : 1)));
    inst.setMatrixAt(k, m);
    inst.setColorAt(k, col.set(pine ? r.pick(['#56703c', '#5f7a42', '#4d6836']) : r.pick(['#6a7d4a', '#7a8a5c', '#8a9670', '#5f7444', '#71834f', '#627a40'])).multiplyScalar(r.range(0.85, 1.1)));
    k++;
  }
  // The maquis: round low clumps, dark and grey-green, thickest at the woods' edges. From a stream
  // of its own, so the scene's other choices stay where they were.
  const rs = new Rng(`maquis-${seed}`);
  for (let tries = 0; tries < (total - trees) * 6 && k < total; tries++) {
    const p = place(rs);
    if (p.y < shore) continue;
    const dens = density(p.x, p.z);
    if (rs.next() > Math.min(1, Math.max(0.2, 1.2 - Math.abs(dens - 0.4) * 2.5))) continue;
    const s = rs.range(1.5, 3);
    q.setFromAxisAngle(new THREE.Vector3(0, 1, 0), rs.range(0, 6.28));
    m.compose(p.clone().setY(p.y + s * 0.2), q, new THREE.Vector3(s, s * 0.55, s * rs.range(0.8, 1.2)));
    inst.setMatrixAt(k, m);
    inst.setColorAt(k, col.set(rs.pick(['#56603e', '#646c48', '#4a5834', '#747552', '#5b6a40'])).multiplyScalar(rs.range(0.8, 1.05)));
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

/** A window of a façade painted by paintFacade, in metres from the painting's top left corner (bays 2.6 m wide). */
export interface Opening {
  x: number;
  top: number;
  w: number;
  h: number;
  shutters: 'closed' | 'half' | 'open';
  lit: boolean;
  balcony: boolean;
}

/** A door or a shop's arch at the foot of a façade painted by paintFacade, in metres (see Opening). */
export interface Doorway {
  x: number;
  w: number;
  h: number;
  shop: boolean;
  /** A shop lit from within. */
  lit: boolean;
  color: string;
}

interface Facade {
  map: THREE.CanvasTexture;
  /** For a façade in relief: black where its windows and doors are cut out, white elsewhere. */
  alpha?: THREE.CanvasTexture;
  openings: Opening[];
  doors: Doorway[];
  /** The stone or painted surround of its windows and doors. */
  surround: string;
  louvred: boolean;
}

/** An arch's outline from the ground up, `grow` metres wider all round: a door's, a shop's. */
function archPath<T extends THREE.Path>(p: T, x: number, w: number, h: number, grow = 0): T {
  const r = w / 2 + grow;
  p.moveTo(x - r, 0);
  p.lineTo(x - r, h - w / 2);
  p.absarc(x, h - w / 2, r, Math.PI, 0, true);
  p.lineTo(x + r, 0);
  p.lineTo(x - r, 0);
  return p;
}

/** The band round an arch, `grow` metres wide, extruded `depth` towards +z: a reveal, a surround. */
function archRing(x: number, w: number, h: number, grow: number, depth: number, curveSegments: number): THREE.ExtrudeGeometry {
  const outline = archPath(new THREE.Shape(), x, w, h, grow);
  outline.holes.push(archPath(new THREE.Path(), x, w, h));
  return new THREE.ExtrudeGeometry(outline, { depth, bevelEnabled: false, curveSegments });
}

const paintedCache = new Map<string, Facade>();
/**
 * One façade of an old-town house, painted to its own size (bays x floors, no repeat): every
 * house differs in window size and rhythm, shutters (closed, ajar, folded back), painted
 * surrounds, string courses, balconies, a ground floor of doors and shop arches, and the
 * weathering of rain under the sills and along the base.
 */
export function oldFacade(wall: string, shutter: string, seed: number, lit: number, bays: number, floors: number, ground: 'shop' | 'door' | 'plain' = 'door', pixelsPerMetre = 28): THREE.CanvasTexture {
  return paintFacade(wall, shutter, seed, lit, bays, floors, ground, pixelsPerMetre, false).map;
}

/**
 * The painting of oldFacade; `relief` leaves out what house() builds in relief (the windows' glass,
 * their shutters and balconies), cuts the windows out and lists them. The same seed draws the same
 * façade either way.
 */
function paintFacade(wall: string, shutter: string, seed: number, lit: number, bays: number, floors: number, ground: 'shop' | 'door' | 'plain', pixelsPerMetre: number, relief: boolean): Facade {
  const key = `${wall}${shutter}${seed}${lit.toFixed(2)}${bays}x${floors}${ground}${pixelsPerMetre}${relief ? 'R' : ''}`;
  const hit = paintedCache.get(key);
  if (hit) return hit;
  const openings: Opening[] = [];
  const doors: Doorway[] = [];
  const r = new Rng(seed * 7919 + bays * 31 + floors);
  const ppm = bays * floors > 60 ? Math.min(16, pixelsPerMetre) : pixelsPerMetre;
  const bayW = 2.6;
  const W = Math.round(bays * bayW * ppm);
  const H = Math.round(floors * 3 * ppm);
  const c = document.createElement('canvas');
  c.width = W;
  c.height = H;
  const x = c.getContext('2d')!;
  const n = new Noise(seed);
  const wc = new THREE.Color(wall);
  x.fillStyle = wall;
  x.fillRect(0, 0, W, H);
  // Lime-wash mottling and rain streaks, darker near the ground: painted small, multiplied in.
  const sw = Math.ceil(W / 5);
  const shh = Math.ceil(H / 5);
  const [mc, mx] = [document.createElement('canvas'), null as CanvasRenderingContext2D | null];
  mc.width = sw;
  mc.height = shh;
  const m2 = mx ?? mc.getContext('2d')!;
  const img = m2.createImageData(sw, shh);
  const streaks = Array.from({ length: bays * 3 }, () => r.range(0.3, 1));
  for (let j = 0; j < shh; j++)
    for (let i = 0; i < sw; i++) {
      const st = streaks[Math.floor((i / sw) * streaks.length)]!;
      const f = 0.9 + n.fbm(i / sw, j / shh, 6, 3) * 0.1 - (j > shh - 0.5 * ppm / 5 ? 0.06 : 0) - (n.value((i / sw) * 60, (j / shh) * 3, 60) > 0.72 ? 0.04 * st : 0);
      const k = (j * sw + i) * 4;
      img.data[k] = img.data[k + 1] = img.data[k + 2] = Math.min(255, f * 255);
      img.data[k + 3] = 255;
    }
  m2.putImageData(img, 0, 0);
  x.globalCompositeOperation = 'multiply';
  x.imageSmoothingEnabled = true;
  x.drawImage(mc, 0, 0, W, H);
  x.globalCompositeOperation = 'source-over';
  const surround = r.chance(0.6) ? `#${wc.clone().offsetHSL(0, -0.05, 0.12).getHexString()}` : r.chance(0.5) ? '#f2eadb' : `#${wc.clone().offsetHSL(0.01, 0.05, -0.1).getHexString()}`;
  const ww = r.range(0.95, 1.2) * ppm;
  const wh = r.range(1.55, 1.85) * ppm;
  const louvred = r.chance(0.8);
  const balconyFloor = floors > 2 ? r.int(1, Math.min(2, floors - 1)) : -1;
  const balconyAll = r.chance(0.3);
  // Ground-floor plinth.
  x.fillStyle = `#${wc.clone().offsetHSL(0, -0.05, -0.14).getHexString()}`;
  x.globalAlpha = ground === 'plain' ? 0.5 : 0.85;
  x.fillRect(0, H - 1.1 * ppm, W, 1.1 * ppm);
  x.globalAlpha = 1;
  // String courses between floors.
  if (r.chance(0.7)) {
    x.fillStyle = surround;
    for (let f = 1; f < floors; f++) x.fillRect(0, H - f * 3 * ppm - 0.12 * ppm, W, 0.22 * ppm);
    x.fillStyle = 'rgba(0,0,0,0.15)';
    for (let f = 1; f < floors; f++) x.fillRect(0, H - f * 3 * ppm + 0.1 * ppm, W, 0.08 * ppm);
  }
  const skip = bays > 2 && r.chance(0.25) ? r.int(0, bays - 1) : -1;
  for (let f = 0; f < floors; f++) {
    for (let b = 0; b < bays; b++) {
      const cx = (b + 0.5) * bayW * ppm + r.range(-0.05, 0.05) * ppm;
      const floorTop = H - (f + 1) * 3 * ppm;
      if (f === 0 && ground !== 'plain') {
        // Doors and shop arches: dark openings with a stone frame.
        const shop = ground === 'shop' || (b === Math.floor(bays / 2) ? false : r.chance(0.3));
        const dw = (shop ? 1.9 : 1.1) * ppm;
        const dh = (shop ? 2.5 : 2.3) * ppm;
        const y0 = H - dh;
        x.fillStyle = surround;
        x.fillRect(cx - dw / 2 - 0.15 * ppm, y0 - 0.15 * ppm, dw + 0.3 * ppm, dh + 0.15 * ppm);
        const open = shop && r.chance(lit);
        const fill = shop ? (open ? '#f0c27a' : '#262b2e') : r.pick(['#4a3a2c', '#3f5d4c', '#5c4030', '#2f3f4f']);
        x.fillStyle = fill;
        if (relief) doors.push({ x: cx / ppm, w: dw / ppm, h: dh / ppm, shop, lit: open, color: fill });
        x.beginPath();
        x.moveTo(cx - dw / 2, H);
        x.lineTo(cx - dw / 2, y0 + dw / 2);
        x.arc(cx, y0 + dw / 2, dw / 2, Math.PI, 0);
        x.lineTo(cx + dw / 2, H);
        x.fill();
        if (!shop) {
          x.fillStyle = 'rgba(0,0,0,0.25)';
          x.fillRect(cx - 1, y0 + dw / 2, 2, dh - dw / 2);
        }
        continue;
      }
      if (b === skip && f < floors - 1) {
        // A blind window painted in trompe-l'œil, as on many Riviera façades.
        x.fillStyle = surround;
        x.fillRect(cx - ww / 2 - 0.16 * ppm, floorTop + 0.7 * ppm - 0.16 * ppm, ww + 0.32 * ppm, wh + 0.32 * ppm);
        x.fillStyle = shutter;
        x.fillRect(cx - ww / 2, floorTop + 0.7 * ppm, ww, wh);
        continue;
      }
      const y = floorTop + 0.7 * ppm;
      const on = r.next() < lit * 0.6;
      const state = r.next();
      const shutters = state < 0.3 ? 'closed' : state < 0.45 ? 'half' : 'open';
      // Painted surround and sill.
      x.fillStyle = surround;
      x.fillRect(cx - ww / 2 - 0.16 * ppm, y - 0.2 * ppm, ww + 0.32 * ppm, wh + 0.32 * ppm);
      x.fillStyle = 'rgba(0,0,0,0.2)';
      x.fillRect(cx - ww / 2 - 0.2 * ppm, y + wh + 0.1 * ppm, ww + 0.4 * ppm, 0.06 * ppm);
      // The opening: dark glass with a glazing bar, a lit room at dusk.
      x.fillStyle = on ? '#ffcb80' : '#23272b';
      x.fillRect(cx - ww / 2, y, ww, wh);
      x.fillStyle = on ? '#d9a35e' : 'rgba(200,210,220,0.18)';
      x.fillRect(cx - 1, y, 2, wh);
      x.fillRect(cx - ww / 2, y + wh * 0.35, ww, 2);
      x.fillStyle = shutter;
      const slats = (x0: number, w: number, y0: number, h: number): void => {
        if (relief) return; // (built instead: see reliefFront)
        x.fillStyle = shutter;
        x.fillRect(x0, y0, w, h);
        if (!louvred) return;
        x.fillStyle = 'rgba(0,0,0,0.22)';
        for (let k = 2; k < h; k += Math.max(3, ppm * 0.09)) x.fillRect(x0 + 1, y0 + k, w - 2, 1);
        x.fillStyle = 'rgba(255,255,255,0.08)';
        x.fillRect(x0, y0, 1, h);
      };
      if (shutters === 'closed') {
        slats(cx - ww / 2, ww / 2 - 0.5, y, wh);
        slats(cx + 0.5, ww / 2 - 0.5, y, wh);
      } else if (shutters === 'half') {
        slats(cx - ww / 2, ww / 2 - 0.5, y, wh);
        slats(cx + ww / 2 + 0.1 * ppm, ww / 2, y, wh);
      } else {
        slats(cx - ww - 0.12 * ppm, ww / 2, y, wh);
        slats(cx + ww / 2 + 0.12 * ppm, ww / 2, y, wh);
      }
      // A rain stain under the sill.
      const grd = x.createLinearGradient(0, y + wh + 0.2 * ppm, 0, y + wh + 1.0 * ppm);
      grd.addColorStop(0, 'rgba(60,50,40,0.12)');
      grd.addColorStop(1, 'rgba(60,50,40,0)');
      x.fillStyle = grd;
      x.fillRect(cx - ww / 2, y + wh + 0.2 * ppm, ww, 0.8 * ppm);
      // Balconies: wrought-iron railings on a thin stone slab.
      const balcony = f > 0 && (f === balconyFloor || (balconyAll && f < floors - 1) || r.chance(0.12));
      if (relief) openings.push({ x: cx / ppm, top: y / ppm, w: ww / ppm, h: wh / ppm, shutters, lit: on, balcony });
      else if (balcony) {
        const bw = ww + 0.6 * ppm;
        const by = y + wh - 0.05 * ppm;
        x.fillStyle = 'rgba(0,0,0,0.28)';
        x.fillRect(cx - bw / 2, by + 0.16 * ppm, bw, 0.3 * ppm);
        x.fillStyle = '#e9e2d4';
        x.fillRect(cx - bw / 2, by, bw, 0.14 * ppm);
        x.fillStyle = 'rgba(30,30,30,0.9)';
        x.fillRect(cx - bw / 2, by - 0.95 * ppm, bw, Math.max(1, 0.05 * ppm));
        for (let k = 0; k <= bw; k += Math.max(3, 0.12 * ppm)) x.fillRect(cx - bw / 2 + k, by - 0.95 * ppm, 1, 0.95 * ppm);
      }
    }
  }
  // The cornice under the eaves.
  x.fillStyle = surround;
  x.fillRect(0, 0, W, 0.35 * ppm);
  x.fillStyle = 'rgba(0,0,0,0.3)';
  x.fillRect(0, 0.35 * ppm, W, 0.12 * ppm);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  let alpha: THREE.CanvasTexture | undefined;
  if (relief) {
    const a = document.createElement('canvas');
    a.width = W;
    a.height = H;
    const ax = a.getContext('2d')!;
    ax.fillStyle = '#fff';
    ax.fillRect(0, 0, W, H);
    ax.fillStyle = '#000';
    for (const o of openings) ax.fillRect((o.x - o.w / 2) * ppm, o.top * ppm, o.w * ppm, o.h * ppm);
    for (const d of doors) {
      // (The arch's y runs up from the ground, the canvas's down from the top.)
      ax.beginPath();
      for (const v of archPath(new THREE.Path(), d.x, d.w, d.h).getPoints(24)) ax.lineTo(v.x * ppm, H - v.y * ppm);
      ax.fill();
    }
    alpha = new THREE.CanvasTexture(a);
  }
  const painted = { map: t, alpha, openings, doors, surround, louvred };
  paintedCache.set(key, painted);
  return painted;
}

/**
 * The windows of a façade in relief (see paintFacade), in front of a face at z = `z`, `w` wide and
 * `h` high: each cut 22 cm deep into the wall, its reveals, a casement of three panes a leaf over
 * glass that mirrors the sky (a sheer curtain behind some), a stone surround and sill standing
 * proud, wooden shutters closed in the opening or folded back against the wall (some left ajar),
 * and the balconies on their slabs, with consoles and wrought-iron railings. At its foot, the doors
 * of boards and the shops' glazed arches, set back 25 cm in their stone surrounds.
 */
function reliefFront(g: THREE.Object3D, f: Facade, o: { w: number; h: number; z: number; bays: number; shutter: string; seed: number }): void {
  const r = new Rng(o.seed * 131 + 7);
  const sx = o.w / (o.bays * 2.6);
  const depth = 0.22;
  const z = o.z;
  const casement = flat('#ece6da', 0.55);
  const glass = new THREE.MeshStandardMaterial({ color: '#161a1d', roughness: 0.04, metalness: 0.1, envMapIntensity: 1.2 });
  const sheer = new THREE.MeshStandardMaterial({ color: '#6e6a62', roughness: 0.1, metalness: 0.1, envMapIntensity: 1.0 });
  const glow = new THREE.MeshStandardMaterial({ color: '#3a2a18', emissive: '#ffc47a', emissiveIntensity: 1.4, roughness: 0.1 });
  const iron = flat('#232323', 0.45, 0.6);
  const slab = flat('#e6dfd1', 0.85);
  const bars = (boxes: [number, number, number, number, number, number][], m: THREE.Material): void => {
    const geos = boxes.map(([bw, bh, bd, x, y, zz]) => new THREE.BoxGeometry(bw, bh, bd).translate(x, y, zz));
    mesh(mergeGeometries(geos), m, 0, 0, 0, g);
  };
  const stone = flat(f.surround, 0.9);
  const wood = mat(shutterWood(o.shutter, f.louvred), { tile: 1, roughness: 0.7 });
  for (const w of f.openings) {
    const ww = w.w * sx;
    const x = -o.w / 2 + w.x * sx;
    const top = o.h - w.top;
    const bottom = top - w.h;
    const y = (top + bottom) / 2;
    // Reveals: the sides, the soffit and the bottom of the opening, in the surround's colour.
    bars([
      [0.02, w.h, depth, x - ww / 2 + 0.01, y, z - depth / 2],
      [0.02, w.h, depth, x + ww / 2 - 0.01, y, z - depth / 2],
      [ww, 0.02, depth, x, top - 0.01, z - depth / 2],
      [ww, 0.02, depth, x, bottom + 0.01, z - depth / 2],
    ], stone);
    // The surround and the sill standing proud of the wall.
    bars([
      [ww + 0.32, 0.2, 0.04, x, top + 0.1, z + 0.02],
      [0.16, w.h, 0.04, x - ww / 2 - 0.08, y, z + 0.02],
      [0.16, w.h, 0.04, x + ww / 2 + 0.08, y, z + 0.02],
      ...(w.balcony ? [] : [[ww + 0.44, 0.07, 0.16, x, bottom - 0.035, z + 0.06] as [number, number, number, number, number, number]]),
    ], stone);
    // The casement: frame, a mullion where the two leaves meet, two glazing bars across each.
    const back = z - depth + 0.03;
    const pane = mesh(new THREE.PlaneGeometry(ww - 0.04, w.h - 0.04), w.lit ? glow : r.chance(0.35) ? sheer : glass, x, y, back, g, false);
    pane.receiveShadow = true;
    bars([
      [ww, 0.06, 0.05, x, top - 0.05, back + 0.02],
      [ww, 0.06, 0.05, x, bottom + 0.05, back + 0.02],
      [0.06, w.h, 0.05, x - ww / 2 + 0.05, y, back + 0.02],
      [0.06, w.h, 0.05, x + ww / 2 - 0.05, y, back + 0.02],
      [0.08, w.h, 0.05, x, y, back + 0.02],
      [ww, 0.03, 0.03, x, bottom + w.h / 3, back + 0.02],
      [ww, 0.03, 0.03, x, bottom + (2 * w.h) / 3, back + 0.02],
    ], casement);
    // Shutters: two leaves, each hinged at the opening's edge.
    const lw = ww / 2 - 0.01;
    for (const side of [-1, 1]) {
      const closed = w.shutters === 'closed' || (w.shutters === 'half' && side < 0);
      const hinge = group(g, x + side * ww / 2, y, closed ? z - 0.06 : z + 0.065);
      // Folded back flat against the wall, or held ajar by its hook, 20-70 degrees from it.
      hinge.rotation.y = closed ? 0 : side * (r.chance(0.2) ? r.range(1.92, 2.8) : r.range(2.95, 3.1));
      mesh(new THREE.BoxGeometry(lw, w.h - 0.02, 0.035), wood, -side * lw / 2, 0, 0, hinge);
    }
    if (!w.balcony) continue;
    // A balcony: a stone slab on two consoles, its railing of square bars between two rails.
    const bw = ww + 0.6 * sx + 0.2;
    const bd = 0.75;
    block(g, slab, bw, 0.12, bd, x, bottom - 0.12, z + bd / 2, 0.01);
    for (const s of [-1, 1]) block(g, slab, 0.14, 0.28, bd - 0.1, x + s * (bw / 2 - 0.25), bottom - 0.4, z + (bd - 0.1) / 2, 0.01);
    const rail: [number, number, number, number, number, number][] = [
      [bw, 0.04, 0.05, x, bottom + 0.95, z + bd - 0.04],
      [bw, 0.025, 0.025, x, bottom + 0.1, z + bd - 0.04],
    ];
    for (const s of [-1, 1]) {
      rail.push([0.05, 0.04, bd, x + s * (bw / 2 - 0.03), bottom + 0.95, z + bd / 2]);
      rail.push([0.025, 0.025, bd, x + s * (bw / 2 - 0.03), bottom + 0.1, z + bd / 2]);
      for (let k = 0.12; k < bd - 0.05; k += 0.12) rail.push([0.016, 0.95, 0.016, x + s * (bw / 2 - 0.03), bottom + 0.475, z + k]);
    }
    for (let k = -bw / 2 + 0.03; k <= bw / 2 - 0.02; k += 0.12) rail.push([0.016, 0.95, 0.016, x + k, bottom + 0.475, z + bd - 0.04]);
    bars(rail, iron);
  }
  // (Both sides: an extrusion's inner faces, round the hole, turn away from the street.)
  const archStone = flat(f.surround, 0.9, 0, { side: THREE.DoubleSide });
  for (const d of f.doors) {
    const x = -o.w / 2 + d.x * sx;
    const w = d.w * sx;
    // The reveal, 25 cm deep, and the surround 4 cm proud of the wall.
    mesh(archRing(x, w, d.h, 0.03, 0.27, 24), archStone, 0, 0, z - 0.25, g);
    mesh(archRing(x, w, d.h, 0.15, 0.04, 24), archStone, 0, 0, z, g);
    const back = z - 0.22;
    const leaf = archPath(new THREE.Shape(), x, w, d.h);
    if (d.shop) {
      // A shop: glass in a wooden frame, a transom at the springing of the arch.
      mesh(new THREE.ShapeGeometry(leaf, 24), d.lit ? glow : glass, 0, 0, back, g, false).receiveShadow = true;
      const frame = flat(d.lit ? '#3d4f3e' : '#5a3a2a', 0.6);
      bars([
        [0.08, d.h - w / 2, 0.06, x - w / 2 + 0.04, (d.h - w / 2) / 2, back + 0.03],
        [0.08, d.h - w / 2, 0.06, x + w / 2 - 0.04, (d.h - w / 2) / 2, back + 0.03],
        [0.06, d.h - w / 2, 0.05, x, (d.h - w / 2) / 2, back + 0.03],
        [w, 0.08, 0.06, x, d.h - w / 2, back + 0.03],
        [w, 0.35, 0.06, x, 0.175, back + 0.03],
      ], frame);
    } else {
      // A door of vertical boards in the house's colour, its ironwork a ring and a plate.
      mesh(new THREE.ShapeGeometry(leaf, 24), mat(shutterWood(d.color, false), { tile: 1, roughness: 0.75 }), 0, 0, back, g);
      mesh(new THREE.TorusGeometry(0.05, 0.008, 8, 20), iron, x + w * 0.3, 1.05, back + 0.02, g);
    }
  }
}

const ROOFS = ['#c7764f', '#b8623f', '#cf8a62', '#a95a3c', '#c26a48', '#d49670'];

/** A hipped or gabled roof of canal tiles over a w x d footprint, eaves overhanging. */
/** A tiled roof over w x d at height y; `pitch`: its rise over its span (0.2, a low Provençal roof). */
export function roof(g: THREE.Object3D, w: number, d: number, y: number, kind: 'hip' | 'gable', color: string, close = false, pitch = 0.2): void {
  const rt = roofTiles();
  const m = new THREE.MeshStandardMaterial({ map: rt.map, normalMap: rt.normalMap, color, roughness: 0.85 });
  const rh = Math.min(w, d) * pitch;
  if (kind === 'hip' && close) {
    // Seen close, a hipped roof shows its tiles at their size: each of the four slopes mapped in
    // metres, the channels running down it and the rows along its eave.
    const cone = new THREE.ConeGeometry(Math.SQRT1_2, 1, 4, 1).rotateY(Math.PI / 4).scale(w + 0.7, rh, d + 0.7).toNonIndexed();
    cone.computeVertexNormals();
    const pos = cone.attributes.position!;
    const nor = cone.attributes.normal!;
    const uv = cone.attributes.uv!;
    for (let i = 0; i < pos.count; i++) {
      const alongX = Math.abs(nor.getZ(i)) >= Math.abs(nor.getX(i));
      uv.setXY(i, alongX ? pos.getX(i) : pos.getZ(i), alongX ? pos.getZ(i) : pos.getX(i));
    }
    mesh(cone, m, 0, y + rh / 2, 0, g);
    return;
  }
  if (kind === 'hip') {
    const cone = new THREE.ConeGeometry(Math.SQRT1_2, 1, 4, 1);
    cone.rotateY(Math.PI / 4);
    const rm = mesh(cone, m, 0, y + rh / 2, 0, g);
    rm.scale.set(w + 0.7, rh, d + 0.7);
    return;
  }
  // Gable: the ridge along the longer side.
  const along = w >= d;
  const span = (along ? d : w) + 0.7;
  const len = (along ? w : d) + 0.5;
  const s = new THREE.Shape();
  s.moveTo(-span / 2, 0);
  s.lineTo(span / 2, 0);
  s.lineTo(0, rh);
  s.lineTo(-span / 2, 0);
  const geo = new THREE.ExtrudeGeometry(s, { depth: len, bevelEnabled: false });
  geo.translate(0, 0, -len / 2);
  if (along) geo.rotateY(Math.PI / 2);
  worldUV(geo);
  mesh(geo, m, 0, y, 0, g);
}

/** A town house: a box with a façade painted for each side and a tiled roof (hipped or gabled). */
export function house(parent: THREE.Object3D, x: number, y: number, z: number, o: { w: number; d: number; floors: number; wall: string; shutter?: string; seed: number; lit: number; roof?: 'hip' | 'flat' | 'gable'; style?: 'old' | 'modern'; ry?: number; ground?: 'shop' | 'door' | 'plain'; detail?: 'full' | 'mid' | 'far'; relief?: boolean }): THREE.Group {
  const g = group(parent, x, y, z, o.ry ?? 0);
  const h = o.floors * 3;
  const pickBy = <T,>(list: readonly T[], k: number): T => list[((Math.round(k) % list.length) + list.length) % list.length]!;
  const sh = o.shutter ?? pickBy(SHUTTERS, o.seed);
  let mf: THREE.Material;
  let mb: THREE.Material;
  let ms: THREE.Material;
  let ms2: THREE.Material;
  if (o.style === 'modern') {
    const tile = (bays: number, seed: number): THREE.Texture => {
      const t = facadeTexture(o.wall, sh, seed, o.lit, o.style).clone();
      t.repeat.set(bays / 4, o.floors / 4);
      t.offset.set(0, 1 - ((o.floors / 4) % 1));
      t.needsUpdate = true;
      return t;
    };
    mf = mb = new THREE.MeshStandardMaterial({ map: tile(Math.max(1, Math.round(o.w / 2.6)), (o.seed % 3) + 1), roughness: 0.95 });
    ms = ms2 = new THREE.MeshStandardMaterial({ map: tile(Math.max(1, Math.round(o.d / 2.6)), (o.seed % 3) + 2), roughness: 0.95 });
  } else {
    // The front is painted for this house alone; the other sides, and far houses, share a few
    // paintings per colour (a town of hundreds of houses stays quick to upload and render).
    const far = o.detail === 'far';
    const ppm = far ? 10 : o.detail === 'mid' ? 16 : 28;
    const face = (len: number, seed: number, ground: 'shop' | 'door' | 'plain'): THREE.Material => new THREE.MeshStandardMaterial({ map: oldFacade(o.wall, sh, seed, o.lit, Math.max(1, Math.round(len / 2.6)), o.floors, ground, ppm), roughness: 0.95 });
    const pooled = ((Math.round(o.seed) % 5) + 5) % 5;
    if (o.relief) {
      // The front seen close: painted twice as fine, its windows built in relief, the lime-wash's grain.
      const bays = Math.max(1, Math.round(o.w / 2.6));
      const f = paintFacade(o.wall, sh, o.seed * 4, o.lit, bays, o.floors, o.ground ?? 'door', 56, true);
      const grain = plaster('#ffffff', 41);
      const tiled = (t: THREE.Texture): THREE.Texture => {
        const c = t.clone();
        c.repeat.set(o.w / 2, h / 2);
        c.needsUpdate = true;
        return c;
      };
      mf = new THREE.MeshStandardMaterial({ map: f.map, alphaMap: f.alpha ?? null, alphaTest: 0.5, normalMap: tiled(grain.normalMap), normalScale: new THREE.Vector2(0.7, 0.7), roughness: 0.95 });
      reliefFront(g, f, { w: o.w, h, z: o.d / 2, bays, shutter: sh, seed: o.seed });
    } else mf = face(o.w, far ? pooled : o.detail === 'mid' ? (((Math.round(o.seed) % 9) + 9) % 9) + 30 : o.seed * 4, far ? 'plain' : (o.ground ?? 'door'));
    mb = face(o.w, pooled + 10, 'plain');
    ms = ms2 = face(o.d, pooled + 20, 'plain');
  }
  const geo = new THREE.BoxGeometry(o.w, h, o.d);
  // Box faces: +x, -x, +y, -y, +z (front), -z.
  const b = new THREE.Mesh(geo, [ms, ms2, mb, mb, mf, mb]);
  b.position.y = h / 2;
  b.castShadow = true;
  b.receiveShadow = true;
  g.add(b);
  if (o.roof !== 'flat') {
    roof(g, o.w, o.d, h, o.roof ?? (pickBy([0, 1, 2], o.seed) === 0 ? 'hip' : 'gable'), pickBy(ROOFS, o.seed), o.relief);
  } else {
    block(g, flat('#d8d2c6', 0.9), o.w + 0.2, 0.35, o.d + 0.2, 0, h, 0, 0.02);
  }
  return g;
}

/** A tiered old town on a slope: rows of houses climbing from the shore, a bell tower among them. */
export function oldTown(st: Stage, o: { x0: number; x1: number; z0: number; rows: number; seed: number; lit: number; tower?: number; rise?: number; detail?: 'full' | 'mid' | 'far' }): void {
  const r = st.rng;
  let z = o.z0;
  let y = 2;
  const plinth = mat(stoneWall('#b3a48a', 19), { tile: 3, roughness: 1 });
  for (let row = 0; row < o.rows; row++) {
    let x = o.x0 + r.range(0, 6);
    while (x < o.x1) {
      const w = r.range(6, 11);
      const floors = r.int(4, 7) - (row > o.rows - 3 ? 1 : 0);
      const d = r.range(9, 13);
      const hg = house(st.scene, x + w / 2, y + (row > 0 ? r.range(-1.5, 1.5) : 0), z + r.range(-1.5, 1.5), { w, d, floors: Math.max(2, floors + (r.chance(0.3) ? -2 : 0)), wall: r.pick(WALLS), seed: o.seed + row * 100 + Math.round(x), lit: o.lit, ground: row === 0 ? 'shop' : 'door', detail: o.detail ?? 'mid' });
      // The rock and retaining walls the house stands on, down to the row below.
      if (y > 2.5) block(hg, plinth, w, y, d, 0, -y, 0, 0.05);
      x += w + r.range(0, 0.6);
    }
    z += r.range(9, 13);
    y += (o.rise ?? 5) * r.range(0.8, 1.2);
  }
  if (o.tower !== undefined) {
    const tz = o.z0 + (o.rows - 2) * 11;
    const ty = (o.rows - 2) * (o.rise ?? 5);
    const g = group(st.scene, o.tower, ty, tz);
    campanile(g);
    // The church's gabled front beside it.
    block(g, new THREE.MeshStandardMaterial({ color: '#e9cf9c', roughness: 0.9 }), 14, 22, 20, -11, -4, 4, 0.1);
  }
}

/**
 * The basilica's bell tower, 58 m: an ochre shaft in three stages between white cornices, corner
 * pilasters, slit windows and a clock face on each side (no figures); the belfry's arches open on
 * a bell in the dark, an octagonal drum, and a spire of glazed tiles in yellow, green and ochre.
 */
function campanile(g: THREE.Object3D): void {
  const ochre = mat(plaster('#e2bb80', 161), { tile: 3 });
  // (Both sides for the belfry's walls: the faces round each arch turn away from the street.)
  const arches = mat(plaster('#e2bb80', 161), { tile: 3, side: THREE.DoubleSide });
  const stone = flat('#f1e6cf', 0.85, 0, { side: THREE.DoubleSide });
  const dark = flat('#2b2724', 1);
  block(g, ochre, 6, 36, 6, 0, 0, 0, 0.05);
  for (const [cx, cz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) block(g, stone, 0.8, 36, 0.8, cx * 2.75, 0, cz * 2.75, 0.02);
  for (const y of [12, 24, 35.4]) block(g, stone, 6.8, 0.6, 6.8, 0, y, 0, 0.05);
  for (let side = 0; side < 4; side++) {
    // Each face: slits lighting the stair, then the clock under the belfry.
    const face = group(g, 0, 0, 0, (side * Math.PI) / 2);
    for (const y of [6, 17, 28]) {
      block(face, stone, 0.9, 2.0, 0.08, 0, y - 0.2, 3.0, 0.01);
      block(face, dark, 0.5, 1.6, 0.1, 0, y, 3.02, 0.005);
    }
    mesh(new THREE.CylinderGeometry(1.25, 1.25, 0.12, 40).rotateX(Math.PI / 2), flat('#f4efe4', 0.5), 0, 31.6, 3.06, face);
    mesh(new THREE.TorusGeometry(1.25, 0.08, 8, 40), flat('#3a3430', 0.5, 0.4), 0, 31.6, 3.12, face);
    const hand = (len: number, angle: number): void => {
      const h = mesh(new THREE.BoxGeometry(0.09, len, 0.04).translate(0, len / 2, 0), flat('#2a2624', 0.4, 0.5), 0, 31.6, 3.16, face);
      h.rotation.z = angle;
    };
    hand(1.0, -0.9);
    hand(0.7, 2.2);
    // The belfry's side: a wall with an arch cut through, on the stage's sill.
    const panel = new THREE.Shape();
    panel.moveTo(-3, -0.8);
    panel.lineTo(3, -0.8);
    panel.lineTo(3, 7.2);
    panel.lineTo(-3, 7.2);
    panel.lineTo(-3, -0.8);
    panel.holes.push(archPath(new THREE.Path(), 0, 3.0, 5.8));
    mesh(new THREE.ExtrudeGeometry(panel, { depth: 0.7, bevelEnabled: false, curveSegments: 20 }), arches, 0, 36.8, 2.3, face);
    // The arch's surround and its imposts in white stone.
    mesh(archRing(0, 3.0, 5.8, 0.3, 0.1, 20), stone, 0, 36.8, 3.0, face);
  }
  // Inside the belfry, under its dark vault: the bell on its beam (the sky through the far arch).
  block(g, dark, 4.6, 0.3, 4.6, 0, 42.9, 0, 0.02);
  block(g, flat('#5a4a3a', 0.9), 4.6, 0.35, 0.35, 0, 41.1, 0, 0.01);
  const bronze = flat('#7a5a32', 0.45, 0.8);
  mesh(lathe([[0.01, 0], [1.1, 0], [1.05, 0.25], [0.8, 0.7], [0.65, 1.5], [0.55, 1.7], [0.01, 1.8]], 32), bronze, 0, 39.2, 0, g);
  block(g, stone, 6.9, 0.7, 6.9, 0, 44, 0, 0.05);
  // The octagonal drum, its cornice, and the tiled spire with a ball at its tip.
  mesh(new THREE.CylinderGeometry(2.5, 2.6, 3.4, 8), ochre, 0, 46.4, 0, g);
  mesh(new THREE.CylinderGeometry(2.85, 2.85, 0.4, 8), stone, 0, 48.2, 0, g);
  const spire = mesh(new THREE.ConeGeometry(2.7, 10, 8, 1), new THREE.MeshStandardMaterial({ map: glazedTiles(), roughness: 0.35, envMapIntensity: 1.2 }), 0, 53.4, 0, g);
  spire.castShadow = true;
  mesh(new THREE.SphereGeometry(0.35, 16, 12), flat('#b08a45', 0.3, 0.9), 0, 58.6, 0, g);
}

/** A spire's glazed tiles, weathered: lozenges of yellow, green, ochre and cream, 12 around, in rows. */
function glazedTiles(): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 512;
  const x = c.getContext('2d')!;
  const colours = ['#b89447', '#4d6a52', '#9c6a44', '#d8ccb0'];
  const cols = 12;
  const rows = 28;
  const cw = c.width / cols;
  const rh = c.height / rows;
  for (let j = -1; j <= rows; j++)
    for (let i = -1; i <= cols; i++) {
      const cx = (i + (j % 2 ? 0.5 : 0)) * cw;
      const cy = j * rh;
      x.fillStyle = colours[(((i + j) % 4) + 4) % 4]!;
      x.beginPath();
      x.moveTo(cx, cy - rh);
      x.lineTo(cx + cw / 2, cy);
      x.lineTo(cx, cy + rh);
      x.lineTo(cx - cw / 2, cy);
      x.fill();
      x.strokeStyle = 'rgba(40,30,20,0.35)';
      x.lineWidth = 2;
      x.stroke();
    }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

// ---------- Monaco: a dense city on a steep coast ----------

type CityStyle = 'tower' | 'glass';
const CITY_WALLS = ['#f1e9d8', '#ece0c6', '#f6f3ee', '#f3ede2', '#dcc49a', '#f0e0d6', '#e4cfa8', '#efe6d2', '#f7f5f1', '#e9d3c4', '#e8c2ab', '#d9d6cf', '#f0d2bd', '#d8b48e'];
const LOW_WALLS = ['#efe3c8', '#e8d5b0', '#f2e9d8', '#e2c89a', '#ead9c0', '#dcc39a', '#f0dcc4', '#e9d2b8', '#e6b99c', '#d9a886', '#e9cfc4', '#cfcac0'];
const CITY_BAYS = 8;
const CITY_FLOORS = 6;
const cityCache = new Map<string, { map: THREE.CanvasTexture; glow: THREE.CanvasTexture }>();

/**
 * A city façade tile, 8 bays x 6 floors (3.2 m x 3 m), and its glow (the lit windows, for the
 * emissive map). 'tower': apartments with a balcony slab and glass railing on every floor;
 * 'glass': a dark curtain wall with mullions. The tile is large enough that a block's windows do
 * not repeat one pattern of curtains and lights every few bays. Windows are lit flat by flat (two
 * bays), so at dusk the lights fall in a regular grid.
 */
export function cityFacade(style: CityStyle, wall: string, seed: number, lit: number): { map: THREE.CanvasTexture; glow: THREE.CanvasTexture } {
  const key = `${style}${wall}${seed}${lit.toFixed(2)}`;
  const hit = cityCache.get(key);
  if (hit) return hit;
  const ppm = 16;
  const bw = 3.2 * ppm;
  const fh = 3 * ppm;
  const W = Math.round(CITY_BAYS * bw);
  const H = Math.round(CITY_FLOORS * fh);
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
  const share = style === 'glass' ? 0.15 + lit * 0.25 : 0.1 + lit * 0.25;
  const warm = ['#ffd9a0', '#ffcf8a', '#ffe4b8', '#ffc777', '#fff0d8', '#f4efe6'];
  // The building's awnings, and each lit flat as bright as its lamps and curtains make it.
  const rb = new Rng(seed * 131 + style.length);
  const awning = rb.pick(['#4e6f86', '#ddd6c4', '#7d8b6e', '#a8806a', '#56606a']);
  x.fillStyle = style === 'glass' ? '#32424f' : wall;
  x.fillRect(0, 0, W, H);
  for (let f = 0; f < CITY_FLOORS; f++) {
    const top = f * fh; // floor f from the top of the tile
    const litRow = Array.from({ length: CITY_BAYS / 2 }, () => r.chance(share));
    const tint = r.pick(warm);
    const bright = litRow.map(() => rb.range(0.3, 1));
    for (let b = 0; b < CITY_BAYS; b++) {
      const bx = b * bw;
      const on = lit > 0.3 && litRow[b >> 1]!;
      g.globalAlpha = bright[b >> 1]!;
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
      // A flat's awning let down over its balcony, in the building's one colour, a darker valance.
      if (r.chance(0.1)) {
        const drop = r.range(0.35, 0.8) * wh;
        x.fillStyle = awning;
        x.fillRect(bx + 0.3 * ppm, wy - 0.2 * ppm, bw - 0.6 * ppm, drop);
        x.fillStyle = 'rgba(0,0,0,0.25)';
        x.fillRect(bx + 0.3 * ppm, wy - 0.2 * ppm + drop - 0.25 * ppm, bw - 0.6 * ppm, 0.25 * ppm);
      }
      // Glass railing across the lower part of the opening.
      x.fillStyle = 'rgba(215,222,222,0.5)';
      x.fillRect(bx, top + fh - 1.15 * ppm, bw, 0.9 * ppm);
      x.fillStyle = 'rgba(60,60,60,0.8)';
      x.fillRect(bx, top + fh - 1.15 * ppm, bw, 1);
    }
    if (style === 'tower') {
      // The floor's slab edge (a white balcony front), its shadow below.
      x.fillStyle = '#f7f5ef';
      x.fillRect(0, top + fh - 0.3 * ppm, W, 0.3 * ppm);
      x.fillStyle = 'rgba(0,0,0,0.22)';
      x.fillRect(0, top, W, 0.35 * ppm);
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

/**
 * How brightly lit windows glow: as at dusk, whatever the exposure, so that under the blue hour's
 * long exposure they read as warm rooms rather than white holes.
 */
export function windowGlow(st: Stage): number {
  return 0.55 * st.lamps * Math.min(1, 2 / st.spec.exposure);
}

/** One city building: façades on four sides, a flat roof with its parapet and plant room; its lit windows glow by `glow`. */
export function cityBuilding(parent: THREE.Object3D, x: number, y: number, z: number, o: { w: number; d: number; floors: number; style: CityStyle; wall: string; seed: number; lit: number; glow: number; ry?: number; oval?: boolean }): THREE.Group {
  const g = group(parent, x, y, z, o.ry ?? 0);
  const f = cityFacade(o.style, o.wall, o.seed % 5, o.lit);
  const glass = o.style === 'glass';
  // Bays of 2.6 to 4 m from one building to the next, so neighbours do not share one rhythm.
  const bay = [1, 0.8, 1.25, 0.9][Math.floor(o.seed / 5) % 4]!;
  const face = (len: number, floors: number, off: number): THREE.MeshStandardMaterial => {
    const rep = (t: THREE.Texture): THREE.Texture => {
      const c = t.clone();
      c.repeat.set(len / (CITY_BAYS * 3.2 * bay), floors / CITY_FLOORS);
      c.offset.set(off, 0);
      c.needsUpdate = true;
      return c;
    };
    const m = new THREE.MeshStandardMaterial({ map: rep(f.map), color: '#eee8de', roughness: glass ? 0.35 : 0.9, metalness: glass ? 0.3 : 0 });
    if (o.lit > 0.3) {
      m.emissive = new THREE.Color('#ffffff');
      m.emissiveMap = rep(f.glow);
      m.emissiveIntensity = o.glow;
    }
    return m;
  };
  const roof = new THREE.MeshStandardMaterial({ color: glass ? '#4a545c' : '#cfc8ba', roughness: 1 });
  const parapet = flat(glass ? '#2a333b' : '#f1eee7', 0.8);
  const balcony = flat('#f4f1ea', 0.85);
  // With `oval`, one tower in three is elliptical, as many of Monaco's are (by its seed: the
  // city's stream draws no more numbers).
  const round = o.oval === true && !glass && o.floors > 12 && o.seed % 3 === 1;
  /** An elliptical prism, rw x rd across and rh high, from height y. */
  const ellipse = (rw: number, rd: number, rh: number, y: number) => new THREE.CylinderGeometry(0.5, 0.5, rh, 40).scale(rw, 1, rd).translate(0, y + rh / 2, 0);
  /**
   * `floors` floors from `from` floors up, with its parapet: a box, or (`round`) an elliptical
   * shaft with the façade wrapped round it.
   */
  const part = (w: number, d: number, floors: number, from: number): void => {
    const h = floors * 3;
    let b: THREE.Mesh;
    if (round) {
      const around = Math.PI * (1.5 * (w + d) / 2 - Math.sqrt((w / 2) * (d / 2)) * 0.5) * 1.05;
      b = new THREE.Mesh(ellipse(w, d, h, -h / 2), [face(around, floors, (o.seed % 4) * 0.25), roof, roof]);
    } else {
      const front = face(w, floors, (o.seed % 4) * 0.25);
      const side = face(d, floors, ((o.seed + 2) % 4) * 0.25);
      b = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), [side, side, roof, roof, front, front]);
    }
    b.position.y = from * 3 + h / 2;
    b.castShadow = true;
    b.receiveShadow = true;
    g.add(b);
    if (round) mesh(ellipse(w + 0.3, d + 0.3, 0.6, from * 3 + h), parapet, 0, 0, 0, g);
    else block(g, parapet, w + 0.3, 0.6, d + 0.3, 0, from * 3 + h, 0, 0.02);
    if (o.style === 'tower' && floors > 1) {
      // Balconies all round every floor, as Monaco's apartment towers have them: white slabs a
      // metre deep (a ring round an elliptical shaft) whose shadows band the façade (one mesh for the part).
      const slabs: THREE.BufferGeometry[] = [];
      for (let k = 1; k < floors; k++) {
        const y = from * 3 + k * 3 - 0.1;
        if (round) slabs.push(ellipse(w + 2, d + 2, 0.2, y - 0.1));
        else
          for (const [sw, sd, sx, sz] of [[w + 2, 1, 0, d / 2 + 0.5], [w + 2, 1, 0, -d / 2 - 0.5], [1, d, w / 2 + 0.5, 0], [1, d, -w / 2 - 0.5, 0]] as const) {
            slabs.push(new THREE.BoxGeometry(sw, 0.2, sd).translate(sx, y, sz));
          }
      }
      const sm = mesh(mergeGeometries(slabs), balcony, 0, 0, 0, g);
      sm.receiveShadow = true;
      for (const sg of slabs) sg.dispose();
    }
  };
  if (o.floors <= 12) {
    part(o.w, o.d, o.floors, 0);
    // A set-back top floor or plant room.
    if (o.floors > 6) block(g, flat(glass ? '#3a444c' : '#e6e1d6', 0.9), o.w * 0.5, 3, o.d * 0.5, o.w * 0.1, o.floors * 3, 0, 0.02);
    return g;
  }
  // A tower as Monaco builds them: a wider base of shops and lobbies, the shaft, and a top that
  // steps back once or twice.
  const crown = o.seed % 3 === 0 ? [0.78, 0.56] : [0.8];
  const shaft = o.floors - 3 - crown.length * 2;
  part(o.w + 3, o.d + 3, 3, 0);
  part(o.w, o.d, shaft, 3);
  crown.forEach((k, i) => part(o.w * k, o.d * k, 2, 3 + shaft + i * 2));
  return g;
}

/**
 * Monaco: a dense city climbing the slope from the harbour. Rows of buildings, side by side along
 * the coast (x0..x1), stepping up from z0 over `depth` (towards +z, or -z when `rise` < 0): mostly
 * lower blocks of six to nine floors, and among them towers of 15 to 45 floors in pale stone, a few
 * in dark glass. On `ground` (a hill mesh), buildings stand on its surface where it is higher.
 * `count` sets how many of them are towers. `oval`: one tower in three elliptical, as Monaco
 * builds many, for the views where the city is the subject (the rooms' windows show it small,
 * where boxes read as well).
 */
export function towers(st: Stage, o: { x0: number; x1: number; z0: number; depth: number; count: number; lit: number; base?: number; rise?: number; oval?: boolean; sparse?: boolean }): (ground?: THREE.Mesh) => void {
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

/**
 * `sparse`: the city seen whole and close (Monaco from the sea), where blocks a few metres apart
 * read as one wall: fewer towers, streets and gardens between the buildings, more trees.
 */
function city(st: Stage, r: Rng, o: { x0: number; x1: number; z0: number; depth: number; count: number; lit: number; base?: number; rise?: number; oval?: boolean; sparse?: boolean; ground?: THREE.Mesh | undefined }): void {
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
  if (dir < 0) turnOver(pg);
  pg.computeVertexNormals();
  // Paved streets and squares between the buildings.
  mesh(pg, new THREE.MeshStandardMaterial({ color: '#a29b8b', roughness: 1 }), 0, 0, 0, st.scene, false);
  // At its two ends the slope goes down to the sea as a hillside of maquis: where no hill rises
  // beside the city, its paving would otherwise end in mid-air, a pale wedge over the water. The
  // fall is steep at the city's edge and long at its foot, as such slopes are, with scrub on it.
  // Four metres past the city's edge the ground sinks 3 m, so the foot goes under the water along a
  // curved shore rather than lying flat just above it, a pale plain in front of the city.
  const SKIRT = 45;
  const n = new Noise(17);
  const gt = grass(17, 0.5).normalMap.clone();
  gt.repeat.set(12, 40);
  const skirtM = new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 1, normalMap: gt, normalScale: new THREE.Vector2(0.8, 0.8) });
  const paving = new THREE.Color('#a29b8b');
  const maquis = new THREE.Color('#5f7445');
  const dry = new THREE.Color('#a49c7c');
  const skirtAt: ((x: number, z: number) => number)[] = [];
  for (const end of [-1, 1]) {
    const edgeX = end < 0 ? o.x0 - 10 : o.x1 + 10;
    const height = (x: number, t: number) => {
      const along = Math.min(1, Math.max(0, (x - edgeX) * end) / SKIRT);
      // Behind the city the ridge comes down over 150 m rather than ending as a pointed peak.
      const back = Math.pow(Math.max(0, 1 - Math.max(0, t - o.depth - 15) / 150), 1.5);
      return Math.max(0, Math.min(t, o.depth + 15) - 15) * slope * back * Math.pow(1 - along, 2.2) * (0.85 + 0.3 * n.fbm(x / 300, t / 300, 4, 3)) + base - 0.5 - 3 * Math.min(1, along * 12);
    };
    skirtAt.push((x, z) => height(x, (z - o.z0) * dir + 15));
    const sg = new THREE.PlaneGeometry(SKIRT, o.depth + 180, 24, 24);
    sg.rotateX(-Math.PI / 2);
    const sp = sg.attributes.position!;
    const colors = new Float32Array(sp.count * 3);
    for (let i = 0; i < sp.count; i++) {
      const x = edgeX + (end < 0 ? -SKIRT / 2 : SKIRT / 2) + sp.getX(i);
      const t = sp.getZ(i) + (o.depth + 180) / 2;
      sp.setXYZ(i, x, height(x, t), o.z0 + dir * (t - 15));
      const along = Math.abs(x - edgeX) / SKIRT;
      const c = maquis.clone().lerp(dry, n.fbm(x / 120, t / 120, 8, 3)).multiplyScalar(0.85 + 0.3 * n.fbm(x / 30, t / 30, 16, 2));
      colors.set(c.lerp(paving, Math.max(0, 1 - along * 8)).toArray(), i * 3);
    }
    sg.setAttribute('color', new THREE.BufferAttribute(colors, 3));
    if (dir < 0) turnOver(sg);
    sg.computeVertexNormals();
    mesh(sg, skirtM, 0, 0, 0, st.scene, false).receiveShadow = true;
  }
  // Villas step down the slope in their gardens, as the town thins out at its edge: bare, the
  // slope read as a smooth green ramp beside the towers.
  const vr = new Rng(`skirt-villas-${o.x0}-${o.z0}`);
  for (const end of [0, 1]) {
    for (let t = 20; t < o.depth; t += vr.range(14, 22)) {
      for (const off of [vr.range(2, 10), vr.range(16, 26)]) {
        const x = end === 0 ? o.x0 - 10 - off : o.x1 + 10 + off;
        const z = o.z0 + dir * t;
        const w = vr.range(9, 14);
        const d = vr.range(8, 11);
        const y = Math.min(skirtAt[end]!(x - w / 2, z), skirtAt[end]!(x + w / 2, z));
        if (y < base + 1.5) continue;
        const v = house(st.scene, x, y - 0.5, z, { w, d, floors: vr.int(2, 3), wall: vr.pick(LOW_WALLS), seed: 900 + Math.round(t) + end, lit: o.lit * 0.5, ground: 'plain', detail: 'far', ry: vr.range(-0.2, 0.2) });
        block(v, flat('#bdb3a0', 1), w + 1, 6, d + 1, 0, -6, 0, 0.05);
      }
    }
  }
  // Wooded down to a few metres above the sea, which lies below 0 when the city is seen from a terrace.
  const sr = new Rng(`skirt-${o.x0}-${o.z0}`);
  scatterTrees({ ...st, rng: sr }, 200, 93, (rr) => {
    // Somewhere on dry land: a few tries, then by the city's edge, which is always above the water.
    let end = 0, x = 0, z = 0;
    for (let i = 0; i < 8; i++) {
      end = rr.chance(0.5) ? 0 : 1;
      const off = i < 7 ? rr.range(0, SKIRT * 0.7) : rr.range(0, 3);
      x = end === 0 ? o.x0 - 10 - off : o.x1 + 10 + off;
      z = o.z0 + dir * rr.range(20, o.depth);
      if (skirtAt[end]!(x, z) > base) break;
    }
    return new THREE.Vector3(x, skirtAt[end]!(x, z) - 0.5, z);
  }, Math.min(6, base + 4));
  // Palms along the waterfront promenade, before the first row (a stream of their own).
  const pr = new Rng(`promenade-${o.x0}-${o.z0}`);
  for (let x = o.x0 + 6; x < o.x1; x += pr.range(11, 17)) tree(st.scene, x, base - 0.5, o.z0 - dir * pr.range(8, 10), 'palm', pr.range(10, 14), pr, true);
  // Rows of buildings; towers more likely up the slope, the front row lower.
  const rows = Math.max(3, Math.round(o.depth / 27));
  const perRow = (o.x1 - o.x0) / 24;
  const sparse = o.sparse ?? false;
  const towerShare = Math.min(0.45, o.count / (rows * perRow) * 0.9) * (sparse ? 0.6 : 1);
  let seed = 0;
  for (let row = 0; row < rows; row++) {
    const t = 6 + row * (o.depth / rows) + r.range(-3, 3);
    let x = o.x0 + r.range(0, 8);
    while (x < o.x1) {
      if (sparse && r.chance(0.18)) {
        // A garden or a small square instead of a building.
        x += r.range(12, 24);
        continue;
      }
      const tall = row > 0 && r.chance(towerShare * (0.6 + row / rows));
      const glass = tall && r.chance(0.2);
      const w = tall ? r.range(18, 30) : r.range(12, 26);
      const d = tall ? r.range(16, 24) : r.range(11, 17);
      const floors = tall ? r.int(12, 26) + (r.chance(0.15) ? r.int(6, 14) : 0) : r.int(4, 9);
      // Most of the lower blocks are older: stuccoed, shuttered, under tiled roofs or roof
      // terraces, shops along the waterfront; the rest are apartment blocks with balconies.
      const old = !tall && r.chance(0.75);
      const wall = old ? r.pick(LOW_WALLS) : r.pick(CITY_WALLS);
      const cx = x + w / 2;
      const cz = o.z0 + dir * (t + r.range(-2, 2));
      const y = Math.min(yAt(cx - w / 2, cz), yAt(cx + w / 2, cz)) - 1;
      const storeys = floors + (y < yAt(cx, cz) - 4 ? 1 : 0);
      const ry = r.range(-0.06, 0.06);
      if (old) {
        const front = row === 0;
        house(st.scene, cx, y, cz, { w, d, floors: storeys, wall, seed: 1000 + seed++, lit: o.lit, ry: ry + (dir > 0 ? Math.PI : 0), roof: r.chance(0.35) ? 'flat' : 'hip', ground: front ? 'shop' : 'plain', detail: front ? 'mid' : 'far' });
      } else cityBuilding(st.scene, cx, y, cz, { w, d, floors: storeys, style: glass ? 'glass' : 'tower', wall, seed: seed++, lit: o.lit, glow: windowGlow(st), ry, oval: o.oval ?? false });
      x += w + (sparse ? r.range(4, 12) : r.range(1, 5));
    }
  }
  scatterTrees({ ...st, rng: r }, Math.round(rows * perRow * (sparse ? 0.7 : 0.25)), 91, (rr) => {
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
  const heightAt = (x: number, z: number): number | undefined => {
    ray.set(new THREE.Vector3(x, 5000, z), new THREE.Vector3(0, -1, 0));
    return ray.intersectObject(ground, false)[0]?.point.y;
  };
  const built: THREE.Vector3[] = [];
  for (let i = 0; i < o.count; i++) {
    const x = r.range(o.x0, o.x1);
    const z = r.range(Math.min(o.z0, o.z1), Math.max(o.z0, o.z1));
    const y = heightAt(x, z);
    if (y === undefined || y < 8 || y > (o.maxY ?? 400)) continue;
    // Mostly villas: a block of flats standing alone on the slope read as a tower dropped there.
    const low = r.chance(0.85);
    const w = r.range(10, 22);
    const d = r.range(9, 14);
    const floors = low ? r.int(2, 4) : r.int(5, 9);
    const wall = low ? r.pick(LOW_WALLS) : r.pick(CITY_WALLS);
    const ry = r.range(-0.15, 0.15);
    // Villas under tiled roofs, small blocks with balconies, each on a base cut into the slope.
    const b = low ? house(st.scene, x, y - 2, z, { w, d, floors, wall, seed: 700 + i, lit: o.lit, ry, ground: 'plain', detail: 'far' }) : cityBuilding(st.scene, x, y - 2, z, { w, d, floors, style: 'tower', wall, seed: i, lit: o.lit, glow: windowGlow(st), ry });
    block(b, flat('#bdb3a0', 1), w + 1, 8, d + 1, 0, -8, 0, 0.05);
    built.push(new THREE.Vector3(x, y, z));
  }
  // Their gardens: pines, olives and hedges around each (from a stream of their own).
  if (built.length > 0) scatterTrees({ ...st, rng: new Rng(`gardens-${o.count}`) }, Math.round(built.length * 0.8), o.count + 7, (rr) => {
    const b = rr.pick(built);
    const x = b.x + rr.pick([-1, 1]) * rr.range(8, 16);
    const z = b.z + rr.range(-12, 12);
    return new THREE.Vector3(x, heightAt(x, z) ?? -1, z);
  });
}

/**
 * A motor yacht `len` metres long, its bow towards +x before `ry` turns it: a hull with a raked
 * stem and a V below the deck, painted with its boot stripe; one or two decks of superstructure
 * with raked fronts, each ringed by dark glazing; above 20 m an open flybridge under a hardtop;
 * teak aft deck and swim platform. Its hull colour comes from a stream of its own (by position),
 * so the scene's stream draws as many numbers as before.
 */
export function yacht(parent: THREE.Object3D, x: number, z: number, ry: number, len: number): THREE.Group {
  const r = new Rng(`yacht-${x.toFixed(2)}-${z.toFixed(2)}`);
  const g = group(parent, x, 0, z, ry);
  const fb = THREE.MathUtils.clamp(len * 0.08, 1.2, 3.4); // freeboard
  const beam = len * 0.22;
  const s = new THREE.Shape();
  s.moveTo(-len / 2, -0.3);
  s.lineTo(len / 2 - len * 0.22, -0.5);
  s.quadraticCurveTo(len / 2 - len * 0.03, -0.45, len / 2 + fb * 0.45, fb * 1.12);
  s.lineTo(-len / 2, fb);
  s.lineTo(-len / 2, -0.3);
  const bevel = Math.min(0.25, beam * 0.04);
  const hull = new THREE.ExtrudeGeometry(s, { depth: beam - 2 * bevel, bevelEnabled: true, bevelThickness: bevel, bevelSize: bevel, bevelSegments: 3, curveSegments: 10 });
  hull.translate(0, 0, -(beam - 2 * bevel) / 2);
  // Seen from ahead the extruded profile is a box: the hull narrows to a point at the bow over its
  // front 40 %, and to a V below the deck.
  const half = (px: number): number => 1 - Math.pow(THREE.MathUtils.clamp((px - len * 0.1) / (len * 0.4), 0, 1), 1.6) * 0.94;
  const hp = hull.attributes.position!;
  const uv = hull.attributes.uv!;
  const yMin = -0.5 - bevel;
  const yMax = fb * 1.12 + bevel;
  for (let i = 0; i < hp.count; i++) {
    const v = THREE.MathUtils.clamp((hp.getY(i) + 0.5) / (0.5 + fb * 0.7), 0, 1);
    hp.setZ(i, hp.getZ(i) * half(hp.getX(i)) * (0.5 + 0.5 * v));
    uv.setXY(i, 0.5, (hp.getY(i) - yMin) / (yMax - yMin));
  }
  hull.computeVertexNormals();
  const colour = len > 25 && r.chance(0.18) ? '#1f2b3d' : r.chance(0.12) ? '#c9ccce' : '#f4f4f2';
  // Antifouling and boot stripe at the waterline; a band of hull windows on large yachts.
  const paint = heightBands(colour, yMin, yMax, 256, [[yMin, 0.28, '#1b2430'], [0.28, 0.4, colour === '#f4f4f2' ? '#27384d' : '#e8e6e0'], ...(len > 28 ? [[yMax * 0.42, yMax * 0.6, '#1a232b'] as [number, number, string]] : [])]);
  mesh(hull, new THREE.MeshPhysicalMaterial({ map: paint, roughness: 0.22, clearcoat: 1 }), 0, 0, 0, g);
  const white = new THREE.MeshPhysicalMaterial({ color: '#f6f6f3', roughness: 0.25, clearcoat: 1 });
  const glass = flat('#16212a', 0.06, 0.4, { clearcoat: 1 });
  const teak = flat('#a27a52', 0.7);
  // The saloon's deck, ringed by dark glazing; on larger yachts a second enclosed deck, then an
  // open flybridge: a low white bulwark and a hardtop on slim posts.
  const decks = len > 32 ? 2 : 1;
  const h = THREE.MathUtils.clamp(len * 0.06, 1.4, 2.3);
  const trapezoid = (xb: number, xf: number, y0: number, y1: number, rake: number): THREE.Shape => {
    const t = new THREE.Shape();
    t.moveTo(xb + y0 * 0.12, y0);
    t.lineTo(xf - y0 * rake, y0);
    t.lineTo(xf - y1 * rake, y1);
    t.lineTo(xb + y1 * 0.12, y1);
    t.lineTo(xb + y0 * 0.12, y0);
    return t;
  };
  const slab = (shape: THREE.Shape, width: number, y: number, m: THREE.Material): void => {
    const e = new THREE.ExtrudeGeometry(shape, { depth: width, bevelEnabled: true, bevelThickness: 0.06, bevelSize: 0.06, bevelSegments: 2 });
    e.translate(0, y, -width / 2);
    // In plan a deckhouse narrows towards its front, following the hull, and its edges are rounded.
    e.computeBoundingBox();
    const { min, max } = e.boundingBox!;
    const mid = (min.x + max.x) / 2;
    const p = e.attributes.position!;
    for (let i = 0; i < p.count; i++) {
      const f = Math.max(0, (p.getX(i) - mid) / (max.x - mid));
      p.setZ(i, p.getZ(i) * (1 - 0.4 * f * f));
    }
    e.computeVertexNormals();
    mesh(e, m, 0, 0, 0, g);
  };
  let back = -len * 0.28;
  let front = len * 0.2;
  let y = fb;
  for (let k = 0; k < decks; k++) {
    const bk = beam * (0.84 - k * 0.1);
    slab(trapezoid(back, front, 0, h, 1.1), bk, y, white);
    slab(trapezoid(back - 0.04, front + 0.04, h * 0.32, h * 0.78, 1.1), bk + 0.06, y, glass);
    y += h;
    back += len * 0.03;
    front -= h * 1.1 + len * 0.04;
  }
  if (len > 20) {
    const bk = beam * 0.7;
    slab(trapezoid(back, front, 0, h * 0.45, 1.4), bk, y, white);
    // The hardtop over the flybridge's helm and seats, on four posts, and the radar mast on it.
    const top = flat('#f6f6f3', 0.3);
    const steel = flat('#d9dcdf', 0.3, 0.8);
    block(g, top, (front - back) * 0.75, 0.12, bk * 0.9, back + (front - back) * 0.4, y + h * 1.15, 0, 0.04);
    for (const px of [back + 0.4, back + (front - back) * 0.7]) for (const pz of [-1, 1]) block(g, steel, 0.1, h * 1.15, 0.1, px, y, pz * bk * 0.4, 0.02);
    block(g, top, 0.14, h * 0.5, 0.14, back + (front - back) * 0.4, y + h * 1.27, 0, 0.03);
    mesh(new THREE.SphereGeometry(0.3, 16, 10), top, back + (front - back) * 0.4, y + h * 1.8, 0, g);
  }
  // Teak on the aft deck and swim platform; a sun pad on the foredeck.
  block(g, teak, len * 0.2 - 0.4, 0.06, beam * 0.86, -len / 2 + len * 0.1 + 0.1, fb, 0, 0.02);
  block(g, teak, len * 0.05, 0.18, beam * 0.82, -len / 2 - len * 0.025, 0.2, 0, 0.04);
  block(g, flat('#e9e3d6', 0.9), len * 0.1, 0.22, beam * 0.42, len * 0.3, fb * 1.03, 0, 0.08);
  return g;
}

/** Umbrella pine, olive, cypress, palm or citrus, `size` metres tall; `far` for palms hundreds of metres away (see vegetation.ts). */
export function tree(parent: THREE.Object3D, x: number, y: number, z: number, kind: TreeKind, size: number, r: Rng, far = false): THREE.Group {
  // (kinds: pine, olive, cypress, palm, citrus, plane)
  return vegetationTree(parent, x, y, z, kind, size, r, far);
}

/** A garden path of compacted sand and fine gravel: warm, grained, never a pale slab. */
export function gravelPath(seed: number): THREE.MeshStandardMaterial {
  return mat(gravel(seed), { tile: 1.2, roughness: 1, color: '#cdb999', normalScale: 1.5 });
}

/** A dry-stone wall's face (see dryStone), its pattern `tile` metres wide. */
export function dryStoneWall(color: string, seed: number, tile = 3): THREE.MeshStandardMaterial {
  return mat(dryStone(color, seed), { tile, roughness: 1, normalScale: 1.5 });
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
