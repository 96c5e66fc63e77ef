// Ce que lisent les visiteurs dans la visionneuse d’images. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const viewerWords = {
  previous: 'Image précédente',
  next: 'Image suivante',
  close: 'Fermer',
  /** Sous un panorama, sur un téléphone : il est plus large que l’écran. */
  pan: 'Faites glisser pour parcourir le panorama',
  count: (n: number, total: number) => `Image ${n} sur ${total}`,
};
