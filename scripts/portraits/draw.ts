// One editorial portrait as SVG: flat shapes, each area a base colour with one shadow shape and
// one light shape, a thin darker line only where a form needs it. The face is laid out on the
// classical proportions in "face units" (half the cheekbone width = 100) and placed on the frame
// by `Face.p`, which also turns the head a few degrees, so features shift more than the outline.
import { closed, mirror, num, open, ribbon, type Pt } from './path.ts';

export const WIDTH = 1200;
export const HEIGHT = 1467;

// Vertical landmarks in face units from the eye line (eyes at mid-height of the head).
export const D = 139; // eye line to chin, and to the top of the skull
export const BROW = -28;
export const NOSE = (BROW + D) / 2; // nose bottom halfway between brows and chin
export const MOUTH = NOSE + (D - NOSE) / 3; // mouth a third of the way from nose to chin
export const EYE_W = 40; // five eye-widths across the face, eyes one eye-width apart

export interface Skin {
  base: string;
  shadow: string;
  light: string;
  /** The few drawn lines: nose side, lid crease, ear. */
  line: string;
  lip: string;
  lipDark: string;
  blush: string;
  blushOpacity: number;
}

export interface Sitter {
  /** Centre of the face on the frame, eye line height, pixels per face unit. */
  x: number;
  eyeY: number;
  scale: number;
  /** Head turn in degrees, positive towards the viewer's right. */
  yaw: number;
  /** Head tilt in degrees. */
  tilt: number;
  skin: Skin;
  /** Face outline: jaw half-width at its angle, chin half-width, cheek and temple widths. */
  jaw: number;
  jawY: number;
  chin: number;
  cheek: number;
  temple: number;
  /** Neck half-width. */
  neck: number;
  /** How far below the chin the neck meets the shoulders, in face units (20 by default). */
  neckLength?: number;
  iris: string;
  brow: { color: string; thick: number; arch: number };
  lashes: number;
  /** Upturn of the mouth corners, in face units; `smirk` raises the right one more. */
  smile: number;
  smirk: number;
  mouthW: number;
  lipFull: number;
  noseW: number;
  age: number;
}

