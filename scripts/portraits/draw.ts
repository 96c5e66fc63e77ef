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
  /** How far a beard reaches below the chin, in face units: the jaw's shadow on the neck falls lower. */
  beardDrop?: number;
  /** How much the lower lids rise with the smile, 0 to 1. */
  squint?: number;
}

/** The colour a fraction `t` of the way from `a` to `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const c = (h: string, i: number): number => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => Math.round(c(a, i) + (c(b, i) - c(a, i)) * t).toString(16).padStart(2, '0')).join('')}`;
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
  /** Draws `inner` through a soft-edged mask: the shape `d` (even-odd), blurred by `sd`. */
  mask(d: string, sd: number, inner: () => void): void {
    const id = this.id('m');
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}"><path d="${d}" fill="#ffffff" fill-rule="evenodd" filter="${this.blur(sd)}"/></mask>`);
    this.body.push(`<g mask="url(#${id})">`);
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
    [s.jaw, s.jawY, 12, 1],
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

/**
 * The neck, from under the jaw down into the clothes' opening: a column a little narrower at its
 * middle, the soft shadow the jaw casts on it (thrown down and to the right by the light from the
 * upper left), its far side turning into shade, the two long muscles meeting at the hollow of
 * the throat, and the clothes' shadow at its base. `cx`, `y0`: its centre and the height where
 * it meets the shoulders, in frame pixels; `flare`: how wide it opens into the chest there.
 */
