// What a zod schema of content/ asks of each field, read from the schema itself: the one source
// of the web editor's rules (cms/fields.ts turns them into Decap fields) and of the test that
// holds the editor to the schemas (test/unit/cms-rules.test.ts).
import type * as z from 'zod';
import { frenchRanges } from '../content/french.ts';

/** A rule that a text must match, with the schema's own French message when it gives one. */
export interface Pattern {
  source: string;
  message?: string;
}

export type Rule = { required: boolean } & (
  | { kind: 'text'; min?: number; max?: number; patterns: Pattern[]; format?: 'email' | 'url' | 'date'; french: boolean }
  | { kind: 'number'; int: boolean; min?: number; max?: number }
  | { kind: 'choice'; options: string[] }
  | { kind: 'fixed'; value: string | number | boolean }
  | { kind: 'list'; min?: number; max?: number; of: Rule }
  | { kind: 'object'; fields: Record<string, Rule> }
  | { kind: 'map'; of: Rule }
);

/** zod 4's own description of a schema and of each of its checks (`_zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: (string | number | boolean)[];
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
}
interface Schema {
  _zod: { def: Def };
}

const defOf = (schema: unknown) => (schema as Schema)._zod.def;

/** The message a check or a format gives in the schema, if it names one (`.regex(re, 'message')`). */
function messageOf(def: { error?: (issue: object) => unknown }): string | undefined {
  const message = def.error?.({});
  return typeof message === 'string' ? message : undefined;
}

function sourceOf(pattern: RegExp, where: string): string {
  if (pattern.flags.replace(/[gy]/g, '')) throw new Error(`${where}: the pattern /${pattern.source}/${pattern.flags} has flags the editor cannot carry`);
  return pattern.source;
}

/** The rules of `schema`; `where` names it in an error (a construct the editor cannot follow). */
export function rulesOf(schema: z.ZodType, where = '(schema)'): Rule {
  return read(schema, where, true);
}

function read(schema: unknown, where: string, required: boolean): Rule {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return read(def.innerType, where, false);
    case 'default':
    case 'prefault':
      return read(def.innerType, where, false);
    case 'pipe':
      // z.preprocess(fn, schema): what the value must be is the schema after the function.
      return read(def.in && defOf(def.in).type === 'transform' ? def.out : def.in, where, required);
    case 'string':
      return text(schema, def, where, required);
    case 'number': {
      const rule = { kind: 'number' as const, required, int: false } as Extract<Rule, { kind: 'number' }>;
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'number_format') rule.int = c.format === 'safeint' || c.format === 'int32';
        else if (c.check === 'greater_than') rule.min = c.inclusive ? c.value! : exclusive(c.value!, rule.int, where);
        else if (c.check === 'less_than') rule.max = c.inclusive ? c.value! : -exclusive(-c.value!, rule.int, where);
        else if (c.check !== 'custom') throw new Error(`${where}: the number check ${c.check} has no editor rule`);
      }
      // .int() may come after .positive(): an exclusive bound read before it is read again.
      return rule;
    }
    case 'enum':
      return { kind: 'choice', required, options: Object.values(def.entries ?? {}).map(String) };
    case 'literal':
      if (def.values?.length !== 1) throw new Error(`${where}: a literal of several values has no editor rule`);
      return { kind: 'fixed', required, value: def.values[0]! };
    case 'array': {
      const rule = { kind: 'list' as const, required, of: read(def.element, `${where}[]`, true) } as Extract<Rule, { kind: 'list' }>;
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'min_length') rule.min = c.minimum;
        else if (c.check === 'max_length') rule.max = c.maximum;
        else if (c.check === 'length_equals') rule.min = rule.max = c.length;
        else if (c.check !== 'custom') throw new Error(`${where}: the list check ${c.check} has no editor rule`);
      }
      return rule;
    }
    case 'object':
      return {
        kind: 'object',
        required,
        fields: Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, read(value, `${where}.${key}`, true)])),
      };
    case 'record':
      return { kind: 'map', required, of: read(def.valueType, `${where}.*`, true) };
    default:
      throw new Error(`${where}: a ${def.type} schema has no editor rule`);
  }
}

/** An exclusive bound of a whole number is the next one; of any number, the editor cannot say. */
function exclusive(value: number, int: boolean, where: string): number {
  if (!int && !Number.isInteger(value)) throw new Error(`${where}: an exclusive bound on a decimal number has no editor rule`);
  return value + 1;
}

function text(schema: unknown, def: Def, where: string, required: boolean): Rule {
  const rule = { kind: 'text' as const, required, patterns: [] as Pattern[], french: false } as Extract<Rule, { kind: 'text' }>;
  const range = frenchRanges.get(schema as object);
  if (range) return { ...rule, min: range.min, max: range.max, french: true };
  // A format schema (z.email(), z.iso.date(), z.url()) carries its pattern in its own definition.
  if (def.format === 'email' || def.format === 'date' || def.format === 'url') {
    rule.format = def.format;
    if (def.pattern) rule.patterns.push({ source: sourceOf(def.pattern, where), message: messageOf(def) });
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') rule.min = c.minimum;
    else if (c.check === 'max_length') rule.max = c.maximum;
    else if (c.check === 'length_equals') rule.min = rule.max = c.length;
    else if (c.check === 'string_format' && c.pattern) rule.patterns.push({ source: sourceOf(c.pattern, where), message: messageOf(c) });
    else if (c.check === 'string_format' && c.format === 'includes') rule.patterns.push({ source: escape((c as { includes?: string }).includes ?? ''), message: messageOf(c) });
    else throw new Error(`${where}: the text check ${c.check}${c.format ? ` (${c.format})` : ''} has no editor rule`);
  }
  return rule;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
