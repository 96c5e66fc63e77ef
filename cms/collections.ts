// The web editor's collections: which files of content/ each edits, the schema that checks them
// (the build's own), and how each field is labelled for the firm, in French. The fields, their
// required marks, lengths, patterns and messages come from the schemas (cms/fields.ts).
import type * as z from 'zod';
import { articleSchema } from '../content/articles.ts';
import { keyFiguresSchema } from '../content/proof.ts';
import { galleryCounts, realisationSchema } from '../content/realisations.ts';
import { officeSchema, teamSchema } from '../content/schemas.ts';
import type { Looks } from './fields.ts';

export interface EditorCollection {
  name: string;
  label: string;
  /** Each entry the schema checks: the front matter of a Markdown file, or a whole YAML file. */
  schema: z.ZodType;
  looks: Looks;
  /** The entries of each map field (a project's galleries by id). */
  keys?: Record<string, string[]>;
  /** A folder of Markdown files (articles, projects), or one YAML file. */
  source: { folder: string; create: boolean; slug: string } | { file: string; fileLabel: string };
  description: string;
}

/** A plan's numbered rooms (content/realisations.ts, planRoomsSchema), wherever a plan is. */
const roomFields = (at: string): Looks => ({
  [at]: { label: 'Pièces numérotées', summary: '{{fields.name}}', hint: 'Les numéros posés sur le plan, dans cet ordre, et la liste des pièces sous le plan.' },
  [`${at}.name`]: { label: 'Pièce' },
  [`${at}.area`]: { label: 'Surface', hint: 'Par exemple « 15,5 m² ».' },
  [`${at}.at`]: { label: 'Emplacement du numéro', hint: 'Un point par pièce de ce nom, en pour cent de la largeur et de la hauteur du plan depuis son coin haut gauche.' },
  [`${at}.at.x`]: { label: 'De la gauche (%)' },
  [`${at}.at.y`]: { label: 'Du haut (%)' },
});

const galleryIds = [...new Set(Object.values(galleryCounts).flatMap((counts) => Object.keys(counts)))].sort();

