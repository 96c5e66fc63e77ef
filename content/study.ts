// Les exemples de documents que nos pages proposent au téléchargement, dessinés par
// pages/_lib/study.ts sur la même trame : l’étude de potentiel foncier que reçoivent les
// propriétaires (/documents/exemple-etude-de-potentiel.pdf, le terrain du vallon du Careï) et la
// fiche foncière que reçoivent les promoteurs (/documents/exemple-fiche-fonciere.pdf, le terrain
// de Garavan), deux opérations de nos références (content/proof.ts), leurs références retirées
// et leurs chiffres arrondis. Typographie vérifiée sur les PDF construits.
import type { AudienceSlug } from './pages.ts';
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

export interface StudyDocument {
  /** Le public dont la page propose l’exemple, sous ses références. */
  audience: AudienceSlug;
  /** Le lien qui mène au PDF, et ce qu’il annonce. */
  href: `/documents/${string}.pdf`;
  link: string;
  linkNote: string;
  linkLead: string;
  title: string;
  subject: string;
  keywords: string[];
  kicker: string;
  headline: string;
  intro: string;
  site: { kicker: string; title: string; rows: readonly StudyRow[] };
  rules: { kicker: string; title: string; head: readonly [string, string, string]; rows: readonly (readonly [string, string, string])[] };
  potential: { kicker: string; title: string; text: string; plan: string };
  scenarios: { kicker: string; title: string; labels: Record<'steps' | 'delay' | 'value' | 'keeps', string>; list: readonly StudyScenario[] };
  advice: { kicker: string; title: string; text: string };
  /** Sur un calendrier de douze mois. */
  steps: { kicker: string; title: string; list: readonly { when: string; months: readonly [number, number]; what: string }[]; axis: string; outcome: string };
  note: string;
  ask: { title: string; text: string; needs: { title: string; items: readonly string[] } };
}

