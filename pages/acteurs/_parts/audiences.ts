// What each audience page adds around its content from content/pages.ts: the hero photo's
// alt text, the heading of its intro, and the photo beside its strengths.
import type { AudienceSlug } from '../../../content/pages.ts';
import type { IconName } from '../../_components/Icon.tsx';

export interface AudienceDecor {
  heroAlt: string;
  introEyebrow: string;
  introTitle: string;
  cardIcons: readonly [IconName, IconName];
  photo: string;
}

export const audienceDecor: Record<AudienceSlug, AudienceDecor> = {
  'proprietaires-prives': {
    heroAlt: 'Une villa aux volets verts et sa piscine, entourée de pins parasols, sous le ciel de la Riviera',
    introEyebrow: 'Votre bien',
    introTitle: 'Un bien vaut souvent plus qu’il n’y paraît',
    cardIcons: ['terrain', 'engagement'],
    photo: 'realisations/villa-pamplemousse/galerie-01.jpg',
  },
  'institutions-collectivites': {
    heroAlt: 'La façade d’un hôtel de ville provençal, ses volets verts et ses drapeaux au balcon',
    introEyebrow: 'Votre territoire',
    introTitle: 'Un partenaire au service de votre commune',
    cardIcons: ['pin', 'ville'],
    photo: 'realisations/les-etoiles-du-rocher/galerie-17.jpg',
  },
  'professionnels-immobilier': {
    heroAlt: 'Une résidence contemporaine aux terrasses superposées, au milieu des oliviers et des palmiers',
    introEyebrow: 'Vos opérations',
    introTitle: 'Des fonciers fiables, des opérations maîtrisées',
    cardIcons: ['search', 'confiance'],
    photo: 'realisations/immeuble-luxe-bella-vista/galerie-01.jpg',
  },
  investisseurs: {
    heroAlt: 'Les immeubles de Monaco au crépuscule, le port et ses bateaux au premier plan',
    introEyebrow: 'Votre investissement',
    introTitle: 'Investir dans la rareté, avec méthode',
    cardIcons: ['check', 'cycle'],
    photo: 'realisations/les-etoiles-du-rocher/galerie-14.jpg',
  },
};

/** Icons for the three strengths, in the order content/pages.ts lists them. */
export const strengthIcons = {
  acteurs: ['pin', 'confiance', 'cycle'],
  proprietaires: ['pin', 'engagement', 'web'],
} as const satisfies Record<string, readonly IconName[]>;
