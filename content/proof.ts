// Ce qui prouve le métier : les chiffres clés de la société, le parcours d’un propriétaire de
// son premier appel à la vente, ce que nous avons fait pour chaque public, et les étapes d’une
// étude foncière. Un chiffre ne s’écrit qu’ici : les pages le citent, un test vérifie que toutes
// le citent pareil. Le délai de réponse vient de content/site.ts (office.replyTime).
import * as z from 'zod';
import { defineData } from '../build/content/collection.ts';
import { slugify } from '../build/content/markdown/headings.ts';
import { yamlData } from './_lib/yaml-data.ts';
import keyFiguresYaml from './chiffres-cles.yml';
import { frenchDate } from './dates.ts';
import { french } from './french.ts';
import { voiceSchema } from './schemas.ts';
import { audienceSlugSchema, type AudienceSlug } from './pages.ts';
import site from './site.ts';

// ---------------------------------------------------------------------------
// Chiffres clés
// ---------------------------------------------------------------------------

export const figureIdSchema = z.enum(['annees', 'operations', 'hectares', 'logements', 'communes']);
export type FigureId = z.infer<typeof figureIdSchema>;

export const keyFiguresSchema = z
  .object({
    /** L’année de création, que l’histoire de la société cite aussi. */
    founded: z.number().int().min(1990).max(2030),
    /** Le jour où les chiffres sont arrêtés : un jour passé, jamais une prévision. */
    asOf: z.iso.date(),
    operations: z.number().int().positive(),
    hectares: z.number().int().positive(),
    logements: z.number().int().positive(),
    communes: z.number().int().positive(),
    /**
     * Ce que les pages des publics citent, et comment ces nombres tiennent dans les opérations :
     * chaque opération est une vente pour des particuliers ou un programme à nous ; un terrain de
     * particulier vendu à un promoteur compte parmi les ventes et parmi les fonciers apportés ; les
     * études remises aux communes comptent dans les hectares, pas dans les opérations.
     */
    breakdown: z.object({
      /** Terrains et maisons de particuliers divisés ou vendus. */
      ventes: z.number().int().positive(),
      /** Parmi ces ventes, les terrains apportés à des promoteurs. */
      fonciers: z.number().int().positive(),
      /** Promotions et rénovations que nous avons conduites, pour nous et nos investisseurs. */
      programmes: z.number().int().positive(),
      /** Études remises directement à des élus. */
      etudes: z.number().int().positive(),
    }),
    title: french(3, 80),
    intro: french(20, 220),
    /** Sous chaque nombre : ce qu’il compte. */
    labels: z.object({ annees: french(3, 40), operations: french(3, 40), hectares: french(3, 40), logements: french(3, 40), communes: french(3, 40) }),
    /** Ce que le nombre recouvre, en une ligne ; `{ventes}` et les autres nombres s’écrivent entre accolades. */
    details: z.object({ annees: french(10, 90), operations: french(10, 90), hectares: french(10, 90), logements: french(10, 90), communes: french(10, 90) }),
  })
  .refine((f) => Number(f.asOf.slice(0, 4)) > f.founded, { message: 'les chiffres sont arrêtés après la création', path: ['asOf'] })
  .refine((f) => f.breakdown.ventes + f.breakdown.programmes === f.operations, {
    message: 'les opérations sont les ventes pour des particuliers plus nos programmes',
    path: ['breakdown'],
  })
  .refine((f) => f.breakdown.fonciers <= f.breakdown.ventes, { message: 'les fonciers apportés sont des ventes de particuliers', path: ['breakdown', 'fonciers'] });

/** The figures themselves: content/chiffres-cles.yml, which the web editor writes. */
export const keyFigures = yamlData('content/chiffres-cles.yml', keyFiguresYaml, keyFiguresSchema);

export type KeyFigures = z.infer<typeof keyFiguresSchema>;

/** Every number a text may quote between braces: the five figures, their breakdown, and the two dates. */
function quotable(f: KeyFigures): Record<string, string> {
  /** The year the figures are counted to. */
  const asOfYear = Number(f.asOf.slice(0, 4));
  return {
    annees: String(asOfYear - f.founded),
    operations: String(f.operations),
    hectares: String(f.hectares),
    logements: String(f.logements),
    communes: String(f.communes),
    ...Object.fromEntries(Object.entries(f.breakdown).map(([id, n]) => [id, String(n)])),
    fondation: String(f.founded),
    arrete: frenchDate(f.asOf),
    anneeArrete: String(asOfYear),
  };
}

