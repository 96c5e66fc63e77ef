// A minimal SVG document builder: collects gradient/filter definitions next to the drawing so
// painters can ask for "a gradient" inline and get back a url() to use.

export type Stop = readonly [offset: number, color: string, opacity?: number];

const n = (v: number): string => (Math.round(v * 10) / 10).toString();
export const num = n;

/** Opacity with two decimals, floored above zero so a faint stroke never vanishes entirely. */
export const op = (v: number): string => Math.max(0.01, Math.round(v * 100) / 100).toString();

export function points(pts: ReadonlyArray<readonly [number, number]>): string {
  return pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  /**
   * Extra canvas painted around the frame and cropped off after rasterising. librsvg clips
   * filters to the canvas, so a full-frame blur would otherwise fade to transparent at the edges.
   */
  bleed = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix: string): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
  }

  /** Linear gradient in object-bounding-box units (0..1) unless `user` is set. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${n(x1 * (user ? 1 : 100))}${user ? '' : '%'}" y1="${n(y1 * (user ? 1 : 100))}${user ? '' : '%'}" x2="${n(x2 * (user ? 1 : 100))}${user ? '' : '%'}" y2="${n(y2 * (user ? 1 : 100))}${user ? '' : '%'}"${units}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const transform = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`;
    this.defs.push(`<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse"${transform}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  private readonly softCache = new Map<string, string>();

  /**
   * A fill that fades from `color` at the centre of a shape to transparent at its edge: soft
   * shapes (clouds, glows) without the cost of a blur filter. Shared between shapes of one colour.
   */
  soft(color: string): string {
    const cached = this.softCache.get(color);
    if (cached) return cached;
    const id = this.id('s');
    this.defs.push(`<radialGradient id="${id}"><stop offset="0%" stop-color="${color}"/><stop offset="45%" stop-color="${color}" stop-opacity="0.8"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
    const url = `url(#${id})`;
    this.softCache.set(color, url);
    return url;
  }

  /** Gaussian blur filter; `margin` enlarges the filter region (share of the bounding box) so soft edges are not clipped. */
  blur(std: number, margin = 0.1): string {
    const id = this.id('b');
    const m = n(margin * 100);
    const size = n(100 + margin * 200);
    this.defs.push(`<filter id="${id}" x="-${m}%" y="-${m}%" width="${size}%" height="${size}%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`);
    return `url(#${id})`;
  }

  def(raw: string): void {
    this.defs.push(raw);
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  add(...fragments: string[]): void {
    for (const f of fragments) if (f) this.body.push(f);
  }

  /** Run a painter whose output ends up inside a group (clip, filter, opacity...). */
  group(attrs: string, paint: () => void): void {
    const start = this.body.length;
    paint();
    const inner = this.body.splice(start).join('');
    this.body.push(`<g ${attrs}>${inner}</g>`);
  }

  /** Wrap what a painter draws in a group that can be reused by id (for reflections). */
  named(paint: () => void): string {
    const id = this.id('g');
    this.group(`id="${id}"`, paint);
    return id;
  }

  /** Mirror image of a named group about the horizontal line y, softened, as still water shows it. */
  reflect(id: string, y: number, opacity: number, blurStd: number, clipTop: number): void {
    const clip = this.clip(`<rect x="0" y="${n(clipTop)}" width="${this.w}" height="${n(this.h - clipTop)}"/>`);
    this.body.push(`<g clip-path="${clip}" opacity="${opacity}"><use href="#${id}" transform="translate(0 ${n(2 * y)}) scale(1 -1)" filter="${this.blur(blurStd, 0.02)}"/></g>`);
  }

  toString(): string {
    const b = this.bleed;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w + 2 * b}" height="${this.h + 2 * b}" viewBox="${-b} ${-b} ${this.w + 2 * b} ${this.h + 2 * b}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const poly = (pts: ReadonlyArray<readonly [number, number]>, fill: string, extra = ''): string =>
  `<polygon points="${points(pts)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${Math.round(width * 100) / 100}"${extra ? ` ${extra}` : ''}/>`;
