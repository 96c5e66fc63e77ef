// Ce que lisent les visiteurs dans la recherche d’articles. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

const number = (n: number) => n.toLocaleString('fr-FR');

export const searchWords = {
  label: 'Rechercher dans les articles',
  placeholder: 'Rechercher dans les articles...',
  noneTitle: 'Aucun article trouvé',
  /** La phrase sous « Aucun article trouvé ». */
  none: (query: string) => `Aucun article ne correspond à «\u00a0${query}\u00a0».`,
  /** « 3 articles trouvés pour « énergie » ». */
  count: (count: number, query: string) => {
    const found = count === 0 ? 'Aucun article trouvé' : count === 1 ? '1 article trouvé' : `${number(count)} articles trouvés`;
    return `${found} pour «\u00a0${query}\u00a0»`;
  },
  /** Les résultats trouvés au-delà de ceux affichés. */
  more: (hidden: number) =>
    hidden === 1
      ? 'Un autre article correspond\u00a0: précisez votre recherche pour l’afficher.'
      : `${number(hidden)} autres articles correspondent\u00a0: précisez votre recherche pour les afficher.`,
};
