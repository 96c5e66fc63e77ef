// Every picture the site expects, with what to paint in it. Paths are relative to
// content/images/. Scene and light are chosen here by hand, so a gallery reads like one shoot
// with variety rather than a random draw; framing details are then seeded from each path.
import type { DetailKind } from './details.ts';
import type { TerraceOptions, VillaOptions } from './exteriors.ts';
import type { FacadeKind, FacadeOptions } from './facades.ts';
import type { MoodName } from './mood.ts';
import type { PlanKind } from './plans.ts';
import type { RoomKind, RoomOptions } from './rooms.ts';
import type { CoastLayout, RestanquesOptions } from './views.ts';

export type Shot =
  | { scene: 'coast'; layout?: CoastLayout }
  | { scene: 'harbour' }
  | { scene: 'monaco' }
  | { scene: 'panorama'; kind: 'cap' | 'monaco' }
  | { scene: 'restanques'; options?: RestanquesOptions }
  | { scene: 'allee' }
  | { scene: 'solar' }
  | { scene: 'smartCity' }
  | { scene: 'interior'; room: RoomKind; options?: RoomOptions }
  | { scene: 'terrace'; options?: TerraceOptions }
  | { scene: 'villa'; options?: VillaOptions }
  | { scene: 'residence' }
  | { scene: 'rockVilla' }
  | { scene: 'drone' }
  | { scene: 'facade'; kind: FacadeKind; options?: FacadeOptions }
  | { scene: 'detail'; kind: DetailKind };

export interface PhotoEntry {
  type: 'photo';
  path: string;
  width: number;
  height: number;
  caption: string;
  shot: Shot;
  mood: MoodName;
}

export interface PlanEntry {
  type: 'plan';
  path: string;
  width: number;
  height: number;
  kind: PlanKind;
  number: number;
  total: number;
  title: string;
}

export type Entry = PhotoEntry | PlanEntry;

const pad = (n: number): string => String(n).padStart(2, '0');

const photo = (path: string, size: readonly [number, number], caption: string, shot: Shot, mood: MoodName): PhotoEntry => ({
  type: 'photo',
  path,
  width: size[0],
  height: size[1],
  caption,
  shot,
  mood,
});

const HERO = [2000, 1200] as const;
const ARTICLE = [1600, 1000] as const;
const PANORAMA = [2400, 800] as const;
const room = (r: RoomKind, options?: RoomOptions): Shot => (options ? { scene: 'interior', room: r, options } : { scene: 'interior', room: r });
const terrace = (options?: TerraceOptions): Shot => (options ? { scene: 'terrace', options } : { scene: 'terrace' });
const detail = (kind: DetailKind): Shot => ({ scene: 'detail', kind });

// Page heroes and article images follow the alt texts the pages give them.
function pages(): PhotoEntry[] {
  const page = (slug: string, name: string, shot: Shot, mood: MoodName): PhotoEntry => photo(`pages/${slug}.jpg`, HERO, `Menton — ${name}`, shot, mood);
  return [
    page('accueil', 'accueil', { scene: 'harbour' }, 'golden'), // la vieille ville colorée vue de la mer
    page('acteurs', 'acteurs', { scene: 'coast', layout: 'bay' }, 'morning'), // la baie, les façades étagées
    page('qui-sommes-nous', 'qui sommes-nous', { scene: 'facade', kind: 'old', options: { wall: '#d9a441', shutters: '#9aa0a0', bougainvillea: true } }, 'golden'), // façade ocre, volets gris, bougainvilliers
    page('contact', 'contact', { scene: 'harbour' }, 'dusk'), // le port et la vieille ville au couchant
    page('actualites', 'actualités', detail('desk'), 'golden'), // plans et carnet face aux toits
    page('proprietaires-prives', 'propriétaires privés', { scene: 'villa', options: { shutters: '#5f7d5a' } }, 'golden'), // villa aux volets verts, piscine, pins
    page('institutions-collectivites', 'institutions et collectivités', { scene: 'facade', kind: 'civic' }, 'morning'), // hôtel de ville, drapeaux
    page('professionnels-immobilier', 'professionnels de l’immobilier', { scene: 'residence' }, 'midday'), // résidence à terrasses
    page('investisseurs', 'investisseurs', { scene: 'monaco' }, 'dusk'), // Monaco au crépuscule, le port
  ];
}

