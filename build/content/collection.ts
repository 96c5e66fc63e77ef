// Markdown collections and typed data, validated with zod at build time. A bad field fails the
// build with `content/<file> -> <field>: <message>`, every problem of the collection at once.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';
import { errors } from '../errors.ts';
import { ContentCache, type ReadEntry } from './cache.ts';
import { ALLOWED_MARKUP, ENGINE_IDS, renderMarkdown, unreadable, type Heading, type Rendered } from './markdown.ts';
import { currentScope, RenderScope } from '../render/scope.ts';

export type { Heading };

export interface Section {
  title: string;
  id: string;
  /** The section's HTML, its own heading left out. */
  html: string;
}

export interface Entry<T> {
  /** File name without extension. */
  id: string;
  /** Path relative to the site root, for messages. */
  file: string;
  data: T;
  html: string;
  headings: Heading[];
  /** The body cut at each `## ` heading; what comes before the first one is left out. */
  sections: Section[];
  words: number;
}

export interface Collection<T = unknown> {
  readonly dir: string;
  /**
   * Reads the folder; front matter whose file has not changed comes from `cache`, already
   * validated when `code` (a hash of the site's code, the schemas among it) is the same.
   * Links in the text to another origin than `siteUrl`'s get rel="noopener".
   */
  load(root: string, cache?: ContentCache, code?: string, siteUrl?: string): void;
  all(): Entry<T>[];
  get(id: string): Entry<T>;
  /**
   * What a page that read it depends on: `<id>` an entry's front matter, `<id>#body` its text
   * too (its whole file), `*` every entry's front matter (the list, its order).
   */
  hashOf(id: string): string;
  /** Forgets what the last build read: reading it now throws ContentNotLoaded until load(). */
  unload(): void;
  /**
   * The ids the pages showing the entries write themselves (the site's `layoutIds`, given by
   * defineConfig): no heading of the text takes one.
   */
  reserveIds(ids: readonly string[]): void;
}

export function issuesOf(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file} -> ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** The rendered HTML cut at each h2, keeping each heading's text and id. */
function sectionsOf(html: string): Section[] {
  const sections: Section[] = [];
  const parts = html.split(/(?=<h2 id=")/);
  for (const part of parts) {
    const match = /^<h2 id="([^"]+)">(.*?)<\/h2>\n?/s.exec(part);
    if (!match) continue;
    sections.push({ id: match[1]!, title: match[2]!, html: part.slice(match[0].length) });
  }
  return sections;
}

