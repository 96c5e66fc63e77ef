// Which pages must be made again. A page's key is a hash of what its HTML is made of: its code
// (its module and every chunk it imports), its props, each piece of content it read (an entry's
// front matter or text, or a whole collection), each source image it used (content, size and
// placeholder), and, through `global`, what every page shares (the engine and the settings, the
// site's config, the names of the browser code and the stylesheet, the head links and scripts).
// A page whose key is the one the last build recorded, and whose file dist/ holds intact, is
// carried over; the others are rendered again.
//
// The key is worked out only when something it covers may have changed: a page keeps the key it
// had when its file's routes() gave the same routes (fileKey) and nothing it read or used
// changed (the state's hashes: what each read and image stood for when the last build ran).
import { createHash, type Hash } from 'node:crypto';
import { shortHash } from '../common.ts';
import type { SiteConfig } from '../config.ts';
import type { ImageStore } from '../assets/images.ts';
import type { ClientBundle } from '../assets/islands.ts';
import type { Collection } from '../content/collection.ts';
import type { HeadLink } from '../render/page.ts';
import type { Route } from '../render/routes.ts';
import type { BuildState, PageState } from './state.ts';

/** How a source image is named among the reads in the state's hashes. */
const IMAGE = 'image:';

/** What every page depends on besides its own code and data: `global` in each page's key. */
export function globalKey(shared: { settings: object; config: SiteConfig; client: ClientBundle; stylesheet: string; headLinks: HeadLink[]; scripts: string[] }): string {
  const { settings, config, client, stylesheet, headLinks, scripts } = shared;
  return shortHash(
    JSON.stringify({
      settings,
      config: { ...config, collections: config.collections.map((c) => c.dir) },
      client: [client.runtime, [...client.entries], [...client.styles]],
      stylesheet,
      headLinks,
      scripts,
    }),
  );
}

/** What a key reads besides the page: the code of each file, its routes' reads, the content, the images. */
export interface KeyInputs {
  /** The hash of the code each page or endpoint file runs, by file. */
  codeHashes: Map<string, string>;
  /** What each file's routes() read, by file. */
  routeReads: Map<string, string[]>;
  collections: Collection[];
  images: Pick<ImageStore, 'sourceKey'>;
}

export class PageKeys {
  /** The last build's state, when what every page shares is the same; else no page is carried over. */
  private readonly same: BuildState | null;
  private readonly before: Map<string, PageState>;
  /**
   * A page that read a whole collection makes every page of its template depend on it: a value
   * kept between renders would otherwise hide the read from the pages after it.
   */
  private readonly wholeReads = new Map<string, Set<string>>();
  private readonly collections: Map<string, Collection>;
  /** Whether each read changed since the last build, once asked. */
  private readonly changes = new Map<string, boolean>();
  /** Each page file's key: its code and what its routes() read. */
  private readonly fileKeys = new Map<string, string>();

  /** `global`: what every page depends on besides its own code and data (see globalKey). */
  constructor(
    previous: BuildState | null,
    readonly global: string,
    private readonly inputs: KeyInputs,
  ) {
    this.same = previous?.global === global ? previous : null;
    this.before = new Map((this.same?.pages ?? []).map((p) => [p.route, p]));
    for (const p of this.before.values()) for (const r of p.reads) if (r.endsWith(':*')) this.wholeReads.set(p.file, (this.wholeReads.get(p.file) ?? new Set()).add(r));
    this.collections = new Map(inputs.collections.map((c) => [c.dir, c]));
  }

  /**
   * The last build's page of a route, when it may be carried over: the same file, the same key,
   * and `intact()` (its file in dist/, asked last: it looks at the file). Otherwise the start of
   * the page's new key, finished once it is rendered (see keyOf).
   */
  decide(route: Route, intact: () => boolean): { keep: PageState } | { start: Hash } {
    const found = this.before.get(route.route);
    const last = found?.file === route.file ? found : undefined;
    // (No start: the page keeps its key, unless its file must be made again.)
    const start = last && this.unchanged(route.file, last) ? null : this.start(route);
    if (last && (start === null || last.key === this.keyOf(route, start, last.reads, last.images)) && intact()) return { keep: last };
    return { start: start ?? this.start(route) };
  }

