// Architectural drawings for Villa Pamplemousse: site plan, floor plans, elevations, sections,
// the roof, in navy line work on off-white paper. Line work only: no lettering, no figures (the
// page's caption names each sheet).
import sharp from 'sharp';
import { Rng } from './random.ts';
import type { PlanEntry } from './manifest.ts';
const num = (v: number): string => (Math.round(v * 10) / 10).toString();

export type PlanKind = 'site' | 'ground' | 'basement' | 'extension' | 'flat' | 'monaco-levels' | 'elevation-south' | 'elevation-north' | 'elevation-east' | 'elevation-west' | 'section' | 'section-cross' | 'roof' | 'pool' | 'survey' | 'division-carei' | 'division-gorbio' | 'division-roquebrune' | `operation-${Operation}`;

/** The operations the professionals', the institutions' and the investors' pages cite, each with its plan. */
export const OPERATIONS = ['garavan', 'eze', 'cagnes', 'sainte-agnes', 'trinite', 'littoral', 'bella-vista', 'etoiles', 'liberation'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface PlanSheet {
  kind: PlanKind;
  width: number;
  height: number;
  seed: string;
}

const INK = '#0f2a3d';
const PAPER = '#f7f3ec';
const ACCENT = '#c4673f';

/** Collects line work in metres and emits it in pixels, so drawings are written at real scale. */
class Drawing {
  readonly parts: string[] = [];
  constructor(
    readonly ox: number,
    readonly oy: number,
    readonly k: number,
  ) {}
  X(x: number): number {
    return this.ox + x * this.k;
  }
  Y(y: number): number {
    return this.oy + y * this.k;
  }
  line(x1: number, y1: number, x2: number, y2: number, w = 1, extra = ''): void {
    this.parts.push(`<line x1="${num(this.X(x1))}" y1="${num(this.Y(y1))}" x2="${num(this.X(x2))}" y2="${num(this.Y(y2))}" stroke="${INK}" stroke-width="${w}"${extra ? ` ${extra}` : ''}/>`);
  }
  rect(x: number, y: number, w: number, h: number, fill = 'none', stroke = 1, extra = ''): void {
    this.parts.push(`<rect x="${num(this.X(x))}" y="${num(this.Y(y))}" width="${num(w * this.k)}" height="${num(h * this.k)}" fill="${fill}" stroke="${stroke ? INK : 'none'}" stroke-width="${stroke}"${extra ? ` ${extra}` : ''}/>`);
  }
  poly(pts: [number, number][], fill = 'none', stroke = 1, extra = ''): void {
    this.parts.push(`<polygon points="${pts.map(([x, y]) => `${num(this.X(x))},${num(this.Y(y))}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="${stroke}"${extra ? ` ${extra}` : ''}/>`);
  }
  /** A dashed outline in `colour` (the study's perimeter, a lot's allowed footprint). */
  dashed(x: number, y: number, w: number, h: number, colour: string, width: number, dash: string): void {
    this.parts.push(`<rect x="${num(this.X(x))}" y="${num(this.Y(y))}" width="${num(w * this.k)}" height="${num(h * this.k)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash}"/>`);
  }
  circle(x: number, y: number, r: number, fill = 'none', stroke = 1, extra = ''): void {
    this.parts.push(`<circle cx="${num(this.X(x))}" cy="${num(this.Y(y))}" r="${num(r * this.k)}" fill="${fill}" stroke="${INK}" stroke-width="${stroke}"${extra ? ` ${extra}` : ''}/>`);
  }
  /** An outline ellipse (a bath, a WC bowl), radii in metres. */
  ellipse(x: number, y: number, rx: number, ry: number, stroke = 0.6): void {
    this.parts.push(`<ellipse cx="${num(this.X(x))}" cy="${num(this.Y(y))}" rx="${num(rx * this.k)}" ry="${num(ry * this.k)}" fill="none" stroke="${INK}" stroke-width="${stroke}"/>`);
  }
  raw(svg: string): void {
    this.parts.push(svg);
  }
  /** Text centred on (x, y) in metres, size in pixels. */
  text(_t: string, _x: number, _y: number, _size: number, _color = INK): void {
    // No lettering inside a picture: the caption says what the sheet shows.
  }
  /** Dimension line with ticks and the figure in metres, French style (comma decimals). */
  dim(x1: number, y1: number, x2: number, y2: number, offset: number, size: number): void {
    const horizontal = Math.abs(y2 - y1) < 1e-6;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const label = len.toFixed(2).replace('.', ',');
    if (horizontal) {
      const y = y1 + offset;
      this.line(x1, y1, x1, y + Math.sign(offset) * 0.3, 0.6);
      this.line(x2, y2, x2, y + Math.sign(offset) * 0.3, 0.6);
      this.line(x1, y, x2, y, 0.8);
      for (const x of [x1, x2]) this.line(x - 0.15, y + 0.15, x + 0.15, y - 0.15, 1.4);
      this.text(label, (x1 + x2) / 2, y - (size * 0.8) / this.k, size);
    } else {
      const x = x1 + offset;
      this.line(x1, y1, x + Math.sign(offset) * 0.3, y1, 0.6);
      this.line(x2, y2, x + Math.sign(offset) * 0.3, y2, 0.6);
      this.line(x, y1, x, y2, 0.8);
      for (const y of [y1, y2]) this.line(x - 0.15, y + 0.15, x + 0.15, y - 0.15, 1.4);
    }
  }
}

interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Binary cuts of a rectangle, each part `min` across at least, until `whole` keeps a part as it
 * is; `vertical` chooses the cut's direction where both are possible.
 */
function split(rng: Rng, r: Room, min: number, whole: (r: Room, depth: number) => boolean, vertical: (r: Room) => boolean, depth = 0): Room[] {
  const canW = r.w > min * 2;
  const canH = r.h > min * 2;
  if ((!canW && !canH) || whole(r, depth)) return [r];
  const again = (part: Room): Room[] => split(rng, part, min, whole, vertical, depth + 1);
  if (canW && (!canH || vertical(r))) {
    const cut = rng.range(min, r.w - min);
    return [...again({ ...r, w: cut }), ...again({ ...r, x: r.x + cut, w: r.w - cut })];
  }
  const cut = rng.range(min, r.h - min);
  return [...again({ ...r, h: cut }), ...again({ ...r, y: r.y + cut, h: r.h - cut })];
}

/** A footprint split into rooms (walls along the cuts), or a quarter into blocks between roads. */
const splitRooms = (rng: Rng, r: Room, min: number): Room[] =>
  split(
    rng,
    r,
    min,
    (_, depth) => depth > 3 || (depth > 1 && rng.chance(0.3)),
    (part) => part.w > part.h || rng.chance(0.3),
  );

/**
 * A room of a floor plan, in metres from the north-west corner. `doors`, where given, are its
 * openings (in its west or north wall, so many metres from its corner) instead of one door drawn
 * at random in each of those walls.
 */
type NamedRoom = Room & { name: string; doors?: { wall: 'w' | 'n'; at: number }[] };

/**
 * The villa's three levels as built, 12 m by 9 m and the 8 m by 6 m extension: the rooms the
 * captions name, with the areas they give (content/realisations/villa-pamplemousse.md). The two
 * levels of the house share their walls and the stair (in the « dégagement »); the living floor's
 * séjour runs through, façade to façade, the front door in the middle of its south wall.
 */
const HOUSE: [number, number, number, number][] = [
  [3.6, 0, 5, 9],
  [0, 4.4, 3.6, 4.6],
  [0, 0, 3.6, 4.4],
  [8.6, 0, 3.4, 4.4],
  [8.6, 4.4, 3.4, 2.6],
  [8.6, 7, 3.4, 2],
];
const house = (names: string[]): NamedRoom[] => HOUSE.map(([x, y, w, h], i) => ({ x, y, w, h, name: names[i]! }));
const VILLA_LEVELS: Record<'ground' | 'basement' | 'extension', NamedRoom[]> = {
  ground: house(['Séjour traversant', 'Chambre 2', 'Chambre 3', 'Cuisine', 'Dégagement et escalier', 'Salle d’eau']),
  basement: house(['Salle de jeux', 'Chambre d’amis', 'Buanderie et cave', 'Local technique de la piscine', 'Dégagement et escalier', 'Salle d’eau']),
  extension: [
    { x: 0, y: 0, w: 5, h: 6, name: 'Suite parentale' },
    { x: 5, y: 0, w: 3, h: 3.4, name: 'Salle de bains' },
    { x: 5, y: 3.4, w: 3, h: 2.6, name: 'Dressing' },
  ],
};

/**
 * A typical flat of Bella Vista as sold, 12 m by 8.5 m inside its walls (the « environ 100 m² »
 * of content/realisations/immeuble-luxe-bella-vista.md, whose caption gives the same rooms and
 * areas): the living room and the master suite along the south front, onto the terrace of 30 m²;
 * two bedrooms, the hall and the bathrooms along the north one, over the garden. The front door
 * opens from the landing on the north; the east wall is the party wall with the floor's other flat.
 */
const FLAT: NamedRoom[] = [
  { x: 0, y: 3.6, w: 7.6, h: 4.9, name: 'Séjour et cuisine ouverte', doors: [{ wall: 'n', at: 1.9 }, { wall: 'n', at: 4.4 }, { wall: 'n', at: 6.4 }] },
  { x: 7.6, y: 3.6, w: 4.4, h: 4.9, name: 'Chambre principale', doors: [{ wall: 'w', at: 2.0 }, { wall: 'n', at: 3.3 }] },
  { x: 0, y: 0, w: 3.2, h: 3.6, name: 'Chambre 2', doors: [] },
  { x: 3.2, y: 0, w: 2.8, h: 3.6, name: 'Chambre 3', doors: [] },
  { x: 6, y: 0, w: 2, h: 3.6, name: 'Entrée', doors: [] },
  { x: 8, y: 0, w: 1.8, h: 3.6, name: 'Salle d’eau et WC', doors: [{ wall: 'w', at: 2.5 }] },
  { x: 9.8, y: 0, w: 2.2, h: 3.6, name: 'Salle de bains attenante', doors: [] },
];

/** Where a plan's outer walls open: glazing so many metres along each wall, and the front door. */
interface Openings {
  windows: { wall: 'n' | 's' | 'w' | 'e'; at: number; len: number }[];
  /** The front door, on a level one comes in by. */
  front?: { wall: 'n' | 's'; at: number };
  /** A terrace along the south front: so many metres along it, so many deep. */
  terrace?: { at: number; len: number; depth: number };
}

const FLAT_OPENINGS: Openings = {
  windows: [
    { wall: 's', at: 0.8, len: 2.4 },
    { wall: 's', at: 4.2, len: 2.4 },
    { wall: 's', at: 8.6, len: 2.4 },
    { wall: 'n', at: 1.0, len: 1.2 },
    { wall: 'n', at: 4.0, len: 1.2 },
    { wall: 'n', at: 8.5, len: 0.8 },
    { wall: 'n', at: 10.5, len: 0.8 },
    { wall: 'w', at: 5.2, len: 1.4 },
  ],
  front: { wall: 'n', at: 6.3 },
  terrace: { at: 0.4, len: 11.2, depth: 2.7 },
};

/**
 * The Monaco flat's two lower levels as refitted, 12 m by 10 m inside their walls each (240 m²
 * over the two, content/realisations/appartement-prestige-auteuil-monaco.md, whose plan caption
 * gives the same rooms and areas), the sea to the south. The night level: the master suite on the
 * west half (bedroom, marble bathroom, oak dressing, its own terrace), a landing along the stair,
 * two guest rooms each with its shower room on the east. The day level, one comes in by from the
 * building's landing: one volume for living, dining and cooking along the whole south front, the
 * hall, cloakroom, stair and pantry along the north. The stair stands at the same place on both.
 */
const MONACO_NIGHT: NamedRoom[] = [
  { x: 0, y: 0, w: 3.2, h: 3.6, name: 'Salle de bains', doors: [] },
  { x: 3.2, y: 0, w: 2.4, h: 3.6, name: 'Dressing de la suite', doors: [] },
  { x: 5.6, y: 0, w: 1.8, h: 10, name: 'Dégagement et escalier', doors: [{ wall: 'w', at: 8.0 }] },
  { x: 0, y: 3.6, w: 5.6, h: 6.4, name: 'Suite parentale', doors: [{ wall: 'n', at: 2.2 }, { wall: 'n', at: 4.0 }] },
  { x: 7.4, y: 0, w: 4.6, h: 3.4, name: 'Chambre d’invités', doors: [{ wall: 'w', at: 2.3 }] },
  { x: 7.4, y: 3.4, w: 4.6, h: 1.6, name: 'Salle d’eau des invités', doors: [{ wall: 'n', at: 0.3 }] },
  { x: 7.4, y: 5.0, w: 4.6, h: 1.6, name: 'Salle d’eau des invités', doors: [] },
  { x: 7.4, y: 6.6, w: 4.6, h: 3.4, name: 'Chambre d’invités', doors: [{ wall: 'w', at: 0.4 }, { wall: 'n', at: 1.4 }] },
];

const MONACO_NIGHT_OPENINGS: Openings = {
  windows: [
    { wall: 's', at: 0.8, len: 3.6 },
    { wall: 's', at: 8.6, len: 2.0 },
    { wall: 'n', at: 1.0, len: 1.0 },
    { wall: 'n', at: 8.8, len: 1.8 },
    { wall: 'w', at: 8.2, len: 1.2 },
    { wall: 'e', at: 1.0, len: 1.4 },
    { wall: 'e', at: 3.9, len: 0.6 },
    { wall: 'e', at: 5.5, len: 0.6 },
    { wall: 'e', at: 7.6, len: 1.4 },
  ],
  terrace: { at: 0.3, len: 5.0, depth: 2.7 },
};

const MONACO_DAY: NamedRoom[] = [
  { x: 0, y: 3.6, w: 12, h: 6.4, name: 'Séjour, salle à manger et cuisine', doors: [{ wall: 'n', at: 1.2 }, { wall: 'n', at: 6.6 }, { wall: 'n', at: 9.6 }] },
  { x: 0, y: 0, w: 3.4, h: 3.6, name: 'Entrée', doors: [] },
  { x: 3.4, y: 0, w: 2.2, h: 3.6, name: 'Vestiaire et WC', doors: [{ wall: 'w', at: 2.4 }] },
  { x: 5.6, y: 0, w: 3.2, h: 3.6, name: 'Dégagement et escalier', doors: [] },
  { x: 8.8, y: 0, w: 3.2, h: 3.6, name: 'Cellier', doors: [] },
];

const MONACO_DAY_OPENINGS: Openings = {
  windows: [
    { wall: 's', at: 0.6, len: 3.4 },
    { wall: 's', at: 4.4, len: 3.4 },
    { wall: 's', at: 8.2, len: 3.4 },
    { wall: 'w', at: 4.6, len: 2.4 },
    { wall: 'e', at: 8.0, len: 1.4 },
    { wall: 'n', at: 9.8, len: 0.8 },
  ],
  front: { wall: 'n', at: 1.0 },
};

/**
 * A floor plan: its walls, doors, windows, fittings and, where it has its « dégagement », the
 * stair. The villa's levels have a window every few metres and a door drawn in each inner wall;
 * a plan with its `openings` has exactly those (the terrace's slab and railing south of it too).
 */
function floorPlan(d: Drawing, rng: Rng, rooms: NamedRoom[], fs: number, o: { entrance?: boolean; openings?: Openings } = {}): void {
  const ext = 0.3;
  const int = 0.12;
  const W = Math.max(...rooms.map((r) => r.x + r.w));
  const D = Math.max(...rooms.map((r) => r.y + r.h));
  const { entrance = false, openings } = o;
  // Hatched poché for walls: interior walls along each room edge not on the envelope.
  for (const r of rooms) {
    if (r.x > 0.01) d.rect(r.x - int / 2, r.y, int, r.h, INK, 0);
    if (r.y > 0.01) d.rect(r.x, r.y - int / 2, r.w, int, INK, 0);
  }
  d.rect(-ext, -ext, W + ext * 2, ext, INK, 0);
  d.rect(-ext, D, W + ext * 2, ext, INK, 0);
  d.rect(-ext, 0, ext, D, INK, 0);
  d.rect(W, 0, ext, D, INK, 0);
  // Doors between rooms: gap, leaf and swing.
  const westDoor = (x: number, y: number) => {
    d.rect(x - int, y, int * 2, 0.9, PAPER, 0);
    d.line(x, y, x + 0.9, y, 0.8);
    d.raw(`<path d="M${num(d.X(x + 0.9))} ${num(d.Y(y))}A${num(0.9 * d.k)} ${num(0.9 * d.k)} 0 0 1 ${num(d.X(x))} ${num(d.Y(y + 0.9))}" fill="none" stroke="${INK}" stroke-width="0.6" stroke-dasharray="3 2"/>`);
  };
  const northDoor = (x: number, y: number) => {
    d.rect(x, y - int, 0.9, int * 2, PAPER, 0);
    d.line(x, y, x, y + 0.9, 0.8);
    d.raw(`<path d="M${num(d.X(x))} ${num(d.Y(y + 0.9))}A${num(0.9 * d.k)} ${num(0.9 * d.k)} 0 0 0 ${num(d.X(x + 0.9))} ${num(d.Y(y))}" fill="none" stroke="${INK}" stroke-width="0.6" stroke-dasharray="3 2"/>`);
  };
  for (const r of rooms) {
    if (r.doors) {
      for (const door of r.doors) (door.wall === 'w' ? westDoor(r.x, r.y + door.at) : northDoor(r.x + door.at, r.y));
      continue;
    }
    if (r.x > 0.01 && r.h > 1.2) westDoor(r.x, r.y + rng.range(0.2, Math.max(0.25, r.h - 1.1)));
    if (r.y > 0.01 && r.w > 1.2) northDoor(r.x + rng.range(0.2, Math.max(0.25, r.w - 1.1)), r.y);
  }
  // Windows in the envelope: gap with three thin lines.
  const across = (x: number, y: number, len: number) => {
    d.rect(x, y, len, ext, PAPER, 0);
    for (const k of [0, 0.5, 1]) d.line(x, y + ext * k, x + len, y + ext * k, 0.7);
  };
  const down = (x: number, y: number, len: number) => {
    d.rect(x, y, ext, len, PAPER, 0);
    for (const k of [0, 0.5, 1]) d.line(x + ext * k, y, x + ext * k, y + len, 0.7);
  };
  if (openings) {
    for (const w of openings.windows) {
      if (w.wall === 'n' || w.wall === 's') across(w.at, w.wall === 'n' ? -ext : D, w.len);
      else down(w.wall === 'w' ? -ext : W, w.at, w.len);
    }
  } else {
    for (let x = 1; x < W - 1.5; x += rng.range(2.2, 3.4)) for (const y of [-ext, D]) across(x, y, 1.2);
    for (let y = 1; y < D - 1.5; y += rng.range(2.5, 3.5)) for (const x of [-ext, W]) down(x, y, 1.2);
  }
  // The front door: a wider gap in the outer wall (a house's 1.4 m, a flat's 1 m), its leaf open inwards.
  const front = openings?.front ?? (entrance ? { wall: 's' as const, at: W / 2 - 0.7 } : undefined);
  if (front) {
    const south = front.wall === 's';
    const [x, y, leaf] = [front.at, south ? D : 0, south ? 1.4 : 1.0];
    const inward = south ? y - leaf : y + leaf;
    d.rect(x, south ? D : -ext, leaf, ext, PAPER, 0);
    d.line(x, y, x, inward, 1);
    d.raw(`<path d="M${num(d.X(x))} ${num(d.Y(inward))}A${num(leaf * d.k)} ${num(leaf * d.k)} 0 0 ${south ? 1 : 0} ${num(d.X(x + leaf))} ${num(d.Y(y))}" fill="none" stroke="${INK}" stroke-width="0.6" stroke-dasharray="3 2"/>`);
  }
  // A terrace along the south front: its slab, its railing, the deck's joints.
  if (openings?.terrace) {
    const { at: tx, len: tw, depth: td } = openings.terrace;
    d.rect(tx, D + ext, tw, td, 'url(#tiles)', 0.6);
    d.line(tx, D + ext + td, tx + tw, D + ext + td, 1.6);
    for (const x of [tx, tx + tw]) d.line(x, D + ext, x, D + ext + td, 1.6);
  }
  // The stair, in its « dégagement ».
  const s = rooms.find((r) => r.name.startsWith('Dégagement'));
  if (s) {
    const sx = s.x + 0.3;
    const sy = s.y + 0.3;
    d.rect(sx, sy, 1.0, Math.min(3.6, s.h - 0.6), 'none', 0.8);
    for (let t = sy; t < sy + Math.min(3.6, s.h - 0.6); t += 0.28) d.line(sx, t, sx + 1, t, 0.5);
    d.line(sx + 0.5, sy + 0.2, sx + 0.5, sy + Math.min(3.4, s.h - 0.8), 0.8, `marker-end="url(#arrow)"`);
  }
  for (const r of rooms) fittings(d, r);
  const fs2 = fs * 0.85;
  d.dim(0, 0, W, 0, -1.4, fs2);
  d.dim(0, 0, 0, D, -1.4, fs2);
}

/**
 * What each room holds, in thin line as an architect's plan draws it: beds against the outer
 * walls (the doors are in the inner ones), the kitchen's counters, hob and sink, the baths'
 * fittings, the dressing's shelves, the plant room's machines.
 */
function fittings(d: Drawing, r: NamedRoom): void {
  const { x, y, w, h } = r;
  const bed = (bw: number, bl: number) => {
    const by = y + h / 2 - bw / 2;
    d.rect(x + 0.1, by, bl, bw, 'none', 0.8);
    for (const py of [by + 0.12, by + bw / 2 + 0.04]) d.rect(x + 0.2, py, 0.45, bw / 2 - 0.16, 'none', 0.5);
    d.line(x + 0.8, by, x + 0.8, by + bw, 0.5);
    for (const ny of [by - 0.55, by + bw + 0.05]) d.rect(x + 0.1, ny, 0.45, 0.45, 'none', 0.5);
  };
  const shower = (sx: number, sy: number, size: number) => {
    d.rect(sx, sy, size, size, 'none', 0.8);
    d.line(sx, sy, sx + size, sy + size, 0.4);
    d.line(sx + size, sy, sx, sy + size, 0.4);
  };
  const basin = (bx: number, by: number) => {
    d.rect(bx, by, 0.6, 0.45, 'none', 0.7);
    d.circle(bx + 0.3, by + 0.25, 0.14, 'none', 0.5);
  };
  const wc = (cx: number, cy: number) => {
    d.rect(cx - 0.2, cy, 0.4, 0.18, 'none', 0.6);
    d.ellipse(cx, cy + 0.45, 0.18, 0.27);
  };
  /** A sofa facing south, its back along the top. */
  const sofa = (sx: number, sy: number) => {
    d.rect(sx, sy, 2.4, 0.9, 'none', 0.8);
    d.rect(sx, sy, 2.4, 0.25, 'none', 0.5);
  };
  /** A table for six: two chairs on each long side, one at each end. */
  const table = (tx: number, ty: number) => {
    d.rect(tx, ty, 1.8, 0.9, 'none', 0.8);
    for (const cx of [tx + 0.45, tx + 1.35]) for (const cy of [ty - 0.25, ty + 1.15]) d.circle(cx, cy, 0.2, 'none', 0.5);
    d.circle(tx - 0.25, ty + 0.45, 0.2, 'none', 0.5);
    d.circle(tx + 2.05, ty + 0.45, 0.2, 'none', 0.5);
  };
  switch (r.name) {
    case 'Séjour traversant': {
      sofa(x + 0.7, y + 1.0);
      d.rect(x + 1.3, y + 2.4, 1.2, 0.6, 'none', 0.6);
      d.rect(x + 3.6, y + 1.2, 0.8, 0.8, 'none', 0.6);
      table(x + 1.6, y + 4.7);
      break;
    }
    case 'Séjour et cuisine ouverte': {
      // The kitchen along the west wall and its island, the table for six, the sofa facing the bays.
      d.rect(x + 0.05, y + 0.2, 0.6, 3.0, 'none', 0.8);
      for (const [hx, hy] of [[0.22, 0.9], [0.48, 0.9], [0.22, 1.2], [0.48, 1.2]] as const) d.circle(x + hx, y + hy, 0.1, 'none', 0.5);
      d.rect(x + 0.15, y + 2.1, 0.4, 0.6, 'none', 0.6);
      d.rect(x + 1.4, y + 1.0, 1.5, 0.8, 'none', 0.8);
      table(x + 3.4, y + 1.2);
      sofa(x + 4.6, y + 3.0);
      d.rect(x + 5.2, y + 4.05, 1.2, 0.5, 'none', 0.6);
      break;
    }
    case 'Chambre principale': {
      // The bed's head against the east wall, the wardrobe along the north one.
      const by = y + h / 2 + 0.2 - 0.9;
      d.rect(x + w - 2.2, by, 2.1, 1.8, 'none', 0.8);
      for (const py of [by + 0.12, by + 0.94]) d.rect(x + w - 0.65, py, 0.45, 0.74, 'none', 0.5);
      d.line(x + w - 0.8, by, x + w - 0.8, by + 1.8, 0.5);
      for (const ny of [by - 0.55, by + 1.85]) d.rect(x + w - 0.55, ny, 0.45, 0.45, 'none', 0.5);
      d.rect(x + 0.2, y + 0.05, 2.2, 0.6, 'none', 0.7);
      break;
    }
    case 'Entrée':
      d.rect(x + 0.05, y + 1.3, 0.6, 1.9, 'none', 0.7);
      break;
    case 'Salle d’eau et WC':
      shower(x + 0.8, y + 0.1, 0.9);
      wc(x + 0.4, y + 0.05);
      basin(x + w - 0.65, y + 1.7);
      break;
    case 'Salle de bains attenante':
      d.rect(x + 0.1, y + 0.1, 1.75, 0.8, 'none', 0.8);
      d.ellipse(x + 0.97, y + 0.5, 0.7, 0.28, 0.5);
      basin(x + 0.1, y + 1.3);
      basin(x + 0.1, y + 2.0);
      break;
    case 'Séjour, salle à manger et cuisine': {
      // The sofa and its low table on the west, the table in the middle, the kitchen on the east:
      // its counter along the wall, hob and sink, the island before it.
      sofa(x + 0.9, y + 3.4);
      d.rect(x + 1.5, y + 4.7, 1.2, 0.6, 'none', 0.6);
      table(x + 4.8, y + 2.2);
      d.rect(x + w - 0.65, y + 0.4, 0.6, 3.6, 'none', 0.8);
      for (const [hx, hy] of [[0.22, 1.4], [0.48, 1.4], [0.22, 1.7], [0.48, 1.7]] as const) d.circle(x + w - 0.65 + hx, y + hy, 0.1, 'none', 0.5);
      d.rect(x + w - 0.55, y + 2.6, 0.4, 0.6, 'none', 0.6);
      d.rect(x + 8.2, y + 1.6, 2.0, 0.9, 'none', 0.8);
      break;
    }
    case 'Vestiaire et WC':
      wc(x + 0.5, y + 0.05);
      basin(x + w - 0.65, y + 1.1);
      d.rect(x + w - 0.6, y + 1.9, 0.55, 1.5, 'none', 0.7);
      break;
    case 'Cellier':
      d.rect(x + 0.05, y + 0.3, 0.5, h - 0.6, 'none', 0.7);
      d.rect(x + w - 0.55, y + 0.3, 0.5, h - 0.6, 'none', 0.7);
      break;
    case 'Dressing de la suite':
      d.rect(x + 0.05, y + 0.1, 0.55, h - 0.2, 'none', 0.7);
      d.rect(x + 0.65, y + 0.05, w - 0.7, 0.55, 'none', 0.7);
      break;
    case 'Chambre d’invités': {
      // The bed's head against the east wall, a desk under the south one.
      const by = y + h / 2 - 0.8;
      d.rect(x + w - 2.1, by, 2.0, 1.6, 'none', 0.8);
      for (const py of [by + 0.12, by + 0.84]) d.rect(x + w - 0.6, py, 0.42, 0.64, 'none', 0.5);
      d.line(x + w - 0.75, by, x + w - 0.75, by + 1.6, 0.5);
      d.rect(x + 1.6, y + h - 0.6, 1.2, 0.55, 'none', 0.7);
      break;
    }
    case 'Salle d’eau des invités':
      basin(x + 2.0, y + 0.05);
      wc(x + 2.95, y + 0.05);
      shower(x + w - 1.0, y + 0.35, 0.9);
      break;
    case 'Chambre 2':
    case 'Chambre 3':
      bed(1.6, 2.0);
      break;
    case 'Chambre d’amis':
      bed(1.4, 1.9);
      break;
    case 'Suite parentale':
      bed(1.8, 2.1);
      d.rect(x + w - 0.7, y + 0.6, 0.5, 1.8, 'none', 0.6);
      break;
    case 'Cuisine': {
      d.rect(x + w - 0.65, y + 0.1, 0.6, h - 0.2, 'none', 0.8);
      d.rect(x + 0.1, y + 0.05, w - 0.75, 0.6, 'none', 0.8);
      for (const [hx, hy] of [[0.55, 0.22], [0.95, 0.22], [0.55, 0.48], [0.95, 0.48]] as const) d.circle(x + hx + 0.1, y + hy, 0.12, 'none', 0.5);
      d.rect(x + w - 0.55, y + 2.0, 0.4, 0.6, 'none', 0.6);
      d.rect(x + 0.9, y + 1.8, 1.4, 0.8, 'none', 0.8);
      break;
    }
    case 'Salle d’eau':
      shower(x + w - 1.0, y + 0.1, 0.9);
      basin(x + 1.0, y + 0.05);
      wc(x + 0.45, y + h - 0.75);
      break;
    case 'Salle de bains': {
      d.rect(x + 0.1, y + 0.1, 1.75, 0.8, 'none', 0.8);
      d.ellipse(x + 0.97, y + 0.5, 0.7, 0.28, 0.5);
      basin(x + w - 0.65, y + 1.2);
      basin(x + w - 0.65, y + 1.9);
      shower(x + 0.1, y + h - 1.0, 0.9);
      wc(x + 1.5, y + h - 0.75);
      break;
    }
    case 'Dressing':
      d.rect(x + w - 0.6, y + 0.1, 0.55, h - 0.2, 'none', 0.7);
      d.rect(x + 0.1, y + h - 0.6, w - 0.75, 0.55, 'none', 0.7);
      break;
    case 'Salle de jeux':
      d.rect(x + 1.2, y + 2.2, 2.6, 1.45, 'none', 0.9);
      d.rect(x + 1.35, y + 2.35, 2.3, 1.15, 'none', 0.4);
      d.rect(x + 0.8, y + 6.0, 2.4, 0.9, 'none', 0.8);
      break;
    case 'Buanderie et cave':
      for (const ly of [0.3, 1.0]) d.rect(x + 0.1, y + ly, 0.6, 0.6, 'none', 0.7);
      d.rect(x + 0.1, y + 2.0, 0.6, 1.4, 'none', 0.6);
      d.rect(x + w - 0.55, y + 0.3, 0.45, h - 0.6, 'none', 0.6);
      break;
    case 'Local technique de la piscine':
      d.circle(x + 0.8, y + 0.9, 0.4, 'none', 0.7);
      d.circle(x + 1.8, y + 0.9, 0.3, 'none', 0.7);
      d.rect(x + w - 1.1, y + 0.2, 0.9, 0.6, 'none', 0.7);
      break;
  }
}

/**
 * Façades of a house on a slope, the garden falling to the south. The house is 12 m wide (west
 * to east) and 9 m deep, its glazed extension 8 m long against its east wall, on the living
 * floor. South (downhill): the semi-basement stands out of the ground under the living floor,
 * the extension to the right on its base. North (uphill): the garden a storey higher, only the
 * living floor out of it, the extension to the left. East and west: the ground slopes from the
 * north wall down to the south one; from the east the extension stands in front, seen end on.
 */
function elevation(d: Drawing, rng: Rng, variant: 'south' | 'north' | 'east' | 'west', fs: number): void {
  const side = variant === 'east' || variant === 'west';
  const W = side ? 9 : 12;
  const H = 6.4;
  // The extension's extent across the sheet: beside the house, south and north (mirrored);
  // in front of it, end on, from the east; hidden behind it from the west.
  const ext: [number, number] | null = variant === 'south' ? [W, W + 8] : variant === 'north' ? [-8, 0] : variant === 'east' ? [1, 7] : null;
  const x0 = Math.min(0, ext?.[0] ?? 0);
  const x1 = Math.max(W, ext?.[1] ?? W);
  // The ground's height along the sheet (y grows downwards; 0 is the foot of the south wall). On
  // a side it climbs a storey across the house, towards the north: rightwards from the east,
  // leftwards from the west.
  const across = (x: number) => Math.min(1, Math.max(0, x / W));
  const groundAt = (x: number): number =>
    variant === 'south' ? 0 : variant === 'north' ? -3.2 : -3.2 * (variant === 'east' ? across(x) : 1 - across(x));
  const left = x0 - 3;
  const right = x1 + 3;
  // The earth cut by the sheet's plane, where it rises above the south wall's foot.
  const earth: [number, number][] = [left, 0, W, right].map((x) => [x, groundAt(x)]);
  earth.push([right, 0.1], [left, 0.1]);
  // Main volume and hipped roof.
  d.rect(0, -H, W, H, 'none', 1.6);
  d.poly([[-0.5, -H], [W + 0.5, -H], [W - 2, -H - 2.2], [2, -H - 2.2]], 'url(#tiles)', 1.4);
  // Windows with shutters on the long façades: two rows on the south, the living floor's on the
  // north; the side walls' windows are small, on the living floor.
  if (!side) {
    for (let f = 0; f < (variant === 'north' ? 1 : 2); f++)
      for (let c = 0; c < 4; c++) shuttered(d, (W / 4) * (c + 0.5) - 0.55, -H + 0.6 + f * 3.2, 1.1, 2.1);
  } else if (variant === 'west') {
    for (const cx of [2.2, 6.8]) shuttered(d, cx - 0.45, -H + 0.8, 0.9, 1.6);
  }
  // Extension, level with the living floor, its glazing in four panes.
  if (ext) {
    const [e0, e1] = ext;
    const ew = e1 - e0;
    d.rect(e0, -6.4, ew, 3.2, PAPER, 1.6);
    d.rect(e0 - 0.3, -6.7, ew + 0.6, 0.3, PAPER, 1.2);
    for (let i = 0; i < 4; i++) d.rect(e0 + 0.4 + (i * (ew - 0.8)) / 4, -6.1, (ew - 0.8) / 4, 2.9, 'url(#glass)', 0.8);
    // Its base: the retaining wall that carries it over the falling garden.
    if (variant !== 'north') d.rect(e0, -3.2, ew, 3.2, 'url(#hatch)', 1);
  }
  // The ground: paper over what lies under it, earth hatched, its line heavy.
  if (variant !== 'south') {
    d.poly(earth, PAPER, 0);
    d.poly(earth, 'url(#hatch)', 0);
  }
  for (let i = 0; i + 1 < earth.length - 2; i++) d.line(earth[i]![0], earth[i]![1], earth[i + 1]![0], earth[i + 1]![1], 3);
  // Level markers.
  for (const [y, label] of [[0, '−3,20'], [-3.2, '±0,00'], [-H, '+3,20'], [-H - 2.2, '+5,40']] as const) {
    d.line(x1 + 0.8, y, x1 + 2.2, y, 0.6);
    d.poly([[x1 + 1.0, y], [x1 + 1.25, y - 0.3], [x1 + 0.75, y - 0.3]], INK, 0.5);
    d.text(label, x1 + 2.6, y - 0.35, fs * 0.85);
  }
  // Trees in outline.
  for (const tx of [x0 - 2, x1 + 1.2]) {
    const g = groundAt(tx);
    d.line(tx, g, tx, g - 2.5, 1);
    d.circle(tx, g - 3.6, 1.4 + rng.range(0, 0.5), 'none', 0.8, 'stroke-dasharray="2 2"');
  }
  d.dim(x0, 0, x1, 0, 1.3, fs * 0.85);
}

/** A window and its two louvred shutters, open. */
function shuttered(d: Drawing, x: number, y: number, w: number, h: number): void {
  d.rect(x, y, w, h, 'none', 1);
  d.line(x + w / 2, y, x + w / 2, y + h, 0.6);
  d.rect(x - w / 2, y, w / 2 - 0.05, h, 'url(#louvre)', 0.6);
  d.rect(x + w + 0.05, y, w / 2 - 0.05, h, 'url(#louvre)', 0.6);
}

/**
 * A section through the house, its terrace and the pool: what the cut meets in solid poché
 * (walls, slabs, the roof over its attic floor, the terrace's retaining wall, the pool's shell),
 * the earth hatched, the openings cut in the walls (the living floor's glazed doors onto the
 * terrace, the windows), what lies beyond the cut in thin line (the stair, the doors of the far
 * wall), levels and heights on the side. Long section: along the house's 12 m; cross: its 9 m.
 */
function section(d: Drawing, fs: number, cross: boolean): void {
  const W = cross ? 9 : 12;
  const pool = W + 3.5;
  const pl = cross ? 6 : 12 * 0.6;
  // The earth, hatched, from under the house to beyond the pool; the ground line heavy.
  d.rect(-4, 0, W + 14 + 4, 2.6, 'url(#hatch)', 0);
  d.line(-4, 0, W + 14, 0, 3);
  // Footings under the walls.
  for (const x of [-0.6, W - 0.3]) d.rect(x, 0, 0.9, 0.6, INK, 0);
  // Walls cut, with their openings: north (x = 0) a window on each floor; south (x = W) the
  // living floor's glazed door onto the terrace over the semi-basement's window.
  const wall = (x: number, gaps: [number, number][]) => {
    let top = -6.4;
    for (const [g0, g1] of [...gaps].sort((p, q) => p[0] - q[0])) {
      d.rect(x, top, 0.3, g0 - top, INK, 0);
      // The glazing in the opening: two thin lines and the sill.
      d.line(x + 0.1, g0, x + 0.1, g1, 0.6);
      d.line(x + 0.2, g0, x + 0.2, g1, 0.6);
      d.rect(x - 0.05, g1 - 0.08, 0.4, 0.08, INK, 0);
      top = g1;
    }
    d.rect(x, top, 0.3, 0 - top, INK, 0);
  };
  wall(-0.3, [[-5.6, -4.2], [-2.4, -1.2]]);
  wall(W, [[-5.9, -3.4], [-2.6, -1.0]]);
  // Slabs: the ground slab, the living floor, the attic floor.
  d.rect(0, -0.3, W, 0.3, INK, 0);
  d.rect(0, -3.4, W, 0.25, INK, 0);
  d.rect(0, -6.4, W, 0.2, INK, 0);
  // The roof over it, tiles on their battens, its eaves beyond the walls.
  const ridge = -8.6;
  // Hipped: across the house the cut meets its two long slopes (a triangle); along it, the hips at
  // both ends and the 3 m ridge between them (the roof plan's).
  const r0 = cross ? W / 2 : W / 2 - 1.5;
  const r1 = cross ? W / 2 : W / 2 + 1.5;
  d.poly([[-0.8, -6.3], [r0, ridge - 0.1], [r1, ridge - 0.1], [W + 0.8, -6.3], [W + 0.8, -6.05], [r1, ridge + 0.22], [r0, ridge + 0.22], [-0.8, -6.05]], 'url(#tiles)', 1.2);
  // Beyond the cut, in thin line: the stair between the floors, a door in the far wall of each.
  for (let i = 0; i < 12; i++) d.rect(3 + i * 0.28, -0.3 - (i + 1) * 0.26, 0.28, 0.26, 'none', 0.6);
  d.line(3, -0.3 - 0.9, 3 + 12 * 0.28, -3.4 - 0.9, 0.6);
  for (const [x, floor] of [[cross ? 6.2 : 8.2, -0.3], [cross ? 1.2 : 1.4, -3.4]] as const) d.rect(x, floor - 2.1, 0.9, 2.1, 'none', 0.6);
  // The terrace over the semi-basement's extension, its retaining wall, its glass rail.
  d.rect(W + 0.3, -3.4, 2.7, 0.25, INK, 0);
  d.rect(W + 2.75, -3.15, 0.25, 3.15, INK, 0);
  d.line(W + 2.9, -3.4, W + 2.9, -4.4, 0.8);
  d.line(W + 0.6, -4.4, W + 2.95, -4.4, 1.2);
  d.rect(W + 0.6, -4.35, 2.3, 0.95, 'url(#glass)', 0.5);
  // The pool, a level below: its shell cut, the water hatched, the beach around it.
  d.rect(pool - 0.3, 0, pl + 0.6, 1.8, INK, 0);
  d.rect(pool, 0, pl, 1.5, 'url(#water)', 0.8);
  d.line(pool, 0.15, pool + pl, 0.15, 0.6, 'stroke-dasharray="4 3"');
  // Levels, on the right, and the heights of the floors, on the left.
  for (const y of [0, -3.4, -6.4, ridge]) {
    const x = W + 13;
    d.line(x - 0.7, y, x + 0.7, y, 0.6);
    d.poly([[x, y], [x + 0.25, y - 0.3], [x - 0.25, y - 0.3]], INK, 0.5);
  }
  d.dim(-0.3, 0, -0.3, -3.4, -2, fs * 0.85);
  d.dim(-0.3, -3.4, -0.3, -6.4, -2, fs * 0.85);
  // A tree beyond the pool, in outline, for scale.
  d.line(W + 11.5, 0, W + 11.5, -2.6, 1);
  d.circle(W + 11.5, -3.9, 1.7, 'none', 0.8, 'stroke-dasharray="2 2"');
}

/** A tree in plan: its crown, a circle with a cross. */
function canopy(d: Drawing, x: number, y: number, r: number): void {
  d.circle(x, y, r, 'none', 0.8);
  d.line(x - r * 0.4, y, x + r * 0.4, y, 0.6);
  d.line(x, y - r * 0.4, x, y + r * 0.4, 0.6);
}

/**
 * What the villa's site plan shows, in metres from the plot's north-west corner, and how each is
 * drawn: the page numbers them over the drawing and names them under it
 * (content/realisations/villa-pamplemousse.md).
 */
const VILLA_SITE: (NamedRoom & { fill: string; stroke: number; extra?: string })[] = [
  { name: 'Maison d’origine', x: 6, y: 4, w: 12, h: 9, fill: 'url(#hatch)', stroke: 1.6 },
  { name: 'Extension vitrée', x: 18, y: 5, w: 8, h: 8, fill: 'url(#hatch2)', stroke: 1.6 },
  { name: 'Terrasse', x: 5, y: 13, w: 22, h: 4, fill: 'none', stroke: 0.8 },
  { name: 'Piscine', x: 10, y: 18.5, w: 12, h: 6, fill: 'url(#water)', stroke: 1.4 },
  { name: 'Allée d’accès', x: 29, y: 12, w: 3.2, h: 18, fill: 'none', stroke: 0.8, extra: 'stroke-dasharray="3 2"' },
  { name: 'Chemin communal', x: -6, y: 31.2, w: 50, h: 4, fill: 'none', stroke: 1 },
];

function sitePlan(d: Drawing, rng: Rng, fs: number): void {
  const PW = 38;
  const PD = 30;
  // Contour lines of the slope towards the sea.
  for (let i = 0; i < 7; i++) {
    const y = -4 + i * 6;
    const pts: string[] = [];
    for (let x = -6; x <= PW + 6; x += 2) pts.push(`${num(d.X(x))},${num(d.Y(y + Math.sin(x * 0.15 + i) * 1.5))}`);
    d.raw(`<polyline points="${pts.join(' ')}" fill="none" stroke="${INK}" stroke-width="0.5" stroke-opacity="0.45" stroke-dasharray="6 4"/>`);
  }
  d.rect(0, 0, PW, PD, 'none', 1.2, 'stroke-dasharray="12 4 2 4"');
  // House hatched, extension, terrace, pool with its dimensions; the drive and the lane.
  for (const p of VILLA_SITE) d.rect(p.x, p.y, p.w, p.h, p.fill, p.stroke, p.extra);
  d.rect(9.6, 18.1, 12.8, 6.8, 'none', 0.8);
  d.dim(10, 24.5, 22, 24.5, 1.6, fs * 0.85);
  d.dim(22, 18.5, 22, 24.5, 1.8, fs * 0.85);
  d.text('Bassin 12 × 6 m', 16, 21.5, fs, ACCENT);
  d.text('Maison existante', 12, 8.5, fs);
  d.text('Extension', 22, 9, fs);
  d.text('Terrasse', 16, 15, fs * 0.85);
  d.text('Chemin des Pins', PW / 2, PD + 3.2, fs * 0.85);
  // Trees: circles with a cross, sized by canopy.
  for (let i = 0; i < 16; i++) {
    const x = rng.range(1.5, PW - 1.5);
    const y = rng.range(1.5, PD - 1.5);
    if (x > 4 && x < 28 && y > 2 && y < 26) continue;
    canopy(d, x, y, rng.range(1, 2.4));
  }
  d.dim(0, 0, PW, 0, -2, fs * 0.85);
}

/**
 * A commune's study of its mutable land, as the firm hands it to the elected officials: a hillside
 * quarter's blocks between its roads, cut into parcels; the buildings hatched; the parcels the
 * study found mutable (under-used plots in the accent colour, dents creuses hatched in it); the
 * study's perimeter dashed; the slope's contour lines and the gardens' trees. The map is turned
 * as the quarter lies to north, and cut by the sheet's frame: 320 x 380 m of it show.
 */
function survey(d: Drawing, rng: Rng): void {
  const [X0, Y0, W, H] = [-50, -50, 420, 480];
  const [cx, cy] = [d.X(160), d.Y(190)];
  d.raw(`<clipPath id="sheet"><rect x="${num(d.X(-6))}" y="${num(d.Y(-6))}" width="${num(332 * d.k)}" height="${num(392 * d.k)}"/></clipPath>`);
  d.raw(`<g clip-path="url(#sheet)"><g transform="rotate(-12 ${num(cx)} ${num(cy)})">`);
  for (let i = 0; i < 18; i++) {
    const y = Y0 + i * 29;
    const pts: string[] = [];
    for (let x = X0 - 8; x <= X0 + W + 8; x += 8) pts.push(`${num(d.X(x))},${num(d.Y(y + Math.sin(x * 0.02 + i * 0.7) * 9))}`);
    d.raw(`<polyline points="${pts.join(' ')}" fill="none" stroke="${INK}" stroke-width="0.5" stroke-opacity="0.35" stroke-dasharray="6 4"/>`);
  }
  // Blocks between roads 8 m wide, then parcels: cut across their length while both halves keep
  // 12 m and more, the larger ones less often left whole, down to plots of a few hundred m².
  const parcels = (r: Room): Room[] =>
    split(
      rng,
      r,
      12,
      (part, depth) => depth > 2 && part.w * part.h < 1400 && rng.chance(0.45),
      (part) => part.w > part.h,
    );
  // The study's perimeter: only the parcels inside it are classed.
  const [px, py, pw, ph] = [40, 50, 230, 270];
  const inside = (p: Room): boolean => p.x + p.w / 2 > px && p.x + p.w / 2 < px + pw && p.y + p.h / 2 > py && p.y + p.h / 2 < py + ph;
  const blocks = splitRooms(rng, { x: X0, y: Y0, w: W, h: H }, 64);
  for (const b of blocks) {
    const block = { x: b.x + 4, y: b.y + 4, w: b.w - 8, h: b.h - 8 };
    for (const p of parcels(block)) {
      const area = p.w * p.h;
      const built = rng.chance(0.72);
      const mutable = !built && area > 500 && rng.chance(0.55) && inside(p);
      const hollow = !built && !mutable && rng.chance(0.5) && inside(p);
      if (mutable) d.rect(p.x, p.y, p.w, p.h, ACCENT, 1.2, 'fill-opacity="0.32"');
      else if (hollow) d.rect(p.x, p.y, p.w, p.h, 'url(#hatch2)', 0.6);
      else d.rect(p.x, p.y, p.w, p.h, 'none', 0.6);
      if (built) {
        // A villa or a small block: 9 to 20 m a side, never more than two thirds of its plot.
        const bw = Math.min(p.w * 0.66, rng.range(9, 20));
        const bh = Math.min(p.h * 0.66, rng.range(9, 18));
        d.rect(p.x + rng.range(1.5, p.w - bw - 1.5), p.y + rng.range(1.5, p.h - bh - 1.5), bw, bh, 'url(#hatch)', 1.2);
      } else
        for (let t = 0; t < Math.min(6, Math.floor(area / 250)); t++) {
          const r = rng.range(1.6, 3.2);
          d.circle(rng.range(p.x + r, p.x + p.w - r), rng.range(p.y + r, p.y + p.h - r), r, 'none', 0.6);
        }
    }
    d.rect(block.x, block.y, block.w, block.h, 'none', 1.4);
  }
  d.dashed(px, py, pw, ph, ACCENT, 2.4, '16 6 3 6');
  d.raw('</g></g>');
}

/** `n` trees scattered over a rectangle, none where `keepOut` says. */
function trees(d: Drawing, rng: Rng, n: number, x0: number, y0: number, x1: number, y1: number, keepOut: (x: number, y: number) => boolean = () => false): void {
  for (let i = 0, tries = 0; i < n && tries < n * 20; tries++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    if (keepOut(x, y)) continue;
    canopy(d, x, y, rng.range(1.2, 2.4));
    i++;
  }
}

/** The lane along a plot: its two edges. */
function lane(d: Drawing, x0: number, y0: number, x1: number, y1: number, w: number): void {
  const [dx, dy] = [x1 - x0, y1 - y0];
  const l = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / l) * w, (dx / l) * w];
  d.line(x0, y0, x1, y1, 1.2);
  d.line(x0 + nx, y0 + ny, x1 + nx, y1 + ny, 1.2);
}

/** A lot to build, in the accent colour, with the footprint the rules allow on it, dashed. */
function lot(d: Drawing, pts: [number, number][], envelope: [number, number, number, number]): void {
  d.poly(pts, ACCENT, 1.4, 'fill-opacity="0.22"');
  d.dashed(...envelope, ACCENT, 1.6, '8 5');
}

/**
 * The three divisions a landowner's page cites, each as its plan of division: the plot's
 * boundary, what it keeps and what was detached or sold, the footprint the rules allow on each
 * lot to build (dashed), the lane that serves them.
 * Careï: 3,200 m² in three lots, the family house kept, two lots to build reached by a shared drive.
 * Gorbio: 5,400 m² of olive terraces; 1,100 m² along the communal lane detached, the grove kept.
 * Roquebrune: a villa on 1,800 m², and the building the rules allow there once it is replaced.
 */
function division(d: Drawing, rng: Rng, which: 'carei' | 'gorbio' | 'roquebrune'): void {
  if (which === 'carei') {
    const plot: [number, number][] = [[0, 3], [60, 0], [64, 50], [2, 54]];
    lane(d, -6, 58, 72, 53, 5);
    d.poly(plot, 'none', 2);
    // Lot A: the house kept, its garden and pool.
    d.rect(7, 14, 15, 11, 'url(#hatch)', 1.6);
    d.rect(9, 29, 9, 4.5, 'url(#water)', 1);
    // The split: lot A west of x = 31, lots B (north) and C (south) east of it, B reached by a drive along the east boundary.
    d.line(31, 1.5, 33, 52.5, 1.6);
    d.line(32, 27, 57.5, 25.5, 1.6);
    lot(d, [[32, 1.4], [56.5, 0.2], [58.5, 25.6], [32, 27]], [36, 6, 14, 11]);
    lot(d, [[32, 27], [58.5, 25.6], [60.6, 51.4], [33, 52.5]], [37, 33, 14, 10]);
    d.poly([[57.5, 0.2], [60, 0], [64, 50], [61.2, 50.2]], 'none', 1, 'stroke-dasharray="4 3"');
    trees(d, rng, 14, 2, 5, 30, 52, (x, y) => x > 5 && x < 24 && y > 12 && y < 35);
  } else if (which === 'gorbio') {
    const plot: [number, number][] = [[0, 0], [88, 4], [92, 62], [-2, 60]];
    lane(d, -8, -2, -5, 66, 5);
    d.poly(plot, 'none', 2);
    // Dry-stone terraces across the slope, olives along them.
    for (let i = 1; i < 10; i++) {
      const y = i * 6.2;
      const pts: string[] = [];
      for (let x = 0; x <= 90; x += 3) pts.push(`${num(d.X(x))},${num(d.Y(y + Math.sin(x * 0.05 + i) * 1.4 + x * 0.03))}`);
      d.raw(`<polyline points="${pts.join(' ')}" fill="none" stroke="${INK}" stroke-width="1.1"/>`);
    }
    for (let i = 0; i < 9; i++)
      for (let x = 40; x < 86; x += rng.range(6, 9)) {
        const y = 3 + i * 6.2 + x * 0.03;
        d.circle(x, y, 1.6, 'none', 0.8);
      }
    // The lot detached along the communal lane: 35 x 31 m, a house's footprint in it.
    lot(d, [[0, 0], [35, 1.6], [35.6, 32], [-0.9, 31]], [8, 9, 16, 11]);
    d.rect(60, 40, 6, 5, 'url(#hatch)', 1.2);
  } else {
    const plot: [number, number][] = [[0, 0], [46, 2], [44, 42], [-2, 40]];
    lane(d, -4, 46, 50, 48, 5);
    d.poly(plot, 'none', 2);
    // The villa as it stood, and the building the rules allow once it is replaced (4 m from the
    // boundaries, 40 % of the plot).
    d.rect(14, 12, 12, 10, 'url(#hatch)', 1.6);
    d.poly([[4, 4.2], [42, 5.8], [40.3, 36.5], [2.2, 34.7]], ACCENT, 1.4, 'fill-opacity="0.12"');
    d.dashed(8, 9, 28, 22, ACCENT, 1.8, '8 5');
    trees(d, rng, 9, 1, 1, 44, 40, (x, y) => x > 6 && x < 38 && y > 7 && y < 33);
  }
}

/** A polyline in metres: a contour, a road's edge, the shore. */
function path(d: Drawing, pts: [number, number][], w: number, extra = ''): void {
  d.raw(`<polyline points="${pts.map(([x, y]) => `${num(d.X(x))},${num(d.Y(y))}`).join(' ')}" fill="none" stroke="${INK}" stroke-width="${w}"${extra ? ` ${extra}` : ''}/>`);
}

/** Contour lines across a drawing `w` wide, every `step` m from `y0`, waving by `amp`. */
function contours(d: Drawing, x0: number, w: number, y0: number, n: number, step: number, amp: number, freq: number): void {
  for (let i = 0; i < n; i++) {
    const pts: [number, number][] = [];
    for (let x = x0; x <= x0 + w; x += w / 60) pts.push([x, y0 + i * step + Math.sin(x * freq + i * 0.9) * amp]);
    path(d, pts, 0.5, 'stroke-opacity="0.35" stroke-dasharray="6 4"');
  }
}

/** A residential building to be built: the accent's fill, hatched, its outline strong. */
function planned(d: Drawing, pts: [number, number][]): void {
  d.poly(pts, ACCENT, 1.6, 'fill-opacity="0.45"');
}

/**
 * The operations cited for professionals and for communes, each as the sheet the firm handed over.
 * Garavan: 2,400 m² divided, the family house kept on the west, the rest brought to a developer,
 *   with the two wings of its 24 homes and their ramp.
 * Èze: four parcels of three owners (old boundaries dotted) made one unit of 3,100 m².
 * Cagnes-sur-Mer: 7 lots to build on 6,800 m², served by a new cul-de-sac.
 * Sainte-Agnès: a perched village and its hamlets; its dents creuses hatched, the zones to build
 *   given back to farming (orchard rows) dashed.
 * La Trinité: a ZAC of 4.5 ha at the town's entrance: its blocks, the 180 homes, a park, dashed.
 * The coast's intercommunality: kilometres of coast, the towns, the parcels of its inventory.
 */
function operation(d: Drawing, rng: Rng, which: Operation): void {
  if (which === 'garavan') {
    const plot: [number, number][] = [[0, 0], [62, 3], [60, 42], [-2, 40]];
    lane(d, -6, 46, 68, 48, 6);
    d.poly(plot, 'none', 2);
    d.line(18, 0.9, 17, 40.6, 1.6);
    d.rect(3, 10, 10, 9, 'url(#hatch)', 1.6);
    trees(d, rng, 7, 1, 2, 16, 38, (x, y) => x > 2 && x < 14 && y > 9 && y < 20);
    // The developer's lot: two wings in an L round a garden, the car park's ramp from the lane.
    d.poly([[19, 1], [61.9, 3.1], [60.1, 40.9], [18.9, 40.6]], ACCENT, 0, 'fill-opacity="0.1"');
    planned(d, [[23, 6], [56, 7.5], [55.6, 19], [23, 18]]);
    planned(d, [[23, 18], [34, 18.3], [33.6, 36], [23, 35.8]]);
    d.rect(48, 30, 4, 10.5, 'url(#gravel)', 1);
    trees(d, rng, 6, 37, 22, 57, 37, (x, y) => x > 46 && x < 54 && y > 28);
  } else if (which === 'eze') {
    const unit: [number, number][] = [[0, 0], [64, -2], [66, 50], [2, 52]];
    lane(d, -8, -8, 74, -10, 5);
    d.poly(unit, ACCENT, 2.2, 'fill-opacity="0.16"');
    // The four parcels as they were, their boundaries dotted.
    d.line(30, -1, 33, 51, 1, 'stroke-dasharray="2 4"');
    d.line(31.5, 25, 65, 23.5, 1, 'stroke-dasharray="2 4"');
    d.line(1, 26, 31.5, 25, 1, 'stroke-dasharray="2 4"');
    for (const [x, y] of [[10, 8], [44, 33]] as const) d.rect(x, y, 9, 7, 'url(#hatch)', 1.2);
    d.dashed(8, 18, 48, 24, ACCENT, 1.8, '8 5');
    contours(d, -6, 78, 4, 8, 6.5, 1.6, 0.08);
    trees(d, rng, 12, 2, 1, 64, 50, (x, y) => x > 7 && x < 57 && y > 16 && y < 43);
  } else if (which === 'cagnes') {
    lane(d, -8, 72, 108, 72, 6);
    d.rect(0, 0, 100, 68, 'none', 2);
    // The cul-de-sac up the middle to its turning circle, and the seven lots round it.
    d.rect(46, 28, 6, 40, 'url(#gravel)', 1);
    d.circle(49, 24, 6.5, 'url(#gravel)', 1);
    const lots: [number, number, number, number][] = [[0, 0, 32, 33], [32, 0, 17, 16], [49, 0, 17, 16], [66, 0, 34, 33], [0, 33, 46, 35], [52, 33, 48, 17], [52, 50, 48, 18]];
    for (const [x, y, w, h] of lots) {
      d.rect(x, y, w, h, ACCENT, 1.4, 'fill-opacity="0.2"');
      d.dashed(x + 3, y + 3, Math.min(16, w - 6), Math.min(11, h - 6), ACCENT, 1.5, '8 5');
    }
    trees(d, rng, 14, 1, 1, 99, 67, (x, y) => (x > 3 && x < 97 && y > 3 && y < 65) || (x > 40 && x < 58));
  } else if (which === 'sainte-agnes') {
    contours(d, -20, 640, 20, 16, 28, 14, 0.012);
    // The perched village on its spur, dense; two hamlets down the slope; the road between.
    const village = (cx: number, cy: number, r: number, n: number): void => {
      for (let i = 0; i < n; i++) {
        const a = rng.range(0, Math.PI * 2);
        const t = Math.sqrt(rng.next()) * r;
        d.rect(cx + Math.cos(a) * t, cy + Math.sin(a) * t * 0.7, rng.range(9, 15), rng.range(8, 12), 'url(#hatch)', 1);
      }
    };
    path(d, [[-20, 420], [90, 380], [170, 300], [230, 230], [300, 190], [420, 170], [520, 120], [620, 90]], 3);
    village(300, 160, 55, 120);
    village(110, 360, 30, 26);
    village(480, 110, 28, 22);
    // Dents creuses kept for building, hatched in the accent.
    for (const [x, y] of [[288, 182], [322, 140], [118, 346], [470, 124], [262, 150]] as const) d.rect(x, y, 14, 11, 'url(#hatch2)', 1);
    // The zones to build given back to farming: dashed, orchard rows inside.
    const returned = (x: number, y: number, w: number, h: number): void => {
      d.dashed(x, y, w, h, ACCENT, 2.4, '16 6 3 6');
      for (let j = y + 8; j < y + h - 4; j += 12) for (let i = x + 8; i < x + w - 4; i += 12) d.circle(i, j, 2.4, 'none', 0.8);
    };
    returned(150, 230, 130, 110);
    returned(380, 210, 140, 90);
  } else if (which === 'trinite') {
    // The town's edge to the west, the valley road along the south, the ZAC between (dashed).
    for (let i = 0; i < 14; i++) d.rect(-20 + (i % 2) * 24, -10 + Math.floor(i / 2) * 30, 18, 22, 'url(#hatch)', 1);
    lane(d, -30, 200, 290, 205, 10);
    const [zx, zy, zw, zh] = [40, 0, 240, 190];
    d.dashed(zx, zy, zw, zh, ACCENT, 2.6, '16 6 3 6');
    // Two new streets, the blocks between them, the buildings round their courtyards, a park.
    d.rect(40, 92, 240, 9, 'none', 1.2);
    d.rect(150, 0, 9, 190, 'none', 1.2);
    for (const [x, y] of [[48, 8], [98, 8], [48, 108], [98, 108], [168, 8], [220, 8]] as const) {
      planned(d, [[x, y], [x + 44, y], [x + 44, y + 12], [x, y + 12]]);
      planned(d, [[x, y + 12], [x + 12, y + 12], [x + 12, y + 70], [x, y + 70]]);
      d.rect(x + 12, y + 12, 32, 58, 'none', 0.8);
      trees(d, rng, 4, x + 16, y + 18, x + 40, y + 66);
    }
    d.rect(168, 108, 104, 76, 'none', 1.4);
    trees(d, rng, 30, 170, 110, 270, 182);
    d.rect(200, 130, 40, 22, 'url(#water)', 1);
  } else if (which === 'bella-vista') {
    // The residence on its street: the building (the hall on the ground floor, two flats on each
    // of the three floors above, as the pictures show four levels), each flat's terrace on the
    // south, towards the street and the sea, the garden behind, the car park's ramp at the side.
    lane(d, -8, 44, 66, 44, 8);
    d.rect(0, 0, 58, 40, 'none', 2);
    planned(d, [[8, 14], [46, 14], [46, 30], [8, 30]]);
    for (const x of [8, 27]) d.rect(x, 30, 19, 4, 'none', 1);
    d.line(27, 14, 27, 30, 1);
    d.rect(48, 16, 5, 24, 'url(#gravel)', 1);
    trees(d, rng, 10, 2, 2, 56, 12);
  } else if (which === 'etoiles') {
    // One building along the contours, as the pictures show it: the five suites side by side
    // under one roof (their party walls drawn across), each opening onto its own part of the
    // terrace; the pool on the terrace below, the shore further down.
    contours(d, -6, 82, 2, 9, 6, 1.2, 0.09);
    const [bx, by, bw, bh] = [12, 8, 45, 11];
    planned(d, [[bx, by], [bx + bw, by], [bx + bw, by + bh], [bx, by + bh]]);
    for (let i = 1; i < 5; i++) d.line(bx + (i * bw) / 5, by, bx + (i * bw) / 5, by + bh, 1);
    d.rect(bx - 1, by + bh, bw + 2, 5, 'none', 1);
    for (let i = 1; i < 5; i++) d.line(bx - 1 + (i * (bw + 2)) / 5, by + bh, bx - 1 + (i * (bw + 2)) / 5, by + bh + 5, 0.6);
    d.rect(22, 28, 25, 6, 'url(#water)', 1.4);
    d.rect(18, 26.5, 33, 9, 'none', 1);
    d.poly([[-6, 44], [76, 42], [76, 56], [-6, 56]], 'url(#water)', 1.4);
    trees(d, rng, 12, -4, 0, 74, 40, (x, y) => (y > 6 && y < 25 && x > 9 && x < 60) || (x > 16 && x < 53 && y > 25 && y < 37));
  } else if (which === 'liberation') {
    // The building's street front as it was restored: a shop and the entrance on the ground
    // floor, four floors of tall windows with their shutters and balconies, the cornice, the
    // tiled roof; the four flats' floors in the accent.
    const [W, H] = [16, 19];
    d.line(-6, 0, W + 6, 0, 2);
    d.rect(0, -H, W, H, 'none', 1.8);
    for (let f = 1; f <= 4; f++) d.rect(0.2, -4.2 - f * 3.5 + 0.2, W - 0.4, 3.3, ACCENT, 0, 'fill-opacity="0.14"');
    d.rect(1.2, -3.4, 5, 3.4, 'url(#glass)', 1.2);
    d.rect(9.8, -3.4, 5, 3.4, 'url(#glass)', 1.2);
    d.rect(7, -3.2, 2, 3.2, 'none', 1.2);
    d.line(0, -4.2, W, -4.2, 1.4);
    for (let f = 0; f < 4; f++) {
      const y = -4.2 - f * 3.5 - 3.5;
      for (const x of [1.6, 6.9, 12.2]) {
        d.rect(x, y + 0.9, 1.2, 2.2, 'url(#glass)', 0.9);
        d.rect(x - 0.75, y + 0.9, 0.7, 2.2, 'url(#louvre)', 0.7);
        d.rect(x + 1.25, y + 0.9, 0.7, 2.2, 'url(#louvre)', 0.7);
        if (f < 2) d.rect(x - 0.9, y + 2.7, 3, 0.4, 'none', 1);
      }
    }
    d.rect(-0.4, -H - 0.6, W + 0.8, 0.6, 'none', 1.4);
    d.poly([[-0.8, -H - 0.6], [W + 0.8, -H - 0.6], [W - 1.5, -H - 2.4], [1.5, -H - 2.4]], 'url(#tiles)', 1.4);
  } else {
    // A coast 6 km long: the sea below the shore, the towns along it, the hills' contours, the
    // roads; the parcels of the inventory in the accent, thicker where the towns spread.
    const shore: [number, number][] = [];
    for (let x = -200; x <= 6200; x += 100) shore.push([x, 2600 + Math.sin(x * 0.0013) * 180 + Math.sin(x * 0.005) * 50]);
    d.poly([...shore, [6200, 3400], [-200, 3400]], 'url(#water)', 1.6);
    contours(d, -200, 6400, 300, 9, 240, 120, 0.0011);
    path(d, shore.map(([x, y]) => [x, y - 160] as [number, number]), 2.4);
    path(d, shore.map(([x, y], i) => [x, y - 900 - Math.sin(i * 0.4) * 120] as [number, number]), 1.6);
    for (const [cx, w] of [[700, 900], [2600, 700], [4700, 1100]] as const) {
      const y = 2600 + Math.sin(cx * 0.0013) * 180;
      d.poly([[cx - w / 2, y - 80], [cx - w / 3, y - 600], [cx + w / 3, y - 650], [cx + w / 2, y - 80]], 'url(#hatch)', 0.8);
    }
    for (let i = 0; i < 90; i++) {
      const x = rng.range(0, 6000);
      const y = 2600 + Math.sin(x * 0.0013) * 180 - rng.range(200, 1500);
      const s = rng.range(30, 90);
      d.rect(x, y, s, s * rng.range(0.6, 1.2), ACCENT, 0.8, 'fill-opacity="0.7"');
    }
  }
}

function roofPlan(d: Drawing, fs: number): void {
  d.rect(-0.5, -0.5, 13, 10, 'url(#tiles)', 1.6);
  d.line(-0.5, -0.5, 4.5, 4.5, 1.2);
  d.line(12.5, -0.5, 7.5, 4.5, 1.2);
  d.line(-0.5, 9.5, 4.5, 4.5, 1.2);
  d.line(12.5, 9.5, 7.5, 4.5, 1.2);
  d.line(4.5, 4.5, 7.5, 4.5, 1.6);
  for (const [x, y, a] of [[6, 1.5, 90], [6, 7.5, -90], [1.5, 4.5, 0], [10.5, 4.5, 180]] as const) d.raw(`<path d="M${num(d.X(x))} ${num(d.Y(y))}l${num(Math.cos((a * Math.PI) / 180) * 30)} ${num(Math.sin((a * Math.PI) / 180) * 30)}" stroke="${INK}" stroke-width="1" marker-end="url(#arrow)"/>`);
  d.rect(12.5, 0.5, 8, 8, 'url(#gravel)', 1.4);
  for (let i = 0; i < 6; i++) d.rect(13.4 + (i % 3) * 2.4, 1.5 + Math.floor(i / 3) * 3, 2, 2.4, 'url(#pv)', 0.8);
  d.text('Tuiles canal, pente 30 %', 6, 11.3, fs);
  d.text('Toiture-terrasse, panneaux PV', 16.5, 9.6, fs * 0.85, ACCENT);
}

function poolDetail(d: Drawing, fs: number): void {
  d.rect(-0.4, -0.4, 12.8, 6.8, 'none', 0.8);
  d.rect(0, 0, 12, 6, 'url(#water)', 1.6);
  for (let i = 0; i < 4; i++) d.rect(0, 0.6 + i * 0.35, 1.6 - i * 0.35, 0.35, 'none', 0.6);
  d.rect(11.2, 0.3, 0.4, 0.25, INK, 0);
  d.rect(11.2, 5.45, 0.4, 0.25, INK, 0);
  d.dim(0, 6, 12, 6, 1.4, fs * 0.85);
  d.dim(12, 0, 12, 6, 1.4, fs * 0.85);
  // Longitudinal section under the plan.
  const sy = 10;
  d.line(-1, sy, 13, sy, 2);
  d.poly([[0, sy], [12, sy], [12, sy + 1.5], [0, sy + 1.2]], 'url(#water)', 1.4);
  d.text('Coupe longitudinale — profondeur 1,20 à 1,50', 6, sy + 2.6, fs, ACCENT);
  d.text('Escalier roman', 2.2, 3, fs * 0.85);
}

function defs(k: number): string {
  const s = Math.max(4, k * 0.35);
  return `<defs>
<marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10Z" fill="${INK}"/></marker>
<pattern id="hatch" width="${num(s)}" height="${num(s)}" patternUnits="userSpaceOnUse"><path d="M0 ${num(s)}L${num(s)} 0M-1 1L1 -1M${num(s - 1)} ${num(s + 1)}L${num(s + 1)} ${num(s - 1)}" stroke="${INK}" stroke-width="0.6"/></pattern>
<pattern id="hatch2" width="${num(s)}" height="${num(s)}" patternUnits="userSpaceOnUse"><path d="M0 0L${num(s)} ${num(s)}M-1 ${num(s - 1)}L1 ${num(s + 1)}M${num(s - 1)} -1L${num(s + 1)} 1" stroke="${ACCENT}" stroke-width="0.8"/></pattern>
<pattern id="tiles" width="${num(s * 1.2)}" height="${num(s * 1.2)}" patternUnits="userSpaceOnUse"><line x1="0" y1="0" x2="0" y2="${num(s * 1.2)}" stroke="${INK}" stroke-width="0.4" stroke-opacity="0.7"/></pattern>
<pattern id="louvre" width="${num(s)}" height="${num(s * 0.6)}" patternUnits="userSpaceOnUse"><line x1="0" y1="0" x2="${num(s)}" y2="0" stroke="${INK}" stroke-width="0.4"/></pattern>
<pattern id="glass" width="${num(s * 2)}" height="${num(s * 2)}" patternUnits="userSpaceOnUse"><line x1="0" y1="${num(s * 2)}" x2="${num(s * 2)}" y2="0" stroke="${INK}" stroke-width="0.3" stroke-opacity="0.6"/></pattern>
<pattern id="water" width="${num(s * 3)}" height="${num(s)}" patternUnits="userSpaceOnUse"><rect width="${num(s * 3)}" height="${num(s)}" fill="#dcebef"/><path d="M0 ${num(s / 2)}q${num(s * 0.75)} ${num(-s * 0.3)} ${num(s * 1.5)} 0t${num(s * 1.5)} 0" fill="none" stroke="${INK}" stroke-width="0.4" stroke-opacity="0.5"/></pattern>
<pattern id="gravel" width="${num(s)}" height="${num(s)}" patternUnits="userSpaceOnUse"><circle cx="${num(s * 0.3)}" cy="${num(s * 0.4)}" r="0.7" fill="${INK}" fill-opacity="0.5"/><circle cx="${num(s * 0.75)}" cy="${num(s * 0.8)}" r="0.5" fill="${INK}" fill-opacity="0.5"/></pattern>
<pattern id="pv" width="${num(s * 0.8)}" height="${num(s * 0.8)}" patternUnits="userSpaceOnUse"><rect width="${num(s * 0.8)}" height="${num(s * 0.8)}" fill="#d5dde6" stroke="${INK}" stroke-width="0.3"/></pattern>
</defs>`;
}

function northArrow(x: number, y: number, r: number): string {
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="none" stroke="${INK}" stroke-width="1"/><path d="M${num(x)} ${num(y - r * 0.85)}L${num(x + r * 0.35)} ${num(y + r * 0.6)}L${num(x)} ${num(y + r * 0.3)}L${num(x - r * 0.35)} ${num(y + r * 0.6)}Z" fill="${INK}"/>`;
}

/** What each kind of sheet shows, in metres: its left and top edges, its width and depth. */
const EXTENTS: Record<PlanKind, [number, number, number, number]> = {
    site: [-8, -7, 52, 44],
    ground: [-3, -3, 16, 13],
    extension: [-2.4, -2.4, 11, 9],
    basement: [-3, -3, 16, 13],
    flat: [-1.9, -1.9, 14.6, 13.8],
    'monaco-levels': [-2, -2, 29.6, 15],
    'elevation-south': [-5, -10, 32, 12],
    'elevation-east': [-5, -10, 18, 12],
    'elevation-north': [-13, -10, 32, 12],
    'elevation-west': [-5, -10, 18, 12],
    section: [-4, -10, 30, 14],
    'section-cross': [-4, -10, 28, 14],
    roof: [-2, -2, 24, 16],
    pool: [-3, -3, 18, 17],
    survey: [-6, -6, 332, 392],
    'division-carei': [-8, -4, 82, 66],
    'division-gorbio': [-12, -4, 108, 74],
    'division-roquebrune': [-6, -4, 58, 56],
    'operation-garavan': [-8, -4, 78, 56],
    'operation-eze': [-10, -14, 86, 70],
    'operation-cagnes': [-10, -4, 120, 84],
    'operation-sainte-agnes': [-20, 20, 640, 440],
    'operation-trinite': [-30, -14, 320, 230],
    'operation-littoral': [-200, 300, 6400, 3100],
    'operation-bella-vista': [-10, -4, 78, 56],
    'operation-etoiles': [-8, -4, 86, 62],
    'operation-liberation': [-9, -24, 34, 26],
};

/** The drawing of a sheet, centred in its frame (no title block: the page's caption names the sheet). */
function frame(kind: PlanKind, W: number, H: number): Drawing {
  const areaW = W * 0.84;
  const areaH = H * (H > W ? 0.8 : 0.78);
  const [ex, ey, ew, eh] = EXTENTS[kind];
  const k = Math.min(areaW / ew, areaH / eh);
  return new Drawing((W - ew * k) / 2 - ex * k, (H - eh * k) / 2 - ey * k, k);
}

/** The Monaco sheet's day level, 15 m to the right of the night level. */
const monacoDay = (d: Drawing): Drawing => new Drawing(d.X(15), d.oy, d.k);

/**
 * The rooms a floor plan's sheet shows, each with its box as shares of the sheet's width and
 * height (left, top, right, bottom): where the page's numbered marks over the plan must fall.
 */
export function planRooms(kind: PlanKind, W: number, H: number): { name: string; box: [number, number, number, number] }[] {
  const d = frame(kind, W, H);
  const boxes = (level: Drawing, rooms: NamedRoom[]) =>
    rooms.map((r) => ({ name: r.name, box: [level.X(r.x) / W, level.Y(r.y) / H, level.X(r.x + r.w) / W, level.Y(r.y + r.h) / H] as [number, number, number, number] }));
  switch (kind) {
    case 'ground':
    case 'basement':
    case 'extension':
      return boxes(d, VILLA_LEVELS[kind]);
    case 'flat':
      return boxes(d, FLAT);
    case 'site':
      return boxes(d, VILLA_SITE);
    case 'monaco-levels':
      return [...boxes(d, MONACO_NIGHT), ...boxes(monacoDay(d), MONACO_DAY)];
    default:
      return [];
  }
}

export function planSvg(p: PlanSheet): string {
  const rng = new Rng(p.seed);
  const { width: W, height: H } = p;
  const fs = Math.round(Math.min(W, H) * 0.016);
  const d = frame(p.kind, W, H);
  switch (p.kind) {
    case 'site':
      sitePlan(d, rng, fs);
      break;
    case 'ground':
    case 'basement':
    case 'extension':
      floorPlan(d, rng, VILLA_LEVELS[p.kind], fs, { entrance: p.kind === 'ground' });
      break;
    case 'flat':
      floorPlan(d, rng, FLAT, fs, { openings: FLAT_OPENINGS });
      break;
    case 'monaco-levels': {
      // The night level on the left, the day level 15 m to its right, on one sheet.
      floorPlan(d, rng, MONACO_NIGHT, fs, { openings: MONACO_NIGHT_OPENINGS });
      const day = monacoDay(d);
      floorPlan(day, rng, MONACO_DAY, fs, { openings: MONACO_DAY_OPENINGS });
      d.parts.push(...day.parts);
      break;
    }
    case 'elevation-south':
      elevation(d, rng, 'south', fs);
      break;
    case 'elevation-north':
      elevation(d, rng, 'north', fs);
      break;
    case 'elevation-east':
      elevation(d, rng, 'east', fs);
      break;
    case 'elevation-west':
      elevation(d, rng, 'west', fs);
      break;
    case 'section':
      section(d, fs, false);
      break;
    case 'section-cross':
      section(d, fs, true);
      break;
    case 'roof':
      roofPlan(d, fs);
      break;
    case 'pool':
      poolDetail(d, fs);
      break;
    case 'survey':
      survey(d, rng);
      break;
    case 'division-carei':
    case 'division-gorbio':
    case 'division-roquebrune':
      division(d, rng, p.kind.slice('division-'.length) as 'carei' | 'gorbio' | 'roquebrune');
      break;
    default:
      operation(d, rng, p.kind.slice('operation-'.length) as Operation);
  }
  const border = Math.round(Math.min(W, H) * 0.025);
  // Every sheet drawn in plan shows the north; elevations (the Nice building's front among them),
  // sections and the pool's detail do not.
  const north = /^(elevation|section|pool)|liberation$/.test(p.kind) ? '' : northArrow(W - border * 3.2, border * 3.6, border * 1.1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(d.k)}<rect width="${W}" height="${H}" fill="${PAPER}"/><rect x="${border}" y="${border}" width="${W - border * 2}" height="${H - border * 2}" fill="none" stroke="${INK}" stroke-width="1.2"/>${d.parts.join('')}${north}</svg>`;
}

export async function renderPlan(e: PlanEntry): Promise<Buffer> {
  const [sheetW, sheetH] = e.sheet ?? [e.width, e.height];
  let svg = planSvg({ kind: e.kind, width: sheetW, height: sheetH, seed: e.seed });
  // A part of the sheet: the same drawing, its viewBox narrowed to that part.
  if (e.view) {
    const [l, t, w, h] = e.view;
    svg = svg.replace(/^<svg [^>]*>/, `<svg xmlns="http://www.w3.org/2000/svg" width="${e.width}" height="${e.height}" viewBox="${num(l * sheetW)} ${num(t * sheetH)} ${num(w * sheetW)} ${num(h * sheetH)}" preserveAspectRatio="xMidYMid slice">`);
  }
  // Palette PNG: line work on flat paper needs few colours, and weighs a fraction of truecolour.
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 32, compressionLevel: 9, effort: 2, dither: 0.5 }).toBuffer();
}
