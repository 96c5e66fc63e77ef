// Ce que lisent les visiteurs dans le bouton Partager des articles. Des constantes sans zod : ce fichier est
// embarqué dans le JavaScript de l’îlot, un fichier par widget pour que chacun n’emporte que
// ses mots (DESIGN §5). Typographie vérifiée par test/unit/form-messages.test.ts.

export const shareWords = {
  copiedTitle: 'Lien copié',
  copied: 'L’adresse de l’article est dans votre presse-papiers.',
  failedTitle: 'Copie impossible',
  failed: (url: string) => `Copiez l’adresse\u00a0: ${url}`,
};