  /** A page's key: its start (code and props), then the content it read and the images it used. */
  keyOf(route: Route, start: Hash, reads: string[], sources: string[]): string {
    const whole = this.wholeReads.get(route.file);
    const allReads = whole ? [...new Set([...reads, ...whole])] : reads.length > 1 ? [...new Set(reads)] : reads;
    const h = start.copy();
    for (const r of allReads.length > 1 ? [...allReads].sort() : allReads) h.update(`\n${r}=${this.readHash(r)}`);
    for (const src of sources.length > 1 ? [...sources].sort() : sources) h.update(`\n${src}=${this.inputs.images.sourceKey(src)}`);
    return h.digest('hex').slice(0, 20);
  }

  /** What the pages' reads and images stand for now, and each page file's key: what the next build carries by. */
  forNextBuild(pages: PageState[]): { fileKeys: Map<string, string>; hashes: Map<string, string> } {
    const hashes = new Map<string, string>();
    const note = (read: string) => hashes.has(read) || hashes.set(read, this.hashNow(read));
    for (const p of pages) {
      if (p.key === 'error') continue;
      for (const r of p.reads) note(r);
      for (const r of this.wholeReads.get(p.file) ?? []) note(r);
      for (const src of p.images) note(IMAGE + src);
      this.fileKey(p.file);
    }
    return { fileKeys: this.fileKeys, hashes };
  }

  /** A key's start, the hash of the page's code and props: started once, finished by keyOf. */
  private start(route: Route): Hash {
    return createHash('sha1')
      .update(this.inputs.codeHashes.get(route.file) ?? '')
      .update('\n')
      .update(JSON.stringify(route.props) ?? '');
  }

  /**
   * A page keeps the key it had when the same routes gave it the same props and nothing it read
   * or used changed; otherwise its key is worked out again (the props may be the same).
   */
  private unchanged(file: string, last: PageState): boolean {
    if (last.key === 'error' || this.same?.fileKeys.get(file) !== this.fileKey(file) || last.reads.some(this.changed) || last.images.some((src) => this.changed(IMAGE + src))) return false;
    for (const r of this.wholeReads.get(file) ?? []) if (this.changed(r)) return false;
    return true;
  }

  /**
   * A file's routes are those of the last build, with the same props, when its code and what
   * its routes() read are the same (routes() is a function of them, as a render is).
   */
  private fileKey(file: string): string {
    let key = this.fileKeys.get(file);
    if (key === undefined) {
      const h = createHash('sha1').update(this.inputs.codeHashes.get(file) ?? '');
      for (const r of [...(this.inputs.routeReads.get(file) ?? [])].sort()) h.update(`\n${r}=${this.readHash(r)}`);
      this.fileKeys.set(file, (key = h.digest('hex').slice(0, 20)));
    }
    return key;
  }

  /** Whether what a read or a source image stands for changed since the last build. */
  private readonly changed = (read: string): boolean => {
    let c = this.changes.get(read);
    if (c === undefined) this.changes.set(read, (c = this.same?.hashes.get(read) !== this.hashNow(read)));
    return c;
  };

  /** What a read or a source image stands for now. */
  private hashNow(read: string): string {
    return read.startsWith(IMAGE) ? this.inputs.images.sourceKey(read.slice(IMAGE.length)) : this.readHash(read);
  }

  /** What a content read (`<collection dir>:<id>`) stands for now. */
  private readHash(read: string): string {
    const at = read.lastIndexOf(':');
    return this.collections.get(read.slice(0, at))?.hashOf(read.slice(at + 1)) ?? 'missing';
  }
}
