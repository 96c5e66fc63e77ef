// In the editor's script, in place of build/render/image.tsx: a picture of the entry shown as
// the editor holds it (an upload not yet saved included), in the site's own <picture> markup.
import { PictureMarkup } from '../../../build/render/picture.tsx';

let assetUrl: (src: string) => string = (src) => src;

/** How a preview turns a picture's path of content/images/ into an address (Decap's getAsset). */
export function setAssetUrl(resolve: (src: string) => string) {
  assetUrl = resolve;
}

export function imageUrl(src: string): string {
  return assetUrl(src);
}

/**
 * A source's size is not known to the preview (an upload, a file of the repository): a plan's
 * numbers, laid out in its proportions, show on the site, not here.
 */
export function sourceSize(_src: string): { width: number; height: number } | undefined {
  return undefined;
}

export function Picture({ src, alt, sizes, aspect, className, imgClassName }: { src: string; alt: string; sizes: string; aspect?: number; className?: string; imgClassName?: string; widths?: number[]; priority?: boolean; eager?: boolean; crop?: unknown }) {
  const width = 1200;
  const height = Math.round(width / (aspect ?? 3 / 2));
  return <PictureMarkup image={{ width, height, avif: '', webp: '', fallback: assetUrl(src), placeholder: '' }} alt={alt} sizes={sizes} className={className} imgClassName={imgClassName} eager />;
}
