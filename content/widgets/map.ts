// Ce que lisent les visiteurs dans le plan de la page Contact. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const mapWords = {
  openStreetMap: 'Voir sur OpenStreetMap',
  newTab: '(nouvel onglet)',
};
