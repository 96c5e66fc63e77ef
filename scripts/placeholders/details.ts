// Close-ups of materials and details, the shots that punctuate a gallery between wide views.
import { jitter, palette, shade, tint } from './color.ts';
import * as L from './landscape.ts';
import type { Scene } from './scene.ts';
import { ellipse, num, op, path, rect } from './svg.ts';
import { texture } from './texture.ts';

export type DetailKind = 'counter' | 'veins' | 'parquet' | 'handle' | 'tiles' | 'olive' | 'stone' | 'linen' | 'desk' | 'screen';

/** A marble counter against a marble splashback: a bowl of Menton lemons, a vase, a brass tap. */
function counter(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const base = rng.pick(['#efebe4', '#e6e1d8', '#ddd6cb', '#3a3d40']);
  const dark = base === '#3a3d40';
  const slab = tint(base, m.light, 0.2);
  const edge = h * rng.range(0.55, 0.62);
  const veins = (x0: number, y0: number, x1: number, y1: number, n: number): string => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      let x = rng.range(x0 - (x1 - x0) * 0.2, x1);
      let y = rng.range(y0 - (y1 - y0) * 0.2, y0 + (y1 - y0) * 0.3);
      let d = `M${num(x)} ${num(y)}`;
      for (let k = 0; k < 10; k++) {
        const nx = x + rng.range(0.02, 0.1) * (x1 - x0);
        const ny = y + rng.range(0.05, 0.15) * (y1 - y0);
        d += `Q${num(x + rng.gauss((x1 - x0) * 0.04))} ${num(y + rng.gauss((y1 - y0) * 0.04))} ${num(nx)} ${num(ny)}`;
        x = nx;
        y = ny;
      }
      out.push(path(d, 'none', `stroke="${dark ? '#e9e4dc' : rng.pick(['#8a8278', '#b1a89a', '#9a8f7e', '#c9b48a'])}" stroke-width="${num(rng.range(0.6, 3))}" stroke-opacity="${op(rng.range(0.12, 0.4))}"`));
    }
    return out.join('');
  };
  // Splashback.
  svg.add(rect(0, 0, w, edge, slab));
  svg.add(rect(0, 0, w, edge, texture(svg, rng, 'plaster', w * 0.3, base, 0.7)));
  svg.add(veins(0, 0, w, edge, 14));
  // Counter top seen from slightly above, then its front edge.
  const top = shade(slab, 0.06);
  svg.add(rect(0, edge, w, h * 0.3, svg.linear([[0, shade(top, -0.08)], [1, top]])));
  svg.add(veins(0, edge, w, edge + h * 0.3, 8));
  svg.add(rect(0, edge + h * 0.3, w, h * 0.035, shade(slab, -0.15)));
  svg.add(rect(0, edge + h * 0.335, w, h, tint(rng.pick(['#6e5140', '#2e4257', '#efe9df', '#7d8a5a']), m.light, 0.2)));
  svg.add(rect(0, edge + h * 0.335, w, h * 0.01, svg.linear([[0, '#b8904a'], [0.5, '#e6c68a'], [1, '#9a7438']], 0, 0, 1, 0)));
  const flip = s.flip ? -1 : 1;
  const X = (x: number): number => (flip > 0 ? x : w - x);
  // Brass tap rising from the counter.
  const tx = X(w * 0.72);
  const brass = svg.linear([[0, '#9a7438'], [0.5, '#f0d49a'], [1, '#8a6430']], 0, 0, 1, 0);
  svg.add(rect(tx - w * 0.008, edge - h * 0.3, w * 0.016, h * 0.3 + h * 0.05, brass));
  svg.add(path(`M${num(tx)} ${num(edge - h * 0.3)}q0 ${num(-h * 0.06)} ${num(-flip * w * 0.05)} ${num(-h * 0.06)}l${num(-flip * w * 0.02)} 0l0 ${num(h * 0.04)}`, 'none', `stroke="#c9a460" stroke-width="${num(w * 0.012)}" stroke-linecap="round"`));
  svg.add(ellipse(tx, edge + h * 0.05, w * 0.02, h * 0.01, '#8a6430'));
  // Bowl of lemons.
  const bx = X(w * 0.3);
  const by = edge + h * 0.17;
  const bw = w * 0.13;
  svg.add(ellipse(bx, by + h * 0.06, bw * 1.05, h * 0.02, '#0b1620', 'fill-opacity="0.25"'));
  for (let i = 0; i < 7; i++) {
    const lx = bx + rng.range(-0.7, 0.7) * bw;
    const ly = by - h * rng.range(0.0, 0.06) - (1 - Math.abs(lx - bx) / bw) * h * 0.03;
    const r = w * rng.range(0.028, 0.036);
    svg.add(ellipse(lx, ly, r * 1.25, r, svg.radial([[0, '#ffe27a'], [0.7, '#f2c530'], [1, '#c99a1a']], lx - r * 0.3, ly - r * 0.3, r * 1.6)));
    if (rng.chance(0.4)) svg.add(ellipse(lx + r * 0.6, ly - r * 0.9, r * 0.45, r * 0.18, '#5a7a3a'));
  }
  svg.add(path(`M${num(bx - bw)} ${num(by - h * 0.01)}Q${num(bx)} ${num(by + h * 0.12)} ${num(bx + bw)} ${num(by - h * 0.01)}Z`, tint(rng.pick(['#f4efe6', '#c4673f', '#3f6478', '#e6dccb']), m.light, 0.3)));
  // Vase with an olive sprig.
  const vx = X(w * 0.52);
  const vy = edge + h * 0.1;
  svg.add(path(`M${num(vx - w * 0.03)} ${num(vy)}C${num(vx - w * 0.06)} ${num(vy - h * 0.12)} ${num(vx - w * 0.02)} ${num(vy - h * 0.18)} ${num(vx - w * 0.015)} ${num(vy - h * 0.22)}L${num(vx + w * 0.015)} ${num(vy - h * 0.22)}C${num(vx + w * 0.02)} ${num(vy - h * 0.18)} ${num(vx + w * 0.06)} ${num(vy - h * 0.12)} ${num(vx + w * 0.03)} ${num(vy)}Z`, tint(rng.pick(['#efe9df', '#b8ab98', '#2e4257']), m.light, 0.3)));
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + rng.range(-0.7, 0.7);
    const l = h * rng.range(0.08, 0.2);
    const sx = vx + Math.cos(a) * l * 0.3;
    const sy = vy - h * 0.22 + Math.sin(a) * l * 0.3;
    svg.add(ellipse(sx + Math.cos(a) * l * 0.5, sy + Math.sin(a) * l * 0.5, l * 0.12, l * 0.035, jitter('#7d8a62', () => rng.next(), 0.08), `transform="rotate(${num((a * 180) / Math.PI)} ${num(sx + Math.cos(a) * l * 0.5)} ${num(sy + Math.sin(a) * l * 0.5)})"`));
  }
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.25], [1, '#0b1620', 0.15]], 0, 0, 1, 1)));
}

