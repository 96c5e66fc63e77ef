// Ce que lisent les visiteurs dans le carrousel des Étoiles du Rocher. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const carouselWords = {
  role: 'carrousel',
  previous: 'Photos précédentes',
  next: 'Photos suivantes',
  pause: 'Mettre en pause le défilement',
  /** « Photo 2 sur 17 » ou « Photos 2 à 4 sur 17 ». */
  status: (first: number, last: number, count: number) => (first === last ? `Photo ${first} sur ${count}` : `Photos ${first} à ${last} sur ${count}`),
};
