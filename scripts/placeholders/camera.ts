// Just enough 3-D to put rooms, terraces and villas in believable perspective: a pin-hole camera
// that can turn left or right but never tilts, so verticals stay vertical the way an
// architectural photographer's shift lens keeps them.
import { mix, tint } from './color.ts';
import type { Mood } from './mood.ts';
import { points } from './svg.ts';

export type V3 = readonly [number, number, number];
export type P2 = [number, number];

export interface CameraOptions {
  eye: V3;
  /** Turn to the right, radians. */
  yaw?: number;
  /** Field of view across the longer side of the frame, degrees (so a portrait crop keeps the same lens). */
  fov?: number;
  /** Where the horizon sits, as a share of the frame height. */
  horizon?: number;
}

const NEAR = 0.05;

export class Camera {
  readonly f: number;
  readonly horizonY: number;
  private readonly cos: number;
  private readonly sin: number;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly o: CameraOptions,
  ) {
    const fov = ((o.fov ?? 70) * Math.PI) / 180;
    this.f = Math.max(w, h) / 2 / Math.tan(fov / 2);
    this.horizonY = h * (o.horizon ?? 0.5);
    const yaw = o.yaw ?? 0;
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
  }

  /** World to camera space (x right, y up, z forward). */
  view([x, y, z]: V3): V3 {
    const dx = x - this.o.eye[0];
    const dy = y - this.o.eye[1];
    const dz = z - this.o.eye[2];
    return [dx * this.cos - dz * this.sin, dy, dx * this.sin + dz * this.cos];
  }

  private screen([x, y, z]: V3): P2 {
    return [this.w / 2 + (this.f * x) / z, this.horizonY - (this.f * y) / z];
  }

  project(p: V3): P2 {
    const v = this.view(p);
    return this.screen([v[0], v[1], Math.max(v[2], NEAR)]);
  }

  /** Pixels per metre at a world point, to size 2-D painters (trees, people) placed in 3-D. */
  scaleAt(p: V3): number {
    return this.f / Math.max(this.view(p)[2], NEAR);
  }

  /** Polygon in screen space, clipped against the near plane so shapes passing beside the camera stay correct. */
  polygon(pts: readonly V3[]): P2[] {
    const v = pts.map((p) => this.view(p));
    const out: V3[] = [];
    for (let i = 0; i < v.length; i++) {
      const a = v[i] as V3;
      const b = v[(i + 1) % v.length] as V3;
      const aIn = a[2] >= NEAR;
      const bIn = b[2] >= NEAR;
      if (aIn) out.push(a);
      if (aIn !== bIn) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    }
    return out.map((p) => this.screen(p));
  }

  /** SVG points attribute for a world polygon, or '' when it lies entirely behind the camera. */
  pts(poly: readonly V3[]): string {
    const p = this.polygon(poly);
    return p.length >= 3 ? points(p) : '';
  }

  distance(p: V3): number {
    return this.view(p)[2];
  }
}

export function quad(cam: Camera, poly: readonly V3[], fill: string, extra = ''): string {
  const p = cam.pts(poly);
  return p ? `<polygon points="${p}" fill="${fill}"${extra ? ` ${extra}` : ''}/>` : '';
}

/** Lambert shading with the mood's coloured light and coloured shadows. */
export function lit(base: string, normal: V3, light: V3, m: Mood, ambient = 0.38): string {
  const d = Math.max(0, normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2]);
  const shadowSide = mix(base, m.shadow, 0.42);
  const litSide = tint(base, m.light, 0.55);
  return mix(shadowSide, litSide, ambient + (1 - ambient) * d);
}

export function normalize([x, y, z]: V3): V3 {
  const l = Math.hypot(x, y, z) || 1;
  return [x / l, y / l, z / l];
}

export interface BoxColors {
  top: string;
  side: string;
  front?: string;
  bottom?: string;
}

/**
 * An axis-aligned box: only the faces turned towards the camera are emitted, farthest first,
 * so a single box needs no sorting by the caller.
 */
export function box(cam: Camera, min: V3, max: V3, color: BoxColors | string, light: V3, m: Mood, ambient = 0.38): string {
  const c: BoxColors = typeof color === 'string' ? { top: color, side: color } : color;
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const e = cam.o.eye;
  const faces: { pts: V3[]; n: V3; col: string; centre: V3 }[] = [];
  if (e[1] > y1) faces.push({ pts: [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], n: [0, 1, 0], col: c.top, centre: [(x0 + x1) / 2, y1, (z0 + z1) / 2] });
  if (e[1] < y0) faces.push({ pts: [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], n: [0, -1, 0], col: c.bottom ?? c.side, centre: [(x0 + x1) / 2, y0, (z0 + z1) / 2] });
  if (e[2] < z0) faces.push({ pts: [[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], n: [0, 0, -1], col: c.front ?? c.side, centre: [(x0 + x1) / 2, (y0 + y1) / 2, z0] });
  if (e[2] > z1) faces.push({ pts: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], n: [0, 0, 1], col: c.side, centre: [(x0 + x1) / 2, (y0 + y1) / 2, z1] });
  if (e[0] < x0) faces.push({ pts: [[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], n: [-1, 0, 0], col: c.side, centre: [x0, (y0 + y1) / 2, (z0 + z1) / 2] });
  if (e[0] > x1) faces.push({ pts: [[x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]], n: [1, 0, 0], col: c.side, centre: [x1, (y0 + y1) / 2, (z0 + z1) / 2] });
  faces.sort((a, b) => cam.distance(b.centre) - cam.distance(a.centre));
  return faces.map((f) => quad(cam, f.pts, lit(f.col, f.n, light, m, ambient))).join('');
}
