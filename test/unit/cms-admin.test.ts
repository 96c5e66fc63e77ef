// The web editor's safety: no /admin/ without a production backend; with one, its own policy in
// _headers and the nginx and Apache examples while the pages keep theirs; the local backend
// writes only the data files of content/, as the build would read them, and pictures that pass
// the build's image scan, refusing in French.
import { deflateSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { headersFile, headersFor } from '../../build/output/hosting.ts';
import { htaccessConfig, nginxConfig } from '../../build/output/servers.ts';
import { productionBackend } from '../../cms.config.ts';
import { adminCsp, cspText } from '../../cms/csp.ts';
import { pictureRefusal, refusal } from '../../cms/guard.ts';
import { adminPage } from '../../cms/admin/html.ts';
import config from '../../site.config.ts';
import * as adminHtml from '../../pages/admin/[name].html.ts';
import * as adminJs from '../../pages/admin/[name].js.ts';
import { repoRoot } from '../helpers/site.ts';

/** A message with its no-break spaces read as spaces. */
const plain = (text: string | null) => (text ?? '(accepted)').replace(/\u00a0/g, ' ');

const github = { name: 'github' as const, repo: 'castellar/site', branch: 'main', base_url: 'https://auth.castellar-foncier.fr' };

test('without a production backend, no /admin/ and no policy of its own', () => {
  assert.is(productionBackend, null);
  assert.equal(adminHtml.routes(), []);
  assert.equal(adminJs.routes(), []);
  assert.equal(config.pathCsp, {});
});

test('with one, /admin/ has its own policy in _headers; every other path keeps the site’s', () => {
  const file = headersFile({ csp: config.csp, headers: config.headers, pathCsp: { '/admin/': adminCsp(github) } });
  const site = headersFor(file, '/contact/')['Content-Security-Policy']!;
  const admin = headersFor(file, '/admin/')['Content-Security-Policy']!;
  assert.match(file, /\/admin\/\*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /);
  assert.not.match(site, /unsafe/);
  assert.is(admin, cspText(adminCsp(github)));
  assert.match(admin, /connect-src 'self' blob: https:\/\/api\.github\.com https:\/\/auth\.castellar-foncier\.fr/);
  assert.match(admin, /frame-ancestors 'none'/);
  assert.is(headersFor(file, '/admin/')['X-Robots-Tag'], 'noindex');
  const hosting = { ...config, pathCsp: { '/admin/': adminCsp(github) } };
  const nginx = nginxConfig(hosting, { root: '/srv/site', listen: ['8080'] });
  assert.match(nginx, /map "\$status:\$uri" \$csp_[\w]+ \{\n {4}volatile;\n {4}~\^416: "";\n {4}~\^\\d\+:\/admin\/ "default-src 'self'; script-src 'self' 'unsafe-eval'/);
  const htaccess = htaccessConfig(hosting);
  assert.match(htaccess, /Header always set Content-Security-Policy "default-src 'self'; script-src 'self' 'unsafe-eval'[^\n]*" "expr=%\{REQUEST_URI\} =~ m#\^\/admin\/#"/);
});

test('the editor’s page: noindex, its configuration as data, no inline script', () => {
  const html = adminPage({ config: { backend: github, note: '</script><script>alert(1)</script>' }, script: '/admin/cms.js', brand: 'Castellar Foncier' });
  assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
  assert.match(html, /<script type="application\/json" id="cms-config">/);
  assert.not.match(html, /<\/script><script>alert/);
  assert.match(html, /<script type="module" src="\/admin\/cms\.js"><\/script>/);
});

/** A PNG that says it is 20,000 × 20,000 pixels in a few bytes: a decompression bomb's header. */
function bombPng(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 1; // 1 bit per pixel
  ihdr[9] = 0; // grey
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(2501 * 100))), chunk('IEND', Buffer.alloc(0))]);
}

test('pictures go through the build’s image scan, refused in French', async () => {
  const asset = (path: string, bytes: Buffer) => ({ path, content: bytes.toString('base64'), encoding: 'base64' });
  assert.match(plain(await pictureRefusal(asset('content/images/articles/x.gif', Buffer.from('GIF89a')))), /^Photo « x\.gif » refusée : seules les photos JPEG \(\.jpg\) et PNG \(\.png\) sont acceptées\.$/);
  assert.match(plain(await pictureRefusal(asset('content/images/articles/x.jpg', Buffer.from('not a picture')))), /^Photo « x\.jpg » refusée : elle ne se lit pas/);
  assert.match(plain(await pictureRefusal(asset('content/images/articles/bombe.png', bombPng()))), /268 millions de pixels/);
  assert.match(plain(await pictureRefusal(asset('pages/x.jpg', Buffer.from('')))), /ne va que dans content\/images\//);
});

test('the local backend writes only what the build would read', async () => {
  assert.match(plain(await refusal(repoRoot, [{ path: 'content/site.ts', raw: 'export default 1' }], [])), /ne modifie que les articles, les réalisations et les fichiers YAML de content\//);
  assert.match(plain(await refusal(repoRoot, [{ path: 'content/../build/x.md', raw: '' }], [])), /n’est pas un chemin du site/);
  const article = ['---', 'number: 1', 'slug: doublon', 'title: Court', 'date: 2025-09-15', 'category: Expertise', `excerpt: "${'a'.repeat(70)}"`, `description: "${'a'.repeat(120)}"`, 'image: articles/smart-city.jpg', 'imageAlt: Une photo de la ville', 'readingMinutes: 3', '---', '', 'Texte.', ''].join('\n');
  const refused = plain(await refusal(repoRoot, [{ path: 'content/articles/doublon.md', raw: article }], []));
  assert.match(refused, /^Enregistrement refusé, le site ne se construirait pas : /);
  assert.match(refused, /content\/articles\/doublon\.md -> title: /);
  const long = article.replace('title: Court', 'title: Un titre assez long pour le schéma');
  assert.match(plain(await refusal(repoRoot, [{ path: 'content/articles/doublon.md', raw: long }], [])), /number: 1 is also the number of content\/articles\//);
  const office = plain(await refusal(repoRoot, [{ path: 'content/agence.yml', raw: 'name: Agence\n' }], []));
  assert.match(office, /content\/agence\.yml -> street/);
  const fine = article.replace('number: 1', 'number: 99').replace('title: Court', 'title: Un titre assez long pour le schéma');
  assert.is(await refusal(repoRoot, [{ path: 'content/articles/doublon.md', raw: fine }], []), null, 'an unquoted date, as the editor writes it, is read');
});

test.run();
