// The web editor's rules are the build's: for every collection, each field of the schema has
// its editor field and no other (the Markdown text aside), required where the schema requires
// it, with the same lengths, bounds, choices and list sizes; and each text field accepts and
// refuses what the schema does, on the site's own values and on values made to fail them.
// A field added to a schema without its label in cms/collections.ts fails here.
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import type * as z from 'zod';
import { editorCollections, type EditorCollection } from '../../cms/collections.ts';
import { decapConfig, fieldsOf } from '../../cms/config.ts';
import { decapFields, type DecapField } from '../../cms/fields.ts';
import { rulesOf } from '../../cms/rules.ts';
import { articles } from '../../content/articles.ts';
import { keyFigures } from '../../content/proof.ts';
import { realisations } from '../../content/realisations.ts';
import site from '../../content/site.ts';
import { repoRoot } from '../helpers/site.ts';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional and preprocess, and whether it was optional. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let optional = false;
  for (;;) {
    const def = defOf(schema);
    if (def.type === 'optional') {
      optional = true;
      schema = def.innerType!;
    } else if (def.type === 'pipe' && def.in && defOf(def.in).type === 'transform') schema = def.out!;
    else return { schema, optional };
  }
}

/** What Decap does with a text typed in a field: its `required` mark, then its pattern (skipped for an empty text). */
function editorAccepts(field: DecapField, value: string): boolean {
  if (value === '') return field.required === false;
  return !field.pattern || new RegExp(field.pattern[0]).test(value);
}

/** Values made from a good one to fail each rule: too short, too long, spaces, apostrophes, empty. */
function probes(good: string): string[] {
  const out = new Set<string>(['', good, ` ${good}`, `${good} `, `${good}'s`, `${good} : x`, `«${good}»`, `« ${good} »`, good.toUpperCase(), good.replace(/\u00a0/g, ' '), good.replace(/[’]/g, "'")]);
  for (let n = 0; n <= Math.min(good.length + 2, 12); n++) out.add(good.slice(0, n));
  for (const n of [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 20, 39, 40, 41, 59, 60, 61, 79, 80, 81, 89, 90, 91, 99, 100, 101, 169, 170, 171, 219, 220, 221, 239, 240, 241, 259, 260, 261, 2000, 2001])
    out.add(good.padEnd(n, 'a').slice(0, n));
  return [...out];
}

/** Every text field's schema, editor field and the site's values for it, by dotted path. */
interface TextLeaf {
  path: string;
  /** Left empty in the editor, it is left out of the file (omit_empty_optional_fields). */
  optional: boolean;
  schema: z.ZodType;
  field: DecapField;
  values: string[];
}

/**
 * Walks a schema and its editor fields together, checking that they name the same fields with
 * the same marks and bounds; collects the texts for the probes. `values`: the site's entries.
 */
function compare(schema: z.ZodType, fields: DecapField[], values: unknown[], where: string, keys: Record<string, string[]>, leaves: TextLeaf[], path = '') {
  const def = defOf(unwrap(schema).schema);
  assert.is(def.type, 'object', `${where}: an object`);
  const shape = def.shape!;
  assert.equal(fields.map((f) => f.name).sort(), Object.keys(shape).sort(), `${where} ${path || '(entry)'}: the editor's fields are the schema's`);
  for (const field of fields) {
    const here = path ? `${path}.${field.name}` : field.name;
    const { schema: inner, optional } = unwrap(shape[field.name]!);
    const sub = values.map((v) => (v as Record<string, unknown> | undefined)?.[field.name]).filter((v) => v !== undefined);
    compareField(inner, optional, field, sub, where, keys, leaves, here);
  }
}

function compareField(schema: z.ZodType, optional: boolean, field: DecapField, values: unknown[], where: string, keys: Record<string, string[]>, leaves: TextLeaf[], here: string) {
  const def = defOf(schema);
  const at = `${where} -> ${here}`;
  if (def.type !== 'literal') assert.is(field.required, !optional, `${at}: required as in the schema`);
  const probe = (s: z.ZodType) => s.safeParse.bind(s);
  switch (def.type) {
    case 'string':
      assert.ok(['string', 'text', 'datetime', 'image'].includes(field.widget), `${at}: a text field (${field.widget})`);
      leaves.push({ path: at, optional, schema, field, values: values.map(String) });
      return;
    case 'number': {
      assert.is(field.widget, 'number', `${at}: a number field`);
      const parse = probe(schema);
      const editor = (n: number) => (field.min === undefined || n >= field.min) && (field.max === undefined || n <= field.max) && (field.value_type !== 'int' || Number.isInteger(n));
      for (const v of values as number[])
        for (const n of [v, v - 1, v + 1, field.min ?? -1e9, (field.min ?? 0) - 1, field.max ?? 1e9, (field.max ?? 0) + 1, 0, -1, 1, 0.5, v + 0.5])
          assert.is(editor(n), parse(n).success, `${at}: ${n} is taken by the editor exactly when the schema takes it`);
      return;
    }
    case 'enum':
      assert.is(field.widget, 'select', `${at}: a choice`);
      assert.equal(field.options, Object.values(def.entries!), `${at}: the schema's choices`);
      return;
    case 'literal':
      assert.is(field.widget, 'hidden', `${at}: fixed`);
      assert.ok(probe(schema)(field.default).success, `${at}: its fixed value is the schema's`);
      return;
    case 'array': {
      assert.is(field.widget, 'list', `${at}: a list`);
      const parse = probe(schema);
      const element = defOf(unwrap(def.element!).schema);
      const sample = (values[0] as unknown[] | undefined)?.[0];
      if (sample !== undefined)
        for (let n = 0; n <= 20; n++) {
          const list = Array.from({ length: n }, () => sample);
          const editor = (field.min === undefined || n >= field.min) && (field.max === undefined || n <= field.max);
          assert.is(editor, parse(list).success, `${at}: a list of ${n} is taken by the editor exactly when the schema takes it`);
        }
      const items = values.flatMap((v) => v as unknown[]);
      if (element.type === 'object') compare(def.element!, field.fields!, items, where, keys, leaves, here);
      else compareField(unwrap(def.element!).schema, false, field.field!, items, where, keys, leaves, `${here}.*`);
      return;
    }
    case 'object':
      assert.is(field.widget, 'object', `${at}: a group of fields`);
      compare(schema, field.fields!, values, where, keys, leaves, here);
      return;
    case 'record': {
      assert.is(field.widget, 'object', `${at}: a group of fields, one per key`);
      const ids = keys[here]!;
      assert.equal(field.fields!.map((f) => f.name), ids, `${at}: one field per key`);
      for (const sub of field.fields!)
        compareField(def.valueType!, true, sub, values.map((v) => (v as Record<string, unknown>)[sub.name]).filter((v) => v !== undefined), where, keys, leaves, `${here}.${sub.name}`);
      return;
    }
    default:
      assert.unreachable(`${at}: a ${def.type} schema`);
  }
}