/** A marble floor slab, its veining, and the brushed-brass skirting where it meets the wall. */
function veins(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const base = rng.pick(['#efebe4', '#e6e1d8', '#ddd6cb']);
  svg.add(rect(0, 0, w, h, tint(base, m.light, 0.2)));
  svg.add(rect(0, 0, w, h, texture(svg, rng, 'plaster', w * 0.3, base, 0.8)));
  const lines: string[] = [];
  for (let i = 0; i < 22; i++) {
    let x = rng.range(-0.2, 1) * w;
    let y = rng.range(-0.2, 0.3) * h;
    let d = `M${num(x)} ${num(y)}`;
    for (let k = 0; k < 12; k++) {
      const nx = x + rng.range(0.02, 0.12) * w;
      const ny = y + rng.range(0.04, 0.14) * h;
      d += `Q${num(x + rng.gauss(w * 0.05))} ${num(y + rng.gauss(h * 0.05))} ${num(nx)} ${num(ny)}`;
      x = nx;
      y = ny;
    }
    lines.push(path(d, 'none', `stroke="${rng.pick(['#8a8278', '#b1a89a', '#9a8f7e', '#c9b48a'])}" stroke-width="${num(rng.range(0.6, 3.5))}" stroke-opacity="${op(rng.range(0.15, 0.45))}"`));
  }
  svg.add(`<g filter="${svg.blur(w * 0.0015, 0.02)}">${lines.join('')}</g>`);
  svg.add(rect(w * 0.5 - 1, 0, 2, h, shade(base, -0.2), 'fill-opacity="0.5"'));
  const edge = h * rng.range(0.74, 0.82);
  svg.add(rect(0, edge, w, h * 0.012, svg.linear([[0, '#b8904a'], [0.5, '#e6c68a'], [1, '#9a7438']], 0, 0, 1, 0)));
  svg.add(rect(0, edge + h * 0.012, w, h, tint(rng.pick(['#efe9df', '#e9e4dc', '#d8cfc1']), m.light, 0.2)));
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.25], [1, '#0b1620', 0.15]], 0, 0, 1, 1)));
}

