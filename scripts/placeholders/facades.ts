// Frontal façades, shot square-on the way one photographs a building's elevation: the old
// town house, the Belle Époque villa, the town hall.
import { jitter, mix, palette, shade, tint } from './color.ts';
import * as L from './landscape.ts';
import type { Scene } from './scene.ts';
import { ellipse, line, num, op, path, poly, rect } from './svg.ts';
import { texture } from './texture.ts';

export type FacadeKind = 'old' | 'belle' | 'civic';

interface Bay {
  x: number;
  y: number;
  w: number;
  h: number;
}

function windowBay(s: Scene, out: string[], b: Bay, shutter: string, wall: string, balcony: boolean, arched: boolean): void {
  const { rng, m } = s;
  const frame = shade(wall, 0.25);
  const glassTop = mix('#34414a', m.skyTop, 0.35);
  const glass = s.svg.linear([[0, glassTop], [1, '#1f272c']]);
  const f = b.w * 0.12;
  // Stone surround, then the recess in shadow, then the glass.
  out.push(rect(b.x - f, b.y - f, b.w + f * 2, b.h + f * 1.5, frame));
  if (arched) out.push(ellipse(b.x + b.w / 2, b.y, b.w / 2 + f, b.w / 2 + f, frame));
  const lamp = m.lamps > 0.3 && rng.chance(0.5);
  out.push(rect(b.x, b.y, b.w, b.h, lamp ? '#f0c27c' : glass));
  if (arched) out.push(`<path d="M${num(b.x)} ${num(b.y)}A${num(b.w / 2)} ${num(b.w / 2)} 0 0 1 ${num(b.x + b.w)} ${num(b.y)}Z" fill="${lamp ? '#f0c27c' : glassTop}"/>`);
  out.push(line(b.x + b.w / 2, b.y, b.x + b.w / 2, b.y + b.h, '#f2eee6', b.w * 0.05));
  for (let k = 1; k < 3; k++) out.push(line(b.x, b.y + (b.h * k) / 3, b.x + b.w, b.y + (b.h * k) / 3, '#f2eee6', b.w * 0.035));
  out.push(rect(b.x, b.y, b.w, b.h * 0.08, '#0b1620', 'fill-opacity="0.25"'));
  // Shutters: closed, half-closed or folded back against the wall.
  const state = rng.next();
  const sh = tint(jitter(shutter, () => rng.next(), 0.04), m.light, 0.4);
  const louvres = (x: number, w: number): void => {
    const ls: string[] = [];
    for (let y = b.y + b.h * 0.04; y < b.y + b.h; y += b.h * 0.045) ls.push(`M${num(x + w * 0.08)} ${num(y)}h${num(w * 0.84)}`);
    out.push(path(ls.join(''), 'none', `stroke="${shade(sh, -0.35)}" stroke-width="${num(Math.max(0.5, b.h * 0.012))}" stroke-opacity="0.6"`));
  };
  const leaf = (x: number, w: number): void => {
    out.push(rect(x, b.y, w, b.h, sh));
    louvres(x, w);
  };
  if (state < 0.25) {
    leaf(b.x, b.w / 2);
    leaf(b.x + b.w / 2, b.w / 2);
    out.push(line(b.x + b.w / 2, b.y, b.x + b.w / 2, b.y + b.h, shade(sh, -0.4), b.w * 0.02));
  } else if (state < 0.8) {
    const gap = b.w * 0.12;
    // Shadow the open leaf throws on the wall, towards the side away from the sun.
    out.push(rect(b.x - gap - b.w / 2 + b.w * 0.06 * -m.side, b.y + b.h * 0.04, b.w / 2, b.h, '#0b1620', 'fill-opacity="0.18"'));
    out.push(rect(b.x + b.w + gap + b.w * 0.06 * -m.side, b.y + b.h * 0.04, b.w / 2, b.h, '#0b1620', 'fill-opacity="0.18"'));
    leaf(b.x - gap - b.w / 2, b.w / 2);
    leaf(b.x + b.w + gap, b.w / 2);
  } else {
    leaf(b.x, b.w / 2);
    out.push(rect(b.x + b.w + b.w * 0.12 + b.w * 0.06 * -m.side, b.y + b.h * 0.04, b.w / 2, b.h, '#0b1620', 'fill-opacity="0.18"'));
    leaf(b.x + b.w + b.w * 0.12, b.w / 2);
  }
  if (balcony) {
    const by = b.y + b.h;
    const bw = b.w * 1.9;
    const bx = b.x + b.w / 2 - bw / 2;
    out.push(rect(bx, by, bw, b.h * 0.06, shade(wall, 0.15)));
    out.push(rect(bx, by + b.h * 0.06, bw, b.h * 0.05, '#0b1620', 'fill-opacity="0.25"'));
    const bars: string[] = [];
    for (let x = bx + bw * 0.03; x < bx + bw; x += bw / 18) bars.push(`M${num(x)} ${num(by)}v${num(-b.h * 0.38)}`);
    out.push(path(bars.join(''), 'none', `stroke="#2b2f33" stroke-width="${num(Math.max(0.6, b.w * 0.018))}"`));
    out.push(rect(bx, by - b.h * 0.4, bw, b.h * 0.03, '#2b2f33'));
    if (rng.chance(0.6)) {
      for (let i = 0; i < rng.int(2, 3); i++) {
        const px = bx + bw * rng.range(0.1, 0.85);
        out.push(rect(px, by - b.h * 0.12, b.w * 0.22, b.h * 0.12, palette.terracotta));
        for (let k = 0; k < 9; k++) out.push(ellipse(px + b.w * 0.11 + rng.gauss(b.w * 0.1), by - b.h * 0.16 + rng.gauss(b.h * 0.04), b.w * 0.04, b.w * 0.035, k % 3 ? '#5a7a3a' : rng.pick(['#d0343a', '#e2607a', '#f0f0f0'])));
      }
    }
  }
}