/** A figure's value as a text quotes it: `{communes}` in a sentence becomes "18". `f`: other figures (the editor's preview). */
export function quoteFigures(text: string, f: KeyFigures = keyFigures): string {
  const values = quotable(f);
  return text.replace(/\{(\w+)\}/g, (whole, id: string) => {
    if (!(id in values)) throw new Error(`content/proof.ts: unknown figure {${id}} in "${text}"`);
    return values[id]!;
  });
}

/** The five figures in the order the pages show them, each with its value and what it covers. */
export function figureList(f: KeyFigures = keyFigures): { id: FigureId; value: number; label: string; detail: string }[] {
  const values = quotable(f);
  return figureIdSchema.options.map((id) => ({ id, value: Number(values[id]), label: f.labels[id], detail: quoteFigures(f.details[id], f) }));
}

// ---------------------------------------------------------------------------
// Le parcours d’un propriétaire
// ---------------------------------------------------------------------------

const REPLY = '{replyTime}';

export const ownerPathSchema = z.object({
  eyebrow: french(3, 40),
  title: french(3, 80),
  intro: french(20, 240),
  /** Le lien de l’accueil vers le parcours complet. */
  more: french(3, 60),
  homeTitle: french(3, 80),
  steps: z
    .array(
      z.object({
        title: french(3, 40),
        /** Une phrase courte. */
        text: french(20, 170),
        /** Combien de temps l’étape prend : la première dit `{replyTime}`, le délai de content/site.ts. */
        when: french(3, 60),
      }),
    )
    .length(6)
    .refine((steps) => steps[0]!.when.includes(REPLY), { message: `la première étape promet le délai de réponse de l’agence : « ${REPLY} »` })
    // The reply time is quoted from content/site.ts, never typed again.
    .refine((steps) => steps.every((s) => !/heures? ouvr/.test(`${s.text} ${s.when}`)), { message: `le délai de réponse s’écrit ${REPLY}` }),
});

export const ownerPath = defineData('content/proof.ts -> ownerPath', ownerPathSchema, {
  eyebrow: 'Votre parcours',
  title: 'Du premier appel à la signature chez le notaire',
  intro: 'Six étapes, chacune avec ce que vous recevez et le temps qu’elle prend. Vous pouvez vous arrêter après l’étude\u00a0: elle vous appartient.',
  more: 'Le parcours en détail',
  homeTitle: 'Vendre un terrain, étape par étape',
  steps: [
    {
      title: 'Premier appel',
      text: 'Vous nous décrivez votre bien, sa commune et sa surface\u00a0; un associé vous rappelle pour fixer une visite.',
      when: `Réponse ${REPLY}`,
    },
    {
      title: 'Visite et étude de la parcelle',
      text: 'Nous parcourons le terrain avec vous, relevons ses limites et ses accès, et lisons le PLU, les servitudes et les risques qui s’y appliquent.',
      when: 'Deux à trois semaines',
    },
    {
      title: 'Faisabilité et valeur',
      text: 'Vous recevez par écrit ce que la parcelle permet de construire ou de diviser, et la valeur de chaque scénario.',
      when: 'Trois à quatre semaines',
    },
    {
      title: 'Mandat et consultation',
      text: 'Sous mandat, nous présentons le bien à des promoteurs, des marchands de biens et des particuliers choisis, et comparons leurs offres avec vous.',
      when: 'Deux à six mois',
    },
    {
      title: 'Compromis',
      text: 'Le compromis est signé chez le notaire avec ses conditions suspensives, dont nous suivons la levée, permis de construire compris.',
      when: 'Trois à six mois',
    },
    {
      title: 'Vente chez le notaire',
      text: 'L’acte authentique est signé chez votre notaire, et nos honoraires ne sont dus qu’à ce moment-là.',
      when: 'Le jour de l’acte',
    },
  ],
});

/** A step's "when", the reply time quoted from content/site.ts. */
export const stepWhen = (when: string) => when.replace(REPLY, site.office.replyTime);

// ---------------------------------------------------------------------------
// Ce que nous avons fait pour chaque public
// ---------------------------------------------------------------------------

export { voiceSchema, type Voice } from './schemas.ts';

