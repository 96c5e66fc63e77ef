// L’exemple d’étude de potentiel foncier que les propriétaires peuvent télécharger
// (/documents/exemple-etude-de-potentiel.pdf, dessiné par pages/_lib/study.ts) : l’étude du
// terrain du vallon du Careï, dont la division figure parmi nos références (content/proof.ts),
// ses références retirées et ses chiffres arrondis. Typographie vérifiée sur le PDF construit.
import { audiences } from './pages.ts';

/** Ce qu’il faut pour un premier avis : la liste de la page des propriétaires, mot pour mot. */
const ownerNeeds = audiences.find((a) => a.slug === 'proprietaires-prives')!.details!.approach;

export interface StudyRow {
  label: string;
  value: string;
}

export interface StudyScenario {
  name: string;
  steps: string;
  delay: string;
  value: string;
  keeps: string;
}

export const studyWords = {
  /** Le public dont la page propose l’exemple, sous ses références. */
  audience: 'proprietaires-prives',
  /** Le lien qui mène au PDF, et ce qu’il annonce. */
  href: '/documents/exemple-etude-de-potentiel.pdf',
  link: 'Voir un exemple d’étude de potentiel',
  linkNote: 'PDF, 3\u00a0pages',
  linkLead: 'À quoi ressemble ce que nous remettons\u00a0? L’étude du terrain du vallon du Careï, ses références retirées\u00a0:',
  title: 'Exemple d’étude de potentiel foncier',
  subject: 'Étude de potentiel foncier d’un terrain de 3\u00a0200\u00a0m² à Menton, exemple anonymisé',
  keywords: ['étude de potentiel foncier', 'division parcellaire', 'PLU', 'Menton'],
  kicker: 'Étude de potentiel foncier · exemple',
  headline: 'Un terrain de 3\u00a0200\u00a0m² dans le vallon du Careï, à Menton',
  intro:
    'Ce que les règles permettent d’y bâtir, ce que vaut le terrain, et trois façons de le valoriser\u00a0: l’étude remise à ses propriétaires en mars 2025. Adresse, références cadastrales et noms ont été retirés, les chiffres arrondis.',
  site: {
    kicker: '1 · Le terrain',
    title: 'Ce que nous avons relevé',
    rows: [
      { label: 'Commune', value: 'Menton (Alpes-Maritimes), vallon du Careï' },
      { label: 'Surface', value: '3\u00a0200\u00a0m² au cadastre, 3\u00a0170\u00a0m² au relevé du géomètre' },
      { label: 'Zone du PLU', value: 'Zone pavillonnaire, assainissement collectif' },
      { label: 'Bâti existant', value: 'Une maison de 1968, 160\u00a0m² habitables, et sa piscine' },
      { label: 'Accès', value: 'Chemin communal de 4\u00a0m au sud, 55\u00a0m de façade' },
      { label: 'Pente', value: '8\u00a0% vers le sud, sans restanques à reprendre' },
      { label: 'Risques', value: 'Incendie de forêt\u00a0: débroussaillement sur 50\u00a0m' },
      { label: 'Servitudes', value: 'Aucune servitude d’utilité publique' },
    ] as readonly StudyRow[],
  },
  rules: {
    kicker: '2 · Les règles',
    title: 'Ce que le PLU permet d’y bâtir',
    head: ['Règle', 'Ce que dit le PLU', 'Sur ce terrain'],
    rows: [
      ['Emprise au sol', '25\u00a0% de la parcelle', '790\u00a0m², dont 150\u00a0m² déjà bâtis'],
      ['Hauteur', '7\u00a0m à l’égout du toit', 'Deux niveaux'],
      ['Recul sur la voie', '5\u00a0m', 'Bande constructible dès 5\u00a0m du chemin'],
      ['Recul sur les limites', '4\u00a0m, ou la moitié de la hauteur', 'Deux maisons possibles à l’est de la maison'],
      ['Espaces verts', '50\u00a0% en pleine terre', '1\u00a0585\u00a0m² à garder plantés'],
      ['Stationnement', 'Deux places par logement', 'Sur chaque lot, hors de l’accès commun'],
    ] as readonly (readonly [string, string, string])[],
  },
  potential: {
    kicker: '3 · Le potentiel',
    title: 'Deux maisons de plus, la maison familiale gardée',
    text: 'La maison occupe la moitié ouest du terrain. À l’est, 1\u00a0350\u00a0m² libres de toute construction peuvent former deux lots à bâtir de 700 et 650\u00a0m², desservis par un accès commun de 4\u00a0m le long de la limite. Chacun reçoit une maison de 150 à 180\u00a0m² sur deux niveaux, dans l’emprise et les reculs du PLU, sans abattre les oliviers du jardin.',
    plan: 'Plan de division proposé\u00a0: à l’ouest, la maison et son jardin (1\u00a0600\u00a0m²)\u00a0; à l’est, les deux lots à bâtir, leur emprise en pointillé\u00a0; le long de la limite est, l’accès commun.',
  },
  scenarios: {
    kicker: '4 · Trois façons de valoriser',
    title: 'Ce que chacune demande et rapporte',
    labels: { steps: 'À engager', delay: 'Délai', value: 'Valeur estimée', keeps: 'Il vous reste' },
    list: [
      {
        name: 'Vendre en l’état',
        steps: 'Diagnostics et mise en vente\u00a0; rien à avancer.',
        delay: '4 à 6\u00a0mois',
        value: '1,45 à 1,60\u00a0M€',
        keeps: 'Le prix de vente, la maison quittée.',
      },
      {
        name: 'Garder la maison, vendre deux lots',
        steps: 'Géomètre, déclaration préalable, viabilisation et accès\u00a0: 85\u00a0000 à 105\u00a0000\u00a0€.',
        delay: '10 à 14\u00a0mois',
        value: '0,86 à 0,96\u00a0M€ pour les deux lots',
        keeps: 'La maison (1,15 à 1,25\u00a0M€ seule) et 0,76 à 0,87\u00a0M€ nets.',
      },
      {
        name: 'Céder le tout à un promoteur',
        steps: 'Une promesse sous conditions\u00a0: permis obtenu et purgé de tout recours.',
        delay: '12 à 18\u00a0mois',
        value: '1,70 à 1,90\u00a0M€',
        keeps: 'Le prix, si le permis est accordé\u00a0; la maison démolie.',
      },
    ] as readonly StudyScenario[],
  },
  advice: {
    kicker: '5 · Notre conseil',
    title: 'Diviser, et garder la maison',
    text: 'La deuxième voie rapporte le plus\u00a0: la maison et les deux lots valent ensemble 30 à 35\u00a0% de plus que le terrain vendu en l’état, et la famille garde la maison où elle vit. Elle demande un an, pour peu de risque\u00a0: une déclaration préalable de division, purgée de recours deux mois après son affichage, expose bien moins qu’un permis de construire collectif, que les voisins attaquent plus volontiers. La vente à un promoteur rapporterait moins, plus tard, et dépendrait d’un permis.',
  },
  steps: {
    kicker: '6 · Les étapes',
    title: 'De l’étude à la vente des lots',
    list: [
      { when: 'Mois 1 et 2', months: [1, 2], what: 'Bornage et plan de division par le géomètre-expert.' },
      { when: 'Mois 2 à 5', months: [2, 5], what: 'Déclaration préalable de division\u00a0: un mois d’instruction, deux de recours.' },
      { when: 'Mois 4 à 7', months: [4, 7], what: 'Viabilisation, accès commun et servitude de passage chez le notaire.' },
      { when: 'Mois 5 à 12', months: [5, 12], what: 'Vente des deux lots à des particuliers, avec leur certificat d’urbanisme.' },
    ] as readonly { when: string; months: readonly [number, number]; what: string }[],
    axis: 'Mois',
    outcome: 'Ce qui s’est passé\u00a0: les deux lots ont été vendus en huit mois, au prix estimé.',
  },
  note: 'Exemple tiré d’une étude remise en mars 2025 et publié avec l’accord de ses destinataires. Les valeurs sont des estimations à la date de l’étude, non des offres d’achat.',
  ask: {
    title: 'Et votre terrain\u00a0?',
    text: 'Une première lecture de votre terrain est gratuite\u00a0: envoyez-nous son adresse ou sa référence cadastrale.',
    needs: ownerNeeds,
  },
};
