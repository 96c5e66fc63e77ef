import { imageUrl, Picture } from '../../../build/render/image.tsx';
import type { GalleryImage } from '../../../content/realisations.ts';
import { Island, type Trigger } from '../../../build/render/island.tsx';
import GalleryIsland, { type GalleryProps } from '../../../islands/Gallery.tsx';
import { portfolioWords } from '../../../content/portfolio.ts';
import { PlanLegend, PlanMarks } from './PlanKey.tsx';

/** Width of the full-size image a thumbnail links to (plans are drawn at most 1,680 px wide). */
export const LARGE_PHOTO = 2000;
export const LARGE_PLAN = 1600;

/** How one cell of a gallery shows: its CSS modifier, and the image widths that fit it. */
export interface Cell {
  className?: string;
  sizes: string;
  widths: number[];
}

/**
 * A gallery as a list: every image a link to its large version, so that a click opens the
 * full-size image without JavaScript; with `behaviour`, the Gallery island opens it in the viewer
 * instead and may reveal the tiles. Items with a title and description get a <figcaption>.
 */
export function Gallery({
  id,
  label,
  images,
  layout,
  cell,
  large = LARGE_PHOTO,
  zoomLabel = portfolioWords.zoomPhoto,
  behaviour,
}: {
  /** The list's id (none for a list that a page names no link to). */
  id?: string;
  /** Accessible name of the list. */
  label: string;
  images: GalleryImage[];
  /** CSS modifier of the grid: `gallery-${layout}`. */
  layout: string;
  /** Sizes, widths and modifier of the image at index i. */
  cell: (i: number) => Cell;
  large?: number;
  zoomLabel?: string;
  /** The viewer and reveal island around the list (the viewer is named like the list unless told). */
  behaviour?: Omit<GalleryProps, 'label' | 'children'> & { label?: string };
}) {
  const list = (
    <ul className={`gallery gallery-${layout}`} id={id} aria-label={label}>
      {images.map((image, i) => {
        const { className, sizes, widths } = cell(i);
        const link = (
          // The file the link opens is never smaller than the largest the thumbnail may show.
          <a className="gallery-link" href={imageUrl(image.src, { width: Math.max(large, ...widths), format: 'webp' })}>
            <Picture src={image.src} alt={image.alt} sizes={sizes} widths={widths} />
            {image.rooms && <PlanMarks src={image.src} rooms={image.rooms} />}
            <span className="visually-hidden"> ({zoomLabel})</span>
          </a>
        );
        return (
          <li key={image.src} className={['gallery-item', className].filter(Boolean).join(' ')} data-index={i}>
            {image.title ? (
              <figure>
                {link}
                <figcaption>
                  <span className="gallery-title">{image.title}</span>
                  {image.description && <span className="gallery-text">{image.description}</span>}
                  {image.rooms && <PlanLegend rooms={image.rooms} />}
                </figcaption>
              </figure>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
  if (!behaviour) return list;
  // A revealed gallery wakes up as it nears the screen; the others on the first touch.
  const hydrate: Trigger = behaviour.reveal ? 'visible(200px)' : 'interaction';
  return (
    <Island of={GalleryIsland} props={{ label, ...behaviour }} hydrate={hydrate}>
      {list}
    </Island>
  );
}
