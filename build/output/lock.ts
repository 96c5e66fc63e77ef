// One build at a time per output folder. On Linux the lock is an abstract Unix socket named
// after the folder: the kernel frees it the moment its process ends, however it ends, so a
// build killed by SIGKILL or a full disk leaves no lock behind, and nothing to clean up.
// Elsewhere it is a file created exclusively, holding the owner's pid; a file whose owner is
// gone is taken over. A second build waits for the first and says so.
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { errors } from '../errors.ts';
import { folderId } from '../cache/state.ts';

export interface LockOptions {
  /** Where the lock file lives where there are no abstract sockets. */
  cacheDir: string;
  /** Told once when the folder is busy: who holds it. */
  onWait?: (holder: string) => void;
  /** How long to wait before giving up; 10 minutes by default. */
  timeoutMs?: number;
}

export type Release = () => void;

const who = () => `pid ${process.pid}, ${process.argv.slice(1).map((a) => path.basename(a)).join(' ')}`;

export async function acquireLock(outDir: string, options: LockOptions): Promise<Release> {
  const socket = lockSocket(outDir);
  const file = path.join(options.cacheDir, 'locks', `${folderId(outDir)}.lock`);
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  let told = false;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    const taken = process.platform === 'linux' ? await socketLock(socket) : fileLock(file);
    if (typeof taken === 'function') return taken;
    if (!told) {
      told = true;
      options.onWait?.(taken);
    }
    if (Date.now() > deadline) throw errors.busy(outDir, taken);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The abstract socket that is the lock of an output folder (Linux). */
export const lockSocket = (outDir: string) => `\0ssg-build-${folderId(outDir)}`;

/** The lock, or a description of whoever holds it. */
async function socketLock(name: string): Promise<Release | string> {
  const server: Server = createServer((socket) => {
    // A waiter that hangs up first (it gave up, or was killed) must not take this build down.
    socket.on('error', () => socket.destroy());
    socket.end(who());
  });
  const listening = await new Promise<boolean>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen(name, () => resolve(true));
  });
  if (listening) {
    server.unref(); // the lock never keeps the process alive
    return () => server.close();
  }
  // Ask the holder who it is (it answers at once); a holder that cannot answer is still a holder.
  return new Promise<string>((resolve) => {
    let text = '';
    const socket = createConnection(name);
    const done = () => resolve(text || 'another build');
    socket.setTimeout(500, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', done);
    socket.on('error', done);
  });
}

function fileLock(file: string): Release | string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, JSON.stringify({ pid: process.pid, who: who() }));
    closeSync(fd);
    return () => rmSync(file, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: { pid: number; who: string };
  try {
    holder = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return 'another build'; // being written this very moment
  }
  if (alive(holder.pid)) return holder.who;
  // Its owner is gone: move it aside (only one waiter can) and try again at once.
  try {
    renameSync(file, `${file}.stale-${process.pid}`);
    rmSync(`${file}.stale-${process.pid}`, { force: true });
  } catch {
    // another waiter took it over first
  }
  return fileLock(file);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
