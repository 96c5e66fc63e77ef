// Les mots autour des articles : liste des actualités, vignettes, page d’un article, flux.
// Les textes des articles eux-mêmes sont en Markdown (content/articles/).
import type { AudienceSlug } from './pages.ts';

export const newsWords = {
  listTitle: 'Actualités et analyses',
  listDescription: 'Foncier, urbanisme, transition énergétique et patrimoine : les analyses de Castellar Foncier sur les évolutions des territoires de la Riviera.',
  heroAlt: 'Bureau d’études : plans et carnet ouverts face aux toits de Menton',
  /** Le titre et le sous-titre du flux Atom. */
  feedTitle: (brand: string) => `Actualités — ${brand}`,
  feedSubtitle: 'Foncier, urbanisme et projets de la Riviera',
  section: 'Actualités',
  blog: 'Actualités et analyses',
  published: 'Publié le',
  readMore: 'Lire la suite',
  /** « 6 min de lecture ». */
  readingTime: (minutes: number) => `${minutes}\u00a0min de lecture`,
  back: 'Retour aux actualités',
  share: 'Partager cet article',
  /** « Par Camille Ferrand ». */
  by: 'Par',
  aside: 'En marge de l’article',
  /** Les chiffres qu’un article retient, à côté du texte. */
  figures: 'En chiffres',
  sources: 'Sources',
  authorCard: 'Sa carte de visite',
  pager: 'Article précédent ou suivant',
  previous: 'Article précédent',
  next: 'Article suivant',
  /** Les articles vont par numéro, comme la page Actualités : chaque lien dit de quel côté du temps il mène. */
  newer: 'plus récent',
  older: 'plus ancien',
  /** « Article 3 sur 12 ». */
  position: (position: number, count: number) => `Article ${position} sur ${count}`,
  others: 'Découvrez nos autres articles',
  /** Le bandeau qui clôt un article, selon le public auquel il s’adresse (son champ `audience`). */
  cta: {
    'proprietaires-prives': {
      title: 'Et votre terrain\u00a0?',
      text: 'Dites-nous où est votre bien\u00a0: un associé vous répond, sans engagement.',
      label: 'Faire étudier mon bien',
    },
    'institutions-collectivites': {
      title: 'Et votre commune\u00a0?',
      text: 'Dites-nous quel site ou quelle étude vous occupe\u00a0: un associé vous répond, sans engagement.',
      label: 'Parler de votre territoire',
    },
    'professionnels-immobilier': {
      title: 'Et votre prochaine opération\u00a0?',
      text: 'Dites-nous la zone et le programme que vous cherchez\u00a0: un associé vous répond, sans engagement.',
      label: 'Décrire votre recherche',
    },
    investisseurs: {
      title: 'Et votre placement\u00a0?',
      text: 'Dites-nous le montant et l’horizon que vous envisagez\u00a0: un associé vous répond, sans engagement.',
      label: 'Parler de votre projet',
    },
  } satisfies Record<AudienceSlug, { title: string; text: string; label: string }>,
};
