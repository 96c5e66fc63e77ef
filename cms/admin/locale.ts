// Decap CMS's French, in French typography (’, « », a no-break space before : ; ! ?), and its
// pattern message shaped for the schemas' own: « Résumé : entre 60 et 260 caractères. »
type Phrases = { [key: string]: string | Phrases };

function typeset(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/"([^"]*)"/g, '«\u00a0$1\u00a0»')
    .replace(/\.\.\./g, '…')
    .replace(/\s*([:;!?])(?=\s|$)/g, '\u00a0$1');
}

function each(phrases: Phrases): Phrases {
  return Object.fromEntries(Object.entries(phrases).map(([key, value]) => [key, typeof value === 'string' ? typeset(value) : each(value)]));
}

export function frenchPhrases(fr: Phrases): Phrases {
  const phrases = each(fr) as Phrases & { editor: { editorControlPane: { widget: Phrases } } };
  phrases.editor.editorControlPane.widget.regexPattern = '%{fieldLabel}\u00a0: %{pattern}.';
  return phrases;
}
