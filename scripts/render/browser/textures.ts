// Materials' textures painted pixel by pixel on canvases: colour, roughness and a normal map
// derived from a height field, all tileable. Each is made once per run and cached.
import * as THREE from 'three';
import { Noise, Rng } from './random.ts';

export interface Painted {
  map: THREE.Texture;
  roughnessMap: THREE.Texture;
  normalMap: THREE.Texture;
}

type Pixel = (u: number, v: number, out: Float32Array) => void; // out: r g b height rough

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  return [c, c.getContext('2d', { willReadFrequently: true })!];
}

function tex(c: HTMLCanvasElement, srgb: boolean): THREE.Texture {
  const t = new THREE.CanvasTexture(c);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.anisotropy = 8;
  t.colorSpace = srgb ? THREE.SRGBColorSpace : THREE.NoColorSpace;
  t.needsUpdate = true;
  return t;
}

export function paint(size: number, px: Pixel, bump = 2): Painted {
  const [cc, cx] = canvas(size);
  const [rc, rx] = canvas(size);
  const [nc, nx] = canvas(size);
  const col = cx.createImageData(size, size);
  const rou = rx.createImageData(size, size);
  const nor = nx.createImageData(size, size);
  const hgt = new Float32Array(size * size);
  const out = new Float32Array(5);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      out[3] = 0.5;
      out[4] = 0.5;
      px(x / size, y / size, out);
      const i = y * size + x;
      const k = i * 4;
      col.data[k] = Math.max(0, Math.min(255, out[0]! * 255));
      col.data[k + 1] = Math.max(0, Math.min(255, out[1]! * 255));
      col.data[k + 2] = Math.max(0, Math.min(255, out[2]! * 255));
      col.data[k + 3] = 255;
      const r = Math.max(0, Math.min(255, out[4]! * 255));
      rou.data[k] = r;
      rou.data[k + 1] = r;
      rou.data[k + 2] = r;
      rou.data[k + 3] = 255;
      hgt[i] = out[3]!;
    }
  }
  const s = bump * (size / 512);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const l = hgt[y * size + ((x - 1 + size) % size)]!;
      const r = hgt[y * size + ((x + 1) % size)]!;
      const t = hgt[((y - 1 + size) % size) * size + x]!;
      const b = hgt[((y + 1) % size) * size + x]!;
      let dx = (l - r) * s;
      let dy = (b - t) * s;
      const len = Math.hypot(dx, dy, 1);
      dx /= len;
      dy /= len;
      const k = (y * size + x) * 4;
      nor.data[k] = (dx * 0.5 + 0.5) * 255;
      nor.data[k + 1] = (dy * 0.5 + 0.5) * 255;
      nor.data[k + 2] = (1 / len) * 0.5 * 255 + 127.5;
      nor.data[k + 3] = 255;
    }
  }
  cx.putImageData(col, 0, 0);
  rx.putImageData(rou, 0, 0);
  nx.putImageData(nor, 0, 0);
  return { map: tex(cc, true), roughnessMap: tex(rc, false), normalMap: tex(nc, false) };
}

const cache = new Map<string, Painted>();
export function cached(key: string, make: () => Painted): Painted {
  let p = cache.get(key);
  if (!p) {
    p = make();
    cache.set(key, p);
  }
  return p;
}