/** Oak laid in point de Hongrie, seen from above in raking light. */
function parquet(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const oak = tint(rng.pick(['#b48d66', '#c9a77e', '#a58360']), m.light, 0.2);
  const L = Math.min(w, h) * 0.22;
  const t = L * 0.22;
  const planks: string[] = [];
  const a = Math.PI / 4;
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  // Columns of chevrons: each plank a parallelogram, left and right halves mirrored.
  for (let col = -2; col < w / (2 * L * ca) + 2; col++) {
    const cx = col * 2 * L * ca;
    for (let row = -4; row < h / t + 4; row++) {
      const y = row * t * 1.42;
      for (const dir of [-1, 1]) {
        const x0 = cx;
        const pts: [number, number][] = [
          [x0, y],
          [x0 + dir * L * ca, y - L * sa],
          [x0 + dir * L * ca, y - L * sa + t * 1.42],
          [x0, y + t * 1.42],
        ];
        const c = jitter(oak, () => rng.next(), 0.08);
        planks.push(`<polygon points="${pts.map(([px, py]) => `${num(px)},${num(py)}`).join(' ')}" fill="${c}" stroke="${shade(oak, -0.35)}" stroke-width="${num(Math.max(0.6, t * 0.03))}"/>`);
      }
    }
  }
  svg.add(`<g transform="rotate(${num(rng.range(-10, 10))} ${num(w / 2)} ${num(h / 2)})">${planks.join('')}</g>`);
  svg.add(rect(0, 0, w, h, texture(svg, rng, 'speckle', L * 0.5, oak, 0.35)));
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.35], [0.6, m.light, 0], [1, '#0b1620', 0.25]], 0, 0, 1, 1)));
}

/** An oak door, its grain, and a brushed-brass lever on a round rose. */
function handle(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const oak = tint(rng.pick(['#a58360', '#8a6a4f', '#b48d66']), m.light, 0.25);
  svg.add(rect(0, 0, w, h, oak));
  const grain: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = rng.range(-0.05, 1.05) * w;
    const wob = rng.range(0.002, 0.01) * w;
    grain.push(path(`M${num(x)} 0C${num(x + wob)} ${num(h * 0.3)} ${num(x - wob)} ${num(h * 0.7)} ${num(x + wob * 0.5)} ${num(h)}`, 'none', `stroke="${shade(oak, rng.range(-0.3, 0.15))}" stroke-width="${num(rng.range(0.6, 3))}" stroke-opacity="${op(rng.range(0.15, 0.45))}"`));
  }
  svg.add(`<g filter="${svg.blur(w * 0.0012, 0.02)}">${grain.join('')}</g>`);
  // A panel moulding, then the door edge and the wall beyond it.
  const edgeX = s.flip ? w * 0.12 : w * 0.88;
  svg.add(rect(s.flip ? 0 : edgeX, 0, s.flip ? edgeX : w - edgeX, h, tint('#efe9df', m.light, 0.2)));
  svg.add(rect(edgeX - w * 0.004, 0, w * 0.008, h, '#0b1620', 'fill-opacity="0.35"'));
  const cx = s.flip ? w * 0.3 : w * 0.7;
  const cy = h * 0.5;
  const r = h * 0.09;
  const brass = svg.linear([[0, '#8a6430'], [0.45, '#f0d49a'], [0.55, '#e0bc78'], [1, '#7a5628']], 0, 0, 0, 1);
  svg.add(ellipse(cx + r * 0.25, cy + r * 0.3, r * 1.05, r * 1.05, '#0b1620', 'fill-opacity="0.3"'));
  svg.add(ellipse(cx, cy, r, r, brass));
  const dir = s.flip ? 1 : -1;
  const lever = `M${num(cx)} ${num(cy - r * 0.28)}L${num(cx + dir * r * 3.6)} ${num(cy - r * 0.22)}Q${num(cx + dir * r * 3.9)} ${num(cy)} ${num(cx + dir * r * 3.6)} ${num(cy + r * 0.22)}L${num(cx)} ${num(cy + r * 0.28)}Z`;
  svg.add(path(lever, '#0b1620', `fill-opacity="0.3" transform="translate(${num(r * 0.3)} ${num(r * 0.5)})"`));
  svg.add(path(lever, brass));
  svg.add(ellipse(cx, cy + h * 0.22, r * 0.28, r * 0.5, brass));
  svg.add(ellipse(cx, cy + h * 0.22, r * 0.08, r * 0.22, '#2b2016'));
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.3], [0.7, m.light, 0], [1, '#0b1620', 0.25]], s.flip ? 1 : 0, 0, s.flip ? 0 : 1, 0.4)));
}

