// In the editor's script, in place of build/content/collection.ts: the site's data modules check
// their data as in a build (the same schemas), and a collection is only its folder's name (the
// editor reads the entries itself).
import type * as z from 'zod';

export function defineData<S extends z.ZodType>(file: string, schema: S, value: z.input<S>): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return result.data;
}

export function defineCollection(options: { dir: string }) {
  const none = () => {
    throw new Error(`${options.dir}: not read in the editor`);
  };
  return { dir: options.dir, all: none, get: none, load: none, unload: () => {}, reserveIds: () => {}, hashOf: none };
}
