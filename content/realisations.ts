// The realised projects: one Markdown file each in content/realisations/. The body's `## `
// sections are the page's text blocks, in order; galleries and facts are front matter.
import * as z from 'zod';
import { defineCollection } from '../build/content/collection.ts';
import { french } from './french.ts';
import { voiceSchema } from './proof.ts';

const image = z.string().regex(/^realisations\/[a-z0-9-]+\/[a-z0-9/-]+\.(jpg|png)$/, 'un chemin sous content/images/realisations/');

const share = z.number().min(0).max(100);

/**
 * A floor plan's rooms, numbered over the drawing in their order (the plan itself carries no
 * words): each number is drawn at `at`, `x` and `y` per cent of the image's width and height from
 * its top left corner, once per room of that name (two guest rooms alike share a number), and the list
 * under the plan names each room and its area.
 */
export const planRoomsSchema = z
  .array(
    z.object({
      name: french(3, 60),
      area: z.string().regex(/^\d+(,\d)?\u00a0m²$/, 'une surface comme «\u00a015,5\u00a0m²\u00a0», une espace insécable avant m²').optional(),
      at: z.array(z.object({ x: share, y: share })).min(1),
    }),
  )
  .min(2);

export const galleryImageSchema = z.object({
  src: image,
  // French typography checked here, where the build names the file and the field, not only in the built page.
  alt: french(8),
  title: french().optional(),
  description: french().optional(),
  // The room a photo shows: a reportage's photos of one room follow one another under its name.
  room: french().optional(),
  /** A floor plan's rooms, numbered over it. */
  rooms: planRoomsSchema.optional(),
});

/** How many images each project's galleries hold (spec §9). */
export const galleryCounts: Record<string, Record<string, number>> = {
  'villa-pamplemousse': { galerie: 9, plans: 11 },
  'appartement-prestige-auteuil-monaco': { grille: 16, photos: 44 },
  'les-etoiles-du-rocher': { galerie: 17 },
  'immeuble-luxe-bella-vista': { galerie: 7 },
};

export const realisationSchema = z
  .object({
    order: z.number().int().min(1),
    slug: z.enum(['villa-pamplemousse', 'appartement-prestige-auteuil-monaco', 'les-etoiles-du-rocher', 'immeuble-luxe-bella-vista']),
    title: z.string().min(3),
    subtitle: z.string().min(10),
    category: z.literal('Résidentiel'),
    location: z.string().min(3),
    yearStart: z.number().int().min(1990).max(2100),
    yearEnd: z.number().int().min(1990).max(2100),
    description: z.string().min(100).max(170),
    excerpt: z.string().min(40),
    image,
    imageAlt: z.string().min(10),
    website: z.url().optional(),
    videoId: z.string().regex(/^[\w-]{11}$/, 'un identifiant de vidéo YouTube (11 caractères)').optional(),
    videoTitle: z.string().optional(),
    panorama: image.optional(),
    panoramaAlt: z.string().optional(),
    /** The fact sheet every project states first: where, how large, how many homes, and what the firm did there (its years are yearStart and yearEnd). */
    sheet: z.object({
      commune: z.string().min(3),
      surface: z.string().regex(/\d[\u00a0 ]m²/, 'une surface en m²'),
      units: z.string().regex(/^\d+ /, 'un nombre de logements ou de lots, ex. « 6 appartements »'),
      role: z.string().min(10),
    }),
    facts: z.array(z.object({ label: z.string().min(2), value: z.string().min(1) })).min(2),
    /** A renovation's state before the works, from the hero's point of view, shown under its story (with its alt and caption). */
    beforeImage: image.optional(),
    beforeAlt: french(20).optional(),
    beforeCaption: french(10).optional(),
    /**
     * A plan beside the project's text, its figures in the caption: a typical home of a programme
     * (its rooms and their areas), or the site (what stands where).
     */
    plan: z.object({ src: image, alt: french(40), caption: french(40), rooms: planRoomsSchema.optional() }).optional(),
    /** What the client said of the operation, unnamed: shown under the fact sheet, beside the budget and the time. */
    voice: voiceSchema,
    galleries: z.record(z.string(), z.array(galleryImageSchema)),
  })
  .superRefine((r, ctx) => {
    if (r.beforeImage && !(r.beforeAlt && r.beforeCaption)) ctx.addIssue({ code: 'custom', path: [r.beforeAlt ? 'beforeCaption' : 'beforeAlt'], message: 'la photo «\u00a0avant les travaux\u00a0» demande sa description et sa légende' });
    if (r.yearEnd < r.yearStart) ctx.addIssue({ code: 'custom', path: ['yearEnd'], message: 'la livraison précède le début des travaux' });
    for (const [id, count] of Object.entries(galleryCounts[r.slug] ?? {})) {
      const found = r.galleries[id]?.length ?? 0;
      if (found !== count) ctx.addIssue({ code: 'custom', path: ['galleries', id], message: `${count} images attendues, ${found} trouvées` });
    }
    // The Monaco reportage shows its photos room by room.
    if (r.slug === 'appartement-prestige-auteuil-monaco')
      r.galleries.photos?.forEach((photo, i) => {
        if (!photo.room) ctx.addIssue({ code: 'custom', path: ['galleries', 'photos', i, 'room'], message: 'la pièce que montre la photo (ex. « Séjour ») : le reportage les range pièce par pièce' });
      });
  });

export type Realisation = z.infer<typeof realisationSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type PlanRooms = z.infer<typeof planRoomsSchema>;

export const realisations = defineCollection({ dir: 'content/realisations', schema: realisationSchema, sort: (a, b) => a.order - b.order, unique: ['slug', 'order'] });

/** The fact sheet's rows, then the project's own facts. */
export const factSheet = (r: Realisation, labels: { commune: string; surface: string; units: string; years: string; role: string }) => [
  { label: labels.commune, value: r.sheet.commune },
  { label: labels.surface, value: r.sheet.surface },
  { label: labels.units, value: r.sheet.units },
  { label: labels.years, value: years(r) },
  { label: labels.role, value: r.sheet.role },
  ...r.facts,
];

/** "2022 – 2024" (the dash kept with the first year), or "2023" when the works began and ended the same year. */
export const years = (r: Realisation) => (r.yearStart === r.yearEnd ? String(r.yearEnd) : `${r.yearStart}\u00a0– ${r.yearEnd}`);