/** Encaustic cement tiles from above, a Riviera floor classic, a rug's corner crossing them. */
function tiles(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const t = Math.min(w, h) / rng.range(4, 6);
  const a = rng.pick([palette.navy, palette.terracotta, palette.olive, '#3f6478']);
  const b = rng.pick([palette.sand, palette.white, palette.stone]);
  const c = rng.pick([palette.ochre, palette.sky, palette.terracotta]);
  const id = svg.id('p');
  const motif = `<rect width="${num(t)}" height="${num(t)}" fill="${b}"/>` +
    `<path d="M0 0L${num(t / 2)} ${num(t * 0.22)}L${num(t)} 0L${num(t * 0.78)} ${num(t / 2)}L${num(t)} ${num(t)}L${num(t / 2)} ${num(t * 0.78)}L0 ${num(t)}L${num(t * 0.22)} ${num(t / 2)}Z" fill="${a}"/>` +
    `<circle cx="${num(t / 2)}" cy="${num(t / 2)}" r="${num(t * 0.16)}" fill="${c}"/>` +
    `<circle cx="${num(t / 2)}" cy="${num(t / 2)}" r="${num(t * 0.07)}" fill="${b}"/>` +
    `<rect width="${num(t)}" height="${num(t)}" fill="none" stroke="${shade(b, -0.2)}" stroke-width="${num(t * 0.01)}"/>`;
  svg.def(`<pattern id="${id}" width="${num(t)}" height="${num(t)}" patternUnits="userSpaceOnUse">${motif}</pattern>`);
  svg.add(rect(0, 0, w, h, `url(#${id})`));
  svg.add(rect(0, 0, w, h, texture(svg, rng, 'speckle', t * 1.3, b, 0.5)));
  // Rug corner, and the soft light from a window.
  const rx = rng.range(0.45, 0.65) * w;
  const ry = rng.range(0.4, 0.6) * h;
  svg.add(`<g transform="rotate(${num(rng.range(-12, 12))} ${num(rx)} ${num(ry)})">${rect(rx + t * 0.1, ry + t * 0.1, w, h, '#0b1620', 'fill-opacity="0.25"')}${rect(rx, ry, w, h, tint(rng.pick(['#d9cfbf', '#b8ab98', '#8c8f86']), m.light, 0.3))}${rect(rx, ry, w, h, texture(svg, rng, 'speckle', t * 0.4, '#b8ab98', 0.8))}</g>`);
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.35], [0.6, m.light, 0], [1, '#0b1620', 0.2]], 0, 0, 1, 1)));
}

/** An olive branch in front of a blurred sea: the shallow depth of field of a long lens. */
function oliveBranch(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const hz = h * rng.range(0.4, 0.55);
  svg.bleed = Math.round(w * 0.05);
  svg.group(`filter="${svg.blur(w * 0.012, 0.02)}"`, () => {
    svg.group(`transform="translate(${num(-w * 0.06)} ${num(-h * 0.06)}) scale(1.12)"`, () => {
      L.sky(svg, m, hz);
      const sun = L.sun(svg, m, hz, w * 0.7);
      L.sea(svg, rng, m, hz, { sunX: sun.x });
    });
  });
  const out: string[] = [];
  const x0 = s.flip ? w * 1.05 : -w * 0.05;
  const dir = s.flip ? -1 : 1;
  const y0 = h * rng.range(0.15, 0.35);
  const len = w * rng.range(0.7, 0.95);
  const bark = '#5e5246';
  const stem = (x: number, y: number, dx: number, dy: number, width: number, depth: number): void => {
    out.push(path(`M${num(x)} ${num(y)}Q${num(x + dx * 0.5)} ${num(y + dy * 0.2)} ${num(x + dx)} ${num(y + dy)}`, 'none', `stroke="${bark}" stroke-width="${num(width)}" stroke-linecap="round"`));
    const n = Math.round(Math.hypot(dx, dy) / (w * 0.025));
    for (let i = 1; i <= n; i++) {
      const t = i / (n + 1);
      const px = x + dx * t;
      const py = y + dy * t + Math.sin(t * Math.PI) * dy * 0.1;
      for (const sg of [-1, 1]) {
        const a = Math.atan2(dy, dx) + sg * rng.range(0.5, 1.1);
        const ll = w * rng.range(0.04, 0.07);
        const ex = px + Math.cos(a) * ll;
        const ey = py + Math.sin(a) * ll;
        const nx = -Math.sin(a) * ll * 0.14;
        const ny = Math.cos(a) * ll * 0.14;
        const top = rng.chance(0.5);
        out.push(path(`M${num(px)} ${num(py)}Q${num((px + ex) / 2 + nx)} ${num((py + ey) / 2 + ny)} ${num(ex)} ${num(ey)}Q${num((px + ex) / 2 - nx)} ${num((py + ey) / 2 - ny)} ${num(px)} ${num(py)}Z`, jitter(top ? '#7d8a62' : '#a9b294', () => rng.next(), 0.06)));
      }
      if (depth < 1 && rng.chance(0.18)) stem(px, py, dir * w * rng.range(0.1, 0.2), h * rng.range(0.05, 0.2), width * 0.6, depth + 1);
      if (rng.chance(0.12)) out.push(ellipse(px, py + w * 0.012, w * 0.008, w * 0.011, rng.pick(['#3a3a2a', '#5a6a3a', '#2b2b30'])));
    }
  };
  stem(x0, y0, dir * len, h * rng.range(0.15, 0.35), w * 0.008, 0);
  svg.add(out.join(''));
}

