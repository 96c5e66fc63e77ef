// The three partners, in the order of content/site.ts: who they are drawn as, and their hair.
import { BROW, D, type Face, MOUTH, NOSE, type Picture, sequence, type Sitter } from './draw.ts';
import { closed, ribbon } from './path.ts';
import type { Clothes } from './scene.ts';

export interface Hair {
  color: string;
  shadow: string;
  light: string;
  /** Hair behind the head and neck, drawn first. */
  back?: (pic: Picture, f: Face) => void;
  /** The main mass in front, as a path (its shadow falls on the forehead). */
  mass: (f: Face) => string;
  /** Inner strands, highlight and details, drawn over the mass. */
  detail: (pic: Picture, f: Face) => void;
  /** The fine grain of the hair over its mass: how many strands, and how long (face units). */
  grain: { count: number; length: number };
}

export interface Person {
  file: string;
  sitter: Sitter;
  hair: Hair;
  clothes: Clothes;
  beard?: (pic: Picture, f: Face) => void;
  earrings?: (pic: Picture, f: Face) => void;
}

const EYE_Y = 572;

// ---- Lucas Morel: about 45, short dark hair greying at the temples, olive skin, navy and white.

const lucasHair: Hair = {
  color: '#3b332e',
  shadow: '#231d1a',
  light: '#675d56',
  grain: { count: 900, length: 16 },
  mass: (f) =>
    closed(
      f.ps([
        [-94, -26, 0, 0.3],
        [-99, -40],
        [-104, -90],
        [-97, -124, 8],
        [-78, -146, 15],
        [-52, -158, 20],
        [-40, -160, 22, 0.3],
        [-16, -174, 25],
        [24, -177, 25],
        [64, -166, 20],
        [94, -140, 10],
        [108, -100],
        [104, -58],
        [99, -34],
        [96, -26, 0, 0.3],
        [91, -26, 0, 0.3],
        [90, -40],
        [88, -66, 5, 0.3],
        [80, -76, 10],
        [72, -96, 20, 0.3],
        [56, -106, 28],
        [40, -116, 32, 0.3],
        [18, -120, 36],
        [-12, -121, 38],
        [-40, -116, 35],
        [-62, -104, 25, 0.6],
        [-76, -90, 18],
        [-86, -74, 10, 0.6],
        [-90, -40],
        [-90, -26, 0, 0.3],
      ]),
    ),
  detail(pic, f) {
    const h = this;
    // Greying at the temples: the short sides, cut above the ears, turn silver towards them.
    for (const side of [-1, 1]) {
      const top = f.p(side * 96, -104);
      const bottom = f.p(side * 96, -30);
      const grey = pic.linear([[0, '#8c8680', 0], [0.35, '#928c86', 0.75], [1, '#b1aba4', 1]], top[0], top[1], bottom[0], bottom[1]);
      pic.path(closed(f.ps([[side * 90, -26, 0, 0.3], [side * 95, -26, 0, 0.3], [side * 99, -40], [side * (side > 0 ? 105 : 103), -72], [side * 100, -100], [side * 88, -84], [side * 90, -40]])), grey, `fill-opacity="0.85" filter="${pic.blur(f.u(1.5))}"`);
      for (const [x0, y1] of [[92, -70], [96, -96], [100, -84]] as const) pic.path(ribbon(f.ps([[side * x0, -28], [side * (x0 + 2), -50], [side * (x0 + 3), y1]]), [0, f.u(1.8), 0]), '#c9c3bb', 'fill-opacity="0.5"');
      for (const [x0, y0] of [[94, -110], [100, -124]] as const) pic.path(ribbon(f.ps([[side * x0, y0], [side * (x0 + 2), y0 + 22], [side * (x0 + 1), y0 + 44]]), [0, f.u(1.4), 0]), '#a39d96', 'fill-opacity="0.7"');
    }
    // The part, on the viewer's left, and the hair swept from it across the top in locks.
    pic.path(ribbon(f.ps([[-40, -160, 22], [-46, -140, 25], [-56, -118, 30]]), [0, f.u(2), 0]), h.shadow);
    pic.path(closed(f.ps([[-34, -150, 25], [10, -160, 28], [58, -150, 22], [92, -124, 10], [104, -92], [98, -66], [88, -80, 10], [72, -92, 20, 0.3], [56, -112, 25], [20, -126, 32], [-20, -132, 32]])), h.shadow, `fill-opacity="0.6" filter="${pic.blur(f.u(3))}"`);
    for (const [pts, w] of [
      [[[-30, -162], [14, -168], [60, -156], [92, -128]], 2.6],
      [[[-32, -146], [12, -150], [56, -138], [90, -110], [100, -80]], 2.8],
      [[[-40, -128], [0, -132], [40, -122], [70, -100]], 2.6],
      [[[-70, -140], [-86, -118], [-94, -90]], 2.2],
    ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 25])), pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 0 : f.u(w)))), h.shadow);
    // Light on the sweep, on the side of the light, with a little salt and pepper.
    pic.path(closed(f.ps([[-36, -166, 24], [0, -172, 25], [40, -168, 24], [72, -154, 18], [40, -160, 24], [0, -160, 25]])), h.light, `fill-opacity="0.85" filter="${pic.blur(f.u(2.2))}"`);
    pic.path(ribbon(f.ps([[-28, -138, 28], [14, -142, 30], [52, -132, 26], [80, -112, 18]]), [0, f.u(3), f.u(2.6), 0]), h.light, 'fill-opacity="0.8"');
    pic.path(closed(f.ps([[-90, -118, 8], [-74, -142, 15], [-54, -152, 20], [-70, -136, 15], [-86, -108, 8], [-96, -84]])), h.light, `fill-opacity="0.9" filter="${pic.blur(f.u(2.2))}"`);
    for (const [x, y] of [[-10, -150], [30, -146], [62, -138], [-60, -126]] as const) pic.path(ribbon(f.ps([[x, y, 25], [x + 16, y + 2, 25], [x + 30, y + 8, 25]]), [0, f.u(1.3), 0]), '#8d857e', 'fill-opacity="0.8"');
  },
};

