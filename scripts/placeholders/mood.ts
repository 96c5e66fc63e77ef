// Time of day. Every painter reads its colours through a mood so the same scene can be shot at
// dawn, noon or dusk, which is most of what makes a series of placeholders feel like a shoot.
import { mix, palette } from './color.ts';

export type MoodName = 'morning' | 'midday' | 'golden' | 'dusk' | 'blue' | 'haze';

export interface Mood {
  name: MoodName;
  skyTop: string;
  skyHorizon: string;
  sun: string;
  /** Sun height above the horizon as a share of the sky (0 = on it). */
  sunHeight: number;
  sunVisible: boolean;
  seaNear: string;
  seaFar: string;
  glitter: string;
  haze: string;
  /** Colour of direct light, multiplied onto lit surfaces. */
  light: string;
  /** Colour shadows lean towards. */
  shadow: string;
  /** Direction the light comes from on screen: -1 left, 1 right. */
  side: number;
  /** 0..1, how lit windows glow (dusk, blue hour). */
  lamps: number;
  clouds: string;
}

const base: Record<MoodName, Omit<Mood, 'name' | 'side'>> = {
  morning: {
    skyTop: '#8fc0d8',
    skyHorizon: '#eef0e6',
    sun: '#fff4d6',
    sunHeight: 0.45,
    sunVisible: false,
    seaNear: '#1f6680',
    seaFar: '#7fb8c8',
    glitter: '#fff8e8',
    haze: '#dfe9ea',
    light: '#fff6e6',
    shadow: '#5d7688',
    lamps: 0,
    clouds: '#ffffff',
  },
  midday: {
    skyTop: '#5f9fc6',
    skyHorizon: palette.sky,
    sun: '#ffffff',
    sunHeight: 0.9,
    sunVisible: false,
    seaNear: '#134a66',
    seaFar: palette.sea,
    glitter: '#f4fbff',
    haze: '#c5dde6',
    light: '#ffffff',
    shadow: '#4b6a80',
    lamps: 0,
    clouds: '#ffffff',
  },
  golden: {
    skyTop: '#7ea6c2',
    skyHorizon: '#f6d6a2',
    sun: '#ffe2a8',
    sunHeight: 0.22,
    sunVisible: true,
    seaNear: '#1e4a62',
    seaFar: '#8aa4a8',
    glitter: '#ffe0a0',
    haze: '#ead7b8',
    light: '#ffe6c2',
    shadow: '#5a5870',
    lamps: 0.15,
    clouds: '#fff0da',
  },
  dusk: {
    skyTop: '#2c3d63',
    skyHorizon: '#f0a070',
    sun: '#ffc58a',
    sunHeight: 0.04,
    sunVisible: true,
    seaNear: '#1a2742',
    seaFar: '#8a6a78',
    glitter: '#ffb880',
    haze: '#b88a8a',
    light: '#ffc9a0',
    shadow: '#3b3a5a',
    lamps: 0.7,
    clouds: '#f2b08c',
  },
  blue: {
    skyTop: '#0f2a3d',
    skyHorizon: '#6f8fb0',
    sun: '#c8d8ff',
    sunHeight: -0.1,
    sunVisible: false,
    seaNear: '#0b1a2a',
    seaFar: '#3a5878',
    glitter: '#ffd79a',
    haze: '#52708f',
    light: '#8aa0c0',
    shadow: '#1a2438',
    lamps: 1,
    clouds: '#7d8fb0',
  },
  haze: {
    skyTop: '#a9c7d6',
    skyHorizon: '#f1ede4',
    sun: '#fffaf0',
    sunHeight: 0.6,
    sunVisible: false,
    seaNear: '#2b6d85',
    seaFar: '#a9c9d0',
    glitter: '#ffffff',
    haze: '#e9ebe6',
    light: '#fbf7ee',
    shadow: '#7d8c96',
    lamps: 0,
    clouds: '#ffffff',
  },
};

export function mood(name: MoodName, side = 1): Mood {
  return { name, side, ...base[name] };
}

/** How far a surface is pushed towards the haze colour at a given depth (0 near .. 1 far). */
export function aerial(m: Mood, color: string, depth: number): string {
  return mix(color, m.haze, Math.max(0, Math.min(1, depth)));
}
