// Ce que lisent les visiteurs sur les notifications (toasts). Des constantes sans zod : ce
// fichier est embarqué dans le JavaScript des îlots (DESIGN §5). Typographie vérifiée par
// test/unit/form-messages.test.ts.

export const toastWords = {
  close: 'Fermer la notification',
};