const lucas: Person = {
  file: 'equipe/lucas-morel.jpg',
  sitter: {
    x: 600,
    eyeY: EYE_Y,
    scale: 2.32,
    yaw: 11,
    tilt: -1.5,
    skin: { base: '#dcae88', shadow: '#bf8d69', light: '#ecc9a6', line: '#87563d', lip: '#c48271', lipDark: '#a06355', blush: '#d88a72', blushOpacity: 0.14 },
    jaw: 85,
    jawY: D * 0.67,
    chin: 32,
    cheek: 96,
    temple: 93,
    neck: 57,
    iris: '#5b4531',
    brow: { color: '#2f2723', thick: 6.5, arch: 3 },
    lashes: 0,
    smile: 1.2,
    smirk: 0.8,
    mouthW: 26,
    lipFull: 0.85,
    noseW: 19,
    age: 1.5,
  },
  hair: lucasHair,
  clothes: { jacket: '#213a52', jacketShadow: '#172a3d', jacketLight: '#2e4b67', shirt: '#efebe4', shirtShadow: '#d6d2ca', neckline: 'open', shoulders: [590, 545] },
};

// ---- Camille Ferrand: about 40, shoulder-length chestnut hair parted on the side, fair skin.

const camilleHair: Hair = {
  color: '#7b4229',
  shadow: '#5b2e1b',
  light: '#a4643f',
  grain: { count: 1400, length: 46 },
  back(pic, f) {
    // Behind the head and the neck, seen between the jaw and the locks on both sides: in shadow.
    const d = closed(f.ps([[0, -182], [120, -140], [140, -40], [136, 60], [144, 150], [150, 206], [-150, 206], [-142, 150], [-132, 60], [-138, -40], [-120, -140]]));
    pic.path(d, this.shadow);
    pic.clip(d, () => {
      pic.path(closed(f.ps([[-70, 40], [80, 40], [90, 206], [-80, 206]])), '#48230f', 'fill-opacity="0.5"');
    });
  },
  mass: (f) =>
    closed(
      f.ps([
        // The side parting on the viewer's left, the crown's volume, the sweep to the right.
        [-36, -180, 25, 0.4],
        [0, -192, 25],
        [52, -186, 22],
        [100, -152, 10],
        [128, -98],
        [136, -34],
        // A soft wave down the right side to the ends on the shoulder, two locks in front of it.
        [126, 24],
        [134, 84],
        [152, 136],
        [172, 172],
        [160, 198, 0, 0.5],
        [146, 182],
        [138, 200, 0, 0.5],
        [122, 178],
        [114, 130],
        [110, 86],
        // Tucked behind the right ear, framing the cheek.
        [114, 40],
        [112, -14],
        [104, -56],
        [90, -84, 10],
        [66, -104, 20],
        [34, -116, 28],
        [2, -122, 32],
        [-30, -126, 32, 0.4],
        [-56, -112, 25],
        [-80, -86, 10],
        [-95, -48],
        [-99, 0],
        [-101, 50],
        [-104, 100],
        [-112, 146],
        [-126, 182],
        [-136, 204, 0, 0.5],
        [-146, 186],
        [-158, 200, 0, 0.5],
        [-172, 176],
        [-154, 138],
        [-136, 86],
        [-128, 24],
        [-138, -40],
        [-126, -118, 5],
        [-92, -164, 15],
      ]),
    ),
  detail(pic, f) {
    const h = this;
    pic.clip(camilleHair.mass(f), () => {
      // Shadow under the sweep, and on the inner side of both locks (they turn towards the face).
      pic.path(closed(f.ps([[-28, -126, 32], [34, -116, 28], [90, -84, 10], [112, -14], [114, 40], [110, 86], [114, 130], [122, 178], [100, 190], [96, 60], [96, -60], [70, -96, 20], [0, -140, 30]])), h.shadow, `fill-opacity="0.7" filter="${pic.blur(f.u(3))}"`);
      pic.path(closed(f.ps([[-95, -48], [-99, 0], [-101, 50], [-104, 100], [-112, 146], [-126, 182], [-118, 130], [-112, 60], [-110, -10], [-100, -64]])), h.shadow, `fill-opacity="0.7" filter="${pic.blur(f.u(3))}"`);
      // Strands following the sweep and the waves down each side.
      for (const [pts, w] of [
        [[[-30, -170], [30, -166], [90, -130], [118, -70]], 2.6],
        [[[-22, -146], [40, -140], [98, -100], [122, -30], [120, 40]], 2.2],
        [[[128, -40], [118, 30], [126, 90], [146, 150], [160, 190]], 3],
        [[[-112, -110], [-120, -40], [-112, 30], [-118, 100], [-138, 160], [-146, 196]], 3.2],
        [[[-128, -60], [-122, 20], [-128, 90], [-150, 150], [-164, 180]], 2.4],
      ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 20])), pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 0 : f.u(w)))), h.shadow);
      // Light on the crown, on the sweep's wave and down the lit side.
      pic.path(closed(f.ps([[-40, -172, 25], [0, -182, 25], [52, -174, 22], [92, -148, 15], [50, -160, 22], [6, -166, 25], [-34, -162, 25]])), h.light, `fill-opacity="0.85" filter="${pic.blur(f.u(2.2))}"`);
      pic.path(closed(f.ps([[60, -132, 22], [100, -104, 10], [120, -50], [112, -74], [92, -112, 14]])), h.light, `fill-opacity="0.7" filter="${pic.blur(f.u(2.2))}"`);
      pic.path(closed(f.ps([[-102, -140, 8], [-126, -100], [-134, -30], [-124, 30], [-130, 90], [-152, 150], [-140, 90], [-134, 30], [-140, -40], [-122, -112, 8]])), h.light, `fill-opacity="0.85" filter="${pic.blur(f.u(2.2))}"`);
      pic.path(closed(f.ps([[128, 40], [136, 90], [156, 140], [146, 126], [132, 86]])), h.light, `fill-opacity="0.5" filter="${pic.blur(f.u(2.2))}"`);
    });
  },
};

