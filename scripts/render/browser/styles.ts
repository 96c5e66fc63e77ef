// How each project furnishes its rooms. A decorator's choices, not the rooms' plans: a project's
// interiors read as one shoot, and no two projects share a sofa, a lamp, a stool or what hangs
// over the bed. The plans (room sizes, windows, cameras) stay the same for all.
import type { MirrorKind, PendantKind, PlantKind, StoolKind } from './furniture.ts';

export type StyleName = 'contemporary' | 'riviera' | 'provencal' | 'classic';

export interface Style {
  sofa: string;
  /** A tailored sofa, back and arms of one height, on brass feet (sofa() in furniture.ts). */
  tuxedo?: boolean;
  /** The throw cushions' tones. */
  cushions: string[];
  armchair: { color: string; kind: 'leather' | 'fabric' };
  rug: string;
  coffeeTable: 'marble' | 'oak' | 'travertine';
  /** Over the living room's table. */
  livingLamp: { kind: PendantKind; size: number };
  /** Over the kitchen island: how many, of what kind. */
  islandLamps: { kind: PendantKind; n: number; size: number };
  stool: StoolKind;
  head: 'tufted' | 'oak' | 'linen';
  headColor: string;
  /** At the foot of the bed: an upholstered bench, an oak chest, or nothing. */
  foot: { kind: 'bench' | 'chest'; color: string } | null;
  /** Over the bed and the sofa: a painting, a round mirror, or a bare wall. */
  wallPiece: 'painting' | 'mirror' | 'none';
  throw: string[];
  pillows: string[];
  /** The dining room: its chairs' seats, its table's wood, the two lamps over it. */
  dining: { seat: string; table: string; lamps: PendantKind };
  /**
   * The bathrooms: the vanity's wood, what hangs over its basins, the taps, where towels go.
   */
  bath: { body: string; mirror: MirrorKind; taps: 'brass' | 'black' | 'chrome'; towels: 'ladder' | 'rail'; stool: boolean };
  /**
   * Which plant stands where a room's plan puts a fig, an olive or a palm, and the pots (no two
   * projects with the same fig in the same white pot).
   */
  plants: { fig: PlantKind; olive: PlantKind; palm: PlantKind; pot?: string };
}

export const STYLES: Record<StyleName, Style> = {
  // Bella Vista, a new residence: greige and black metal, an abstract canvas.
  contemporary: {
    sofa: '#dcd4c6',
    cushions: ['#b86b4b', '#8b9a86', '#d8c6a6', '#4f5d6b'],
    armchair: { color: '#b7a58c', kind: 'fabric' },
    rug: '#cfc2ad',
    coffeeTable: 'marble',
    livingLamp: { kind: 'drum', size: 0.35 },
    islandLamps: { kind: 'dome', n: 3, size: 0.2 },
    stool: 'black',
    head: 'linen',
    headColor: '#d8d0c3',
    foot: { kind: 'bench', color: '#bfae96' },
    wallPiece: 'painting',
    throw: ['#b98a68', '#8c9a88', '#c9b79c', '#7a8796'],
    pillows: ['#c7b299', '#9aa79a', '#d2c2ad', '#a9b4bd'],
    dining: { seat: '#cbbfae', table: '#7d5a3c', lamps: 'globe' },
    bath: { body: '#4a4642', mirror: 'rect', taps: 'black', towels: 'rail', stool: false },
    // Olive trees and kentias in charcoal pots.
    plants: { fig: 'olive', olive: 'palm', palm: 'palm', pot: '#4a4744' },
  },
  // Villa Pamplemousse, a seaside house of the 1960s opened to the bay: white linen, navy and
  // sea blues, jute, oak and woven shades.
  riviera: {
    sofa: '#eee9df',
    cushions: ['#34506e', '#8eaac0', '#e2d7c2', '#5d7f8f'],
    armchair: { color: '#3f5670', kind: 'fabric' },
    rug: '#c4ad86',
    coffeeTable: 'oak',
    livingLamp: { kind: 'woven', size: 0.42 },
    islandLamps: { kind: 'woven', n: 2, size: 0.3 },
    stool: 'oak',
    head: 'linen',
    headColor: '#b9c4cb',
    foot: null,
    wallPiece: 'mirror',
    throw: ['#4e6a86'],
    pillows: ['#8eaac0', '#dfe4e6'],
    dining: { seat: '#3f5670', table: '#b08a60', lamps: 'woven' },
    // White marble (the manifest's finish), pale oak under one wide mirror, chrome taps, towels on a rail.
    bath: { body: '#c3a57c', mirror: 'rect', taps: 'chrome', towels: 'rail', stool: false },
    // Kentias and figs in pots of pale glazed stoneware.
    plants: { fig: 'palm', olive: 'fig', palm: 'palm', pot: '#e6e1d6' },
  },
  // Les Étoiles du Rocher, under oak beams: sand, terracotta and ochre, cognac leather, glazed
  // terracotta domes, rush-seated stools, oak chests.
  provencal: {
    sofa: '#d9ccb5',
    cushions: ['#b0603c', '#c8963f', '#7b8460', '#e0cfae'],
    armchair: { color: '#8a5532', kind: 'leather' },
    rug: '#b39a7e',
    coffeeTable: 'travertine',
    livingLamp: { kind: 'terracotta', size: 0.34 },
    islandLamps: { kind: 'terracotta', n: 2, size: 0.26 },
    stool: 'rush',
    head: 'oak',
    headColor: '#8c6a48',
    foot: { kind: 'chest', color: '#7a5a3c' },
    wallPiece: 'none',
    throw: ['#b0603c', '#c8963f'],
    pillows: ['#d8c3a0', '#b0603c'],
    dining: { seat: '#c4a56c', table: '#6b4a30', lamps: 'terracotta' },
    // Walnut under arched mirrors, brass, a teak stool, towels on a ladder.
    bath: { body: '#5e4330', mirror: 'arch', taps: 'brass', towels: 'ladder', stool: true },
    // Olive trees in terracotta.
    plants: { fig: 'olive', olive: 'olive', palm: 'palm', pot: '#b5673f' },
  },
  // The Auteuil apartment in Monaco: ivory and deep green velvet, brass, marble.
  classic: {
    sofa: '#efe9df',
    tuxedo: true,
    cushions: ['#2f4a3f', '#b08d57', '#6e2b36', '#d9cbb0'],
    armchair: { color: '#2f5246', kind: 'fabric' },
    rug: '#c9c1b3',
    coffeeTable: 'marble',
    livingLamp: { kind: 'brass', size: 0.34 },
    islandLamps: { kind: 'brass', n: 2, size: 0.26 },
    stool: 'brass',
    head: 'linen',
    headColor: '#cdc2b2',
    foot: { kind: 'bench', color: '#2f5246' },
    wallPiece: 'painting',
    throw: ['#6e2b36', '#2f4a3f'],
    pillows: ['#b08d57', '#d9cbb0'],
    dining: { seat: '#2f5246', table: '#4a3325', lamps: 'globe' },
    // Backlit round mirrors, brass.
    bath: { body: '#7a5a3e', mirror: 'round', taps: 'brass', towels: 'ladder', stool: true },
    plants: { fig: 'fig', olive: 'olive', palm: 'palm' },
  },
};
