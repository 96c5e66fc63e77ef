// Writes scripts/deploy/apache-vhost.conf, the Apache virtual host example, from site.config.ts:
// what apache.htaccess does, for a host whose server configuration is in reach, and on Apache's
// own error answers too (test/site/apache.test.ts compares the committed file with a fresh one,
// and runs it in Apache). Run after changing the CSP, the headers or the redirects in
// site.config.ts:
//   node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/apache-vhost.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apacheVhostConfig } from '../../build/output/servers.ts';
import config from '../../site.config.ts';
import site from '../../content/site.ts';

export const vhostFile = path.join(path.dirname(new URL(import.meta.url).pathname), 'apache-vhost.conf');

/** The example as committed: the production host (never SITE_URL's), HTTPS on 443, HTTP redirected. */
export function vhostExample(): string {
  const host = new URL(site.url).host;
  return apacheVhostConfig(
    { ...config, siteUrl: site.url },
    {
      root: `/var/www/${host}/dist`,
      listen: ['*:443'],
      tls: {
        certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
        key: `/etc/letsencrypt/live/${host}/privkey.pem`,
        httpListen: ['*:80'],
      },
      banner: [
        `Apache virtual host example for ${host}: serves the uploaded dist/ like the static hosts`,
        'that read dist/_headers and dist/_redirects, like apache.htaccess and the nginx example, and',
        'sends the headers on the answers Apache gives before any .htaccess is read (400, 414, an',
        'encoded slash\'s 404). For a server whose configuration is in reach; no .htaccess is needed.',
        'Generated from site.config.ts by scripts/deploy/apache-vhost.ts: change site.config.ts, then run',
        '  node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/apache-vhost.ts',
        `Install (Debian): copy to /etc/apache2/sites-available/000-${host}.conf (the first virtual`,
        'host of an address answers the requests Apache cannot read), set DocumentRoot, <Directory>',
        'and the certificate paths, then: a2enmod headers rewrite ssl && a2ensite',
        `000-${host} && apachectl configtest && systemctl reload apache2`,
      ].join('\n'),
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  writeFileSync(vhostFile, vhostExample());
  console.log(`wrote ${path.relative(process.cwd(), vhostFile)}`);
}
