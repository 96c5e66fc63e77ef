// <Picture>: a source image from the images folder as <picture> with AVIF and WebP srcsets at
// several widths (never wider than the source), a JPEG (or PNG) fallback with its intrinsic
// width and height, lazy loading, and its dominant colour as a placeholder until it loads.
// The page's LCP image says `priority`: eager, fetchpriority="high", preloaded from the head.
import { createElement } from 'react';
import { errors } from '../errors.ts';
import type { Focus, Format, ImageStore } from '../assets/images.ts';
import { useRenderScope } from './context.ts';
import { PictureMarkup, type ResponsiveImage } from './picture.tsx';
import type { HeadLink } from './page.ts';
import { currentScope, RenderScope } from './scope.ts';

export type { ResponsiveImage };

export const DEFAULT_WIDTHS = [480, 800, 1200, 1600, 2000];

/**
 * The widest AVIF variant offered: wider ones are WebP, in the AVIF source's srcset too (every
 * browser that reads AVIF reads WebP). AVIF's encoding time grows with the pixels far faster
 * than WebP's, and a cold build is bounded by the widest variants; only ×2 screens of 1,000 px
 * and more ask for wider ones.
 */
export const AVIF_MAX_WIDTH = 2000;

/** A render that may ask for images: a page's, a fragment's, an endpoint's. */
type ImageScope = RenderScope & { readonly images: ImageStore };


/** The scope of the render under way, for the functions a site calls without one. */
function imageScope(): ImageScope {
  const scope = currentScope();
  if (!scope || !hasImages(scope)) throw errors.outsideRender('an image asked for outside a page render or an endpoint', 'Ask for images (<Picture>, responsiveImage, imageUrl) while a page or an endpoint renders, not when a module loads.');
  return scope;
}

const hasImages = (scope: RenderScope): scope is ImageScope => scope.images !== undefined;

/** The images `render` asks for outside a page (an endpoint's): it runs in a scope of its own. */
export function collectImages<T>(file: string, store: ImageStore, render: () => T): { result: T; headLinks: HeadLink[]; problems: string[]; sources: Set<string>; variants: Set<string>; unusable: Set<string> } {
  const scope = new RenderScope({ file, images: store });
  const result = scope.run(render);
  return { result, headLinks: scope.headLinks, problems: scope.imageProblems, sources: scope.sources, variants: scope.variants, unusable: scope.unusable };
}

/** A variant, noted in the render's scope. */
function variant(scope: ImageScope, src: string, width: number, format: Format, height?: number, focus?: Focus) {
  const v = scope.images.variant(src, width, format, height, focus);
  scope.sources.add(src);
  scope.variants.add(v.url);
  return v;
}

// What a page gets for an image it cannot have: the page renders on, and the build fails after
// the pages, naming every such image once (not with a stack trace per page).
const UNUSABLE: ResponsiveImage = { width: 1, height: 1, avif: '', webp: '', fallback: '', placeholder: '' };

/**
 * Variants of a source image, as plain data (an island can take it as props).
 * `aspect` crops to that width/height ratio (e.g. 4 / 3), around `focus` when given (see
 * Variant.focus). A source that does not exist or cannot be decoded fails the build once the
 * pages are rendered.
 */
export function responsiveImage(src: string, options: ImageOptions = {}): ResponsiveImage {
  return responsiveImageIn(imageScope(), src, options);
}

interface ImageOptions {
  widths?: number[];
  aspect?: number;
  focus?: Focus;
}