/** The site's entries of a collection, as the editor would load them. */
function entriesOf(collection: EditorCollection): unknown[] {
  switch (collection.name) {
    case 'articles':
      return articles.all().map((e) => e.data);
    case 'realisations':
      return realisations.all().map((e) => e.data);
    case 'equipe':
      return [{ people: site.people }];
    case 'chiffres':
      return [keyFigures];
    case 'agence':
      return [site.office];
    default:
      throw new Error(`${collection.name}: no entries in this test`);
  }
}

articles.load(repoRoot);
realisations.load(repoRoot);

test('the editor has the five collections the firm edits, and nothing else', () => {
  assert.equal(
    editorCollections.map((c) => c.name),
    ['articles', 'realisations', 'equipe', 'chiffres', 'agence'],
  );
  const config = decapConfig({ name: 'proxy', proxy_url: '/api/v1', branch: 'main' }) as { collections: { folder?: string; files?: { file: string }[] }[] };
  const written = config.collections.flatMap((c) => (c.folder ? [c.folder] : c.files!.map((f) => f.file)));
  assert.equal(written, ['content/articles', 'content/realisations', 'content/equipe.yml', 'content/chiffres-cles.yml', 'content/agence.yml']);
  for (const file of written) assert.ok(file.startsWith('content/') && !file.endsWith('.ts'), `${file}: a data file of content/`);
});

for (const collection of editorCollections) {
  test(`${collection.label}: the editor's fields and rules are the schema's`, () => {
    const leaves: TextLeaf[] = [];
    const fields = fieldsOf(collection);
    compare(collection.schema, fields, entriesOf(collection), collection.name, collection.keys ?? {}, leaves);
    let probed = 0;
    for (const leaf of leaves) {
      const parse = leaf.schema.safeParse.bind(leaf.schema);
      for (const good of leaf.values.length ? leaf.values : ['Texte d’exemple']) {
        // A picture: the editor picks its folder and checks the file name (Decap's file widget).
        const picture = leaf.field.widget === 'image' && good.includes('/');
        const folder = good.slice(0, good.lastIndexOf('/') + 1);
        for (const typed of probes(picture ? good.slice(folder.length) : good)) {
          probed++;
          const value = picture && typed ? `${folder}${typed}` : typed;
          const editor = editorAccepts(leaf.field, picture ? typed : value);
          const schema = value === '' && leaf.optional ? true : parse(value).success;
          if (editor !== schema) assert.unreachable(`${leaf.path}: ${JSON.stringify(value)} is ${editor ? 'taken' : 'refused'} by the editor, ${schema ? 'taken' : 'refused'} by the schema`);
        }
      }
    }
    assert.ok(probed > 50, `${collection.name}: ${probed} values tried`);
  });
}

test('a field added to a schema without its label stops the editor (so this test fails)', async () => {
  const zod = await import('zod');
  const grown = zod.object({ title: zod.string().min(3), subtitle: zod.string() });
  assert.throws(() => decapFields(rulesOf(grown, 'demo'), { title: { label: 'Titre' } }, 'demo'), /demo -> subtitle: this field of the schema has no label/);
});

test('the messages the editor shows are French, with its typography', () => {
  const fields = editorCollections.flatMap((c) => flatten(fieldsOf(c)));
  const messages = fields.flatMap((f) => [f.label, f.hint ?? '', f.pattern?.[1] ?? '']).filter(Boolean);
  assert.ok(messages.length > 100);
  for (const m of messages) {
    assert.not.match(m, /'/, `${m}: typographic apostrophe`);
    assert.not.match(m, /[ \t][:;!?»]|«[ \t]/, `${m}: no-break spaces`);
    assert.not.match(m, /\b(Too|expected|must|Invalid)\b/, `${m}: French`);
  }
  const excerpt = fieldsOf(editorCollections[0]!).find((f) => f.name === 'excerpt')!;
  assert.is(excerpt.pattern![1], 'entre 60 et 260\u00a0caractères');
});

function flatten(fields: DecapField[]): DecapField[] {
  return fields.flatMap((f) => [f, ...flatten(f.fields ?? []), ...(f.field ? flatten([f.field]) : [])]);
}

test.run();
