// The output folder is never written in place. A build makes its tree in a folder beside it
// (`.dist.next-<pid>`) and, once every check has passed, swaps it in: in one system call where
// Linux offers it, else by two renames. A build that fails, is killed or runs out of disk leaves
// dist/ as it was: whole. The next build (under the lock) puts back a tree a killed build left
// between two renames, and clears what else it left.
//
// Two trees take turns, so that a build changing one page of thousands writes one page: the
// tree dist/ replaced is kept beside it (`.dist.spare`), and the next build starts from it,
// bringing it up to date file by file (a file whose bytes dist/ already has is copied from
// dist/), then swaps: dist/ becomes the spare again. Without a spare (a first build, or after a
// failed one) the new tree starts empty, and what dist/ has already is copied from it.
//
// A file is taken as it is only when it is still what a build wrote: its inode, size, time and
// change time are compared with the record that build kept; otherwise it is made again. The
// change time cannot be set back by hand (`touch -r` sets it to now), and it moves with nothing
// else, because no file of a tree has a second name: every file is written or copied, never
// hard-linked, neither to the other tree nor to the build's caches. So an edit made in dist/
// stays in dist/: it never reaches the image cache, nor what a later build publishes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, type Stats } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '../errors.ts';
import { listFiles } from '../cache/stamps.ts';
import { stampOf, type FileStamp } from './stamp.ts';

/** What a build wrote to a file of its tree, and how the file looked once written. */
export interface FileRecord extends FileStamp {
  /** sha1 of the bytes, or `cache:<name>` for a file copied from the build's cache. */
  hash: string;
}

/** The same inode, size and times: the file is the one the first stamp was taken of, untouched since. */
export const sameStamp = (s: FileStamp, r: FileStamp) => s.ino === r.ino && s.size === r.size && s.mtimeMs === r.mtimeMs && s.ctimeMs === r.ctimeMs;
const sameFile = (s: Stats, r: FileRecord) => s.isFile() && sameStamp(s, r);

