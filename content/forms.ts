// Ce que lisent les visiteurs autour des deux formulaires (contact et lettre d’information) :
// messages d’envoi, d’échec, de remerciement, aide et mentions sur les données personnelles.
//
// Des constantes simples, sans zod ni defineData : ce fichier est embarqué dans le JavaScript
// des îlots, où chaque octet compte (DESIGN §5). La typographie y est vérifiée par
// test/unit/form-messages.test.ts avec la même règle que content/pages.ts.

/** Pourquoi un envoi a échoué (islands/_lib/emailjs.ts le déduit de la réponse d’EmailJS). */
export type SendFailure = 'network' | 'timeout' | 'busy' | 'server' | 'refused';

/** Les textes d’un échec : le titre du toast vient de la spécification, la suite de la cause. */
export const contactFailure: Record<SendFailure, string> = {
  network: 'Le service d’envoi ne répond pas pour le moment\u00a0: réessayez dans un instant.',
  timeout: 'Le service d’envoi n’a pas répondu à temps. Patientez un instant, puis réessayez.',
  busy: 'Nous recevons trop de demandes en ce moment\u00a0: réessayez dans une minute.',
  server: 'Le service d’envoi connaît une panne passagère\u00a0: réessayez dans quelques minutes.',
  refused: 'Le formulaire ne peut pas transmettre votre message pour le moment, et réessayer n’y changera rien. Écrivez-nous ou appelez-nous directement.',
};

export const newsletterFailure: Record<SendFailure, string> = {
  network: 'Le service d’inscription ne répond pas pour le moment\u00a0: réessayez dans un instant, ou écrivez-nous à l’adresse de ce pied de page.',
  timeout: 'Le service d’inscription n’a pas répondu à temps. Patientez un instant, puis réessayez.',
  busy: 'Nous recevons trop de demandes en ce moment\u00a0: réessayez dans une minute.',
  server: 'Le service d’inscription connaît une panne passagère\u00a0: réessayez dans quelques minutes.',
  refused: 'L’inscription en ligne est impossible pour le moment. Pour vous abonner, écrivez-nous à l’adresse indiquée dans ce pied de page.',
};

export const contactMessages = {
  // Titres et textes des toasts : ceux de la spécification (§8).
  sentTitle: 'Message envoyé\u00a0!',
  sentText: 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.',
  failedTitle: 'Erreur d’envoi',
  /** Sous le formulaire après un échec que réessayer peut régler. */
  keptNote: 'Votre message n’est pas parti, mais rien n’est perdu\u00a0: tout ce que vous avez saisi reste dans le formulaire. Réessayez dans un instant, ou écrivez-nous directement à',
  /** Sous le formulaire quand l’envoi est refusé pour de bon : l’e-mail prérempli, le téléphone. */
  refusedNote: 'Le formulaire ne peut pas transmettre votre message, mais rien n’est perdu\u00a0: tout ce que vous avez saisi reste ici. Envoyez-le depuis votre messagerie, déjà rédigé, à',
  refusedOr: 'ou appelez-nous au',
  /** Le sujet de l’e-mail prérempli. */
  mailSubject: 'Demande de contact',
  /** À côté du bouton « Envoyer » désactivé, suivi des champs qui manquent ou sont à corriger. */
  missing: 'Pour envoyer, complétez ou corrigez\u00a0:',
  /** Dans cette liste, le téléphone, facultatif : à corriger, ou à vider. */
  phoneOrEmpty: 'Téléphone (à corriger ou effacer)',
  thanksTitle: 'Merci, votre message est bien arrivé',
  thanksAgain: 'Écrire un nouveau message',
  privacyLink: 'En savoir plus sur vos données et vos droits',
} as const;

/**
 * The sentences that quote content/site.ts (the firm's legal name, the office's reply time, never
 * retyped): the pages build them and hand them to the islands as props, so they cost the islands'
 * JavaScript nothing and site.ts (with zod) stays out of it.
 */
