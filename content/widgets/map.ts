// Ce que lisent les visiteurs dans le plan de la page Contact. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const mapWords = {
  openStreetMap: 'Voir sur OpenStreetMap',
  newTab: '(nouvel onglet)',
  /** Over the map when no tile of its background came (the tile server unreachable from here). */
  noTiles: 'Le fond de carte ne peut pas s’afficher sur ce réseau. Le lien ci-dessous ouvre le plan sur OpenStreetMap.',
};

/** How long the map waits for a first tile, once one has failed, before it says none will come. */
export const TILES_MS = 4000;
