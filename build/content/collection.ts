// Markdown collections and typed data, validated with zod at build time. A bad field fails the
// build with `content/<file> -> <field>: <message>`, every problem of the collection at once.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import type Matter from 'gray-matter';
import { usedCacheFiles } from '../assets/incremental.ts';
import { load } from '../lazy.ts';
import type * as z from 'zod';
import { errors } from '../errors.ts';
import { ALLOWED_MARKUP, checkMarkdown, ENGINE_IDS, MARKDOWN_RULES, oversized, renderAhead, renderMarkdown, stillRendered, unreadable, type Heading, type MarkupProblem, type Rendered } from './markdown.ts';
import { settled } from '../cache/stamps.ts';
import { atomicWrite } from '../cache/write.ts';
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

// ---- Front matter kept between builds ---------------------------------------------------

interface CachedEntry {
  size: number;
  mtimeMs: number;
  /** The file's hash, and its front matter's (what a page that shows no text of it depends on). */
  hash: string;
  matter: string;
  data: unknown;
  /** The front matter as the schema returned it, and which schema (the site's code) that was. */
  valid?: { schema: string; data: unknown };
  /** What the body holds that may not be published (see checkMarkdown), and under which rules. */
  markup: { rules: string; problems: MarkupProblem[] };
}

interface ReadEntry extends CachedEntry {
  /** The Markdown body: read from the file again when it came from the cache. */
  body: () => string;
  /** The body while this build still holds it (read just now), without handing it over. */
  held?: () => string | null;
  /** The body rendered while the site's code compiled (see renderEarly). */
  ahead?: Rendered;
}

const SHARDS = 32;

// A shard's file holds each entry once, as short as it can be: the rules its body was checked
// under are said once for the shard (the same for every entry, nearly always), and the front
// matter once when the schema returned it as it was (the one object then serves as both). Half
// the bytes to read and objects to make: every build that has content reads them all.
type PackedEntry = [abs: string, size: number, mtimeMs: number, hash: string, matter: string, data: unknown, problems: MarkupProblem[], rules: string | 0, schema?: string, valid?: unknown];
interface PackedShard {
  version: 3;
  rules: string;
  entries: PackedEntry[];
}
const SAME = 0;

function packShard(shard: Map<string, CachedEntry>): PackedShard {
  const entries = [...shard].map(([abs, e]): PackedEntry => {
    const rules = e.markup.rules === MARKDOWN_RULES ? SAME : e.markup.rules;
    const packed: PackedEntry = [abs, e.size, e.mtimeMs, e.hash, e.matter, e.data, e.markup.problems, rules];
    if (e.valid) packed.push(e.valid.schema, isDeepStrictEqual(e.valid.data, e.data) ? SAME : e.valid.data);
    return packed;
  });
  return { version: 3, rules: MARKDOWN_RULES, entries };
}

function unpackShard(packed: PackedShard): Map<string, CachedEntry> {
  if (packed.version !== 3) return new Map();
  return new Map(
    packed.entries.map(([abs, size, mtimeMs, hash, matter, data, problems, rules, schema, valid]) => {
      const entry: CachedEntry = { size, mtimeMs, hash, matter, data, markup: { rules: rules === SAME ? packed.rules : rules, problems } };
      if (schema !== undefined) entry.valid = { schema, data: valid === SAME ? data : valid };
      return [abs, entry];
    }),
  );
}

/** Which of the cache's files holds a path (a cheap string hash). */
function shardOf(abs: string): number {
  let h = 0;
  for (let i = 0; i < abs.length; i++) h = (h * 31 + abs.charCodeAt(i)) | 0;
  return (h >>> 0) % SHARDS;
}

/**
 * Parsed front matter by file, kept in .cache/content in 32 files: a build reads again only the
 * Markdown files that changed, and writes again only the cache files that hold them.
 */
export class ContentCache {
  private readonly shards = new Map<number, Map<string, CachedEntry>>();
  private readonly changed = new Set<number>();
  /** Every file this build read: the others (deleted, moved) leave the cache when it is saved. */
  private readonly seen = new Set<string>();