/** Everything drawn, in order, and the definitions they use. */
/** A fixed sequence of numbers in [0, 1) from `seed` (Park and Miller's), so strands fall the same at every run. */
export function sequence(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

export class Picture {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private n = 0;
  id(prefix: string): string {
    return `${prefix}${++this.n}`;
  }
  add(s: string): void {
    this.body.push(s);
  }
  path(d: string, fill: string, extra = ''): void {
    this.body.push(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  /** Draws `inner` clipped to the shape `d`. */
  clip(d: string, inner: () => void): void {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    this.body.push(`<g clip-path="url(#${id})">`);
    inner();
    this.body.push('</g>');
  }
  linear(stops: [number, string, number?][], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('g');
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" gradientTransform="translate(${num(cx)} ${num(cy)}) scale(1 ${sy}) translate(${num(-cx)} ${num(-cy)})">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.id('b');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${num(sd)}"/></filter>`);
    return `url(#${id})`;
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** Face units to frame pixels: turned by `yaw` (depth z moves a point sideways) and tilted. */
export class Face {
  private readonly cos: number;
  private readonly sin: number;
  private readonly tc: number;
  private readonly ts: number;
  constructor(readonly s: Sitter) {
    this.cos = Math.cos((s.yaw * Math.PI) / 180);
    this.sin = Math.sin((s.yaw * Math.PI) / 180);
    this.tc = Math.cos((s.tilt * Math.PI) / 180);
    this.ts = Math.sin((s.tilt * Math.PI) / 180);
  }
  /** One point; z is how far in front of the ears' plane it lies. */
  p(x: number, y: number, z = 0, k?: number): Pt {
    const X = x * this.cos + z * this.sin;
    const rx = X * this.tc - y * this.ts;
    const ry = X * this.ts + y * this.tc;
    return [this.s.x + rx * this.s.scale, this.s.eyeY + ry * this.s.scale, k];
  }
  /** Many points given as [x, y, z?, k?]. */
  ps(list: readonly (readonly number[])[]): Pt[] {
    return list.map((q) => this.p(q[0]!, q[1]!, q[2] ?? 0, q[3]));
  }
  /** Pixels for a length in face units. */
  u(n: number): number {
    return n * this.s.scale;
  }
}

/** The face outline in face units, right half from the crown down to the chin. */
function outlineHalf(s: Sitter): number[][] {
  return [
    [s.temple * 0.8, -D * 0.85, 0],
    [s.temple, -D * 0.42, 0],
    [s.cheek, 0, 0],
    [s.cheek * 0.96, D * 0.3, 5],
    [s.jaw, s.jawY, 12, 0.8],
    [s.chin + 12, D * 0.9, 45],
    [s.chin, D * 0.985, 58],
  ];
}

export function faceOutline(f: Face): string {
  const half = outlineHalf(f.s);
  const right = half.map(([x, y, z, k]) => [x!, y!, z!, k ?? 1]);
  const left = [...half].reverse().map(([x, y, z, k]) => [-x!, y!, z!, k ?? 1]);
  return closed(f.ps([[0, -D * 1.0, 20], ...right, [0, D, 62], ...left]));
}

export function ears(pic: Picture, f: Face): void {
  const { skin, cheek } = f.s;
  for (const side of [-1, 1]) {
    const pts = [
      [cheek - 8, BROW - 4],
      [cheek + 6, BROW - 10],
      [cheek + 16, BROW + 6],
      [cheek + 16, 22],
      [cheek + 11, 42],
      [cheek + 3, NOSE + 2],
      [cheek - 8, NOSE - 2],
    ].map(([x, y]) => [side * x!, y!, -18]);
    const d = closed(f.ps(pts));
    pic.path(d, side > 0 ? skin.shadow : skin.base);
    // Inner ear: one soft shadow and the rim line.
    const inner = [
      [cheek + 1, BROW + 2],
      [cheek + 9, BROW + 4],
      [cheek + 11, 14],
      [cheek + 6, 32],
      [cheek + 1, 40],
      [cheek + 4, 22],
      [cheek + 2, 6],
    ].map(([x, y]) => [side * x!, y!, -18]);
    pic.path(closed(f.ps(inner)), skin.line, 'fill-opacity="0.28"');
    pic.path(ribbon(f.ps([[side * (cheek + 2), BROW + 3, -18], [side * (cheek + 10), BROW + 6, -18], [side * (cheek + 12), 16, -18], [side * (cheek + 7), 34, -18]]), [0, f.u(1.6), f.u(1.6), 0]), skin.line, 'fill-opacity="0.55"');
  }
}

/** The neck, with the shadow the jaw casts on it. */
export function neck(pic: Picture, f: Face, collarY: number): void {
  const { skin, neck: n } = f.s;
  const top = D * 0.45;
  const bottom = (collarY - f.s.eyeY) / f.s.scale;
  const d = closed(
    f.ps([
      [-n, top, -10],
      [n, top, -10],
      [n * 1.02, bottom - 40, -10],
      [n * 1.25, bottom, -10],
      [n * 2.2, bottom + 40, -10],
      [-n * 2.2, bottom + 40, -10],
      [-n * 1.25, bottom, -10],
      [-n * 1.02, bottom - 40, -10],
    ]),
  );
  pic.path(d, skin.base);
  pic.clip(d, () => {
    // The head's shadow on the neck: the jaw line, lowered.
    const half = outlineHalf(f.s);
    const jawLine = half.slice(3).map(([x, y, z]) => [x!, y! + 26, z!]);
    const left = [...jawLine].reverse().map(([x, y, z]) => [-x!, y!, z!]);
    pic.path(closed(f.ps([[-150, -20], [150, -20], ...jawLine, [0, D + 28, 50], ...left])), skin.shadow, `filter="${pic.blur(f.u(5))}"`);
    // The neck's side away from the light.
    pic.path(closed(f.ps([[n * 0.55, top], [n * 1.6, top], [n * 1.6, bottom + 40], [n * 0.9, bottom], [n * 0.62, bottom - 50]])), skin.shadow, `fill-opacity="0.75" filter="${pic.blur(f.u(6))}"`);
    // Light down the lit side of the throat.
    pic.path(closed(f.ps([[-n * 0.75, D + 35], [-n * 0.45, D + 40], [-n * 0.5, bottom - 10], [-n * 0.85, bottom - 20]])), skin.light, `fill-opacity="0.5" filter="${pic.blur(f.u(6))}"`);
  });
}

/** Face fill, its shadow side, the light on forehead, cheek and nose, and the cheeks' warmth. */
export function faceSkin(pic: Picture, f: Face, hairShadow: string | null): string {
  const s = f.s;
  const d = faceOutline(f);
  pic.path(d, s.skin.base);
  pic.clip(d, () => {
    // The modelling is painted soft: each shadow and light melts into the skin around it, as a
    // brush would lay it, where flat shapes with hard edges read as a cut-out.
    const soft = (u: number): string => `filter="${pic.blur(f.u(u))}"`;
    // Shadow side (light comes from the viewer's left): the right cheek and jaw, under the cheekbone.
    pic.path(
      closed(
        f.ps([
          [s.temple * 0.7, -D * 1.1, 0],
          [s.temple * 0.78, -D * 0.5, 10],
          [s.cheek * 0.74, -6, 30],
          [s.cheek * 0.62, 28, 38],
          [s.cheek * 0.58, 62, 40],
          [s.chin + 6, D * 0.8, 55],
          [6, D * 0.97, 62],
          [0, D + 40],
          [s.cheek + 60, D + 40],
          [s.cheek + 60, -D * 1.1],
        ]),
      ),
      s.skin.shadow,
      soft(6),
    );
    // Under the chin, and where the chin turns.
    pic.path(closed(f.ps([[-s.chin - 4, D * 0.93, 55], [0, D * 0.9, 62], [s.chin + 4, D * 0.93, 55], [0, D + 10, 62]])), s.skin.shadow, `fill-opacity="0.6" ${soft(6)}`);
    // Eye sockets, soft.
    for (const side of [-1, 1]) {
      pic.path(closed(f.ps([[side * 12, -20, 50], [side * 38, -26, 50], [side * 62, -18, 42], [side * 64, 6, 40], [side * 36, 10, 50], [side * 14, 4, 52]])), s.skin.shadow, `fill-opacity="${side > 0 ? 0.45 : 0.22}" ${soft(7)}`);
    }
    // Light: forehead, lit cheekbone, bridge and tip of the nose, chin.
    pic.path(closed(f.ps([[-70, -D * 0.56, 25], [-30, -D * 0.7, 38], [6, -D * 0.66, 40], [-10, -D * 0.5, 42], [-40, -D * 0.4, 40], [-68, -D * 0.38, 28]])), s.skin.light, `fill-opacity="0.3" ${soft(10)}`);
    pic.path(closed(f.ps([[-88, 16, 20], [-66, 10, 35], [-52, 18, 42], [-66, 30, 38], [-86, 36, 20]])), s.skin.light, `fill-opacity="0.22" ${soft(6)}`);
    // Warm cheeks.
    for (const side of [-1, 1]) {
      const c = f.p(side * 52, 40, 40);
      pic.add(`<ellipse cx="${num(c[0])}" cy="${num(c[1])}" rx="${num(f.u(26))}" ry="${num(f.u(16))}" fill="${s.skin.blush}" fill-opacity="${s.skin.blushOpacity}" filter="${pic.blur(f.u(14))}"/>`);
    }
    if (hairShadow) pic.path(hairShadow, s.skin.shadow, `transform="translate(${num(f.u(3))} ${num(f.u(7))})" ${soft(4)}`);
  });
  return d;
}

/** Eyes: almond white, iris, pupil, catchlight, lash line, lid crease, lower lid. */
export function eyes(pic: Picture, f: Face): void {
  const s = f.s;
  const w = EYE_W;
  for (const side of [-1, 1]) {
    const cx = side * w;
    const z = 52;
    // Right eye's shape; mirrored for the left, inner corner towards the nose.
    const shape = [
      [-0.5, 0.03, 0.25],
      [-0.3, -0.19],
      [0.02, -0.27],
      [0.3, -0.19],
      [0.5, -0.02, 0.25],
      [0.28, 0.14],
      [-0.05, 0.17],
      [-0.34, 0.11],
    ];
    const pts = (q: number[][], dz = 0): Pt[] => f.ps(q.map(([x, y, k]) => [cx + side * x! * w, y! * w, z + dz, k ?? 1]));
    const almond = closed(pts(shape));
    pic.path(almond, '#f4eee6');
    pic.clip(almond, () => {
      // Iris looks at the viewer: its centre shifted with the head turn like the other features.
      const ic = f.p(cx - side * 1, -0.03 * w, z + 8);
      const r = f.u(w * 0.235);
      pic.add(`<ellipse cx="${num(ic[0])}" cy="${num(ic[1])}" rx="${num(r)}" ry="${num(r)}" fill="${s.iris}"/>`);
      pic.add(`<ellipse cx="${num(ic[0])}" cy="${num(ic[1] + r * 0.18)}" rx="${num(r * 0.72)}" ry="${num(r * 0.62)}" fill="#ffffff" fill-opacity="0.12"/>`);
      pic.add(`<ellipse cx="${num(ic[0])}" cy="${num(ic[1])}" rx="${num(r)}" ry="${num(r)}" fill="none" stroke="#1d1410" stroke-opacity="0.5" stroke-width="${num(r * 0.12)}"/>`);
      pic.add(`<ellipse cx="${num(ic[0])}" cy="${num(ic[1])}" rx="${num(r * 0.42)}" ry="${num(r * 0.42)}" fill="#15100d"/>`);
      // The upper lid's shadow on the eyeball.
      pic.path(closed(pts([[-0.6, -0.3], [0.6, -0.3], [0.55, -0.06], [0.1, -0.13], [-0.4, -0.08]])), s.skin.shadow, 'fill-opacity="0.5"');
      // One catchlight, on the side of the light.
      pic.add(`<ellipse cx="${num(ic[0] - r * 0.38)}" cy="${num(ic[1] - r * 0.36)}" rx="${num(r * 0.19)}" ry="${num(r * 0.19)}" fill="#ffffff"/>`);
    });
    // Lash line along the upper lid, thickest towards the outer corner.
    pic.path(ribbon(pts([[-0.52, 0.04], [-0.3, -0.195], [0.02, -0.275], [0.3, -0.195], [0.52, -0.025], [0.6, -0.05 - s.lashes * 0.04]]), [0, f.u(1.4), f.u(2.1), f.u(2.6), f.u(1.8), 0]), '#2a1d17');
    // Lid crease.
    pic.path(ribbon(pts([[-0.3, -0.33], [0.02, -0.41], [0.32, -0.33], [0.5, -0.15]]), [0, f.u(1.1), f.u(1.1), 0]), s.skin.line, 'fill-opacity="0.6"');
    // Lower lid, barely there.
    pic.path(ribbon(pts([[-0.3, 0.14], [-0.02, 0.19], [0.3, 0.165], [0.48, 0.02]]), [0, f.u(1), f.u(1), 0]), s.skin.line, 'fill-opacity="0.35"');
    // Crow's feet, a hint, for the older faces only.
    if (s.age > 1.2) {
      for (const [y0, y1] of [[-0.02, -0.12], [0.1, 0.16]] as const) pic.path(ribbon(pts([[0.64, y0], [0.76, (y0 + y1) / 2], [0.88, y1]]), [0, f.u(1.1), 0]), s.skin.line, `fill-opacity="${(0.3 * (s.age - 1)).toFixed(2)}"`);
    }
  }
}

export function brows(pic: Picture, f: Face): void {
  const { brow } = f.s;
  for (const side of [-1, 1]) {
    const t = brow.thick;
    const a = brow.arch;
    const y = BROW - 3;
    const top = [
      [14, y + 2 - t * 0.9],
      [32, y - 4 - t * 0.7 - a],
      [52, y - 5 - a * 1.2],
      [66, y + 2 - a * 0.6, 0.5],
    ];
    const bottom = [
      [56, y - 1 - a * 0.7],
      [34, y + 1 - a * 0.4],
      [15, y + 4, 0.5],
    ];
    const pts = [...top, ...bottom].map(([x, y, k]) => [side * x!, y!, 48, k ?? 1]);
    pic.path(closed(f.ps(side > 0 ? pts : pts)), brow.color);
  }
}

export function nose(pic: Picture, f: Face): void {
  const s = f.s;
  const nw = s.noseW;
  // Under the tip: the shadow that gives the nose its volume.
  pic.path(closed(f.ps([[-nw * 0.55, NOSE - 5, 70], [0, NOSE - 8, 80], [nw * 0.75, NOSE - 6, 70], [nw * 0.9, NOSE + 3, 62], [0, NOSE + 5, 70], [-nw * 0.6, NOSE + 2, 66]])), s.skin.shadow);
  // The nose's shaded side, from the brow down to the wing.
  pic.path(closed(f.ps([[8, -8, 60], [13, 14, 72], [17, 36, 80], [nw * 0.95, NOSE - 12, 70], [nw * 0.7, NOSE - 3, 72], [10, 42, 86], [7, 14, 72]])), s.skin.shadow, 'fill-opacity="0.55"');
  // Nostril wings and the thin side line.
  for (const side of [-1, 1]) {
    pic.path(ribbon(f.ps([[side * nw * 0.72, NOSE - 14, 66], [side * nw * 1.0, NOSE - 7, 62], [side * nw * 0.92, NOSE + 1, 64], [side * nw * 0.55, NOSE + 1, 70]]), [0, f.u(1.5), f.u(1.6), 0]), s.skin.line, `fill-opacity="${side > 0 ? 0.75 : 0.5}"`);
    pic.path(closed(f.ps([[side * nw * 0.25, NOSE - 1, 74], [side * nw * 0.55, NOSE - 2.5, 70], [side * nw * 0.6, NOSE + 0.5, 70], [side * nw * 0.3, NOSE + 1, 74]])), s.skin.line, 'fill-opacity="0.65"');
  }
  pic.path(ribbon(f.ps([[10, 8, 72], [16, 30, 80], [17, NOSE - 20, 84]]), [0, f.u(1.2), 0]), s.skin.line, 'fill-opacity="0.45"');
  // Light on the bridge and tip.
  pic.path(closed(f.ps([[-6, 4, 70], [-2, 4, 72], [0, 40, 86], [-5, 42, 84]])), s.skin.light, 'fill-opacity="0.8"');
  pic.path(closed(f.ps([[-9, NOSE - 15, 86], [-1, NOSE - 17, 88], [1, NOSE - 11, 88], [-7, NOSE - 9, 86]])), s.skin.light, 'fill-opacity="0.9"');
}

export function mouth(pic: Picture, f: Face): void {
  const s = f.s;
  const m = s.mouthW;
  const y = MOUTH;
  const L: number[] = [-m, y - s.smile, 60];
  const R: number[] = [m, y - s.smile - s.smirk, 60];
  const parting = [
    [-m * 0.6, y + 1.2, 70],
    [-m * 0.2, y + 1.6, 76],
    [m * 0.2, y + 1.4, 76],
    [m * 0.6, y + 0.6 - s.smirk * 0.4, 70],
  ];
  const full = s.lipFull;
  // Upper lip with its bow, darker (it faces down, away from the light).
  const upper = [
    [L[0]!, L[1]!, L[2]!, 0.3],
    [-m * 0.62, y - 4 * full, 70],
    [-m * 0.18, y - 7 * full, 76],
    [0, y - 5.5 * full, 78],
    [m * 0.18, y - 7 * full, 76],
    [m * 0.62, y - 4 * full - s.smirk * 0.3, 70],
    [R[0]!, R[1]!, R[2]!, 0.3],
    ...[...parting].reverse(),
  ];
  pic.path(closed(f.ps(upper)), s.skin.lipDark);
  const lower = [
    [L[0]! * 0.96, L[1]! + 0.8, L[2]!, 0.4],
    ...parting,
    [R[0]! * 0.96, R[1]! + 0.8, R[2]!, 0.4],
    [m * 0.55, y + 7 * full, 72],
    [0, y + 9.5 * full, 76],
    [-m * 0.55, y + 7 * full, 72],
  ];
  pic.path(closed(f.ps(lower)), s.skin.lip);
  // Light on the lower lip, shadow beneath it.
  pic.path(closed(f.ps([[-m * 0.45, y + 5 * full, 74], [m * 0.1, y + 4.2 * full, 76], [m * 0.05, y + 7 * full, 76], [-m * 0.35, y + 7.2 * full, 74]])), '#ffffff', 'fill-opacity="0.22"');
  pic.path(closed(f.ps([[-m * 0.5, y + 11 * full, 70], [0, y + 10 * full + 1, 74], [m * 0.6, y + 11 * full, 70], [0, y + 17 * full, 72]])), s.skin.shadow, 'fill-opacity="0.55"');
  // Lips parting, with the corners turned up into the smile.
  pic.path(
    ribbon(f.ps([[L[0]! - 3, L[1]! - 2.5, 58], L, ...parting, R, [R[0]! + 3, R[1]! - 3, 58]]), [0, f.u(1.2), f.u(1.8), f.u(2.3), f.u(2.3), f.u(1.8), f.u(1.2), 0]),
    s.skin.lipDark,
  );
  pic.path(ribbon(f.ps([L, ...parting, R]), [0, f.u(1), f.u(1.6), f.u(1.6), f.u(1), 0]), '#3a1d18', 'fill-opacity="0.55"');
  // Smile lines, more for the older faces.
  for (const side of [-1, 1]) {
    const lift = side > 0 ? s.smirk : 0;
    pic.path(ribbon(f.ps([[side * (s.noseW + 8), NOSE - 6, 60], [side * (m + 12), y - 8 - lift, 55], [side * (m + 10), y + 6 - lift, 55]]), [0, f.u(1.6), 0]), s.skin.line, `fill-opacity="${(side > 0 ? 0.3 : 0.2) * s.age}"`);
  }
}

export { closed, mirror, open, ribbon };
