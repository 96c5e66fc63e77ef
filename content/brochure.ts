// Les mots de la brochure PDF de chaque carte de visite (pages/_lib/brochure.ts la dessine).
// Ce qui concerne une personne ou l’agence vient de content/site.ts.

export interface BrochureItem {
  title: string;
  text: string;
}

export const brochureWords = {
  headline: 'Chaque terrain étudié, chaque projet mené jusqu’à la livraison.',
  /** Le sujet du PDF, après « Présentation de <marque> : ». */
  subject: (brand: string) => `Présentation de ${brand}\u00a0: `,
  keywords: ['ingénierie foncière', 'urbanisme', 'maîtrise d’ouvrage', 'marchand de biens'],
  servicesEyebrow: 'Nos métiers',
  servicesTitle: 'Du terrain au projet livré',
  audiencesEyebrow: 'Pour qui\u00a0?',
  audiencesTitle: 'Ceux que nous accompagnons',
  contact: 'Votre interlocuteur',
  mobile: 'Mobile',
  email: 'E-mail',
  card: 'Carte de visite',
  qrCaption: 'Scannez pour ouvrir la carte',
  phone: 'Tél.',
  website: 'Site',
  services: [
    {
      title: 'Études de potentiel foncier',
      text: 'Règles d’urbanisme, constructibilité, contraintes et valeur : ce que votre terrain peut réellement devenir.',
    },
    {
      title: 'Projets d’urbanisme',
      text: 'Conception des programmes, dossiers d’autorisation, dialogue avec les communes et les services instructeurs.',
    },
    {
      title: 'Maîtrise d’ouvrage, de la prospection à la livraison',
      text: 'Acquisition, montage, choix des entreprises, suivi des coûts et des délais jusqu’à la remise des clés.',
    },
    {
      title: 'Accompagnement des propriétaires jusqu’à la vente',
      text: 'Estimation, stratégie de valorisation et négociation, jusqu’à la signature de l’acte authentique.',
    },
  ] as readonly BrochureItem[],
  audiences: [
    { title: 'Propriétaires privés', text: 'Valoriser ou vendre un terrain, une maison, un patrimoine familial.' },
    { title: 'Institutions et collectivités', text: 'Études de secteur et opérations d’aménagement.' },
    { title: 'Professionnels de l’immobilier', text: 'Promoteurs, agents, notaires : un partenaire technique.' },
    { title: 'Investisseurs', text: 'Des opérations foncières sourcées, chiffrées et maîtrisées.' },
  ] as readonly BrochureItem[],
};