export function rgb(hex: string): [number, number, number] {
  const c = new THREE.Color(hex);
  return [c.r, c.g, c.b].map((x) => Math.pow(x, 1 / 2.2)) as [number, number, number];
}
// THREE.Color is linear once colour management is on; rgb() above returns the sRGB values we paint.
function srgb(hex: string): [number, number, number] {
  const c = new THREE.Color(hex).getRGB({ r: 0, g: 0, b: 0 }, THREE.SRGBColorSpace);
  return [c.r, c.g, c.b];
}
const mixc = (a: readonly number[], b: readonly number[], t: number): [number, number, number] => [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t, a[2]! + (b[2]! - a[2]!) * t];
const set = (out: Float32Array, c: readonly number[], h: number, r: number): void => {
  out[0] = c[0]!;
  out[1] = c[1]!;
  out[2] = c[2]!;
  out[3] = h;
  out[4] = r;
};
const frac = (x: number): number => x - Math.floor(x);
const clamp = (x: number, a = 0, b = 1): number => Math.max(a, Math.min(b, x));
const smooth = (a: number, b: number, x: number): number => {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

/**
 * White (or other) marble. One texture tile covers about a 1.2 m slab. Its veining comes in bands
 * that lean along the stone's bedding: each a soft grey wash holding fine streaks that run with
 * it, waver, split and fade, with one darker vein among them.
 */
export function marble(base = '#eeebe6', vein = '#8d8c8e', seed = 1): Painted {
  return cached(`marble${base}${vein}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(base);
    const v = srgb(vein);
    const cloudy: [number, number, number] = [b[0]! * 0.94, b[1]! * 0.945, b[2]! * 0.955];
    const wash = mixc(b, v, 0.55);
    return paint(1024, (u, w, out) => {
      const p = u + 2 * w + (n.fbm(u, w, 2, 3) - 0.5) * 1.2 + (n.fbm(u + 0.4, w, 8, 3) - 0.5) * 0.1;
      const band = smooth(0.5, 0.72, n.fbm(u + w, w - u + 0.3, 2, 4) * 0.35 + (0.5 + 0.5 * Math.cos(p * Math.PI * 2)) * 0.65);
      const fade = smooth(0.35, 0.65, n.fbm(u + 0.7, w + 0.2, 4, 3));
      const streak = Math.pow(1 - Math.abs(Math.sin((p * 14 + (n.fbm(u + 0.2, w + 0.7, 6, 4) - 0.5) * 3) * Math.PI)), 24);
      const main = Math.pow(1 - Math.abs(Math.sin((p * 5 + (n.fbm(u + 0.6, w + 0.1, 4, 4) - 0.5) * 2.4) * Math.PI)), 40);
      const cloud = n.fbm(u, w, 4, 4);
      let c = mixc(b, cloudy, smooth(0.35, 0.75, cloud) * 0.7);
      c = mixc(c, wash, band * (0.2 + 0.15 * fade));
      c = mixc(c, v, clamp(band * (streak * 0.45 * fade + main * 0.75 * (0.25 + 0.75 * fade))));
      set(out, c, 0.5, 0.12 + cloud * 0.06);
    }, 0.2);
  });
}

export function travertine(seed = 2): Painted {
  return cached(`trav${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb('#d9ccb6');
    return paint(1024, (u, w, out) => {
      // Soft bands along the bedding, and small pits stretched along them (round blotches read as camouflage).
      const band = n.fbm(u * 0.25, w * 4, 4, 4);
      const pits = n.fbm(u * 0.5, w * 4, 40, 2);
      const pit = smooth(0.74, 0.8, pits) * 0.7;
      // Slabs 60 x 30 cm: tile covers 1.2 m, so 2 x 4 slabs with joints
      const jx = Math.min(frac(u * 2), 1 - frac(u * 2));
      const jy = Math.min(frac(w * 4 + (Math.floor(u * 2) % 2) * 0.5), 1 - frac(w * 4 + (Math.floor(u * 2) % 2) * 0.5));
      const joint = Math.min(jx, jy * 0.5) < 0.0025 ? 1 : 0;
      let c = mixc(b, [0.78, 0.7, 0.58], band * 0.8);
      c = mixc(c, [0.62, 0.55, 0.45], pit * 0.6);
      c = mixc(c, [0.7, 0.66, 0.6], joint);
      set(out, c, 0.6 - pit * 0.3 - joint * 0.4, 0.55 + pit * 0.2);
    }, 1.5);
  });
}

/** Oak planks, 20 cm wide, lengthwise along v. Tile: 2 m. */
export function oak(tone = '#b48a5e', seed = 3): Painted {
  return cached(`oak${tone}${seed}`, () => {
    const n = new Noise(seed);
    const r = new Rng(seed);
    const b = srgb(tone);
    const planks = 10;
    const shade: number[] = [];
    const offs: number[] = [];
    for (let i = 0; i < planks * 4; i++) {
      shade.push(r.range(-0.08, 0.08));
      offs.push(r.next());
    }
    return paint(1024, (u, w, out) => {
      const p = Math.floor(u * planks);
      const fu = frac(u * planks);
      const lenIdx = Math.floor(w * 2 + offs[p]!);
      const fv = frac(w * 2 + offs[p]!);
      const id = p * 4 + (lenIdx & 3);
      const grain = n.fbm(u * 1 + id * 0.37, w * 0.08 + id * 0.11, 8, 4);
      const lines = Math.abs(Math.sin((fu * 7 + grain * 4) * Math.PI));
      const g = Math.pow(lines, 8) * 0.7;
      let c = mixc(b, [b[0]! * 0.78, b[1]! * 0.7, b[2]! * 0.62], g * 0.35 + grain * 0.35);
      c = c.map((x) => x * (1 + shade[id]!)) as [number, number, number];
      const gap = fu < 0.008 || fu > 0.992 || fv < 0.003 || fv > 0.997 ? 1 : 0;
      c = mixc(c, [0.25, 0.18, 0.12], gap * 0.7);
      set(out, c, 0.6 - gap * 0.5 - g * 0.05, 0.5 + g * 0.15);
    }, 1.2);
  });
}

/** Oak in herringbone (point de Hongrie). Tile: 1.2 m. */
export function herringbone(tone = '#b8905f', seed = 4): Painted {
  return cached(`hb${tone}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(tone);
    const S = 8; // blocks per tile side
    return paint(1024, (u, w, out) => {
      const x = u * S;
      const y = w * S;
      // Chevron: rotate 45 deg, split into strips alternating direction.
      const col = Math.floor(x);
      const fx = x - col;
      const dir = col % 2 === 0 ? 1 : -1;
      const along = y + dir * fx;
      const piece = Math.floor(along * 2);
      const fp = frac(along * 2);
      const id = col * 37 + piece;
      const tint = (Math.sin(id * 12.9898) * 43758.5453) % 1;
      const grain = n.fbm(u + id * 0.13, w, 16, 3);
      const lines = Math.pow(Math.abs(Math.sin((fp * 3 + grain * 5 + tint) * Math.PI * 2)), 4);
      let c = mixc(b, [b[0]! * 0.72, b[1]! * 0.64, b[2]! * 0.56], lines * 0.4 + grain * 0.3);
      c = c.map((q) => q * (1 + tint * 0.12)) as [number, number, number];
      const edge = fx < 0.012 || fx > 0.988 || fp < 0.02 || fp > 0.98 ? 1 : 0;
      c = mixc(c, [0.28, 0.2, 0.14], edge * 0.6);
      set(out, c, 0.6 - edge * 0.5, 0.5 + lines * 0.1);
    }, 1.2);
  });
}

/** Lime plaster: an even colour with soft trowel marks. Tile: 2 m. */
export function plaster(color = '#efe9df', seed = 5, rough = 0.85): Painted {
  return cached(`pl${color}${seed}${rough}`, () => {
    const n = new Noise(seed);
    const b = srgb(color);
    return paint(512, (u, w, out) => {
      const a = n.fbm(u, w, 4, 5);
      const d = n.fbm(u + 0.5, w, 32, 2);
      const c = b.map((x) => x * (0.96 + a * 0.06 + (d - 0.5) * 0.03)) as [number, number, number];
      set(out, c, a * 0.6 + d * 0.4, rough);
    }, 0.6);
  });
}

/**
 * A shutter's leaf, painted wood: louvres 6 cm apart, each slat's edge catching the light above a
 * dark gap, or (plain) vertical boards 12 cm wide. Tile: 1 m.
 */
export function shutterWood(color: string, louvred: boolean): Painted {
  return cached(`sh${color}${louvred}`, () => {
    const n = new Noise(31);
    const b = srgb(color);
    return paint(256, (u, w, out) => {
      const t = louvred ? (w * 16) % 1 : (u * 8) % 1;
      const grain = (n.fbm(u * 2, w * 0.3, 3, 3) - 0.5) * 0.05;
      // Louvres: a slat rising to its edge, then the gap under the next one in shade.
      const h = louvred ? (t < 0.15 ? 0 : 0.2 + t * 0.8) : t < 0.06 ? 0 : 1;
      const shade = h === 0 ? 0.55 : louvred ? 0.9 + t * 0.14 : 1;
      set(out, b.map((x) => x * (shade + grain)), h, 0.65);
    }, louvred ? 3 : 1.5);
  });
}

/** Terracotta tiles, 20 cm squares with grout. Tile: 1 m. */
export function terracotta(seed = 6): Painted {
  return cached(`tc${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb('#b8643f');
    return paint(1024, (u, w, out) => {
      const tx = Math.floor(u * 5);
      const ty = Math.floor(w * 5);
      const fx = frac(u * 5);
      const fy = frac(w * 5);
      const id = tx * 7 + ty * 13;
      const t = frac(Math.sin(id * 78.233) * 43758.5);
      const grout = fx < 0.025 || fx > 0.975 || fy < 0.025 || fy > 0.975;
      const m = n.fbm(u, w, 16, 4);
      let c = mixc(b, [0.82, 0.5, 0.33], t * 0.7);
      c = c.map((x) => x * (0.88 + m * 0.2)) as [number, number, number];
      if (grout) c = [0.72, 0.68, 0.62];
      set(out, c, grout ? 0.1 : 0.6 + m * 0.1, grout ? 0.95 : 0.6 + m * 0.2);
    }, 1.5);
  });
}

/** Zellige: hand-made glazed squares 10 cm, each a slightly different green and wavy surface. Tile: 0.8 m. */
export function zellige(color = '#2f6b56', seed = 7): Painted {
  return cached(`zl${color}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(color);
    return paint(1024, (u, w, out) => {
      const tx = Math.floor(u * 8);
      const ty = Math.floor(w * 8);
      const fx = frac(u * 8);
      const fy = frac(w * 8);
      const t = frac(Math.sin((tx * 7 + ty * 131) * 12.9898) * 43758.5);
      const grout = fx < 0.03 || fx > 0.97 || fy < 0.03 || fy > 0.97;
      const wave = n.fbm(u, w, 24, 3);
      let c = b.map((x) => x * (0.75 + t * 0.45 + (wave - 0.5) * 0.25)) as [number, number, number];
      if (grout) c = [0.8, 0.78, 0.72];
      const edge = Math.min(fx, fy, 1 - fx, 1 - fy);
      set(out, c, grout ? 0 : 0.55 + wave * 0.35 - (edge < 0.08 ? (0.08 - edge) * 3 : 0), grout ? 0.9 : 0.08 + wave * 0.08);
    }, 2.5);
  });
}

/** Linen or cotton weave for upholstery, bedding and curtains. Tile: 0.25 m. */
export function linen(color = '#e4ddd0', seed = 8): Painted {
  return cached(`ln${color}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(color);
    return paint(512, (u, w, out) => {
      const warp = Math.sin(u * 512 * Math.PI * 0.5) * 0.5 + 0.5;
      const weft = Math.sin(w * 512 * Math.PI * 0.5) * 0.5 + 0.5;
      const slub = n.fbm(u * 0.1, w * 4, 16, 3);
      const h = (warp * 0.5 + weft * 0.5) * 0.6 + slub * 0.4;
      const c = b.map((x) => x * (0.88 + h * 0.16)) as [number, number, number];
      set(out, c, h, 0.92);
    }, 0.8);
  });
}