export const trackRecordSchema = z.object({
  eyebrow: french(3, 40),
  title: french(3, 90),
  /** Une ligne par opération : la commune, l’année, ce qui a été fait, avec ses chiffres. */
  cases: z
    .array(
      z.object({
        place: french(3, 60),
        years: z.string().regex(/^\d{4}( – \d{4})?$/),
        text: french(40, 240),
        /** Ce qui en est sorti, en une ligne (la liste des réalisations la cite). */
        outcome: french(10, 80),
        /** Le plan de division ou d’étude de l’opération (scripts/render/plans.ts), et ce qu’il montre. */
        plan: z.object({ src: z.string().regex(/^pages\/[a-z0-9-]+\.png$/, 'une image de content/images/pages/, comme « pages/division-carei.png »'), alt: french(40, 260) }).optional(),
      }),
    )
    .min(3)
    .max(4),
  /** Ce qu’en dit un client de ce public, sans son nom : ses mots, puis qui il est et l’opération. */
  voice: voiceSchema,
  /** Une ligne qui résume, où `{communes}` et les autres chiffres clés s’écrivent entre accolades. */
  summary: french(20, 300),
  /** Les investisseurs lisent une mise en garde sous les chiffres. */
  caution: french(40, 300).optional(),
});

export type TrackRecord = z.infer<typeof trackRecordSchema>;

/** The anchor of one case on its audience page, from its place: "Menton, vallon du Careï" -> "cas-menton-vallon-du-carei". */
export const caseAnchor = (place: string): string => `cas-${slugify(place)}`;

/** Under each client's words: why the name is not given, and that the firm can put a reader in touch. */
export const voiceNote = 'Nom tenu confidentiel à sa demande\u00a0; nous vous mettons en relation si vous le souhaitez.';