export const editorCollections: EditorCollection[] = [
  {
    name: 'articles',
    label: 'Actualités',
    description: 'Les articles de la page Actualités : un fichier par article dans content/articles/.',
    schema: articleSchema,
    source: { folder: 'content/articles', create: true, slug: '{{fields.slug}}' },
    looks: {
      number: { label: 'Numéro', hint: 'Le numéro suivant le dernier article : il range les articles (« Article 5 sur 5 »).' },
      slug: { label: 'Adresse de la page', hint: 'Minuscules, chiffres et tirets : « loi-littoral » donne /article/loi-littoral.' },
      title: { label: 'Titre' },
      date: { label: 'Date de publication' },
      category: { label: 'Rubrique' },
      excerpt: { label: 'Résumé', widget: 'text', hint: 'Ce que montrent les cartes et la liste des articles.' },
      description: { label: 'Description pour les moteurs de recherche', widget: 'text' },
      image: { label: 'Photo', widget: 'image', media: { folder: 'content/images/articles', public: 'articles' }, hint: 'Une photo JPEG ou PNG, d’au moins 2304 × 1296 pixels ; son nom en minuscules, chiffres et tirets.' },
      imageAlt: { label: 'Description de la photo', widget: 'text', hint: 'Ce que montre la photo, pour qui ne la voit pas.' },
      readingMinutes: { label: 'Temps de lecture (minutes)' },
      keywords: { label: 'Mots-clés de la recherche', hint: 'Ce que la recherche des Actualités trouve aussi, au-delà du titre et du résumé\u00a0: sigles, lieux, notions (PLU, ZAN, Menton…).' },
      'keywords.*': { label: 'Mot-clé' },
      keyFigures: { label: 'En chiffres', hint: 'Deux ou trois chiffres que l’article donne, repris à côté du texte (un chiffre absent du texte n’a rien à faire ici).', summary: '{{fields.value}} {{fields.label}}' },
      'keyFigures.value': { label: 'Chiffre', hint: 'Court\u00a0: 2050, ÷\u00a02, 12\u00a0500\u00a0ha…' },
      'keyFigures.label': { label: 'Ce qu’il mesure', hint: 'Une phrase courte, sans majuscule initiale ni point final.' },
      sources: { label: 'Sources', hint: 'Les textes sur lesquels l’article s’appuie, cités en entier\u00a0: loi, code, données publiques.' },
      'sources.*': { label: 'Source' },
      author: { label: 'Signé par', hint: 'L’associé qui signe l’article ; sans, la société le signe.' },
      audience: { label: 'À qui s’adresse l’encadré de fin', hint: 'Le public que l’article invite à écrire, par l’adresse de sa page (institutions-collectivites…)\u00a0; sans, les propriétaires privés.' },
    },
  },
  {
    name: 'realisations',
    label: 'Réalisations',
    description: 'Les projets de la page Nos réalisations : un fichier par projet dans content/realisations/.',
    schema: realisationSchema,
    // A project's page is made for it (its slug is one of the schema's): no new one from here.
    source: { folder: 'content/realisations', create: false, slug: '{{fields.slug}}' },
    keys: { galleries: galleryIds },
    looks: {
      order: { label: 'Ordre dans la liste' },
      slug: { label: 'Adresse de la page' },
      title: { label: 'Nom du projet' },
      subtitle: { label: 'Sous-titre', widget: 'text' },
      category: { label: 'Catégorie' },
      location: { label: 'Lieu' },
      yearStart: { label: 'Début des travaux (année)' },
      yearEnd: { label: 'Livraison (année)' },
      description: { label: 'Description pour les moteurs de recherche', widget: 'text' },
      excerpt: { label: 'Résumé', widget: 'text' },
      image: { label: 'Photo principale', widget: 'image', media: { folder: 'content/images/realisations/{{fields.slug}}', public: 'realisations/{{fields.slug}}' }, hint: 'Au moins 3840 × 2304 pixels\u00a0: elle couvre tout l’écran en tête de la page.' },
      imageAlt: { label: 'Description de la photo principale', widget: 'text' },
      website: { label: 'Site du projet' },
      videoId: { label: 'Film : identifiant YouTube' },
      videoTitle: { label: 'Film : titre' },
      panorama: { label: 'Panorama', widget: 'image', media: { folder: 'content/images/realisations/{{fields.slug}}', public: 'realisations/{{fields.slug}}' }, hint: 'Au moins 3840 pixels de large\u00a0: il couvre toute la largeur de l’écran.' },
      panoramaAlt: { label: 'Description du panorama', widget: 'text' },
      sheet: { label: 'Fiche du projet' },
      'sheet.commune': { label: 'Commune' },
      'sheet.surface': { label: 'Surface' },
      'sheet.units': { label: 'Logements ou lots' },
      'sheet.role': { label: 'Notre rôle', widget: 'text' },
      facts: { label: 'Autres faits', summary: '{{fields.label}} : {{fields.value}}' },
      'facts.label': { label: 'Intitulé' },
      'facts.value': { label: 'Valeur' },
      beforeImage: { label: 'Avant les travaux', widget: 'image', media: { folder: 'content/images/realisations/{{fields.slug}}', public: 'realisations/{{fields.slug}}' }, hint: 'Pour une rénovation : la maison avant, vue du même point que la photo principale (au moins 1800 pixels de large).' },
      beforeAlt: { label: 'Description de la photo «\u00a0avant\u00a0»', widget: 'text' },
      beforeCaption: { label: 'Légende de la photo «\u00a0avant\u00a0»', widget: 'text' },
      plan: { label: 'Plan', hint: 'Un plan montré dans le texte du projet : un logement type, ou le plan masse, avec ses surfaces dans la légende.' },
      'plan.src': { label: 'Plan', widget: 'image', media: { folder: 'content/images/realisations/{{fields.slug}}', public: 'realisations/{{fields.slug}}' }, hint: 'Au moins 1400 pixels de large.' },
      'plan.alt': { label: 'Description du plan', widget: 'text' },
      'plan.caption': { label: 'Légende', widget: 'text' },
      ...roomFields('plan.rooms'),
      voice: { label: 'Parole du client' },
      'voice.text': { label: 'Ses mots', widget: 'text', hint: 'Sans guillemets\u00a0: la page les ajoute.' },
      'voice.who': { label: 'Qui parle', hint: 'Sans son nom, ex. «\u00a0Les propriétaires, rénovation livrée en 2023\u00a0».' },
      'voice.note': { label: 'Note sous la citation', widget: 'text', hint: 'Laissez vide pour la note ordinaire (nom tenu confidentiel, mise en relation possible).' },
      galleries: { label: 'Galeries', hint: 'Faites glisser une photo pour changer son rang ; chaque galerie garde son nombre de photos.' },
      'galleries.*': { label: 'Galerie', summary: '{{fields.alt}}' },
      'galleries.galerie': { label: 'Galerie' },
      'galleries.grille': { label: 'Grille (16 photos)' },
      'galleries.photos': { label: 'Reportage' },
      'galleries.plans': { label: 'Plans' },
      'galleries.*.src': { label: 'Photo', widget: 'image', media: { folder: 'content/images/realisations/{{fields.slug}}', public: 'realisations/{{fields.slug}}' }, hint: 'Au moins 2100 pixels de large.' },
      'galleries.*.alt': { label: 'Description de la photo', widget: 'text' },
      'galleries.*.title': { label: 'Légende' },
      'galleries.*.description': { label: 'Texte sous la légende', widget: 'text' },
      'galleries.*.room': { label: 'Pièce', hint: 'Dans le reportage, les photos d’une même pièce se suivent sous son nom.' },
      ...roomFields('galleries.*.rooms'),
    },
  },
  {
    name: 'equipe',
    label: 'Équipe',
    description: 'Les trois associés : cartes de visite, vCards, QR codes, plaquettes et page Qui sommes-nous.',
    schema: teamSchema,
    source: { file: 'content/equipe.yml', fileLabel: 'Les associés' },
    looks: {
      people: { label: 'Associés', summary: '{{fields.firstName}} {{fields.lastName}} — {{fields.title}}' },
      'people.slug': { label: 'Adresse de la carte de visite', hint: 'Minuscules et tirets : « lucas-morel » donne /carte-de-visite-lucas-morel.' },
      'people.firstName': { label: 'Prénom' },
      'people.lastName': { label: 'Nom' },
      'people.title': { label: 'Titre', hint: 'Sur la carte de visite, accordé : « Co-Gérante & Associée ».' },
      'people.description': { label: 'Description' },
      'people.jobTitle': { label: 'Fonction (vCard)' },
      'people.mobile': { label: 'Portable' },
      'people.email': { label: 'E-mail' },
      'people.photo': { label: 'Portrait', widget: 'image', media: { folder: 'content/images/equipe', public: 'equipe' }, hint: 'Au moins 728 × 910 pixels.' },
      'people.tags': { label: 'Domaines (cinq)' },
      'people.tags.*': { label: 'Domaine' },
      'people.bio': { label: 'Présentation', widget: 'text' },
    },
  },
  {
    name: 'chiffres',
    label: 'Chiffres clés',
    description: 'Les chiffres que citent l’accueil et les pages des publics.',
    schema: keyFiguresSchema,
    source: { file: 'content/chiffres-cles.yml', fileLabel: 'Les chiffres clés' },
    looks: {
      founded: { label: 'Année de création' },
      asOf: { label: 'Chiffres arrêtés au' },
      operations: { label: 'Opérations conduites' },
      hectares: { label: 'Hectares étudiés' },
      logements: { label: 'Logements livrés' },
      communes: { label: 'Communes' },
      breakdown: { label: 'Détail des opérations', hint: 'Les ventes plus les programmes font les opérations.' },
      'breakdown.ventes': { label: 'Ventes pour des particuliers' },
      'breakdown.fonciers': { label: 'dont terrains apportés à des promoteurs' },
      'breakdown.programmes': { label: 'Programmes conduits' },
      'breakdown.etudes': { label: 'Études remises à des communes' },
      title: { label: 'Titre du bloc', hint: 'Un nombre s’écrit entre accolades : {annees}, {operations}, {communes}…' },
      intro: { label: 'Introduction', widget: 'text' },
      labels: { label: 'Sous chaque nombre' },
      'labels.annees': { label: 'Années' },
      'labels.operations': { label: 'Opérations' },
      'labels.hectares': { label: 'Hectares' },
      'labels.logements': { label: 'Logements' },
      'labels.communes': { label: 'Communes' },
      details: { label: 'Ce que chaque nombre recouvre' },
      'details.annees': { label: 'Années' },
      'details.operations': { label: 'Opérations' },
      'details.hectares': { label: 'Hectares' },
      'details.logements': { label: 'Logements' },
      'details.communes': { label: 'Communes' },
    },
  },
  {
    name: 'agence',
    label: 'Agence',
    description: 'Adresse, téléphone, e-mail et horaires de l’agence : page Contact, pied de page, vCards.',
    schema: officeSchema,
    source: { file: 'content/agence.yml', fileLabel: 'L’agence' },
    looks: {
      name: { label: 'Nom de l’agence' },
      street: { label: 'Rue' },
      postcode: { label: 'Code postal' },
      city: { label: 'Ville' },
      country: { label: 'Pays' },
      countryCode: { label: 'Code du pays (deux lettres)' },
      phone: { label: 'Téléphone', hint: 'Au format international, espacé : +33 4 65 71 20 40.' },
      email: { label: 'E-mail' },
      geo: { label: 'Position sur la carte' },
      'geo.lat': { label: 'Latitude' },
      'geo.lng': { label: 'Longitude' },
      replyTime: { label: 'Délai de réponse promis', hint: 'Commence par « sous » : « sous 48 heures ouvrées ».' },
      hours: { label: 'Horaires', summary: '{{fields.days}} : {{fields.times}}' },
      'hours.days': { label: 'Jours' },
      'hours.times': { label: 'Heures', hint: 'Une espace insécable autour de chaque « h » et du tiret : 9 h – 12 h 30.' },
    },
  },
];
