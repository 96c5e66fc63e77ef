// The web editor's fields, made from the schemas' rules (cms/rules.ts): what a field is, whether
// it is required, its lengths, patterns and bounds, with the schema's French message or one
// written here from the rule. Only the labels, hints and the kind of picker (a picture, a long
// text) are said by hand, in cms/collections.ts; a field of a schema without its label stops
// here, so the editor cannot fall behind a schema.
import type { Pattern, Rule } from './rules.ts';

/** A Decap CMS field, as much of it as the site uses. */
export interface DecapField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'select' | 'hidden' | 'list' | 'object' | 'datetime' | 'image' | 'markdown';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: string | number | boolean;
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  allow_add?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  i18n?: boolean;
}

/** How a field is shown, beyond what its schema says: its label, and a hint or picker if any. */
export interface FieldLook {
  label: string;
  hint?: string;
  /** `text`: several lines; `image`: a picture stored in `media` (content/images/...) and named from `public`. */
  widget?: 'text' | 'image';
  media?: { folder: string; public: string };
  /** A list's line, folded: `{{fields.title}}`. */
  summary?: string;
}

/** By dotted path (`people.title`, `galleries.*.alt`): how each field of a collection looks. */
export type Looks = Record<string, FieldLook>;

/** A list's items or a map's entries appear in paths as `*`. */
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The Decap fields of an object's rules; `keys` names the entries of a map (`galleries`). */
export function decapFields(rule: Rule, looks: Looks, where: string, path = '', keys: Record<string, string[]> = {}): DecapField[] {
  if (rule.kind !== 'object') throw new Error(`${where}: an entry is an object of fields`);
  return Object.entries(rule.fields).map(([name, field]) => decapField(name, field, looks, where, join(path, name), keys));
}

function lookOf(looks: Looks, path: string, where: string): FieldLook {
  const look = looks[path];
  if (!look) throw new Error(`${where} -> ${path}: this field of the schema has no label in cms/collections.ts; add one (in French) so that the editor shows it`);
  return look;
}

function decapField(name: string, rule: Rule, looks: Looks, where: string, path: string, keys: Record<string, string[]>): DecapField {
  const look = lookOf(looks, path, where);
  const base: DecapField = { name, label: look.label, widget: 'string', required: rule.required, ...(look.hint ? { hint: look.hint } : {}) };
  switch (rule.kind) {
    case 'text': {
      const field: DecapField = { ...base, widget: look.widget === 'image' ? 'image' : look.widget === 'text' ? 'text' : 'string' };
      if (look.widget === 'image') {
        if (!look.media) throw new Error(`${where} -> ${path}: a picture needs its folder (media)`);
        Object.assign(field, { media_folder: `/${look.media.folder}`, public_folder: look.media.public, choose_url: false });
      }
      if (rule.format === 'date') Object.assign(field, { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false });
      // Decap checks a picture by its file name alone (the folder is the field's): each pattern
      // is kept from its last folder on.
      const pattern = textPattern(look.widget === 'image' ? { ...rule, patterns: rule.patterns.map((p) => ({ ...p, source: fileNamePart(p.source) })) } : rule);
      if (pattern) field.pattern = pattern;
      return field;
    }
    case 'number':
      return { ...base, widget: 'number', value_type: rule.int ? 'int' : 'float', step: rule.int ? 1 : 0.0001, ...(rule.min !== undefined ? { min: rule.min } : {}), ...(rule.max !== undefined ? { max: rule.max } : {}) };
    case 'choice':
      return { ...base, widget: 'select', options: rule.options };
    case 'fixed':
      return { ...base, widget: 'hidden', default: rule.value };
    case 'list': {
      // A short list (the three partners) opens unfolded; a long one (a gallery) folded.
      const list: DecapField = { ...base, widget: 'list', collapsed: !(rule.max !== undefined && rule.max <= 5), ...(rule.min !== undefined ? { min: rule.min } : {}), ...(rule.max !== undefined ? { max: rule.max } : {}) };
      if (look.summary) list.summary = look.summary;
      if (rule.min !== undefined && rule.min === rule.max) list.allow_add = false;
      if (rule.of.kind === 'object') list.fields = decapFields(rule.of, looks, where, path, keys);
      else list.field = decapField(name, rule.of, looks, where, join(path, '*'), keys);
      return list;
    }
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: decapFields(rule, looks, where, path, keys) };
    case 'map': {
      // A map (a project's galleries by id) has no widget of its own: one field per id it may hold.
      const ids = keys[path];
      if (!ids) throw new Error(`${where} -> ${path}: a map needs the list of its keys (keys in cms/collections.ts)`);
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: ids.map((id) => ({ ...decapField(id, { ...rule.of, required: false }, looks, where, join(path, '*'), keys), label: lookOf(looks, join(path, id), where).label })),
      };
    }
  }
}

