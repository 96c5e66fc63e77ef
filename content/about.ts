// Les mots de la page Qui sommes-nous qui ne sont pas dans content/pages.ts -> about :
// en-tête de page, encadré « En bref », vignettes des associés, profils recherchés.

export const aboutWords = {
  metaTitle: 'Qui sommes-nous\u00a0?',
  metaDescription: 'L’histoire de Castellar Foncier à Menton, ses valeurs, ses trois associés et les postes ouverts dans son réseau de mandataires.',
  heroAlt: 'Une place de Menton, l’objectif sur un olivier en pot au pied d’une façade\u00a0: derrière ses feuilles, floues, la façade ocre aux volets gris fleurie de bougainvilliers et ses voisines crème autour de la place',
  eyebrow: 'Qui sommes-nous ?',
  lead: `Un ingénieur en génie urbain, une urbaniste et un ingénieur en génie civil, associés à Menton depuis 2011 pour étudier, aménager et construire sur la Riviera.`,
  toc: 'Sur cette page',
  valuesEyebrow: 'Nos valeurs',
  valuesTitle: 'Quatre valeurs pour guider chaque projet',
  teamEyebrow: 'Les associés',
  careersEyebrow: 'Carrières',
  profilesTitle: 'Profils recherchés',
  /** Ceux à qui s’adresse le texte de recrutement. */
  profiles: ['Mandataires indépendants', 'Urbanistes', 'Chargés d’opérations', 'Conducteurs de travaux', 'Alternants'],
  storyEyebrow: 'Depuis Menton',
  /** L’encadré à côté de l’histoire. */
  storyAside: (brand: string) => `${brand} en bref`,
  logoAlt: (brand: string) => `Logo de ${brand}`,
  /** La photo au-dessus de l’encadré : la salle de réunion de l’agence, vue de ses fenêtres. */
  office: {
    src: 'pages/agence-etudes.jpg',
    alt: 'La salle de réunion de l’agence vue depuis ses fenêtres\u00a0: la grande table en chêne et ses plans dépliés, et derrière elle les rayonnages où sont classées les études',
    caption: 'Notre salle de réunion, au 8 rue Partouneaux',
  },
  /**
   * Quinze ans en six dates, entre l’histoire et les valeurs (l’accueil montre déjà les chiffres
   * clés en bande) : la dernière date les cite, entre accolades comme dans chiffres-cles.yml.
   */
  timeline: {
    eyebrow: 'Repères',
    title: 'De la rue Partouneaux à la Principauté',
    entries: [
      { when: '2011', title: 'Trois associés, une agence', text: 'Lucas Morel, Camille Ferrand et Thomas Giordano s’associent et ouvrent leur bureau au cœur de Menton, au premier étage du 8 rue Partouneaux.' },
      { when: '2012', title: 'Les premières ventes', text: 'Titulaire de la carte professionnelle de transaction, la société conclut ses premières ventes de terrains pour des familles du Mentonnais.' },
      { when: '2016', title: 'Une première étude pour une commune', text: 'Le relevé des terrains constructibles d’un village de l’arrière-pays, remis au conseil municipal avant la révision de son plan d’urbanisme.' },
      { when: '2022', title: 'Trois chantiers ouverts', text: 'Devenue SARL, la société ouvre la même année les chantiers des Étoiles du Rocher à Roquebrune-Cap-Martin, de la résidence Bella Vista à Beausoleil et de l’appartement Auteuil à Monaco.' },
      { when: '2023 – 2024', title: 'Quatre livraisons', text: 'Les cinq suites des Étoiles du Rocher, puis la villa Pamplemousse à Golfe-Juan, livrée en décembre 2023 à la date promise ; en 2024, les six appartements de Bella Vista et l’appartement Auteuil.' },
      { when: '{anneeArrete}', title: '{annees}\u00a0ans de terrain', text: 'Au {arrete}, {operations}\u00a0opérations conduites, {hectares}\u00a0hectares étudiés et {logements}\u00a0logements livrés dans {communes}\u00a0communes des Alpes-Maritimes.' },
    ],
  },
  facts: {
    title: 'En bref',
    founded: 'Création',
    office: 'Agence',
    partners: 'Associés',
    partnersValue: (n: number) => `${n} co-gérants`,
    territory: 'Territoire',
    territoryValue: 'De Cannes à la frontière italienne',
    trades: 'Métiers',
    tradesValue: 'Ingénierie foncière, urbanisme, promotion, marchand de biens',
  },
  portrait: (name: string) => `Portrait illustré de ${name}`,
  domains: (name: string) => `Domaines de ${name}`,
  /** The link from a partner's card in the team to his or her business card (direct line, e-mail, vCard). */
  card: (name: string) => `Carte de visite de ${name}`,
};