export const contactNotes = {
  /** After the spec's toast sentence, a sentence of its own; beside 'Envoyer' too. */
  reply: (replyTime: string) => `Réponse ${replyTime}.`,
  thanks: (replyTime: string) => `Un associé l’étudie et vous répond ${replyTime}, par e-mail ou par téléphone.`,
  /** On /contact, under the title: the page's one statement of the delay outside the form. */
  page: (replyTime: string) => `Un terrain à étudier, un projet à lancer, une question sur un bien\u00a0? Écrivez\u2011nous ou appelez\u2011nous\u00a0: l’un des associés vous répond personnellement, ${replyTime}.`,
  privacy: (legalName: string) => `${legalName} utilise ces informations pour répondre à votre demande, et seulement pour cela. Elles transitent par EmailJS, notre prestataire d’envoi.`,
};

export const newsletterNotes = {
  privacy: (legalName: string) => `${legalName} utilise votre adresse pour vous envoyer sa lettre d’information, rien d’autre. Un lien de désinscription figure dans chaque envoi.`,
};

export const newsletterMessages = {
  sentTitle: 'Inscription réussie\u00a0!',
  sentText: 'Vous êtes maintenant abonné à notre newsletter.',
  failedTitle: 'Erreur d’inscription',
  privacyLink: 'En savoir plus sur vos données',
} as const;

/** Les libellés, aides et textes fixes du formulaire de contact. */
export const contactLabels = {
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'Adresse e-mail',
  pays: 'Téléphone',
  telephone: 'Téléphone',
  projet: 'Votre projet',
  budget: 'Budget',
  typeClient: 'Vous êtes',
  message: 'Message',
} as const;

export const contactWords = {
  /** Autour de l’astérisque, en tête du formulaire. */
  requiredBefore: 'Les champs marqués d’un astérisque (',
  requiredAfter: ') sont obligatoires.',
  country: 'Pays de l’indicatif téléphonique',
  budgetPlaceholder: 'Par exemple 500\u00a0000\u00a0€',
  choose: 'Sélectionnez votre profil',
  /** Le champ piège, caché aux visiteurs, que seuls les robots remplissent. */
  trap: 'Site web (laissez ce champ vide)',
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  /** Après le libellé d’un champ facultatif. */
  optional: '(facultatif)',
  /** Dans l’e-mail prérempli, les deux lignes qui ne reprennent pas le libellé du champ. */
  mailEmail: 'E-mail',
  mailProjet: 'Projet',
} as const;

/**
 * Les profils proposés, tels que la spécification les écrit (§5) : la valeur envoyée. La liste
 * « Vous êtes » les affiche en minuscules, à la française (clientTypeLabel), dans cet ordre :
 * celui des pages Acteurs, les propriétaires d’abord.
 */
export const CLIENT_TYPES = ['UN PROPRIÉTAIRE PRIVÉ', 'UNE INSTITUTION OU UNE COLLECTIVITÉ', 'UN PROFESSIONNEL DE L’IMMOBILIER', 'UN INVESTISSEUR'] as const;

/** « UN PROPRIÉTAIRE PRIVÉ » tel que la liste l’affiche : « Un propriétaire privé ». */
export const clientTypeLabel = (type: (typeof CLIENT_TYPES)[number]): string => type[0] + type.slice(1).toLowerCase();

/**
 * What each profile is asked to write, under the message, and its examples in « Votre projet ». A
 * call to action of an audience page opens /contact?profil=<its slug>#formulaire (contactHref):
 * the form chooses that profile unless the visitor's draft already holds one. Without a profile,
 * `anyHint` and `anyExamples`.
 */
export const PROFILE_PARAM = 'profil';

