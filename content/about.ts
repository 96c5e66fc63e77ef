// Les mots de la page Qui sommes-nous qui ne sont pas dans content/pages.ts -> about :
// en-tête de page, encadré « En bref », vignettes des associés, profils recherchés.

export const aboutWords = {
  metaTitle: 'Qui sommes-nous\u00a0?',
  metaDescription: 'L’histoire de Castellar Foncier à Menton, ses valeurs, ses trois associés et les postes ouverts dans son réseau de mandataires.',
  heroAlt: 'Une place de Menton vue de son angle\u00a0: une façade ocre aux volets gris fleurie de bougainvilliers, ses voisines roses et crème, des oliviers en pot devant les portes',
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