/** Teak or other deck boards, 14 cm, lengthwise along v. Tile: 1.4 m. */
export function deck(tone = '#9a7553', seed = 9): Painted {
  return cached(`dk${tone}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(tone);
    const boards = 10;
    return paint(1024, (u, w, out) => {
      const p = Math.floor(u * boards);
      const fu = frac(u * boards);
      const shade = frac(Math.sin(p * 91.7) * 4375.5) - 0.5;
      const grain = n.fbm(u * 2 + p * 0.3, w * 0.15, 8, 4);
      const lines = Math.pow(Math.abs(Math.sin((fu * 6 + grain * 8) * Math.PI)), 4);
      let c = mixc(b, [b[0]! * 0.7, b[1]! * 0.68, b[2]! * 0.66], lines * 0.4 + grain * 0.35);
      c = c.map((x) => x * (1 + shade * 0.14)) as [number, number, number];
      const gap = fu < 0.035 || fu > 0.965;
      if (gap) c = [0.08, 0.07, 0.06];
      set(out, c, gap ? 0 : 0.6 + lines * 0.05, 0.72);
    }, 1.5);
  });
}

/** Stone for walls: dry-stone (irregular) or cut blocks. Tile: 2 m. */
export function stoneWall(color = '#b9ab92', seed = 10): Painted {
  return cached(`sw${color}${seed}`, () => {
    const n = new Noise(seed);
    const r = new Rng(seed);
    const b = srgb(color);
    // Jittered cells for stones
    const G = 10;
    const pts: [number, number, number][] = [];
    for (let j = 0; j < G; j++) for (let i = 0; i < G; i++) pts.push([(i + r.range(0.15, 0.85)) / G, (j + r.range(0.2, 0.8)) / G, r.next()]);
    return paint(1024, (u, w, out) => {
      // Stone outlines broken by a little noise (no two joints straight), each stone rounded:
      // lit on its face, darker towards its joints, with a tint and a grain of its own.
      const uu = u + (n.fbm(u, w, 8, 3) - 0.5) * 0.035;
      const ww = w + (n.fbm(u + 0.5, w + 0.5, 8, 3) - 0.5) * 0.035;
      let d1 = 9;
      let d2 = 9;
      let id = 0;
      const ci = Math.floor(uu * G);
      const cj = Math.floor(ww * G);
      for (let dj = -1; dj <= 1; dj++)
        for (let di = -1; di <= 1; di++) {
          const ii = (ci + di + G) % G;
          const jj = (cj + dj + G) % G;
          const p = pts[jj * G + ii]!;
          const px = p[0] + (ci + di - ii) / G;
          const py = p[1] + (cj + dj - jj) / G;
          const dx = (uu - px) * 1;
          const dy = (ww - py) * 1.7;
          const d = Math.hypot(dx, dy);
          if (d < d1) {
            d2 = d1;
            d1 = d;
            id = p[2];
          } else if (d < d2) d2 = d;
        }
      const edge = (d2 - d1) * G;
      const m = n.fbm(u, w, 16, 4);
      const grain = n.fbm(u, w, 64, 2);
      const mortar = smooth(0.03, 0.11, edge);
      const face = smooth(0.03, 0.45, edge);
      const tint = mixc(b, [b[0]! * 1.06, b[1]! * 0.98, b[2]! * 0.88], frac(id * 7.31));
      let c = tint.map((x) => x * (0.72 + id * 0.3 + (m - 0.5) * 0.3 + (grain - 0.5) * 0.18) * (0.8 + face * 0.25)) as [number, number, number];
      c = mixc([0.24, 0.22, 0.19], c, mortar);
      set(out, c, mortar * (0.45 + face * 0.35 + m * 0.2), 0.9);
    }, 3);
  });
}

/**
 * A dry-stone wall (pierre sèche) of the terraced hillsides: flat limestone stones laid in rough
 * courses without mortar, each a rounded slab of its own length, height and tint, set back from
 * the joints, which stay open and dark; grain and pale lichen on the faces. Sixteen courses a tile.
 */
export function dryStone(color = '#bdb19b', seed = 10): Painted {
  return cached(`ds${color}${seed}`, () => {
    const n = new Noise(seed);
    const r = new Rng(seed);
    const b = srgb(color);
    interface Stone { x0: number; x1: number; top: number; bottom: number; tint: number; warm: number; grey: number; round: number }
    interface Course { y0: number; y1: number; off: number; stones: Stone[] }
    const heights = Array.from({ length: 16 }, () => r.range(0.6, 1.5));
    const total = heights.reduce((a, h) => a + h, 0);
    const courses: Course[] = [];
    let y = 0;
    for (const h of heights) {
      const hh = h / total;
      const widths: number[] = [];
      let sum = 0;
      while (sum < 1 - hh * 1.5) {
        const w = hh * r.range(0.9, 3.2);
        widths.push(w);
        sum += w;
      }
      let x = 0;
      const stones = widths.map((w) => {
        const x0 = x;
        x += w / sum;
        // Some stones fill their course, others are thinner slabs leaving a wedge of shadow.
        const thin = r.chance(0.35);
        return { x0, x1: x, top: thin ? r.range(0.15, 0.4) : r.range(0, 0.1), bottom: r.range(0, 0.12), tint: r.next(), warm: r.next(), grey: r.next(), round: r.range(0.3, 0.8) };
      });
      courses.push({ y0: y, y1: y + hh, off: r.next(), stones });
      y += hh;
    }
    return paint(1024, (u, v, out) => {
      // Joints wander, so no course runs straight and no stone is a rectangle.
      const vv = v + (n.fbm(u, v, 9, 3) - 0.5) * 0.02;
      const course = courses.find((c) => vv < c.y1) ?? courses[courses.length - 1]!;
      const x = frac(u + course.off + (n.fbm(u + 3.1, v, 12, 3) - 0.5) * 0.016);
      const stone = course.stones.find((s) => x < s.x1) ?? course.stones[course.stones.length - 1]!;
      const h = course.y1 - course.y0;
      // A rounded rectangle's signed distance, in tile units (negative inside), its edge chipped by noise.
      const top = course.y0 + h * stone.top + 0.0015;
      const bottom = course.y1 - h * stone.bottom - 0.0015;
      const hw = (stone.x1 - stone.x0) / 2 - 0.002;
      const hh = (bottom - top) / 2;
      const rad = Math.min(hw, hh) * stone.round;
      const qx = Math.abs(x - (stone.x0 + stone.x1) / 2) - hw + rad;
      const qy = Math.abs(vv - (top + bottom) / 2) - hh + rad;
      const inside = -(Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - rad) + (n.fbm(u, v, 36, 3) - 0.5) * 0.012;
      const grain = n.fbm(u, v, 90, 3);
      if (inside <= 0) {
        // An open joint: shadow, earth, and here and there a wedge of small stone.
        const wedge = smooth(0.56, 0.6, n.fbm(u + 11, v, 110, 2));
        const dark = 0.17 + grain * 0.06 + wedge * 0.16;
        set(out, [dark * 1.12, dark, dark * 0.86], wedge * 0.25, 1);
        return;
      }
      const face = smooth(0, 0.01, inside);
      const lump = n.fbm(u * 1.3 + stone.tint * 5, v * 1.3, 26, 3);
      const tone = 0.72 + stone.tint * 0.4 + (lump - 0.5) * 0.24 + (grain - 0.5) * 0.16;
      const warm: [number, number, number] = [b[0]! * 1.07, b[1]! * 0.97, b[2]! * 0.84];
      const cool: [number, number, number] = [b[1]! * 0.98, b[1]! * 0.98, b[1]! * 0.96];
      let c = mixc(mixc(b, warm, stone.warm), cool, stone.grey * 0.6).map((k) => k * tone) as [number, number, number];
      // Pale lichen in patches on some faces.
      const lichen = smooth(0.62, 0.7, n.fbm(u + 7, v + 7, 60, 3)) * (stone.tint > 0.5 ? 0.6 : 0.2);
      c = mixc(c, [0.86, 0.86, 0.8], lichen);
      c = c.map((k) => k * (0.5 + face * 0.5)) as [number, number, number];
      set(out, c, 0.3 + face * 0.35 + lump * 0.35, 0.92);
    }, 3);
  });
}

/** Canal (Roman) roof tiles in rows; tile covers 1 m. */
export function roofTiles(seed = 11): Painted {
  return cached(`rt${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb('#b35a38');
    return paint(512, (u, w, out) => {
      const cols = 6;
      const fx = frac(u * cols);
      const row = Math.floor(w * 3);
      const fy = frac(w * 3);
      const id = Math.floor(u * cols) * 17 + row * 5;
      const t = frac(Math.sin(id * 45.1) * 9134.3);
      const curve = Math.sin(fx * Math.PI);
      let c = mixc(b, [0.74, 0.47, 0.32], t * 0.7);
      const m = n.fbm(u, w, 8, 4);
      c = c.map((x) => x * (0.65 + curve * 0.45) * (0.9 + m * 0.2)) as [number, number, number];
      const lip = fy > 0.93 ? 0.6 : 1;
      c = c.map((x) => x * lip) as [number, number, number];
      set(out, c, curve * 0.8 + (fy > 0.93 ? -0.3 : 0), 0.8);
    }, 3);
  });
}