/** Is this file exactly as the record says a build left it? */
export function fileIntact(abs: string, record: FileRecord | undefined): boolean {
  if (!record) return false;
  try {
    return sameFile(lstatSync(abs), record);
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

const stagingOf = (outDir: string) => {
  const { parent, next } = siblings(outDir);
  return path.join(parent, `${next}${process.pid}`);
};

/** How the new tree starts: empty, or as the spare tree (records of it given). */
export type Seed = { from: 'nothing' } | { from: 'spare'; records: Map<string, FileRecord>; listing: Promise<Listing | null> };

/** Every file of a tree, with its stamp (size, time, inode), by path relative to it. */
type Listing = Map<string, FileStamp>;

/** Starts the new tree: the spare tree when the last build left one and its records (one rename), else nothing. */
export function seedTree(outDir: string, spare: Map<string, FileRecord>): Promise<Seed> {
  const staging = stagingOf(outDir);
  rmSync(staging, { recursive: true, force: true });
  const spareDir = siblings(outDir).spare;
  if (spare.size && existsSync(spareDir)) {
    try {
      renameSync(spareDir, staging);
      // Its files are listed and stamped at once, by a process of its own on another core: the
      // build checks each one it keeps against its record, thousands of them, and reads them there.
      return Promise.resolve({ from: 'spare', records: spare, listing: listByFind(staging) });
    } catch {
      // taken by another file system or gone: the other ways
    }
  }
  // A spare tree without records is of no use: it goes, in the background.
  toTrash(spareDir, path.join(path.dirname(outDir), '.cache', 'trash'));
  return Promise.resolve({ from: 'nothing' });
}

/** A build that failed before its tree was made (or after): the seed goes too. */
export async function discardSeed(outDir: string, seed: Promise<Seed>, trash: string): Promise<void> {
  await seed;
  toTrash(stagingOf(outDir), trash);
}

/** The numbers of prctl and renameat2 on the Linux machines a build runs on; elsewhere, no exchange. */
const SYSCALLS: Partial<Record<NodeJS.Architecture, { prctl: number; renameat2: number }>> = { x64: { prctl: 157, renameat2: 316 }, arm64: { prctl: 167, renameat2: 276 } };

/**
 * Swaps two folders in one system call (Linux's renameat2 with RENAME_EXCHANGE, which Node does
 * not offer: made through perl, part of every Debian system): at no moment is either name
 * missing, so a build killed during its swap leaves dist/ the old tree or the new one. False
 * where that cannot be done (another system, a file system without it): two renames then.
 *
 * The swap is the build's, and ends with it: perl asks to be killed when the build's process
 * ends (PR_SET_PDEATHSIG), and swaps nothing if the build is already gone. Without that, a build
 * killed the moment it started perl left a perl that swapped dist/ a few milliseconds after the
 * build had ended, under whatever was reading it then. `build`: the build's process (perl's parent).
 */
export function exchange(a: string, b: string, build = process.pid): boolean {
  const call = process.platform === 'linux' ? SYSCALLS[process.arch] : undefined;
  if (!call) return false;
  // PR_SET_PDEATHSIG is 1, SIGKILL 9; AT_FDCWD is -100, RENAME_EXCHANGE 2.
  const script = `syscall(${call.prctl}, 1, 9); getppid() == $ARGV[2] or exit 2; syscall(${call.renameat2}, -100, $ARGV[0], -100, $ARGV[1], 2) == 0 or exit 1`;
  const run = spawnSync('perl', ['-e', script, a, b, String(build)], { stdio: 'ignore' });
  return run.status === 0;
}

export class OutputTree {
  readonly staging: string;
  /** What the new tree holds: path in dist/ -> hash. */
  readonly hashes = new Map<string, string>();
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly pending: Promise<unknown>[] = [];
  private readonly failures: unknown[] = [];
  private readonly checked = new Map<string, boolean>();
  /** The record of each file the seed holds as it was. */
  private readonly kept = new Map<string, FileRecord>();
  /**
   * Size, time and inode of each file this build made, taken as it was made (in the background):
   * the records need not read them all again at the end. A file made twice is read at the end.
   */
  private readonly made = new Map<string, FileStamp | 'again'>();
  private seed: Seed = { from: 'nothing' };
  private seedKnown = false;
  /** Whether the tree dist/ replaced is now the spare tree beside it. */
  spareMade = false;
  private readonly seeded: Promise<Seed>;
  /** The seed's files and their stamps, listed by a process of its own (`find`) while this one works. */
  private readonly listing: Promise<Listing | null>;
  private listed: Listing | null = null;

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
      this.seedKnown = true;
      if (s.from === 'nothing') mkdirSync(this.staging, { recursive: true });
      return s;
    });
    this.dirs.set(this.staging, this.seeded);
    this.listing = this.seeded.then(async (s) => {
      const listing = s.from === 'nothing' ? new Map() : await (s.from === 'spare' ? s.listing : listByFind(this.staging));
      this.listed = listing;
      return listing;
    });
  }

  /** Resolves once the new tree can take files. */
  ready(): Promise<unknown> {
    // A spare tree's listing too (started with the build): its files are checked against it.
    return this.seeded.then((s) => (s.from === 'spare' ? this.listing : undefined));
  }

  /** Whether the new tree started from files (known once ready()). */
  get startedFromFiles(): boolean {
    return this.seed.from !== 'nothing';
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

  /** The seed's file, when it is intact and holds these bytes (it then stays as it is). */
  private seededAs(rel: string, hash: string): FileRecord | undefined {
    const seed = this.seed;
    if (seed.from !== 'spare') return undefined;
    const record = seed.records.get(rel);
    if (record?.hash !== hash) return undefined;
    const listed = this.listed?.get(rel);
    return (this.listed ? listed !== undefined && sameStamp(listed, record) : fileIntact(path.join(this.staging, rel), record)) ? record : undefined;
  }

  /**
   * Carries a file over unchanged, as the seed holds it or copied from dist/; false when it must
   * be made again.
   */
  carry(rel: string): boolean {
    const record = this.before.get(rel);
    if (!record) return false;
    // Once the seed is known (the pipeline waits for it before the pages): one look, at it.
    const kept = this.seedKnown ? this.seededAs(rel, record.hash) : undefined;
    if (kept) {
      this.hashes.set(rel, record.hash);
      this.kept.set(rel, kept);
      return true;
    }
    if (!this.intact(rel)) return false;
    this.hashes.set(rel, record.hash);
    this.pending.push(
      this.seeded.then(() => {
        const kept = this.seededAs(rel, record.hash);
        if (kept) return void this.kept.set(rel, kept);
        this.run(rel, (abs) => copyFile(path.join(this.outDir, rel), abs));
      }),
    );
    return true;
  }

  write(rel: string, data: Uint8Array, hash = hashOf(data)): void {
    this.make(rel, hash, (abs) => writeFile(abs, data));
  }

  /**
   * A file of the build's cache (an image variant), copied: dist/ shares no bytes with the cache.
   * (In libuv's threads, while the pages render: a build from nothing copies a thousand variants,
   * and making a file costs this machine's file system some 0.2 ms.)
   */
  fromCache(rel: string, source: string): void {
    const hash = cacheHash(source);
    this.make(rel, hash, (abs) => copyFile(source, abs));
  }

  /** A file with these bytes: kept if the seed has them, copied if dist/ has them, else made. */
  private make(rel: string, hash: string, make: (abs: string) => Promise<unknown>) {
    this.hashes.set(rel, hash);
    const inDist = this.previousHash(rel) === hash;
    this.pending.push(
      this.seeded.then(() => {
        const kept = this.seededAs(rel, hash);
        if (kept) return void this.kept.set(rel, kept);
        this.run(rel, inDist ? (abs) => copyFile(path.join(this.outDir, rel), abs) : make);
      }),
    );
  }

  /**
   * A page someone else (the helper thread) handled: written anew with these bytes, or, when
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

  /** A page the helper thread will handle: its path is taken. */
  expect(rel: string): void {
    this.hashes.set(rel, 'pending');
  }

  has(rel: string): boolean {
    return this.hashes.has(rel);
  }

  /** Makes a file of the new tree, in its folder. What the seed put there goes first. */
  private run(rel: string, make: (abs: string) => Promise<unknown>) {
    const abs = path.join(this.staging, rel);
    const task = this.dir(path.dirname(abs))
      .then(async () => {
        if (this.seed.from !== 'nothing') await rm(abs, { force: true });
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
    // Tasks add tasks (a file linked once the seed is known): until none is left.
    for (let settled = 0; settled < this.pending.length; ) {
      const upTo = this.pending.length;
      await Promise.all(this.pending.slice(settled, upTo));
      settled = upTo;
    }
    if (this.failures.length) throw errors.writeFailed(this.outDir, this.failures[0]);
    // What the seed holds and the build no longer makes goes, with the folders it leaves empty.
    if (this.seed.from !== 'nothing') {
      const listing = await this.listing;
      const stale = (listing ? [...listing.keys()] : listFiles(this.staging)).filter((rel) => !this.hashes.has(rel));
      for (const rel of stale) rmSync(path.join(this.staging, rel), { force: true });
      const folders = [...new Set(stale.map((rel) => path.dirname(rel)))].sort((x, y) => y.length - x.length);
      for (const folder of folders) removeEmpty(this.staging, folder);
    }
  }

  /**
   * Puts the new tree in place of dist/, which becomes the spare tree; returns the records of
   * every file of the new tree, for the next build.
   */
  async commit(): Promise<Map<string, FileRecord>> {
    await this.settle();
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
    if (hadTree) {
      try {
        renameSync(aside, spare);
        this.spareMade = true;
      } catch {
        toTrash(aside, this.trash);
      }
    }
    // A file kept is the file its record describes; the others are read now.
    const records = new Map<string, FileRecord>();
    await Promise.all(
      [...this.hashes].map(async ([rel, hash]) => {
        const kept = this.kept.get(rel);
        if (kept) return void records.set(rel, kept);
        const made = this.made.get(rel);
        if (made && made !== 'again') return void records.set(rel, { hash, ...made });
        records.set(rel, { hash, ...stampOf(await stat(path.join(this.outDir, rel))) });
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

/** Every regular file under `dir`, by path relative to it, with its size, time and inode, from one `find` (GNU's -printf); null where it cannot run. */
async function listByFind(dir: string): Promise<Listing | null> {
  const lines = await findFiles(dir, ['.', '-type', 'f', '-printf', '%i %s %T@ %C@ %P\\0']);
  if (!lines) return null;
  const listing: Listing = new Map();
  for (const line of lines) {
    const a = line.indexOf(' ');
    const b = line.indexOf(' ', a + 1);
    const c = line.indexOf(' ', b + 1);
    const d = line.indexOf(' ', c + 1);
    const stamp = { ino: Number(line.slice(0, a)), size: Number(line.slice(a + 1, b)), mtimeMs: timeMsOf(line.slice(b + 1, c)), ctimeMs: timeMsOf(line.slice(c + 1, d)) };
    if (Number.isNaN(stamp.ino + stamp.size + stamp.mtimeMs + stamp.ctimeMs)) return null;
    listing.set(line.slice(d + 1).split(path.sep).join('/'), stamp);
  }
  return listing;
}

/** What one `find` run in `cwd` prints, one record a NUL (the arguments end with a -printf that says so); null where it cannot run. */
function findFiles(cwd: string, args: string[]): Promise<string[] | null> {
  if (process.platform !== 'linux') return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const find = spawn('find', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    find.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    find.on('error', () => resolve(null));
    find.on('close', (code) => resolve(code === 0 ? Buffer.concat(chunks).toString('utf8').split('\0').filter(Boolean) : null));
  });
}

/** find's `%T@` or `%C@` (seconds, a point, nanoseconds) as Node's `mtimeMs` works it out from the same two numbers. */
function timeMsOf(time: string): number {
  const dot = time.indexOf('.');
  const seconds = Number(dot < 0 ? time : time.slice(0, dot));
  const nanoseconds = dot < 0 ? 0 : Number(time.slice(dot + 1).padEnd(9, '0').slice(0, 9));
  return seconds * 1000 + nanoseconds / 1e6;
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

/**
 * Deleting a tree of thousands of files takes a good part of a second: a tree that goes is
 * moved into the cache's trash (one rename) and deleted by a process of its own, which may
 * outlive the build (what it leaves, the next build's deletes).
 */
function toTrash(dir: string, trash: string) {
  if (!existsSync(dir)) return;
  try {
    mkdirSync(trash, { recursive: true });
    renameSync(dir, path.join(trash, `${process.pid}-${Date.now()}`));
  } catch {
    rmSync(dir, { recursive: true, force: true }); // another file system: deleted now
    return;
  }
  emptyTrash(trash);
}

/** Deletes what is in the trash, in the background; `minAgeMs`: leaves what a deletion started lately still works on. */
export function emptyTrash(trash: string, minAgeMs = 0): void {
  let names: string[];
  try {
    names = readdirSync(trash).filter((n) => Date.now() - Number(n.split('-')[1] ?? 0) >= minAgeMs);
  } catch {
    return;
  }
  if (!names.length) return;
  if (process.platform === 'win32') {
    for (const name of names) void rm(path.join(trash, name), { recursive: true, force: true }).catch(() => {});
    return;
  }
  const rmProcess = spawn('rm', ['-rf', '--', ...names.map((n) => path.join(trash, n))], { stdio: 'ignore', detached: true });
  rmProcess.on('error', () => {});
  rmProcess.unref();
}

function ignoreExists(error: NodeJS.ErrnoException) {
  if (error.code !== 'EEXIST') throw error;
}