export const trackRecords = defineData(
  'content/proof.ts -> trackRecords',
  z
    .record(audienceSlugSchema, trackRecordSchema)
    .refine((r) => audienceSlugSchema.options.every((slug) => r[slug]), { message: 'un bilan pour chacun des quatre publics' })
    .refine((r) => r.investisseurs?.caution !== undefined, { message: 'les chiffres présentés aux investisseurs s’accompagnent d’une mise en garde' }),
  {
    'proprietaires-prives': {
      eyebrow: 'Pour des propriétaires',
      title: 'Des terrains divisés, des ventes conclues',
      cases: [
        {
          place: 'Menton, vallon du Careï',
          years: '2025 – 2026',
          text: 'Un terrain de 3\u00a0200\u00a0m² divisé en trois lots\u00a0: la maison familiale conservée, deux lots à bâtir vendus à des particuliers en huit mois.',
          outcome: 'Trois lots\u00a0: la maison gardée, deux terrains vendus en huit mois',
          plan: {
            src: 'pages/division-carei.png',
            alt: 'Plan de division du terrain du vallon du Careï\u00a0: la maison familiale et son jardin gardés à l’ouest, deux lots à bâtir à l’est, desservis par un accès commun le long de la limite',
          },
        },
        {
          place: 'Gorbio',
          years: '2024',
          text: 'Sur 5\u00a0400\u00a0m² de restanques, 1\u00a0100\u00a0m² constructibles détachés et vendus\u00a0; le reste est resté à la famille, en oliveraie.',
          outcome: '1\u00a0100\u00a0m² constructibles détachés d’une oliveraie de 5\u00a0400\u00a0m²',
          plan: {
            src: 'pages/division-gorbio.png',
            alt: 'Plan de division à Gorbio\u00a0: l’oliveraie en restanques gardée par la famille et, le long du chemin communal, le lot de 1\u00a0100\u00a0m² détaché, avec l’emprise d’une maison',
          },
        },
        {
          place: 'Roquebrune-Cap-Martin',
          years: '2023 – 2024',
          text: 'Une villa sur 1\u00a0800\u00a0m² vendue à un promoteur 38\u00a0% au-dessus de son estimation en l’état, après que notre étude a établi ce que le PLU permettait d’y bâtir.',
          outcome: 'Une villa vendue 38\u00a0% au-dessus de son estimation en l’état',
          plan: {
            src: 'pages/division-roquebrune.png',
            alt: 'Plan du terrain de Roquebrune-Cap-Martin\u00a0: la villa existante et, en pointillé, l’emprise que le PLU permet d’y bâtir une fois la villa remplacée',
          },
        },
      ],
      voice: {
        text: 'Nous pensions devoir vendre tout le terrain. L’étude a montré qu’un lot suffisait\u00a0: nous avons gardé l’oliveraie de mes parents, et chaque étape est arrivée à la date annoncée.',
        who: 'Famille R., propriétaires à Gorbio, division vendue en 2024',
      },
      summary: 'Depuis {fondation}, {ventes} terrains et maisons de particuliers divisés ou vendus, en neuf mois en moyenne de la première visite à l’acte (quatorze avec une division).',
    },
    'institutions-collectivites': {
      eyebrow: 'Pour des collectivités',
      title: 'Des études remises aux élus',
      cases: [
        {
          place: 'Sainte-Agnès',
          years: '2025 – 2026',
          text: 'Appui à la révision du PLU d’un village perché\u00a0: relevé des dents creuses du village et des hameaux, 3,2\u00a0ha de zones à urbaniser rendus à l’agriculture.',
          outcome: 'Révision du PLU\u00a0: 3,2\u00a0ha rendus à l’agriculture',
          plan: {
            src: 'pages/operation-sainte-agnes.png',
            alt: 'Plan de la révision du PLU de Sainte-Agnès\u00a0: le village perché et deux hameaux le long de la route, les dents creuses retenues hachurées, deux zones à urbaniser rendues à l’agriculture, en pointillé, plantées de vergers',
          },
        },
        {
          place: 'La Trinité',
          years: '2024',
          text: 'Étude de faisabilité d’une ZAC de 4,5\u00a0ha en entrée de ville\u00a0: programme de 180\u00a0logements, dont 35\u00a0% de logements sociaux, phasage et bilan d’aménagement.',
          outcome: 'Faisabilité d’une ZAC de 4,5\u00a0ha pour 180\u00a0logements',
          plan: {
            src: 'pages/operation-trinite.png',
            alt: 'Plan de la ZAC de La Trinité\u00a0: en pointillé, son périmètre en entrée de ville entre le bourg et la route de la vallée\u00a0; deux rues nouvelles, six îlots de logements autour de leurs cours et un parc avec son bassin',
          },
        },
        {
          place: 'Une intercommunalité du littoral, étude confidentielle',
          years: '2023 – 2024',
          text: 'Inventaire du foncier sous-utilisé de l’intercommunalité\u00a0: 212 parcelles qualifiées, 38\u00a0ha de gisements classés selon leur desserte et leurs risques.',
          outcome: '212 parcelles qualifiées, 38\u00a0ha de gisements classés',
          plan: {
            src: 'pages/operation-littoral.png',
            alt: 'Carte de l’inventaire foncier de l’intercommunalité\u00a0: la côte sur six kilomètres, les villes le long du rivage, les routes et les courbes de niveau, et, en terre cuite, les parcelles retenues comme gisements',
          },
        },
      ],
      voice: {
        text: 'L’étude nous a donné, hameau par hameau, des chiffres que le conseil municipal a pu discuter sans jargon. Elle a servi de base à toute la révision de notre PLU.',
        who: 'L’adjoint à l’urbanisme de Sainte-Agnès, révision du PLU de 2025 – 2026',
        note: 'Propos tenus en conseil municipal et cités avec l’accord de la commune\u00a0; l’étude est jointe au dossier de révision du PLU, consultable en mairie.',
      },
      summary: 'Au total, nous avons étudié ou construit dans {communes} communes des Alpes-Maritimes, pour des particuliers, des promoteurs ou des collectivités, et remis {etudes} études directement à des élus.',
    },
    'professionnels-immobilier': {
      eyebrow: 'Pour des professionnels',
      title: 'Des fonciers apportés, des lots créés',
      cases: [
        {
          place: 'Menton, Garavan',
          years: '2025 – 2026',
          text: 'Un terrain de 2\u00a0400\u00a0m² apporté à un promoteur après division\u00a0; permis de 24\u00a0logements obtenu sans recours en dix mois.',
          outcome: '2\u00a0400\u00a0m² apportés à un promoteur, 24\u00a0logements autorisés',
          plan: {
            src: 'pages/operation-garavan.png',
            alt: 'Plan de division du terrain de Garavan\u00a0: la maison familiale gardée sur son lot à l’ouest, et sur le lot apporté au promoteur les deux ailes en L des 24\u00a0logements, leur jardin et la rampe du parking',
          },
        },
        {
          place: 'Èze',
          years: '2024',
          text: 'Quatre parcelles de trois propriétaires réunies en une unité foncière de 3\u00a0100\u00a0m², vendue à un opérateur sous condition de permis.',
          outcome: 'Quatre parcelles réunies en une unité foncière de 3\u00a0100\u00a0m²',
          plan: {
            src: 'pages/operation-eze.png',
            alt: 'Plan de l’unité foncière d’Èze\u00a0: les limites des quatre anciennes parcelles en pointillé fin, leurs deux maisons, et l’emprise constructible de l’opération, en tirets, sur les 3\u00a0100\u00a0m² réunis',
          },
        },
        {
          place: 'Cagnes-sur-Mer',
          years: '2022 – 2023',
          text: 'Un lotissement de 7 lots à bâtir sur 6\u00a0800\u00a0m², viabilisés et vendus en 14\u00a0mois à un marchand de biens et à des particuliers.',
          outcome: 'Sept lots à bâtir viabilisés et vendus en quatorze mois',
          plan: {
            src: 'pages/operation-cagnes.png',
            alt: 'Plan du lotissement de Cagnes-sur-Mer\u00a0: la voie nouvelle en impasse et son aire de retournement, les sept lots à bâtir autour, chacun avec l’emprise constructible de sa maison en tirets',
          },
        },
      ],
      voice: {
        text: 'Le terrain nous est arrivé avec son étude réglementaire, ses réseaux et l’accord des voisins. Le permis est passé sans un seul recours, ce qui est rare sur la Côte.',
        who: 'Le directeur du développement d’un promoteur niçois, opération de Garavan',
      },
      summary: 'Depuis {fondation}, {fonciers} terrains de particuliers apportés à des promoteurs (ils comptent aussi parmi nos {ventes} ventes) et 64 lots à bâtir créés, chacun remis avec son étude réglementaire et technique.',
    },
    investisseurs: {
      eyebrow: 'Pour des investisseurs',
      title: 'Des opérations livrées, des résultats mesurés',
      cases: [
        {
          place: 'Beausoleil, Bella Vista',
          years: '2022 – 2024',
          text: 'Six appartements d’environ 100\u00a0m² livrés en 2024, tous réservés avant la fin du gros œuvre\u00a0: 6,3\u00a0M€ de ventes pour 5,5\u00a0M€ de prix de revient, soit 13\u00a0% de marge brute avant impôt.',
          outcome: 'Six appartements, tous réservés avant la fin du gros œuvre',
          plan: {
            src: 'pages/operation-bella-vista.png',
            alt: 'Plan masse de la résidence Bella Vista\u00a0: le bâtiment, deux appartements par étage, et leurs terrasses au sud, côté rue et mer\u00a0; le jardin planté au nord, la rampe du parking sur le côté',
          },
        },
        {
          place: 'Roquebrune-Cap-Martin, Les Étoiles du Rocher',
          years: '2022 – 2023',
          text: 'Cinq suites livrées en juin 2023 dans le budget initial de 4,2\u00a0M€ hors foncier, avec deux semaines de retard\u00a0; louées trente et une semaines la première année, soit 4,4\u00a0% de rendement brut sur le prix de revient, terrain compris.',
          outcome: 'Cinq suites livrées dans leur budget de 4,2\u00a0M€',
          plan: {
            src: 'pages/operation-etoiles.png',
            alt: 'Plan masse des Étoiles du Rocher\u00a0: le bâtiment des cinq suites le long des courbes de niveau, chacune ouvrant sur sa part de la terrasse, la piscine sur la terrasse basse et la mer en contrebas',
          },
        },
        {
          place: 'Nice, quartier de la Libération',
          years: '2019 – 2020',
          text: 'Un immeuble de quatre logements acquis, rénové et revendu par lots en dix-huit mois, avec une marge brute de 11\u00a0% avant impôt et frais de portage.',
          outcome: 'Quatre logements rénovés et revendus en dix-huit mois',
          plan: {
            src: 'pages/operation-liberation.png',
            alt: 'Façade sur rue de l’immeuble de la Libération, à Nice\u00a0: une boutique et l’entrée au rez-de-chaussée, les quatre logements aux étages, fenêtres à volets et balcons, corniche et toit de tuiles',
          },
        },
      ],
      voice: {
        text: 'Un bilan remis avant de signer, un point chaque mois pendant le chantier, et des comptes de fin d’opération conformes à ce bilan. Je n’en demande pas davantage.',
        who: 'Un associé du programme Bella Vista, à Beausoleil, livré en 2024',
      },
      summary: 'Au total, {logements}\u00a0logements livrés sur des terrains que nous avons trouvés ou préparés\u00a0: la plupart par les promoteurs à qui nous les avions apportés, les autres dans nos {programmes} propres programmes, chacun engagé sur un bilan prévisionnel remis à ses associés.',
      caution: 'Ces résultats sont ceux d’opérations passées\u00a0: ils ne préjugent pas des suivants. Tout investissement immobilier comporte un risque de perte en capital et de délai, que chaque bilan prévisionnel chiffre avant votre décision.',
    },
  } satisfies Record<AudienceSlug, TrackRecord>,
);

