// The three partners, in the order of content/site.ts: who they are drawn as, and their hair.
import { BROW, D, type Face, MOUTH, NOSE, type Picture, type Sitter } from './draw.ts';
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
  mass: (f) =>
    closed(
      f.ps([
        [-94, -2, 0, 0.3],
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
        [95, -2, 0, 0.3],
        [90, -2, 0, 0.3],
        [90, -40],
        [88, -66, 5, 0.3],
        [80, -76, 10],
        [72, -92, 20, 0.3],
        [56, -96, 28],
        [40, -106, 32, 0.3],
        [18, -108, 36],
        [-12, -110, 38],
        [-40, -106, 35],
        [-62, -96, 25, 0.6],
        [-76, -90, 18],
        [-86, -74, 10, 0.6],
        [-90, -40],
        [-90, -2, 0, 0.3],
      ]),
    ),
  detail(pic, f) {
    const h = this;
    // Greying at the temples: the short sides turn silver towards the ears.
    for (const side of [-1, 1]) {
      const top = f.p(side * 96, -84);
      const bottom = f.p(side * 96, -10);
      const grey = pic.linear([[0, '#86807a', 0], [0.6, '#86807a', 0.6], [1, '#9a938c', 0.85]], top[0], top[1], bottom[0], bottom[1]);
      pic.path(closed(f.ps([[side * 90, -2, 0, 0.3], [side * 95, -2, 0, 0.3], [side * 99, -34], [side * (side > 0 ? 104 : 102), -72], [side * 98, -92], [side * 88, -76], [side * 90, -40]])), grey);
      for (const x0 of [93, 97]) pic.path(ribbon(f.ps([[side * x0, -4], [side * (x0 + 2), -40], [side * (x0 + 3), -80]]), [0, f.u(1.2), 0]), '#b3ada5', 'fill-opacity="0.55"');
    }
    // The part, on the viewer's left, and the hair swept from it across the top in locks.
    pic.path(ribbon(f.ps([[-40, -160, 22], [-46, -140, 25], [-56, -118, 30]]), [0, f.u(2), 0]), h.shadow);
    pic.path(closed(f.ps([[-34, -150, 25], [10, -160, 28], [58, -150, 22], [92, -124, 10], [104, -92], [98, -66], [88, -80, 10], [72, -92, 20, 0.3], [56, -112, 25], [20, -126, 32], [-20, -132, 32]])), h.shadow, 'fill-opacity="0.6"');
    for (const [pts, w] of [
      [[[-30, -162], [14, -168], [60, -156], [92, -128]], 2.6],
      [[[-32, -146], [12, -150], [56, -138], [90, -110], [100, -80]], 2.8],
      [[[-40, -128], [0, -132], [40, -122], [70, -100]], 2.6],
      [[[-70, -140], [-86, -118], [-94, -90]], 2.2],
    ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 25])), pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 0 : f.u(w)))), h.shadow);
    // Light on the sweep, on the side of the light, with a little salt and pepper.
    pic.path(closed(f.ps([[-36, -166, 24], [0, -172, 25], [40, -168, 24], [72, -154, 18], [40, -160, 24], [0, -160, 25]])), h.light);
    pic.path(ribbon(f.ps([[-28, -138, 28], [14, -142, 30], [52, -132, 26], [80, -112, 18]]), [0, f.u(3), f.u(2.6), 0]), h.light, 'fill-opacity="0.8"');
    pic.path(closed(f.ps([[-90, -118, 8], [-74, -142, 15], [-54, -152, 20], [-70, -136, 15], [-86, -108, 8], [-96, -84]])), h.light, 'fill-opacity="0.9"');
    for (const [x, y] of [[-10, -150], [30, -146], [62, -138], [-60, -126]] as const) pic.path(ribbon(f.ps([[x, y, 25], [x + 16, y + 2, 25], [x + 30, y + 8, 25]]), [0, f.u(1.3), 0]), '#8d857e', 'fill-opacity="0.8"');
  },
};

const lucas: Person = {
  file: 'equipe/lucas-morel.jpg',
  sitter: {
    x: 600,
    eyeY: EYE_Y,
    scale: 2.32,
    yaw: -5,
    tilt: -1.5,
    skin: { base: '#dcae88', shadow: '#bf8d69', light: '#ecc9a6', line: '#87563d', lip: '#c48271', lipDark: '#a06355', blush: '#d88a72', blushOpacity: 0.14 },
    jaw: 83,
    jawY: D * 0.66,
    chin: 34,
    cheek: 96,
    temple: 93,
    neck: 54,
    iris: '#5b4531',
    brow: { color: '#2f2723', thick: 6.5, arch: 3 },
    lashes: 0,
    smile: 3,
    smirk: 1.5,
    mouthW: 27,
    lipFull: 0.85,
    noseW: 19,
    age: 1,
  },
  hair: lucasHair,
  clothes: { jacket: '#213a52', jacketShadow: '#172a3d', jacketLight: '#2e4b67', shirt: '#efebe4', shirtShadow: '#d6d2ca', neckline: 'open', shoulders: [540, 600] },
};

