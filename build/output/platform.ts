// What the output tree asks of the operating system beyond what Node offers, in one place. Each
// call has a plain fallback, so a build runs anywhere; Linux makes it safer and faster.
//
// - exchange(): two folders trade names in one system call, Linux's renameat2 with
//   RENAME_EXCHANGE, so that at no moment is either name missing. Node has no such call: perl
//   (part of every Debian system) makes it, given the call's number for the CPU. Elsewhere (another
//   system or CPU, a file system without the call, no perl) it answers false and the caller puts
//   the new tree in place by two renames.
// - listTree(): every file of a tree with its stamp, from one GNU `find` in a process of its
//   own, which works on another core while the build loads its code. Elsewhere, or when find
//   fails, a walk in this thread gives the same listing.
// - deleteDetached(): folders that go are deleted by `rm -rf` in a process that may outlive the
//   build, which ends without waiting for it; on Windows, by fs.rm in this process.
import { spawn, spawnSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { stampOf, type FileStamp } from './stamp.ts';

/** The numbers of prctl and renameat2 on the Linux machines a build runs on; elsewhere, no exchange. */
const SYSCALLS: Partial<Record<NodeJS.Architecture, { prctl: number; renameat2: number }>> = { x64: { prctl: 157, renameat2: 316 }, arm64: { prctl: 167, renameat2: 276 } };

/**
 * Swaps the folders `a` and `b` in one system call; false where that cannot be done (nothing
 * moved then). The swap is the build's and ends with it: perl asks to be killed when its parent
 * ends (PR_SET_PDEATHSIG) and swaps nothing if `build`, the process it was started for, is no
 * longer its parent. A build killed as it started perl would otherwise have dist/ swapped a few
 * milliseconds after its end, under whatever was reading it then.
 */
export function exchange(a: string, b: string, build = process.pid): boolean {
  const call = process.platform === 'linux' ? SYSCALLS[process.arch] : undefined;
  if (!call) return false;
  // PR_SET_PDEATHSIG is 1, SIGKILL 9; AT_FDCWD is -100, RENAME_EXCHANGE 2.
  const script = `syscall(${call.prctl}, 1, 9); getppid() == $ARGV[2] or exit 2; syscall(${call.renameat2}, -100, $ARGV[0], -100, $ARGV[1], 2) == 0 or exit 1`;
  return spawnSync('perl', ['-e', script, a, b, String(build)], { stdio: 'ignore' }).status === 0;
}

/** Every regular file of a tree, by its path relative to the tree ('/' between folders), with its stamp. */
export type Listing = Map<string, FileStamp>;

/** The listing of `dir`: from `find` on Linux, else (or when it fails) from a walk. */
export async function listTree(dir: string): Promise<Listing> {
  return (await listByFind(dir)) ?? listByWalk(dir);
}

/** One `find` (GNU's -printf), in `dir`: inode, size, times and path of each file, NUL after each; null where it cannot run. */
function listByFind(dir: string): Promise<Listing | null> {
  if (process.platform !== 'linux') return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const find = spawn('find', ['.', '-type', 'f', '-printf', '%i %s %T@ %C@ %P\\0'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
    find.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    find.on('error', () => resolve(null));
    find.on('close', (code) => resolve(code === 0 ? parseFind(Buffer.concat(chunks).toString('utf8')) : null));
  });
}

function parseFind(output: string): Listing | null {
  const listing: Listing = new Map();
  for (const line of output.split('\0')) {
    if (!line) continue;
    const [ino, size, mtime, ctime] = line.split(' ', 4);
    const stamp = { ino: Number(ino), size: Number(size), mtimeMs: timeMsOf(mtime!), ctimeMs: timeMsOf(ctime!) };
    if (Number.isNaN(stamp.ino + stamp.size + stamp.mtimeMs + stamp.ctimeMs)) return null;
    const at = ino!.length + size!.length + mtime!.length + ctime!.length + 4;
    listing.set(line.slice(at), stamp);
  }
  return listing;
}

/** find's `%T@` or `%C@` (seconds, a point, nanoseconds) as Node works out `mtimeMs` from the same two numbers. */
function timeMsOf(time: string): number {
  const dot = time.indexOf('.');
  const seconds = Number(dot < 0 ? time : time.slice(0, dot));
  const nanoseconds = dot < 0 ? 0 : Number(time.slice(dot + 1).padEnd(9, '0').slice(0, 9));
  return seconds * 1000 + nanoseconds / 1e6;
}

function listByWalk(dir: string): Listing {
  const listing: Listing = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    listing.set(path.relative(dir, abs).split(path.sep).join('/'), stampOf(lstatSync(abs)));
  }
  return listing;
}

/** Deletes these folders in the background, in a process that may outlive this one (what it leaves, a later call deletes). */
export function deleteDetached(paths: string[]): void {
  if (process.platform === 'win32') {
    for (const p of paths) void rm(p, { recursive: true, force: true }).catch(() => {});
    return;
  }
  const rmProcess = spawn('rm', ['-rf', '--', ...paths], { stdio: 'ignore', detached: true });
  rmProcess.on('error', () => {});
  rmProcess.unref();
}
