// The French-typography rule every text of content/ is checked against at build time.
import * as z from 'zod';

const asciiApostrophe = /\u0027/;
const looseSpace = /[ \t][:;!?\u00BB]|\u00AB[ \t]/;

/** Texte français : apostrophe typographique et espaces insécables exigées. */
export const french = (min = 1, max = 2000) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((s) => s === s.trim(), { message: 'pas d’espace en début ou en fin de texte' })
    .refine((s) => !asciiApostrophe.test(s), { message: 'apostrophe typographique ’ attendue' })
    .refine((s) => !looseSpace.test(s), {
      message: 'espace insécable attendue avant : ; ! ? » et après «',
    });