function responsiveImageIn(scope: ImageScope, src: string, options: ImageOptions): ResponsiveImage {
  const source = scope.images.sources.get(src);
  if (!source) {
    scope.unusable.add(src);
    return UNUSABLE;
  }
  const ratio = options.aspect ?? source.width / source.height;
  const maxWidth = options.aspect ? Math.min(source.width, Math.floor(source.height * ratio)) : source.width;
  const candidates = (options.widths ?? DEFAULT_WIDTHS).filter((w) => w < maxWidth);
  const widest = Math.max(...(options.widths ?? DEFAULT_WIDTHS));
  const top = Math.min(maxWidth, widest);
  // Widths a component names are those its place needs to be sharp (to 1920 px at ×2): a source
  // narrower than the widest would be drawn blurred, and fails the build (steps/render.ts).
  if (options.widths && top < widest) scope.needs(src, widest);
  const widths = [...new Set([...candidates, top])].sort((a, b) => a - b);
  const heightOf = (w: number) => (options.aspect ? Math.round(w / ratio) : undefined);
  const srcset = (format: Format) =>
    widths
      .map((w) => {
        const v = variant(scope, src, w, format === 'avif' && w > AVIF_MAX_WIDTH ? 'webp' : format, heightOf(w), options.focus);
        return `${v.url} ${v.width}w`;
      })
      .join(', ');
  const fallbackFormat: Format = source.hasAlpha ? 'png' : 'jpeg';
  const fallbackWidth = widths.find((w) => w >= 1200) ?? widths[widths.length - 1]!;
  const fallback = variant(scope, src, fallbackWidth, fallbackFormat, heightOf(fallbackWidth), options.focus);
  return {
    width: top,
    height: options.aspect ? Math.round(top / ratio) : Math.round((source.height * top) / source.width),
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: fallback.url,
    placeholder: source.hasAlpha ? '' : `ph-${source.color}`,
  };
}

/** One variant's URL, e.g. a large WebP for a lightbox or a 1200×630 JPEG for Open Graph. */
export function imageUrl(src: string, options: { width: number; height?: number; format?: Format }): string {
  const scope = imageScope();
  if (!scope.images.sources.has(src)) {
    scope.unusable.add(src);
    return '';
  }
  return variant(scope, src, options.width, options.format ?? 'webp', options.height).url;
}

/** A source image's own width and height (1 × 1 for one that cannot be had, as for a variant; the editor's preview knows none). */
export function sourceSize(src: string): { width: number; height: number } | undefined {
  const scope = imageScope();
  const source = scope.images.sources.get(src);
  if (!source) scope.unusable.add(src);
  return source ? { width: source.width, height: source.height } : { width: 1, height: 1 };
}

export interface PictureProps {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser to pick a width: "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  widths?: number[];
  aspect?: number;
  /** The page's largest image above the fold: loaded first, preloaded from the head. */
  priority?: boolean;
  /** Above the fold but not the LCP image: loaded at once, without jumping the queue. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  /**
   * Another crop of the same source for the windows `media` matches, tried before the image
   * itself: e.g. a portrait crop for phones, where a landscape photo covering a tall box would be
   * drawn far larger than its pixels.
   */
  crop?: { media: string; aspect: number; sizes?: string; widths?: number[] };
  /**
   * Where the picture's subject lies (shares of its width and height): the crops, `aspect` or
   * `crop`, keep it in view. Without it, they keep what libvips finds most salient.
   */
  focus?: Focus;
}

export function Picture({ src, alt, sizes, widths, aspect, crop, focus, priority = false, eager = false, className, imgClassName }: PictureProps) {
  const scope = useRenderScope('<Picture>');
  if (typeof alt !== 'string') scope.imageProblems.push(`${scope.file} -> image "${src}": no alt text (alt="" only for pure decoration)`);
  const image = responsiveImageIn(scope, src, { widths, aspect, focus });
  const art = crop ? [{ media: crop.media, sizes: crop.sizes ?? sizes, image: responsiveImageIn(scope, src, { widths: crop.widths ?? widths, aspect: crop.aspect, focus }) }] : [];
  if (priority) {
    // One preload for each crop, for the windows that show it.
    for (const a of art) scope.headLinks.push({ rel: 'preload', as: 'image', type: 'image/avif', media: a.media, imagesrcset: a.image.avif, imagesizes: a.sizes, fetchpriority: 'high' });
    const media = crop ? { media: `not all and ${crop.media}` } : {};
    scope.headLinks.push({ rel: 'preload', as: 'image', type: 'image/avif', ...media, imagesrcset: image.avif, imagesizes: sizes, fetchpriority: 'high' });
  }
  return createElement(PictureMarkup, { image, art, alt, sizes, priority, eager, className, imgClassName });
}
