// Textes des pages du site (hors articles et réalisations, rédigés en Markdown).
// Chaque bloc est décrit par un schéma zod puis validé au chargement : une faute de
// typographie ou un champ manquant fait échouer la construction au lieu de passer en ligne.
import * as z from 'zod';
import { defineData } from '../build/content/collection.ts';
import { french } from './french.ts';
import { slug, voiceSchema } from './schemas.ts';

// ---------------------------------------------------------------------------
// Briques communes
// ---------------------------------------------------------------------------

const href = z.string().regex(/^\/[a-z0-9\-/]*$/);
const image = z.string().regex(/^[a-z0-9\-/]+\.(jpg|jpeg|png|webp)$/);
const metaDescription = french(120, 160);

export const articleCategorySchema = z.enum(['Expertise', 'Nouveaux enjeux', 'Ville de demain']);
export const audienceSlugSchema = z.enum([
  'proprietaires-prives',
  'institutions-collectivites',
  'professionnels-immobilier',
  'investisseurs',
]);

/** Le lien de chaque vignette de public (accueil, Axios, « Nous accompagnons aussi ») : ce que sa page propose. */
export const audienceTileMore = {
  'proprietaires-prives': 'Faire étudier votre bien',
  'institutions-collectivites': 'Aménager votre territoire',
  'professionnels-immobilier': 'Sécuriser vos opérations',
  investisseurs: 'Investir sur la Riviera',
} as const satisfies Record<z.infer<typeof audienceSlugSchema>, string>;

/**
 * Sur le plan d’une vignette de l’accueil, l’opération qu’il montre : une référence,
 * non le lieu du public (« Gorbio, 2024 » seul se lisait comme l’adresse des propriétaires).
 */
export const audienceTileCase = (commune: string, years: string) => `Référence\u00a0· ${commune.replaceAll('-', '\u2011')}, ${years}`;

/** Intitulés imposés des quatre publics (les vignettes de l’accueil et d’Axios), dans l’ordre d’affichage. */
export const audienceTitles = {
  'proprietaires-prives': 'Propriétaires Privés',
  'institutions-collectivites': 'Institutions & Collectivités',
  'professionnels-immobilier': 'Professionnels Immobiliers',
  investisseurs: 'Investisseurs',
} as const satisfies Record<z.infer<typeof audienceSlugSchema>, string>;

/** Le nom de chaque public dans le texte courant, le titre de sa page et son fil d’Ariane : capitales à la française. */
export const audienceNames = {
  'proprietaires-prives': 'Propriétaires privés',
  'institutions-collectivites': 'Institutions et collectivités',
  'professionnels-immobilier': 'Professionnels de l’immobilier',
  investisseurs: 'Investisseurs',
} as const satisfies Record<z.infer<typeof audienceSlugSchema>, string>;

/** Ce que chaque page de public ajoute à son contenu : le texte de la photo d’en-tête et l’intertitre de l’introduction. */
export const audienceWords = {
  'proprietaires-prives': {
    heroAlt: 'Le bornage d’une oliveraie en restanques au-dessus de la mer\u00a0: au premier plan, l’un des jalons rouges et blancs du géomètre planté dans l’herbe, derrière lui, flous, les oliviers, le mur de pierre sèche et la côte',
    introEyebrow: 'Votre bien',
    introTitle: 'Un bien vaut souvent plus qu’il n’y paraît',
  },
  'institutions-collectivites': {
    heroAlt: 'Un hôtel de ville provençal au fond de sa place\u00a0: volets verts, drapeaux français et européen au balcon, une fontaine en eau devant, des platanes et la terrasse d’un café sous ses parasols',
    introEyebrow: 'Votre territoire',
    introTitle: 'Un partenaire au service de votre commune',
  },
  'professionnels-immobilier': {
    heroAlt: 'La maquette d’étude d’une résidence sur un terrain en restanques, posée sur la table de réunion\u00a0: les courbes de niveau en balsa, les cinq volumes blancs du projet étagés dans la pente avec leurs terrasses, la route d’accès, les maisons voisines en carton gris, oliviers et cyprès',
    introEyebrow: 'Vos opérations',
    introTitle: 'Des fonciers fiables, des opérations maîtrisées',
  },
  investisseurs: {
    heroAlt: 'Le salon commun des Étoiles du Rocher, livrées en 2023, en fin de journée\u00a0: canapés de lin, poutres de chêne, sol de travertin, et par la baie la terrasse, la mer et le cap Martin',
    introEyebrow: 'Votre investissement',
    introTitle: 'Investir dans la rareté, avec méthode',
  },
} as const satisfies Record<z.infer<typeof audienceSlugSchema>, { heroAlt: string; introEyebrow: string; introTitle: string }>;

/** The drawing beside the institutions' strengths, a study as the firm hands it to a commune (scripts/render/plans.ts, survey). */
export const studyMap = {
  src: 'pages/etude-gisements.png',
  alt: 'Extrait d’une étude de gisements fonciers : les parcelles d’un quartier à flanc de coteau et leurs constructions hachurées ; dans le périmètre d’étude en pointillé, les parcelles mutables et les dents creuses marquées en terre cuite',
  /** The same drawing inside its frame, 4:3, for the home page's tile. */
  tile: 'pages/etude-gisements-extrait.png',
};

/** The picture beside the strengths on /acteurs: where the partners receive (scripts/render/manifest.ts, pages/agence.jpg). */
export const agencyRoom = {
  src: 'pages/agence.jpg',
  alt: 'La salle de réunion de l’agence, dans la vieille ville de Menton\u00a0: des plans dépliés sur la grande table, les études classées sur des rayonnages en chêne, les façades du quartier derrière la baie',
};

/** Beside the landowners' strengths: what they bring us and what we draw from it (pages/proprietaires-dossier.jpg). */
export const landownerFile = {
  src: 'pages/proprietaires-dossier.jpg',
  alt: 'Le dossier d’un propriétaire sur la table de l’agence\u00a0: le plan de division de son terrain en pente, la maison gardée avec son jardin et le lot à bâtir détaché en rouge, la chemise de ses actes et les clés de la maison à côté',
};

/** Beside the investors' strengths: the monthly report each of them receives (pages/investisseurs-rapport.jpg). */
export const investorReport = {
  src: 'pages/investisseurs-rapport.jpg',
  alt: 'Le compte rendu mensuel d’une opération ouvert sur une table de pierre\u00a0: le texte et le tableau des coûts à gauche, à droite les dépenses de chaque trimestre face au budget et la part des lots vendus, un stylo plume posé dessus',
};

export const boxSchema = z.object({
  title: french(),
  items: z.array(french()).length(4),
});

export const objectiveSchema = z.object({
  number: z.number().int().min(1).max(4),
  title: french(),
  text: french(),
});

export const strengthSchema = z.object({
  title: french(),
  text: french(),
});

export const projectTileSchema = z.object({
  title: french(),
  subtitle: french(),
  href,
  image,
});

export const ctaSchema = z.object({
  text: french(),
  buttonLabel: z.literal('Contactez-nous'),
  href,
});

const objectives = z
  .array(objectiveSchema)
  .length(4)
  .refine((list) => list.every((o, i) => o.number === i + 1), {
    message: 'objectifs numérotés de 1 à 4, dans l’ordre',
  });

// ---------------------------------------------------------------------------
// Accueil
// ---------------------------------------------------------------------------

export const newsTeaserSchema = z.object({
  slug,
  href,
  date: z.iso.date(),
  category: articleCategorySchema,
  title: french(),
  excerpt: french(140, 220),
});

