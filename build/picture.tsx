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

export interface PictureMarkupProps {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  /** The page's LCP image: fetched first. */
  priority?: boolean;
  /** Above the fold but small (a logo): loaded at once, without jumping the queue. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

export function PictureMarkup({ image, alt, sizes, priority = false, eager = false, className, imgClassName }: PictureMarkupProps) {
  const imgClass = [image.placeholder, imgClassName].filter(Boolean).join(' ') || undefined;
  return createElement(
    'picture',
    { className },
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
