// Colour arithmetic on #rrggbb strings, kept tiny because painters call it thousands of times.

export const palette = {
  navy: '#0f2a3d',
  sea: '#2f7f9a',
  sky: '#9cc9dc',
  sand: '#f3ece1',
  ochre: '#d9a441',
  terracotta: '#c4673f',
  olive: '#6b7b4b',
  stone: '#d8cfc1',
  white: '#faf7f2',
} as const;

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.startsWith('#') ? hex.slice(1) : hex;
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  const c = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards white, negative darken towards a cool near-black (shadows on the coast are blue, not grey). */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#0b1620', -amount);
}

/** Multiply, the way a coloured light falls on a surface. */
export function tint(color: string, light: string, strength = 1): string {
  const x = parse(color);
  const y = parse(light);
  const m: Rgb = [(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255];
  return mix(color, format(m), strength);
}

/** Small random hue/brightness drift so repeated elements (windows, tiles, houses) are not clones. */
export function jitter(color: string, r: () => number, amount = 0.06): string {
  const [red, green, blue] = parse(color);
  const k = 1 + (r() - 0.5) * 2 * amount;
  const d = (r() - 0.5) * 255 * amount * 0.5;
  return format([red * k + d, green * k, blue * k - d]);
}