export const homeSchema = z.object({
  hero: z.object({
    headlineStart: french(),
    rotatingWords: z.tuple([
      z.literal('de l’urbanisme'),
      z.literal('des particuliers'),
      z.literal('des municipalités'),
      z.literal('des promoteurs'),
    ]),
    lead: french(),
  }),
  mission: z.object({
    title: french(),
    paragraphs: z.array(french()).length(2),
  }),
  audiences: z
    .array(
      z.object({
        id: audienceSlugSchema,
        title: french(),
        description: french(),
        href,
        /**
         * Le plan d’une opération menée pour ce public (content/proof.ts, trackRecords) : la carte
         * montre un travail fait, pas la photo qui ouvre déjà sa page.
         */
        plan: z.string().regex(/^pages\/[a-z0-9-]+\.png$/, 'un plan de content/images/pages/, comme « pages/division-gorbio.png »'),
      }),
    )
    .length(4)
    .refine((cards) => cards.every((c) => c.title === audienceTitles[c.id]), {
      message: 'intitulés des publics imposés',
    })
    .refine((cards) => cards.every((c) => c.href === `/acteurs/${c.id}`), {
      message: 'lien dérivé de l’identifiant du public',
    }),
  expertises: z
    .array(
      z.object({
        id: slug,
        title: french(),
        description: french(),
        icon: z.enum(['terrain', 'ville', 'cycle']),
      }),
    )
    .length(3),
  cta: z.object({
    title: z.literal('Un bien à nous soumettre ?'),
    text: french(),
    buttonLabel: z.literal('Contactez-nous'),
  }),
  news: z.array(newsTeaserSchema).length(4),
});

export type NewsTeaser = z.infer<typeof newsTeaserSchema>;
export type Home = z.infer<typeof homeSchema>;

/** Ce que la page d’accueil dit autour des blocs de `home` : en-tête, boutons, intertitres. */
export const homeWords = {
  /** Le titre de la page, seul (sans le nom du site à la suite). */
  metaTitle: (brand: string) => `${brand} — ingénierie foncière et promotion immobilière à Menton`,
  metaDescription: 'Études de potentiel foncier, urbanisme et maîtrise d’ouvrage sur la Riviera : depuis Menton, Castellar Foncier mène les projets jusqu’à la vente ou la livraison.',
  ogImageAlt: (brand: string) => `${brand}, ingénierie foncière à Menton`,
  heroAlt: 'Menton vue de la mer : la vieille ville colorée au pied des collines',
  eyebrow: 'Ingénierie foncière\u00a0· Urbanisme\u00a0· Promotion',
  submit: 'Soumettre un bien',
  projects: 'Nos réalisations',
  missionEyebrow: 'Notre mission',
  more: 'En savoir plus',
  audiencesEyebrow: 'Pour qui',
  audiencesTitle: 'Quatre publics, un accompagnement sur mesure',
  expertiseEyebrow: 'Nos expertises',
  expertiseTitle: 'De la parcelle au projet livré',
  /**
   * Work done, on the first page: one operation of each of the firm's three trades (a division
   * for landowners, a study for the communes, a residence it developed), not the three homes
   * /acteurs already shows.
   */
  projectsEyebrow: 'Nos réalisations',
  projectsTitle: 'Trois métiers, trois opérations',
  trades: {
    land: 'Ingénierie foncière',
    planning: 'Urbanisme',
    development: 'Promotion immobilière',
  },
  references: 'Voir nos références',
  allProjects: 'Voir toutes nos réalisations',
  newsEyebrow: 'Actualités',
  newsTitle: 'Nos analyses',
  allNews: 'Voir toutes les actualités',
};

export const home = defineData('content/pages.ts -> home', homeSchema, {
  hero: {
    headlineStart: 'L’ingénierie foncière au service',
    rotatingWords: ['de l’urbanisme', 'des particuliers', 'des municipalités', 'des promoteurs'],
    lead: 'Études de potentiel foncier, projets d’urbanisme, maîtrise d’ouvrage : depuis Menton, nous étudions les terrains et les immeubles de la Riviera, puis nous conduisons leurs projets jusqu’à la vente ou à la livraison.',
  },
  mission: {
    title: 'D’abord le terrain, ensuite le projet',
    paragraphs: [
      'Un terrain, un immeuble ou une friche valent par ce qu’ils peuvent devenir. Nous lisons le plan local d’urbanisme, relevons les contraintes du sol, des accès et des réseaux, et confrontons le tout aux prix du secteur pour établir ce qu’on peut y bâtir et ce que cela vaut. Nous concevons ensuite le projet qui en tire le meilleur parti : logements, commerces, programmes mixtes ou sites logistiques.',
      'De la prospection foncière à la livraison, nous conduisons chaque opération avec notre réseau de mandataires indépendants et nos partenaires : architectes, géomètres, notaires, bureaux d’études. Les propriétaires traitent avec le même associé jusqu’à la vente, les collectivités avec un partenaire qui connaît leur territoire.',
    ],
  },
  audiences: [
    {
      id: 'proprietaires-prives',
      title: 'Propriétaires Privés',
      description: 'Vous possédez un terrain, une maison ou un immeuble ? Nous estimons ce qu’on peut y construire ou y transformer, trouvons l’acquéreur et suivons la vente jusqu’à l’acte.',
      href: '/acteurs/proprietaires-prives',
      plan: 'pages/division-gorbio.png',
    },
    {
      id: 'institutions-collectivites',
      title: 'Institutions & Collectivités',
      description: 'Nous aidons les communes et leurs établissements publics à repérer les fonciers mutables et à conduire des projets de renouvellement urbain à la mesure de leur territoire.',
      href: '/acteurs/institutions-collectivites',
      plan: 'pages/operation-sainte-agnes.png',
    },
    {
      id: 'professionnels-immobilier',
      title: 'Professionnels Immobiliers',
      description: 'Promoteurs, marchands de biens, agents : nous vous apportons des fonciers qualifiés, des études de faisabilité solides et un montage d’opération maîtrisé.',
      href: '/acteurs/professionnels-immobilier',
      plan: 'pages/operation-garavan.png',
    },
    {
      id: 'investisseurs',
      title: 'Investisseurs',
      description: 'Nous sélectionnons sur la Riviera des opérations résidentielles, commerciales ou mixtes aux chiffres étayés, et nous en conduisons la réalisation.',
      href: '/acteurs/investisseurs',
      plan: 'pages/operation-etoiles.png',
    },
  ],
  expertises: [
    {
      id: 'revalorisation-fonciere',
      title: 'Revalorisation foncière et création de valeur',
      description: 'Nous étudions chaque parcelle au regard du PLU, des servitudes, des risques et du marché pour savoir ce qu’elle permet. Division, densification, reconversion ou changement de destination : nous retenons le scénario qui crée le plus de valeur, chiffres à l’appui.',
      icon: 'terrain',
    },
    {
      id: 'amenagement-urbain',
      title: 'Projets d’aménagement urbain',
      description: 'Quartiers résidentiels, programmes mixtes, reconversion de friches, sites logistiques : nous concevons des projets qui s’insèrent dans leur environnement. Nous les portons en dialogue avec les élus et les services instructeurs, de l’esquisse à l’autorisation.',
      icon: 'ville',
    },
    {
      id: 'cycle-de-projet',
      title: 'Maîtrise complète du cycle de projet',
      description: 'Prospection, acquisition, études, autorisations, travaux, commercialisation : nous pilotons chaque étape d’une opération. Un seul interlocuteur coordonne les partenaires et tient les engagements de coût et de délai jusqu’à la livraison.',
      icon: 'cycle',
    },
  ],
  cta: {
    title: 'Un bien à nous soumettre ?',
    text: 'Terrain, maison, immeuble ou local d’activité : décrivez-nous votre bien, nous revenons vers vous avec une première lecture de ce qu’il permet, sans engagement.',
    buttonLabel: 'Contactez-nous',
  },
  news: [
    {
      slug: 'foncier-environnement',
      href: '/actualites/foncier-environnement',
      date: '2025-08-25',
      category: 'Expertise',
      title: 'Foncier et environnement : les nouveaux enjeux de l’usage des sols',
      excerpt: 'Zéro artificialisation nette, friches, renaturation : la sobriété foncière redistribue la valeur des terrains. Ce que ces nouvelles règles changent pour un propriétaire de la Riviera.',
    },
    {
      slug: 'transition-energetique',
      href: '/actualites/transition-energetique',
      date: '2025-03-15',
      category: 'Nouveaux enjeux',
      title: 'Transition énergétique : ce qu’elle change pour l’urbanisme',
      excerpt: 'RE2020, DPE, interdictions de louer, réseaux de chaleur et solaire : la transition énergétique redessine la façon de construire, de rénover et d’aménager la ville sur la Côte d’Azur.',
    },
    {
      slug: 'smart-city',
      href: '/actualites/smart-city',
      date: '2025-02-28',
      category: 'Ville de demain',
      title: 'Smart city : l’intelligence territoriale à l’échelle d’une ville de la Riviera',
      excerpt: 'Données, jumeaux numériques, mobilité, gestion de l’eau : ce que la ville intelligente peut apporter à une commune de la Riviera, et les limites qu’il convient de lui fixer.',
    },
    {
      slug: 'valorisation-patrimoniale',
      href: '/actualites/valorisation-patrimoniale',
      date: '2025-02-10',
      category: 'Expertise',
      title: 'Valorisation patrimoniale et rénovation urbaine : transformer l’ancien dans les règles',
      excerpt: 'Division, surélévation, changement d’usage, dialogue avec l’Architecte des Bâtiments de France : comment valoriser un bien ancien dans les centres historiques de la Riviera.',
    },
  ],
});