function articles(): PhotoEntry[] {
  const article = (slug: string, name: string, shot: Shot, mood: MoodName): PhotoEntry => photo(`articles/${slug}.jpg`, ARTICLE, `Actualités — ${name}`, shot, mood);
  return [
    article('foncier-environnement', 'foncier et environnement', { scene: 'restanques', options: {} }, 'morning'),
    article('transition-energetique', 'transition énergétique', { scene: 'solar' }, 'midday'),
    article('smart-city', 'smart city', detail('screen'), 'blue'),
    article('valorisation-patrimoniale', 'valorisation patrimoniale', { scene: 'harbour' }, 'midday'),
  ];
}

// Each gallery follows the pictures described in content/realisations/*.md, in order, so a
// placeholder shows roughly what its caption and alt text promise until the real photo arrives.

function pamplemousse(): Entry[] {
  const dir = 'realisations/villa-pamplemousse';
  const name = 'Villa Pamplemousse';
  const land = [1600, 1067] as const;
  const port = [1067, 1600] as const;
  const gallery: [Shot, MoodName, boolean][] = [
    [{ scene: 'villa', options: { wall: '#f4f1ea' } }, 'midday', false], // façade sud, baies ouvertes sur la terrasse
    [terrace({ pool: 'garden', shore: 'hills' }), 'midday', false], // piscine 12 × 6 m face à la mer
    [room('living', { layout: 'corner', shore: 'hills' }), 'morning', false], // séjour lumineux
    [room('kitchen', { fronts: '#efe9df' }), 'midday', false], // cuisine blanche, îlot en pierre
    [room('bedroom', { curtains: true }), 'golden', true], // suite parentale face à la mer
    [room('bathroom', { bath: 'shower', floor: 'travertine' }), 'haze', false], // salle d’eau, double vasque
    [terrace({ pergola: true, dining: true, deck: 'stone', shore: 'hills' }), 'golden', false], // terrasse sous pergola
    [{ scene: 'restanques', options: { grapefruit: true, citrus: true } }, 'morning', true], // le vieux pamplemoussier
    [{ scene: 'coast', layout: 'bay' }, 'dusk', false], // la baie de Golfe-Juan au couchant
  ];
  const plans: [PlanKind, string][] = [
    ['ground', 'Plan du rez-de-chaussée'],
    ['basement', 'Plan du sous-sol semi-enterré'],
    ['extension', 'Extension et suite parentale'],
    ['elevation-south', 'Façade sud'],
    ['elevation-north', 'Façade nord'],
    ['elevation-east', 'Façade est avec l’extension'],
    ['elevation-west', 'Façade ouest'],
    ['section', 'Coupe longitudinale'],
    ['section-cross', 'Coupe transversale, terrasse et piscine'],
    ['site', 'Plan masse, piscine de 12 × 6 m'],
    ['roof', 'Plan de toiture'],
  ];
  return [
    photo(`${dir}/hero.jpg`, HERO, `${name} — Golfe-Juan`, { scene: 'villa', options: { wall: '#f4f1ea' } }, 'golden'),
    ...gallery.map(([shot, mood, portrait], i) => photo(`${dir}/galerie-${pad(i + 1)}.jpg`, portrait ? port : land, `${name} — ${pad(i + 1)}`, shot, mood)),
    ...plans.map(([kind, title], i): PlanEntry => {
      const portrait = (i + 1) % 2 === 1;
      return { type: 'plan', path: `${dir}/plans/plan-${pad(i + 1)}.png`, width: portrait ? 1000 : 1400, height: portrait ? 1400 : 1000, kind, number: i + 1, total: plans.length, title };
    }),
  ];
}

