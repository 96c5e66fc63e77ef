// What each audience page adds around its content from content/pages.ts: its words
// (audienceWords, there too), the icons of its cards and the picture beside its strengths.
import { audienceWords, studyMap, type AudienceSlug } from '../../../content/pages.ts';
import type { IconName } from '../../_components/Icon.tsx';
import type { PictureRef } from '../../_components/realisations.ts';

export interface AudienceDecor {
  heroAlt: string;
  introEyebrow: string;
  introTitle: string;
  cardIcons: readonly [IconName, IconName];
  /** A realised project's gallery photo (its alt comes with it), or a picture of its own. */
  photo: string | PictureRef;
}

export const audienceDecor: Record<AudienceSlug, AudienceDecor> = {
  'proprietaires-prives': {
    ...audienceWords['proprietaires-prives'],
    cardIcons: ['terrain', 'engagement'],
    // Land, not a building: the terraces of a hillside plot (the project tiles further down show
    // buildings, and the professionals' page has the residence).
    photo: 'realisations/les-etoiles-du-rocher/galerie-15.jpg',
  },
  'institutions-collectivites': {
    ...audienceWords['institutions-collectivites'],
    cardIcons: ['pin', 'ville'],
    // What a commune receives: a study of its mutable land, not a photo of a project.
    photo: studyMap,
  },
  'professionnels-immobilier': {
    ...audienceWords['professionnels-immobilier'],
    cardIcons: ['search', 'confiance'],
    photo: 'realisations/immeuble-luxe-bella-vista/galerie-01.jpg',
  },
  investisseurs: {
    ...audienceWords['investisseurs'],
    cardIcons: ['check', 'cycle'],
    photo: 'realisations/les-etoiles-du-rocher/galerie-14.jpg',
  },
};

/** Icons for the three strengths, in the order content/pages.ts lists them. */
export const strengthIcons = {
  acteurs: ['pin', 'confiance', 'cycle'],
  proprietaires: ['pin', 'engagement', 'web'],
} as const satisfies Record<string, readonly IconName[]>;
