// The <picture> markup for a responsive image: used by <Picture> on the server and by islands
// in the browser (it imports nothing but React, so it bundles small).
import { createElement } from 'react';

export interface ResponsiveImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** A single JPEG (PNG for images with transparency) for browsers without srcset support. */
  fallback: string;
  /** Class of the dominant-colour placeholder, or "" for transparent images. */
  placeholder: string;
}

/** Another crop of the image for the windows `media` matches (art direction: a portrait crop for phones). */
export interface ArtDirection {
  media: string;
  image: ResponsiveImage;
  sizes: string;
}

export interface PictureMarkupProps {
  image: ResponsiveImage;
  /** Crops chosen before `image` where their media query matches. */
  art?: ArtDirection[];
  alt: string;
  sizes: string;
  /** The page's LCP image: fetched first. */
  priority?: boolean;
  /** Above the fold but small (a logo): loaded at once, without jumping the queue. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

export function PictureMarkup({ image, art = [], alt, sizes, priority = false, eager = false, className, imgClassName }: PictureMarkupProps) {
  const imgClass = [image.placeholder, imgClassName].filter(Boolean).join(' ') || undefined;
  return createElement(
    'picture',
    { className },
    ...art.flatMap((a, i) => [
      createElement('source', { key: `a${i}`, type: 'image/avif', media: a.media, srcSet: a.image.avif, sizes: a.sizes, width: a.image.width, height: a.image.height }),
      createElement('source', { key: `w${i}`, type: 'image/webp', media: a.media, srcSet: a.image.webp, sizes: a.sizes, width: a.image.width, height: a.image.height }),
    ]),
    createElement('source', { type: 'image/avif', srcSet: image.avif, sizes }),
    createElement('source', { type: 'image/webp', srcSet: image.webp, sizes }),
    createElement('img', {
      src: image.fallback,
      alt,
      width: image.width,
      height: image.height,
      className: imgClass,
      ...(priority ? { fetchPriority: 'high' } : eager ? {} : { loading: 'lazy', decoding: 'async' }),
    }),
  );
}