function monaco(): PhotoEntry[] {
  const dir = 'realisations/appartement-prestige-auteuil-monaco';
  const name = 'Appartement Auteuil';
  const towers = { shore: 'towers' } as const;
  const grid: [Shot, MoodName][] = [
    [terrace({ loungers: true, shore: 'cape' }), 'midday'], // vue à 180° depuis le toit-terrasse
    [room('living', { layout: 'corner', shore: 'towers' }), 'golden'], // séjour ouvert sur la terrasse
    [room('kitchen', { fronts: '#d8d6d0' }), 'morning'], // cuisine en laque mate, îlot en pierre
    [room('bedroom', { layout: 'back', curtains: true }), 'golden'], // suite parentale sur sa terrasse
    [terrace({ jacuzzi: true, deck: 'teak', ...towers }), 'midday'], // jacuzzi encastré face à la mer
    [room('stairs'), 'haze'], // escalier acier et chêne
    [room('bathroom', { bath: 'tub' }), 'midday'], // baignoire îlot en marbre
    [room('dressing', { layout: 'back' }), 'morning'], // dressing en chêne
    [room('dining', { layout: 'back' }), 'golden'], // table en bois massif devant la baie
    [terrace({ pergola: true, ...towers }), 'golden'], // salon extérieur sous la pergola
    [{ scene: 'monaco' }, 'dusk'], // le port Hercule et le Rocher à la tombée du jour
    [room('bedroom', { layout: 'side' }), 'haze'], // chambre d’invités
    [terrace({ kitchen: true, deck: 'grey', ...towers }), 'midday'], // cuisine d’été
    [detail('veins'), 'morning'], // sol en marbre et plinthe en laiton
    [terrace({ planters: true, shore: 'cape' }), 'morning'], // jardinières d’oliviers
    [terrace({ jacuzzi: true, deck: 'teak', ...towers }), 'blue'], // Monaco la nuit depuis le jacuzzi
  ];
  const photos: [Shot, MoodName][] = [
    [room('entry', { layout: 'none', feature: 'mirror', floor: 'marble' }), 'midday'], // 01 entrée, console et miroir
    [room('living', { layout: 'back', shore: 'towers' }), 'midday'], // 02 séjour vu depuis l’entrée
    [room('living', { layout: 'corner' }), 'golden'], // 03 canapé d’angle en lin
    [room('reading', { layout: 'corner' }), 'golden'], // 04 coin lecture, fauteuil en cuir
    [room('living', { layout: 'side', feature: 'shelves' }), 'morning'], // 05 bibliothèque en chêne (portrait)
    [room('dining', { layout: 'back', shore: 'towers' }), 'dusk'], // 06 salle à manger de huit couverts
    [room('kitchen', { layout: 'back', fronts: '#d8d6d0' }), 'midday'], // 07 cuisine en laque gris clair
    [room('kitchen', { layout: 'corner', fronts: '#d8d6d0' }), 'morning'], // 08 îlot et tabourets
    [detail('counter'), 'golden'], // 09 crédence en pierre, robinetterie laiton
    [room('kitchen', { layout: 'side', fronts: '#d8d6d0', feature: 'art' }), 'haze'], // 10 colonne d’électroménager
    [room('utility'), 'midday'], // 11 cellier
    [room('stairs'), 'golden'], // 12 escalier sculptural (portrait)
    [room('stairs', { floor: 'paleOak' }), 'haze'], // 13 garde-corps vitré
    [room('entry', { layout: 'none', feature: 'art', floor: 'oak' }), 'dusk'], // 14 palier du niveau nuit
    [room('bedroom', { layout: 'back', curtains: true }), 'morning'], // 15 suite parentale face à la mer
    [terrace({ loungers: true, deck: 'teak', shore: 'cape' }), 'morning'], // 16 terrasse privative au lever du jour
    [room('dressing', { layout: 'back' }), 'midday'], // 17 dressing en chêne
    [room('dressing', { layout: 'back', fronts: '#a58360' }), 'golden'], // 18 îlot du dressing
    [room('bathroom', { bath: 'vanity', layout: 'corner' }), 'midday'], // 19 salle de bains en marbre blanc (portrait)
    [room('bathroom', { bath: 'tub', layout: 'back' }), 'golden'], // 20 baignoire îlot devant la fenêtre
    [room('bathroom', { bath: 'shower' }), 'haze'], // 21 douche à l’italienne
    [room('bathroom', { bath: 'vanity', layout: 'side' }), 'morning'], // 22 double vasque
    [room('bedroom', { layout: 'side' }), 'golden'], // 23 chambre d’invités, tête de lit capitonnée
    [room('bathroom', { bath: 'shower', finish: 'zellige' }), 'midday'], // 24 salle d’eau en zellige vert
    [room('office', { layout: 'back' }), 'morning'], // 25 chambre aménagée en bureau
    [room('bathroom', { bath: 'vanity', floor: 'terrazzo' }), 'haze'], // 26 vasque en terrazzo (portrait)
    [room('utility', { finish: 'panels', fronts: '#efe9df' }), 'dusk'], // 27 toilettes des invités
    [room('utility', { fronts: '#cfd0cc' }), 'midday'], // 28 buanderie
    [terrace({ doorway: true, ...towers }), 'midday'], // 29 arrivée sur le toit-terrasse
    [terrace({ jacuzzi: true, loungers: true, pergola: true, ...towers }), 'golden'], // 30 vue d’ensemble du toit-terrasse
    [terrace({ jacuzzi: true, deck: 'teak', shore: 'cape' }), 'midday'], // 31 jacuzzi dans le platelage
    [terrace({ jacuzzi: true, deck: 'teak', ...towers }), 'blue'], // 32 jacuzzi illuminé
    [terrace({ pergola: true, shore: 'cape' }), 'haze'], // 33 pergola bioclimatique (portrait)
    [terrace({ kitchen: true, ...towers }), 'golden'], // 34 cuisine d’été
    [terrace({ dining: true, deck: 'teak', shore: 'cape' }), 'dusk'], // 35 table de dix couverts
    [terrace({ loungers: true, shore: 'open' }), 'midday'], // 36 transats face à la mer
    [terrace({ planters: true, ...towers }), 'morning'], // 37 jardinières d’oliviers et de lavandes
    [{ scene: 'coast', layout: 'cape' }, 'morning'], // 38 vue vers l’est, Cap-Martin
    [{ scene: 'panorama', kind: 'monaco' }, 'golden'], // 39 vue vers l’ouest, le Rocher
    [{ scene: 'monaco' }, 'midday'], // 40 le port Hercule et ses yachts (portrait)
    [detail('parquet'), 'golden'], // 41 parquet en point de Hongrie
    [detail('handle'), 'midday'], // 42 poignée en laiton sur une porte en chêne
    [detail('veins'), 'haze'], // 43 marbre veiné de la salle de bains
    [room('garage'), 'midday'], // 44 parking et porte de cave
  ];
  // About one picture in seven is upright, as a photographer mixes them in a shoot.
  const upright = new Set([5, 12, 19, 26, 33, 40]);
  return [
    photo(`${dir}/hero.jpg`, HERO, `${name} — Monaco`, terrace({ jacuzzi: true, loungers: true, deck: 'teak', ...towers }), 'golden'),
    ...grid.map(([shot, mood], i) => photo(`${dir}/grille-${pad(i + 1)}.jpg`, [1200, 900], `${name} — grille ${pad(i + 1)}`, shot, mood)),
    ...photos.map(([shot, mood], i) => photo(`${dir}/photo-${pad(i + 1)}.jpg`, upright.has(i + 1) ? [933, 1400] : [1400, 933], `${name} — ${pad(i + 1)}`, shot, mood)),
  ];
}