/** A path's pattern for the file name alone: `^articles\/[a-z0-9-]+\.(jpg|png)$` -> `^[a-z0-9-]+\.(jpg|png)$`. */
export function fileNamePart(source: string): string {
  const last = source.lastIndexOf('\\/');
  return last < 0 ? source : `^${source.slice(last + 2)}`;
}

/** French, for the editor's messages: « 10 caractères au moins ». */
function lengthMessage(min?: number, max?: number): string | undefined {
  if (min !== undefined && min === max) return `exactement ${min}\u00a0caractère${min > 1 ? 's' : ''}`;
  if (min !== undefined && min > 1 && max !== undefined) return `entre ${min} et ${max}\u00a0caractères`;
  if (max !== undefined) return `${max}\u00a0caractères au plus`;
  if (min !== undefined && min > 1) return `${min}\u00a0caractères au moins`;
  return undefined;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'une adresse e-mail, ex. «\u00a0contact@exemple.fr\u00a0»',
  date: 'une date',
  url: 'une adresse complète, ex. «\u00a0https://www.exemple.fr\u00a0»',
};

/** What the French typography of `french()` asks (content/french.ts), as the build words it. */
export const FRENCH_MESSAGE =
  'apostrophe typographique ’, espace insécable avant les deux-points, le point-virgule, les points d’exclamation et d’interrogation et le guillemet fermant, et après le guillemet ouvrant, pas d’espace en début ou en fin de texte';

/**
 * Every rule of a text in one pattern, as Decap takes one a field: the length, each pattern of
 * the schema (each as a look-ahead, so that a pattern found anywhere still counts as found),
 * and French typography. An empty text is the `required` mark's business, not the pattern's.
 */
export function textPattern(rule: Extract<Rule, { kind: 'text' }>): [string, string] | undefined {
  const parts: string[] = [];
  const messages: string[] = [];
  const length = lengthMessage(rule.min, rule.max);
  if (length) {
    parts.push(`(?=[\\s\\S]{${rule.min ?? 0},${rule.max ?? ''}}$)`);
    messages.push(length);
  }
  const patterns: Pattern[] = [...rule.patterns];
  // zod reads an address with the URL parser: a scheme, ://, a host (spaces around it dropped).
  if (rule.format === 'url' && !patterns.length) patterns.push({ source: '^ *[a-zA-Z][a-zA-Z\\d+.-]*://[^\\s/?#]+[^\\s]* *$' });
  for (const p of patterns) {
    parts.push(`(?=[\\s\\S]*?(?:${p.source}))`);
    const message = p.message ?? (rule.format ? FORMAT_MESSAGES[rule.format] : undefined) ?? `de la forme ${p.source}`;
    if (!messages.includes(message)) messages.push(message);
  }
  if (rule.french) {
    // content/french.ts: no space at either end (String#trim's spaces are \s), no ' , and a
    // no-break space, not a plain one or a tab, before : ; ! ? » and after «.
    parts.push("(?!\\s)(?![\\s\\S]*\\s$)(?![\\s\\S]*')(?![\\s\\S]*?(?:[ \\t][:;!?\\u00bb]|\\u00ab[ \\t]))");
    messages.push(FRENCH_MESSAGE);
  }
  if (!parts.length) return undefined;
  // Shown after the field's label: « Résumé : entre 60 et 260 caractères. » (cms/admin/locale.ts).
  return [`^${parts.join('')}`, messages.join('\u00a0; ')];
}
