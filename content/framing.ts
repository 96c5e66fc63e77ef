// Le cadrage des photos recadrées (content/cadrages.yml) : où se trouve leur sujet, que les
// bandeaux d’en-tête gardent en vue sur les téléphones.
import * as z from 'zod';
import type { Focus } from '../build/assets/images.ts';
import { yamlData } from './_lib/yaml-data.ts';
import framingYaml from './cadrages.yml';

const share = z.coerce.number().int().min(0).max(100);
const focusSchema = z
  .string()
  .regex(/^\d{1,3}% \d{1,3}%$/, 'écrire la position du sujet depuis la gauche puis depuis le haut, en pourcentage : « 36% 50% »')
  .transform((text, ctx): Focus => {
    const [x, y] = text.split(' ').map((part) => share.safeParse(part.slice(0, -1)));
    if (!x?.success || !y?.success) {
      ctx.addIssue({ code: 'custom', message: 'chaque pourcentage va de 0 à 100' });
      return z.NEVER;
    }
    return [x.data / 100, y.data / 100];
  });

export const framingSchema = z.record(z.string().regex(/^[\w/.-]+\.(jpe?g|png|webp|avif)$/, 'une clé est le chemin d’une photo sous content/images/'), focusSchema);

/** Le sujet de chaque photo cadrée, par son chemin sous content/images/. */
export const framing: Record<string, Focus> = yamlData('content/cadrages.yml', framingYaml, framingSchema);
