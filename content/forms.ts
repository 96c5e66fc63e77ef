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
  network: 'Votre message n’est pas parti\u00a0: la connexion semble interrompue. Vérifiez-la, puis réessayez.',
  timeout: 'Le service d’envoi n’a pas répondu à temps. Patientez un instant, puis réessayez.',
  busy: 'Nous recevons trop de demandes en ce moment\u00a0: réessayez dans une minute.',
  server: 'Le service d’envoi connaît une panne passagère\u00a0: réessayez dans quelques minutes.',
  refused: 'Le formulaire ne peut pas transmettre votre message pour le moment, et réessayer n’y changera rien. Écrivez-nous ou appelez-nous directement.',
};

export const newsletterFailure: Record<SendFailure, string> = {
  network: 'Votre inscription n’est pas partie\u00a0: la connexion semble interrompue. Vérifiez-la, puis réessayez.',
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
  /** À côté du bouton « Envoyer » désactivé, suivi des champs qui manquent. */
  missing: 'Pour envoyer, complétez\u00a0:',
  thanksTitle: 'Merci, votre message est bien arrivé',
  thanksText: 'Un associé l’étudie et vous répond sous deux jours ouvrés, par e-mail ou par téléphone.',
  thanksAgain: 'Écrire un nouveau message',
  privacy: 'Castellar Foncier SAS utilise ces informations pour répondre à votre demande, et seulement pour cela. Elles transitent par EmailJS, notre prestataire d’envoi.',
  privacyLink: 'En savoir plus sur vos données et vos droits',
} as const;

export const newsletterMessages = {
  sentTitle: 'Inscription réussie\u00a0!',
  sentText: 'Vous êtes maintenant abonné à notre newsletter.',
  failedTitle: 'Erreur d’inscription',
  privacy: 'Castellar Foncier SAS utilise votre adresse pour vous envoyer sa lettre d’information, rien d’autre. Un lien de désinscription figure dans chaque envoi.',
  privacyLink: 'En savoir plus sur vos données',
} as const;

/** La page qui détaille le traitement des données personnelles (RGPD, art. 13). */
export const PRIVACY_HREF = '/confidentialite';
