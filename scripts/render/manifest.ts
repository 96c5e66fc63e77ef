// Every picture the site expects under content/images/, with the scene that shows what its
// caption and alt text say (content/realisations/*.md, content/articles/*.md, content/pages.ts),
// its light, and its size. Scenes and moods are chosen by hand so that a gallery reads like one
// shoot with variety; framing details are seeded from each path.
import type { Shot } from './browser/main.ts';
import type { RoomOptions } from './browser/rooms.ts';
import type { MoodName } from './browser/stage.ts';
import type { TerraceOptions } from './browser/terraces.ts';
import { OPERATIONS, type PlanKind } from './plans.ts';

export interface PhotoEntry {
  type: 'photo';
  path: string;
  width: number;
  height: number;
  shot: Shot;
  mood: MoodName;
  /**
   * Written mirrored, left for right: a room of one project framed like one of another (the
   * same kind of room from the same corner) reads as a room of its own.
   */
  mirror?: boolean;
}

export interface PlanEntry {
  type: 'plan';
  path: string;
  width: number;
  height: number;
  kind: PlanKind;
  seed: string;
  /** Only this part of the sheet, in fractions of it (left, top, width, height), drawn at `width` × `height`. */
  view?: [number, number, number, number];
  /** The sheet the view is cut from, when there is one. */
  sheet?: [number, number];
}

export type Entry = PhotoEntry | PlanEntry;

/**
 * Pictures path-traced by Blender's Cycles from the same scenes (`npm run images:cycles`, see
 * cycles.ts): the light bounced between walls, floors and furniture, soft shadows and the sky
 * through the windows, as a photograph has them. `npm run images` leaves them as they are.
 */
