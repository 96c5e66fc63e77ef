// What each audience page adds around its content from content/pages.ts: its words
// (audienceWords, there too), the icons of its cards and the picture beside its strengths.
import { audienceWords, investorReport, landownerFile, studyMap, type AudienceSlug } from '../../../content/pages.ts';
import type { IconName } from '../../_components/Icon.tsx';
import type { PictureRef } from '../../_components/realisations.ts';
import { professionalsPlan } from '../../../content/proof.ts';

export interface AudienceDecor {
  heroAlt: string;
  introEyebrow: string;
  introTitle: string;
  cardIcons: readonly [IconName, IconName];
  /** One per strength, in the order content/pages.ts lists them: each says what its text says. */
  strengthIcons: readonly [IconName, IconName, IconName];
  /** A realised project's gallery photo (its alt comes with it), or a picture of its own. */
  photo: string | PictureRef;
}

export const audienceDecor: Record<AudienceSlug, AudienceDecor> = {
  'proprietaires-prives': {
    ...audienceWords['proprietaires-prives'],
    cardIcons: ['terrain', 'engagement'],
    strengthIcons: ['terrain', 'engagement', 'web'], // the land known, a partner beside you, a network
    // Land, not a building: the division plan of a hillside plot, what a landowner's file becomes
    // (the project tiles further down show buildings).
    photo: landownerFile,
  },
  'institutions-collectivites': {
    ...audienceWords['institutions-collectivites'],
    cardIcons: ['pin', 'ville'],
    strengthIcons: ['pin', 'ville', 'check'], // the parcel, your services, figured scenarios
    // What a commune receives: a study of its mutable land, not a photo of a project.
    photo: studyMap,
  },
  'professionnels-immobilier': {
    ...audienceWords['professionnels-immobilier'],
    cardIcons: ['search', 'confiance'],
    strengthIcons: ['terrain', 'engagement', 'check'], // land already studied, the owners, rules written down
    // What a developer receives from us: a plot with what its rules let be built on it (the
    // Roquebrune villa sold to a developer), not a roof terrace that says nothing of land.
    photo: professionalsPlan(),
  },
  investisseurs: {
    ...audienceWords['investisseurs'],
    cardIcons: ['check', 'cycle'],
    strengthIcons: ['confiance', 'clock', 'cycle'], // prudent balances, a monthly report, aligned interests
    // What an investor follows the operation by: its yearly report (the hero is already Les Étoiles).
    photo: investorReport,
  },
};

/** Icons for the three strengths of /acteurs: the territory, one partner, every trade. */
export const actorsStrengthIcons = ['pin', 'confiance', 'cycle'] as const satisfies readonly IconName[];
