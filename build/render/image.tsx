// <Picture>: a source image from the images folder as <picture> with AVIF and WebP srcsets at
// several widths (never wider than the source), a JPEG (or PNG) fallback with its intrinsic
// width and height, lazy loading, and its dominant colour as a placeholder until it loads.
// The page's LCP image says `priority`: eager, fetchpriority="high", preloaded from the head.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement } from 'react';
import type { Format, ImageStore } from '../assets/images.ts';
import { PictureMarkup, type ResponsiveImage } from './picture.tsx';
import type { HeadLink } from './page.ts';

export type { ResponsiveImage };

export const DEFAULT_WIDTHS = [480, 800, 1200, 1600, 2000];

/**
 * The widest AVIF variant offered: wider ones are WebP, in the AVIF source's srcset too (every
 * browser that reads AVIF reads WebP). AVIF's encoding time grows with the pixels far faster
 * than WebP's: a 3840 × 2304 hero took 3.5 s in AVIF and 1.1 s in WebP (1,920 px: 1.5 s and
 * 1.0 s), and a cold build is bounded by them. Only ×2 screens of 1,000 px and more ask for
 * wider variants.
 */
export const AVIF_MAX_WIDTH = 2000;

interface Scope {
  page: string;
  store: ImageStore;
  headLinks: HeadLink[];
  problems: string[];
  /** Source images used, and the URL of every variant named. */
  sources: Set<string>;
  variants: Set<string>;
  /** Source images asked for that do not exist or cannot be decoded (the build says which after the pages). */
  unusable: Set<string>;
}

// The scope of the render under way. A page renders in one synchronous call, and the main thread
// runs its endpoints one after the other: a variable holds the scope, until an endpoint's promise
// settles. The helper thread runs several endpoints at once, each awaiting its imports and
// images: there, the scope follows each one's async context (AsyncLocalStorage). Only there:
// once used, AsyncLocalStorage makes every promise of its thread dearer (80 ms of the main
// thread's time in a build of 300 pages).
let held: Scope | null = null;
let scopes: AsyncLocalStorage<Scope> | null = null;

const newScope = (page: string, store: ImageStore): Scope => ({ page, store, headLinks: [], problems: [], sources: new Set(), variants: new Set(), unusable: new Set() });

/**
 * The engine opens a scope around each page render and each endpoint; `alongside`: other
 * renders may run while this one awaits (the helper thread's endpoints).
 */
export function collectImages<T>(page: string, store: ImageStore, render: () => T, { alongside = false } = {}): { result: T } & Omit<Scope, 'page' | 'store'> {
  const scope = newScope(page, store);
  const found = { headLinks: scope.headLinks, problems: scope.problems, sources: scope.sources, variants: scope.variants, unusable: scope.unusable };
  // Another render holding the variable is an endpoint awaiting (two builds at once in one
  // process): this one then follows its async context too.
  if (alongside || held) return { result: (scopes ??= new AsyncLocalStorage()).run(scope, render), ...found };
  held = scope;
  let result: T;
  try {
    result = render();
  } catch (error) {
    held = null;
    throw error;
  }
  if (result instanceof Promise) return { result: result.finally(() => void (held = null)) as T, ...found };
  held = null;
  return { result, ...found };
}

/** What a <Shared> fragment did to the images' scope, done again on every page that shows it. */
export interface ImageEffects {
  headLinks: HeadLink[];
  problems: string[];
  sources: string[];
  variants: string[];
  unusable: string[];
}

/** Renders a <Shared> fragment in a scope of its own, and says what it asked for. */
export function recordImages<T>(render: () => T): { result: T; effects: ImageEffects } {
  const outer = current();
  const scope = newScope(outer.page, outer.store);
  let result: T;
  if (scopes?.getStore()) result = scopes.run(scope, render);
  else {
    held = scope;
    try {
      result = render();
    } finally {
      held = outer;
    }
  }
  return { result, effects: { headLinks: scope.headLinks, problems: scope.problems, sources: [...scope.sources], variants: [...scope.variants], unusable: [...scope.unusable] } };
}