export const contactProfiles = [
  ['proprietaires-prives', 'UN PROPRIÉTAIRE PRIVÉ', 'Indiquez la commune, la surface, la référence cadastrale si vous la connaissez, et ce que vous envisagez (vendre, diviser, construire…).', 'Vente, division, construction…'],
  ['institutions-collectivites', 'UNE INSTITUTION OU UNE COLLECTIVITÉ', 'Indiquez la commune, l’étude ou le site concerné, et votre calendrier.', 'Étude de potentiel, révision du PLU, aménagement…'],
  ['professionnels-immobilier', 'UN PROFESSIONNEL DE L’IMMOBILIER', 'Décrivez votre recherche\u00a0: la zone, la surface et le programme envisagé.', 'Recherche de terrain, programme, co-promotion…'],
  ['investisseurs', 'UN INVESTISSEUR', 'Indiquez le montant envisagé, votre horizon de placement et le type d’opération qui vous intéresse (promotion, rénovation, portage foncier…).', 'Promotion, rénovation, portage foncier…'],
] as const satisfies readonly (readonly [string, (typeof CLIENT_TYPES)[number], string, string])[];

/** Without a profile: the examples in « Votre projet ». */
export const anyExamples = 'Vente, division, rénovation…';

export const anyHint = 'Quelques lignes suffisent\u00a0: le lieu, ce que vous envisagez et, si vous le connaissez, votre calendrier.';

/** The address of the form with a profile chosen: "/contact?profil=investisseurs#formulaire". */
export const contactHref = (profile: (typeof contactProfiles)[number][0]) => `/contact?${PROFILE_PARAM}=${profile}#formulaire`;

/** Ce qu’envoie un champ facultatif laissé vide. */
export const NOT_PROVIDED = 'Non renseigné';

/** Les messages des champs : ceux de la spécification, puis les limites qu’elle ne fixe pas. */
export const fieldMessages = {
  nom: 'Le nom doit contenir au moins 2 caractères',
  prenom: 'Le prénom doit contenir au moins 2 caractères',
  projet: 'Veuillez décrire votre projet',
  typeClient: 'Veuillez sélectionner votre profil',
  message: 'Le message doit contenir au moins 10 caractères',
  nomLetters: 'Le nom ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes',
  prenomLetters: 'Le prénom ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes',
  nomTooLong: 'Le nom ne doit pas dépasser 80 caractères',
  prenomTooLong: 'Le prénom ne doit pas dépasser 80 caractères',
  projetTooLong: 'La description du projet ne doit pas dépasser 300 caractères',
  budgetTooLong: 'Le budget ne doit pas dépasser 100 caractères',
  messageTooLong: 'Le message ne doit pas dépasser 5\u00a0000 caractères',
  pays: 'Veuillez choisir un pays dans la liste',
} as const;

/** Les messages du numéro de téléphone, par cause (islands/_lib/phone.ts). */
export const phoneMessages = {
  NOT_A_NUMBER: 'Veuillez entrer un numéro de téléphone valide, en chiffres',
  TOO_SHORT: 'Ce numéro de téléphone est trop court',
  TOO_LONG: 'Ce numéro de téléphone est trop long',
  INVALID_COUNTRY: 'Cet indicatif n’est pas proposé\u00a0: choisissez le pays dans la liste',
  INVALID_LENGTH: 'Ce numéro de téléphone n’a pas la bonne longueur pour ce pays',
  INVALID: 'Ce numéro de téléphone n’est pas valide pour le pays choisi',
  PENDING: 'Un instant, le numéro est en cours de vérification',
} as const;

/** Le message d’une adresse e-mail invalide, dans les deux formulaires (spécification §5). */
export const emailMessage = 'Veuillez entrer une adresse email valide';

/** Ce que reçoit l’équipe avec chaque inscription (spécification §3). */
export const newsletterRecord = { source: 'Pied de page du site web', ip: 'Non disponible' } as const;

export const newsletterWords = {
  email: 'Votre adresse e-mail',
  placeholder: 'vous@exemple.fr',
  subscribe: 'S’abonner',
  sending: 'Inscription...',
} as const;

/** La page qui détaille le traitement des données personnelles (RGPD, art. 13). */
export const PRIVACY_HREF = '/confidentialite';
