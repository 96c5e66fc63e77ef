// What one render does that the build needs to know: a page's, a <Shared> fragment's, an
// endpoint's, a template's routes(). The engine makes a scope for each render and hands it on:
// to components through React context (context.ts), to its own functions as an argument.
//
// Some functions a site calls cannot be handed it: `responsiveImage()`, `imageUrl()`, a
// collection's `all()` and `get()` take no scope, and run in components, in a page's head(), in
// routes() and in endpoints. A worker of the executor's pool runs several endpoints at once, each asking for
// images after its awaits. Such a function finds the scope of the render it runs in through
// the async context that `run()` opens.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType } from 'react';
import type { ImageStore } from '../assets/images.ts';
import type { HeadLink, PageContext } from './page.ts';

/**
 * When the island's code loads:
 * - `load`: at once; `idle`: after the page loaded, when the browser is idle;
 * - `visible` or `visible(200px)`: when it comes within that margin of the viewport;
 * - `media((min-width: 768px))`: when the media query matches;
 * - `interaction`: on the first click or focus inside it (replayed once hydrated).
 */
export type Trigger = 'load' | 'idle' | 'visible' | `visible(${string})` | `media(${string})` | 'interaction';

/** An island placed on a page: its props go to the browser in the order islands are placed. */
export interface IslandRecord {
  name: string;
  file: string;
  trigger: Trigger;
  props: unknown;
}

/** What a render did besides its markup, as plain data: a <Shared> fragment keeps it to do again on each page. */
export interface RenderRecord {
  islands: IslandRecord[];
  /** Island props that cannot be sent to the browser. */
  propProblems: string[];
  /** Preloads for the images marked `priority`. */
  headLinks: HeadLink[];
  /** Images without alt text. */
  imageProblems: string[];
  /** Source images used, and the URL of every variant named. */
  sources: string[];
  variants: string[];
  /** Source images asked for that do not exist or cannot be decoded (the build names them after the pages). */
  unusable: string[];
  /** Source images narrower than the widest width their place asks for, with that width. */
  small: [string, number][];
  /** Content read: see trackReads in content/collection.ts. */
  reads: string[];
}

/** A <Shared> fragment rendered once, for the page named. */
export interface Fragment {
  page: string;
  html: string;
  record: RenderRecord;
}

/** The <Shared> fragments of one build, and whether each use renders again to check the kept one. */
export interface SharedFragments {
  made: Map<string, Fragment>;
  verify: boolean;
}

/** What a page's components may use. */
export interface PageEnv {
  /** The page's route, e.g. "/contact". */
  route: string;
  islands: Map<ComponentType<never>, { name: string; file: string }>;
  islandSrc: (file: string) => string;
  islandCss: (file: string) => string | undefined;
  shared: SharedFragments;
}

const running = new AsyncLocalStorage<RenderScope>();

/** The scope of the render under way here, if any (for functions that cannot be handed it). */
export function currentScope(): RenderScope | undefined {
  return running.getStore();
}

export class RenderScope {
  /** The page's or endpoint's file, as messages name it ('' for routes(), which renders neither). */
  readonly file: string;
  /** Where images come from: pages and endpoints have it. */
  readonly images: ImageStore | undefined;

  readonly islands: IslandRecord[] = [];
  readonly propProblems: string[] = [];
  readonly headLinks: HeadLink[] = [];
  readonly imageProblems: string[] = [];
  readonly sources = new Set<string>();
  readonly variants = new Set<string>();
  readonly unusable = new Set<string>();
  readonly small = new Map<string, number>();
  readonly reads = new Set<string>();

  constructor({ file, images }: { file: string; images?: ImageStore }) {
    this.file = file;
    this.images = images;
  }

  /** Runs `render` in this scope: what it calls finds the scope, after its awaits too. */
  run<T>(render: () => T): T {
    return running.run(this, render);
  }

  /** Notes that `src` is drawn up to `width` pixels wide, more than it has. */
  needs(src: string, width: number): void {
    this.small.set(src, Math.max(width, this.small.get(src) ?? 0));
  }

  record(): RenderRecord {
    const { islands, propProblems, headLinks, imageProblems } = this;
    return { islands, propProblems, headLinks, imageProblems, sources: [...this.sources], variants: [...this.variants], unusable: [...this.unusable], small: [...this.small], reads: [...this.reads] };
  }

  /** Notes what a fragment recorded, as if this render had done it. */
  absorb(record: RenderRecord): void {
    this.islands.push(...record.islands);
    this.propProblems.push(...record.propProblems);
    this.headLinks.push(...record.headLinks);
    this.imageProblems.push(...record.imageProblems);
    for (const src of record.sources) this.sources.add(src);
    for (const url of record.variants) this.variants.add(url);
    for (const src of record.unusable) this.unusable.add(src);
    for (const [src, width] of record.small) this.needs(src, width);
    for (const read of record.reads) this.reads.add(read);
  }
}

/** The scope of a page, or of a <Shared> fragment: what its components may use besides. */
export class PageScope extends RenderScope {
  declare readonly images: ImageStore;
  readonly page: PageEnv;
  /** The page's context for usePage(): none inside a <Shared> fragment. */
  readonly ctx: PageContext | undefined;
  /** A <Shared> fragment: its islands' indices are marks, numbered where it lands on a page. */
  readonly recording: boolean;

  constructor({ file, images, page, ctx, recording = false }: { file: string; images: ImageStore; page: PageEnv; ctx?: PageContext; recording?: boolean }) {
    super({ file, images });
    this.page = page;
    this.ctx = ctx;
    this.recording = recording;
  }

  /** A scope for a <Shared> fragment rendered within this one: what it may use, nothing it recorded. */
  fragment(): PageScope {
    return new PageScope({ file: this.file, images: this.images, page: this.page, recording: true });
  }
}
