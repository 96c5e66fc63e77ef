// What surrounds the face: the Riviera background shared by the series, the shoulders and
// clothes (the body turned a little, the face to the viewer).
import { D, type Face, type Picture, HEIGHT, WIDTH } from './draw.ts';
import { closed, ribbon, type Pt } from './path.ts';

/** The same soft Riviera for the three: sand, a pale band of sea, a hint of terracotta. */
export function background(pic: Picture): void {
  pic.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${pic.linear([[0, '#f3ece1'], [0.55, '#efe6d8'], [1, '#ebe1d1']], 0, 0, 0, HEIGHT)}"/>`);
  const soft = pic.blur(34);
  const far = pic.blur(70);
  pic.add(`<g filter="${far}">`);
  // A warm haze of sun, high on the lit side.
  pic.add(`<ellipse cx="260" cy="330" rx="380" ry="300" fill="#fbf6ee"/>`);
  pic.add(`<ellipse cx="1050" cy="260" rx="260" ry="240" fill="#efe2d0" fill-opacity="0.8"/>`);
  pic.add('</g>');
  pic.add(`<g filter="${soft}">`);
  // The sea: a pale blue band behind the shoulders, lighter towards the horizon.
  pic.add(`<path d="${closed([[-120, 640, 0.4], [500, 628], [1320, 636, 0.4], [1320, 900, 0.4], [600, 910], [-120, 900, 0.4]])}" fill="#b7cfd8"/>`);
  pic.add(`<path d="${closed([[-120, 640, 0.4], [600, 626], [1320, 636, 0.4], [1320, 700, 0.4], [600, 690], [-120, 706, 0.4]])}" fill="#d6e4e6" fill-opacity="0.9"/>`);
  // A cape on the left, faded olive and stone, its village a hint of terracotta roofs.
  pic.add(`<path d="${closed([[-150, 700], [60, 600], [230, 590], [380, 680], [420, 760], [-150, 800]])}" fill="#c4c3a4"/>`);
  pic.add(`<path d="${closed([[60, 610], [150, 580], [240, 600], [220, 650], [90, 660]])}" fill="#d09070" fill-opacity="0.8"/>`);
  pic.add(`<path d="${closed([[1350, 690], [1130, 650], [960, 690], [900, 760], [1350, 780]])}" fill="#c9c8ad" fill-opacity="0.8"/>`);
  pic.add(`<path d="${closed([[1060, 650], [1160, 630], [1260, 660], [1200, 700], [1080, 700]])}" fill="#cf8d6b" fill-opacity="0.7"/>`);
  // The terrace in the foreground: sand, a terracotta pot out of focus.
  pic.add(`<path d="${closed([[-150, 960], [1350, 930], [1350, 1600], [-150, 1600]])}" fill="#e8dcc8"/>`);
  pic.add(`<ellipse cx="60" cy="1060" rx="150" ry="110" fill="#c9805c" fill-opacity="0.45"/>`);
  pic.add('</g>');
}

export interface Clothes {
  jacket: string;
  jacketShadow: string;
  jacketLight: string;
  shirt: string;
  shirtShadow: string;
  /** 'open': a shirt with an open collar; 'scoop': a round-necked top. */
  neckline: 'open' | 'scoop';
  /** Half-width of the shoulders, far side first (the body is turned towards the viewer's left). */
  shoulders: [number, number];
}

