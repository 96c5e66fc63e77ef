// What a build leaves for the next one that writes the same output folder, in
// `.cache/builds/<folder id>/state.json`: a stamp of every input (so that a build with nothing
// to do does nothing), and for each page the key of everything its HTML depends on, with what
// the checks, the size report and the endpoints need to know of it, so that a page whose key
// has not changed is neither rendered, checked nor written again. The file is replaced
// atomically once the new dist/ is in place; a build killed before that leaves the old state,
// which no longer matches dist/, and the next build makes again whatever it cannot vouch for.
//
// The file is the state as V8's serializer (node:v8) writes it, fields by name and maps as maps,
// with the version of its layout: a file of another version, or one that does not read, is no
// state, and the next build makes everything. (It is named `state.json` whatever it holds:
// out-dir.ts knows by that name a folder that a build made.)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PageFacts } from '../output/facts.ts';
import type { Budgets } from '../config.ts';
import { sameStamp, type FileRecord } from '../output/tree.ts';
import type { Variant } from '../assets/images.ts';
import type { BuiltHead } from '../render/page.ts';
import { atomicWrite } from './write.ts';

/** The layout of the file: a file of another version is no state, and the next build makes everything. */
const VERSION = 9;

export interface PageState {
  route: string;
  file: string;
  output: string;
  /** Hash of the page's code, props, the content it read and the images it used. */
  key: string;
  /** Content the render read: `content/articles:*` (the whole collection), `content/articles:<id>` (an entry's front matter) or `content/articles:<id>#body` (its text). */
  reads: string[];
  /** Source images the page used, relative to the images folder. */
  images: string[];
  head: BuiltHead;
  /** `Name:trigger` of each island, as the size report lists them. */
  islands: string[];
  htmlBytes: number;
  htmlGzip: number;
  jsInitialGzip: number;
  jsAllGzip: number;
  /** Image variants the page names (dist/ keeps them as long as one page does). */
  variants: string[];
  facts: PageFacts;
}

export type VariantInfo = Omit<Variant, 'url'>;

export interface ReportState {
  runtimeGzip: number;
  cssGzip: number;
  islandGzip: [string, number][];
  budgets: Budgets;
  images: { sources: number; variants: number };
}

export interface BuildState {
  /** Stamp of every file the build reads, and of the settings it runs with. */
  inputs: string;
  /** Every check passed: the pages carried over need not be checked again. */
  sound: boolean;
  /** What every page depends on: engine, settings, stylesheet and scripts. */
  global: string;
  pages: PageState[];
  variants: Map<string, VariantInfo>;
  /** Records of the files of dist/, and of the spare tree beside it (dist/ as it was before). */
  files: Map<string, FileRecord>;
  spare: Map<string, FileRecord>;
  report: ReportState;
  /** Folders whose listing the input stamp covers (the content collections). */
  watched: string[];
  /**
   * For each page file: a hash of its code and of what its routes() read (see fileKey in
   * cache/page-keys.ts). The same hash means the same routes with the same props.
   */
  fileKeys: Map<string, string>;
  /**
   * What each thing a page read or used stood for when this build ran: content reads
   * (`content/articles:<id>`, ...) and source images (`image:<src>`). A page none of whose
   * reads changed keeps its key without it being worked out again.
   */
  hashes: Map<string, string>;
}

/** An output folder's name in the caches (its state, its lock). */
export const folderId = (outDir: string) => createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16);

export function stateFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'builds', folderId(outDir), 'state.json');
}

/** The state as the file holds it. */
interface StoredState extends Omit<BuildState, 'pages' | 'spare'> {
  version: typeof VERSION;
  pages: Omit<PageState, 'facts'>[];
  /**
   * The facts of the pages, in their order, serialized apart: they are most of the state, and
   * only a build with pages to check or to write again reads them.
   */
  facts: Uint8Array;
  spare: SpareDifference;
}

/**
 * The spare tree as the file holds it: its difference from dist/ (the spare tree is dist/ as it
 * was one build before, and of thousands of files a few differ).
 */
interface SpareDifference {
  /** The files whose record in the spare tree is not dist/'s. */
  changed: Map<string, FileRecord>;
  /** The files of dist/ the spare tree lacks. */
  missing: string[];
}

export function saveState(file: string, state: BuildState): void {
  const pages = withSharedLists(state.pages);
  const stored: StoredState = {
    version: VERSION,
    ...state,
    pages: pages.map(({ facts: _, ...page }) => page),
    facts: v8.serialize(pages.map((page) => page.facts)),
    spare: spareDifference(state.spare, state.files),
  };
  atomicWrite(file, v8.serialize(stored));
}

/** The state the last build left for this file, or null: none, unreadable, or of another version. */
export function loadState(file: string): BuildState | null {
  let stored: StoredState;
  try {
    stored = v8.deserialize(readFileSync(file)) as StoredState;
  } catch {
    return null;
  }
  if (stored?.version !== VERSION) return null;
  const { version: _, facts, spare, ...state } = stored;
  let allFacts: PageFacts[] | undefined;
  const factsOf = (i: number) => (allFacts ??= v8.deserialize(facts) as PageFacts[])[i]!;
  return { ...state, pages: state.pages.map((page, i) => withFacts(page, () => factsOf(i))), spare: spareFrom(spare, state.files) };
}

/** A page whose facts are read the first time they are asked for. */
function withFacts(page: Omit<PageState, 'facts'>, read: () => PageFacts): PageState {
  let facts: PageFacts | undefined;
  return Object.defineProperty(page as PageState, 'facts', {
    get: () => (facts ??= read()),
    set: (value: PageFacts) => void (facts = value),
    enumerable: true,
  });
}

/**
 * The pages as the file holds them, where the lists of strings that many pages hold alike are one
 * array: V8's serializer writes an object it has written already as a reference to it, and the
 * next build reads it back as one array. Thousands of pages name the same few sets of image
 * variants, source images and islands, and hold the same header and footer links.
 */
function withSharedLists(pages: PageState[]): PageState[] {
  const one = oneOfEach();
  return pages.map((page) => ({
    ...page,
    images: one(page.images),
    islands: one(page.islands),
    variants: one(page.variants),
    facts: { ...page.facts, links: page.facts.links.map(one) },
  }));
}

/** Gives the same array for equal lists of strings: the first of them it was given. */
function oneOfEach() {
  const byFirst = new Map<string | undefined, (readonly (string | undefined)[])[]>();
  return <T extends readonly (string | undefined)[]>(list: T): T => {
    const known = byFirst.get(list[0]);
    if (!known) byFirst.set(list[0], [list]);
    else {
      for (const k of known) if (sameList(k, list)) return k as T;
      known.push(list);
    }
    return list;
  };
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function spareDifference(spare: Map<string, FileRecord>, files: Map<string, FileRecord>): SpareDifference {
  const changed = new Map<string, FileRecord>();
  for (const [rel, record] of spare) {
    const f = files.get(rel);
    if (!f || f.hash !== record.hash || !sameStamp(f, record)) changed.set(rel, record);
  }
  const missing = [...files.keys()].filter((rel) => !spare.has(rel));
  return { changed, missing };
}

function spareFrom({ changed, missing }: SpareDifference, files: Map<string, FileRecord>): Map<string, FileRecord> {
  const spare = new Map(files);
  for (const rel of missing) spare.delete(rel);
  for (const [rel, record] of changed) spare.set(rel, record);
  return spare;
}
