// Les mots des cartes de visite numériques : la carte, sa page QR code, le QR code lui-même.
// (Le bouton « Ajouter le Contact » a les siens dans content/widgets/card.ts : il est embarqué
// dans le JavaScript de l’îlot.)

export const cardPageWords = {
  /** Le titre de la page d’une carte. */
  title: (name: string) => `${name}, carte de visite`,
  description: (name: string, title: string, description: string) =>
    `${name}, ${title} de Castellar Foncier à Menton\u00a0: ${description.toLowerCase()}. Coordonnées, brochure et contact à enregistrer.`,
  showQr: 'Afficher le QR code de cette carte',
  actions: 'Contacter',
  call: 'Appeler',
  email: 'E-mail',
  website: 'Site web',
  mobile: 'Mobile',
  office: 'Agence',
  brochure: 'Télécharger la brochure (PDF)',
};

export const qrPageWords = {
  title: (name: string) => `QR code de la carte de ${name}`,
  description: (name: string, title: string) => `Scannez ce QR code pour ouvrir la carte de visite numérique de ${name}, ${title} de Castellar Foncier à Menton.`,
  /** Le nom accessible de l’image du QR code (page et fichier SVG). */
  image: (name: string) => `QR code vers la carte de visite de ${name}`,
  hint: 'Scannez ce code avec l’appareil photo de votre téléphone pour ouvrir la carte de visite.',
  open: 'Obtenez la carte de visite',
  newTab: '(nouvel onglet)',
};

/** La note d’une vCard, après la description de la personne. */
export const vcardNote = (description: string, brand: string, city: string) =>
  `${description} ${brand}\u00a0: études de potentiel foncier, projets d’urbanisme et maîtrise d’ouvrage, de la prospection à la livraison, à ${city} et sur la Riviera.`;