/**
 * The operation of `audience` whose plan is `src`, for a page that shows that plan elsewhere
 * (`where`: the file and field that ask for it); a build error listing the plans to choose from
 * otherwise.
 */
function operationWithPlan(audience: AudienceSlug, src: string, where: string) {
  const cases = trackRecords[audience].cases;
  const found = cases.find((c) => c.plan?.src === src);
  if (!found?.plan) {
    const plans = cases.flatMap((c) => (c.plan ? [`«\u00a0${c.plan.src}\u00a0»`] : [])).join(', ');
    throw new Error(`${where}\u00a0: «\u00a0${src}\u00a0» n’est le plan d’aucune opération de ce public dans content/proof.ts (trackRecords, ${audience}). Choisissez l’un de\u00a0: ${plans}.`);
  }
  return { ...found, plan: found.plan };
}

/** The operation whose plan a home page audience card shows (content/pages.ts, home.audiences). */
export const homeCardOperation = (card: { id: AudienceSlug; plan: string }) => operationWithPlan(card.id, card.plan, `content/pages.ts → home.audiences (${card.id}), champ plan`);

/** The plan beside the professionals' strengths: a plot with what its rules allow (the Roquebrune villa sold to a developer). */
export const professionalsPlan = () => operationWithPlan('proprietaires-prives', 'pages/division-roquebrune.png', 'pages/acteurs/_parts/audiences.ts (le plan montré aux professionnels)').plan;

