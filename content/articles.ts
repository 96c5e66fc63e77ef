// The news articles: one Markdown file each in content/articles/, front matter checked here.
import * as z from 'zod';
import { defineCollection } from '../build/content/collection.ts';
import { audienceSlugSchema } from './pages.ts';
import { slug } from './schemas.ts';
import site from './site.ts';

const partners = site.people.map((p) => p.slug) as [string, ...string[]];

export const articleSchema = z.object({
  number: z.number().int().min(1),
  slug,
  title: z.string().min(10),
  // The web editor writes the date unquoted, and the front matter's YAML reader makes a date of
  // it: the same day, as text again.
  date: z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date('une date ISO, ex. 2025-08-25')),
  category: z.enum(['Expertise', 'Nouveaux enjeux', 'Ville de demain']),
  excerpt: z.string().min(60).max(260),
  description: z.string().min(100).max(170),
  image: z.string().regex(/^articles\/[a-z0-9-]+\.(jpg|png)$/, 'une photo .jpg ou .png de content/images/articles/, nommée en minuscules, chiffres et tirets'),
  imageAlt: z.string().min(10),
  readingMinutes: z.number().int().positive(),
  /** What the news search also finds it by, beyond its title and summary: acronyms, places, notions. */
  keywords: z.array(z.string().min(2).max(40)).max(12).optional(),
  /** Two or three figures the article states, set beside it: what a reader should retain. */
  keyFigures: z
    .array(z.object({ value: z.string().min(1).max(12), label: z.string().min(20).max(120) }))
    .min(2)
    .max(3)
    .optional(),
  /** The texts it rests on (laws, codes, public data), named in full, listed under it. */
  sources: z.array(z.string().min(20).max(220)).max(6).optional(),
  /** The partner who signs it, by the slug of their card; without one, the firm signs it. */
  author: z.enum(partners, { error: `l’un des associés : ${partners.join(', ')}` }).optional(),
  /** Whom its closing call to action speaks to, by the slug of their page; without one, the landowners. */
  audience: audienceSlugSchema.optional(),
});

export type Article = z.infer<typeof articleSchema>;

export const articles = defineCollection({ dir: 'content/articles', schema: articleSchema, sort: (a, b) => a.number - b.number, unique: ['slug', 'number'] });