/**
 * A limestone cliff seen from the sea: beds 2-4 m thick with wavy joints, each its own tone, a
 * shadowed underside where it juts over the next, vertical cracks through some of them, grey
 * streaks where the rain runs. Tile: 40 m.
 */
export function limestone(seed = 33): Painted {
  return cached(`ls${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb('#d8caae');
    const grey = srgb('#8f8a80');
    const hash = (k: number): number => frac(Math.sin(k * 127.1 + seed) * 43758.5453);
    return paint(1024, (u, w, out) => {
      const pos = w * 14 + (n.fbm(u * 2, w * 0.5, 4, 3) - 0.5) * 1.4;
      const bed = Math.floor(pos);
      const t = frac(pos);
      let shade = 0.86 + hash(bed) * 0.2;
      let h = 0.4 + Math.sin(t * Math.PI) * 0.35;
      // The bed's underside, in its own shadow.
      if (t > 0.86) {
        shade *= 0.62 + (1 - t) * 1.5;
        h -= (t - 0.86) * 2;
      }
      // Cracks across some beds, a few per tile, wavering.
      const cu = u * 9 + hash(bed + 0.5) * 3 + (n.fbm(u * 4, w * 6, 3, 2) - 0.5) * 0.3;
      if (hash(bed * 3.1 + Math.floor(cu)) > 0.45 && Math.abs(frac(cu) - 0.5) < 0.018) {
        shade *= 0.55;
        h -= 0.3;
      }
      const streak = smooth(0.55, 0.8, n.fbm(u * 24, w * 1.5, 4, 2)) * 0.35;
      const grain = (n.fbm(u * 64, w * 64, 3, 2) - 0.5) * 0.12;
      const c = mixc(b, grey, streak).map((x) => x * (shade + grain));
      set(out, c, h + grain, 0.95);
    }, 3);
  });
}

export function concrete(color = '#a7a49e', seed = 12): Painted {
  return cached(`cc${color}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(color);
    return paint(512, (u, w, out) => {
      const m = n.fbm(u, w, 6, 5);
      const p = n.fbm(u, w, 64, 1);
      const c = b.map((x) => x * (0.88 + m * 0.2 - (p > 0.75 ? 0.1 : 0))) as [number, number, number];
      set(out, c, m, 0.85);
    }, 0.5);
  });
}