const camille: Person = {
  file: 'equipe/camille-ferrand.jpg',
  sitter: {
    x: 600,
    eyeY: EYE_Y,
    scale: 2.2,
    yaw: -12,
    tilt: 2.5,
    skin: { base: '#f2d0b7', shadow: '#deac90', light: '#fbe4d4', line: '#a66a52', lip: '#cd7468', lipDark: '#a8534b', blush: '#ee8f7f', blushOpacity: 0.32 },
    jaw: 70,
    jawY: D * 0.6,
    chin: 22,
    cheek: 96,
    temple: 95,
    neck: 44,
    neckLength: 6,
    iris: '#4f6a5a',
    brow: { color: '#5a3424', thick: 5.5, arch: 5 },
    lashes: 1,
    smile: 4.5,
    smirk: 0.8,
    mouthW: 26,
    lipFull: 1.1,
    squint: 0.5,
    noseW: 16,
    age: 0.55,
  },
  hair: camilleHair,
  clothes: { jacket: '#b75f3c', jacketShadow: '#954a2d', jacketLight: '#c8734f', shirt: '#f1e6d3', shirtShadow: '#ddcfb8', neckline: 'scoop', shoulders: [500, 560] },
  earrings(pic, f) {
    // Small gold studs; the left one is under the hair.
    const c = f.p(f.s.cheek + 4, NOSE - 1, -18);
    const r = f.u(4.2);
    pic.add(`<ellipse cx="${c[0].toFixed(1)}" cy="${c[1].toFixed(1)}" rx="${r.toFixed(1)}" ry="${r.toFixed(1)}" fill="#c99a3c"/>`);
    pic.add(`<ellipse cx="${(c[0] + r * 0.15).toFixed(1)}" cy="${(c[1] + r * 0.2).toFixed(1)}" rx="${(r * 0.7).toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="#a87a26"/>`);
    pic.add(`<ellipse cx="${(c[0] - r * 0.3).toFixed(1)}" cy="${(c[1] - r * 0.3).toFixed(1)}" rx="${(r * 0.3).toFixed(1)}" ry="${(r * 0.3).toFixed(1)}" fill="#f6e2a8"/>`);
  },
};

