// The French-typography rule every text of content/ is checked against at build time.
import * as z from 'zod';

const asciiApostrophe = /\u0027/;
const looseSpace = /[ \t][:;!?\u00BB]|\u00AB[ \t]/;

const make = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((s) => s === s.trim(), { message: 'pas d’espace en début ou en fin de texte' })
    .refine((s) => !asciiApostrophe.test(s), { message: 'apostrophe typographique ’ attendue' })
    .refine((s) => !looseSpace.test(s), {
      message: 'espace insécable attendue avant : ; ! ? » et après «',
    });
const made = new Map<string, ReturnType<typeof make>>();
/** The length range of each schema `french()` made: the web editor writes its rules as one pattern (cms/fields.ts). */
export const frenchRanges = new WeakMap<object, { min: number; max: number }>();

/** Texte français : apostrophe typographique et espaces insécables exigées. */
export const french = (min = 1, max = 2000) => {
  // One schema for each length range, shared by every field that asks for it (a zod schema is
  // never changed, its methods make new ones): some eighty fields share the default range, and
  // each schema made is six objects of zod's, at every build's import of the site's data.
  const key = `${min}-${max}`;
  let schema = made.get(key);
  if (!schema) {
    made.set(key, (schema = make(min, max)));
    frenchRanges.set(schema, { min, max });
  }
  return schema;
};
