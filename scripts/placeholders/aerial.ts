// Straight-down drone views: the plot read like a plan, with real colours and shadows.
import { jitter, palette, shade, tint } from './color.ts';
import type { Scene } from './scene.ts';
import { ellipse, line, num, op, poly, rect } from './svg.ts';
import { texture } from './texture.ts';

type Pt = [number, number];

/** A hipped roof seen from above: four planes in four shades, tile courses, a ridge. */
function roofFromAbove(s: Scene, out: string[], x: number, y: number, w: number, d: number, unit: number): void {
  const base = tint(palette.terracotta, s.m.light, 0.35);
  const inset = Math.min(w, d) / 2;
  const r0: Pt = [x + inset, y + d / 2];
  const r1: Pt = [x + w - inset, y + d / 2];
  const faces: [Pt[], number][] = [
    [[[x, y], [x + w, y], r1, r0], 0.12],
    [[[x, y + d], [x + w, y + d], r1, r0], -0.22],
    [[[x, y], [x, y + d], r0], -0.05],
    [[[x + w, y], [x + w, y + d], r1], -0.3],
  ];
  for (const [pts, k] of faces) out.push(poly(pts, shade(base, k)));
  const courses: string[] = [];
  for (let t = unit * 0.22; t < inset; t += unit * 0.22) courses.push(`M${num(x + t)} ${num(y + t)}H${num(x + w - t)}M${num(x + t)} ${num(y + d - t)}H${num(x + w - t)}M${num(x + t)} ${num(y + t)}V${num(y + d - t)}M${num(x + w - t)} ${num(y + t)}V${num(y + d - t)}`);
  out.push(`<path d="${courses.join('')}" fill="none" stroke="${shade(base, -0.35)}" stroke-width="${num(unit * 0.03)}" stroke-opacity="0.35"/>`);
  out.push(line(r0[0], r0[1], r1[0], r1[1], shade(base, 0.25), unit * 0.08));
  for (const [a, b] of [[[x, y], r0], [[x + w, y], r1], [[x, y + d], r0], [[x + w, y + d], r1]] as [Pt, Pt][]) out.push(line(a[0], a[1], b[0], b[1], shade(base, 0.2), unit * 0.06));
}

function treeFromAbove(s: Scene, out: string[], shadows: string[], x: number, y: number, r: number, col: string): void {
  const off = r * 0.45;
  shadows.push(ellipse(x + off, y + off, r * 1.02, r * 0.95, '#0b1620'));
  const n = s.rng.int(7, 12);
  out.push(ellipse(x, y, r, r, shade(col, -0.2)));
  for (let i = 0; i < n; i++) {
    const a = s.rng.range(0, Math.PI * 2);
    const d = s.rng.next() * r * 0.5;
    const rr = r * s.rng.range(0.35, 0.6);
    out.push(ellipse(x + Math.cos(a) * d - rr * 0.15, y + Math.sin(a) * d - rr * 0.15, rr, rr, jitter(shade(col, 0.05), () => s.rng.next(), 0.08), 'fill-opacity="0.8"'));
  }
  out.push(ellipse(x - r * 0.3, y - r * 0.3, r * 0.35, r * 0.3, shade(col, 0.3), 'fill-opacity="0.35"'));
}