// ---------------------------------------------------------------------------
// Page « Acteurs » (vue d’ensemble des publics)
// ---------------------------------------------------------------------------

export const acteursSchema = z.object({
  hero: z.object({
    questionStart: z.literal('Comment optimiser votre patrimoine'),
    rotatingWords: z.tuple([z.literal('existant'), z.literal('à venir'), z.literal('de rêve')]),
    intro: french(),
  }),
  objectives,
  strengths: z.array(strengthSchema).length(3),
  approach: boxSchema,
  advantages: boxSchema,
  cta: ctaSchema,
  /** Ce qu’en dit un client, sans son nom, comme sur les pages de chaque public. */
  quote: voiceSchema,
  /** What each audience's page holds, as /acteurs sums it up: the home page's tiles say who we serve. */
  audiences: z.record(audienceSlugSchema, french()),
  projects: z.array(projectTileSchema).length(3),
});

export type Acteurs = z.infer<typeof acteursSchema>;

const sampleProjects = [
  {
    title: 'Villa Pamplemousse',
    subtitle: 'Rénovation et extension d’une villa\u00a0— Golfe-Juan, Vallauris',
    href: '/realisations/villa-pamplemousse',
    image: 'realisations/villa-pamplemousse/hero.jpg',
  },
  {
    title: 'Appartement de prestige Auteuil',
    subtitle: 'Rénovation d’un appartement sur trois niveaux\u00a0— Monaco',
    href: '/realisations/appartement-prestige-auteuil-monaco',
    image: 'realisations/appartement-prestige-auteuil-monaco/hero.jpg',
  },
  {
    title: 'Les Étoiles du Rocher',
    subtitle: 'Résidence de prestige à cinq suites\u00a0— Roquebrune-Cap-Martin',
    href: '/realisations/les-etoiles-du-rocher',
    image: 'realisations/les-etoiles-du-rocher/hero.jpg',
  },
];

/** Ce que la page Axios (/acteurs) dit autour des blocs d’`acteurs` : en-tête et intertitres. */
export const acteursWords = {
  metaTitle: 'Propriétaires, collectivités, professionnels, investisseurs',
  metaDescription: 'Castellar Foncier accompagne chaque acteur du foncier sur la Riviera\u00a0: propriétaires privés, collectivités, professionnels de l’immobilier et investisseurs.',
  heroAlt: 'Une avenue bordée de palmiers, de réverbères et de bancs le long d’un parapet de pierre au-dessus de la mer, face à des résidences roses, ocre et crème aux balcons filants, des voitures garées le long de leur trottoir',
  /** Over the hero's question: the menu's « AXIOS », said once (Greek ἄξιος, « qui a de la valeur »). */
  eyebrow: 'Axios, «\u00a0ce qui a de la valeur\u00a0» en grec',
  find: 'Trouver votre accompagnement',
  objectivesEyebrow: 'Nos objectifs',
  objectivesTitle: 'Quatre objectifs pour votre patrimoine',
  objectivesIntro: 'Propriétaire, commune, professionnel ou investisseur\u00a0: notre mission se mesure à ces quatre résultats, sur votre bien comme sur votre territoire.',
  audiencesEyebrow: 'Vous êtes…',
  audiencesTitle: 'Un accompagnement pour chaque acteur du foncier',
  audiencesIntro: 'Choisissez votre profil\u00a0: nous vous présentons ce que nous faisons pour vous, concrètement.',
  strengthsEyebrow: 'Nos atouts',
  strengthsTitle: 'Pourquoi nous confier votre projet',
  methodEyebrow: 'Notre méthode',
  methodTitle: 'Une démarche claire, des avantages concrets',
  methodIntro: 'De la première visite à l’aboutissement du projet (acte de vente, autorisation obtenue ou programme livré), vous savez à chaque instant où il en est.',
  projectsEyebrow: 'Nos réalisations',
  projectsTitle: 'Quelques projets menés sur la Riviera',
  allProjects: 'Voir toutes nos réalisations',
  ctaTitle: 'Parlons de votre patrimoine',
};

