// What surrounds the face: the studio backdrop shared by the series, the shoulders and
// clothes (the body turned a little, the face to the viewer).
import { D, type Face, HEIGHT, neck, type Picture, WIDTH } from './draw.ts';
import { closed, ribbon, type Pt } from './path.ts';

/**
 * The same backdrop for the three, as a portrait studio hangs it: a painted canvas in warm
 * grey, lit behind the head on the light side and falling off to the corners, mottled a little.
 */
export function background(pic: Picture): void {
  pic.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#a8a398"/>`);
  pic.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${pic.radial([[0, '#e4dfd6'], [0.45, '#cfc9be'], [1, '#9d978c']], WIDTH * 0.42, HEIGHT * 0.32, WIDTH * 0.95, 1.15)}"/>`);
  // The canvas's mottling: broad soft patches, lighter and darker.
  pic.add(`<g filter="${pic.blur(90)}">`);
  pic.add(`<ellipse cx="240" cy="260" rx="260" ry="200" fill="#ece7df" fill-opacity="0.55"/>`);
  pic.add(`<ellipse cx="1040" cy="420" rx="240" ry="320" fill="#8f897e" fill-opacity="0.35"/>`);
  pic.add(`<ellipse cx="180" cy="1180" rx="300" ry="220" fill="#8c867b" fill-opacity="0.4"/>`);
  pic.add(`<ellipse cx="900" cy="120" rx="220" ry="140" fill="#d9d3c9" fill-opacity="0.45"/>`);
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

/**
 * Shoulders, shirt and jacket, and the neck between them. Built from the back to the front, as
 * they are worn: the jacket's back and its collar behind the neck, the inside of the shirt's
 * collar band, the neck, the shirt's front with its opening, the collar wrapped round the neck,
 * then the lapels rolling over it all. The light comes from the upper left, as on the face.
 */
export function torso(pic: Picture, f: Face, c: Clothes): void {
  const s = f.s;
  const u = (k: number): number => f.u(k);
  const n = u(s.neck);
  // The neck sits under the skull, a little behind the jaw: it shifts against the features as the head turns.
  const cx = f.p(0, D, -30)[0];
  const y0 = s.eyeY + u(D + (s.neckLength ?? 42)); // where the neck meets the shoulders, at its sides
  const [farW, nearW] = c.shoulders;
  const B = HEIGHT + 40;
  // The centre of the chest moves a little to the far side (the narrower one) as the body turns.
  const vx = cx + Math.sign(farW - nearW) * u(6);
  const open = c.neckline === 'open';

  // The jacket's silhouette: its collar standing behind the neck, shoulders sloping from it, rounding down to the arms.
  const body: Pt[] = [
    [cx - n * 1.2, y0 - u(open ? 14 : 8)],
    [cx - n * 1.6, y0 - u(open ? 4 : 0)],
    [cx - farW * 0.5, y0 + u(20)],
    [cx - farW * 0.84, y0 + u(40)],
    [cx - farW * 0.97, y0 + u(78)],
    [cx - farW, y0 + u(170)],
    [cx - farW * 1.02, B, 0],
    [cx + nearW * 1.02, B, 0],
    [cx + nearW, y0 + u(165)],
    [cx + nearW * 0.96, y0 + u(74)],
    [cx + nearW * 0.82, y0 + u(38)],
    [cx + nearW * 0.5, y0 + u(18)],
    [cx + n * 1.6, y0 - u(open ? 4 : 0)],
    [cx + n * 1.2, y0 - u(open ? 14 : 8)],
    [cx, y0 - u(open ? 18 : 12)],
  ];
  const bodyD = closed(body);
  pic.path(bodyD, pic.linear([[0, c.jacketLight], [0.45, c.jacket], [1, c.jacketShadow]], cx - farW, y0, cx + nearW * 0.8, B));
  pic.clip(bodyD, () => {
    // The near side turns away from the light: a darker plane down the arm; light along the far shoulder's top.
    pic.path(closed([[cx + nearW * 0.4, y0 + u(40)], [cx + nearW * 0.8, y0 + u(50)], [cx + nearW * 1.1, y0 + u(120)], [cx + nearW * 1.1, B], [cx + nearW * 0.7, B], [cx + nearW * 0.74, y0 + u(140)]]), c.jacketShadow, `fill-opacity="0.85" filter="${pic.blur(u(9))}"`);
    pic.path(closed([[cx - farW * 0.45, y0 + u(22)], [cx - farW * 0.84, y0 + u(44)], [cx - farW * 0.95, y0 + u(90)], [cx - farW * 0.8, y0 + u(80)], [cx - farW * 0.6, y0 + u(44)]]), c.jacketLight, `fill-opacity="0.8" filter="${pic.blur(u(7))}"`);
    // The arm meeting the chest: a soft crease under each shoulder.
    for (const side of [-1, 1]) {
      const w = side < 0 ? farW : nearW;
      pic.path(ribbon([[cx + side * w * 0.74, y0 + u(90)], [cx + side * w * 0.76, y0 + u(140)], [cx + side * w * 0.74, B]], [0, u(7), 0]), c.jacketShadow, `fill-opacity="${side < 0 ? 0.6 : 0.9}" filter="${pic.blur(u(4))}"`);
      // The shoulder seam along the top of the shoulder, turning down into the sleeve at the shoulder point.
      pic.path(ribbon([[cx + side * n * 1.7, y0 - u(2)], [cx + side * w * 0.5, y0 + u(22)], [cx + side * w * 0.8, y0 + u(46)], [cx + side * w * 0.86, y0 + u(80)], [cx + side * w * 0.82, y0 + u(150)]], [0, u(1), u(1.2), u(1.2), 0]), c.jacketShadow, `fill-opacity="${side < 0 ? 0.7 : 0.9}"`);
    }
  });

  // The inside of the collar band, seen round the back of the neck, in shade.
  if (open) {
    pic.path(closed([[cx - n * 1.44, y0 + u(4), 0.5], [cx - n * 1.06, y0 - u(22)], [cx, y0 - u(28)], [cx + n * 1.06, y0 - u(22)], [cx + n * 1.44, y0 + u(4), 0.5], [cx, y0 + u(4)]]), c.shirtShadow);
  }

  // The neck, down into the opening.
  const vb = open ? y0 + u(64) : y0 + u(50); // bottom of the opening
  neck(pic, f, cx, y0, vb + u(20), open ? 1.05 : 1.55);

  if (!open) {
    // The collarbones, just suggested: a soft shade under each, a touch of light on them.
    for (const side of [-1, 1]) {
      pic.path(ribbon([[cx + side * u(8), y0 + u(30)], [cx + side * n * 0.7, y0 + u(20)], [cx + side * n * 1.4, y0 + u(18)]], [0, u(4), 0]), s.skin.shadow, `fill-opacity="${side > 0 ? 0.6 : 0.4}" filter="${pic.blur(u(2.5))}"`);
      pic.path(ribbon([[cx + side * u(10), y0 + u(26)], [cx + side * n * 0.7, y0 + u(16)], [cx + side * n * 1.3, y0 + u(13)]], [0, u(2.2), 0]), s.skin.light, `fill-opacity="${side < 0 ? 0.6 : 0.3}" filter="${pic.blur(u(1.5))}"`);
    }
  }
  // The shirt or top between the lapels, its top edge the neckline.
  const neckline: Pt[] = open
    ? [[vx - n * 1.1, y0 - u(8)], [vx - n * 0.52, y0 + u(24)], [vx, vb, 0.2], [vx + n * 0.52, y0 + u(24)], [vx + n * 1.1, y0 - u(8)]]
    : [[vx - n * 1.6, y0 + u(8), 0.5], [vx - n * 0.9, vb - u(6)], [vx, vb], [vx + n * 0.9, vb - u(6)], [vx + n * 1.6, y0 + u(8), 0.5]];
  const front: Pt[] = [[vx - n * 1.3, y0 + u(12), 0.2], ...neckline, [vx + n * 1.3, y0 + u(12), 0.2], [vx + u(40), B, 0], [vx - u(40), B, 0]];
  const frontD = closed(front);
  // The soft shadow the neckline's edge throws on the skin.
  pic.clip(closed([[cx - n * 2, y0 - u(40), 0], [cx + n * 2, y0 - u(40), 0], [cx + n * 2, vb + u(30), 0], [cx - n * 2, vb + u(30), 0]]), () => {
    pic.path(ribbon(neckline.map(([x, y]) => [x + u(2), y - u(3)] as Pt), [0, u(6), u(7), u(6), 0]), s.skin.shadow, `fill-opacity="0.8" filter="${pic.blur(u(3))}"`);
  });
  pic.path(frontD, c.shirt);
  pic.clip(frontD, () => {
    pic.path(closed([[vx + u(6), vb], [vx + n * 1.6, y0], [vx + nearW * 0.6, B], [vx + u(10), B]]), c.shirtShadow, `fill-opacity="0.75" filter="${pic.blur(u(6))}"`);
    if (open) {
      // The placket, and the first button left undone just below the opening.
      pic.path(ribbon([[vx - u(2), vb + u(4)], [vx - u(4), B]], [u(1), u(1)]), c.shirtShadow);
      const b = [vx - u(9), vb + u(40)];
      pic.add(`<ellipse cx="${b[0]!.toFixed(1)}" cy="${b[1]!.toFixed(1)}" rx="${u(2.6).toFixed(1)}" ry="${u(2.4).toFixed(1)}" fill="${c.shirtShadow}"/>`);
    } else {
      // The top's edge: a fine band, lighter where the light catches its roll.
      pic.path(ribbon(neckline, [0, u(3), u(3.6), u(3), 0]), c.shirtShadow);
      pic.path(ribbon(neckline.slice(0, 3).map(([x, y]) => [x, y + u(1)] as Pt), [0, u(1.4), 0]), '#ffffff', 'fill-opacity="0.35"');
    }
  });
  if (open) {
    // The collar wrapped round the neck: each leaf folds from the band at the neck's side, down
    // along the opening to its point, which tucks under the lapel.
    for (const side of [-1, 1]) {
      const leaf: Pt[] = [
        [cx + side * n * 0.98, y0 - u(19), 0.4],
        [cx + side * n * 1.3, y0 - u(8)],
        [vx + side * n * 1.42, y0 + u(34)],
        [vx + side * n * 1.22, y0 + u(76), 0],
        [vx + side * u(8), vb - u(6), 0.3],
        [vx + side * n * 0.56, y0 + u(22)],
      ];
      // Its shadow on the chest and the jacket first, soft.
      pic.path(closed(leaf), '#000000', `fill-opacity="0.18" transform="translate(${side * u(2.5)} ${u(4)})" filter="${pic.blur(u(3))}"`);
      const leafD = closed(leaf);
      pic.path(leafD, side < 0 ? c.shirt : pic.linear([[0, c.shirt], [1, c.shirtShadow]], cx, y0, cx + n * 1.5, y0 + u(40)));
      pic.clip(leafD, () => {
        // The fold: the stand's edge showing along the neck.
        pic.path(ribbon([[cx + side * n * 0.98, y0 - u(19)], [vx + side * n * 0.56, y0 + u(22)], [vx + side * u(8), vb - u(6)]], [u(3), u(3), 0]), c.shirtShadow, side < 0 ? 'fill-opacity="0.7"' : '');
        pic.path(ribbon([[vx + side * n * 1.5, y0 + u(10)], [vx + side * n * 1.5, y0 + u(40)], [vx + side * n * 1.3, y0 + u(72)]], [0, u(4), 0]), c.shirtShadow, `fill-opacity="0.6" filter="${pic.blur(u(2))}"`);
      });
    }
  }
  // Lapels: from the jacket's collar behind the neck down to the first button below the frame, a notch on the way.
  for (const side of [-1, 1]) {
    const w = side < 0 ? farW : nearW;
    const top = open ? n * 1.3 : n * 1.22;
    const lapel: Pt[] = [
      [cx + side * top, y0 - u(open ? 13 : 7)],
      [cx + side * n * 1.62, y0 - u(open ? 3 : 0)],
      [vx + side * w * 0.36, y0 + u(36)],
      [vx + side * w * 0.45, y0 + u(88), 0.2],
      [vx + side * w * 0.38, y0 + u(96), 0],
      [vx + side * w * 0.43, y0 + u(110), 0],
      [vx + side * w * 0.24, B + 60, 0],
      [vx + side * u(10), B + 40, 0],
      [vx + side * n * 0.8, y0 + u(96)],
      [cx + side * n * (open ? 1.2 : 1.1), y0 + u(4)],
    ];
    const lapelD = closed(lapel, 0.8);
    // The soft shadow the lapel casts on the chest beside it.
    pic.clip(bodyD, () => pic.path(lapelD, '#000000', `fill-opacity="0.22" transform="translate(${side * u(4)} ${u(5)})" filter="${pic.blur(u(3))}"`));
    pic.path(lapelD, side < 0 ? c.jacketLight : c.jacketShadow);
    pic.clip(lapelD, () => {
      // The roll of the lapel: lighter on its crest, darker into the fold.
      pic.path(ribbon([[cx + side * n * 1.45, y0], [vx + side * n * 1.25, y0 + u(90)], [vx + side * u(30), B]], [0, u(6), 0]), side < 0 ? '#ffffff' : c.jacketLight, `fill-opacity="${side < 0 ? 0.12 : 0.35}" filter="${pic.blur(u(3))}"`);
      pic.path(ribbon([[cx + side * n * 1.24, y0 + u(6)], [vx + side * n * 0.8, y0 + u(96)], [vx + side * u(10), B + 40]], [u(3), u(3), 0]), c.jacketShadow, `fill-opacity="0.6" filter="${pic.blur(u(1.5))}"`);
    });
  }
}
