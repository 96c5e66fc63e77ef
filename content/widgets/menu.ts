// Ce que lisent les visiteurs dans le menu mobile. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const menuWords = {
  open: 'Ouvrir le menu principal',
  label: 'Menu principal',
  close: 'Fermer le menu',
};

/** Before the office number, in the menu and in the phones' call bar: « Appeler l’agence au 04 65 71 20 40 ». */
export const callBefore = 'Appeler l’agence au';

/** Under the button of each call-to-action band: « ou appelez le 04 65 71 20 40 ». */
export const ctaCallBefore = 'ou appelez le';
