// The output folder is never written in place. A build makes its tree in a folder beside it
// (`.dist.next-<pid>`) and, once every check has passed, swaps it in: in one system call where
// the system offers one (platform.ts), else by two renames. A build that fails, is killed or runs
// out of disk leaves dist/ as it was: whole. The next build (under the lock) puts back a tree a
// killed build left between two renames, and clears what else it left.
//
// Two trees take turns, so that a build changing one page of thousands writes one page: the
// tree dist/ replaced is kept beside it (`.dist.spare`), and the next build starts from it,
// bringing it up to date file by file (a file whose bytes dist/ already has is copied from
// dist/), then swaps: dist/ becomes the spare again. Without a spare (a first build, or after a
// failed one) the new tree starts empty, and what dist/ has already is copied from it.
//
// A file is taken as it is only when it is still what a build wrote: its stamp (inode, size,
// time and change time) is compared with the record that build kept; otherwise it is made again.
// The change time cannot be set back by hand (`touch -r` sets it to now), and it moves with
// nothing else, because no file of a tree has a second name: every file is written or copied,
// never hard-linked, neither to the other tree nor to the build's caches. So an edit made in
// dist/ stays in dist/: it never reaches the image cache, nor what a later build publishes.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '../errors.ts';
import { exchange, listTree, type Listing } from './platform.ts';
import { stampOf, type FileStamp } from './stamp.ts';
import { toTrash } from './trash.ts';

/** What a build wrote to a file of its tree, and how the file looked once written. */
export interface FileRecord extends FileStamp {
  /** sha1 of the bytes, or `cache:<name>` for a file copied from the build's cache. */
  hash: string;
}

/** The same inode, size and times: the file is the one the first stamp was taken of, untouched since. */
export const sameStamp = (s: FileStamp, r: FileStamp) => s.ino === r.ino && s.size === r.size && s.mtimeMs === r.mtimeMs && s.ctimeMs === r.ctimeMs;

/** Is this file exactly as the record says a build left it? */
export function fileIntact(abs: string, record: FileRecord | undefined): boolean {
  if (!record) return false;
  try {
    const s = lstatSync(abs);
    return s.isFile() && sameStamp(s, record);
  } catch {
    return false;
  }
}

export const hashOf = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/** What a file of dist/ copied from the cache is recorded as. */
export const cacheHash = (source: string) => `cache:${path.basename(source)}`;

function siblings(outDir: string) {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  return { parent, next: `.${base}.next-`, previous: `.${base}.previous-`, spare: path.join(parent, `.${base}.spare`) };
}

const stagingOf = (outDir: string) => {
  const { parent, next } = siblings(outDir);
  return path.join(parent, `${next}${process.pid}`);
};

/**
 * Run under the lock, before anything else: a tree moved aside by a build killed between its
 * renames goes back in place; what else a killed build left goes to the trash.
 */
export function recoverOutput(outDir: string, trash: string): void {
  const { parent, next, previous } = siblings(outDir);
  if (!existsSync(parent)) return;
  const leftovers = readdirSync(parent).filter((n) => n.startsWith(next) || n.startsWith(previous));
  if (!existsSync(outDir)) {
    const moved = leftovers.filter((n) => n.startsWith(previous)).sort().pop();
    if (moved) renameSync(path.join(parent, moved), outDir);
  }
  for (const name of leftovers) toTrash(path.join(parent, name), trash);
}

/** How the new tree starts: empty, or as the spare tree, with the records of its files and their stamps now. */
export type Seed = { from: 'nothing' } | { from: 'spare'; records: Map<string, FileRecord>; listing: Listing };

/**
 * Starts the new tree: as the spare tree when the last build left one and its records (one
 * rename, at once), else empty. Resolves once the spare tree's files are listed with their
 * stamps (in the background, see listTree): the build checks each file it keeps against its record.
 */
export async function seedTree(outDir: string, spare: Map<string, FileRecord>): Promise<Seed> {
  const staging = stagingOf(outDir);
  const spareDir = siblings(outDir).spare;
  const trash = path.join(path.dirname(outDir), '.cache', 'trash');
  rmSync(staging, { recursive: true, force: true });
  if (spare.size && existsSync(spareDir) && renamed(spareDir, staging)) {
    try {
      return { from: 'spare', records: spare, listing: await listTree(staging) };
    } catch {
      toTrash(staging, trash); // a tree that cannot be listed cannot be checked: of no use
      return { from: 'nothing' };
    }
  }
  // A spare tree without records is of no use: it goes, in the background.
  toTrash(spareDir, trash);
  return { from: 'nothing' };
}

