// Team portraits as elegant abstractions: a head-and-shoulders silhouette against a softly
// out-of-focus Riviera, each partner with their own colours. No attempt at a face.
import { mix, shade } from './color.ts';
import * as L from './landscape.ts';
import type { Scene } from './scene.ts';
import { ellipse, num, rect } from './svg.ts';

export interface Sitter {
  jacket: string;
  shirt: string;
  /** Tone of the silhouette's head and neck. */
  tone: string;
  hair: 'short' | 'side' | 'long';
  /** Where the figure stands, share of the width. */
  x: number;
}

export function portrait(s: Scene, who: Sitter): void {
  const { svg, rng, m, w, h } = s;
  // Background, all of it thrown out of focus by a wide aperture.
  const hz = h * rng.range(0.48, 0.56);
  // Painted oversize, into a bleed that is cropped off, so the blur has picture to pull in at the
  // frame edges instead of fading out.
  svg.bleed = Math.round(w * 0.08);
  svg.group(`filter="${svg.blur(w * 0.018, 0.02)}"`, () => {
    svg.group(`transform="translate(${num(-w * 0.1)} ${num(-h * 0.1)}) scale(1.2)"`, () => {
    L.sky(svg, m, hz);
    const sun = L.sun(svg, m, hz, w * (who.x > 0.5 ? 0.2 : 0.8));
    L.sea(svg, rng, m, hz, { sunX: sun.x, chop: 0.3 });
    const r = L.ridge(rng, { x0: -20, x1: w + 20, base: hz + 2, amp: h * 0.12, bottom: hz + 4, scale: w * 0.5, fadeRight: who.x > 0.5 ? 0 : w * 0.5, fadeLeft: who.x > 0.5 ? w * 0.5 : 0 });
    L.hills(svg, rng, m, r, '#5d6e57', 0.45, hz - h * 0.15, hz);
    // Bokeh: the glitter of the sea and distant windows turned into discs.
    for (let i = 0; i < 26; i++) {
      const y = hz + rng.range(-0.05, 0.25) * h;
      svg.add(ellipse(rng.range(0, w), y, w * rng.range(0.015, 0.045), w * rng.range(0.015, 0.045), m.glitter, `fill-opacity="${rng.range(0.08, 0.3).toFixed(2)}"`));
    }
    });
  });
  const cx = w * who.x;
  const headY = h * 0.4;
  const headR = w * 0.125;
  const shoulderY = h * 0.78;
  const span = w * 0.44;
  const lightX = m.side > 0 ? 1 : -1;
  const dark = mix(who.tone, '#0b1620', 0.35);
  const toneFill = svg.linear([[0, who.tone], [1, dark]], lightX > 0 ? 1 : 0, 0, lightX > 0 ? 0 : 1, 0.3);
  // Hair behind the head for longer styles.
  if (who.hair === 'long') {
    const len = h * 0.22;
    svg.add(`<path d="M${num(cx - headR * 1.15)} ${num(headY)}Q${num(cx - headR * 1.35)} ${num(headY + len)} ${num(cx - headR * 0.8)} ${num(headY + len + headR * 0.3)}L${num(cx + headR * 0.8)} ${num(headY + len + headR * 0.3)}Q${num(cx + headR * 1.35)} ${num(headY + len)} ${num(cx + headR * 1.15)} ${num(headY)}Z" fill="${shade(dark, -0.3)}"/>`);
  }
  // Neck, then shoulders in the jacket, then the shirt's V.
  svg.add(rect(cx - headR * 0.42, headY + headR * 0.6, headR * 0.84, headR * 1.3, dark));
  const jacket = svg.linear([[0, shade(who.jacket, 0.08)], [1, shade(who.jacket, -0.25)]], lightX > 0 ? 1 : 0, 0, lightX > 0 ? 0 : 1, 0.6);
  svg.add(`<path d="M${num(cx - span)} ${num(h + 2)}C${num(cx - span)} ${num(shoulderY - h * 0.04)} ${num(cx - span * 0.85)} ${num(shoulderY - h * 0.09)} ${num(cx - span * 0.45)} ${num(shoulderY - h * 0.11)}L${num(cx - headR * 0.45)} ${num(headY + headR * 1.55)}L${num(cx + headR * 0.45)} ${num(headY + headR * 1.55)}L${num(cx + span * 0.45)} ${num(shoulderY - h * 0.11)}C${num(cx + span * 0.85)} ${num(shoulderY - h * 0.09)} ${num(cx + span)} ${num(shoulderY - h * 0.04)} ${num(cx + span)} ${num(h + 2)}Z" fill="${jacket}"/>`);
  svg.add(`<path d="M${num(cx - headR * 0.55)} ${num(headY + headR * 1.5)}L${num(cx)} ${num(shoulderY + h * 0.05)}L${num(cx + headR * 0.55)} ${num(headY + headR * 1.5)}Z" fill="${who.shirt}"/>`);
  // Lapels.
  for (const k of [-1, 1]) {
    svg.add(`<path d="M${num(cx + k * headR * 0.55)} ${num(headY + headR * 1.5)}L${num(cx + k * headR * 1.1)} ${num(shoulderY - h * 0.02)}L${num(cx + k * headR * 0.3)} ${num(shoulderY + h * 0.12)}L${num(cx)} ${num(shoulderY + h * 0.05)}Z" fill="${shade(who.jacket, k === lightX ? 0.06 : -0.15)}"/>`);
  }
  // Head: a slightly tall ellipse, then hair on top.
  svg.add(ellipse(cx, headY, headR * 0.9, headR * 1.12, toneFill));
  const hairCol = shade(dark, -0.35);
  if (who.hair === 'side') {
    // Short, swept to one side from a parting: taller on top than the plain crop.
    svg.add(`<path d="M${num(cx - headR * 0.95)} ${num(headY + headR * 0.05)}C${num(cx - headR * 1.1)} ${num(headY - headR * 1.55)} ${num(cx + headR * 1.15)} ${num(headY - headR * 1.6)} ${num(cx + headR * 0.95)} ${num(headY)}C${num(cx + headR * 0.85)} ${num(headY - headR * 0.55)} ${num(cx + headR * 0.2)} ${num(headY - headR * 0.95)} ${num(cx - headR * 0.35)} ${num(headY - headR * 0.7)}C${num(cx - headR * 0.7)} ${num(headY - headR * 0.55)} ${num(cx - headR * 0.85)} ${num(headY - headR * 0.3)} ${num(cx - headR * 0.95)} ${num(headY + headR * 0.05)}Z" fill="${hairCol}"/>`);
  } else if (who.hair === 'short') svg.add(`<path d="M${num(cx - headR * 0.92)} ${num(headY - headR * 0.05)}C${num(cx - headR)} ${num(headY - headR * 1.5)} ${num(cx + headR)} ${num(headY - headR * 1.5)} ${num(cx + headR * 0.92)} ${num(headY - headR * 0.1)}C${num(cx + headR * 0.6)} ${num(headY - headR * 0.7)} ${num(cx - headR * 0.4)} ${num(headY - headR * 0.75)} ${num(cx - headR * 0.92)} ${num(headY - headR * 0.05)}Z" fill="${hairCol}"/>`);
  else svg.add(`<path d="M${num(cx - headR * 1.05)} ${num(headY + headR * 0.4)}C${num(cx - headR * 1.25)} ${num(headY - headR * 1.6)} ${num(cx + headR * 1.25)} ${num(headY - headR * 1.6)} ${num(cx + headR * 1.05)} ${num(headY + headR * 0.4)}C${num(cx + headR * 0.7)} ${num(headY - headR * 0.5)} ${num(cx - headR * 0.2)} ${num(headY - headR * 0.9)} ${num(cx - headR * 1.05)} ${num(headY + headR * 0.4)}Z" fill="${hairCol}"/>`);
  // Rim light along the side facing the sun, the detail that makes a studio portrait.
  const rim = svg.blur(w * 0.004, 0.1);
  svg.add(`<path d="M${num(cx + lightX * headR * 0.88)} ${num(headY - headR * 0.4)}Q${num(cx + lightX * headR * 0.98)} ${num(headY + headR * 0.3)} ${num(cx + lightX * headR * 0.55)} ${num(headY + headR * 1.0)}" fill="none" stroke="${m.light}" stroke-width="${num(w * 0.006)}" stroke-opacity="0.6" filter="${rim}"/>`);
  svg.add(`<path d="M${num(cx + lightX * span * 0.45)} ${num(shoulderY - h * 0.11)}C${num(cx + lightX * span * 0.85)} ${num(shoulderY - h * 0.09)} ${num(cx + lightX * span)} ${num(shoulderY - h * 0.04)} ${num(cx + lightX * span)} ${num(h)}" fill="none" stroke="${m.light}" stroke-width="${num(w * 0.006)}" stroke-opacity="0.45" filter="${rim}"/>`);
}