// ---- Thomas Giordano: about 35, dark brown slightly wavy hair, trimmed beard, tanned skin.

const thomasHair: Hair = {
  color: '#3a271b',
  shadow: '#271910',
  light: '#6b4c38',
  grain: { count: 900, length: 18 },
  mass: (f) =>
    closed(
      f.ps([
        [-94, 8, 0, 0.3],
        [-102, -40],
        [-110, -94],
        [-102, -136, 5],
        [-80, -166, 15],
        [-46, -182, 20],
        [-10, -186, 25],
        [24, -184, 25],
        [60, -176, 20],
        [92, -152, 10],
        [110, -114],
        [106, -66],
        [100, -34],
        [95, 8, 0, 0.3],
        [89, 8, 0, 0.3],
        [89, -40],
        [84, -76, 10, 0.6],
        [66, -98, 25],
        [40, -108, 32],
        [12, -112, 36],
        [-14, -110, 36],
        [-52, -104, 32],
        [-74, -94, 25],
        [-86, -72, 10, 0.6],
        [-89, -40],
        [-89, 8, 0, 0.3],
      ]),
    ),
  detail(pic, f) {
    const h = this;
    // The waves as a few locks of different shapes: a long arc over the crown, a curl hooking
    // forward on the lit side, an S that falls towards the right temple; light on their crests.
    pic.path(closed(f.ps([[-60, -110, 30], [-20, -118, 34], [30, -116, 34], [80, -96, 15], [100, -60], [108, -100, 5], [86, -140, 15], [40, -140, 28], [0, -146, 30], [-50, -140, 25]])), h.shadow, `fill-opacity="0.6" filter="${pic.blur(f.u(3))}"`);
    for (const [pts, w] of [
      [[[-80, -150], [-40, -172], [10, -176], [56, -164], [92, -134]], [0, 3.4, 3, 2.4, 0]],
      [[[-74, -110], [-64, -136], [-38, -150], [-12, -144], [-2, -126]], [0, 3.2, 3.6, 2.6, 0]],
      [[[4, -154], [30, -146], [44, -126], [70, -120], [98, -96]], [0, 2.2, 3, 2.4, 0]],
      [[[-96, -70], [-92, -104], [-70, -126]], [0, 2.4, 0]],
    ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 25])), w.map((v) => f.u(v))), h.shadow);
    pic.path(closed(f.ps([[-82, -158, 20], [-50, -178, 24], [-8, -184, 25], [24, -182, 25], [-10, -176, 25], [-46, -170, 24]])), h.light, `fill-opacity="0.85" filter="${pic.blur(f.u(2.2))}"`);
    pic.path(ribbon(f.ps([[-60, -150, 28], [-40, -160, 30], [-16, -158, 30], [0, -148, 30]]), [0, f.u(4), f.u(3.4), 0]), h.light);
    pic.path(ribbon(f.ps([[34, -158, 28], [58, -150, 26], [80, -132, 20]]), [0, f.u(3), 0]), h.light, 'fill-opacity="0.75"');
    pic.path(closed(f.ps([[-98, -130, 5], [-106, -96], [-104, -60], [-98, -92], [-88, -124, 10]])), h.light, `fill-opacity="0.8" filter="${pic.blur(f.u(2.2))}"`);
  },
};

