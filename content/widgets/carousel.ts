// Ce que lisent les visiteurs dans le carrousel des Étoiles du Rocher. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const carouselWords = {
  role: 'carrousel',
  previous: 'Images précédentes',
  next: 'Images suivantes',
  pause: 'Mettre en pause le défilement',
  /** « Image 2 sur 17 » ou « Images 2 à 4 sur 17 ». */
  status: (first: number, last: number, count: number) => (first === last ? `Image ${first} sur ${count}` : `Images ${first} à ${last} sur ${count}`),
};
