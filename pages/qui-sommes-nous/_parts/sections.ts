/** The four sections of /qui-sommes-nous, in page order: each also had a page of its own once. */
export const aboutSections = [
  { id: 'notre-histoire', label: 'Notre histoire' },
  { id: 'nos-valeurs', label: 'Nos valeurs' },
  { id: 'notre-equipe', label: 'Notre équipe' },
  { id: 'nous-rejoindre', label: 'Nous rejoindre' },
] as const;

export type AboutSectionId = (typeof aboutSections)[number]['id'];
