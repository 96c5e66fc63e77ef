// Smooth paths from a few points: every shape of the portraits is a Catmull-Rom spline through
// hand-placed points, written out as cubic Béziers, so outlines stay organic with little data.

/** A point: x, y and optionally how round the curve is there (1 by default, 0 a sharp corner). */
export type Pt = readonly [number, number, number?];

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

function spline(p: readonly Pt[], closed: boolean, tension: number): string {
  const n = p.length;
  const at = (i: number): Pt => (closed ? p[(i + n) % n]! : p[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f(p[0]![0])} ${f(p[0]![1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = at(i - 1), b = at(i), c = at(i + 1), e = at(i + 2);
    const kb = (b[2] ?? 1) * tension / 6;
    const kc = (c[2] ?? 1) * tension / 6;
    d += `C${f(b[0] + (c[0] - a[0]) * kb)} ${f(b[1] + (c[1] - a[1]) * kb)} ${f(c[0] - (e[0] - b[0]) * kc)} ${f(c[1] - (e[1] - b[1]) * kc)} ${f(c[0])} ${f(c[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A closed smooth outline through the points. */
export const closed = (p: readonly Pt[], tension = 1): string => spline(p, true, tension);
/** An open smooth curve through the points. */
export const open = (p: readonly Pt[], tension = 1): string => spline(p, false, tension);

/**
 * A stroke of varying width as a filled shape: the curve through `p`, `widths` the thickness at
 * each point (0 at a tip). Used for lash lines, strands and the few drawn lines.
 */
export function ribbon(p: readonly Pt[], widths: readonly number[], tension = 1): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < p.length; i++) {
    const a = p[Math.max(0, i - 1)]!, b = p[Math.min(p.length - 1, i + 1)]!;
    const dx = b[0] - a[0], dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len, ny = dx / len;
    const w = (widths[i] ?? 0) / 2;
    left.push([p[i]![0] + nx * w, p[i]![1] + ny * w, p[i]![2]]);
    right.push([p[i]![0] - nx * w, p[i]![1] - ny * w, p[i]![2]]);
  }
  // The tips are corners, so the ribbon ends in a point rather than a loop.
  const ring: Pt[] = [...left.map((q, i) => (i === 0 || i === left.length - 1 ? ([q[0], q[1], 0.4] as Pt) : q)), ...right.reverse().map((q, i) => (i === 0 || i === right.length - 1 ? ([q[0], q[1], 0.4] as Pt) : q))];
  return closed(ring, tension);
}

export const mirror = (p: readonly Pt[]): Pt[] => p.map(([x, y, k]) => [-x, y, k] as Pt);

export const num = f;
