// A throwaway nginx for tests: its own prefix, config, pid file, logs and temp folders under
// test/.tmp, listening on loopback ports only, never as a daemon; closed by its own process id.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDaemon } from './processes.ts';
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

export interface Nginx {
  prefix: string;
  /** The error log so far, for failure messages. */
  log: () => string;
  close: () => Promise<void>;
}

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
  // -e: the log nginx writes before it has read the config (default: /var/log/nginx).
  const args = ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog];
  const daemon = await startDaemon({ name: 'nginx', bin, args, ready, errorLog, prefix, conf });
  return { prefix, ...daemon };
}