/** Dry-stone wall and a wooden door with iron studs, village texture. */
function stoneWall(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const stone = tint('#cbbb9b', m.light, 0.45);
  svg.add(rect(0, 0, w, h, stone));
  svg.add(rect(0, 0, w, h, texture(svg, rng, 'stone', h * 0.3, stone)));
  const dw = w * 0.3;
  const dx = s.flip ? w * 0.15 : w * 0.55;
  const dy = h * 0.18;
  svg.add(ellipse(dx + dw / 2, dy, dw * 0.58, dw * 0.58, shade(stone, 0.15)));
  svg.add(rect(dx - dw * 0.08, dy, dw * 1.16, h, shade(stone, 0.15)));
  svg.add(ellipse(dx + dw / 2, dy, dw / 2, dw / 2, '#4a3a2e'));
  const wood = tint(rng.pick(['#6e5140', '#3f5a4a', '#2e4257']), m.light, 0.3);
  svg.add(rect(dx, dy, dw, h, wood));
  for (let i = 1; i < 6; i++) svg.add(rect(dx + (dw * i) / 6, dy, dw * 0.008, h, shade(wood, -0.3)));
  for (let r = 0; r < 5; r++) for (let c = 0; c < 3; c++) svg.add(ellipse(dx + dw * (0.2 + c * 0.3), dy + h * (0.1 + r * 0.16), dw * 0.018, dw * 0.018, '#2b2b30'));
  svg.add(ellipse(dx + dw / 2, dy, dw / 2, dw / 2, svg.linear([[0, '#0b1620', 0.5], [1, '#0b1620', 0]])));
  // A pot of lavender and rosemary by the step.
  const px = s.flip ? w * 0.7 : w * 0.15;
  svg.add(rect(px - w * 0.06, h * 0.78, w * 0.12, h * 0.22, tint(palette.terracotta, m.light, 0.3)));
  const stems: string[] = [];
  for (let i = 0; i < 60; i++) {
    const a = rng.range(-2.4, -0.7);
    const l = h * rng.range(0.08, 0.2);
    stems.push(path(`M${num(px)} ${num(h * 0.78)}l${num(Math.cos(a) * l)} ${num(Math.sin(a) * l)}`, 'none', `stroke="${rng.chance(0.5) ? '#6b7b4b' : '#8a7ab8'}" stroke-width="${num(w * 0.003)}" stroke-linecap="round"`));
  }
  svg.add(stems.join(''));
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, m.side > 0 ? 0 : 0.2], [1, '#0b1620', m.side > 0 ? 0.2 : 0]], 0, 0, 1, 0)));
}

/** A made bed in the light: linen folds, a cushion, a bedside lamp against the plaster. */
function linen(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const wall = tint(rng.pick([palette.sand, '#efe7da', '#e9e4dc']), m.light, 0.3);
  svg.add(rect(0, 0, w, h, wall));
  svg.add(rect(0, 0, w, h, texture(svg, rng, 'plaster', w * 0.3, wall)));
  const bedY = h * rng.range(0.5, 0.6);
  const sheet = tint(rng.pick(['#f4efe6', '#e6dccb', '#dfe3e2']), m.light, 0.2);
  svg.add(rect(0, bedY - h * 0.35, w, h * 0.36, tint(rng.pick(['#b9a48a', '#8a9aa3', '#9aa58a', '#2e4257']), m.light, 0.3), `rx="${num(h * 0.03)}"`));
  svg.add(rect(0, bedY, w, h, sheet));
  const folds: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, w);
    const y = bedY + rng.range(0.05, 0.9) * (h - bedY);
    folds.push(path(`M${num(x)} ${num(y)}q${num(w * rng.range(0.05, 0.15))} ${num(rng.gauss(h * 0.03))} ${num(w * rng.range(0.1, 0.3))} ${num(rng.gauss(h * 0.02))}`, 'none', `stroke="${shade(sheet, -0.2)}" stroke-width="${num(h * rng.range(0.006, 0.02))}" stroke-opacity="0.35" stroke-linecap="round"`));
  }
  svg.add(`<g filter="${svg.blur(h * 0.006, 0.05)}">${folds.join('')}</g>`);
  for (const k of [0.3, 0.62]) svg.add(rect(w * k, bedY - h * 0.16, w * 0.26, h * 0.2, shade(sheet, 0.05), `rx="${num(h * 0.04)}"`));
  svg.add(rect(w * 0.45, bedY - h * 0.1, w * 0.18, h * 0.15, tint(rng.pick([palette.terracotta, palette.ochre, palette.olive, palette.sea]), m.light, 0.3), `rx="${num(h * 0.03)}"`));
  const lx = s.flip ? w * 0.08 : w * 0.92;
  svg.add(rect(lx - w * 0.006, bedY - h * 0.28, w * 0.012, h * 0.2, '#2b2f33'));
  svg.add(path(`M${num(lx - w * 0.07)} ${num(bedY - h * 0.28)}L${num(lx - w * 0.05)} ${num(bedY - h * 0.45)}L${num(lx + w * 0.05)} ${num(bedY - h * 0.45)}L${num(lx + w * 0.07)} ${num(bedY - h * 0.28)}Z`, '#f4efe6'));
  svg.add(ellipse(lx, bedY - h * 0.36, w * 0.3, h * 0.3, svg.radial([[0, '#ffe6b0', m.lamps > 0.3 ? 0.5 : 0.2], [1, '#ffe6b0', 0]], lx, bedY - h * 0.36, w * 0.3)));
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.3], [0.7, m.light, 0], [1, '#0b1620', 0.2]], s.flip ? 1 : 0, 0, s.flip ? 0 : 1, 0.6)));
}

