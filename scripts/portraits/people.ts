// The three partners, in the order of content/site.ts: each a MakeHuman character (see
// ./index.ts), shaped by its targets (age, sex, face), dressed and lit the same way; the
// outer two turn towards the middle one, as they stand on the team page.
import type { Layer, Person } from './browser.ts';

/** MakeHuman's macro targets for a European of this sex and age, of average build. */
function macro(sex: 'male' | 'female', years: number): Record<string, number> {
  // MakeHuman's age scale: 0.5 at 25 years, 1 at 90; from 25 on, "old" grows as "young" fades.
  const age = 0.5 + (years - 25) / 130;
  const old = Math.max(0, age * 2 - 1);
  const young = 1 - old;
  return {
    [`macrodetails/universal-${sex}-young-averagemuscle-averageweight`]: young,
    [`macrodetails/universal-${sex}-old-averagemuscle-averageweight`]: old,
    [`macrodetails/caucasian-${sex}-young`]: young,
    [`macrodetails/caucasian-${sex}-old`]: old,
  };
}

/** A quiet smile: the mouth's corners drawn up, the eyes narrowing a little with them. */
function smile(k: number): Record<string, number> {
  return {
    'expression/units/caucasian/mouth-corner-puller': k,
    'expression/units/caucasian/eye-left-slit': k * 0.36,
    'expression/units/caucasian/eye-right-slit': k * 0.36,
  };
}

const eyes = (color: string): Layer => ({ path: 'eyes/HighPolyEyes/HighPolyEyes.json', map: `textures/${color}_eye.png`, roughness: 0.3, alpha: true });
const lashes: Layer = { path: 'eyelashes/Eyelashes01/Eyelashes01.json', alpha: true, order: 2 };
/** The men's suit, its dark cloth dyed (the shirt and tie keep their colours). */
const suit = (color: [number, number, number]): Layer => ({ path: 'clothes/male_elegantsuit01/male_elegantsuit01.json', hides: true, tint: { dark: { below: 0.3, color, gain: 1.3 } } });

export const people: Person[] = [
  {
    // About fifty, grey hair, navy suit.
    file: 'equipe/lucas-morel.jpg',
    turn: 0.22,
    skin: 'skins/middleage_caucasian_male/textures/middleage_lightskinned_male_diffuse.png',
    targets: { ...macro('male', 55), ...smile(0.3), 'head/head-age-more': 0.5, 'head/head-square': 0.3, 'chin/chin-width-max': 0.2 },
    layers: [
      eyes('brownlight'),
      { path: 'eyebrows/eyebrow001/eyebrow001.json', alpha: true, order: 2, tint: { sat: 0.4, lift: 0.15 } },
      lashes,
      suit([0.16, 0.21, 0.34]),
      { path: 'hair/short02/short02.json', alpha: true, order: 3, tint: { sat: 0.25, lift: 0.22 } },
    ],
  },
  {
    // In her forties, long chestnut hair, a terracotta blouse.
    file: 'equipe/camille-ferrand.jpg',
    turn: -0.12,
    skin: 'skins/middleage_caucasian_female/textures/middleage_lightskinned_female_diffuse.png',
    targets: { ...macro('female', 48), ...smile(0.5) },
    layers: [
      eyes('brownlight'),
      { path: 'eyebrows/eyebrow010/eyebrow010.json', alpha: true, order: 2 },
      lashes,
      // A striped shirt in MakeHuman's wardrobe, its stripes blurred away and the cloth dyed.
      { path: 'clothes/female_elegantsuit01/female_elegantsuit01.json', hides: true, tint: { blur: 5, sat: 0, dark: { below: 0.45, color: [0.6, 0.33, 0.25], gain: 1.5 } } },
      { path: 'hair/long01/long01.json', alpha: true, order: 3, tint: { mul: [0.95, 0.82, 0.72] } },
    ],
  },
  {
    // About forty, dark hair and a full beard, olive suit.
    file: 'equipe/thomas-giordano.jpg',
    turn: -0.24,
    skin: 'skins/young_caucasian_male/textures/young_lightskinned_male_diffuse.png',
    targets: { ...macro('male', 40), ...smile(0.3), 'head/head-oval': 0.3 },
    layers: [
      eyes('brown'),
      { path: 'eyebrows/eyebrow001/eyebrow001.json', alpha: true, order: 2 },
      lashes,
      suit([0.33, 0.33, 0.25]),
      { path: 'hair/Full_beard/Full_beard.json', alpha: true, order: 3, tint: { mul: [1.6, 1.25, 1.0] } },
      { path: 'hair/short02/short02.json', alpha: true, order: 4, tint: { mul: [0.55, 0.45, 0.38] } },
    ],
  },
];