export function neck(pic: Picture, f: Face, cx: number, y0: number, bottom: number, flare: number): void {
  const s = f.s;
  const { skin } = s;
  const n = f.u(s.neck);
  const u = (k: number): number => f.u(k);
  const top = f.p(0, D * 0.4, -30);
  const mid = f.p(0, D + 8, -30);
  const side = (k: number): Pt[] => [
    [top[0] + k * n * 1.02, top[1]],
    [mid[0] + k * n * 0.97, mid[1]],
    [cx + k * n * 1.0, y0 - u(16)],
    [cx + k * n * flare, y0 + u(8)],
    [cx + k * n * flare, bottom - u(30)],
  ];
  const d = closed([...side(-1).reverse(), ...side(1), [cx, bottom, 0.5]]);
  pic.path(d, skin.base);
  pic.clip(d, () => {
    const soft = (k: number): string => `filter="${pic.blur(u(k))}"`;
    // The neck's side away from the light, and the light down the lit side of the throat.
    pic.path(closed([[mid[0] + n * 0.35, top[1]], [mid[0] + n * 1.4, top[1]], [cx + n * 1.6, bottom], [cx + n * 0.5, bottom], [cx + n * 0.45, y0 - u(30)]]), skin.shadow, `fill-opacity="0.8" ${soft(8)}`);
    pic.path(closed([[mid[0] - n * 0.7, mid[1] + u(6)], [mid[0] - n * 0.35, mid[1] + u(8)], [cx - n * 0.3, y0 + u(10)], [cx - n * 0.75, y0]]), skin.light, `fill-opacity="0.45" ${soft(7)}`);
    // The two long muscles from behind the ears to the hollow of the throat, just a breath of shade.
    for (const k of [-1, 1]) {
      pic.path(ribbon([[mid[0] + k * n * 0.9, mid[1] - u(14)], [cx + k * n * 0.55, y0 - u(14)], [cx + k * u(9), y0 + u(26)]], [0, u(5), 0]), skin.shadow, `fill-opacity="${k > 0 ? 0.55 : 0.3}" ${soft(3.5)}`);
    }
    pic.add(`<ellipse cx="${num(cx + u(2))}" cy="${num(y0 + u(32))}" rx="${num(u(9))}" ry="${num(u(5))}" fill="${skin.shadow}" fill-opacity="0.7" ${soft(3)}/>`);
    // The head's shadow on the neck: the jaw line, lowered and pushed to the right; darkest close under the jaw.
    const half = outlineHalf(s);
    const drop = 20 + (s.beardDrop ?? 0);
    const jaw = (dy: number, dx: number): number[][] => {
      const r = half.slice(3).map(([x, y, z]) => [x! + dx, y! + dy, z!]);
      const l = [...half.slice(3)].reverse().map(([x, y, z]) => [-x! + dx, y! + dy, z!]);
      return [[-150 + dx, -20], [150 + dx, -20], ...r, [dx, D + dy + 2, 50], ...l];
    };
    pic.path(closed(f.ps(jaw(drop, 6))), skin.shadow, soft(5));
    pic.path(closed(f.ps(jaw(drop * 0.45, 3))), skin.line, `fill-opacity="0.35" ${soft(4)}`);
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
    // The head's roundness: the whole face turning gently into shade towards the right, and a
    // little under the hair at the temples.
    const l = f.p(-s.cheek * 0.2, 0, 0), r = f.p(s.cheek * 1.05, 0, 0);
    pic.path(d, pic.linear([[0, s.skin.shadow, 0], [0.55, s.skin.shadow, 0.18], [1, s.skin.shadow, 0.75]], l[0], l[1], r[0], r[1]));
    for (const side of [-1, 1]) pic.path(closed(f.ps([[side * 70, -D * 1.1], [side * 120, -D * 1.1], [side * 120, -10], [side * 86, -20], [side * 80, -70]])), s.skin.shadow, `fill-opacity="${side > 0 ? 0.6 : 0.35}" ${soft(9)}`);
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

/**
 * Eyes: the almond of the white, shaded into its corners; the iris tucked a little under the
 * upper lid (a relaxed look), darker at its rim, with its pupil and one catchlight towards the
 * light; the lid's fold above the lash line, the lower lid, raised a little when the sitter smiles.
 */
export function eyes(pic: Picture, f: Face): void {
  const s = f.s;
  const w = EYE_W;
  const sq = s.squint ?? 0;
  for (const side of [-1, 1]) {
    const cx = side * w;
    const z = 52;
    // Right eye's shape; mirrored for the left, inner corner towards the nose.
    const shape = [
      [-0.5, 0.03, 0.25],
      [-0.3, -0.19],
      [0.02, -0.27],
      [0.3, -0.2],
      [0.52, -0.03, 0.25],
      [0.3, 0.13 - sq * 0.05],
      [-0.05, 0.165 - sq * 0.06],
      [-0.34, 0.11 - sq * 0.03],
    ];
    const pts = (q: number[][], dz = 0): Pt[] => f.ps(q.map(([x, y, k]) => [cx + side * x! * w, y! * w, z + dz, k ?? 1]));
    const almond = closed(pts(shape));
    const ec = f.p(cx, -0.02 * w, z);
    pic.path(almond, pic.radial([[0, '#f6f1ea'], [0.55, '#efe6dc'], [1, '#d9c6b8']], ec[0], ec[1], f.u(w * 0.55), 0.6));
    pic.clip(almond, () => {
      // Iris looks at the viewer: its centre shifted with the head turn like the other features.
      const ic = f.p(cx - side * 1, -0.055 * w, z + 8);
      const r = f.u(w * 0.265);
      pic.add(`<circle cx="${num(ic[0])}" cy="${num(ic[1])}" r="${num(r)}" fill="${s.iris}"/>`);
      pic.add(`<circle cx="${num(ic[0])}" cy="${num(ic[1])}" r="${num(r)}" fill="${pic.radial([[0, '#120c08', 0], [0.55, '#120c08', 0], [0.92, '#120c08', 0.45], [1, '#120c08', 0.7]], ic[0], ic[1], r)}"/>`);
      // The lit lower half of the iris, opposite the light, as in a lens.
      pic.add(`<ellipse cx="${num(ic[0] + r * 0.12)}" cy="${num(ic[1] + r * 0.35)}" rx="${num(r * 0.6)}" ry="${num(r * 0.45)}" fill="#ffffff" fill-opacity="0.12" filter="${pic.blur(r * 0.15)}"/>`);
      pic.add(`<circle cx="${num(ic[0])}" cy="${num(ic[1])}" r="${num(r * 0.4)}" fill="#120d0a"/>`);
      // The upper lid's shadow on the eyeball.
      pic.path(closed(pts([[-0.6, -0.32], [0.6, -0.32], [0.58, -0.04], [0.1, -0.12], [-0.45, -0.05]])), s.skin.shadow, `fill-opacity="0.55" filter="${pic.blur(f.u(1.2))}"`);
      // One catchlight, on the side of the light, and a faint second one.
      pic.add(`<circle cx="${num(ic[0] - r * 0.36)}" cy="${num(ic[1] - r * 0.3)}" r="${num(r * 0.18)}" fill="#ffffff"/>`);
      pic.add(`<circle cx="${num(ic[0] + r * 0.3)}" cy="${num(ic[1] + r * 0.38)}" r="${num(r * 0.06)}" fill="#ffffff" fill-opacity="0.45"/>`);
    });
    // The lid above the lash line, lit on its curve, and the shade of the socket above the crease.
    pic.path(closed(pts([[-0.48, 0.0], [-0.3, -0.22], [0.02, -0.3], [0.32, -0.22], [0.5, -0.06], [0.32, -0.34], [0.02, -0.43], [-0.3, -0.36]])), s.skin.light, `fill-opacity="0.35" filter="${pic.blur(f.u(1.2))}"`);
    // Lash line along the upper lid, thickest towards the outer corner.
    pic.path(ribbon(pts([[-0.52, 0.04], [-0.3, -0.195], [0.02, -0.275], [0.3, -0.205], [0.54, -0.03], [0.64, -0.06 - s.lashes * 0.05]]), [0, f.u(1.3), f.u(2), f.u(2.5), f.u(1.8), 0]), '#2a1d17');
    // Lid crease.
    pic.path(ribbon(pts([[-0.34, -0.3], [0.02, -0.42], [0.34, -0.35], [0.54, -0.14]]), [0, f.u(1.1), f.u(1.1), 0]), s.skin.line, 'fill-opacity="0.55"');
    // Lower lid: a fine line and the light on its rim.
    pic.path(ribbon(pts([[-0.34, 0.12 - sq * 0.03], [-0.02, 0.18 - sq * 0.06], [0.3, 0.145 - sq * 0.05], [0.5, 0.0]]), [0, f.u(1), f.u(1), 0]), s.skin.line, 'fill-opacity="0.4"');
    pic.path(ribbon(pts([[-0.3, 0.16 - sq * 0.03], [-0.02, 0.22 - sq * 0.06], [0.3, 0.19 - sq * 0.05]]), [0, f.u(1.2), 0]), s.skin.light, 'fill-opacity="0.5"');
    if (sq > 0) pic.path(ribbon(pts([[-0.2, 0.3], [0.05, 0.34], [0.32, 0.28]]), [0, f.u(1.5), 0]), s.skin.shadow, `fill-opacity="${(0.6 * sq).toFixed(2)}" filter="${pic.blur(f.u(1.2))}"`);
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
  pic.path(closed(f.ps([[8, -8, 60], [13, 14, 72], [17, 36, 80], [nw * 0.95, NOSE - 12, 70], [nw * 0.7, NOSE - 3, 72], [10, 42, 86], [7, 14, 72]])), s.skin.shadow, `fill-opacity="0.7" filter="${pic.blur(f.u(2))}"`);
  // Nostril wings and the thin side line.
  for (const side of [-1, 1]) {
    pic.path(ribbon(f.ps([[side * nw * 0.72, NOSE - 14, 66], [side * nw * 1.0, NOSE - 7, 62], [side * nw * 0.92, NOSE + 1, 64], [side * nw * 0.55, NOSE + 1, 70]]), [0, f.u(1.5), f.u(1.6), 0]), s.skin.line, `fill-opacity="${side > 0 ? 0.75 : 0.5}"`);
    pic.path(closed(f.ps([[side * nw * 0.25, NOSE - 1, 74], [side * nw * 0.55, NOSE - 2.5, 70], [side * nw * 0.6, NOSE + 0.5, 70], [side * nw * 0.3, NOSE + 1, 74]])), s.skin.line, 'fill-opacity="0.65"');
  }
  pic.path(ribbon(f.ps([[10, 8, 72], [16, 30, 80], [17, NOSE - 20, 84]]), [0, f.u(1.2), 0]), s.skin.line, 'fill-opacity="0.45"');
  // Light on the bridge and tip.
  pic.path(closed(f.ps([[-6, 4, 70], [-2, 4, 72], [0, 40, 86], [-5, 42, 84]])), s.skin.light, `fill-opacity="0.7" filter="${pic.blur(f.u(1.6))}"`);
  pic.path(closed(f.ps([[-9, NOSE - 15, 86], [-1, NOSE - 17, 88], [1, NOSE - 11, 88], [-7, NOSE - 9, 86]])), s.skin.light, `fill-opacity="0.85" filter="${pic.blur(f.u(1.2))}"`);
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
    pic.path(ribbon(f.ps([[side * (s.noseW + 8), NOSE - 6, 60], [side * (m + 12), y - 8 - lift, 55], [side * (m + 10), y + 6 - lift, 55]]), [0, f.u(1.6), 0]), s.skin.line, `fill-opacity="${(side > 0 ? 0.3 : 0.2) * s.age}" filter="${pic.blur(f.u(0.7))}"`);
  }
}

export { closed, mirror, open, ribbon };