  /** `dir`: where the cache lives (none: nothing kept); `stats`: sizes and times already read this build. */
  constructor(
    private readonly dir: string | null,
    private readonly stats?: Map<string, { size: number; mtimeMs: number }>,
  ) {}

  private shard(n: number): Map<string, CachedEntry> {
    let shard = this.shards.get(n);
    if (!shard) {
      shard = new Map();
      if (this.dir) {
        const file = path.join(this.dir, `v3-${n}.bin`);
        usedCacheFiles.add(file);
        try {
          shard = unpackShard(deserialize(readFileSync(file)) as PackedShard);
        } catch {
          // none yet, or unreadable: start afresh
        }
      }
      this.shards.set(n, shard);
    }
    return shard;
  }

  /**
   * The file's hash, front matter and body: from the cache when its size and time are the same
   * (the body, which only a page rendered again needs, is then read when asked for).
   */
  read(abs: string, parse: (text: string) => Parsed): ReadEntry {
    const early = this.early.get(abs);
    if (early) {
      this.early.delete(abs);
      return early;
    }
    this.seen.add(abs);
    const { size, mtimeMs } = this.stats?.get(abs) ?? statSync(abs);
    const known = this.known(abs, size, mtimeMs);
    if (known) return { ...known, body: () => parse(readFileSync(abs, 'utf8')).body };
    return this.adopt(abs, readFresh(abs, size, mtimeMs, parse), parse);
  }

  /** The cache's entry of a file as it is now (the same size and time). */
  private known(abs: string, size: number, mtimeMs: number): CachedEntry | undefined {
    const known = this.shard(shardOf(abs)).get(abs);
    // A body checked under other rules is checked again, as if the file had changed.
    return known && known.size === size && known.mtimeMs === mtimeMs && known.markup?.rules === MARKDOWN_RULES ? known : undefined;
  }

  /** An entry read and parsed (here or in the helper thread): kept in the cache, its body handed over once. */
  private adopt(abs: string, { entry, body }: FreshEntry, parse: (text: string) => Parsed): ReadEntry {
    this.seen.add(abs);
    // A file saved this very moment may change again unseen: not kept.
    if (settled(entry.mtimeMs)) {
      const n = shardOf(abs);
      this.shard(n).set(abs, entry);
      this.changed.add(n);
    }
    // The body is handed over once (a page renders it); after that it is read again if asked.
    let held: string | null = body;
    return {
      ...entry,
      body: () => {
        const text = held ?? parse(readFileSync(abs, 'utf8')).body;
        held = null;
        return text;
      },
      held: () => held,
    };
  }

  /** Entries read ahead of their collection (see readAhead). */
  private readonly early = new Map<string, ReadEntry>();