/** The whole plot from 60 m up: lawn, house and extension, the pool, terraces, trees, the lane. */
export function drone(s: Scene): void {
  const { svg, rng, m, w, h } = s;
  const unit = Math.min(w, h) / rng.range(38, 46);
  const angle = rng.range(-25, 25);
  const cx = w / 2;
  const cy = h / 2;
  const lawn = tint('#7b9350', m.light, 0.3);
  svg.add(rect(0, 0, w, h, tint('#8a8a60', m.light, 0.3)));
  svg.add(rect(0, 0, w, h, texture(svg, rng, 'maquis', unit * 12, '#6b7b4b')));
  const items: string[] = [];
  const shadows: string[] = [];
  const trees: string[] = [];
  svg.group(`transform="rotate(${num(angle)} ${num(cx)} ${num(cy)})"`, () => {
    const pw = unit * 38;
    const pd = unit * 31;
    const px = cx - pw / 2;
    const py = cy - pd / 2;
    // Plot: lawn with mowing stripes, a lane along one side.
    svg.add(rect(px, py, pw, pd, lawn));
    for (let i = 0; i < 30; i++) svg.add(rect(px, py + (i * pd) / 30, pw, pd / 60, shade(lawn, 0.06), 'fill-opacity="0.6"'));
    svg.add(rect(px, py, pw, pd, texture(svg, rng, 'grass', unit * 3, lawn, 0.6)));
    svg.add(rect(px - unit * 40, py + pd + unit * 1.2, pw + unit * 80, unit * 4, tint('#8e8b84', m.light, 0.2)));
    svg.add(rect(px - unit * 40, py + pd + unit * 3.1, pw + unit * 80, unit * 0.15, '#f4f1ea', 'fill-opacity="0.7"'));
    // Hedge around the plot.
    for (const [x, y, ww, hh] of [[px - unit * 0.6, py - unit * 0.6, pw + unit * 1.2, unit * 0.9], [px - unit * 0.6, py, unit * 0.9, pd], [px + pw - unit * 0.3, py, unit * 0.9, pd]] as const) {
      svg.add(rect(x + unit * 0.3, y + unit * 0.3, ww, hh, '#0b1620', 'fill-opacity="0.25"'));
      svg.add(rect(x, y, ww, hh, tint('#3f5a2f', m.light, 0.3), `rx="${num(unit * 0.4)}"`));
    }
    // Drive: gravel from the lane to the house.
    const drive = tint('#d9cdb6', m.light, 0.3);
    const dx = px + pw * (s.flip ? 0.15 : 0.75);
    svg.add(rect(dx, py + pd * 0.35, unit * 3.2, pd * 0.65 + unit * 1.3, drive));
    svg.add(rect(dx, py + pd * 0.35, unit * 3.2, pd * 0.65 + unit * 1.3, texture(svg, rng, 'gravel', unit * 2, drive)));
    // House: tiled original volume and flat-roofed extension.
    const hx = px + pw * 0.18;
    const hy = py + pd * 0.12;
    const hw = unit * 12;
    const hd = unit * 9;
    const ex = s.flip ? hx - unit * 8 : hx + hw;
    const terraceCol = tint('#e6ddcf', m.light, 0.3);
    svg.add(rect(Math.min(hx, ex) - unit, hy + hd, hw + unit * 10, unit * 4.2, terraceCol));
    svg.add(rect(Math.min(hx, ex) - unit, hy + hd, hw + unit * 10, unit * 4.2, texture(svg, rng, 'speckle', unit * 1.6, terraceCol, 0.7)));
    shadows.push(rect(hx + unit * 1.2, hy + unit * 1.2, hw, hd, '#0b1620'));
    shadows.push(rect(ex + unit * 0.5, hy + unit * 1.5, unit * 8, hd - unit, '#0b1620'));
    const roofs: string[] = [];
    roofFromAbove(s, roofs, hx, hy, hw, hd, unit);
    const flat = tint('#cfcac0', m.light, 0.3);
    roofs.push(rect(ex, hy + unit, unit * 8, hd - unit, flat));
    roofs.push(rect(ex, hy + unit, unit * 8, hd - unit, texture(svg, rng, 'gravel', unit * 1.5, flat, 0.8)));
    roofs.push(rect(ex, hy + unit, unit * 8, hd - unit, 'none', `stroke="#f4f1ea" stroke-width="${num(unit * 0.3)}"`));
    if (rng.chance(0.6)) for (let i = 0; i < 6; i++) roofs.push(rect(ex + unit * (0.9 + (i % 3) * 2.3), hy + unit * (2 + Math.floor(i / 3) * 2.6), unit * 2, unit * 2.2, '#1f2e44', `stroke="#8fa3b8" stroke-width="${num(unit * 0.05)}"`));
    // Pool, 12 × 6 m, in front of the terrace.
    const plx = hx + hw / 2 - unit * 6 + (s.flip ? -unit * 4 : unit * 4);
    const ply = hy + hd + unit * 5.4;
    items.push(rect(plx - unit * 0.5, ply - unit * 0.5, unit * 13, unit * 7, tint('#efe8dc', m.light, 0.3)));
    items.push(rect(plx, ply, unit * 12, unit * 6, svg.linear([[0, '#5fc3d3'], [1, '#2f9fb8']], 0, 0, 1, 1)));
    for (let i = 0; i < 14; i++) {
      const y = ply + rng.range(0.2, 5.8) * unit;
      items.push(`<path d="M${num(plx + unit * 0.2)} ${num(y)}q${num(unit * 1.5)} ${num(-unit * 0.2)} ${num(unit * 3)} 0t${num(unit * 3)} 0t${num(unit * 3)} 0t${num(unit * 2.6)} 0" fill="none" stroke="#e9fbff" stroke-width="${num(unit * 0.05)}" stroke-opacity="${op(rng.range(0.2, 0.5))}"/>`);
    }
    items.push(rect(plx, ply, unit * 12, unit * 0.35, '#0b1620', 'fill-opacity="0.15"'));
    // Loungers on the paved strip beyond the far end of the pool, a parasol over them.
    const deckX = s.flip ? plx - unit * 4.5 : plx + unit * 12.5;
    items.push(rect(deckX, ply - unit * 0.5, unit * 4, unit * 7, tint('#efe8dc', m.light, 0.3)));
    for (let i = 0; i < 3; i++) {
      const ly = ply + unit * (0.2 + i * 2.1);
      items.push(rect(deckX + unit * 1.25, ly + unit * 0.25, unit * 2.2, unit * 0.8, '#0b1620', 'fill-opacity="0.2"'));
      items.push(rect(deckX + unit * 1, ly, unit * 2.2, unit * 0.8, '#f4efe6', `rx="${num(unit * 0.1)}"`));
    }
    items.push(ellipse(deckX + unit * 2.2, ply + unit * 6, unit * 1.5, unit * 1.5, '#f4efe6'));
    items.push(ellipse(deckX + unit * 2.2, ply + unit * 6, unit * 1.5, unit * 1.5, 'none', `stroke="#d9d1c4" stroke-width="${num(unit * 0.08)}"`));
    // Trees: pines, olives, palms, their shadows.
    const builtX0 = Math.min(hx, ex, deckX) - unit * 2;
    const builtX1 = Math.max(hx + hw, ex + unit * 8, deckX + unit * 4) + unit * 2;
    const driveX0 = dx - unit * 1.5;
    const driveX1 = dx + unit * 4.5;
    for (let i = 0; i < 60; i++) {
      const inside = rng.chance(0.6);
      const tx = inside ? px + rng.range(0.04, 0.96) * pw : px + rng.range(-0.4, 1.4) * pw;
      const ty = inside ? py + rng.range(0.04, 0.96) * pd : py + rng.range(-0.4, 1.4) * pd;
      const onBuilt = tx > builtX0 && tx < builtX1 && ty > hy - unit * 2 && ty < ply + unit * 8;
      const onDrive = tx > driveX0 && tx < driveX1 && ty > py + pd * 0.3;
      const onLane = ty > py + pd && ty < py + pd + unit * 6.5;
      const outside = tx < px - unit || tx > px + pw + unit || ty < py - unit || ty > py + pd;
      if (onBuilt || onDrive || onLane || (!inside && !outside)) continue;
      const kind = rng.pick(['#2f4128', '#7f8e63', '#3f5a2f', '#556b3a']);
      treeFromAbove(s, trees, shadows, tx, ty, unit * rng.range(1.2, 2.8), tint(kind, m.light, 0.3));
    }
    svg.add(`<g fill-opacity="0.3" filter="${svg.blur(unit * 0.35, 0.02)}">${shadows.join('')}</g>`);
    svg.add(roofs.join(''));
    svg.add(items.join(''));
    svg.add(trees.join(''));
  });
  // The sea glinting in a corner: the plot is a few hundred metres above Golfe-Juan.
  if (rng.chance(0.7)) {
    const corner = rng.int(0, 1);
    const fill = svg.linear([[0, palette.sea], [1, palette.navy]], corner ? 1 : 0, 0, corner ? 0 : 1, 1);
    const pts: Pt[] = corner ? [[w * 0.72, 0], [w, 0], [w, h * 0.32]] : [[0, 0], [w * 0.3, 0], [0, h * 0.3]];
    svg.add(poly(pts, fill));
  }
}