/**
 * A short full beard grown from the same hair as the head: it follows the jaw and the chin a
 * little outside the face's outline (it has some depth), its edge on the cheek thinning into
 * stubble, the moustache over the top of the upper lip, the lower lip left clear with a shadow
 * under it. Modelled by the same light as the face, and combed by short strands in the hair's
 * own light and shadow colours.
 */
function thomasBeard(pic: Picture, f: Face): void {
  const s = f.s;
  const h = thomasHair;
  const m = s.mouthW;
  // Right half, from the sideburn down the silhouette to the chin; then the cheek line back up
  // and round the moustache under the nose.
  const outer = [
    [92, 0, 0],
    [96, 28, 2],
    [s.jaw + 3, s.jawY + 2, 12],
    [s.chin + 12, D * 0.95, 45],
    [s.chin - 8, D + 5, 58],
  ];
  const inner = [
    [86, 0, 6],
    [80, 26, 16],
    [70, 50, 28],
    [52, MOUTH - 12, 44],
    [34, NOSE + 6, 62],
    [14, NOSE + 3, 74],
  ];
  // Reorder into one outline: right outer (top to chin), chin, left outer (chin to top), left inner, under the nose, right inner.
  const rightOuter = outer.map(([x, y, z]) => [x!, y!, z!]);
  const leftOuter = [...outer].reverse().map(([x, y, z]) => [-x!, y!, z!]);
  const leftInner = inner.map(([x, y, z]) => [-x!, y!, z!]);
  const rightInner = [...inner].reverse().map(([x, y, z]) => [x!, y!, z!]);
  const outline = closed(f.ps([...rightOuter, [0, D + 9, 62], ...leftOuter, ...leftInner, [0, NOSE + 4, 78], ...rightInner]));
  // The lips stay clear: the lower lip whole, the upper one below the moustache's edge.
  const y = MOUTH;
  const lipHole = closed(f.ps([[-m - 2, y - s.smile + 1, 60, 0.5], [-m * 0.5, y - 2.5, 72], [0, y - 2, 78], [m * 0.5, y - 2.5, 72], [m + 2, y - s.smile - s.smirk + 1, 60, 0.5], [m * 0.55, y + 9 * s.lipFull, 72], [0, y + 11 * s.lipFull, 76], [-m * 0.55, y + 9 * s.lipFull, 72]]));
  const shape = `${outline}${lipHole}`;
  // The stubble where the beard thins onto the cheek: a faint, wide, very soft band.
  pic.mask(closed(f.ps([[-80, -8, 6], [-79, 26, 16], [-70, 50, 28], [-52, MOUTH - 12, 44], [-62, 44, 30], [-70, 20, 16], [-72, -8, 6]])), f.u(4), () => pic.path(closed(f.ps([[-140, -40], [140, -40], [140, 200], [-140, 200]])), h.color, 'fill-opacity="0.22"'));
  pic.mask(closed(f.ps([[80, -8, 6], [79, 26, 16], [70, 50, 28], [52, MOUTH - 12, 44], [62, 44, 30], [70, 20, 16], [72, -8, 6]])), f.u(4), () => pic.path(closed(f.ps([[-140, -40], [140, -40], [140, 200], [-140, 200]])), h.color, 'fill-opacity="0.3"'));
  pic.mask(shape, f.u(1.1), () => {
    const a = f.p(-s.cheek, 40, 0);
    const b = f.p(s.cheek, 90, 0);
    pic.path(outline, pic.linear([[0, '#5a402e'], [0.45, '#442f20'], [1, '#2b1c12']], a[0], a[1], b[0], b[1]));
    const soft = (k: number): string => `filter="${pic.blur(f.u(k))}"`;
    // The beard's underside and the far cheek, turned away from the light.
    pic.path(closed(f.ps([[-s.chin - 30, D * 0.9, 45], [0, D - 2, 62], [s.chin + 30, D * 0.9, 45], [s.jaw + 10, s.jawY, 12], [s.jaw + 10, D + 30], [-s.chin - 30, D + 30]])), h.shadow, `fill-opacity="0.7" ${soft(5)}`);
    pic.path(closed(f.ps([[60, 0, 20], [s.cheek + 10, -10], [s.cheek + 10, D], [40, D, 50], [56, 70, 40]])), h.shadow, `fill-opacity="0.55" ${soft(7)}`);
    // The light on the chin and the lit cheek.
    pic.path(closed(f.ps([[-30, y + 18, 70], [0, y + 20, 76], [10, D * 0.86, 66], [-8, D * 0.96, 62], [-34, D * 0.9, 56]])), h.light, `fill-opacity="0.55" ${soft(6)}`);
    pic.path(closed(f.ps([[-84, 10, 12], [-74, 40, 25], [-60, 66, 40], [-80, 80, 25], [-94, 40, 5]])), h.light, `fill-opacity="0.45" ${soft(6)}`);
    // The shadow under the lower lip, and under the nose on the moustache.
    pic.add(`<ellipse cx="${f.p(2, y + 13, 74)[0].toFixed(1)}" cy="${f.p(2, y + 13, 74)[1].toFixed(1)}" rx="${f.u(m * 0.55).toFixed(1)}" ry="${f.u(4.5).toFixed(1)}" fill="#1a100a" fill-opacity="0.75" ${soft(2.5)}/>`);
    pic.path(closed(f.ps([[-20, NOSE + 2, 76], [20, NOSE + 2, 76], [16, NOSE + 10, 76], [-14, NOSE + 10, 76]])), h.shadow, `fill-opacity="0.7" ${soft(3)}`);
    // The hair: short strands, growing down the cheeks, down and in round the chin, and out
    // from the middle on the moustache; some in the hair's light, more in its shadow.
    const next = sequence(11);
    for (let i = 0; i < 1100; i++) {
      const x = (next() * 2 - 1) * (s.cheek + 6);
      const yy = -10 + next() * (D + 24);
      const moustache = yy < y - 1 && Math.abs(x) < m + 14;
      const r = x / (s.cheek + 6);
      const dir = moustache ? [Math.sign(x || 1) * 0.75, 0.65] : [-r * 0.35, 1];
      const len = (moustache ? 5 : 6) + next() * 5;
      const l = Math.hypot(dir[0]!, dir[1]!);
      const dx = (dir[0]! / l) * len, dy = (dir[1]! / l) * len;
      const bend = (next() - 0.5) * 2.5;
      const lit = next() < (x < 0 ? 0.55 : 0.3);
      pic.path(ribbon(f.ps([[x, yy, 40], [x + dx * 0.5 + bend, yy + dy * 0.5, 40], [x + dx, yy + dy, 40]]), [0, f.u(0.7 + next() * 0.5), 0]), lit ? h.light : h.shadow, `fill-opacity="${(0.25 + next() * 0.3).toFixed(2)}"`);
    }
  });
  // A few hairs standing past the silhouette along the jaw and chin, so its edge is hair, not a cut.
  const edge = sequence(5);
  const rim = f.ps([...rightOuter.slice(1), [0, D + 9, 62], ...leftOuter.slice(0, -1)]);
  for (let i = 0; i < 90; i++) {
    const t = edge() * (rim.length - 1);
    const j = Math.floor(t), q = t - j;
    const p0 = rim[j]!, p1 = rim[j + 1]!;
    const x = p0[0] + (p1[0] - p0[0]) * q, yy = p0[1] + (p1[1] - p0[1]) * q;
    const dx = (x - f.s.x) * 0.03, len = f.u(3 + edge() * 3);
    pic.path(ribbon([[x - dx, yy - len * 0.6], [x + dx * 0.5, yy], [x + dx, yy + len * 0.5]], [0, f.u(0.8), 0]), edge() < 0.4 ? h.color : h.shadow, `fill-opacity="${(0.4 + edge() * 0.3).toFixed(2)}"`);
  }
  // The moustache's lower edge over the lip: the hair overhangs a little, darker.
  pic.path(ribbon(f.ps([[-m - 1, y - s.smile, 60], [-m * 0.4, y - 3, 74], [0, y - 2.5, 78], [m * 0.4, y - 3, 74], [m + 1, y - s.smile - s.smirk, 60]]), [0, f.u(1.6), f.u(1.8), f.u(1.6), 0]), '#24170f', `fill-opacity="0.55" filter="${pic.blur(f.u(0.8))}"`);
}

