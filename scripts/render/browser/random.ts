// Seeded randomness: every choice in a picture comes from its file's path.
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class Rng {
  private s: number;
  constructor(seed: string | number) {
    this.s = typeof seed === 'number' ? seed >>> 0 : hash(seed);
    if (this.s === 0) this.s = 0x9e3779b9;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
}

/** Tileable value noise on a lattice of `period` cells, seeded. */
export class Noise {
  private readonly table: Float32Array;
  constructor(seed: number) {
    const r = new Rng(seed);
    this.table = new Float32Array(256 * 256);
    for (let i = 0; i < this.table.length; i++) this.table[i] = r.next();
  }
  private at(x: number, y: number, p: number): number {
    const xi = ((x % p) + p) % p;
    const yi = ((y % p) + p) % p;
    return this.table[(yi & 255) * 256 + (xi & 255)]!;
  }
  /** Smooth noise in [0,1]; u, v in cells; tiles every `period` cells. */
  value(u: number, v: number, period = 256): number {
    const x0 = Math.floor(u);
    const y0 = Math.floor(v);
    const fx = u - x0;
    const fy = v - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = this.at(x0, y0, period);
    const b = this.at(x0 + 1, y0, period);
    const c = this.at(x0, y0 + 1, period);
    const d = this.at(x0 + 1, y0 + 1, period);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  }
  /** Fractal sum over octaves, in about [0,1]; (u, v) in [0,1) tiles for integer base. */
  fbm(u: number, v: number, base: number, octaves = 4): number {
    let sum = 0;
    let amp = 0.5;
    let f = base;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += amp * this.value(u * f, v * f, f);
      norm += amp;
      amp *= 0.5;
      f *= 2;
    }
    return sum / norm;
  }
}
