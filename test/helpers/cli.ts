// `npm run preview` and `npm run dev` as a person runs them: the engine's command line in a
// process of its own, on a loopback port the system picks. A request that kills the server
// then fails a test instead of the test run; the process is stopped by its own id.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { repoRoot } from './site.ts';

export interface CliServer {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Still running? */
  alive: () => boolean;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  close: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that dies half-way must not leave its server behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

function withoutPort(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.PORT;
  return env;
}

/** Starts `node build/bin.mjs <command> --port 0 ...args` and waits until it says where it listens. */
export async function startCli(command: 'preview' | 'dev', args: string[], timeoutMs = 120_000): Promise<CliServer> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'build', 'bin.mjs'), command, '--port', '0', ...args], {
    cwd: repoRoot,
    env: withoutPort(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    gone = true;
    running.delete(child);
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const close = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  const end = Date.now() + timeoutMs;
  for (;;) {
    const port = Number(/http:\/\/localhost:(\d+)/.exec(output)?.[1]);
    if (port) return { origin: `http://127.0.0.1:${port}`, port, child, alive: () => !gone, output: () => output, close };
    if (gone || Date.now() > end) {
      await close();
      throw new Error(`${command} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or another method) with headers fetch() refuses to send, such as Host; no decompression. */
export function rawGet(origin: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(origin + pathname, { method, headers, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: no answer within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}
