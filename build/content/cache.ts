// The content cache: what each Markdown file under content/ held when it was last read (its
// hashes, front matter, the front matter as the schema returned it, what its body may not hold),
// kept in .cache/content between builds. A build reads again only the files that changed.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { usedCacheFiles } from '../assets/incremental.ts';
import { settled } from '../cache/stamps.ts';
import { atomicWrite } from '../cache/write.ts';
import { MARKDOWN_RULES, type MarkupProblem } from './markdown.ts';
import { parseFile, readFresh, readMarkdown, type CachedEntry, type FileToRead, type FreshEntry, type FreshRead } from './read.ts';

/** An entry as a collection reads it. */
export interface ReadEntry extends CachedEntry {
  /** The Markdown body: read from the file again when it came from the cache. */
  body: () => string;
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
  read(abs: string): ReadEntry {
    const early = this.early.get(abs);
    if (early) {
      this.early.delete(abs);
      return early;
    }
    this.seen.add(abs);
    const { size, mtimeMs } = this.stats?.get(abs) ?? statSync(abs);
    const known = this.known(abs, size, mtimeMs);
    if (known) return { ...known, body: () => parseFile(readFileSync(abs, 'utf8')).body };
    return this.adopt(abs, readFresh(abs, size, mtimeMs));
  }

  /** The cache's entry of a file as it is now (the same size and time). */
  private known(abs: string, size: number, mtimeMs: number): CachedEntry | undefined {
    const known = this.shard(shardOf(abs)).get(abs);
    // A body checked under other rules is checked again, as if the file had changed.
    return known && known.size === size && known.mtimeMs === mtimeMs && known.markup?.rules === MARKDOWN_RULES ? known : undefined;
  }

  /** An entry read and parsed (in this thread or a worker): kept in the cache, its body handed over once. */
  private adopt(abs: string, { entry, body }: FreshEntry): ReadEntry {
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
        const text = held ?? parseFile(readFileSync(abs, 'utf8')).body;
        held = null;
        return text;
      },
    };
  }

  /** Entries read ahead of their collection (see readAhead). */
  private readonly early = new Map<string, ReadEntry>();

  /**
   * Reads every Markdown file under `dir` now, while the main thread would wait anyway (for
   * esbuild to compile the site's code, which says which folders are collections). The files
   * the cache does not know as they are now go to `readMany` (the executor shares them with its
   * pool in a build from nothing: see steps/compile.ts).
   */
  async readAhead(dir: string, readMany: (files: FileToRead[]) => Promise<FreshRead[]> = async (files) => readMarkdown(files)): Promise<void> {
    // The stamp of the inputs listed every file under content/ already: not listed again.
    const under = dir + path.sep;
    let files: string[];
    try {
      files = this.stats ? [...this.stats.keys()].filter((abs) => abs.startsWith(under)) : readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));
    } catch {
      return;
    }
    const fresh: FileToRead[] = [];
    for (const abs of files) {
      if (!abs.endsWith('.md')) continue;
      const stat = this.stats?.get(abs);
      if (stat && !this.known(abs, stat.size, stat.mtimeMs)) fresh.push({ abs, size: stat.size, mtimeMs: stat.mtimeMs });
      else this.readEarly(abs);
    }
    if (fresh.length) for (const read of await readMany(fresh)) this.early.set(read.abs, this.adopt(read.abs, read.fresh));
    // What was not read (a file that does not parse) is read here, and reported with its collection.
    for (const { abs } of fresh) if (!this.early.has(abs)) this.readEarly(abs);
  }

  private readEarly(abs: string) {
    try {
      this.early.set(abs, this.read(abs));
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

