// The site's data files written in YAML (content/equipe.yml, agence.yml, chiffres-cles.yml):
// the files the web editor (/admin/) writes, checked here by the same zod schemas as before.
// Each file is imported as text (`import text from '../equipe.yml'`): the build's bundler reads
// it as part of the code that imports it, so a page made of it is made again when it changes,
// in a build as in `npm run dev`; under tsx, content/_lib/yaml-hook.mjs does the same.
import { parse } from 'yaml';
import type * as z from 'zod';
import { defineData } from '../../build/content/collection.ts';

/** `text`, the YAML of `file`, read and checked by `schema`: every problem names the file and the field. */
export function yamlData<S extends z.ZodType>(file: string, text: string, schema: S): z.infer<S> {
  let value: unknown;
  try {
    // YAML 1.2 as the editor writes it: '2026-10-31' stays a text, a key written twice is refused.
    value = parse(text, { schema: 'core', uniqueKeys: true, prettyErrors: true });
  } catch (error) {
    throw new Error(`${file} -> (file): not readable as YAML, ${(error as Error).message.split('\n')[0]}: correct it, or save it again from the editor (/admin/)`);
  }
  return defineData(file, schema, value as z.input<S>);
}