/** Bougainvillea cascading from the top corner: magenta bracts over dark leaves. */
function bougainvillea(s: Scene, out: string[], x: number, y: number, size: number, dir: number): void {
  const { rng } = s;
  // Bracts come in bunches; scattering them one by one reads as confetti.
  for (let c = 0; c < 70; c++) {
    const t = rng.next();
    const cx = x + dir * (rng.gauss(size * 0.22) + t * size * 0.3);
    const cy = y + t ** 0.8 * size * 1.3 + rng.gauss(size * 0.06);
    for (let i = 0; i < 12; i++) {
      const px = cx + rng.gauss(size * 0.035);
      const py = cy + rng.gauss(size * 0.03);
      const r = size * rng.range(0.006, 0.014);
      const leaf = rng.chance(0.35);
      const col = leaf ? jitter('#3f5a2f', () => rng.next(), 0.1) : jitter(rng.pick(['#c2207a', '#d83a8c', '#b01c6a', '#e05a9c']), () => rng.next(), 0.08);
      out.push(ellipse(px, py, r * 1.3, r, col, `fill-opacity="${op(rng.range(0.75, 1))}"`));
    }
  }
}

export interface FacadeOptions {
  wall?: string;
  shutters?: string;
  bougainvillea?: boolean;
}

export function facade(s: Scene, kind: FacadeKind, o: FacadeOptions = {}): void {
  const { svg, rng, m, w, h } = s;
  const skyH = h * rng.range(0.08, 0.2);
  L.sky(svg, m, skyH + 2);
  const wallBase = o.wall ?? (kind === 'civic' ? rng.pick(['#e9d2a6', '#efdcc0', '#f1e4cc']) : kind === 'belle' ? rng.pick(['#f0dcc2', '#efd1bd', '#f3e6d2', '#e8cfa4']) : rng.pick(['#e6b574', '#d9a441', '#e3a98b', '#d98f6a', '#efcf8f', '#e7c6a8']));
  const wall = tint(wallBase, m.light, 0.45);
  // Eave with its génoise (rows of tile ends) and the roof edge against the sky.
  const roofY = skyH;
  svg.add(rect(0, roofY - h * 0.02, w, h * 0.03, tint(palette.terracotta, m.light, 0.4)));
  svg.add(rect(0, roofY, w, h - roofY, svg.linear([[0, shade(wall, -0.08)], [0.3, wall], [1, mix(wall, m.shadow, 0.12)]])));
  svg.add(rect(0, roofY, w, h - roofY, texture(svg, rng, 'plaster', w * 0.25, wall)));
  const gen: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = roofY + h * 0.01 + row * h * 0.018;
    for (let x = (row % 2) * h * 0.012; x < w; x += h * 0.024) gen.push(ellipse(x, y, h * 0.011, h * 0.008, tint(shade(palette.terracotta, -0.1 * row), m.light, 0.4)));
  }
  svg.add(gen.join(''));
  // Shadow thrown by the eave, strongest right under it.
  svg.add(rect(0, roofY, w, h * 0.12, svg.linear([[0, '#0b1620', 0.35], [1, '#0b1620', 0]])));
  if (kind !== 'old') {
    for (const y of [0.42, 0.7]) svg.add(rect(0, roofY + (h - roofY) * y, w, h * 0.018, shade(wall, 0.18)));
  }
  const shutter = o.shutters ?? (kind === 'civic' ? '#7a8c5c' : rng.pick(L.shutterColors));
  const out: string[] = [];
  const cols = kind === 'old' ? rng.int(2, 3) : rng.int(3, 5);
  const floors = kind === 'old' ? 3 : 2;
  const bayW = (w / cols) * (kind === 'old' ? 0.3 : 0.24);
  const top = roofY + h * 0.1;
  const floorH = ((h - top) * 0.92) / (floors + 0.4);
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < cols; c++) {
      const x = (c + 0.5) * (w / cols) - bayW / 2;
      const y = top + f * floorH + floorH * 0.08;
      const bh = Math.min(floorH * 0.72, bayW * 2.1);
      const balcony = kind === 'belle' ? f === floors - 1 || c === Math.floor(cols / 2) : kind === 'civic' ? f === floors - 1 && c === Math.floor(cols / 2) : rng.chance(0.3);
      windowBay(s, out, { x, y, w: bayW, h: bh }, shutter, wall, balcony, kind !== 'old' && f === floors - 1);
    }
  svg.add(out.join(''));
  // Ground floor: door and stone plinth.
  const gy = top + floors * floorH;
  svg.add(rect(0, gy + floorH * 0.3, w, h, tint(palette.stone, m.light, 0.3)));
  svg.add(rect(0, gy + floorH * 0.3, w, h, texture(svg, rng, 'stone', h * 0.2, tint(palette.stone, m.light, 0.3), 0.5)));
  const dw = w * 0.09;
  const dx = (kind === 'old' ? rng.range(0.15, 0.7) : 0.5) * w - dw / 2;
  svg.add(rect(dx - dw * 0.12, gy - floorH * 0.1, dw * 1.24, h, shade(palette.stone, 0.1)));
  svg.add(rect(dx, gy, dw, h, tint(rng.pick(['#5c463a', '#3f5a4a', '#2e4257', '#6e5140']), m.light, 0.3)));
  svg.add(line(dx + dw / 2, gy, dx + dw / 2, h, '#0b1620', dw * 0.02, 'stroke-opacity="0.5"'));
  if (kind === 'civic') {
    // Flags over the entrance.
    const fx = dx + dw / 2;
    const fy = gy - floorH * 0.45;
    for (const [i, colors] of ([[-1, ['#1f3a8a', '#f4f1ea', '#c8283a']], [1, ['#1f3a8a', '#f4d35e', '#1f3a8a']]] as const)) {
      const px = fx + i * dw * 0.5;
      svg.add(line(px, fy, px + i * dw * 0.9, fy - floorH * 0.5, '#2b2f33', dw * 0.03));
      const ax = px + i * dw * 0.9;
      const ay = fy - floorH * 0.5;
      colors.forEach((c, k) => svg.add(poly([[ax, ay + k * dw * 0.12], [ax + i * dw * 0.18, ay + k * dw * 0.12 + dw * 0.05], [ax + i * dw * 0.18, ay + (k + 1) * dw * 0.12 + dw * 0.05], [ax, ay + (k + 1) * dw * 0.12]], c)));
    }
    const clockY = roofY + h * 0.06;
    svg.add(ellipse(w / 2, clockY, h * 0.04, h * 0.04, '#f4f1ea'));
    svg.add(line(w / 2, clockY, w / 2, clockY - h * 0.028, '#2b2f33', h * 0.004));
    svg.add(line(w / 2, clockY, w / 2 + h * 0.02, clockY, '#2b2f33', h * 0.004));
  }
  // Drainpipe, the odd crack of daily life.
  const px = rng.pick([0.03, 0.97]) * w;
  svg.add(rect(px, roofY, w * 0.008, h, shade(wall, -0.2)));
  // Sun raking across the wall from the side.
  svg.add(rect(0, roofY, w, h, svg.linear([[0, m.light, m.side > 0 ? 0 : 0.18], [1, m.light, m.side > 0 ? 0.18 : 0]], 0, 0, 1, 0)));
  const fore: string[] = [];
  if (o.bougainvillea ?? (kind !== 'civic' && rng.chance(0.7))) bougainvillea(s, fore, rng.pick([0.02, 0.98]) * w, roofY, h * 0.6, rng.pick([-1, 1]));
  if (kind === 'civic' || kind === 'belle') {
    // Palms or plane trees in front.
    L.palm(fore, rng, w * rng.range(0.05, 0.15), h * 1.02, h * 0.9, tint('#3f5a2a', m.light, 0.3));
  }
  svg.add(fore.join(''));
}
