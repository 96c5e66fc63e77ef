// What a build leaves for the next one that writes the same output folder, in
// `.cache/builds/<folder id>/state.json`: a stamp of every input (so that a build with nothing
// to do does nothing), and for each page the key of everything its HTML depends on, with what
// the checks, the size report and the endpoints need to know of it, so that a page whose key
// has not changed is neither rendered, checked nor written again. The file is replaced
// atomically once the new dist/ is in place; a build killed before that leaves the old state,
// which no longer matches dist/, and the next build makes again whatever it cannot vouch for.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';
import type { PageFacts } from '../output/facts.ts';
import type { Budgets } from '../config.ts';
import { sameStamp, type FileRecord } from '../output/tree.ts';
import type { Format } from '../assets/images.ts';
import type { BuiltHead } from '../render/page.ts';

const VERSION = 8;

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

export interface VariantInfo {
  src: string;
  width: number;
  height: number;
  format: Format;
}

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
   * pipeline.ts). The same hash means the same routes with the same props.
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

// The file, one JSON value a line: a header; the variants; the files of dist/ and of the spare
// tree; the table of strings (every repeated string, a URL of the header or a variant's name, is
// kept once: 10,000 pages fit in a few megabytes); what the pages' reads stood for; a line per
// page; then a line of facts per page, in the same order. Every character beyond ASCII is written as a JSON escape, so that a
// line is read from the file's bytes as it is, without decoding UTF-8.
//
// A build that changes a few pages of thousands reads and writes most of the file unchanged:
// each line is decoded only when it is needed (a page's facts when a check asks for them: a
// build that renders two pages needs two), and the lines of the pages carried over go back
// into the file as the bytes they were read from. The table only grows between builds, which
// keeps their numbers right; it is rebuilt from nothing once half of it has gone stale. Memory
// is what this saves most: each megabyte a build touches for the first time costs it several
// milliseconds of the system's time.

/**
 * A page as the last build left it: what the carry needs is read at once, the rest (its lists
 * of strings, its facts) when asked for; its two lines are kept as the bytes read, to be written
 * back while they still describe it.
 */
class StoredPage implements PageState {
  readonly route: string;
  readonly file: string;
  readonly output: string;
  readonly key: string;
  readonly head: BuiltHead;
  readonly htmlBytes: number;
  readonly htmlGzip: number;
  readonly jsInitialGzip: number;
  readonly jsAllGzip: number;
  #row: unknown[];
  #table: string[];
  #reads?: string[];
  #images?: string[];
  #islands?: string[];
  #variants?: string[];
  #facts?: PageFacts;

  constructor(
    row: unknown[],
    table: string[],
    readonly pageLine: Buffer,
    /** Null once the facts have been replaced. */
    public factsLine: Buffer | null,
  ) {
    this.#row = row;
    this.#table = table;
    this.route = row[0] as string;
    this.file = table[row[1] as number]!;
    this.output = row[2] as string;
    this.key = row[3] as string;
    this.head = row[6] as BuiltHead;
    this.htmlBytes = row[8] as number;
    this.htmlGzip = row[9] as number;
    this.jsInitialGzip = row[10] as number;
    this.jsAllGzip = row[11] as number;
  }

  #strings(i: number): string[] {
    return (this.#row[i] as number[]).map((n) => this.#table[n]!);
  }