// ---------------------------------------------------------------------------
// Une étude foncière, étape par étape
// ---------------------------------------------------------------------------

export const landStudySchema = z.object({
  eyebrow: french(3, 40),
  title: french(3, 90),
  intro: french(20, 260),
  steps: z.array(z.object({ title: french(3, 40), text: french(40, 220) })).length(4),
  example: french(40, 300),
});

export const landStudy = defineData('content/proof.ts -> landStudy', landStudySchema, {
  eyebrow: 'L’ingénierie foncière',
  title: 'Ce que nous faisons d’un terrain avant d’en parler',
  intro: 'Chaque avis que nous donnons repose sur une étude en quatre temps, menée avec un géomètre-expert et remise par écrit.',
  steps: [
    {
      title: 'Le relevé',
      text: 'Le géomètre relève les limites, les altitudes, les restanques, les arbres et les constructions existantes\u00a0: le terrain tel qu’il est, au centimètre.',
    },
    {
      title: 'L’analyse du PLU',
      text: 'Zonage, emprise au sol, hauteurs, reculs, servitudes, risques d’incendie et de mouvement de terrain\u00a0: ce que la règle permet, parcelle par parcelle.',
    },
    {
      title: 'Le plan de division',
      text: 'Nous dessinons les lots possibles, leur surface constructible et leur accès, puis nous chiffrons chaque scénario, vente en l’état comprise.',
    },
    {
      title: 'Les accès et les réseaux',
      text: 'Desserte, servitudes de passage, eau, assainissement, électricité\u00a0: nous vérifions auprès de chaque gestionnaire que chaque lot peut être raccordé.',
    },
  ],
  example: 'À Gorbio, ce travail a montré que 1\u00a0100\u00a0m² de restanques sur 5\u00a0400 pouvaient être détachés, desservis par le chemin communal et raccordés au réseau d’eau\u00a0: la famille a vendu ce lot et gardé son oliveraie.',
});
