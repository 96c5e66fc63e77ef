// A throwaway nginx for tests: its own prefix, config, pid file, logs and temp folders under
// test/.tmp, listening on loopback ports only, never as a daemon; closed by its own process id.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { tempDir } from './site.ts';

/** The nginx binary: $NGINX, then PATH, then where distributions put it (/usr/sbin is not on every PATH). */
export function nginxPath(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  return [process.env.NGINX, ...dirs.filter(Boolean).map((d) => path.join(d, 'nginx'))].find((c): c is string => Boolean(c) && existsSync(c!));
}

/** The stock mime.types that a real install includes: next to the nginx.conf the binary was built for. */
function mimeTypes(bin: string): string {
  const built = spawnSync(bin, ['-V'], { encoding: 'utf8' });
  const conf = /--conf-path=(\S+)/.exec(`${built.stderr}${built.stdout}`)?.[1] ?? '/etc/nginx/nginx.conf';
  const file = path.join(path.dirname(conf), 'mime.types');
  if (!existsSync(file)) throw new Error(`nginx's mime.types is not at ${file}`);
  return file;
}

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

export interface Nginx {
  prefix: string;
  /** The error log so far, for failure messages. */
  log: () => string;
  close: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that dies half-way must not leave its nginx behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Starts nginx with `servers` (server blocks and what else goes in the http context) and waits
 * until `ready` answers. Throws with nginx's own words when it does not start.
 */
export async function startNginx(bin: string, servers: string, ready: string): Promise<Nginx> {
  const prefix = tempDir('nginx-');
  const temp = (name: string) => {
    mkdirSync(path.join(prefix, 'tmp', name), { recursive: true });
    return path.join(prefix, 'tmp', name);
  };
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    // As root, workers would switch to "nobody", who cannot read the test's 0700 temp folders.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    `include ${mimeTypes(bin)};`,
    'default_type application/octet-stream;',
    'access_log off;',
    `client_body_temp_path ${temp('body')};`,
    `proxy_temp_path ${temp('proxy')};`,
    `fastcgi_temp_path ${temp('fastcgi')};`,
    `uwsgi_temp_path ${temp('uwsgi')};`,
    `scgi_temp_path ${temp('scgi')};`,
    servers,
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const errorLog = path.join(prefix, 'error.log');
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');

  // -e: the log nginx writes before it has read the config (default: /var/log/nginx).
  const child = spawn(bin, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
    running.delete(child);
  });

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
      throw new Error(`nginx did not start:\n${output}${log()}\nconfig:\n${conf}`);
    }
    try {
      await fetch(ready, { redirect: 'manual' });
      return { prefix, log, close };
    } catch {
      if (Date.now() > end) {
        await close();
        throw new Error(`nginx did not answer ${ready} within 10 s:\n${output}${log()}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
