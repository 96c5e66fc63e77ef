// A throwaway Apache for tests: its own config, pid file, logs and runtime folder under test/.tmp,
// listening on loopback ports only, in the foreground; closed by its own process id. It serves
// a hard-link copy of the site, with the .htaccess under test at its root, the way a shared host
// serves an upload, or through the virtual host under test.
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDaemon } from './processes.ts';
import { linkedCopy } from './served.ts';
import { tempDir } from './site.ts';

/** The Apache binary: $APACHE, then where Debian (apache2) and others (httpd) put it. */
export function apachePath(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/apache2/bin'];
  return [process.env.APACHE, ...dirs.filter(Boolean).flatMap((d) => [path.join(d, 'apache2'), path.join(d, 'httpd')])].find((c): c is string => Boolean(c) && existsSync(c!));
}

/** Where the modules are: Debian's folder, or beside the binary. */
function modulesDir(bin: string): string {
  for (const dir of ['/usr/lib/apache2/modules', '/usr/lib64/httpd/modules', '/usr/lib/httpd/modules', path.join(path.dirname(bin), '..', 'modules')]) {
    if (existsSync(path.join(dir, 'mod_headers.so'))) return dir;
  }
  throw new Error(`Apache's modules (mod_headers.so) are not where ${bin} usually keeps them`);
}

// What a shared host has on: the event MPM, and the modules the .htaccess asks for.
const MODULES = ['mpm_event', 'authz_core', 'dir', 'mime', 'headers', 'rewrite', 'filter', 'deflate', 'setenvif'];

export interface Apache {
  root: string;
  log: () => string;
  close: () => Promise<void>;
}

export type ApacheSetup = { ports: number[]; modules?: string[] } & (
  | {
      /** The site's .htaccess, at the root of the copy, as a shared host reads it (AllowOverride All). */
      htaccess: string;
    }
  | {
      /** Server-level configuration (a virtual host) serving the copy at `root`. */
      server: (root: string) => string;
    }
);

/**
 * Starts Apache on 127.0.0.1's `ports` (besides the modules a shared host has on, `modules`)
 * serving a copy of `site` as `setup` says, and waits until the first port answers. Throws with
 * Apache's own words when it does not start.
 */
export async function startApache(bin: string, site: string, setup: ApacheSetup): Promise<Apache> {
  const prefix = tempDir('apache-');
  const root = linkedCopy(site, path.join(prefix, 'www'));
  if ('htaccess' in setup) writeFileSync(path.join(root, '.htaccess'), setup.htaccess);
  // As root, Apache's children run as www-data, who must reach the copy.
  chmodSync(prefix, 0o755);
  chmodSync(root, 0o755);
  const user = process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : [];
  const modules = modulesDir(bin);
  const conf = [
    `ServerRoot ${prefix}`,
    'ServerName 127.0.0.1',
    ...setup.ports.map((port) => `Listen 127.0.0.1:${port}`),
    `PidFile ${prefix}/apache.pid`,
    `DefaultRuntimeDir ${prefix}`,
    `Mutex file:${prefix} default`,
    `ErrorLog ${prefix}/error.log`,
    'LogLevel warn',
    ...user,
    ...[...MODULES, ...(setup.modules ?? [])].map((m) => `LoadModule ${m}_module ${modules}/mod_${m}.so`),
    existsSync('/etc/mime.types') ? 'TypesConfig /etc/mime.types' : '',
    'ServerTokens Prod',
    '<Directory />',
    '  AllowOverride None',
    '  Require all denied',
    '</Directory>',
    ...('htaccess' in setup ? [`DocumentRoot ${root}`, `<Directory ${root}>`, '  AllowOverride All', '  Require all granted', '</Directory>'] : [setup.server(root)]),
    '',
  ].join('\n');
  writeFileSync(path.join(prefix, 'apache.conf'), conf);
  const errorLog = path.join(prefix, 'error.log');
  const args = ['-f', path.join(prefix, 'apache.conf'), '-DFOREGROUND'];
  const daemon = await startDaemon({ name: 'Apache', bin, args, ready: `http://127.0.0.1:${setup.ports[0]}/`, errorLog, prefix, conf });
  return { root, ...daemon };
}