/** The study's desk by the window: a plan unrolled, a notebook, a pencil, coffee, and the roofs of Menton outside. */
function desk(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const sill = h * rng.range(0.42, 0.5);
  // Outside: sky, a strip of sea, then roofs tumbling down towards it.
  L.sky(svg, m, sill * 0.45);
  L.sea(svg, rng, m, sill * 0.45, { bottom: sill * 0.62 });
  for (let row = 0; row < 4; row++) {
    const t = (row + 1) / 4;
    const base = sill * (0.55 + t * 0.45);
    const rh = sill * (0.05 + t * 0.1);
    let x = -rng.range(0, w * 0.05);
    while (x < w) {
      const rw = w * rng.range(0.08, 0.16) * (0.6 + t);
      const tile = tint(jitter(palette.terracotta, () => rng.next(), 0.08), m.light, 0.4);
      const wallCol = tint(rng.pick(L.wallColors), m.light, 0.4);
      svg.add(rect(x, base - rh * 0.1, rw, rh * 1.6, wallCol));
      for (let k = 0; k < 3; k++) svg.add(rect(x + rw * (0.15 + k * 0.28), base + rh * 0.3, rw * 0.1, rh * 0.45, '#3a3330', 'fill-opacity="0.7"'));
      svg.add(`<polygon points="${num(x - rw * 0.03)},${num(base)} ${num(x + rw * 0.12)},${num(base - rh)} ${num(x + rw * 0.88)},${num(base - rh)} ${num(x + rw * 1.03)},${num(base)}" fill="${tile}"/>`);
      x += rw * rng.range(0.9, 1.05);
    }
  }
  // Window frame and the wall around it.
  const frame = tint('#f4f1ea', m.light, 0.2);
  const fw = w * 0.02;
  svg.add(rect(0, 0, w, fw * 1.5, frame));
  svg.add(rect(0, 0, fw * 2, sill, frame));
  svg.add(rect(w - fw * 2, 0, fw * 2, sill, frame));
  svg.add(rect(w / 2 - fw / 2, 0, fw, sill, frame));
  svg.add(rect(0, sill - fw, w, fw * 1.5, shade(frame, -0.05)));
  // The desk, its oak grain.
  const oak = tint(rng.pick(['#b48d66', '#a58360', '#c9a77e']), m.light, 0.3);
  svg.add(rect(0, sill + fw * 0.5, w, h, svg.linear([[0, shade(oak, 0.05)], [1, shade(oak, -0.15)]])));
  const grain: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = sill + rng.range(0.02, 1) * (h - sill);
    grain.push(path(`M0 ${num(y)}C${num(w * 0.3)} ${num(y + rng.gauss(h * 0.01))} ${num(w * 0.7)} ${num(y + rng.gauss(h * 0.01))} ${num(w)} ${num(y + rng.gauss(h * 0.01))}`, 'none', `stroke="${shade(oak, -0.25)}" stroke-width="${num(rng.range(0.6, 2))}" stroke-opacity="${op(rng.range(0.15, 0.35))}"`));
  }
  svg.add(grain.join(''));
  // The plan, a little askew, with its line work.
  const px = w * rng.range(0.08, 0.2);
  const py = sill + (h - sill) * 0.2;
  const pw = w * 0.5;
  const ph = (h - sill) * 0.7;
  const ang = rng.range(-6, 4);
  const lines: string[] = [];
  let rx = px + pw * 0.1;
  while (rx < px + pw * 0.8) {
    const rw2 = Math.min(pw * rng.range(0.12, 0.25), px + pw * 0.85 - rx);
    lines.push(rect(rx, py + ph * 0.15, rw2, ph * rng.range(0.3, 0.6), 'none', `stroke="${palette.navy}" stroke-width="${num(Math.max(1, w * 0.0015))}"`));
    rx += rw2;
  }
  lines.push(rect(px + pw * 0.1, py + ph * 0.12, pw * 0.75, ph * 0.62, 'none', `stroke="${palette.navy}" stroke-width="${num(Math.max(1.5, w * 0.003))}"`));
  lines.push(rect(px + pw * 0.62, py + ph * 0.8, pw * 0.3, ph * 0.12, 'none', `stroke="${palette.navy}" stroke-width="${num(Math.max(1, w * 0.0012))}"`));
  svg.add(`<g transform="rotate(${num(ang)} ${num(px + pw / 2)} ${num(py + ph / 2)})">${rect(px + w * 0.006, py + w * 0.008, pw, ph, '#0b1620', 'fill-opacity="0.2"')}${rect(px, py, pw, ph, '#f7f3ec')}${lines.join('')}</g>`);
  // Notebook, pencil, coffee.
  const nx = w * 0.62;
  const ny = sill + (h - sill) * 0.35;
  const nw = w * 0.26;
  const nh = (h - sill) * 0.5;
  svg.add(`<g transform="rotate(${num(rng.range(4, 12))} ${num(nx + nw / 2)} ${num(ny + nh / 2)})">${rect(nx + w * 0.005, ny + w * 0.007, nw, nh, '#0b1620', 'fill-opacity="0.2"')}${rect(nx, ny, nw, nh, '#faf7f2')}${rect(nx + nw / 2 - 1, ny, 2, nh, '#d9d1c4')}${Array.from({ length: 9 }, (_, k) => rect(nx + nw * 0.06, ny + nh * (0.12 + k * 0.09), nw * rng.range(0.2, 0.38), Math.max(1, h * 0.002), palette.navy, 'fill-opacity="0.45"')).join('')}</g>`);
  svg.add(`<g transform="rotate(${num(rng.range(-30, -15))} ${num(w * 0.6)} ${num(h * 0.9)})">${rect(w * 0.45, h * 0.9, w * 0.22, h * 0.012, palette.ochre)}${rect(w * 0.45 - w * 0.02, h * 0.9, w * 0.02, h * 0.012, '#e8d2b0')}</g>`);
  const cx = w * 0.88;
  const cy = sill + (h - sill) * 0.22;
  const cr = w * 0.04;
  svg.add(ellipse(cx + cr * 0.3, cy + cr * 0.9, cr * 1.1, cr * 0.4, '#0b1620', 'fill-opacity="0.25"'));
  svg.add(rect(cx - cr, cy - cr * 0.2, cr * 2, cr * 1.1, tint('#f4efe6', m.light, 0.2)));
  svg.add(ellipse(cx, cy + cr * 0.9, cr, cr * 0.35, tint('#e6dfd2', m.light, 0.2)));
  svg.add(ellipse(cx, cy - cr * 0.2, cr, cr * 0.35, '#efe9df'));
  svg.add(ellipse(cx, cy - cr * 0.2, cr * 0.85, cr * 0.28, '#4a2e1e'));
  svg.add(rect(0, 0, w, h, svg.linear([[0, m.light, 0.2], [1, '#0b1620', 0.2]], 0, 0, 0, 1)));
}

