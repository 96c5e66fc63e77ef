// Les mots qui encadrent chaque page : menu, pied de page, fil d’Ariane, lien d’évitement.
// Les intitulés du menu sont ceux de la spécification, tels qu’elle les écrit.

/** Les six liens de l’en-tête, dans l’ordre. */
export const navLinks = [
  { href: '/', label: 'PRÉSENTATION' },
  { href: '/acteurs', label: 'AXIOS' },
  { href: '/nos-realisations', label: 'NOS RÉALISATIONS' },
  { href: '/qui-sommes-nous', label: 'QUI SOMMES-NOUS\u00a0?' },
  { href: '/contact', label: 'CONTACT' },
  { href: '/actualites', label: 'ACTUALITÉS' },
] as const;

/** Les quatre rubriques de /qui-sommes-nous, dans l’ordre de la page (chacune eut sa page). */
export const aboutSections = [
  { id: 'notre-histoire', label: 'Notre histoire' },
  { id: 'nos-valeurs', label: 'Nos valeurs' },
  { id: 'notre-equipe', label: 'Notre équipe' },
  { id: 'nous-rejoindre', label: 'Nous rejoindre' },
] as const;

export const frameWords = {
  skip: 'Aller au contenu',
  mainNav: 'Navigation principale',
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  newTab: '(nouvel onglet)',
  /** The band above the header, from 768 px. */
  officeBar: 'Joindre l’agence',
  /** The phone's call bar, a landmark of its own at the bottom of every page. */
  callBar: 'Appeler l’agence',
};

export const footerWords = {
  /** « Agence de Menton ». */
  office: (city: string) => `Agence de ${city}`,
  socials: 'Réseaux sociaux',
  whoWeAre: 'Qui sommes-nous\u00a0?',
  blog: 'Actualités',
  noScript: 'Sans JavaScript, abonnez-vous par e-mail\u00a0:',
  noScriptSubject: 'Inscription à la lettre d’information',
  /** Under the copyright, on every page: what a visitor may check before writing (loi Hoguet). */
  credentials: (card: string, issuer: string, insurer: string) => `Carte professionnelle ${card} délivrée par la ${issuer}. Assurance de responsabilité civile professionnelle\u00a0: ${insurer}. Nous ne détenons aucun fonds de nos clients.`,
};

/** Les anciennes adresses des quatre rubriques de /qui-sommes-nous (DESIGN §6). */
export const movedWords = {
  title: (label: string) => `${label}\u00a0: page déplacée`,
  description: (label: string) => `La page «\u00a0${label}\u00a0» de Castellar Foncier a déménagé\u00a0: vous la retrouvez désormais dans la page Qui sommes-nous\u00a0?`,
  newAddress: 'Nouvelle adresse\u00a0:',
  /** « Qui sommes-nous ? › Nos valeurs ». */
  path: (label: string) => `Qui sommes-nous\u00a0? › ${label}`,
  others: 'Les autres rubriques',
};