export const acteurs = defineData('content/pages.ts -> acteurs', acteursSchema, {
  hero: {
    questionStart: 'Comment optimiser votre patrimoine',
    rotatingWords: ['existant', 'à venir', 'de rêve'],
    intro: 'Propriétaires, collectivités, professionnels ou investisseurs : chacun aborde le foncier avec ses propres objectifs. Nous les traduisons en un projet concret, chiffré et sécurisé, de la première étude à la vente, à l’autorisation ou à la livraison.',
  },
  objectives: [
    {
      number: 1,
      title: 'Une meilleure valorisation de votre bien',
      text: 'Nous mesurons ce qu’un bien ou un foncier peut réellement devenir au regard des règles d’urbanisme et du marché, pour en tirer sa juste valeur.',
    },
    {
      number: 2,
      title: 'Un projet sécurisé à chaque étape',
      text: 'Études techniques, autorisations d’urbanisme et engagements contractuels sont vérifiés avant chaque décision, pour écarter les mauvaises surprises.',
    },
    {
      number: 3,
      title: 'Une meilleure visibilité sur le marché',
      text: 'Notre réseau de mandataires et de partenaires présente votre bien aux acquéreurs et aux opérateurs qui recherchent précisément ce type de foncier.',
    },
    {
      number: 4,
      title: 'Une vente finale conclue dans les meilleures conditions',
      text: 'Vente d’un terrain, cession d’un foncier communal ou revente d’un programme\u00a0: nous négocions pour vous et suivons le dossier jusqu’à l’acte authentique, avec votre notaire.',
    },
  ],
  strengths: [
    {
      title: 'Une connaissance fine du territoire',
      text: 'Nous travaillons chaque jour entre Cannes et la frontière italienne, et connaissons les documents d’urbanisme, les acteurs et les prix de chaque commune.',
    },
    {
      title: 'Un interlocuteur unique',
      text: 'Un même associé suit votre dossier du premier rendez-vous à son aboutissement et coordonne l’ensemble des intervenants.',
    },
    {
      title: 'Une expertise pluridisciplinaire',
      text: 'Foncier, urbanisme, montage financier et travaux : nos compétences couvrent chaque étape d’une opération immobilière.',
    },
  ],
  approach: {
    title: 'Notre démarche',
    items: [
      'Visite du bien et écoute de vos objectifs',
      'Étude de potentiel : règles d’urbanisme, contraintes, marché',
      'Scénarios chiffrés et stratégie de valorisation',
      'Mise en œuvre et accompagnement jusqu’à l’acte, l’autorisation ou la livraison',
    ],
  },
  advantages: {
    title: 'Vos avantages',
    items: [
      'Une estimation fondée sur les droits à construire et les prix constatés',
      'Des démarches administratives prises en charge',
      'Un accès direct à des acquéreurs et opérateurs qualifiés',
      'Une information claire à chaque étape',
    ],
  },
  cta: {
    text: 'Terrain, immeuble, foncier communal ou opération en cours : exposez-nous votre situation, nous vous proposerons une première rencontre.',
    buttonLabel: 'Contactez-nous',
    href: '/contact',
  },
  quote: {
    text: 'On nous avait estimé la villa en l’état, comme une maison à rénover. Leur étude a montré ce que le PLU permettait d’y bâtir\u00a0: un promoteur l’a achetée 38\u00a0% au\u2011dessus de cette estimation.',
    who: 'Famille M., qui a vendu sa villa de Roquebrune-Cap-Martin à un promoteur en 2024',
  },
  audiences: {
    'proprietaires-prives': 'Ce que votre terrain ou votre maison permet, ce qu’il vaut, et le chemin du premier appel à l’acte chez le notaire, avec une étude de potentiel en exemple.',
    'institutions-collectivites': 'Fonciers mutables repérés, appui à la révision du PLU, études de gisement\u00a0: les travaux remis aux élus de la Riviera, et notre façon de travailler avec vos services.',
    'professionnels-immobilier': 'Fonciers qualifiés, faisabilités chiffrées, divisions en lots\u00a0: ce que nous avons apporté aux promoteurs et aux marchands de biens, et comment nous travaillons ensemble.',
    'investisseurs': 'Les opérations livrées et leurs résultats, puis la manière d’entrer dans une opération\u00a0: société dédiée, ticket d’entrée, durée, frais et risques.',
  },
  projects: sampleProjects,
});

// ---------------------------------------------------------------------------
// Pages par public (/acteurs/<slug>)
// ---------------------------------------------------------------------------

/** Ce que chaque page de public dit autour de son contenu : boutons et intertitres. */
export const audiencePageWords = {
  /** The hero's button, in each audience's words (it opens the form with that profile chosen). */
  submit: {
    'proprietaires-prives': 'Faire étudier mon bien',
    'institutions-collectivites': 'Parler de votre territoire',
    'professionnels-immobilier': 'Nous proposer une opération',
    investisseurs: 'Parler d’un investissement',
  } satisfies Record<z.infer<typeof audienceSlugSchema>, string>,
  crumb: 'Acteurs',
  objectivesEyebrow: 'Nos objectifs',
  objectivesTitle: 'Quatre objectifs pour votre bien',
  strengthsEyebrow: 'Nos atouts',
  strengthsTitle: 'Ce qui fait la différence',
  methodEyebrow: 'Pour commencer',
  methodTitle: 'Votre dossier en quatre pièces, vos avantages',
  potentialTitle: 'Faisons le point sur votre bien',
  projectsEyebrow: 'Nos réalisations',
  projectsTitle: 'Quand le projet se fait avec nous',
  /** Why a landowner's page shows a villa, a flat and a residence: what a plot or a house can become. */
  projectsIntro: 'Plutôt que de vendre en l’état, certains propriétaires nous confient la rénovation ou la construction, seuls ou avec nos investisseurs. Trois opérations conduites de l’étude à la livraison\u00a0:',
  moreProjects: 'Voir plus de projets',
  whyTitle: 'Pourquoi travailler avec nous',
  referencesMore: 'Voir nos réalisations',
  ctaTitle: 'Parlons de votre projet',
  ctaLabel: 'Contactez-nous',
  othersEyebrow: 'Vous êtes plutôt…',
  othersTitle: 'Nous accompagnons aussi',
  allActors: 'Tous les acteurs',
};

export const privateOwnerDetailsSchema = z.object({
  objectives,
  strengths: z.array(strengthSchema).length(3),
  approach: boxSchema,
  advantages: boxSchema,
  // Its link is the landowner's profile on the form (contactHref), not a field.
  cta: ctaSchema.omit({ href: true }),
  projects: z.array(projectTileSchema).length(3),
});

/** What the three other audience pages say under 'Pourquoi travailler avec nous' and in their call to action: their own words, not another page's. */
export const audienceWhySchema = z.object({
  strengths: z.array(strengthSchema).length(3),
  ctaText: french(60, 240),
  /**
   * How one works with the firm, answered before the visitor asks: the steps beside the terms
   * (how a developer is brought a plot, how a commune orders a study, how an investor joins an
   * operation). `id` is the section's anchor.
   */
  entry: z.object({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'des minuscules sans accent et des tirets, comme « investir »'), eyebrow: french(), title: french(), steps: boxSchema, terms: boxSchema }),
});

export const audiencePageSchema = z.object({
  slug: audienceSlugSchema,
  title: french(),
  metaDescription,
  intro: french(),
  cards: z.array(z.object({ title: french(), text: french() })).length(2),
  details: privateOwnerDetailsSchema.optional(),
  why: audienceWhySchema.optional(),
});

export const audiencesSchema = z
  .array(audiencePageSchema)
  .length(4)
  .refine((pages) => pages.every((p, i) => p.slug === audienceSlugSchema.options[i]), {
    message: 'les quatre publics, une fois chacun, dans l’ordre de audienceSlugSchema',
  })
  .refine((pages) => pages.every((p) => (p.slug === 'proprietaires-prives') === (p.details !== undefined)), {
    message: 'seule la page des propriétaires privés a un contenu détaillé',
  })
  .refine((pages) => pages.every((p) => (p.details === undefined) === (p.why !== undefined)), {
    message: 'chaque page sans contenu détaillé a ses propres atouts et son propre appel',
  });

export type AudienceSlug = z.infer<typeof audienceSlugSchema>;
export type AudiencePage = z.infer<typeof audiencePageSchema>;
export type PrivateOwnerDetails = z.infer<typeof privateOwnerDetailsSchema>;
export type Audiences = z.infer<typeof audiencesSchema>;