  get reads() {
    return (this.#reads ??= this.#strings(4));
  }
  get images() {
    return (this.#images ??= this.#strings(5));
  }
  get islands() {
    return (this.#islands ??= this.#strings(7));
  }
  get variants() {
    return (this.#variants ??= this.#strings(12));
  }
  get facts(): PageFacts {
    if (!this.#facts) {
      const t = this.#table;
      const [ids, links, images, h1] = JSON.parse(this.factsLine!.toString('latin1')) as [number[], number[][], string[], number];
      this.#facts = { ids: ids.map((i) => t[i]!), links: links.map((l) => l.map((i) => t[i]!) as PageFacts['links'][number]), images, h1 };
    }
    return this.#facts;
  }
  set facts(value: PageFacts) {
    this.#facts = value;
    this.factsLine = null;
  }
}
let loaded: { file: string; table: string[]; tableBytes: Buffer; files: Map<string, FileRecord>; filesBytes: Buffer; base: number } | null = null;

// The spare tree is dist/ as it was one build before: its records are written as a difference
// from dist/'s (the files that differ, and those it lacks), a few lines where thousands are the same.
const spareRows = (spare: Map<string, FileRecord>, files: Map<string, FileRecord>, s: (value: string) => number) => {
  const changed: Row[] = [];
  for (const [rel, r] of spare) {
    const f = files.get(rel);
    if (!f || f.hash !== r.hash || !sameStamp(f, r)) changed.push(rowOf(rel, r, s));
  }
  const missing: number[] = [];
  for (const rel of files.keys()) if (!spare.has(rel)) missing.push(s(rel));
  return { changed, missing };
};

const ascii = (json: string) => json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const bytes = (json: string) => Buffer.from(ascii(json), 'latin1');
const NEWLINE = Buffer.from('\n');

export function saveState(file: string, state: BuildState): void {
  const last = loaded?.file === file && loaded.table.length < 2 * loaded.base ? loaded : null;
  const table: string[] = last ? [...last.table] : [];
  let index: Map<string, number> | null = null;
  const s = (value: string) => {
    index ??= new Map(table.map((v, i) => [v, i]));
    let i = index.get(value);
    if (i === undefined) {
      i = table.push(value) - 1;
      index.set(value, i);
    }
    return i;
  };
  const pageLines: Buffer[] = [];
  const factLines: Buffer[] = [];
  for (const p of state.pages) {
    const read = last && p instanceof StoredPage ? p : undefined;
    pageLines.push(
      read?.pageLine ??
        bytes(
          JSON.stringify([
            p.route,
            s(p.file),
            p.output,
            p.key,
            p.reads.map(s),
            p.images.map(s),
            p.head,
            p.islands.map(s),
            p.htmlBytes,
            p.htmlGzip,
            p.jsInitialGzip,
            p.jsAllGzip,
            p.variants.map(s),
          ]),
        ),
    );
    factLines.push(read?.factsLine ?? bytes(JSON.stringify([p.facts.ids.map(s), p.facts.links.map((l) => l.map((part) => s(part!))), p.facts.images, p.facts.h1])));
  }
  const variants = bytes(JSON.stringify([...state.variants].map(([url, v]) => [s(url), s(v.src), v.width, v.height, v.format])));
  const files = last && state.files === last.files ? last.filesBytes : bytes(JSON.stringify([...state.files].map(([rel, r]) => rowOf(rel, r, s))));
  const spare = bytes(JSON.stringify(spareRows(state.spare, state.files, s)));
  const hashes = bytes(JSON.stringify([...state.hashes].map(([read, hash]) => [s(read), hash])));
  // The table last: writing the lines above added to it. Strings added go after those read.
  const added = table.slice(last?.table.length ?? 0);
  const tableBytes = !last
    ? bytes(JSON.stringify(table))
    : !added.length
      ? last.tableBytes
      : Buffer.concat([last.tableBytes.subarray(0, -1), bytes(`${last.table.length ? ',' : ''}${JSON.stringify(added).slice(1)}`)]);
  const header = bytes(JSON.stringify({ version: VERSION, inputs: state.inputs, sound: state.sound, global: state.global, report: state.report, watched: state.watched, fileKeys: [...state.fileKeys], base: last ? last.base : table.length }));
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  const parts = [header, variants, files, spare, tableBytes, hashes, ...pageLines, ...factLines].flatMap((line, i) => (i ? [NEWLINE, line] : [line]));
  const fd = openSync(tmp, 'w');
  try {
    // A few system calls for thousands of lines, without copying them into one buffer first.
    for (let i = 0; i < parts.length; i += 512) {
      const chunk = parts.slice(i, i + 512);
      const size = chunk.reduce((sum, b) => sum + b.length, 0);
      const written = writevSync(fd, chunk);
      if (written < size) writeSync(fd, Buffer.concat(chunk).subarray(written));
    }
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

export function loadState(file: string): BuildState | null {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return null;
  }
  try {
    const ends: number[] = [];
    for (let at = buf.indexOf(10); at >= 0; at = buf.indexOf(10, at + 1)) ends.push(at);
    ends.push(buf.length);
    const line = (n: number) => buf.subarray(n ? ends[n - 1]! + 1 : 0, ends[n]);
    const json = (n: number) => JSON.parse(line(n).toString('latin1')) as unknown;
    const header = json(0) as { version: number; base: number; fileKeys: [string, string][] } & Pick<BuildState, 'inputs' | 'sound' | 'global' | 'report' | 'watched'>;
    const rest = ends.length - 6;
    if (header.version !== VERSION || rest % 2) return null;
    const tableBytes = line(4);
    const t = JSON.parse(tableBytes.toString('latin1')) as string[];
    const ss = (list: unknown) => (list as number[]).map((i) => t[i]!);
    const count = rest / 2;
    const pages: PageState[] = [];
    for (let n = 0; n < count; n++) {
      const pageLine = line(6 + n);
      pages.push(new StoredPage(JSON.parse(pageLine.toString('latin1')) as unknown[], t, pageLine, line(6 + count + n)));
    }
    const filesBytes = line(2);
    const files = recordsOf(filesBytes.toString('latin1'), t);
    loaded = { file, table: t, tableBytes, files, filesBytes, base: header.base };
    return {
      inputs: header.inputs,
      sound: header.sound,
      global: header.global,
      pages,
      variants: new Map((json(1) as Row[]).map(([url, src, width, height, format]) => [t[url as number]!, { src: t[src as number]!, width, height, format } as VariantInfo])),
      files,
      spare: spareOf(json(3) as ReturnType<typeof spareRows>, files, t),
      report: header.report,
      watched: header.watched,
      fileKeys: new Map(header.fileKeys),
      hashes: new Map((json(5) as [number, string][]).map(([read, hash]) => [t[read]!, hash])),
    };
  } catch {
    return null; // written by another version, or damaged: as if there were none
  }
}

type Row = unknown[];

/** A file's record as a row of the file (its path a number of the table), and back. */
const rowOf = (rel: string, r: FileRecord, s: (value: string) => number): Row => [s(rel), r.hash, r.size, r.mtimeMs, r.ctimeMs, r.ino];
const entryOf = ([rel, hash, size, mtimeMs, ctimeMs, ino]: Row, t: string[]): [string, FileRecord] => [t[rel as number]!, { hash, size, mtimeMs, ctimeMs, ino } as FileRecord];

function spareOf({ changed, missing }: ReturnType<typeof spareRows>, files: Map<string, FileRecord>, t: string[]): Map<string, FileRecord> {
  const spare = new Map(files);
  for (const i of missing) spare.delete(t[i]!);
  for (const row of changed) spare.set(...entryOf(row, t));
  return spare;
}

const recordsOf = (line: string, t: string[]) => new Map((JSON.parse(line) as Row[]).map((row) => entryOf(row, t)));