// ---- Camille Ferrand: about 40, shoulder-length chestnut hair parted on the side, fair skin.

const camilleHair: Hair = {
  color: '#7b4229',
  shadow: '#5b2e1b',
  light: '#a4643f',
  back(pic, f) {
    // Behind the head, the neck and the right ear, down to the shoulders.
    const d = closed(f.ps([[0, -180], [124, -136], [144, -40], [146, 60], [152, 160], [156, 204], [138, 222, 0, 0.5], [112, 214], [90, 206], [-90, 206], [-120, 200], [-138, 90], [-138, -30], [-120, -128]]));
    pic.path(d, this.color);
    pic.clip(d, () => {
      pic.path(closed(f.ps([[-80, 60], [110, 60], [104, 130], [100, 210], [-80, 210]])), this.shadow);
      pic.path(ribbon(f.ps([[136, -20], [140, 90], [152, 200]]), [0, f.u(4), 0]), this.light, 'fill-opacity="0.5"');
      pic.path(ribbon(f.ps([[124, 40], [126, 120], [134, 205]]), [0, f.u(2.4), 0]), this.shadow);
    });
  },
  mass: (f) =>
    closed(
      f.ps([
        [-36, -176, 25, 0.5],
        [10, -186, 25],
        [72, -172, 18],
        [120, -130, 5],
        [138, -66],
        [132, -30, 0, 0.5],
        [112, -38, 0, 0.5],
        [100, -62],
        [84, -86, 10],
        [46, -108, 25],
        [8, -118, 32],
        [-28, -124, 32, 0.5],
        [-62, -108, 25],
        [-88, -72, 10],
        [-99, -20],
        [-100, 40],
        [-100, 120],
        [-104, 176],
        [-112, 206],
        [-130, 222, 0, 0.5],
        [-148, 214],
        [-154, 188],
        [-144, 120],
        [-140, 40],
        [-138, -50],
        [-122, -124, 5],
        [-86, -162, 15],
      ]),
    ),
  detail(pic, f) {
    const h = this;
    // Shadow under the sweep, and strands that follow it.
    pic.path(closed(f.ps([[-28, -124, 32], [8, -118, 32], [46, -108, 25], [84, -86, 10], [100, -62], [116, -76, 5], [98, -108, 15], [50, -132, 25], [0, -140, 30]])), h.shadow, 'fill-opacity="0.7"');
    for (const [pts, w] of [
      [[[-30, -164], [30, -156], [96, -116], [124, -70]], 2.8],
      [[[-24, -148], [34, -138], [96, -96], [112, -58]], 2.4],
      [[[-10, -174], [52, -164], [108, -128]], 2.2],
      [[[-112, -100], [-120, 0], [-124, 100], [-132, 200]], 2.6],
      [[[-104, -60], [-110, 40], [-112, 140], [-120, 196]], 2.2],
    ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 20])), pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 0 : f.u(w)))), h.shadow);
    // The inner side of the lock that frames the face, in shadow.
    pic.path(closed(f.ps([[-99, -20], [-100, 40], [-100, 120], [-106, 178], [-120, 212], [-112, 170], [-108, 110], [-108, 40], [-108, -20], [-96, -64]])), h.shadow, 'fill-opacity="0.6"');
    // Light along the crown and down the lit side.
    pic.path(closed(f.ps([[-40, -170, 25], [0, -176, 25], [50, -166, 22], [86, -146, 15], [48, -156, 22], [6, -162, 25], [-34, -160, 25]])), h.light);
    pic.path(closed(f.ps([[-100, -134, 8], [-124, -96], [-134, -20], [-136, 70], [-140, 150], [-132, 110], [-128, 20], [-126, -50], [-112, -112, 8]])), h.light, 'fill-opacity="0.85"');
  },
};

