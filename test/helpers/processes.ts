// Servers and programs the tests start (nginx, Apache, WebKit's display and driver): a free
// loopback port for them, and none of them left behind when the run ends early.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// A run that ends early (a failed test, process.exit, Ctrl-C, a CI timeout) takes what it
// started with it.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));

/** Stopped with the run (by its PID), and forgotten once it has ended. */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export interface Daemon {
  /** Its error log so far, for failure messages. */
  log: () => string;
  close: () => Promise<void>;
}

/**
 * Starts a server in the foreground and waits until `ready` answers; closing stops it and
 * removes `prefix`, its folder. Throws with the server's own words when it does not start.
 */
export async function startDaemon(options: { name: string; bin: string; args: string[]; ready: string; errorLog: string; prefix: string; conf: string }): Promise<Daemon> {
  const { name, ready, errorLog, prefix, conf } = options;
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const child = track(spawn(options.bin, options.args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const close = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const end = Date.now() + 10_000;
  for (;;) {
    if (gone) {
      await close();
      throw new Error(`${name} did not start:\n${output}${log()}\nconfig:\n${conf}`);
    }
    try {
      await fetch(ready, { redirect: 'manual' });
      return { log, close };
    } catch {
      if (Date.now() > end) {
        await close();
        throw new Error(`${name} did not answer ${ready} within 10 s:\n${output}${log()}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