function etoiles(): PhotoEntry[] {
  const dir = 'realisations/les-etoiles-du-rocher';
  const name = 'Les Étoiles du Rocher';
  const gallery: [Shot, MoodName, number][] = [
    [{ scene: 'rockVilla' }, 'midday', 933], // façade au soleil, Roquebrune en arrière-plan
    [{ scene: 'allee' }, 'morning', 860], // allée d’oliviers entre murets de pierre sèche
    [terrace({ pool: 'infinity', deck: 'stone', shore: 'cape' }), 'golden', 933], // piscine à débordement
    [room('living', { layout: 'corner', shore: 'cape' }), 'midday', 1000], // grand salon commun
    [room('bedroom', { layout: 'back', curtains: true, shore: 'cape' }), 'morning', 933], // première suite, rideaux de lin
    [room('bathroom', { bath: 'tub', floor: 'travertine', finish: 'stone' }), 'haze', 800], // salle de bains en pierre claire
    [room('bedroom', { layout: 'corner', shore: 'cape' }), 'golden', 933], // deuxième suite face au Cap-Martin
    [room('bathroom', { bath: 'shower', floor: 'travertine' }), 'midday', 900], // douche à l’italienne
    [room('bedroom', { floor: 'paleOak', finish: 'slats' }), 'golden', 933], // troisième suite, sable et bois
    [room('bedroom', { attic: true }), 'morning', 1000], // quatrième suite sous la pente du toit
    [room('office', { layout: 'back', shore: 'cape' }), 'haze', 933], // cinquième suite et son bureau
    [room('kitchen'), 'midday', 860], // cuisine commune
    [room('dining', { layout: 'corner', shore: 'cape' }), 'golden', 933], // salle à manger sur la terrasse
    [terrace({ loungers: true, planters: true, shore: 'cape' }), 'dusk', 933], // terrasse panoramique au couchant
    [{ scene: 'restanques', options: { citrus: true } }, 'golden', 1000], // restanques, agrumes et lavandes
    [{ scene: 'monaco' }, 'blue', 800], // Monaco illuminé à la nuit tombée
    [{ scene: 'coast', layout: 'village' }, 'golden', 933], // Roquebrune et son château
  ];
  return [
    photo(`${dir}/hero.jpg`, [1920, 1080], `${name} — Roquebrune-Cap-Martin`, { scene: 'rockVilla' }, 'dusk'),
    photo(`${dir}/panorama.jpg`, PANORAMA, `${name} — panorama`, { scene: 'panorama', kind: 'cap' }, 'golden'),
    ...gallery.map(([shot, mood, height], i) => photo(`${dir}/galerie-${pad(i + 1)}.jpg`, [1400, height], `${name} — ${pad(i + 1)}`, shot, mood)),
  ];
}

