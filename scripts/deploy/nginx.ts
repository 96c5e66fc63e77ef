// Writes scripts/deploy/nginx.conf, the nginx example, from site.config.ts: the same CSP,
// headers, caching and redirects as dist/_headers and dist/_redirects, so the two cannot drift
// (test/site/nginx.test.ts compares the committed file with a fresh one, and runs it in nginx).
// Run after changing the CSP, the headers or the redirects in site.config.ts:
//   node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/nginx.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConfig } from '../../build/output/servers.ts';
import config from '../../site.config.ts';
import site from '../../content/site.ts';

export const exampleFile = path.join(path.dirname(new URL(import.meta.url).pathname), 'nginx.conf');

/** The example as committed: the production host (never SITE_URL's), HTTPS on 443, HTTP redirected. */
export function nginxExample(): string {
  const host = new URL(site.url).host;
  return nginxConfig(
    { ...config, siteUrl: site.url },
    {
      root: `/var/www/${host}/dist`,
      listen: ['443', '[::]:443'],
      tls: {
        certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
        key: `/etc/letsencrypt/live/${host}/privkey.pem`,
        httpListen: ['80', '[::]:80'],
      },
      banner: [
        `nginx example for ${host}: serves the uploaded dist/ like the static hosts that read`,
        'dist/_headers and dist/_redirects (same headers, caching and redirects).',
        'Generated from site.config.ts by scripts/deploy/nginx.ts: change site.config.ts, then run',
        '  node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/nginx.ts',
        `Install: copy to /etc/nginx/conf.d/${host}.conf (the http context, where the stock`,
        'mime.types is included), set root and the certificate paths, then: nginx -t && nginx -s reload',
      ].join('\n'),
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  writeFileSync(exampleFile, nginxExample());
  console.log(`wrote ${path.relative(process.cwd(), exampleFile)}`);
}