  /**
   * Reads every Markdown file under `dir` now, while the main thread would wait anyway (for
   * esbuild to compile the site's code, which says which folders are collections). With
   * `helper`, the helper thread reads some of them too: both threads take the next file from one
   * shared counter, so each reads as many as it has time for (the helper also has the stylesheet
   * to prefix, the main thread the site's code to load). The promise resolves once all are in.
   * While `waiting()` says this thread has nothing else to do, it renders what it read too.
   */
  readAhead(dir: string, helper?: (job: SharedReads, got: (reads: FreshRead[]) => void) => Promise<void>, waiting: () => boolean = () => false): Promise<unknown> {
    // The stamp of the inputs listed every file under content/ already: not listed again.
    const under = dir + path.sep;
    let files: string[];
    try {
      files = this.stats ? [...this.stats.keys()].filter((abs) => abs.startsWith(under)) : readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));
    } catch {
      return Promise.resolve();
    }
    const markdown = files.filter((abs) => abs.endsWith('.md'));
    // Files the cache does not know as they are now are read and parsed; when there are many
    // (a build from nothing), the helper thread, idle until the site's code is compiled, shares them.
    const fresh = helper
      ? markdown.filter((abs) => {
          const stat = this.stats?.get(abs);
          return stat && !this.known(abs, stat.size, stat.mtimeMs);
        })
      : [];
    if (fresh.length < HELPED_READS) {
      for (const abs of markdown) this.readEarly(abs);
      return this.renderEarly(waiting);
    }
    const shared = new Set(fresh);
    for (const abs of markdown) if (!shared.has(abs)) this.readEarly(abs);
    const job: SharedReads = { files: fresh.map((abs) => ({ abs, ...this.stats!.get(abs)! })), claims: new Int32Array(new SharedArrayBuffer(8)), generation: 0 };
    // The helper's answers, as they come (one before the stylesheet, one after: see prefixCss).
    const theirs = helper!(job, (reads) => {
      for (const read of reads) this.early.set(read.abs, this.adopt(read.abs, read.fresh, parseFile));
    }).catch(() => {});
    // This thread's share, a few files at a time: esbuild's answer and the helper's are let in between.
    const ours = (async () => {
      let n = 0;
      for (let i; (i = Atomics.add(job.claims, NEXT_FILE, 1)) < fresh.length; ) {
        this.readEarly(fresh[i]!);
        if (++n % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await this.renderEarly(waiting);
    })();
    return ours.then(async () => {
      // Every file is taken: the helper's answer still to come (its reading after the stylesheet,
      // which may not have started) is waited for only when files it took are not in yet.
      if (fresh.some((abs) => !this.early.has(abs))) await theirs;
      // What the helper did not read (it failed, or a file did not parse) is read here, and reported.
      for (const abs of fresh) if (!this.early.has(abs)) this.readEarly(abs);
    });
  }

  /**
   * The bodies read ahead, rendered as long as this thread would otherwise wait for esbuild: in
   * a build from nothing, the Markdown of a few hundred articles, which the pages then need not
   * render. A body whose rendering depends on the site's address (a link naming an origin) is
   * rendered with its page, as the others are after the wait.
   */
  private async renderEarly(waiting: () => boolean) {
    let n = 0;
    for (const read of this.early.values()) {
      if (!waiting()) return;
      const body = read.held?.();
      // A body with problems stops the build before any page asks for it. A long one would keep
      // this thread past the wait (and is rendered twice when a link names an origin): the wait
      // is worth filling with the short texts a build from nothing has by the hundreds.
      if (body == null || read.ahead || read.markup.problems.length || body.length > AHEAD_LENGTH) continue;
      try {
        read.ahead = renderAhead(body) ?? undefined;
      } catch {
        // rendered again with its page, which reports it
      }
      if (++n % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private readEarly(abs: string) {
    try {
      this.early.set(abs, this.read(abs, parseFile));
    } catch {
      // read again, and reported, with its collection
    }
  }

  /** The validated front matter of an entry read from the cache, when the same schema validated it. */
  valid(entry: CachedEntry, schema: string): unknown {
    return entry.valid?.schema === schema ? entry.valid.data : undefined;
  }

  validated(abs: string, schema: string, data: unknown): void {
    const n = shardOf(abs);
    const entry = this.shard(n).get(abs);
    if (!entry) return;
    entry.valid = { schema, data };
    this.changed.add(n);
  }

  save(): void {
    if (!this.dir) return;
    // Shards that no file read this time maps to are looked at too: they may hold only files gone.
    let names: string[] = [];
    try {
      names = readdirSync(this.dir);
    } catch {
      // no cache yet
    }
    for (const name of names) {
      const n = /^v3-(\d+)\.bin$/.exec(name)?.[1];
      if (n !== undefined) this.shard(Number(n));
    }
    for (const [n, shard] of this.shards) {
      for (const abs of shard.keys()) {
        if (this.seen.has(abs)) continue;
        shard.delete(abs);
        this.changed.add(n);
      }
    }
    for (const n of this.changed) {
      atomicWrite(path.join(this.dir, `v3-${n}.bin`), serialize(packShard(this.shards.get(n)!)));
    }
    this.changed.clear();
  }
}

// gray-matter reads front matter in the language named after the opening `---`: it would run
// `---js` as code on the build machine, and read `---json`. Only YAML is read (`---yaml` and
// `---yml` name it); any other name is refused before gray-matter sees the file.
const YAML = /^ya?ml$/i;

/** The language named after a file's opening `---`, or '' (gray-matter's reading: no `---` line, no language). */
function matterLanguage(text: string): string {
  // (gray-matter takes a byte order mark off first.)
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  if (!text.startsWith('---', start) || text[start + 3] === '-') return '';
  const end = text.indexOf('\n', start);
  return text.slice(start + 3, end === -1 ? text.length : end).trim();
}

interface Parsed {
  data: unknown;
  body: string;
  /** The file's line the body starts on, counting the front matter's. */
  line: number;
}

/** Characters of the longest body rendered while the site's code compiles (an article is a few thousand). */
const AHEAD_LENGTH = 64 * 1024;

/** Below this many files to parse, the helper thread is not asked to share them. */
const HELPED_READS = 200;

/** The counter both threads take files from, and the helper's pause (see readFiles). */
const NEXT_FILE = 0;
const PAUSE = 1;

/**
 * Files read ahead by both threads: each takes the next index from `claims`, shared memory.
 * A helper's job reads until the pause count moves from `generation`, the count it was sent at.
 */
export interface SharedReads {
  files: FileToRead[];
  claims: Int32Array;
  generation: number;
}

/**
 * Stops the helper's job of `job` (it has something more urgent, even if it has not started),
 * and returns the job to send after the urgent one; null when no file is left to take.
 */
export function pauseReads(job: SharedReads): SharedReads | null {
  if (Atomics.load(job.claims, NEXT_FILE) >= job.files.length) return null;
  return { ...job, generation: Atomics.add(job.claims, PAUSE, 1) + 1 };
}

export interface FileToRead {
  abs: string;
  size: number;
  mtimeMs: number;
}
interface FreshEntry {
  entry: CachedEntry;
  body: string;
}
export interface FreshRead {
  abs: string;
  fresh: FreshEntry;
}

/**
 * A Markdown file read and parsed: its hashes, front matter, body and what the body may not
 * hold. A file past the size bound is neither parsed nor, when its size says so, even read.
 */
function readFresh(abs: string, size: number, mtimeMs: number, parse: (text: string) => Parsed): FreshEntry {
  const large = oversized(size);
  if (large) return tooLarge(size, mtimeMs, `${size} ${mtimeMs}`, large);
  const bytes = readFileSync(abs);
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 16);
  const grown = oversized(bytes.length);
  if (grown) return tooLarge(size, mtimeMs, hash, grown);
  const text = bytes.toString('utf8');
  const { data, body, line } = parse(text);
  const markup = { rules: MARKDOWN_RULES, problems: checkMarkdown(body, line) };
  const matter = createHash('sha1').update(text.slice(0, text.length - body.length)).digest('hex').slice(0, 16);
  return { entry: { size, mtimeMs, hash, matter, data, markup }, body };
}

/** The entry of a file too large to read: its size is its only problem. */
function tooLarge(size: number, mtimeMs: number, hash: string, problem: MarkupProblem): FreshEntry {
  return { entry: { size, mtimeMs, hash, matter: hash, data: null, markup: { rules: MARKDOWN_RULES, problems: [problem] } }, body: '' };
}

/**
 * The helper thread's share of a read ahead: the next file not taken yet, until none is left or
 * it is paused. A file that does not parse is left to the main thread, which reports it.
 */
export function readFiles({ files, claims, generation }: SharedReads): FreshRead[] {
  const reads: FreshRead[] = [];
  for (let i; Atomics.load(claims, PAUSE) === generation && (i = Atomics.add(claims, NEXT_FILE, 1)) < files.length; ) {
    const { abs, size, mtimeMs } = files[i]!;
    try {
      reads.push({ abs, fresh: readFresh(abs, size, mtimeMs, parseFile) });
    } catch {
      // read again, and reported, by the main thread
    }
  }
  return reads;
}

function parseFile(text: string): Parsed {
  const language = matterLanguage(text);
  if (language && !YAML.test(language)) {
    throw new Error(`written in ${language}, which is not read (front matter is YAML only, so that no file runs code on the build machine): write it in YAML`);
  }
  // (Given any option, gray-matter keeps no copy of every text it read.)
  const parsed = load<typeof Matter>('gray-matter')(text, { language: 'yaml' });
  const before = text.slice(0, text.length - parsed.content.length);
  return { data: parsed.data, body: parsed.content, line: before.split('\n').length };
}

/**
 * A folder of Markdown files whose front matter follows `schema`.
 * `sort` orders `all()`; ids are the file names; no two entries share a value of a `unique`
 * field (a slug that makes a page's address, say). The Markdown of an entry is checked when its
 * file is read (see markdown.ts), and rendered when a page first asks for its `html`,
 * `headings` or `sections`.
 */
export function defineCollection<S extends z.ZodType>(options: {
  dir: string;
  schema: S;
  sort?: (a: z.infer<S>, b: z.infer<S>) => number;
  unique?: (keyof z.infer<S> & string)[];
}): Collection<z.infer<S>> {
  type E = Entry<z.infer<S>>;
  let entries: E[] | null = null;
  let byId = new Map<string, E>();
  let hashes = new Map<string, { file: string; matter: string }>();
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
      const dir = path.join(root, options.dir);
      const files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
      const problems: string[] = [];
      const markup: string[] = [];
      const bounds: string[] = [];
      const loaded: E[] = [];
      const fileHashes = new Map<string, { file: string; matter: string }>();
      for (const name of files) {
        const file = path.join(options.dir, name);
        let read: ReadEntry;
        try {
          read = cache.read(path.join(dir, name), parseFile);
        } catch (error) {
          problems.push(`${file} -> front matter: ${(error as Error).message.split('\n')[0]}`);
          continue;
        }
        for (const { line, what, limit } of read.markup.problems) (limit ? bounds : markup).push(`${file}${line ? `:${line}` : ''} -> ${what}`);
        // A file past the bounds is reported for them alone (one too large was not even parsed).
        if (read.markup.problems.some((p) => p.limit)) continue;
        let data: z.infer<S>;
        const valid = code ? cache.valid(read, `${code}:${options.dir}`) : undefined;
        if (valid !== undefined) data = valid as z.infer<S>;
        else {
          const result = options.schema.safeParse(read.data);
          if (!result.success) {
            problems.push(...issuesOf(file, result.error));
            continue;
          }
          data = result.data;
          if (code) cache.validated(path.join(dir, name), `${code}:${options.dir}`, data);
        }
        const id = name.replace(/\.md$/, '');
        fileHashes.set(id, { file: read.hash, matter: read.matter });
        loaded.push(lazyEntry({ dir: options.dir, id, file, data, body: read.body, siteUrl, taken, ahead: read.ahead }));
      }
      if (files.length === 0) problems.push(`${options.dir} -> (folder): no .md file found`);
      if (bounds.length) throw errors.markdownBounds(bounds);
      if (problems.length) throw errors.invalidContent(problems);
      if (markup.length) throw errors.forbiddenMarkup(markup, ALLOWED_MARKUP);
      const duplicates = duplicatesOf(loaded, options.unique ?? []);
      if (duplicates.length) throw errors.duplicateEntries(duplicates);
      if (options.sort) loaded.sort((a, b) => options.sort!(a.data, b.data));
      entries = loaded;
      byId = new Map(loaded.map((e) => [e.id, e]));
      hashes = fileHashes;
      whole = createHash('sha1')
        .update(loaded.map((e) => `${e.id}:${fileHashes.get(e.id)!.matter}`).join('\n'))
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
  /** The body rendered while the site's code compiled. */
  ahead?: Rendered;
}

/** An entry whose Markdown is rendered when it is asked for (the page asking then depends on its text). */
function lazyEntry<T>({ dir, id, file, data, body, siteUrl, taken, ahead }: EntrySource<T>): Entry<T> {
  const self = {};
  const textRead = `${dir}:${id}${BODY}`;
  const md = () => {
    let rendered = recent.get(self);
    if (!rendered) {
      rendered = stillRendered(ahead, taken) ?? renderEntry(file, body(), siteUrl, taken);
      ahead = undefined;
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