/** Shoulders, shirt and jacket. The neck (drawn before) shows in the shirt's opening. */
export function torso(pic: Picture, f: Face, c: Clothes, skin: () => void): void {
  const n = f.u(f.s.neck);
  const cx = f.s.x - f.u(6);
  const y0 = f.s.eyeY + f.u(D + (f.s.neckLength ?? 20)); // where the neck meets the shoulders
  const [farW, nearW] = c.shoulders;
  const B = HEIGHT + 40;
  // The jacket's silhouette: shoulders sloping from the neck, rounding down to the arms.
  const body: Pt[] = [
    [cx - n * 1.05, y0 - 40],
    [cx - farW * 0.55, y0 + 40],
    [cx - farW * 0.88, y0 + 95],
    [cx - farW, y0 + 230],
    [cx - farW * 1.02, B, 0],
    [cx + nearW * 1.02, B, 0],
    [cx + nearW, y0 + 220],
    [cx + nearW * 0.88, y0 + 90],
    [cx + nearW * 0.55, y0 + 35],
    [cx + n * 1.05, y0 - 40],
    [cx, y0 - 60],
  ];
  const bodyD = closed(body);
  pic.path(bodyD, c.jacket);
  // The centre of the chest moves to the far side as the body turns.
  const vx = cx - f.u(10);
  pic.clip(bodyD, () => {
    // The far side turns away from the light: a darker plane down the arm; light on the near shoulder top.
    pic.path(closed([[cx + nearW * 0.35, y0 + 40], [cx + nearW * 0.8, y0 + 70], [cx + nearW * 1.1, y0 + 200], [cx + nearW * 1.1, B], [cx + nearW * 0.72, B], [cx + nearW * 0.78, y0 + 300]]), c.jacketShadow);
    pic.path(closed([[cx - farW * 0.5, y0 + 45], [cx - farW * 0.88, y0 + 90], [cx - farW * 0.97, y0 + 200], [cx - farW * 0.8, y0 + 170], [cx - farW * 0.6, y0 + 100]]), c.jacketLight);
    // The shoulder seams along the top of each shoulder, turning into the sleeve's seam at the shoulder point.
    for (const side of [-1, 1]) {
      const w = side < 0 ? farW : nearW;
      pic.path(ribbon([[cx + side * n * 1.3, y0 - 22], [cx + side * w * 0.5, y0 + 30], [cx + side * w * 0.78, y0 + 72], [cx + side * w * 0.84, y0 + 130], [cx + side * w * 0.79, y0 + 260], [cx + side * w * 0.8, B]], [0, 2.4, 3, 3, 3, 0]), c.jacketShadow, `fill-opacity="${side < 0 ? 0.75 : 0.9}"`);
    }
  });
  // The shirt or top between the lapels, its top edge the neckline: the neck (drawn before) shows above it.
  const openTop = n * 1.35;
  const vb = c.neckline === 'open' ? y0 + f.u(62) : y0 + f.u(38);
  const neckline: Pt[] =
    c.neckline === 'open'
      ? [[vx - n * 0.9, y0 - 60], [vx - n * 0.5, y0 + 10], [vx, vb, 0.3], [vx + n * 0.5, y0 + 10], [vx + n * 0.9, y0 - 60]]
      : [[vx - n * 1.15, y0 - 40, 0.5], [vx - n * 0.75, vb - 10], [vx, vb], [vx + n * 0.75, vb - 10], [vx + n * 1.15, y0 - 40, 0.5]];
  const front: Pt[] = [[vx - openTop, y0 - 50, 0.2], ...neckline, [vx + openTop, y0 - 50, 0.2], [vx + f.u(14), B, 0], [vx - f.u(14), B, 0]];
  // The neck again where the jacket's silhouette crossed it, down into the neckline.
  pic.clip(closed([[vx - openTop, y0 - 140, 0], [vx + openTop, y0 - 140, 0], [vx + openTop, vb + 30, 0], [vx - openTop, vb + 30, 0]]), skin);
  pic.path(closed(front), c.shirt);
  pic.clip(closed(front), () => {
    pic.path(closed([[vx + f.u(6), vb], [vx + openTop * 1.2, y0 - 40], [vx + openTop, B], [vx + f.u(6), B]]), c.shirtShadow, 'fill-opacity="0.6"');
    if (c.neckline === 'open') pic.path(ribbon([[vx - f.u(3), vb + 10], [vx - f.u(4), B]], [f.u(1.2), f.u(1.2)]), c.shirtShadow);
  });
  if (c.neckline === 'open') {
    // The two collar wings spreading over the lapels, the collar band behind the neck.
    for (const side of [-1, 1]) {
      pic.path(closed([[vx + side * n * 0.9, y0 - 60], [vx + side * n * 1.02, y0 - 96], [vx + side * n * 0.6, y0 - 104], [vx + side * n * 0.7, y0 - 70]]), c.shirtShadow);
      const wing: Pt[] = [
        [vx + side * n * 1.02, y0 - 96],
        [vx + side * n * 1.3, y0 - 30],
        [vx + side * n * 1.7, y0 + 60, 0.2],
        [vx + side * n * 0.55, y0 + 38],
        [vx + side * 3, vb + 10, 0.2],
        [vx + side * n * 0.5, y0 + 10],
        [vx + side * n * 0.9, y0 - 60],
      ];
      pic.path(closed(wing), side > 0 ? c.shirtShadow : c.shirt);
      pic.path(ribbon([[vx + side * n * 1.02, y0 - 90], [vx + side * n * 1.25, y0 - 30], [vx + side * n * 1.68, y0 + 58]], [0, 2, 0]), c.shirtShadow);
    }
  } else {
    // Collarbones, just suggested, and the top's edge.
    for (const side of [-1, 1]) pic.path(ribbon([[vx + side * n * 0.25, y0 - 14], [vx + side * n * 0.7, y0 - 26], [vx + side * n * 1.1, y0 - 28]], [0, 2.5, 0]), f.s.skin.shadow, 'fill-opacity="0.8"');
    pic.path(ribbon(neckline, [0, 8, 10, 8, 0]), c.shirtShadow);
  }
  // Lapels: from behind the neck down to the first button below the frame, a notch halfway.
  for (const side of [-1, 1]) {
    const w = side < 0 ? farW : nearW;
    const lapel: Pt[] = [
      [vx + side * n * 1.15, y0 - 70],
      [vx + side * w * 0.36, y0 - 10],
      [vx + side * w * 0.44, y0 + 190, 0.2],
      [vx + side * w * 0.36, y0 + 205, 0.2],
      [vx + side * w * 0.4, y0 + 240, 0.2],
      [vx + side * w * 0.16, B + 60, 0],
      [vx + side * f.u(14), B, 0],
      [vx + side * openTop * 0.95, y0 - 10],
    ];
    // The soft shadow the lapel casts on the chest below it.
    pic.clip(bodyD, () => pic.path(closed(lapel, 0.7), c.jacketShadow, `fill-opacity="0.55" transform="translate(${side * 12} 16)"`));
    pic.path(closed(lapel, 0.7), side < 0 ? c.jacketLight : c.jacketShadow);
    pic.path(ribbon([[vx + side * openTop, y0 - 30], [vx + side * f.u(40), y0 + 260], [vx + side * f.u(14), B]], [0, 3, 0]), c.jacketShadow, 'fill-opacity="0.9"');
  }
}