/** Renames, or answers false (taken by another file system, or gone). */
function renamed(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** A build that failed before its tree was made (or after): the seed goes too. */
export async function discardSeed(outDir: string, seed: Promise<Seed>, trash: string): Promise<void> {
  await seed;
  toTrash(stagingOf(outDir), trash);
}

/** Makes a file at `abs`, in the background. */
type Make = (abs: string) => Promise<unknown>;

export class OutputTree {
  readonly staging: string;
  /** What the new tree holds: path in dist/ -> hash. */
  readonly hashes = new Map<string, string>();
  /** Whether the tree dist/ replaced is now the spare tree beside it. */
  spareMade = false;
  /** How the new tree started, once known (see ready()). */
  private seed: Seed | null = null;
  private readonly seeded: Promise<Seed>;
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly pending: Promise<unknown>[] = [];
  private readonly failures: unknown[] = [];
  /** Whether each file of dist/ looked at is as the last build left it. */
  private readonly checked = new Map<string, boolean>();
  /** The record of each file the seed holds as it was. */
  private readonly kept = new Map<string, FileRecord>();
  /**
   * The stamp of each file this build made, taken as it was made (in the background): the
   * records need not read them all again at the end. A file made twice is read at the end.
   */
  private readonly made = new Map<string, FileStamp | 'again'>();

  /** `before`: the records the last build kept of dist/ (none on a first build). */
  constructor(
    readonly outDir: string,
    private readonly before: Map<string, FileRecord>,
    /** Where trees that go are moved, to be deleted in the background. */
    private readonly trash: string,
    seed: Promise<Seed>,
  ) {
    this.staging = stagingOf(outDir);
    this.seeded = seed.then((s) => {
      this.seed = s;
      if (s.from === 'nothing') mkdirSync(this.staging, { recursive: true });
      return s;
    });
    this.dirs.set(this.staging, this.seeded);
  }

  /** Resolves once the new tree can take files (and its seed's files are listed). */
  ready(): Promise<unknown> {
    return this.seeded;
  }

  /** Whether the new tree started from files (known once ready()). */
  get startedFromFiles(): boolean {
    return this.seed?.from === 'spare';
  }

  /** Is this file of dist/ still exactly what the last build wrote? */
  intact(rel: string): boolean {
    let ok = this.checked.get(rel);
    if (ok === undefined) {
      ok = fileIntact(path.join(this.outDir, rel), this.before.get(rel));
      this.checked.set(rel, ok);
    }
    return ok;
  }

  /** The hash the last build recorded for a file of dist/, intact or not (carry() looks). */
  recordedHash(rel: string): string | undefined {
    return this.before.get(rel)?.hash;
  }

  /** The hash the last build recorded for a file of dist/ that is still intact. */
  previousHash(rel: string): string | undefined {
    return this.intact(rel) ? this.recordedHash(rel) : undefined;
  }

  /** The seed's record of a file it holds intact with these bytes (the file then stays as it is). */
  private seededAs(rel: string, hash: string): FileRecord | undefined {
    if (this.seed?.from !== 'spare') return undefined;
    const record = this.seed.records.get(rel);
    const listed = this.seed.listing.get(rel);
    return record?.hash === hash && listed && sameStamp(listed, record) ? record : undefined;
  }

  /**
   * Carries a file over unchanged, as the seed holds it or copied from dist/; false when it must
   * be made again.
   */
  carry(rel: string): boolean {
    const record = this.before.get(rel);
    if (!record || (!this.seededAs(rel, record.hash) && !this.intact(rel))) return false;
    this.place(rel, record.hash, this.copyOfDist(rel));
    return true;
  }

  write(rel: string, data: Uint8Array, hash = hashOf(data)): void {
    this.make(rel, hash, (abs) => writeFile(abs, data));
  }

  /**
   * A file of the build's cache (an image variant), copied in libuv's threads while the pages
   * render: dist/ shares no bytes with the cache.
   */
  fromCache(rel: string, source: string): void {
    this.make(rel, cacheHash(source), (abs) => copyFile(source, abs));
  }

  /** A file with these bytes: kept if the seed has them, copied if dist/ has them, else made. */
  private make(rel: string, hash: string, make: Make) {
    this.place(rel, hash, this.previousHash(rel) === hash ? this.copyOfDist(rel) : make);
  }

  private copyOfDist(rel: string): Make {
    return (abs) => copyFile(path.join(this.outDir, rel), abs);
  }

  /** Puts a file with these bytes in the new tree once the seed is known: the seed's if it has them, else made. */
  private place(rel: string, hash: string, make: Make) {
    this.hashes.set(rel, hash);
    const keepOrMake = () => {
      const kept = this.seededAs(rel, hash);
      if (kept) this.kept.set(rel, kept);
      else this.run(rel, make);
    };
    if (this.seed) keepOrMake();
    else this.pending.push(this.seeded.then(keepOrMake));
  }

  /**
   * A file written elsewhere (by TreeWrites, through the executor): written anew with these bytes, or, when
   * dist/ holds the same (`same`), carried over.
   */
  handled(rel: string, hash: string, same: boolean, record?: FileStamp): void {
    if (same) this.carry(rel);
    else {
      this.hashes.set(rel, hash);
      if (record) this.noteMade(rel, record);
    }
  }

  private noteMade(rel: string, record: FileStamp) {
    this.made.set(rel, this.made.has(rel) ? 'again' : record);
  }

  /** Where a file goes in the new tree. */
  pathOf(rel: string): string {
    return path.join(this.staging, rel);
  }

  /** A file TreeWrites will write: its path is taken. */
  expect(rel: string): void {
    this.hashes.set(rel, 'pending');
  }

  has(rel: string): boolean {
    return this.hashes.has(rel);
  }

  /** Makes a file of the new tree, in its folder. What the seed put there goes first. */
  private run(rel: string, make: Make) {
    const abs = path.join(this.staging, rel);
    const task = this.dir(path.dirname(abs))
      .then(async () => {
        if (this.startedFromFiles) await rm(abs, { force: true });
        await make(abs);
        this.noteMade(rel, stampOf(await stat(abs)));
      })
      .catch((error: unknown) => void this.failures.push(error));
    this.pending.push(task);
  }

  private dir(dir: string): Promise<unknown> {
    let ready = this.dirs.get(dir);
    if (!ready) {
      ready = this.dir(path.dirname(dir)).then(() => mkdir(dir).catch(ignoreExists));
      this.dirs.set(dir, ready);
    }
    return ready;
  }

  /** Waits for every write; throws (the tree is then of no use) if one failed. */
  async settle(): Promise<void> {
    await this.seeded;
    // Tasks add tasks (a file made once the seed is known): until none is left.
    for (let settled = 0; settled < this.pending.length; ) {
      const upTo = this.pending.length;
      await Promise.all(this.pending.slice(settled, upTo));
      settled = upTo;
    }
    if (this.failures.length) throw errors.writeFailed(this.outDir, this.failures[0]);
    this.removeStale();
  }

  /** What the seed holds and the build no longer makes goes, with the folders it leaves empty. */
  private removeStale() {
    if (this.seed?.from !== 'spare') return;
    const stale = [...this.seed.listing.keys()].filter((rel) => !this.hashes.has(rel));
    for (const rel of stale) rmSync(path.join(this.staging, rel), { force: true });
    const folders = [...new Set(stale.map((rel) => path.dirname(rel)))].sort((x, y) => y.length - x.length);
    for (const folder of folders) removeEmpty(this.staging, folder);
  }

  /**
   * Puts the new tree in place of dist/, which becomes the spare tree; returns the records of
   * every file of the new tree, for the next build.
   */
  async commit(): Promise<Map<string, FileRecord>> {
    await this.settle();
    this.swapIn();
    return this.records();
  }

  /** The new tree goes in place of dist/; the tree it replaces becomes the spare tree, or goes when it cannot. */
  private swapIn() {
    const { parent, previous, spare } = siblings(this.outDir);
    const aside = path.join(parent, `${previous}${process.pid}`);
    const hadTree = existsSync(this.outDir);
    if (hadTree && exchange(this.staging, this.outDir)) {
      // One step: the new tree is dist/, the old one is where the new one was.
      renameSync(this.staging, aside);
    } else {
      // Two renames: a build killed between them leaves dist/ aside, put back by the next one.
      if (hadTree) renameSync(this.outDir, aside);
      try {
        renameSync(this.staging, this.outDir);
      } catch (error) {
        if (hadTree) renameSync(aside, this.outDir);
        throw errors.writeFailed(this.outDir, error);
      }
    }
    if (!hadTree) return;
    this.spareMade = renamed(aside, spare);
    if (!this.spareMade) toTrash(aside, this.trash);
  }

  /**
   * The record of each file of dist/: a file kept is the one its record describes, a file made
   * has the stamp taken as it was made, the others are read now.
   */
  private async records(): Promise<Map<string, FileRecord>> {
    const records = new Map<string, FileRecord>();
    await Promise.all(
      [...this.hashes].map(async ([rel, hash]) => {
        const kept = this.kept.get(rel);
        if (kept) return void records.set(rel, kept);
        const made = this.made.get(rel);
        const stamp = made && made !== 'again' ? made : stampOf(await stat(path.join(this.outDir, rel)));
        records.set(rel, { hash, ...stamp });
      }),
    );
    return records;
  }

  /** The build failed: its tree goes (the spare it may have started from with it), dist/ stays as it was. */
  async abort(): Promise<void> {
    await this.settle().catch(() => {});
    toTrash(this.staging, this.trash);
  }
}

function removeEmpty(root: string, rel: string) {
  for (let dir = rel; dir && dir !== '.'; dir = path.dirname(dir)) {
    try {
      rmdirSync(path.join(root, dir));
    } catch {
      return; // not empty
    }
  }
}

function ignoreExists(error: NodeJS.ErrnoException) {
  if (error.code !== 'EEXIST') throw error;
}