export const audiences = defineData('content/pages.ts -> audiences', audiencesSchema, [
  {
    slug: 'proprietaires-prives',
    title: 'Propriétaires privés, vendez votre bien pour ce qu’il vaut',
    metaDescription: 'Propriétaire sur la Riviera ? Castellar Foncier chiffre ce que votre terrain ou votre immeuble permet de bâtir, puis conduit sa vente jusqu’à l’acte.',
    intro: 'Un terrain constructible, une grande maison sur une parcelle divisible, un immeuble ancien à rénover : votre bien vaut souvent davantage que son prix de marché apparent. Nous chiffrons ce qu’il permet de construire, de diviser ou de transformer, puis nous vous accompagnons jusqu’à la vente, avec un interlocuteur unique.',
    cards: [
      {
        title: 'Une étude de potentiel foncier',
        text: 'Nous analysons le PLU, les servitudes, les risques et le marché local pour déterminer ce que votre bien peut accueillir. Vous disposez ainsi d’une base solide pour décider : vendre en l’état, valoriser avant la vente ou porter vous-même un projet.',
      },
      {
        title: 'Un accompagnement jusqu’à la vente',
        text: 'Nous présentons votre bien aux opérateurs et aux acquéreurs de notre réseau, négocions les conditions et sécurisons les promesses de vente. Nous restons à vos côtés jusqu’à la signature chez le notaire.',
      },
    ],
    details: {
      objectives: [
        {
          number: 1,
          title: 'Vendre au juste prix',
          text: 'Votre bien est estimé à partir de ce qu’il permet de construire ou de transformer, et non d’une simple comparaison avec les ventes voisines.',
        },
        {
          number: 2,
          title: 'Sécuriser chaque étape',
          text: 'Diagnostics, autorisations d’urbanisme et conditions suspensives sont vérifiés avant tout engagement de votre part.',
        },
        {
          number: 3,
          title: 'Toucher les bons acquéreurs',
          text: 'Nos mandataires et nos partenaires présentent votre bien aux promoteurs, marchands de biens et particuliers qui recherchent ce type de foncier.',
        },
        {
          number: 4,
          title: 'Conclure la vente sereinement',
          text: 'De la promesse de vente à l’acte authentique, nous restons votre contact auprès du notaire et de l’acquéreur.',
        },
      ],
      strengths: [
        {
          title: 'La connaissance du terrain',
          text: 'Règles d’urbanisme, servitudes et prix pratiqués : nous les suivons commune par commune, de Cannes à Menton.',
        },
        {
          title: 'Un associé à vos côtés',
          text: 'L’un des trois associés prend votre dossier en main et le garde jusqu’à la signature : au téléphone comme en rendez-vous, vous parlez à la même personne.',
        },
        {
          title: 'Un réseau engagé',
          text: 'Mandataires indépendants, architectes, géomètres et notaires travaillent avec nous de longue date.',
        },
      ],
      // What a first opinion needs, so the owner can gather it before calling: the path above
      // already says the steps, this box does not repeat them.
      approach: {
        title: 'Pour un premier avis, il nous faut',
        items: [
          'L’adresse du bien ou sa référence cadastrale (section et numéro)',
          'Sa surface, même approchée, et ce qui y est déjà bâti',
          'Quelques photos du terrain et de ses accès, à nous envoyer par e-mail',
          'Le certificat d’urbanisme, le permis ou le bornage, s’il en existe un',
        ],
      },
      // What the owner gains that the objectives and strengths above do not already say.
      advantages: {
        title: 'Vos avantages',
        items: [
          'Une étude écrite qui vous reste\u00a0: offerte si vous nous confiez la vente, sur devis sinon',
          'Chaque offre d’achat comparée avec vous',
          'Un délai annoncé à chaque étape',
          'Des honoraires de vente dus seulement à la signature de l’acte',
        ],
      },
      cta: {
        text: 'Réunissez les quelques pièces listées plus haut et prenons rendez-vous : ce premier avis ne vous engage à rien.',
        buttonLabel: 'Contactez-nous',
      },
      projects: sampleProjects,
    },
  },
  {
    slug: 'institutions-collectivites',
    title: 'Institutions et collectivités, aménagez votre territoire',
    metaDescription: 'Communes et établissements publics de la Riviera : stratégie foncière, repérage des gisements et projets de renouvellement urbain avec Castellar Foncier.',
    intro: 'Sobriété foncière, besoins en logements, reconversion des friches : les communes de la Riviera doivent concilier des objectifs exigeants sur un territoire contraint. Nous mettons à leur service notre connaissance du foncier local et notre expérience du montage d’opérations, en appui de leurs services.',
    cards: [
      {
        title: 'Stratégie foncière et repérage des gisements',
        text: 'Nous identifions les parcelles mutables, les friches et les dents creuses d’un quartier ou d’une commune, en croisant règles d’urbanisme, risques et données foncières. Vous disposez d’un état des lieux hiérarchisé pour orienter vos choix et vos révisions de PLU.',
      },
      {
        title: 'Projets de renouvellement urbain',
        text: 'Nous concevons et conduisons des opérations qui répondent aux priorités de la commune : logement, commerces de proximité, équipements, renaturation. Nous assurons la maîtrise foncière, les études et le dialogue avec les riverains, en lien constant avec les élus.',
      },
    ],
    why: {
      strengths: [
        {
          title: 'Le territoire lu à la parcelle',
          text: 'Cadastre, PLU, risques et valeurs foncières croisés commune par commune\u00a0: vos services reçoivent un état des lieux qu’ils peuvent vérifier et tenir à jour.',
        },
        {
          title: 'Aux côtés de vos services',
          text: 'Nos études suivent vos procédures, délibérations, concertation et avis des personnes publiques associées\u00a0: les élus décident, nous préparons les éléments de leur décision.',
        },
        {
          title: 'Des scénarios chiffrés en opérateur',
          text: 'Parce que nous conduisons aussi des opérations, chaque scénario d’aménagement est chiffré comme un promoteur le chiffrerait, et tient face au marché. Pour que ce regard d’opérateur ne devienne jamais un conflit d’intérêts\u00a0: dans une commune qui nous confie une étude, nous n’achetons aucun terrain pour notre compte, ni pendant l’étude ni dans les trois ans qui suivent.',
        },
      ],
      ctaText: 'Une révision de PLU, un quartier à repenser, un foncier communal à valoriser\u00a0? Exposez-nous la question\u00a0: nous vous proposons une méthode et un calendrier avant tout engagement.',
      entry: {
        id: 'commander-une-etude',
        eyebrow: 'Nous confier une étude',
        title: 'Comment une commune commande une étude',
        steps: {
          title: 'Les étapes',
          items: [
            'Une première réunion avec les élus et les services, sans frais\u00a0: la question posée, le périmètre et le calendrier de la commune',
            'Une proposition écrite sous trois semaines\u00a0: méthode, livrables, calendrier et prix forfaitaire',
            'La commande passée selon le Code de la commande publique\u00a0: sur devis pour une étude de petit montant, ou par la consultation que vous organisez et à laquelle nous répondons',
            'Un point avec vos services à la fin de chaque phase, puis la restitution devant la commission d’urbanisme ou le conseil municipal',
          ],
        },
        terms: {
          title: 'Ce que la commune reçoit',
          items: [
            'Un rapport, ses cartes et un tableau à la parcelle, avec les couches SIG que vos services reprennent dans leurs propres outils',
            'Pour un village ou un quartier, de 8\u00a0000 à 25\u00a0000\u00a0€ HT selon la surface et le nombre de parcelles\u00a0; pour une intercommunalité, un devis',
            'Trois à six mois de la commande à la restitution, selon le périmètre et le rythme des réunions avec les élus',
            'Une étude qui appartient à la commune\u00a0: elle peut la publier, la joindre au dossier du PLU ou la confier à un autre bureau d’études pour la suite',
          ],
        },
      },
    },
  },
  {
    slug: 'professionnels-immobilier',
    title: 'Professionnels de l’immobilier, sécurisez vos opérations',
    metaDescription: 'Promoteurs, marchands de biens et agents : des fonciers qualifiés sur la Riviera, des études de faisabilité et un montage d’opération maîtrisé.',
    intro: 'Promoteurs, marchands de biens, agents immobiliers : vous cherchez des fonciers fiables et des opérations bien montées. Nous vous apportons des terrains étudiés en amont, une lecture précise des règles locales et une capacité à conduire les projets jusqu’à leur livraison.',
    cards: [
      {
        title: 'Des fonciers qualifiés',
        text: 'Chaque terrain que nous proposons a fait l’objet d’une analyse réglementaire, technique et économique. Vous gagnez du temps sur la prospection et décidez sur la base d’une constructibilité vérifiée.',
      },
      {
        title: 'Des partenariats sur mesure',
        text: 'Apport d’affaires, co-promotion, assistance à maîtrise d’ouvrage ou mise en relation avec des propriétaires : nous adaptons notre intervention à votre modèle. Les agents et mandataires trouvent chez nous un relais pour les biens dont la valeur tient d’abord au terrain.',
      },
    ],
    why: {
      strengths: [
        {
          title: 'Des terrains déjà étudiés',
          text: 'Chaque foncier vous arrive avec son relevé, son analyse du PLU et l’état de ses accès et réseaux\u00a0: vous décidez en quelques semaines.',
        },
        {
          title: 'Le lien avec les propriétaires',
          text: 'Nous connaissons les familles qui vendent et savons réunir plusieurs parcelles, et plusieurs vendeurs, en une unité foncière qui se construit.',
        },
        {
          title: 'Des règles écrites d’avance',
          text: 'Apport d’affaires, co-promotion ou assistance à maîtrise d’ouvrage\u00a0: le rôle et la rémunération de chacun sont fixés avant la première présentation.',
        },
      ],
      ctaText: 'Vous cherchez un foncier dans un secteur précis, ou une étude sur un terrain déjà repéré\u00a0? Indiquez-nous votre programme\u00a0: nous vous disons sans détour si nous pouvons y répondre.',
      entry: {
        id: 'travailler-ensemble',
        eyebrow: 'Travailler ensemble',
        title: 'Du terrain présenté à l’acte signé',
        steps: {
          title: 'Les étapes',
          items: [
            'Votre recherche par écrit\u00a0: le secteur, la surface de plancher visée, le programme et la charge foncière que votre bilan supporte',
            'Pour chaque terrain, une fiche foncière remise sous engagement de confidentialité\u00a0: cadastre, règles du PLU et surface constructible calculée, accès, réseaux, servitudes, prix attendu par le vendeur',
            'Votre offre présentée au propriétaire avec vous, puis une promesse de vente sous conditions suspensives, dont le permis purgé de tout recours',
            'Le permis préparé avec votre architecte, la mairie et les voisins rencontrés avant le dépôt\u00a0; l’acte signé chez le notaire une fois les conditions levées',
          ],
        },
        terms: {
          title: 'Les conditions',
          items: [
            'Pour un terrain que nous vendons sous mandat, nos honoraires suivent notre barème, à la charge du vendeur sauf mandat contraire, et ne sont dus qu’à l’acte authentique',
            'Trente jours d’exclusivité sur chaque fiche, le temps de votre étude\u00a0; sans offre à leur terme, le terrain peut être présenté à d’autres',
            'En co-promotion, notre apport en foncier et en études entre au capital de la société de programme, et le partage du résultat est écrit dans ses statuts',
            'En assistance à maîtrise d’ouvrage, un forfait fixé par lettre de mission avant le premier jour de travail',
          ],
        },
      },
    },
  },
  {
    slug: 'investisseurs',
    title: 'Investisseurs, misez sur le foncier de la Riviera',
    metaDescription: 'Investisseurs : des opérations résidentielles, commerciales ou mixtes sur la Riviera, étudiées en amont et conduites jusqu’à leur livraison.',
    intro: 'La Riviera conjugue rareté foncière, attractivité durable et proximité de Monaco. Nous proposons aux investisseurs des opérations sélectionnées avec rigueur, dont nous maîtrisons chaque étape, de l’acquisition du terrain à la livraison.',
    cards: [
      {
        title: 'Des opérations étudiées en amont',
        text: 'Avant de vous présenter une opération, nous vérifions ce que le PLU y autorise, les contraintes techniques du site et les hypothèses de marché. Chaque dossier vous est remis avec un bilan prévisionnel détaillé et ses principaux risques.',
      },
      {
        title: 'Une réalisation maîtrisée',
        text: 'Nous pilotons les autorisations, les travaux et la commercialisation, avec un reporting régulier sur les coûts et le calendrier. Vous suivez l’avancement de votre investissement sans avoir à le gérer au quotidien.',
      },
    ],
    why: {
      strengths: [
        {
          title: 'Des bilans prudents',
          text: 'Nos bilans prévisionnels retiennent des prix de sortie constatés, non espérés, et gardent une réserve pour les aléas de chantier et de délai.',
        },
        {
          title: 'Un compte rendu chaque mois',
          text: 'Dépenses, calendrier, commercialisation\u00a0: chaque mois un état écrit, et chaque écart expliqué avec la mesure prise pour le résorber.',
        },
        {
          title: 'Des intérêts alignés',
          text: 'Nous investissons dans chaque opération que nous vous présentons\u00a0: les trois associés y apportent, en leur nom, au moins 10\u00a0% des fonds propres, et notre rémunération, au-delà des honoraires de montage, dépend de son résultat.',
        },
      ],
      ctaText: 'Vous souhaitez étudier une opération à nos côtés\u00a0? Dites-nous votre horizon et le montant envisagé\u00a0: nous vous présentons les dossiers en cours, risques compris.',
      entry: {
        id: 'investir',
        eyebrow: 'Investir à nos côtés',
        title: 'Comment entrer dans une opération',
        steps: {
          title: 'Les étapes',
          items: [
            'Un premier échange sur votre horizon, le montant envisagé et le risque que vous acceptez',
            'Le dossier de l’opération remis sous confidentialité\u00a0: étude, bilan prévisionnel, risques',
            'Votre entrée au capital de la société de l’opération, par acte signé chez le notaire ou l’avocat',
            'Les comptes de l’opération à la vente, ou chaque année pour une location, et le partage du résultat entre les associés',
          ],
        },
        terms: {
          title: 'Les conditions',
          items: [
            'Une société propre à chaque opération, dont vous devenez associé\u00a0: une société civile de construction-vente (SCCV) pour vendre, ses ventes sur plan couvertes par une garantie financière d’achèvement, ou une société civile immobilière (SCI) pour garder et louer',
            'Un apport à partir de 100\u00a0000\u00a0€, immobilisé jusqu’à la clôture\u00a0: en général deux à trois ans pour une vente, davantage pour une location',
            'Notre rémunération\u00a0: des honoraires de montage inscrits au bilan, et une part du résultat au-delà de la marge prévue',
            'Un placement privé entre quelques associés, sans offre au public\u00a0: le capital apporté reste exposé au risque de perte',
          ],
        },
      },
    },
  },
]);

