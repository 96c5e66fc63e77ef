// What a build leaves for the next one that writes the same output folder, in
// `.cache/builds/<folder id>/state.json`: a stamp of every input (so that a build with nothing
// to do does nothing), and for each page the key of everything its HTML depends on, with what
// the checks, the size report and the endpoints need to know of it, so that a page whose key
// has not changed is neither rendered, checked nor written again. The file is replaced
// atomically once the new dist/ is in place; a build killed before that leaves the old state,
// which no longer matches dist/, and the next build makes again whatever it cannot vouch for.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageFacts } from './facts.ts';
import type { Budgets } from './config.ts';
import type { FileRecord } from './output.ts';
import type { Format } from './images.ts';
import type { BuiltHead } from './page.ts';

const VERSION = 5;

export interface PageState {
  route: string;
  file: string;
  output: string;
  /** Hash of the page's code, props, the content it read and the images it used. */
  key: string;
  /** Content the render read: `content/articles:*` (the whole collection) or `content/articles:<id>`. */
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
}

/** An output folder's name in the caches (its state, its lock). */
export const folderId = (outDir: string) => createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16);

export function stateFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'builds', folderId(outDir), 'state.json');
}

// The file, one JSON value a line: a header; the variants; the files of dist/ and of the spare
// tree; the table of strings (every repeated string, a URL of the header or a variant's name, is
// kept once: 10,000 pages fit in a few megabytes); a line per page; then a line of facts per
// page, in the same order, parsed only when a check asks for a page's facts (a build that
// renders two pages of thousands needs two). The table only grows between builds, so the lines
// of a page a build carried over are written back as they were read, not made again; it is
// rebuilt from nothing once half of it has gone stale. Every character beyond ASCII is written
// as a JSON escape: the file is then read as one-byte text, without decoding UTF-8 (which took
// four times as long as reading the file).

/** The lines each page was read from (its facts' line, while they have not been replaced), and the table they refer to. */
const lines = new WeakMap<PageState, { page: string; facts: string | null }>();
let loaded: { file: string; table: string[] } | null = null;

const ascii = (json: string) => json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function saveState(file: string, state: BuildState): void {
  const reuse = loaded?.file === file && loaded.table.length < 2 * (loadedBase ?? Infinity);
  const table: string[] = reuse ? [...loaded!.table] : [];
  const index = new Map<string, number>(table.map((value, i) => [value, i]));
  const s = (value: string) => {
    let i = index.get(value);
    if (i === undefined) {
      i = table.push(value) - 1;
      index.set(value, i);
    }
    return i;
  };
  const pageLines: string[] = [];
  const factLines: string[] = [];
  for (const p of state.pages) {
    const read = reuse ? lines.get(p) : undefined;
    pageLines.push(
      read?.page ??
        ascii(
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
    factLines.push(read?.facts ?? ascii(JSON.stringify([p.facts.ids.map(s), p.facts.links.map((l) => l.map((part) => s(part!))), p.facts.images, p.facts.h1])));
  }
  const variants = JSON.stringify([...state.variants].map(([url, v]) => [s(url), s(v.src), v.width, v.height, v.format]));
  const records = (map: Map<string, FileRecord>) => JSON.stringify([...map].map(([rel, r]) => [s(rel), r.hash, r.size, r.mtimeMs, r.ino]));
  const files = records(state.files);
  const spare = records(state.spare);
  const header = { version: VERSION, inputs: state.inputs, sound: state.sound, global: state.global, report: state.report, watched: state.watched, base: reuse ? loadedBase : table.length };
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  // The table last: writing the records above added to it.
  writeFileSync(tmp, [ascii(JSON.stringify(header)), variants, files, spare, ascii(JSON.stringify(table)), ...pageLines, ...factLines].join('\n'), 'latin1');
  renameSync(tmp, file);
}

/** Size of the table when it was last built from nothing. */
let loadedBase: number | null = null;

export function loadState(file: string): BuildState | null {
  let text: string;
  try {
    text = readFileSync(file, 'latin1');
  } catch {
    return null;
  }
  try {
    const [headerLine, variantsLine, filesLine, spareLine, tableLine, ...rest] = text.split('\n');
    const header = JSON.parse(headerLine!) as { version: number; base: number } & Pick<BuildState, 'inputs' | 'sound' | 'global' | 'report' | 'watched'>;
    if (header.version !== VERSION || rest.length % 2) return null;
    const t = JSON.parse(tableLine!) as string[];
    const ss = (list: unknown) => (list as number[]).map((i) => t[i]!);
    const count = rest.length / 2;
    const pages: PageState[] = [];
    for (let n = 0; n < count; n++) {
      const line = rest[n]!;
      const factsLine = rest[count + n]!;
      const [route, file, output, key, reads, images, head, islands, htmlBytes, htmlGzip, jsInitialGzip, jsAllGzip, variants] = JSON.parse(line) as unknown[];
      let facts: PageFacts | null = null;
      const read = { page: line, facts: factsLine as string | null };
      const page: PageState = {
        route: route as string,
        file: t[file as number]!,
        output: output as string,
        key: key as string,
        reads: ss(reads),
        images: ss(images),
        head: head as BuiltHead,
        islands: ss(islands),
        htmlBytes: htmlBytes as number,
        htmlGzip: htmlGzip as number,
        jsInitialGzip: jsInitialGzip as number,
        jsAllGzip: jsAllGzip as number,
        variants: ss(variants),
        get facts() {
          if (!facts) {
            const [ids, links, badImages, h1] = JSON.parse(factsLine) as unknown[];
            facts = { ids: ss(ids), links: (links as number[][]).map((l) => ss(l) as PageFacts['links'][number]), images: badImages as string[], h1: h1 as number };
          }
          return facts;
        },
        set facts(value) {
          facts = value;
          read.facts = null;
        },
      };
      lines.set(page, read);
      pages.push(page);
    }
    loaded = { file, table: t };
    loadedBase = header.base;
    return {
      inputs: header.inputs,
      sound: header.sound,
      global: header.global,
      pages,
      variants: new Map((JSON.parse(variantsLine!) as Row[]).map(([url, src, width, height, format]) => [t[url as number]!, { src: t[src as number]!, width, height, format } as VariantInfo])),
      files: recordsOf(filesLine!, t),
      spare: recordsOf(spareLine!, t),
      report: header.report,
      watched: header.watched,
    };
  } catch {
    return null; // written by another version, or damaged: as if there were none
  }
}

type Row = unknown[];

const recordsOf = (line: string, t: string[]) =>
  new Map((JSON.parse(line) as Row[]).map(([rel, hash, size, mtimeMs, ino]) => [t[rel as number]!, { hash, size, mtimeMs, ino } as FileRecord]));