export const studyWords: StudyDocument = {
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

/** Ce qu’un promoteur nous dit de sa recherche, pour que nous lui présentions un terrain. */
const developerNeeds = {
  title: 'Pour vous présenter un terrain, il nous faut',
  items: [
    'Le secteur ou les communes que vous visez',
    'La surface de plancher et le programme envisagés',
    'La charge foncière que votre bilan supporte',
    'Vos délais et vos conditions suspensives',
  ],
};

export const developerSheet: StudyDocument = {
  audience: 'professionnels-immobilier',
  href: '/documents/exemple-fiche-fonciere.pdf',
  link: 'Voir un exemple de fiche foncière',
  linkNote: 'PDF, 3\u00a0pages',
  linkLead: 'Ce que contient une présentation de terrain\u00a0? La fiche du terrain de Garavan, telle que nous l’avons remise au promoteur, ses références retirées\u00a0:',
  title: 'Exemple de fiche foncière',
  subject: 'Fiche foncière d’un terrain de 2\u00a0400\u00a0m² à Menton présenté à un promoteur, exemple anonymisé',
  keywords: ['fiche foncière', 'charge foncière', 'PLU', 'promotion immobilière', 'Menton'],
  kicker: 'Fiche foncière · exemple',
  headline: 'Un terrain de 2\u00a0400\u00a0m² à Garavan, à Menton',
  intro:
    'Ce que nous remettons à un promoteur, sous engagement de confidentialité\u00a0: le terrain, ses règles, le programme qu’il peut recevoir, le prix attendu et le calendrier. La fiche présentée en janvier 2025, adresse et noms retirés, chiffres arrondis.',
  site: {
    kicker: '1 · Le terrain',
    title: 'Ce que nous avons relevé',
    rows: [
      { label: 'Commune', value: 'Menton (Alpes-Maritimes), quartier de Garavan' },
      { label: 'Surface', value: '2\u00a0400\u00a0m² bornés, détachés de 3\u00a0300\u00a0m²' },
      { label: 'Zone du PLU', value: 'Habitat collectif de densité moyenne' },
      { label: 'Bâti existant', value: 'Aucun\u00a0; la maison de la famille garde son lot' },
      { label: 'Accès', value: 'Avenue de 8\u00a0m au sud, 42\u00a0m de façade' },
      { label: 'Pente', value: '12\u00a0% vers la mer, en deux restanques' },
      { label: 'Risques', value: 'Sismicité moyenne (zone 4), aucun autre' },
      { label: 'Réseaux', value: 'Tous dans l’avenue, fibre comprise' },
    ],
  },
  rules: {
    kicker: '2 · Les règles',
    title: 'Ce que le PLU permet d’y bâtir',
    head: ['Règle', 'Ce que dit le PLU', 'Sur ce terrain'],
    rows: [
      ['Emprise au sol', '40\u00a0% de la parcelle', '960\u00a0m²'],
      ['Hauteur', '13\u00a0m au faîtage', 'Quatre niveaux sur la pente'],
      ['Recul sur la voie', '5\u00a0m', 'Bande constructible dès 5\u00a0m de l’avenue'],
      ['Recul sur les limites', '4\u00a0m, ou la moitié de la hauteur', 'Deux ailes en L, au nord et à l’est'],
      ['Espaces verts', '40\u00a0% en pleine terre', '960\u00a0m², les restanques gardées'],
      ['Logements sociaux', '30\u00a0% au-delà de douze logements', 'Huit sur vingt-quatre'],
    ],
  },
  potential: {
    kicker: '3 · Le programme',
    title: 'Vingt-quatre logements en deux ailes',
    text: 'Deux ailes en L de quatre niveaux sur la pente, ouvertes au sud sur un jardin commun\u00a0: 1\u00a0750\u00a0m² de surface de plancher, vingt-quatre logements du deux au quatre pièces, dont huit sociaux, et vingt-quatre places en sous-sol, la rampe à l’est. La maison de la famille, à l’ouest, garde sa vue.',
    plan: 'Plan de division et d’implantation\u00a0: à l’ouest, la maison de la famille sur son lot\u00a0; sur le lot présenté, les deux ailes des vingt-quatre logements, leur jardin et la rampe du parking.',
  },
  scenarios: {
    kicker: '4 · Le prix et ses conditions',
    title: 'Trois façons d’acquérir, au choix du promoteur',
    labels: { steps: 'Ce qui est demandé', delay: 'Jusqu’à l’acte', value: 'Prix', keeps: 'Pour le promoteur' },
    list: [
      {
        name: 'Vente sous conditions',
        steps: 'Une promesse sous conditions de permis purgé et de financement.',
        delay: '12 à 15\u00a0mois',
        value: '2,9\u00a0M€',
        keeps: 'Environ 1\u00a0650\u00a0€ par m² de plancher.',
      },
      {
        name: 'Vente et dation',
        steps: 'Une part du prix payée en deux logements livrés à la famille.',
        delay: '12 à 15\u00a0mois',
        value: '2,2\u00a0M€ et deux logements',
        keeps: '0,7\u00a0M€ de moins à financer à l’acte.',
      },
      {
        name: 'Co-promotion avec nous',
        steps: 'Le terrain apporté à la société de programme, dont nous sommes associés.',
        delay: '3 à 6\u00a0mois',
        value: 'Apport valorisé à 2,9\u00a0M€',
        keeps: 'Pas de prix à payer\u00a0; le résultat partagé.',
      },
    ],
  },
  advice: {
    kicker: '5 · Notre lecture',
    title: 'Un permis à déposer sans attendre',
    text: 'Un terrain de cette taille est rare à Garavan\u00a0: vue sur la mer, desserte par l’avenue, rien à démolir. Le risque tient aux voisins\u00a0: nous les avons rencontrés avant de présenter le terrain, et l’implantation en L laisse leurs vues dégagées. Avec un permis déposé dans les quatre mois qui suivent la promesse, l’acte peut être signé un an après elle.',
  },
  steps: {
    kicker: '6 · Le calendrier',
    title: 'De la promesse à l’acte',
    list: [
      { when: 'Mois 1', months: [1, 1], what: 'Promesse de vente sous conditions suspensives, signée chez le notaire.' },
      { when: 'Mois 2 à 4', months: [2, 4], what: 'Esquisse, rencontres avec la mairie et les voisins, dépôt du permis de construire.' },
      { when: 'Mois 5 à 10', months: [5, 10], what: 'Trois mois d’instruction du permis, puis trois mois pour qu’il soit purgé des recours des tiers et du retrait.' },
      { when: 'Mois 11 et 12', months: [11, 12], what: 'Conditions levées, financement obtenu\u00a0: l’acte authentique chez le notaire.' },
    ],
    axis: 'Mois',
    outcome: 'Ce qui s’est passé\u00a0: le permis de vingt-quatre logements obtenu en dix mois, sans un seul recours.',
  },
  note: 'Exemple tiré d’une fiche remise en janvier 2025 et publié avec l’accord du propriétaire et de l’acquéreur. Les prix sont ceux de la fiche, non des offres.',
  ask: {
    title: 'Et votre recherche\u00a0?',
    text: 'Dites-nous ce que vous cherchez\u00a0: nous vous présentons les terrains qui y répondent, chacun avec sa fiche, sous trente jours d’exclusivité.',
    needs: developerNeeds,
  },
};

/** Les exemples que nos pages proposent, un par public au plus. */
export const studies: readonly StudyDocument[] = [studyWords, developerSheet];