/** Page d’un public à partir de son identifiant. */
export function audiencePage(slug: AudienceSlug): AudiencePage {
  const page = audiences.find((p) => p.slug === slug);
  if (!page) throw new Error(`Public inconnu : ${slug}`);
  return page;
}

// ---------------------------------------------------------------------------
// À propos
// ---------------------------------------------------------------------------

export const valueIconSchema = z.enum(['engagement', 'innovation', 'difference', 'confiance']);

export const aboutSchema = z.object({
  banner: z.object({
    title: z.literal('DÉCOUVREZ CASTELLAR FONCIER, SES VALEURS & SON ÉQUIPE'),
  }),
  story: z.object({
    title: french(),
    paragraphs: z.array(french()).length(3),
  }),
  values: z
    .tuple([
      z.object({ name: z.literal('Engagement'), text: french(), icon: z.literal('engagement') }),
      z.object({ name: z.literal('Innovation'), text: french(), icon: z.literal('innovation') }),
      z.object({ name: z.literal('Différence'), text: french(), icon: z.literal('difference') }),
      z.object({ name: z.literal('Confiance'), text: french(), icon: z.literal('confiance') }),
    ]),
  team: z.object({
    title: french(),
    intro: french(),
  }),
  recruitment: z.object({
    title: french(),
    paragraphs: z.array(french()).length(2),
    /** Where to send an application: `{email}` becomes a mailto: link to the office. */
    application: z.object({
      text: french().refine((s) => s.split('{email}').length === 2, { message: 'une fois {email}, où s’insère l’adresse' }),
      subject: french(),
    }),
    buttonLabel: z.literal('Postuler'),
  }),
  moved: z.object({
    title: french(),
    text: french(),
    linkLabel: french(),
  }),
});