const camille: Person = {
  file: 'equipe/camille-ferrand.jpg',
  sitter: {
    x: 600,
    eyeY: EYE_Y,
    scale: 2.2,
    yaw: -5,
    tilt: 2,
    skin: { base: '#f2d0b7', shadow: '#deac90', light: '#fbe4d4', line: '#a66a52', lip: '#cd7468', lipDark: '#a8534b', blush: '#ee8f7f', blushOpacity: 0.32 },
    jaw: 70,
    jawY: D * 0.6,
    chin: 22,
    cheek: 96,
    temple: 95,
    neck: 44,
    iris: '#4f6a5a',
    brow: { color: '#5a3424', thick: 5.5, arch: 5 },
    lashes: 1,
    smile: 3.5,
    smirk: 1.5,
    mouthW: 26,
    lipFull: 1.1,
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
  light: '#5e4332',
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
    // Waves: each a shadow curl with a light crest above it.
    pic.path(closed(f.ps([[-60, -110, 30], [-20, -118, 34], [30, -116, 34], [80, -96, 15], [100, -60], [108, -100, 5], [86, -140, 15], [40, -140, 28], [0, -146, 30], [-50, -140, 25]])), h.shadow, 'fill-opacity="0.65"');
    for (const [pts, w] of [
      [[[-70, -150], [-36, -160], [-6, -150], [30, -162], [70, -150]], 3],
      [[[-84, -120], [-52, -134], [-20, -126], [14, -140], [56, -132], [92, -116]], 2.8],
      [[[-96, -70], [-92, -104], [-70, -126]], 2.4],
    ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 25])), pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 0 : f.u(w)))), h.shadow);
    for (const pts of [
      [[-74, -160], [-46, -172], [-14, -164], [14, -174], [46, -170]],
      [[-60, -138], [-30, -148], [0, -140], [30, -152], [60, -146]],
    ] as const) pic.path(ribbon(f.ps(pts.map(([x, y]) => [x, y, 25])), pts.map((_, i) => (i === 0 || i === pts.length - 1 ? 0 : f.u(3.6)))), h.light);
    pic.path(closed(f.ps([[-98, -130, 5], [-106, -96], [-104, -60], [-98, -92], [-88, -124, 10]])), h.light, 'fill-opacity="0.8"');
  },
};

function thomasBeard(pic: Picture, f: Face): void {
  const s = f.s;
  const color = '#4a3424';
  // Along the jaw from the sideburns, round the chin, skin left clear on the cheeks.
  const outer = [
    [-s.cheek + 5, 4, 0],
    [-s.cheek + 1, 40, 2],
    [-s.jaw - 2, s.jawY + 1, 12, 0.8],
    [-s.chin - 10, D * 0.96, 45],
    [0, D + 5, 62],
    [s.chin + 10, D * 0.96, 45],
    [s.jaw + 2, s.jawY + 1, 12, 0.8],
    [s.cheek + 1, 40, 2],
    [s.cheek - 5, 4, 0],
  ];
  const inner = [
    [s.cheek - 11, 8, 10, 0.4],
    [80, 50, 25],
    [60, MOUTH - 6, 50],
    [34, NOSE + 9, 68],
    [0, NOSE + 8, 76],
    [-34, NOSE + 9, 68],
    [-60, MOUTH - 6, 50],
    [-80, 50, 25],
    [-s.cheek + 11, 8, 10, 0.4],
  ];
  const d = closed(f.ps([...outer, ...inner]));
  // The short hair thins out where it meets the cheek: a wider, paler zone first.
  const fade = closed(f.ps([...outer.map(([x, y, z, k]) => [x!, y!, z!, k ?? 1]), ...inner.map(([x, y, z, k]) => [x! * 1.06, y! - 6, z!, k ?? 1])]));
  pic.path(fade, color, 'fill-opacity="0.25"');
  pic.path(d, color, 'fill-opacity="0.8"');
  pic.clip(d, () => {
    pic.path(closed(f.ps([[30, NOSE, 70], [s.cheek + 10, 0], [s.cheek + 10, D + 20], [20, D + 20, 60], [28, MOUTH + 20, 70]])), '#21150e', 'fill-opacity="0.45"');
    pic.path(closed(f.ps([[-28, MOUTH + 22, 70], [-6, MOUTH + 24, 74], [-4, D * 0.95, 62], [-22, D * 0.93, 58]])), '#6a4c3a', 'fill-opacity="0.6"');
    for (const [x, y] of [[-80, 60], [-68, 92], [-44, 112], [60, 100], [78, 66], [-18, 126], [16, 128], [-60, 40]] as const) {
      pic.path(ribbon(f.ps([[x, y, 30], [x * 1.05, y + 8, 30]]), [0, f.u(1.6), 0]), '#6a4c3a', 'fill-opacity="0.5"');
    }
  });
  // The moustache's lower edge over the lip, a touch darker.
  pic.path(ribbon(f.ps([[-30, MOUTH - 6, 60], [0, MOUTH - 9, 78], [30, MOUTH - 7, 60]]), [0, f.u(3), 0]), '#24170f', 'fill-opacity="0.6"');
}

const thomas: Person = {
  file: 'equipe/thomas-giordano.jpg',
  sitter: {
    x: 600,
    eyeY: EYE_Y,
    scale: 2.28,
    yaw: -5,
    tilt: -2,
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
    smile: 3,
    smirk: 2,
    mouthW: 27,
    lipFull: 0.9,
    noseW: 19,
    age: 0.7,
  },
  hair: thomasHair,
  clothes: { jacket: '#5f6b46', jacketShadow: '#4a5536', jacketLight: '#727f56', shirt: '#c7d9ea', shirtShadow: '#a7bdd2', neckline: 'open', shoulders: [545, 605] },
  beard: thomasBeard,
};

export const people: readonly Person[] = [lucas, camille, thomas];

export { BROW };