function countWords(markdown: string): number {
  return markdown.replace(/[#*_>`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** The fields of the entries loaded whose value is `value`, as `<file> -> <field>`: for messages. */
export function fieldsHolding(collections: Collection[], value: string): string[] {
  const found: string[] = [];
  const visit = (file: string, data: unknown, field: string) => {
    if (data === value) found.push(`${file} -> ${field}`);
    else if (data && typeof data === 'object') for (const [key, v] of Object.entries(data)) visit(file, v, field ? `${field}.${key}` : key);
  };
  for (const collection of collections) for (const { file, data } of collection.all()) visit(file, data, '');
  return found;
}

/** Read before the build loaded it (or in a thread that does not load content). */
export class ContentNotLoaded extends Error {}

// ---- What a page reads ------------------------------------------------------------------
// While the engine renders a page, every all() and get() is noted: a page depends on the
// entries it read (a page that read all() on every entry), and is rendered again when one of
// them changes; on an entry's front matter only, unless it asked for its text (html, headings,
// sections, words): a list of titles stays as it is when a paragraph of one article changes.
// Read content while rendering, or take it as props from routes(); never keep it in a
// module-level variable, which would hide from later pages what they read.

/** The mark of a read of an entry's text (`content/posts:premier#body`), not only its front matter. */
const BODY = '#body';

/** Notes a read in the scope of the render under way, if any. */
const noteRead = (read: string) => void currentScope()?.reads.add(read);

/** Runs `render` (a template's routes(), say) and says what content it read. */
export function trackReads<T>(render: () => T): { result: T; reads: string[] } {
  const scope = new RenderScope({ file: '' });
  const result = scope.run(render);
  return { result, reads: [...scope.reads] };
}

/** How a collection is declared (see defineCollection). */
interface CollectionOptions<T> {
  dir: string;
  schema: z.ZodType<T>;
  sort?: (a: T, b: T) => number;
  unique?: (keyof T & string)[];
}

/**
 * A folder of Markdown files whose front matter follows `schema`.
 * `sort` orders `all()`; ids are the file names; no two entries share a value of a `unique`
 * field (a slug that makes a page's address, say). The Markdown of an entry is checked when its
 * file is read (see markdown.ts), and rendered when a page first asks for its `html`,
 * `headings` or `sections`.
 */
export function defineCollection<S extends z.ZodType>(options: Omit<CollectionOptions<z.infer<S>>, 'schema'> & { schema: S }): Collection<z.infer<S>> {
  type E = Entry<z.infer<S>>;
  let entries: E[] | null = null;
  let byId = new Map<string, E>();
  let hashes = new Map<string, EntryHashes>();
  let whole = '';
  /** The ids no heading takes, and a hash of them: a page that shows the text depends on them too. */
  let taken: ReadonlySet<string> = new Set(ENGINE_IDS);
  let takenHash = '';
  const whenLoaded = () => {
    if (!entries) throw new ContentNotLoaded(`The collection ${options.dir} is read before the build loaded it; list it in site.config.ts.`);
    return entries;
  };
  return {
    dir: options.dir,
    load(root, cache = new ContentCache(null), code = '', siteUrl) {
      const loaded = loadEntries(options as CollectionOptions<z.infer<S>>, { root, cache, code, siteUrl, taken });
      entries = loaded.entries;
      byId = new Map(entries.map((e) => [e.id, e]));
      hashes = loaded.hashes;
      whole = createHash('sha1')
        .update(entries.map((e) => `${e.id}:${hashes.get(e.id)!.matter}`).join('\n'))
        .digest('hex')
        .slice(0, 16);
    },
    all() {
      noteRead(`${options.dir}:*`);
      return whenLoaded();
    },
    get(id) {
      whenLoaded();
      noteRead(`${options.dir}:${id}`);
      const entry = byId.get(id);
      if (!entry) throw errors.unknownEntry(options.dir, id);
      return entry;
    },
    unload() {
      entries = null;
    },
    reserveIds(ids) {
      taken = new Set([...ENGINE_IDS, ...ids]);
      takenHash = ids.length ? ` ${createHash('sha1').update([...taken].sort().join(' ')).digest('hex').slice(0, 16)}` : '';
    },
    hashOf(id) {
      whenLoaded();
      if (id === '*') return whole;
      if (id.endsWith(BODY)) return `${hashes.get(id.slice(0, -BODY.length))?.file ?? 'missing'}${takenHash}`;
      return hashes.get(id)?.matter ?? 'missing';
    },
  };
}

/** An entry's hashes: its file's, and its front matter's. */
interface EntryHashes {
  file: string;
  matter: string;
}

/** What loading a collection is given (see Collection.load). */
interface LoadSetup {
  root: string;
  cache: ContentCache;
  /** The site code's hash: front matter validated under the same code is not validated again. */
  code: string;
  siteUrl: string | undefined;
  taken: ReadonlySet<string>;
}

/** Every file of a collection's folder read and validated, sorted; the first class of problem fails, every instance of it listed. */
function loadEntries<T>(options: CollectionOptions<T>, setup: LoadSetup): { entries: Entry<T>[]; hashes: Map<string, EntryHashes> } {
  const dir = path.join(setup.root, options.dir);
  const files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
  const found: FileProblems = { problems: [], markup: [], bounds: [] };
  const entries: Entry<T>[] = [];
  const hashes = new Map<string, EntryHashes>();
  for (const name of files) {
    const entry = loadEntry(options, setup, name, found);
    if (!entry) continue;
    hashes.set(entry.entry.id, entry.hashes);
    entries.push(entry.entry);
  }
  if (files.length === 0) found.problems.push(`${options.dir} -> (folder): no .md file found`);
  if (found.bounds.length) throw errors.markdownBounds(found.bounds);
  if (found.problems.length) throw errors.invalidContent(found.problems);
  if (found.markup.length) throw errors.forbiddenMarkup(found.markup, ALLOWED_MARKUP);
  const duplicates = duplicatesOf(entries, options.unique ?? []);
  if (duplicates.length) throw errors.duplicateEntries(duplicates);
  if (options.sort) entries.sort((a, b) => options.sort!(a.data, b.data));
  return { entries, hashes };
}

/** What a collection's files hold that fails the build, by kind. */
interface FileProblems {
  /** Front matter that does not parse or does not follow the schema. */
  problems: string[];
  /** Markup the body may not hold. */
  markup: string[];
  /** A file past the bounds (see markdown-limits). */
  bounds: string[];
}

/** One file of a collection as an entry, or null with its problems noted in `found`. */
function loadEntry<T>(options: CollectionOptions<T>, setup: LoadSetup, name: string, found: FileProblems): { entry: Entry<T>; hashes: EntryHashes } | null {
  const { cache, code } = setup;
  const file = path.join(options.dir, name);
  const abs = path.join(setup.root, file);
  let read: ReadEntry;
  try {
    read = cache.read(abs);
  } catch (error) {
    found.problems.push(`${file} -> front matter: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
  for (const { line, what, limit } of read.markup.problems) (limit ? found.bounds : found.markup).push(`${file}${line ? `:${line}` : ''} -> ${what}`);
  // A file past the bounds is reported for them alone (one too large was not even parsed).
  if (read.markup.problems.some((p) => p.limit)) return null;
  let data = code ? (cache.valid(read, `${code}:${options.dir}`) as T | undefined) : undefined;
  if (data === undefined) {
    const result = options.schema.safeParse(read.data);
    if (!result.success) {
      found.problems.push(...issuesOf(file, result.error));
      return null;
    }
    data = result.data;
    if (code) cache.validated(abs, `${code}:${options.dir}`, data);
  }
  const id = name.replace(/\.md$/, '');
  const entry = lazyEntry({ dir: options.dir, id, file, data, body: read.body, siteUrl: setup.siteUrl, taken: setup.taken });
  return { entry, hashes: { file: read.hash, matter: read.matter } };
}

// The Markdown of the entries read last, rendered: a page asks for its entry's HTML and
// headings in turn, and 10,000 rendered articles kept to the end would fill the memory.
const recent = new Map<object, Rendered>();

/** The entries after the first with the same value of one of `fields`, each naming the first. */
function duplicatesOf<T>(entries: Entry<T>[], fields: (keyof T & string)[]): string[] {
  const problems: string[] = [];
  for (const field of fields) {
    const first = new Map<unknown, string>();
    for (const { file, data } of entries) {
      const value = data[field];
      if (value === undefined) continue;
      const other = first.get(value);
      if (other) problems.push(`${file} -> ${field}: ${JSON.stringify(value)} is also the ${field} of ${other}`);
      else first.set(value, file);
    }
  }
  return problems;
}

interface EntrySource<T> {
  dir: string;
  id: string;
  file: string;
  data: T;
  body: () => string;
  siteUrl?: string;
  /** The ids no heading takes. */
  taken: ReadonlySet<string>;
}

/** An entry whose Markdown is rendered when it is asked for (the page asking then depends on its text). */
function lazyEntry<T>({ dir, id, file, data, body, siteUrl, taken }: EntrySource<T>): Entry<T> {
  const self = {};
  const textRead = `${dir}:${id}${BODY}`;
  const md = () => {
    let rendered = recent.get(self);
    if (!rendered) {
      rendered = renderEntry(file, body(), siteUrl, taken);
      recent.set(self, rendered);
      if (recent.size > 16) recent.delete(recent.keys().next().value!);
    }
    return rendered;
  };
  let sections: Section[] | null = null;
  let words: number | null = null;
  return {
    id,
    file,
    data,
    get html() {
      noteRead(textRead);
      return md().html;
    },
    get headings() {
      noteRead(textRead);
      return md().headings;
    },
    get sections() {
      noteRead(textRead);
      return (sections ??= sectionsOf(md().html));
    },
    get words() {
      noteRead(textRead);
      return (words ??= countWords(body()));
    },
  };
}

/** A body rendered; what marked throws on it is a build error naming its file, not a page's crash. */
function renderEntry(file: string, body: string, siteUrl: string | undefined, taken: ReadonlySet<string>): Rendered {
  try {
    return renderMarkdown(body, siteUrl, taken);
  } catch (error) {
    throw errors.markdownBounds([`${file} -> ${unreadable(error).what}`]);
  }
}

/**
 * Validates data written in TypeScript (e.g. `content/site.ts`) with the same error format as
 * the Markdown collections: `defineData('content/site.ts', schema, value)`.
 */
export function defineData<S extends z.ZodType>(file: string, schema: S, value: z.input<S>): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw errors.invalidContent(issuesOf(file, result.error));
  return result.data;
}
