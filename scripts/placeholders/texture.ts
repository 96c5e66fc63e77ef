// Seamless pattern tiles. Large surfaces (hillsides, plaster, lawns, stone) get their texture
// from a few small tiles repeated by the renderer, which costs almost nothing, where scattering
// thousands of shapes or running feTurbulence over a full frame would cost seconds per picture.
import { jitter, mix, shade } from './color.ts';
import type { Rng } from './random.ts';
import { ellipse, num, op, rect, type Svg } from './svg.ts';

export type TextureKind = 'maquis' | 'grass' | 'plaster' | 'stone' | 'speckle' | 'gravel' | 'foliage';

/** Draw a shape at (x, y) and at its wrapped copies so the tile joins without seams. */
function wrapped(size: number, x: number, y: number, r: number, draw: (x: number, y: number) => string): string {
  let out = '';
  for (const dx of [-size, 0, size])
    for (const dy of [-size, 0, size]) {
      const cx = x + dx;
      const cy = y + dy;
      if (cx + r < 0 || cx - r > size || cy + r < 0 || cy - r > size) continue;
      out += draw(cx, cy);
    }
  return out;
}

/**
 * A pattern fill of the given kind; `size` is the tile size in pixels, which doubles as the
 * texture's scale (smaller for distant slopes). `base` steers the colours.
 */
export function texture(svg: Svg, rng: Rng, kind: TextureKind, size: number, base: string, opacity = 1): string {
  const id = svg.id('p');
  const s = size;
  const r = (): number => rng.next();
  let body = '';
  switch (kind) {
    case 'maquis': {
      // Clumps of shrubs and small trees: dark crowns with a lit upper edge.
      const dark = shade(base, -0.45);
      const lit = shade(base, 0.22);
      // Many small clumps per tile, so the repeat is far larger than any clump and goes unnoticed.
      for (let i = 0; i < 420; i++) {
        const x = r() * s;
        const y = r() * s;
        const rad = s * (0.006 + r() ** 2 * 0.016);
        body += wrapped(s, x, y, rad * 1.4, (cx, cy) => ellipse(cx, cy + rad * 0.25, rad * 1.1, rad * 0.75, jitter(dark, r, 0.1), `fill-opacity="${op(0.35 + r() * 0.4)}"`) + ellipse(cx - rad * 0.2, cy - rad * 0.15, rad * 0.7, rad * 0.4, jitter(lit, r, 0.1), `fill-opacity="${op(0.15 + r() * 0.25)}"`));
      }
      break;
    }
    case 'foliage': {
      const dark = shade(base, -0.35);
      const lit = shade(base, 0.25);
      for (let i = 0; i < 360; i++) {
        const x = r() * s;
        const y = r() * s;
        const rad = s * (0.008 + r() * 0.018);
        const c = r() < 0.55 ? dark : lit;
        body += wrapped(s, x, y, rad * 1.5, (cx, cy) => ellipse(cx, cy, rad * 1.4, rad, jitter(c, r, 0.12), `fill-opacity="${op(0.25 + r() * 0.45)}"`));
      }
      break;
    }
    case 'grass': {
      for (let i = 0; i < 160; i++) {
        const x = r() * s;
        const y = r() * s;
        const len = s * (0.02 + r() * 0.05);
        const c = r() < 0.5 ? shade(base, -0.25) : shade(base, 0.2);
        body += wrapped(s, x, y, len, (cx, cy) => `<path d="M${num(cx)} ${num(cy)}l${num((r() - 0.5) * len * 0.6)} ${num(-len)}" stroke="${c}" stroke-width="${num(s * 0.006 + 0.4)}" stroke-opacity="${op(0.25 + r() * 0.4)}"/>`);
      }
      break;
    }
    case 'plaster': {
      // Low-contrast mottling of lime render, the thing that stops a wall looking like a flat fill.
      for (let i = 0; i < 40; i++) {
        const x = r() * s;
        const y = r() * s;
        const rad = s * (0.05 + r() * 0.16);
        const c = r() < 0.5 ? shade(base, -0.12) : shade(base, 0.12);
        body += wrapped(s, x, y, rad, (cx, cy) => ellipse(cx, cy, rad, rad * (0.5 + r() * 0.5), c, `fill-opacity="${op(0.08 + r() * 0.12)}"`));
      }
      for (let i = 0; i < 60; i++) {
        const x = r() * s;
        const y = r() * s;
        const rad = s * (0.003 + r() * 0.008);
        body += wrapped(s, x, y, rad, (cx, cy) => ellipse(cx, cy, rad, rad, shade(base, -0.3), `fill-opacity="${op(0.1 + r() * 0.2)}"`));
      }
      break;
    }
    case 'stone': {
      // Dry-stone courses: rough blocks of uneven size, deep mortar shadows, no two alike.
      body += rect(0, 0, s, s, shade(base, -0.35));
      const rows = 5;
      const rh = s / rows;
      for (let row = 0; row < rows; row++) {
        let x = -r() * rh;
        while (x < s) {
          const bw = rh * (0.7 + r() * 1.9);
          const bh = rh * (0.7 + r() * 0.25);
          const c = jitter(mix(base, r() < 0.3 ? '#b9a892' : r() < 0.5 ? '#d9cdb4' : base, 0.5), r, 0.12);
          const y = row * rh + (rh - bh) * r();
          const rad = rh * (0.15 + r() * 0.25);
          body += `<rect x="${num(x + rh * 0.06)}" y="${num(y)}" width="${num(bw - rh * 0.12)}" height="${num(bh)}" rx="${num(rad)}" fill="${c}"/>`;
          body += `<rect x="${num(x + rh * 0.06)}" y="${num(y)}" width="${num(bw - rh * 0.12)}" height="${num(bh * 0.25)}" rx="${num(rad * 0.6)}" fill="${shade(c, 0.15)}" fill-opacity="0.45"/>`;
          x += bw;
        }
      }
      break;
    }
    case 'gravel': {
      for (let i = 0; i < 220; i++) {
        const x = r() * s;
        const y = r() * s;
        const rad = s * (0.006 + r() * 0.012);
        const c = jitter(r() < 0.5 ? shade(base, -0.2) : shade(base, 0.2), r, 0.1);
        body += wrapped(s, x, y, rad, (cx, cy) => ellipse(cx, cy, rad * 1.3, rad, c, `fill-opacity="${op(0.4 + r() * 0.4)}"`));
      }
      break;
    }
    case 'speckle': {
      for (let i = 0; i < 90; i++) {
        const x = r() * s;
        const y = r() * s;
        const rad = s * (0.004 + r() * 0.01);
        const c = r() < 0.5 ? shade(base, -0.25) : shade(base, 0.25);
        body += wrapped(s, x, y, rad, (cx, cy) => ellipse(cx, cy, rad, rad, c, `fill-opacity="${op(0.2 + r() * 0.3)}"`));
      }
      break;
    }
  }
  // No patternTransform: librsvg takes a much slower path for transformed patterns (an order of
  // magnitude on a full frame), and random tile content hides the grid well enough on its own.
  svg.def(`<pattern id="${id}" width="${num(s)}" height="${num(s)}" patternUnits="userSpaceOnUse"><g opacity="${op(opacity)}">${body}</g></pattern>`);
  return `url(#${id})`;
}
