// Les mots autour des réalisations : la liste, l’encadré de fin de chaque projet, le fil
// d’Ariane, les liens des photos. Les textes des projets sont en Markdown (content/realisations/).

export const portfolioWords = {
  section: 'Nos réalisations',
  metaDescription: 'Villas rénovées, appartement de prestige, résidences neuves\u00a0: les opérations menées par Castellar Foncier de Golfe-Juan à Monaco.',
  eyebrow: 'Portfolio',
  list: 'Nos projets',
  discover: 'Découvrir le projet',
  factsEyebrow: 'Fiche projet',
  factsTitle: 'Le projet en bref',
  zoomPhoto: 'agrandir la photo',
  zoomPanorama: '(agrandir le panorama)',
};

/** La fin de chaque page de projet : les deux suites, libellés tels que la spécification les écrit. */
export const closingWords = {
  eyebrow: 'Et maintenant\u00a0?',
  title: 'Un terrain, un bien, un projet à nous confier\u00a0?',
  lead: 'De l’étude de potentiel à la remise des clés, nous vous accompagnons à chaque étape.',
  contact: 'Nous contacter',
  others: 'Voir nos autres réalisations',
};