function bellaVista(): PhotoEntry[] {
  const dir = 'realisations/immeuble-luxe-bella-vista';
  const name = 'Bella Vista';
  const gallery: [Shot, MoodName][] = [
    [{ scene: 'residence' }, 'dusk'], // façade et terrasses superposées
    [room('hall', { floor: 'travertine' }), 'midday'], // hall d’entrée en pierre et bois
    [room('living', { layout: 'back', shore: 'towers' }), 'golden'], // séjour ouvert sur sa terrasse
    [room('kitchen', { fronts: '#efe9df', layout: 'corner' }), 'morning'], // cuisine claire
    [room('bedroom', { layout: 'side' }), 'haze'], // chambre principale
    [terrace({ dining: true, planters: true, shore: 'towers' }), 'golden'], // terrasse meublée, vue sur Monaco
    [room('garage'), 'midday'], // parking et caves
  ];
  return [
    photo(`${dir}/hero.jpg`, HERO, `Résidence ${name} — Beausoleil`, { scene: 'residence' }, 'golden'),
    photo(`${dir}/panorama.jpg`, PANORAMA, `Résidence ${name} — panorama`, { scene: 'panorama', kind: 'monaco' }, 'golden'),
    ...gallery.map(([shot, mood], i) => photo(`${dir}/galerie-${pad(i + 1)}.jpg`, [1400, 933], `Résidence ${name} — ${pad(i + 1)}`, shot, mood)),
  ];
}

export function manifest(): Entry[] {
  return [...pages(), ...articles(), ...pamplemousse(), ...monaco(), ...etoiles(), ...bellaVista()];
}
