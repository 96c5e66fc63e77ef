// Sample projects and editorial photos come from the realised projects, so a tile always
// points at a page that exists and a photo keeps the alt text written for it.
import { realisations, type GalleryImage, type Realisation } from '../../content/realisations.ts';

/** A picture and the alt text written for it. */
export type PictureRef = Pick<GalleryImage, 'src' | 'alt'>;

/**
 * The realisation a sample tile shows. content/pages.ts writes its links as
 * /realisations/<slug>, a path the site never served: the slug is read from the tile's
 * image folder (realisations/<slug>/hero.jpg) and the page is /nos-realisations/<slug>.
 */
export function realisationOf(image: string): Realisation & { href: string } {
  const slug = /^realisations\/([a-z0-9-]+)\//.exec(image)?.[1];
  const entry = realisations.all().find((r) => r.data.slug === slug);
  if (!entry) throw new Error(`content/pages.ts -> projects: no realisation matches the image "${image}" (expected realisations/<slug>/…)`);
  return { ...entry.data, href: `/nos-realisations/${entry.data.slug}` };
}

/** A gallery photo of a realisation, with the alt text its Markdown gives it. */
export function galleryPhoto(src: string): GalleryImage {
  for (const r of realisations.all())
    for (const list of Object.values(r.data.galleries)) {
      const found = list.find((g) => g.src === src);
      if (found) return found;
    }
  throw new Error(`pages/acteurs: "${src}" is in no gallery of content/realisations/*.md`);
}