/** A fragment's images, noted in the scope of the page that shows it. */
export function replayImages(effects: ImageEffects): void {
  const s = current();
  s.headLinks.push(...effects.headLinks);
  s.problems.push(...effects.problems);
  for (const src of effects.sources) s.sources.add(src);
  for (const url of effects.variants) s.variants.add(url);
  for (const src of effects.unusable) s.unusable.add(src);
}

/** A variant, noted in the page's scope. */
function variant(s: Scope, src: string, width: number, format: Format, height?: number) {
  const v = s.store.variant(src, width, format, height);
  s.sources.add(src);
  s.variants.add(v.url);
  return v;
}

function current(): Scope {
  const scope = scopes?.getStore() ?? held;
  if (!scope) throw new Error('Images are asked for outside a page render or an endpoint');
  return scope;
}

// What a page gets for an image it cannot have: the page renders on, and the build fails after
// the pages, naming every such image once (not with a stack trace per page).
const UNUSABLE: ResponsiveImage = { width: 1, height: 1, avif: '', webp: '', fallback: '', placeholder: '' };

/**
 * Variants of a source image, as plain data (an island can take it as props).
 * `aspect` crops to that width/height ratio (e.g. 4 / 3). A source that does not exist or
 * cannot be decoded fails the build once the pages are rendered.
 */
export function responsiveImage(src: string, options: { widths?: number[]; aspect?: number } = {}): ResponsiveImage {
  const s = current();
  const source = s.store.sources.get(src);
  if (!source) {
    s.unusable.add(src);
    return UNUSABLE;
  }
  const ratio = options.aspect ?? source.width / source.height;
  const maxWidth = options.aspect ? Math.min(source.width, Math.floor(source.height * ratio)) : source.width;
  const candidates = (options.widths ?? DEFAULT_WIDTHS).filter((w) => w < maxWidth);
  const top = Math.min(maxWidth, Math.max(...(options.widths ?? DEFAULT_WIDTHS)));
  const widths = [...new Set([...candidates, top])].sort((a, b) => a - b);
  const heightOf = (w: number) => (options.aspect ? Math.round(w / ratio) : undefined);
  const srcset = (format: Format) =>
    widths
      .map((w) => {
        const v = variant(s, src, w, format === 'avif' && w > AVIF_MAX_WIDTH ? 'webp' : format, heightOf(w));
        return `${v.url} ${v.width}w`;
      })
      .join(', ');
  const fallbackFormat: Format = source.hasAlpha ? 'png' : 'jpeg';
  const fallbackWidth = widths.find((w) => w >= 1200) ?? widths[widths.length - 1]!;
  const fallback = variant(s, src, fallbackWidth, fallbackFormat, heightOf(fallbackWidth));
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
  const s = current();
  if (!s.store.sources.has(src)) {
    s.unusable.add(src);
    return '';
  }
  return variant(s, src, options.width, options.format ?? 'webp', options.height).url;
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
}

export function Picture({ src, alt, sizes, widths, aspect, crop, priority = false, eager = false, className, imgClassName }: PictureProps) {
  const s = current();
  if (typeof alt !== 'string') s.problems.push(`${s.page} -> image "${src}": no alt text (alt="" only for pure decoration)`);
  const image = responsiveImage(src, { widths, aspect });
  const art = crop ? [{ media: crop.media, sizes: crop.sizes ?? sizes, image: responsiveImage(src, { widths: crop.widths ?? widths, aspect: crop.aspect }) }] : [];
  if (priority) {
    // One preload for each crop, for the windows that show it.
    for (const a of art) s.headLinks.push({ rel: 'preload', as: 'image', type: 'image/avif', media: a.media, imagesrcset: a.image.avif, imagesizes: a.sizes, fetchpriority: 'high' });
    const media = crop ? { media: `not all and ${crop.media}` } : {};
    s.headLinks.push({ rel: 'preload', as: 'image', type: 'image/avif', ...media, imagesrcset: image.avif, imagesizes: sizes, fetchpriority: 'high' });
  }
  return createElement(PictureMarkup, { image, art, alt, sizes, priority, eager, className, imgClassName });
}
