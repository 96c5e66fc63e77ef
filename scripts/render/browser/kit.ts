// Geometry and material helpers shared by every scene: bevelled boxes with UVs in metres,
// materials from painted textures, and placing things.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { Painted } from './textures.ts';

/**
 * Value noise for shaders painting from a world position: `valueNoise(p)`, three independent
 * values in 0..1 that vary smoothly over one unit of `p` (a sine-free hash, steady at large
 * coordinates). Injected after `#include <common>`.
 */
export const GLSL_VALUE_NOISE = `
vec3 valueHash(vec3 p) { p = fract(p * vec3(0.1031, 0.1030, 0.0973)); p += dot(p, p.yxz + 33.33); return fract((p.xxy + p.yxx) * p.zyx); }
vec3 valueNoise(vec3 p) {
  vec3 i = floor(p); vec3 f = fract(p); f = f * f * (3.0 - 2.0 * f);
  return mix(mix(mix(valueHash(i), valueHash(i + vec3(1, 0, 0)), f.x), mix(valueHash(i + vec3(0, 1, 0)), valueHash(i + vec3(1, 1, 0)), f.x), f.y),
             mix(mix(valueHash(i + vec3(0, 0, 1)), valueHash(i + vec3(1, 0, 1)), f.x), mix(valueHash(i + vec3(0, 1, 1)), valueHash(i + vec3(1, 1, 1)), f.x), f.y), f.z);
}`;

/** UVs in metres, projected along each vertex's dominant normal axis (a box-mapping). */
export function worldUV(g: THREE.BufferGeometry): THREE.BufferGeometry {
  const pos = g.attributes.position!;
  const nor = g.attributes.normal;
  if (!nor) g.computeVertexNormals();
  const n = g.attributes.normal!;
  const uv = new Float32Array(pos.count * 2);
  for (let i = 0; i < pos.count; i++) {
    const ax = Math.abs(n.getX(i));
    const ay = Math.abs(n.getY(i));
    const az = Math.abs(n.getZ(i));
    const x = pos.getX(i);
    const y = pos.getY(i);
    const z = pos.getZ(i);
    if (ay >= ax && ay >= az) {
      uv[i * 2] = x;
      uv[i * 2 + 1] = z;
    } else if (ax >= az) {
      uv[i * 2] = z;
      uv[i * 2 + 1] = y;
    } else {
      uv[i * 2] = x;
      uv[i * 2 + 1] = y;
    }
  }
  g.setAttribute('uv', new THREE.BufferAttribute(uv, 2));
  return g;
}

const geoCache = new Map<string, THREE.BufferGeometry>();
/** A box w x h x d (metres) with rounded edges of radius r, its UVs in metres. */
export function rbox(w: number, h: number, d: number, r = 0.01, seg = 3): THREE.BufferGeometry {
  const k = `${w.toFixed(3)},${h.toFixed(3)},${d.toFixed(3)},${r},${seg}`;
  let g = geoCache.get(k);
  if (!g) {
    const rr = Math.min(r, w / 2 - 1e-4, h / 2 - 1e-4, d / 2 - 1e-4);
    g = worldUV(rr > 0.001 ? new RoundedBoxGeometry(w, h, d, seg, rr) : new THREE.BoxGeometry(w, h, d));
    geoCache.set(k, g);
  }
  return g;
}

export interface MatOpts {
  color?: string;
  tile?: number;
  roughness?: number;
  metalness?: number;
  normalScale?: number;
  envMapIntensity?: number;
  clearcoat?: number;
  emissive?: string;
  emissiveIntensity?: number;
  side?: THREE.Side;
  transparent?: boolean;
  opacity?: number;
}

/** A physical material from a painted texture, its pattern `tile` metres wide. */
export function mat(p: Painted | null, o: MatOpts = {}): THREE.MeshStandardMaterial {
  const M = o.clearcoat ? THREE.MeshPhysicalMaterial : THREE.MeshStandardMaterial;
  const m = new M({
    color: o.color ?? '#ffffff',
    roughness: o.roughness ?? 1,
    metalness: o.metalness ?? 0,
    envMapIntensity: o.envMapIntensity ?? 1,
    ...(o.clearcoat ? { clearcoat: o.clearcoat } : {}),
    side: o.side ?? THREE.FrontSide,
    transparent: o.transparent ?? false,
    opacity: o.opacity ?? 1,
  });
  if (o.emissive) {
    m.emissive = new THREE.Color(o.emissive);
    m.emissiveIntensity = o.emissiveIntensity ?? 1;
  }
  if (p) {
    const rep = 1 / (o.tile ?? 1);
    const t = (x: THREE.Texture): THREE.Texture => {
      const c = x.clone();
      c.repeat.set(rep, rep);
      c.needsUpdate = true;
      return c;
    };
    m.map = t(p.map);
    m.roughnessMap = t(p.roughnessMap);
    m.normalMap = t(p.normalMap);
    const s = o.normalScale ?? 1;
    m.normalScale.set(s, s);
  }
  return m;
}