export type ValueIcon = z.infer<typeof valueIconSchema>;
export type About = z.infer<typeof aboutSchema>;

export const about = defineData('content/pages.ts -> about', aboutSchema, {
  banner: {
    title: 'DÉCOUVREZ CASTELLAR FONCIER, SES VALEURS & SON ÉQUIPE',
  },
  story: {
    title: 'Notre histoire',
    paragraphs: [
      'Castellar Foncier est né à Menton en 2011, au 8 rue Partouneaux, de l’association de trois professionnels du foncier, de l’urbanisme et du bâtiment. Son nom rend hommage au village de Castellar, perché au-dessus de la ville, d’où l’on embrasse d’un seul regard la vieille ville, la baie et la frontière italienne : le territoire sur lequel nous travaillons chaque jour. Devenu SARL en 2022, pour réunir sous un même nom ses études, ses programmes et ses achats-reventes, il a gardé son adresse et ses trois associés. Il exerçait jusque-là en société d’études, titulaire depuis 2012 de la carte professionnelle de transaction, renouvelée tous les trois ans depuis.',
      'Notre méthode tient en quelques principes : étudier avant de promettre, chiffrer avant de décider, conduire chaque projet comme s’il était le nôtre. Chaque dossier commence par une étude de potentiel foncier remise par écrit, et se poursuit, si le client le souhaite, jusqu’à la livraison ou la vente.',
      'Pour couvrir la Riviera de Cannes à la frontière italienne, nous nous appuyons sur un réseau de mandataires indépendants implantés dans chaque secteur et sur des partenaires de confiance : architectes, géomètres-experts, notaires, bureaux d’études et entreprises du bâtiment. Nous réunissons ainsi, pour chaque opération, les compétences dont elle a besoin, et nous coordonnons leur travail pour le client.',
    ],
  },
  values: [
    {
      name: 'Engagement',
      text: 'Avant tout commencement, un devis écrit fixe le prix, le délai et ce que nous vous remettrons. Si votre terrain ne permet pas ce que vous espériez, nous vous le disons dès la première lecture, qui est gratuite.',
      icon: 'engagement',
    },
    {
      name: 'Innovation',
      text: 'Cadastre, PLU, risques et ventes récentes croisés sur une même carte, volumes modélisés en trois dimensions avant le premier plan : nos études montrent ce qu’un terrain permet, pas seulement ce qu’il vaut.',
      icon: 'innovation',
    },
    {
      name: 'Différence',
      text: 'Une même parcelle peut se vendre en l’état, se diviser ou porter un programme. Plutôt qu’une formule, chaque étude compare ces scénarios, chiffrés, pour ce terrain et pour ce que vous en attendez.',
      icon: 'difference',
    },
    {
      name: 'Confiance',
      text: 'Nous ne détenons aucun fonds, nos honoraires sont publiés et chaque pièce vous est transmise : études, devis, offres reçues. Vous savez toujours lequel des trois associés suit votre dossier.',
      icon: 'confiance',
    },
  ],
  team: {
    title: 'Notre équipe',
    intro: 'Trois associés aux métiers complémentaires, qui croisent leurs regards sur chaque dossier qui nous est confié.',
  },
  recruitment: {
    title: 'Rejoignez-nous',
    paragraphs: [
      'Nous développons notre réseau de mandataires indépendants sur toute la Riviera. Vous connaissez votre secteur, ses propriétaires et ses terrains ? Vous apportez les opportunités, nous apportons l’expertise foncière, l’urbanisme et le montage des opérations.',
      'Nous accueillons aussi des urbanistes, des chargés d’opérations et des conducteurs de travaux, confirmés ou en alternance.',
    ],
    application: {
      text: 'Envoyez-nous votre candidature, CV et quelques lignes sur votre parcours, à {email} : chacune est lue par l’un des trois associés.',
      subject: 'Candidature',
    },
    buttonLabel: 'Postuler',
  },
  moved: {
    title: 'Cette page a déménagé',
    text: 'Son contenu se trouve désormais à une nouvelle adresse : suivez le lien ci-dessous pour y accéder.',
    linkLabel: 'Voir la nouvelle page',
  },
});

// ---------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------

export const contactSchema = z.object({
  /** Its lead quotes the office’s reply time: content/forms.ts, contactNotes.page. */
  hero: z.object({
    title: z.literal('CONTACTEZ-NOUS !'),
  }),
  visit: z.object({
    title: z.literal('OÙ NOUS TROUVER ?'),
    text: french(),
  }),
  form: z.object({
    intro: french(),
    noScriptNote: french(),
  }),
});

export type Contact = z.infer<typeof contactSchema>;

export const contact = defineData('content/pages.ts -> contact', contactSchema, {
  hero: {
    title: 'CONTACTEZ-NOUS !',
  },
  visit: {
    title: 'OÙ NOUS TROUVER ?',
    text: 'Notre agence vous accueille au 8 rue Partouneaux, en plein centre de Menton, de préférence sur rendez-vous afin qu’un associé puisse vous recevoir.',
  },
  form: {
    intro: 'Présentez-nous votre bien ou votre projet en quelques lignes.',
    noScriptNote: 'Le formulaire nécessite JavaScript pour fonctionner : vous pouvez aussi nous écrire directement par e-mail, nous vous répondrons avec la même attention.',
  },
});

// ---------------------------------------------------------------------------
// Actualités
// ---------------------------------------------------------------------------

export const actualitesSchema = z.object({
  hero: z.object({
    title: z.literal('RETROUVEZ TOUTES NOS ACTUALITÉS'),
  }),
  list: z.object({
    title: z.literal('NOS ARTICLES & ANALYSES'),
    intro: french(),
  }),
  emptyState: french(),
  /** What the search says beyond today's cards; `{n}` is a number. */
  search: z.object({
    /** While the index of every article is on its way and this page has no match. */
    loading: french(),
    /** The index could not be fetched: the search covers this page only. */
    failed: french(),
  }),
  /** Pages 2 and after of the list (12 cards a page); `{page}` and `{pages}` are numbers. */
  pagination: z.object({
    title: french(),
    description: french(100, 155),
    heading: french(),
    /** The current page in the breadcrumb. */
    position: french(),
    nav: french(),
    previous: french(),
    next: french(),
    /** Read before each number by screen readers: "Page 4". */
    page: french(),
  }),
});