/** A digital model of a coastal district on a monitor: wireframe hills and blocks by the sea. */
function screen(s: Scene): void {
  const { svg, rng, w, h } = s;
  svg.add(rect(0, 0, w, h, svg.linear([[0, '#27313c'], [1, '#151b22']])));
  // Monitor.
  const mx = w * 0.12;
  const my = h * 0.08;
  const mw = w * 0.76;
  const mh = h * 0.66;
  svg.add(rect(w * 0.47, my + mh, w * 0.06, h * 0.14, '#1c2228'));
  svg.add(rect(w * 0.38, my + mh + h * 0.13, w * 0.24, h * 0.02, '#1c2228', `rx="${num(h * 0.01)}"`));
  svg.add(rect(mx - w * 0.01, my - w * 0.01, mw + w * 0.02, mh + w * 0.02, '#0e1216', `rx="${num(w * 0.008)}"`));
  svg.add(rect(mx, my, mw, mh, svg.linear([[0, '#12324a'], [1, palette.navy]])));
  // Interface: a title bar and a side panel of layers.
  svg.add(rect(mx, my, mw, mh * 0.06, '#0b2233'));
  for (let i = 0; i < 3; i++) svg.add(ellipse(mx + mw * (0.015 + i * 0.015), my + mh * 0.03, mh * 0.008, mh * 0.008, ['#c4673f', '#d9a441', '#6b7b4b'][i] ?? '#fff'));
  svg.add(rect(mx + mw * 0.78, my + mh * 0.06, mw * 0.22, mh * 0.94, '#0b2233', 'fill-opacity="0.8"'));
  for (let i = 0; i < 8; i++) {
    svg.add(rect(mx + mw * 0.8, my + mh * (0.12 + i * 0.09), mw * 0.04, mh * 0.03, i % 3 ? '#2f7f9a' : '#c4673f'));
    svg.add(rect(mx + mw * 0.86, my + mh * (0.125 + i * 0.09), mw * rng.range(0.06, 0.11), mh * 0.015, '#9cc9dc', 'fill-opacity="0.6"'));
  }
  // The model in isometric projection: terrain mesh rising from the sea, blocks on it.
  const k = mw * 0.028;
  const ox = mx + mw * 0.38;
  const oy = my + mh * 0.42;
  const iso = (x: number, y: number, z: number): [number, number] => [ox + (x - y) * k * 0.87, oy + (x + y) * k * 0.5 - z * k];
  const height = (x: number, y: number): number => Math.max(0, (y - 2) * 0.55 + Math.sin(x * 0.6) * 0.6);
  const mesh: string[] = [];
  const N = 14;
  for (let i = 0; i <= N; i++) {
    const row: string[] = [];
    const col: string[] = [];
    for (let j = 0; j <= N; j++) {
      const a = iso(i - N / 2, j - N / 2, height(i - N / 2, j - N / 2));
      row.push(`${num(a[0])},${num(a[1])}`);
      const b = iso(j - N / 2, i - N / 2, height(j - N / 2, i - N / 2));
      col.push(`${num(b[0])},${num(b[1])}`);
    }
    mesh.push(`<polyline points="${row.join(' ')}" fill="none" stroke="#5fb8d0" stroke-width="${num(Math.max(0.8, w * 0.0008))}" stroke-opacity="0.45"/>`);
    mesh.push(`<polyline points="${col.join(' ')}" fill="none" stroke="#5fb8d0" stroke-width="${num(Math.max(0.8, w * 0.0008))}" stroke-opacity="0.45"/>`);
  }
  svg.add(mesh.join(''));
  // Sea: the low corner of the grid, flat and tinted.
  const seaPts = [iso(-N / 2, -N / 2, 0), iso(N / 2, -N / 2, 0), iso(N / 2, 0, 0), iso(-N / 2, 0, 0)];
  svg.add(`<polygon points="${seaPts.map(([a, b]) => `${num(a)},${num(b)}`).join(' ')}" fill="#2f7f9a" fill-opacity="0.35"/>`);
  const blocks: [number, number, number][] = [];
  for (let i = 0; i < 26; i++) blocks.push([rng.int(-6, 5), rng.int(-1, 5), rng.range(0.6, 2.6)]);
  blocks.sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
  for (const [bx, by, bh] of blocks) {
    const z0 = height(bx + 0.5, by + 0.5);
    const top = [iso(bx, by, z0 + bh), iso(bx + 0.8, by, z0 + bh), iso(bx + 0.8, by + 0.8, z0 + bh), iso(bx, by + 0.8, z0 + bh)];
    const f1 = [iso(bx + 0.8, by, z0), iso(bx + 0.8, by + 0.8, z0), iso(bx + 0.8, by + 0.8, z0 + bh), iso(bx + 0.8, by, z0 + bh)];
    const f2 = [iso(bx, by + 0.8, z0), iso(bx + 0.8, by + 0.8, z0), iso(bx + 0.8, by + 0.8, z0 + bh), iso(bx, by + 0.8, z0 + bh)];
    const pts = (p: [number, number][]): string => p.map(([a, b]) => `${num(a)},${num(b)}`).join(' ');
    const hot = rng.chance(0.15);
    const stroke = hot ? '#f0a070' : '#bfeaf5';
    svg.add(`<polygon points="${pts(f1)}" fill="${hot ? '#c4673f' : '#1f5a78'}" fill-opacity="0.6" stroke="${stroke}" stroke-width="${num(Math.max(0.8, w * 0.0009))}"/>`);
    svg.add(`<polygon points="${pts(f2)}" fill="${hot ? '#a4502f' : '#17465e'}" fill-opacity="0.6" stroke="${stroke}" stroke-width="${num(Math.max(0.8, w * 0.0009))}"/>`);
    svg.add(`<polygon points="${pts(top)}" fill="${hot ? '#e0885a' : '#2f7f9a'}" fill-opacity="0.7" stroke="${stroke}" stroke-width="${num(Math.max(0.8, w * 0.0009))}"/>`);
  }
  // Glow of the screen on the desk, the keyboard in front.
  svg.add(rect(0, h * 0.86, w, h * 0.14, '#1a1f25'));
  svg.add(ellipse(w / 2, h * 0.88, w * 0.5, h * 0.08, svg.radial([[0, '#5fb8d0', 0.25], [1, '#5fb8d0', 0]], w / 2, h * 0.88, w * 0.5, 0.2)));
  svg.add(rect(w * 0.3, h * 0.9, w * 0.4, h * 0.06, '#2b3036', `rx="${num(h * 0.01)}"`));
  svg.add(rect(mx, my, mw, mh, svg.linear([[0, '#ffffff', 0.06], [0.35, '#ffffff', 0], [1, '#ffffff', 0.02]], 0, 0, 1, 1)));
}

export function detail(s: Scene, kind: DetailKind): void {
  switch (kind) {
    case 'desk':
      return desk(s);
    case 'screen':
      return screen(s);
    case 'counter':
      return counter(s);
    case 'veins':
      return veins(s);
    case 'parquet':
      return parquet(s);
    case 'handle':
      return handle(s);
    case 'tiles':
      return tiles(s);
    case 'olive':
      return oliveBranch(s);
    case 'stone':
      return stoneWall(s);
    case 'linen':
      return linen(s);
  }
}
