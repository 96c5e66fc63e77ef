// Les mots autour des réalisations : la liste, l’encadré de fin de chaque projet, le fil
// d’Ariane, les liens des images. Les textes des projets sont en Markdown (content/realisations/).

export const portfolioWords = {
  section: 'Nos réalisations',
  metaDescription: 'Villas rénovées, appartement de prestige, résidences neuves\u00a0: les opérations menées par Castellar Foncier de Golfe-Juan à Monaco.',
  eyebrow: 'Portfolio',
  list: 'Nos projets',
  discover: 'Découvrir le projet',
  /** The year on a project's tile: the year it was delivered, where its page gives the years of works (« 2022 – 2024 »). */
  delivery: (year: number) => `Livraison\u00a0${year}`,
  /** Under the list's intro: the way down to the land work, below the four projects. */
  toLand: 'Notre premier métier\u00a0: les études et opérations foncières',
  factsEyebrow: 'Fiche projet',
  factsTitle: 'Le projet en bref',
  /** The fact sheet's first rows, on every project page. */
  sheet: { commune: 'Commune', surface: 'Surface', units: 'Logements', years: 'Années', role: 'Notre rôle' },
  zoomPhoto: 'agrandir l’image',
  zoomPanorama: '(agrandir le panorama)',
  /** The viewer's name, when the panorama opens in it. */
  panorama: 'Le panorama',
};

/** Après les quatre projets, le travail foncier : deux opérations de chacun des trois publics qu’il sert. */
export const landWorkWords = {
  eyebrow: 'Notre premier métier',
  title: 'Études et opérations foncières',
  lead: 'Avant les immeubles, il y a les terrains. Voici quelques-unes des études et des opérations que nous avons menées pour des propriétaires, des communes et des promoteurs de la Riviera.',
  /** Les publics dont la liste cite les deux premières opérations, avec le lien vers leur page. */
  audiences: {
    'proprietaires-prives': 'Nos références auprès des propriétaires',
    'institutions-collectivites': 'Nos études pour les collectivités',
    'professionnels-immobilier': 'Nos opérations avec les professionnels',
  },
  /** Pour qui chaque opération a été menée, au-dessus de son lieu. */
  clients: {
    'proprietaires-prives': 'Pour des propriétaires',
    'institutions-collectivites': 'Pour une commune',
    'professionnels-immobilier': 'Avec un promoteur',
  },
};

/** La fin de chaque page de projet : les deux suites, libellés tels que la spécification les écrit. */
export const closingWords = {
  eyebrow: 'Et maintenant\u00a0?',
  title: 'Un terrain, un bien, un projet à nous confier\u00a0?',
  lead: 'Une étude, une autorisation, un chantier ou une vente\u00a0: dites-nous où en est votre projet.',
  contact: 'Nous contacter',
  others: 'Voir nos autres réalisations',
};

/** Les intertitres et les noms des galeries de chaque page de projet (leurs textes sont en Markdown). */
export const projectWords = {
  siteEyebrow: 'Le site',
  imagesEyebrow: 'En images',
  residencePhotos: 'Vues de la résidence',
  residenceImages: 'La résidence en images',
  newTab: '(nouvel onglet)',
  villa: {
    projectEyebrow: 'Le projet',
    visitTitle: 'Visite de la villa',
    visitIntro: 'De la façade sud au pamplemoussier, la villa rénovée en neuf vues.',
    photos: 'Vues de la villa',
    plansEyebrow: 'Plans',
    plansTitle: 'Les plans du projet',
    plansIntro: 'Plans de niveaux, façades, coupes et plan masse\u00a0: onze planches pour suivre la transformation de la villa. Chacune s’ouvre en grand d’un clic, les niveaux avec la liste de leurs pièces.',
    plans: 'Plans de la villa',
    plan: 'Plan de la villa',
  },
  monaco: {
    viewer: 'Vues de l’appartement',
    previewTitle: 'De la suite parentale au toit-terrasse',
    preview: 'Aperçu de l’appartement en seize vues',
    levelsEyebrow: 'L’aménagement',
    reportEyebrow: 'Visite',
    reportTitle: 'L’appartement pièce par pièce',
    reportIntro: 'Quarante-quatre vues, pièce par pièce\u00a0: de l’entrée au toit-terrasse, puis la mer et la ville telles qu’on les voit de l’appartement. Chacune s’ouvre en grand d’un clic ou d’un toucher, et l’on passe de l’une à l’autre sans revenir à la page.',
    /** The index of the reportage's rooms, above them: a phone reaches the terrace without scrolling past 40 photos. */
    rooms: 'Les pièces du reportage',
    roomsLead: 'Aller directement à',
  },
  etoiles: {
    website: 'Le site de la résidence',
    operationEyebrow: 'L’opération',
    investEyebrow: 'Investir',
    visit: 'Visiter le site',
  },
  /** The viewer's name, when a project's plan opens in it, and what a plan's link does. */
  plan: 'Le plan',
  zoomPlan: 'agrandir le plan',
  bellaVista: {
    apartmentsEyebrow: 'Les appartements',
    amenitiesEyebrow: 'Les équipements',
  },
};