export type Actualites = z.infer<typeof actualitesSchema>;

export const actualites = defineData('content/pages.ts -> actualites', actualitesSchema, {
  hero: {
    title: 'RETROUVEZ TOUTES NOS ACTUALITÉS',
  },
  list: {
    title: 'NOS ARTICLES & ANALYSES',
    intro: 'Foncier, urbanisme, transition énergétique, patrimoine : nos analyses des évolutions qui transforment les territoires de la Riviera.',
  },
  emptyState: 'Essayez d’autres mots-clés, ou effacez la recherche pour parcourir toutes nos analyses.',
  search: {
    loading: 'Recherche dans l’ensemble des articles…',
    failed: 'La recherche se limite aux articles de cette page : les autres n’ont pas pu être chargés.',
  },
  pagination: {
    title: 'Actualités — page {page} sur {pages}',
    description: 'Page {page} sur {pages} de nos analyses : foncier, urbanisme, transition énergétique et patrimoine sur les territoires de la Riviera.',
    heading: 'Nos actualités, page {page} sur {pages}',
    position: 'Page {page} sur {pages}',
    nav: 'Pages des articles',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page',
  },
});

// ---------------------------------------------------------------------------
// Réalisations (introduction du portfolio)
// ---------------------------------------------------------------------------

export const realisationsIntroSchema = z.object({
  title: french(),
  paragraphs: z.array(french()).length(2),
});

export type RealisationsIntro = z.infer<typeof realisationsIntroSchema>;

export const realisationsIntro = defineData('content/pages.ts -> realisationsIntro', realisationsIntroSchema, {
  title: 'Nos réalisations',
  paragraphs: [
    'De la villa rénovée à la résidence neuve, chaque réalisation part de la même démarche : lire le site et ses règles, chiffrer ce qu’il peut accueillir, puis conduire le projet jusqu’à la remise des clés.',
    'Golfe\u2011Juan, Monaco, Roquebrune\u2011Cap\u2011Martin, Beausoleil : découvrez en images et en plans quelques opérations que nous avons menées sur la Riviera.',
  ],
});

// ---------------------------------------------------------------------------
// Contact : ce que la page dit autour du formulaire et du plan
// ---------------------------------------------------------------------------

export const contactPage = defineData(
  'content/pages.ts -> contactPage',
  z.object({
    metaTitle: french(),
    metaDescription: french(),
    heroAlt: french(),
    formEyebrow: french(),
    /** In the hero: straight down to the form, past the address and the map. */
    toForm: french(),
    /** Le titre imposé par la spécification. */
    formTitle: z.literal('NOUS CONTACTER'),
    mailSubject: french(),
    writeTo: french(),
    /** Above the three partners shown beside the form: who reads the message. */
    partners: french(),
    partnersLabel: french(),
  }),
  {
    metaTitle: 'Contact',
    metaDescription: 'Écrivez ou rendez visite à Castellar Foncier, 8 rue Partouneaux à Menton : un associé répond à chaque demande sur un terrain, un bien ou un projet.',
    heroAlt: 'Une rue étroite de la vieille ville de Menton dans la lumière du matin : façades ocre et roses, volets verts, du linge qui sèche sur des fils tendus d’une fenêtre à l’autre, des vitrines de boutiques en rez-de-chaussée et, au bout, une maison qui ferme la rue',
    formEyebrow: 'Votre projet',
    toForm: 'Écrire un message',
    formTitle: 'NOUS CONTACTER',
    mailSubject: 'Demande de contact',
    writeTo: 'Écrire à',
    partnersLabel: 'Qui vous répond',
    partners: 'Votre message est lu par les trois associés\u00a0; celui qui connaît le mieux votre commune ou votre type de bien vous répond lui-même.',
  },
);

// ---------------------------------------------------------------------------
// Page d’erreur 404
// ---------------------------------------------------------------------------

export const notFoundSchema = z.object({
  metaTitle: french(),
  metaDescription: french(),
  /** Le titre imposé par la spécification, tel qu’elle l’écrit (sans espace avant le point d’exclamation). */
  title: z.literal('Oops! Page non trouvée'),
  lead: french(),
  home: french(),
  contact: french(),
  /** The main sections a lost visitor may have been looking for, under the two buttons. */
  elsewhere: french(),
  links: z.array(z.object({ label: french(), href: z.string().regex(/^\/[a-z-/]*$/, 'un chemin du site, comme « /nos-realisations »') })).min(1).max(4),
});

export const notFound = defineData('content/pages.ts -> notFound', notFoundSchema, {
  metaTitle: 'Page non trouvée',
  metaDescription: 'La page demandée n’existe pas ou a changé d’adresse.',
  title: 'Oops! Page non trouvée',
  lead: 'L’adresse demandée ne correspond à aucune page du site : elle a peut-être changé, ou contient une faute de frappe.',
  home: 'Retour à l’accueil',
  contact: 'Nous contacter',
  elsewhere: 'Vous cherchiez peut-être',
  links: [
    { label: 'Nos réalisations', href: '/nos-realisations' },
    { label: 'Vendre ou valoriser un terrain', href: '/acteurs/proprietaires-prives' },
    { label: 'Nos actualités', href: '/actualites' },
  ],
});

// ---------------------------------------------------------------------------
// Films des réalisations : hébergés par YouTube, chargés seulement avec l’accord du visiteur
// ---------------------------------------------------------------------------

export const filmSchema = z.object({
  /** Le bouton posé sur la photo de l’en-tête. */
  play: french(3, 40),
  /** Sous le bouton : qui héberge le film et ce que cela implique. */
  note: french(20, 160),
  /** Le lien vers la politique de confidentialité, à la suite de la note. */
  privacy: french(3, 40),
  /** Pour revenir sur son accord. */
  stop: french(3, 40),
  /** Sans JavaScript : un lien ordinaire vers le film sur YouTube. */
  watch: french(3, 40),
  /** Le temps que le lecteur réponde, une fois l’accord donné. */
  loading: french(3, 60),
  /** Quand le lecteur ne répond pas (YouTube bloqué sur ce réseau ou par une extension), avant ce même lien. */
  failed: french(20, 160),
});

export type Film = z.infer<typeof filmSchema>;

export const film = defineData('content/pages.ts -> film', filmSchema, {
  play: 'Lancer le film',
  note: 'Le film est hébergé par YouTube (Google), qui peut déposer des cookies. Votre choix est retenu sur cet appareil.',
  privacy: 'Confidentialité',
  stop: 'Ne plus charger les vidéos',
  watch: 'Voir le film sur YouTube',
  loading: 'Chargement du film…',
  failed: 'Le film n’a pas pu être chargé ici : YouTube ne répond pas sur ce réseau.',
});

// ---------------------------------------------------------------------------
// Pied de page
// ---------------------------------------------------------------------------

export const footerSchema = z.object({
  description: french(),
  newsletter: z.object({
    title: french(),
    text: french(),
  }),
});

export type Footer = z.infer<typeof footerSchema>;

export const footer = defineData('content/pages.ts -> footer', footerSchema, {
  description: 'Castellar Foncier est une société d’ingénierie foncière établie à Menton\u00a0: études d’urbanisme, promotion immobilière, marchand de biens et transaction. Nous travaillons pour les propriétaires, les communes, les professionnels et les investisseurs de la Riviera.',
  newsletter: {
    title: 'Notre lettre d’information',
    text: 'Recevez quelques fois par an nos analyses sur le foncier, l’urbanisme et les projets de la Riviera.',
  },
});
