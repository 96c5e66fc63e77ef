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

const VERSION = 2;

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
  /** What every page depends on: engine, settings, stylesheet and scripts. */
  global: string;
  pages: PageState[];
  variants: Map<string, VariantInfo>;
  files: Map<string, FileRecord>;
  report: ReportState;
  /** Folders whose listing the input stamp covers (the content collections). */
  watched: string[];
}

export function stateFile(cacheDir: string, outDir: string): string {
  const id = createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return path.join(cacheDir, 'builds', id, 'state.json');
}

/**
 * Written with every repeated string (URLs in the header, ids, variant names) kept once in a
 * table: 10,000 pages fit in a few megabytes.
 */
export function saveState(file: string, state: BuildState): void {
  const table: string[] = [];
  const index = new Map<string, number>();
  const s = (value: string) => {
    let i = index.get(value);
    if (i === undefined) {
      i = table.push(value) - 1;
      index.set(value, i);
    }
    return i;
  };
  const pages = state.pages.map((p) => [
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
    p.facts.ids.map(s),
    p.facts.links.map((l) => l.map((part) => s(part!))),
    p.facts.images,
    p.facts.h1,
  ]);
  const data = {
    version: VERSION,
    inputs: state.inputs,
    global: state.global,
    pages,
    variants: [...state.variants].map(([url, v]) => [s(url), s(v.src), v.width, v.height, v.format]),
    files: [...state.files].map(([rel, r]) => [s(rel), r.hash, r.size, r.mtimeMs, r.ino]),
    report: state.report,
    watched: state.watched,
    strings: table,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(data));
  renameSync(tmp, file);
}

type Row = unknown[];

export function loadState(file: string): BuildState | null {
  let data: { version: number; strings: string[]; pages: Row[]; variants: Row[]; files: Row[] } & Pick<BuildState, 'inputs' | 'global' | 'report' | 'watched'>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  if (data.version !== VERSION) return null;
  const t = data.strings;
  const ss = (list: unknown) => (list as number[]).map((i) => t[i]!);
  const pages = data.pages.map((row): PageState => {
    const [route, file, output, key, reads, images, head, islands, htmlBytes, htmlGzip, jsInitialGzip, jsAllGzip, variants, ids, links, badImages, h1] = row;
    return {
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
      facts: { ids: ss(ids), links: (links as number[][]).map((l) => ss(l) as PageFacts['links'][number]), images: badImages as string[], h1: h1 as number },
    };
  });
  return {
    inputs: data.inputs,
    global: data.global,
    pages,
    variants: new Map(data.variants.map(([url, src, width, height, format]) => [t[url as number]!, { src: t[src as number]!, width, height, format } as VariantInfo])),
    files: new Map(data.files.map(([rel, hash, size, mtimeMs, ino]) => [t[rel as number]!, { hash, size, mtimeMs, ino } as FileRecord])),
    report: data.report,
    watched: data.watched,
  };
}
