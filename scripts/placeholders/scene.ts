// What every painter receives, and the finishing touches common to all photographs.
import type { Mood } from './mood.ts';
import type { Rng } from './random.ts';
import { rect, type Svg } from './svg.ts';

export interface Scene {
  svg: Svg;
  rng: Rng;
  m: Mood;
  w: number;
  h: number;
  /** Mirror the composition, one of the cheapest ways to make two shots differ. */
  flip: boolean;
}

/** Darkened corners, as any real lens gives. */
export function vignette(svg: Svg, strength = 0.35): void {
  const fill = svg.radial([
    [0.55, '#0b1620', 0],
    [1, '#0b1620', strength],
  ], svg.w / 2, svg.h / 2, Math.hypot(svg.w, svg.h) / 2, svg.h / svg.w);
  svg.add(rect(0, 0, svg.w, svg.h, fill));
}
