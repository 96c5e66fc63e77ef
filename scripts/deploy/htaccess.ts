// Writes scripts/deploy/apache.htaccess, the Apache example, from site.config.ts: the same CSP,
// headers, caching and redirects as dist/_headers and dist/_redirects and the nginx example, so
// they cannot drift (test/site/apache.test.ts compares the committed file with a fresh one, and
// runs it in Apache). Run after changing the CSP, the headers or the redirects in site.config.ts:
//   node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/htaccess.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { htaccessConfig } from '../../build/output/servers.ts';
import config from '../../site.config.ts';
import site from '../../content/site.ts';

export const htaccessFile = path.join(path.dirname(new URL(import.meta.url).pathname), 'apache.htaccess');

/** The example as committed: the production host (never SITE_URL's), plain HTTP sent to HTTPS. */
export function htaccessExample(): string {
  const host = new URL(site.url).host;
  return htaccessConfig(
    { ...config, siteUrl: site.url },
    {
      https: true,
      banner: [
        `Apache example for ${host} (shared hosting such as OVH's): serves the uploaded dist/ like`,
        'the static hosts that read dist/_headers and dist/_redirects, and like the nginx example.',
        'Generated from site.config.ts by scripts/deploy/htaccess.ts: change site.config.ts, then run',
        '  node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/htaccess.ts',
        'Install: upload it as .htaccess at the web root, beside index.html. Needs mod_headers,',
        'mod_rewrite, mod_mime, mod_dir, mod_deflate and mod_filter, and AllowOverride All.',
        'Out of its reach: Apache\'s own answers to the requests it refuses before reading it (400,',
        '414, an encoded slash\'s 404) go out without the headers; apache-vhost.conf reaches them.',
      ].join('\n'),
    },
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  writeFileSync(htaccessFile, htaccessExample());
  console.log(`wrote ${path.relative(process.cwd(), htaccessFile)}`);
}