export function terrazzo(seed = 13): Painted {
  return cached(`tz${seed}`, () => {
    const n = new Noise(seed);
    return paint(1024, (u, w, out) => {
      const a = n.fbm(u, w, 48, 2);
      const b2 = n.fbm(u + 0.31, w + 0.7, 40, 2);
      let c: [number, number, number] = [0.9, 0.88, 0.85];
      if (a > 0.68) c = [0.75, 0.55, 0.45];
      else if (b2 > 0.7) c = [0.45, 0.47, 0.5];
      else if (a < 0.26) c = [0.96, 0.95, 0.93];
      set(out, c, 0.5, 0.25);
    }, 0.2);
  });
}

/** A textured wallpaper (grasscloth) for the guest toilets. */
export function grasscloth(color = '#8a7b62', seed = 14): Painted {
  return cached(`gc${color}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(color);
    return paint(512, (u, w, out) => {
      const s = n.fbm(u * 8, w * 0.2, 16, 3);
      const f = Math.pow(Math.abs(Math.sin(u * 512 * 0.7)), 3);
      const c = b.map((x) => x * (0.78 + s * 0.35 + f * 0.06)) as [number, number, number];
      set(out, c, s * 0.7 + f * 0.3, 0.9);
    }, 1.2);
  });
}

export function leather(color = '#7a4a2c', seed = 15): Painted {
  return cached(`le${color}${seed}`, () => {
    const n = new Noise(seed);
    const b = srgb(color);
    return paint(512, (u, w, out) => {
      const m = n.fbm(u, w, 32, 3);
      const c = b.map((x) => x * (0.85 + m * 0.3)) as [number, number, number];
      set(out, c, m, 0.5 + m * 0.15);
    }, 0.6);
  });
}

/** Grass and dry earth, for gardens and hillsides. Tile: 4 m. */
export function grass(seed = 16, dry = 0.3): Painted {
  return cached(`gr${seed}${dry}`, () => {
    const n = new Noise(seed);
    return paint(512, (u, w, out) => {
      const m = n.fbm(u, w, 8, 5);
      const f = n.fbm(u, w, 128, 1);
      const green: [number, number, number] = [0.38, 0.47, 0.24];
      const earth: [number, number, number] = [0.62, 0.53, 0.38];
      const c = mixc(green, earth, clamp(m * dry * 2)).map((x) => x * (0.8 + f * 0.4)) as [number, number, number];
      set(out, c, f, 0.95);
    }, 1);
  });
}

/** Gravel paths. */
export function gravel(seed = 17): Painted {
  return cached(`gv${seed}`, () => {
    const n = new Noise(seed);
    return paint(512, (u, w, out) => {
      const f = n.fbm(u, w, 96, 2);
      const c: [number, number, number] = [0.82 * (0.8 + f * 0.35), 0.77 * (0.8 + f * 0.35), 0.68 * (0.8 + f * 0.35)];
      set(out, c, f, 0.95);
    }, 2);
  });
}

/**
 * A town street's asphalt, one tile about 4 m: grey binder full of fine aggregate (pale chips
 * that catch the light, darker ones), worn lighter where the wheels run, darker where it was
 * patched, so a road in the foreground reads as a road and not a flat grey band.
 */
export function asphalt(seed = 19): Painted {
  return cached(`as${seed}`, () => {
    const n = new Noise(seed);
    const grain = new Noise(seed + 1);
    return paint(1024, (u, w, out) => {
      const wear = n.fbm(u, w, 3, 3);
      const patch = smooth(0.62, 0.66, n.fbm(u + 0.37, w + 0.11, 2, 2));
      const a = grain.fbm(u, w, 256, 1);
      const b = grain.fbm(u + 0.5, w + 0.5, 128, 2);
      const chip = smooth(0.68, 0.8, a);
      const dark = smooth(0.35, 0.22, b);
      const v = 0.42 + (wear - 0.5) * 0.1 - patch * 0.06 + chip * 0.09 - dark * 0.05 + (b - 0.5) * 0.04;
      set(out, [v * 0.98, v, v * 1.02], chip * 0.6 + a * 0.2, 0.92 - chip * 0.15);
    }, 0.8);
  });
}

/** Water ripples: a normal map only (the colour comes from reflection). */
export function waves(seed = 18): Painted {
  return cached(`wv${seed}`, () => {
    const n = new Noise(seed);
    return paint(1024, (u, w, out) => {
      const h = n.fbm(u, w, 8, 5) * 0.6 + Math.sin((u * 12 + n.fbm(u, w, 4, 3) * 3) * Math.PI * 2) * 0.12 + n.fbm(u, w, 32, 2) * 0.3;
      set(out, [0.1, 0.2, 0.3], h, 0.05);
    }, 3);
  });
}

/** An abstract painting (colour fields and brush strokes, no lettering), for frames on walls. */
export function painting(seed: number): THREE.Texture {
  const key = `art${seed}`;
  const hit = cache.get(key);
  if (hit) return hit.map;
  const r = new Rng(seed);
  const [c, x] = canvas(512);
  const palettes = [
    ['#e9e2d4', '#c9a27a', '#3f5a6b', '#b5643c', '#1f2a33'],
    ['#efe8dc', '#7f9c8c', '#d8b98c', '#2f3d46', '#c97d5d'],
    ['#f2ede4', '#27465a', '#9bb4c0', '#d49b5a', '#5a4034'],
    ['#e6dfd3', '#a45a3c', '#e0c49b', '#4a5a46', '#1d1d1f'],
  ];
  const p = palettes[seed % palettes.length]!;
  x.fillStyle = p[0]!;
  x.fillRect(0, 0, 512, 512);
  const kind = seed % 3;
  for (let i = 0; i < (kind === 0 ? 5 : 14); i++) {
    x.globalAlpha = r.range(0.55, 0.95);
    x.fillStyle = r.pick(p.slice(1));
    if (kind === 0) {
      x.fillRect(r.range(0, 200), r.range(0, 420), r.range(180, 420), r.range(60, 200));
    } else if (kind === 1) {
      x.beginPath();
      x.ellipse(r.range(60, 450), r.range(60, 450), r.range(20, 140), r.range(20, 140), r.range(0, 3), 0, Math.PI * 2);
      x.fill();
    } else {
      x.lineWidth = r.range(8, 40);
      x.strokeStyle = r.pick(p.slice(1));
      x.beginPath();
      x.moveTo(r.range(0, 512), r.range(0, 512));
      x.bezierCurveTo(r.range(0, 512), r.range(0, 512), r.range(0, 512), r.range(0, 512), r.range(0, 512), r.range(0, 512));
      x.stroke();
    }
  }
  x.globalAlpha = 1;
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  cache.set(key, { map: t, roughnessMap: t, normalMap: t });
  return t;
}

/**
 * Paint laid on by height, for a surface whose v runs from `yMin` (0) to `yMax` (1) metres: the
 * `base` colour, then each band [from, to, colour] over it in turn (a yacht's boot stripe, a car's
 * glasshouse). `rows` pixels tall, four wide.
 */
export function heightBands(base: string, yMin: number, yMax: number, rows: number, bands: [number, number, string][]): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 4;
  c.height = rows;
  const x = c.getContext('2d')!;
  const row = (y: number): number => Math.round((1 - (y - yMin) / (yMax - yMin)) * rows); // canvas rows run downwards
  x.fillStyle = base;
  x.fillRect(0, 0, 4, rows);
  for (const [from, to, colour] of bands) {
    x.fillStyle = colour;
    x.fillRect(0, row(to), 4, row(from) - row(to));
  }
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  return t;
}