export const PATH_TRACED: ReadonlySet<string> = new Set(
  // Monaco's hero and every room of its grid (the terraces and the views outside are still three.js's).
  [
    ...['02', '03', '04', '06', '07', '08', '09', '11', '12', '14'].map((n) => `realisations/appartement-prestige-auteuil-monaco/grille-${n}.jpg`),
    'realisations/appartement-prestige-auteuil-monaco/hero.jpg', // its salon at the end of the day
    // Four of its reportage, the flattest in three.js's light (review 19): the entrance, two views
    // of the salon, the cellar. (Not its bathrooms: Cycles leaves their mirrors black.)
    ...['01', '02', '04', '11'].map((n) => `realisations/appartement-prestige-auteuil-monaco/photo-${n}.jpg`),
    'pages/agence.jpg', // the meeting room beside the strengths on /acteurs
    'pages/agence-etudes.jpg', // the same room from its windows, on /qui-sommes-nous
    'pages/investisseurs.jpg', // Les Étoiles' common salon, the investors' hero
    // The villa: its hero, the garden, the pool, every room and the pergola (the
    // grapefruit tree does not export yet; the bay at dusk came out better in three.js).
    ...['hero', 'galerie-01', 'galerie-02', 'galerie-03', 'galerie-04', 'galerie-05', 'galerie-06', 'galerie-07'].map((n) => `realisations/villa-pamplemousse/${n}.jpg`),
    // Bella Vista: its salon (the hero), its hall and the flat's rooms (the street, the terrace
    // and the bathroom are still three.js's: Cycles left the bathroom's morning dim, its mirror black).
    'realisations/immeuble-luxe-bella-vista/hero.jpg',
    ...['02', '03', '04', '05'].map((n) => `realisations/immeuble-luxe-bella-vista/galerie-${n}.jpg`),
    // Les Étoiles: every room (the façade, the pool, the terraces and the garden are still three.js's).
    ...['04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '16', '17'].map((n) => `realisations/les-etoiles-du-rocher/galerie-${n}.jpg`),
  ],
);

/** Every size in one place: sharp at 1920 px and DPR 2 for heroes, at their slot for the rest. */
export const SIZES = {
  hero: [3840, 2304],
  panorama: [3840, 1280],
  article: [2400, 1500],
  monacoGrid: [1600, 1200],
  monacoPhoto: [2100, 1400],
  monacoPhotoUpright: [1400, 2100],
  villa: [2400, 1600],
  villaUpright: [1600, 2400],
  /** Étoiles: 2100 wide, heights scaled from the 1400-wide gallery's. */
  etoilesWidth: 2100,
  bellaVista: [2100, 1400],
  /**
   * The villa's plans, in the spec's grid of narrow and wide cells in turn (1fr 2fr: one row
   * height): a wide sheet is twice a narrow one's width at its height; both sharp in the viewer.
   */
  planNarrow: [1500, 1200],
  planWide: [1680, 672],
} as const;

const pad = (n: number): string => String(n).padStart(2, '0');
const photo = (path: string, size: readonly [number, number], shot: Shot, mood: MoodName): PhotoEntry => ({ type: 'photo', path, width: size[0], height: size[1], shot, mood });
const room = (r: Extract<Shot, { scene: 'room' }>['room'], options: RoomOptions = {}): Shot => ({ scene: 'room', room: r, options });
const terrace = (options: TerraceOptions = {}): Shot => ({ scene: 'terrace', options });
const view = (kind: Extract<Shot, { scene: 'view' }>['kind']): Shot => ({ scene: 'view', kind });
const detail = (kind: Extract<Shot, { scene: 'detail' }>['kind']): Shot => ({ scene: 'detail', kind });
const ext = (kind: Extract<Shot, { scene: 'exterior' }>['kind'], angle?: 'front' | 'oblique' | 'low' | 'terrace'): Shot => ({ scene: 'exterior', kind, options: angle ? { angle } : {} });

function pages(): PhotoEntry[] {
  const page = (slug: string, shot: Shot, mood: MoodName): PhotoEntry => photo(`pages/${slug}.jpg`, SIZES.hero, shot, mood);
  return [
    page('accueil', view('menton'), 'golden'), // Menton's old town from the sea
    page('acteurs', ext('avenue'), 'morning'), // an avenue of residences above the sea
    page('qui-sommes-nous', ext('ochre', 'low'), 'morning'), // a potted olive in focus, the ochre façade and its bougainvillea soft behind
    page('contact', view('street'), 'morning'), // the office's street in the old town
    page('actualites', detail('desk'), 'golden'), // plans and notebook before the roofs
    page('proprietaires-prives', view('boundary'), 'morning'), // a surveyor's range pole on a plot of olive terraces above the sea
    page('institutions-collectivites', ext('townHall'), 'morning'), // town hall and flags
    page('professionnels-immobilier', detail('siteModel'), 'morning'), // the feasibility model of a hillside residence, on the meeting table
    page('investisseurs', room('living', { style: 'provencal', layout: 'corner', view: 'cape', ceiling: 'beams', floor: 'travertine' }), 'golden'), // the common salon of Les Étoiles du Rocher, an operation its investors financed
    // The agency's meeting room in the old town, beside the strengths on /acteurs (not a hero: 3:2).
    photo('pages/agence.jpg', SIZES.villa, room('dining', { variant: 'meeting', style: 'riviera', view: 'roofs', floor: 'herringbone', frame: { eye: [2.3, 1.8, 2.0], at: [-0.6, 0.55, -1.3], fov: 60 } }), 'morning'),
    // Beside the strengths of the landowners' and the investors' pages: a division plan with the
    // house's keys and its deeds, an operation's monthly report (3:2, as the agency's room).
    photo('pages/proprietaires-dossier.jpg', SIZES.villa, detail('division'), 'morning'),
    photo('pages/investisseurs-rapport.jpg', SIZES.villa, detail('report'), 'morning'),
    // The same room seen from its windows, the studies on the shelves behind the table, beside the story on /qui-sommes-nous.
    photo('pages/agence-etudes.jpg', SIZES.villa, room('dining', { variant: 'meeting', style: 'riviera', view: 'roofs', floor: 'herringbone', frame: { eye: [0.9, 1.6, -2.6], at: [-2.6, 0.9, 0.9], fov: 56 } }), 'morning'),
  ];
}

function articles(): PhotoEntry[] {
  const a = (slug: string, shot: Shot, mood: MoodName): PhotoEntry => photo(`articles/${slug}.jpg`, SIZES.article, shot, mood);
  return [
    a('foncier-environnement', detail('zoning'), 'morning'), // a commune's zoning plan on the table, its vacant plots ringed in red
    a('transition-energetique', detail('solarRoof'), 'morning'), // solar modules on a tiled roof of the old town, the bay beyond
    a('smart-city', detail('model'), 'morning'), // the white study model of a coastal district
    a('valorisation-patrimoniale', detail('elevation'), 'morning'), // the survey of an old-town house, its raising dashed in red, and trial washes of render
  ];
}

function pamplemousse(): Entry[] {
  const dir = 'realisations/villa-pamplemousse';
  const gallery: [Shot, MoodName, boolean][] = [
    [ext('villa', 'oblique'), 'midday', false], // façade sud, baies ouvertes sur la terrasse
    [terrace({ pool: 'garden', view: 'hills', deck: 'stone' }), 'midday', false], // piscine 12 × 6 m face à la mer
    [room('living', { style: 'riviera', layout: 'corner', view: 'garden', frame: { eye: [-2.7, 1.45, 2.7], at: [1.0, 0.9, -3.1], fov: 56 } }), 'morning', false], // séjour aux canapés clairs, baies sur le jardin, vu de derrière le canapé
    [room('kitchen', { style: 'riviera', fronts: '#f1ede6', view: 'garden', layout: 'corner', floor: 'travertine' }), 'midday', true], // cuisine blanche, îlot en pierre
    [room('bedroom', { style: 'riviera', curtains: true, view: 'open', layout: 'side' }), 'golden', true], // suite parentale, lit tourné vers la baie
    [room('bathroom', { style: 'riviera', variant: 'shower', floor: 'travertine', finish: 'marble', view: 'garden', frame: { eye: [-1.9, 1.5, 1.9], at: [2.0, 0.95, -1.2], fov: 60 } }), 'haze', false], // douche vitrée, marbre blanc, double vasque en pierre, vue depuis la douche
    [terrace({ pergola: true, dining: true, deck: 'stone', view: 'hills', look: 'along' }), 'golden', false], // terrasse sous pergola, table à l'ombre
    [view('grapefruit'), 'morning', true], // le vieux pamplemoussier
    [view('golfe'), 'golden', false], // la baie de Golfe-Juan et l'Esterel en fin de journée
  ];
  // Narrow and wide in turn, as the page's grid lays them (the spec's four columns): the site, the
  // three levels and the short façades on sheets a little wider than deep, each beside a long
  // drawing on a sheet twice as wide (the long façades, the sections, the roof), so that every
  // drawing fills its sheet and a row is of one height.
  const plans: PlanKind[] = ['site', 'elevation-south', 'ground', 'elevation-north', 'extension', 'section', 'basement', 'roof', 'elevation-west', 'section-cross', 'elevation-east'];
  return [
    photo(`${dir}/hero.jpg`, SIZES.hero, ext('villa'), 'morning'), // the façade in the morning sun (a golden one, low behind the house, left it in shade)
    // The same view before the works, on a grey day (the story of the renovation shows it).
    photo(`${dir}/avant.jpg`, SIZES.villa, { scene: 'exterior', kind: 'villa', options: { before: true } }, 'haze'),
    ...gallery.map(([shot, mood, upright], i) => photo(`${dir}/galerie-${pad(i + 1)}.jpg`, upright ? SIZES.villaUpright : SIZES.villa, shot, mood)),
    ...plans.map((kind, i): PlanEntry => {
      const path = `${dir}/plans/plan-${pad(i + 1)}.png`;
      const [width, height] = i % 2 === 0 ? SIZES.planNarrow : SIZES.planWide;
      return { type: 'plan', path, width, height, kind, seed: path };
    }),
  ];
}

function monaco(): PhotoEntry[] {
  const dir = 'realisations/appartement-prestige-auteuil-monaco';
  const T = { view: 'towers' } as const;
  // Staff mouldings and cornices in the apartment's living rooms, bedrooms and halls (the text says so; not in its kitchens, baths or service rooms).
  const R = { ...T, mouldings: true } as const;
  const grid: [Shot, MoodName][] = [
    [terrace({ loungers: true, view: 'cape', look: 'corner' }), 'midday'], // vue à 180° depuis le toit-terrasse
    [room('living', { style: 'classic', layout: 'side', ...R }), 'golden'], // séjour ouvert sur la terrasse
    [room('kitchen', { style: 'classic', fronts: '#d8d6d0', layout: 'back', ...R }), 'morning'], // cuisine laque mate, îlot en pierre
    [room('bedroom', { style: 'classic', curtains: true, ...R, frame: { eye: [2.0, 1.25, -2.2], at: [-2.8, 0.9, 0.6], fov: 52 } }), 'golden'], // suite parentale vue depuis la baie, le lit et sa tête de lit
    [terrace({ jacuzzi: true, deck: 'teak', ...T }), 'midday'], // jacuzzi encastré face à la mer
    [room('kitchen', { style: 'classic', fronts: '#d8d6d0', layout: 'back', ...T, frame: { eye: [2.6, 1.4, 2.3], at: [0.2, 0.85, -0.5], fov: 46 } }), 'morning'], // l’îlot de la cuisine et ses tabourets en laiton, de près
    [room('bathroom', { style: 'classic', variant: 'tub', ...R, frame: { eye: [1.0, 1.2, 0.7], at: [-0.2, 0.45, -1.3], fov: 46 } }), 'midday'], // baignoire îlot en marbre, de près
    [room('dressing', { style: 'classic', ...R, frame: { eye: [1.4, 1.5, -2.2], at: [-1.0, 1.0, 2.0], fov: 60 } }), 'morning'], // dressing en chêne, vu depuis la fenêtre
    [room('dining', { style: 'classic', ...R }), 'golden'], // table en bois massif devant la baie
    [terrace({ pergola: true, ...T, look: 'along' }), 'golden'], // salon extérieur sous la pergola
    [room('living', { style: 'classic', layout: 'back', ...R, frame: { eye: [2.5, 1.4, 2.7], at: [-1.4, 0.9, -2.4], fov: 58 } }), 'dusk'], // le séjour à la tombée du jour, lampes allumées, vu de l’angle opposé au héros
    [room('bedroom', { style: 'classic', variant: 'oak', layout: 'side', wall: '#f2eee6', ...R, frame: { eye: [1.2, 1.1, 1.6], at: [-2.8, 0.8, -0.6], fov: 46 } }), 'haze'], // chambre d’invités aux tons clairs, le lit de près
    [terrace({ kitchen: true, deck: 'grey', ...T, look: 'corner' }), 'midday'], // cuisine d’été inox et pierre
    [room('reading', { style: 'classic', ...R, frame: { eye: [0.6, 1.1, 0.6], at: [-1.4, 0.6, -1.6], fov: 48 } }), 'golden'], // le coin lecture, fauteuil de cuir et lampe, de près
    [terrace({ planters: true, view: 'cape' }), 'morning'], // jardinières d’oliviers
    [terrace({ jacuzzi: true, deck: 'teak', ...T, look: 'corner' }), 'blue'], // Monaco la nuit depuis le jacuzzi
  ];
  const photos: [Shot, MoodName][] = [
    [room('entry', { style: 'classic', floor: 'marble', ...R }), 'midday'], // 01 entrée, console en noyer et miroir rétroéclairé
    [room('living', { style: 'classic', layout: 'back', ...R }), 'midday'], // 02 séjour vu depuis l’entrée
    [room('living', { style: 'classic', layout: 'corner', ...R, floor: 'paleOak', frame: { eye: [-1.8, 1.4, 2.6], at: [0.6, 0.8, -2.9], fov: 54 } }), 'golden'], // 03 canapé clair tourné vers la baie et la ville
    [room('reading', { style: 'classic', ...R }), 'golden'], // 04 coin lecture, fauteuil en cuir
    [room('library', { style: 'classic', ...R, floor: 'herringbone' }), 'morning'], // 05 bibliothèque encastrée en chêne (upright)
    [room('dining', { style: 'classic', ...R, floor: 'herringbone', frame: { eye: [2.2, 1.3, 0.9], at: [-0.9, 0.95, -1.3], fov: 50 } }), 'dusk'], // 06 dix couverts, deux suspensions en verre soufflé
    [room('kitchen', { style: 'classic', layout: 'corner', fronts: '#d8d6d0', ...R }), 'midday'], // 07 cuisine laque gris clair
    [room('kitchen', { style: 'classic', layout: 'side', fronts: '#cfcdc6', ...R, floor: 'paleOak' }), 'morning'], // 08 îlot et tabourets
    [detail('counter'), 'golden'], // 09 crédence en pierre, robinetterie laiton
    [room('kitchen', { style: 'classic', layout: 'back', fronts: '#d3d1cb', ...R, floor: 'marble' }), 'haze'], // 10 colonne d’électroménager
    [room('pantry', { style: 'classic', ...R }), 'midday'], // 11 cellier
    [room('stairs', { style: 'classic', ...R, floor: 'paleOak' }), 'golden'], // 12 escalier sculptural (upright)
    [room('stairs', { style: 'classic', ...R, floor: 'herringbone', layout: 'side', frame: { eye: [-0.7, 1.15, 2.9], at: [-1.9, 3.1, -1.2], fov: 62 } }), 'haze'], // 13 garde-corps vitré, vu du pied de l’escalier vers la mezzanine
    [room('landing', { style: 'classic', variant: 'sconces', floor: 'oak', ...R }), 'dusk'], // 14 palier, appliques murales
    [room('bedroom', { style: 'classic', curtains: true, ...R, floor: 'herringbone', w: 7.2, layout: 'corner' }), 'morning'], // 15 suite parentale, baie sur la terrasse et la ville
    [terrace({ loungers: true, deck: 'teak', view: 'cape' }), 'morning'], // 16 terrasse privative le matin
    [room('dressing', { style: 'classic', ...R, floor: 'herringbone' }), 'midday'], // 17 dressing, portes en chêne et éclairage
    [room('dressing', { style: 'classic', variant: 'island', fronts: '#a58360', ...R }), 'golden'], // 18 îlot du dressing, tiroirs gainés de cuir
    [room('bathroom', { style: 'classic', variant: 'vanity', ...R }), 'midday'], // 19 salle de bains en marbre blanc (upright)
    [room('bathroom', { style: 'classic', variant: 'tub', ...R, floor: 'travertine' }), 'golden'], // 20 baignoire îlot devant la fenêtre
    [room('bathroom', { style: 'classic', variant: 'shower', ...R }), 'haze'], // 21 douche à l’italienne, paroi vitrée, niche en marbre
    [room('bathroom', { style: 'classic', variant: 'vanity', ...R, floor: 'herringbone', frame: { eye: [0.5, 1.45, 0.1], at: [-1.0, 0.95, -2.2], fov: 50 } }), 'morning'], // 22 double vasque sous miroirs rétroéclairés, de près (la 19 montre la pièce)
    [room('bedroom', { style: 'classic', variant: 'tufted', layout: 'side', ...R }), 'golden'], // 23 chambre d’invités, tête de lit capitonnée
    [room('bathroom', { style: 'classic', variant: 'shower', finish: 'zellige', ...R, frame: { eye: [1.7, 1.5, 1.3], at: [-2.3, 1.15, -1.1], fov: 56 } }), 'midday'], // 24 salle d’eau en zellige vert, vue depuis les vasques vers la douche et sa niche (la 21 montre une douche de face)
    [room('office', { style: 'classic', ...R }), 'morning'], // 25 chambre aménagée en bureau
    [room('bathroom', { style: 'classic', variant: 'vanity', finish: 'terrazzo', floor: 'terrazzo', ...R, frame: { eye: [-2.0, 1.5, 1.4], at: [0.0, 1.0, -2.3], fov: 52 } }), 'haze'], // 26 vasque en terrazzo, vue depuis l’angle des toilettes vers la fenêtre (upright)
    [room('toilets', { style: 'classic', ...R }), 'dusk'], // 27 toilettes, papier peint texturé
    [room('laundry', { style: 'classic', ...R }), 'midday'], // 28 buanderie
    [terrace({ doorway: true, ...T, look: 'along' }), 'midday'], // 29 arrivée sur le toit-terrasse par une porte vitrée
    [terrace({ jacuzzi: true, loungers: true, pergola: true, ...T, look: 'corner' }), 'golden'], // 30 vue d’ensemble du toit-terrasse
    [terrace({ jacuzzi: true, deck: 'teak', view: 'cape' }), 'midday'], // 31 jacuzzi dans le platelage
    [terrace({ jacuzzi: true, deck: 'teak', ...T, look: 'along' }), 'blue'], // 32 jacuzzi illuminé
    [terrace({ pergola: true, view: 'cape', look: 'corner' }), 'haze'], // 33 pergola bioclimatique (upright)
    [terrace({ kitchen: true, ...T, look: 'along' }), 'golden'], // 34 cuisine d’été, plancha et évier inox
    [terrace({ dining: true, deck: 'teak', view: 'cape' }), 'dusk'], // 35 table de douze couverts
    [terrace({ loungers: true, view: 'open' }), 'midday'], // 36 transats face à la mer
    [terrace({ planters: true, ...T, look: 'along' }), 'morning'], // 37 jardinières d’oliviers et de lavandes
    [view('cape'), 'morning'], // 38 vue vers l’est, Cap-Martin
    [room('bedroom', { style: 'classic', curtains: true, ...R, layout: 'back', floor: 'herringbone' }), 'morning'], // 39 la mer et la ville depuis la suite parentale, au réveil
    [room('living', { style: 'classic', ...R, layout: 'back', frame: { eye: [-2.3, 1.35, 2.6], at: [0.4, 1.15, -3.0], fov: 66 } }), 'golden'], // 40 la baie du séjour ouverte sur la terrasse et la mer (upright)
    [room('dining', { style: 'classic', ...R, floor: 'herringbone', frame: { eye: [2.7, 1.45, 2.6], at: [-0.8, 0.8, -1.6], fov: 52 } }), 'haze'], // 41 la salle à manger vue depuis la cuisine, la table devant la baie, sur le point de Hongrie
    [room('living', { style: 'classic', layout: 'corner', ...R, frame: { eye: [1.6, 1.3, -2.7], at: [-1.6, 0.9, 2.4], fov: 60 } }), 'golden'], // 42 le séjour en fin de journée, vu depuis la baie
    [room('bedroom', { style: 'classic', variant: 'tufted', layout: 'side', ...R, frame: { eye: [0.9, 1.05, 1.9], at: [-2.6, 0.95, -0.2], fov: 48 } }), 'morning'], // 43 tête de lit capitonnée et lampe de chevet, de près
    [terrace({ loungers: true, deck: 'teak', planters: true, ...T, look: 'along' }), 'golden'], // 44 la terrasse de la suite au soleil couchant, ses trois transats face à la ville
  ];
  const upright = new Set([5, 12, 19, 26, 33, 40]);
  return [
    // The living floor's salon, its bay open on the terrace and the sea, late in the day.
    photo(`${dir}/hero.jpg`, SIZES.hero, room('living', { style: 'classic', layout: 'back', ...R }), 'golden'),
    ...grid.map(([shot, mood], i) => photo(`${dir}/grille-${pad(i + 1)}.jpg`, SIZES.monacoGrid, shot, mood)),
    ...photos.map(([shot, mood], i) => photo(`${dir}/photo-${pad(i + 1)}.jpg`, upright.has(i + 1) ? SIZES.monacoPhotoUpright : SIZES.monacoPhoto, shot, mood)),
  ];
}

function etoiles(): PhotoEntry[] {
  const dir = 'realisations/les-etoiles-du-rocher';
  const C = { view: 'cape', ceiling: 'cove' } as const;
  const gallery: [Shot, MoodName, number, boolean?][] = [
    [ext('rockVilla'), 'midday', 933], // façade au soleil, Roquebrune en arrière-plan
    [view('allee'), 'morning', 860], // allée d’oliviers entre murets de pierre sèche
    [terrace({ pool: 'infinity', deck: 'stone', ...C }), 'morning', 933], // piscine à débordement
    [room('living', { style: 'provencal', layout: 'back', ...C, ceiling: 'beams', floor: 'travertine' }), 'midday', 1000], // grand salon commun
    [room('bedroom', { style: 'provencal', curtains: true, wall: '#efe6da', floor: 'paleOak', ...C }), 'morning', 933, true], // première suite, rideaux de lin
    [room('bathroom', { style: 'provencal', variant: 'tub', floor: 'travertine', finish: 'stone', ...C }), 'haze', 800], // salle de bains en pierre claire
    [room('bedroom', { style: 'provencal', layout: 'side', wall: '#ebe3d6', ...C, floor: 'herringbone', suite: { head: 'linen', headColor: '#b0603c', foot: { kind: 'bench', color: '#a8824f' } } }), 'golden', 933, true], // deuxième suite, balcon face au Cap-Martin, tête de lit terre cuite
    [room('bathroom', { style: 'provencal', variant: 'shower', layout: 'side', floor: 'travertine', finish: 'stone', ...C }), 'midday', 900], // douche à l’italienne
    [room('bedroom', { style: 'provencal', floor: 'paleOak', finish: 'slats', wall: '#e6d9c3', ...C, suite: { head: 'oak', headColor: '#a5825c', foot: null } }), 'golden', 933], // troisième suite, sable et bois
    [room('bedroom', { style: 'provencal', attic: true, ...C, suite: { head: 'tufted', headColor: '#e0cfae', foot: { kind: 'bench', color: '#7b8460' } } }), 'morning', 1000], // quatrième suite sous la pente du toit, tête de lit capitonnée
    [room('office', { style: 'provencal', ...C, floor: 'paleOak', wall: '#ede4d6' }), 'haze', 933, true], // cinquième suite et son coin bureau
    [room('kitchen', { style: 'provencal', ...C, ceiling: 'beams', fronts: '#e9e4da', floor: 'travertine' }), 'midday', 860], // cuisine commune avec îlot
    [room('dining', { style: 'provencal', ...C, ceiling: 'beams', floor: 'travertine' }), 'golden', 933], // salle à manger sur la terrasse
    [terrace({ loungers: true, planters: true, ...C, deck: 'stone', look: 'corner' }), 'dusk', 933], // terrasse panoramique au couchant
    [view('restanques'), 'golden', 1000], // restanques, agrumes et lavandes
    [room('library', { style: 'provencal', ...C, floor: 'herringbone', wall: '#ede4d6' }), 'midday', 933], // la bibliothèque du salon commun
    [room('entry', { style: 'provencal', floor: 'travertine', wall: '#ede4d6' }), 'morning', 933, true], // l’entrée de la résidence
  ];
  const w = SIZES.etoilesWidth;
  return [
    photo(`${dir}/hero.jpg`, SIZES.hero, ext('rockVilla', 'terrace'), 'golden'),
    photo(`${dir}/panorama.jpg`, SIZES.panorama, view('panoramaCap'), 'golden'),
    ...gallery.map(([shot, mood, h, mirror], i) => ({ ...photo(`${dir}/galerie-${pad(i + 1)}.jpg`, [w, Math.round((h * w) / 1400)], shot, mood), mirror })),
  ];
}

function bellaVista(): PhotoEntry[] {
  const dir = 'realisations/immeuble-luxe-bella-vista';
  const T = { view: 'towers' } as const;
  const gallery: [Shot, MoodName, boolean?][] = [
    [ext('residence', 'low'), 'morning'], // la façade et ses balcons
    [room('hall', { style: 'contemporary', floor: 'travertine' }), 'midday'], // hall d’entrée en pierre et bois
    [room('living', { style: 'contemporary', layout: 'side', ...T, floor: 'paleOak' }), 'morning'], // séjour ouvert sur sa terrasse
    [room('kitchen', { style: 'contemporary', fronts: '#efe9df', layout: 'corner', ...T, floor: 'paleOak', wall: '#efe8dc' }), 'morning', true], // cuisine claire
    [room('bedroom', { style: 'contemporary', layout: 'corner', ...T, floor: 'paleOak', wall: '#ece3d6', drape: '#a9ab94' }), 'haze', true], // chambre principale
    [terrace({ dining: 'six', planters: true, ...T, look: 'corner', railing: 'iron', wall: '#e9c48f' }), 'golden'], // terrasse meublée face à la mer, table de six
    [room('bathroom', { style: 'contemporary', variant: 'vanity', finish: 'stone', floor: 'travertine', ...T }), 'morning'], // salle de bains de la chambre principale, double vasque
  ];
  return [
    // The salon of a flat at sunset, seen across from its corner, the terrace and the sea
    // through the bay (its façade, seen from the street, is in the gallery).
    photo(`${dir}/hero.jpg`, SIZES.hero, room('living', { style: 'contemporary', layout: 'back', ...T, floor: 'paleOak', frame: { eye: [2.5, 1.3, 2.5], at: [-0.9, 1.0, -3.0], fov: 60 } }), 'golden'),
    photo(`${dir}/panorama.jpg`, SIZES.panorama, view('panoramaMonaco'), 'blue'),
    ...gallery.map(([shot, mood, mirror], i) => ({ ...photo(`${dir}/galerie-${pad(i + 1)}.jpg`, SIZES.bellaVista, shot, mood), mirror })),
  ];
}

/**
 * The plans in the projects' text: one of Bella Vista's flats (plans.ts, FLAT), Les Étoiles'
 * site, the same drawing as the investors' page shows (its seed), and the Monaco flat's two lower
 * levels side by side (MONACO_NIGHT, MONACO_DAY).
 */
function projectPlans(): PlanEntry[] {
  const flat = 'realisations/immeuble-luxe-bella-vista/plan-type.png';
  return [
    { type: 'plan', path: flat, width: 1680, height: 1540, kind: 'flat', seed: flat },
    { type: 'plan', path: 'realisations/les-etoiles-du-rocher/plan-masse.png', width: 1680, height: 1260, kind: 'operation-etoiles', seed: 'pages/operation-etoiles.png' },
    { type: 'plan', path: 'realisations/appartement-prestige-auteuil-monaco/plans.png', width: 1680, height: 900, kind: 'monaco-levels', seed: 'monaco-levels' },
  ];
}

/** The drawing beside the institutions' strengths (a study of a quarter's mutable land, as the firm hands it to a commune), the plans of division of the three landowners' cases and the plans of the operations the professionals', institutions' and investors' pages cite. */
function study(): PlanEntry[] {
  const path = 'pages/etude-gisements.png';
  const divisions = (['carei', 'gorbio', 'roquebrune'] as const).map((which): PlanEntry => {
    const p = `pages/division-${which}.png`;
    return { type: 'plan', path: p, width: 1800, height: 1350, kind: `division-${which}`, seed: p };
  });
  const operations = OPERATIONS.map((which): PlanEntry => {
    const p = `pages/operation-${which}.png`;
    return { type: 'plan', path: p, width: 1800, height: 1350, kind: `operation-${which}`, seed: p };
  });
  return [
    { type: 'plan', path, width: 1700, height: 2000, kind: 'survey', seed: path },
    // The same study inside its frame, 4:3, for a tile: the home page's second trade.
    { type: 'plan', path: 'pages/etude-gisements-extrait.png', width: 1600, height: 1200, kind: 'survey', seed: path, sheet: [1700, 2000], view: [0.1, 0.3, 0.8, 0.51] },
    ...divisions,
    ...operations,
  ];
}

export function manifest(): Entry[] {
  return [...pages(), ...study(), ...articles(), ...pamplemousse(), ...monaco(), ...etoiles(), ...bellaVista(), ...projectPlans()];
}