export const flat = (color: string, roughness = 0.6, metalness = 0, extra: Partial<THREE.MeshPhysicalMaterialParameters> = {}): THREE.MeshStandardMaterial =>
  extra.clearcoat ? new THREE.MeshPhysicalMaterial({ color, roughness, metalness, ...extra }) : new THREE.MeshStandardMaterial({ color, roughness, metalness, ...(extra as THREE.MeshStandardMaterialParameters) });

export function mesh(g: THREE.BufferGeometry, m: THREE.Material, x = 0, y = 0, z = 0, parent?: THREE.Object3D, shadows = true): THREE.Mesh {
  const o = new THREE.Mesh(g, m);
  o.position.set(x, y, z);
  o.castShadow = shadows;
  o.receiveShadow = true;
  parent?.add(o);
  return o;
}

/** A bevelled box whose bottom sits at y (not centred), for furniture built from the floor up. */
export function block(parent: THREE.Object3D, m: THREE.Material, w: number, h: number, d: number, x: number, y: number, z: number, r = 0.01): THREE.Mesh {
  return mesh(rbox(w, h, d, r), m, x, y + h / 2, z, parent);
}

export function group(parent: THREE.Object3D, x = 0, y = 0, z = 0, ry = 0): THREE.Group {
  const g = new THREE.Group();
  g.position.set(x, y, z);
  g.rotation.y = ry;
  parent.add(g);
  return g;
}

/** A lathe (turned) object from a profile of [radius, height] points. */
export function lathe(points: [number, number][], segments = 48): THREE.BufferGeometry {
  return worldUV(new THREE.LatheGeometry(points.map(([r, h]) => new THREE.Vector2(r, h)), segments));
}

export function cyl(rt: number, rb: number, h: number, seg = 24): THREE.BufferGeometry {
  return worldUV(new THREE.CylinderGeometry(rt, rb, h, seg));
}

/** A round bar from one point to another (a strut, a cable, a lamp's arm), in `parent`'s frame. */
export function rod(parent: THREE.Object3D, m: THREE.Material, from: THREE.Vector3, to: THREE.Vector3, radius: number, seg = 6): THREE.Mesh {
  const d = to.clone().sub(from);
  const o = mesh(cyl(radius, radius, d.length(), seg), m, 0, 0, 0, parent);
  o.position.copy(from).addScaledVector(d, 0.5);
  o.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), d.normalize());
  return o;
}

export function sphere(r: number, ws = 24, hs = 16): THREE.BufferGeometry {
  return worldUV(new THREE.SphereGeometry(r, ws, hs));
}

/**
 * Frees what a scene holds on the GPU once its picture is drawn: every geometry (the geometry
 * cache is emptied for the next picture), material, texture and shadow map. Textures kept in the
 * painters' caches are uploaded again when the next picture uses them; without this they pile up
 * picture after picture until SwiftShader runs out of memory and loses the context.
 */
export function disposeScene(root: THREE.Object3D): void {
  const materials = new Set<THREE.Material>();
  root.traverse((o) => {
    if (o instanceof THREE.Mesh || o instanceof THREE.Points || o instanceof THREE.Line) {
      o.geometry.dispose();
      for (const m of Array.isArray(o.material) ? o.material : [o.material]) materials.add(m);
    }
    if (o instanceof THREE.Light) o.dispose();
  });
  for (const m of materials) {
    for (const v of Object.values(m)) if (v instanceof THREE.Texture) v.dispose();
    m.dispose();
  }
  geoCache.clear();
}

/** The bytes in base64, as the DevTools protocol carries them back to Node. */
export async function base64(bytes: BlobPart): Promise<string> {
  const url = await new Promise<string>((ok) => {
    const fr = new FileReader();
    fr.onload = () => ok(String(fr.result));
    fr.readAsDataURL(new Blob([bytes]));
  });
  return url.slice(url.indexOf(',') + 1);
}

/** A colour texture drawn on a canvas of `width` × `height` pixels by `draw`. */
export function drawn(width: number, height: number, draw: (c: CanvasRenderingContext2D, width: number, height: number) => void): THREE.CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d')!, width, height);
  const t = new THREE.CanvasTexture(canvas);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}
