// The output folder is never written in place. A build fills a new folder beside it
// (`.dist.next-<pid>`) and, once every check has passed, swaps it in with two renames; the
// previous tree is deleted only after the swap succeeded. A build that fails, is killed or runs
// out of disk leaves dist/ as it was: whole. The next build (under the lock) puts back a tree
// left halfway through a swap and deletes what a killed build left behind.
//
// Files that did not change are carried over from dist/ as hard links, so a warm build writes
// only what changed, but only when the file is still what the last build wrote: its inode,
// size and times are compared with the record the last build kept (anything that edits,
// truncates or replaces the file changes them). A file that was tampered with is made again.
// Image variants are linked from the build's cache, which checks each against the hash it
// recorded when it encoded it: an edit made to dist/ reaches the cache's file too, and is caught
// there (the variant is encoded again) instead of being published.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, type Stats } from 'node:fs';
import { copyFile, link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from './errors.ts';
import { listFiles } from './stamps.ts';

/** What the last build wrote to a file of dist/, and how the file looked once written. */
export interface FileRecord {
  /** sha1 of the bytes, or `cache:<name>` for a file copied from the build's cache. */
  hash: string;
  size: number;
  mtimeMs: number;
  ino: number;
}

// Not the ctime: it changes whenever another name of the file comes or goes (image variants
// are hard links into the cache), which says nothing of its bytes.
const sameFile = (s: Stats, r: FileRecord) => s.isFile() && s.ino === r.ino && s.size === r.size && s.mtimeMs === r.mtimeMs;

/** Is this file exactly as the record says the last build left it? */
export function fileIntact(abs: string, record: FileRecord | undefined): boolean {
  if (!record) return false;
  try {
    return sameFile(lstatSync(abs), record);
  } catch {
    return false;
  }
}

export const hashOf = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/** What a file of dist/ linked from the cache is recorded as. */
export const cacheHash = (source: string) => `cache:${path.basename(source)}`;

function siblings(outDir: string) {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  return { parent, next: `.${base}.next-`, previous: `.${base}.previous-` };
}

/**
 * Run under the lock, before anything else: a tree moved aside by a build killed between its
 * two renames goes back in place; every other leftover of a killed build goes.
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

export class OutputTree {
  readonly staging: string;
  /** What the new tree holds: path in dist/ -> hash. */
  readonly hashes = new Map<string, string>();
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly pending: Promise<unknown>[] = [];
  private readonly failures: unknown[] = [];
  private readonly checked = new Map<string, boolean>();
  /** Files carried over unchanged: their record stands (a hard link is the same file). */
  private readonly carried = new Set<string>();
  /**
   * The new tree starts as a tree of hard links to dist/ (`cp -al`, in its own process while
   * this one loads the site's code), when there is a dist/ and a GNU cp; files are then only
   * written where they change, and removed where they go.
   */
  private readonly seeded: Promise<boolean>;

  /** `before`: the records the last build kept of dist/ (none on a first build). */
  constructor(
    readonly outDir: string,
    private readonly before: Map<string, FileRecord>,
    /** Where the replaced tree goes, to be deleted in the background. */
    private readonly trash: string,
  ) {
    const { parent, next } = siblings(outDir);
    this.staging = path.join(parent, `${next}${process.pid}`);
    rmSync(this.staging, { recursive: true, force: true });
    this.seeded = before.size && existsSync(outDir) && process.platform === 'linux' ? linkTree(outDir, this.staging) : Promise.resolve(false);
    this.dirs.set(
      this.staging,
      this.seeded.then((seeded) => {
        if (!seeded) mkdirSync(this.staging, { recursive: true });
      }),
    );
  }

  /** Resolves once the new tree can take files. */
  ready(): Promise<unknown> {
    return this.dirs.get(this.staging)!;
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

  /** The hash the last build recorded for a file of dist/ that is still intact. */
  previousHash(rel: string): string | undefined {
    return this.intact(rel) ? this.before.get(rel)!.hash : undefined;
  }

  /** Carries an intact file of dist/ over unchanged; false when it must be made again. */
  carry(rel: string): boolean {
    if (!this.intact(rel)) return false;
    this.hashes.set(rel, this.before.get(rel)!.hash);
    this.carried.add(rel);
    this.run(rel, async (abs, seeded) => {
      if (!seeded) await linkOrCopy(path.join(this.outDir, rel), abs);
    });
    return true;
  }

  write(rel: string, data: Uint8Array, hash = hashOf(data)): void {
    if (this.previousHash(rel) === hash) {
      this.carry(rel);
      return;
    }
    this.hashes.set(rel, hash);
    this.run(rel, (abs) => writeFile(abs, data));
  }

  /** A file written into the new tree by someone else (a worker), with the hash of its bytes. */
  written(rel: string, hash: string): void {
    this.hashes.set(rel, hash);
  }

  /** Where a file goes in the new tree. */
  pathOf(rel: string): string {
    return path.join(this.staging, rel);
  }

  /** A file of the build's cache, linked (the cache checks its files before handing them out). */
  link(rel: string, source: string): void {
    this.hashes.set(rel, cacheHash(source));
    this.run(rel, (abs) => linkOrCopy(source, abs));
  }

  has(rel: string): boolean {
    return this.hashes.has(rel);
  }

  /**
   * Makes a file of the new tree, in its folder. What the seed put there (a link to dist/'s
   * file) goes first: writing through it would change dist/.
   */
  private run(rel: string, make: (abs: string, seeded: boolean) => Promise<unknown>) {
    const abs = path.join(this.staging, rel);
    const task = Promise.all([this.seeded, this.dir(path.dirname(abs))])
      .then(async ([seeded]) => {
        if (seeded && !this.carried.has(rel)) await rm(abs, { force: true });
        await make(abs, seeded);
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
    await Promise.all(this.pending);
    if (this.failures.length) throw errors.writeFailed(this.outDir, this.failures[0]);
    // What the seed brought and the build no longer makes goes, with the folders it leaves empty.
    if (await this.seeded) {
      const stale = listFiles(this.staging).filter((rel) => !this.hashes.has(rel));
      for (const rel of stale) rmSync(path.join(this.staging, rel), { force: true });
      const folders = [...new Set(stale.map((rel) => path.dirname(rel)))].sort((x, y) => y.length - x.length);
      for (const folder of folders) removeEmpty(this.staging, folder);
    }
  }

  /**
   * Puts the new tree in place of dist/ and sends the previous one to the trash; returns the
   * records of every file, for the next build.
   */
  async commit(): Promise<Map<string, FileRecord>> {
    await this.settle();
    const { parent, previous } = siblings(this.outDir);
    const aside = path.join(parent, `${previous}${process.pid}`);
    const hadTree = existsSync(this.outDir);
    if (hadTree) renameSync(this.outDir, aside);
    try {
      renameSync(this.staging, this.outDir);
    } catch (error) {
      if (hadTree) renameSync(aside, this.outDir);
      throw errors.writeFailed(this.outDir, error);
    }
    if (hadTree) toTrash(aside, this.trash);
    // A file carried over is the same file, as its record says; the others are read now.
    const records = new Map<string, FileRecord>();
    await Promise.all(
      [...this.hashes].map(async ([rel, hash]) => {
        const kept = this.carried.has(rel) ? this.before.get(rel) : undefined;
        if (kept) return void records.set(rel, kept);
        const s = await stat(path.join(this.outDir, rel));
        records.set(rel, { hash, size: s.size, mtimeMs: s.mtimeMs, ino: s.ino });
      }),
    );
    return records;
  }

  /** The build failed: its tree goes, dist/ stays as it was. */
  async abort(): Promise<void> {
    await Promise.all(this.pending);
    await this.seeded;
    toTrash(this.staging, this.trash);
  }
}

/** `cp -al`: a tree of hard links, made by one native process; false when it cannot be made. */
function linkTree(from: string, to: string): Promise<boolean> {
  return new Promise((resolve) => {
    const cp = spawn('cp', ['-al', '--', from, to], { stdio: 'ignore' });
    cp.on('error', () => resolve(false));
    cp.on('close', (code) => {
      if (code === 0) return resolve(true);
      rmSync(to, { recursive: true, force: true });
      resolve(false);
    });
  });
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
 * Deleting a tree of thousands of files takes a good part of a second: the replaced tree is
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

/** Deletes what is in the trash, in the background. */
export function emptyTrash(trash: string): void {
  let names: string[];
  try {
    names = readdirSync(trash);
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

/** A hard link; a copy where there can be none (the output on another file system than the cache). */
function linkOrCopy(from: string, to: string): Promise<void> {
  return link(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EXDEV' || error.code === 'EPERM' || error.code === 'EMLINK') return copyFile(from, to);
    throw error;
  });
}

function ignoreExists(error: NodeJS.ErrnoException) {
  if (error.code !== 'EEXIST') throw error;
}