const thomas: Person = {
  file: 'equipe/thomas-giordano.jpg',
  sitter: {
    x: 600,
    eyeY: EYE_Y,
    scale: 2.28,
    yaw: -3,
    tilt: -1,
    skin: { base: '#c98f67', shadow: '#a8714e', light: '#dca57c', line: '#6f412b', lip: '#b06e5d', lipDark: '#8a4d41', blush: '#c8705a', blushOpacity: 0.1 },
    jaw: 84,
    jawY: D * 0.66,
    chin: 34,
    cheek: 95,
    temple: 92,
    neck: 56,
    iris: '#3e2a1d',
    brow: { color: '#2d1e15', thick: 7, arch: 2.5 },
    lashes: 0,
    smile: 3.5,
    smirk: 1.2,
    mouthW: 27,
    lipFull: 0.9,
    squint: 0.35,
    noseW: 19,
    age: 0.7,
    beardDrop: 11,
  },
  hair: thomasHair,
  clothes: { jacket: '#5f6b46', jacketShadow: '#4a5536', jacketLight: '#727f56', shirt: '#c7d9ea', shirtShadow: '#a7bdd2', neckline: 'open', shoulders: [545, 605] },
  beard: thomasBeard,
};

export const people: readonly Person[] = [lucas, camille, thomas];

export { BROW };
