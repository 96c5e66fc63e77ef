// The nginx example (scripts/deploy/nginx.conf), in a real nginx serving the built site: the same
// headers, caching and redirects as dist/_headers and dist/_redirects, each header once whatever
// the status, pages at /x and /x/, the 404 page with its status, the MIME types static hosts send,
// dotfiles never served but /.well-known/.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../build/output/hosting.ts';
import { nginxConfig } from '../../build/output/servers.ts';
import type { BuildResult } from '../../build/index.ts';
import { exampleFile, nginxExample } from '../../scripts/deploy/nginx.ts';
import { nginxPath, startNginx, type Nginx } from '../helpers/nginx.ts';
import { freePort } from '../helpers/processes.ts';
import { checkHashedAssets, dotfileProblems, getOverTls, headerProblems, linkedCopy, plantDotfiles, securityTxt, sendAsWritten, testCertificate } from '../helpers/served.ts';
import { buildSite, tempDir } from '../helpers/site.ts';

const example = suite('nginx example');

example('nginx example - the committed file is the one site.config.ts generates', () => {
  assert.fixture(readFileSync(exampleFile, 'utf8'), nginxExample(), 'scripts/deploy/nginx.conf is out of date: run node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/nginx.ts');
});

example('nginx example - a redirect nginx cannot express as a plain path stops the generator', () => {
  const config = { siteUrl: 'https://example.org', csp: {}, headers: {}, redirects: [['/blog/*', '/news'] as [string, string]] };
  assert.throws(() => nginxConfig(config, { root: '/srv', listen: ['80'] }), /redirects: \/blog\/\* is not a plain path/);
});

example.run();

// ------------------------------------------------------------------------ in a running nginx

const bin = nginxPath();
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

interface Ctx {
  result: BuildResult;
  outDir: string;
  /** What nginx serves: a copy of outDir with dotfiles planted in it. */
  root: string;
  origin: string;
  nginx: Nginx;
  /** What dist/_headers promises for a path: every matching rule's headers, names in lower case. */
  promised: (pathname: string) => Record<string, string>;
}

const test = suite<Ctx>('nginx');
const live = bin ? test : test.skip;

if (!bin && CI) {
  test('nginx - is installed, so that the example is tried in a real server', () => {
    assert.unreachable('nginx is not installed: CI needs it (.ci/run installs it with apt-get install -y nginx), or the nginx example goes untested');
  });
} else if (!bin) {
  console.log('\n  nginx is not installed here: the tests of the nginx example are skipped (apt-get install -y nginx to run them; CI always runs them).\n');
}

test.before(async (ctx) => {
  if (!bin) return;
  const { result, outDir } = await buildSite();
  const root = linkedCopy(outDir, path.join(tempDir('nginx-www-'), 'www'));
  plantDotfiles(root);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const servers = nginxConfig(result.config!, { root, listen: [`127.0.0.1:${port}`] });
  const rules = readFileSync(path.join(outDir, '_headers'), 'utf8')
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [pattern = '', ...lines] = block.split('\n');
      return { pattern, headers: Object.fromEntries(lines.map((l) => /^\s+([^:]+):\s*(.*)$/.exec(l)!.slice(1, 3).map((s, i) => (i ? s : s.toLowerCase())))) };
    });
  const matches = (pattern: string, pathname: string) => (pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname);
  Object.assign(ctx, {
    result,
    outDir,
    root,
    origin,
    nginx: await startNginx(bin, servers, origin + '/'),
    promised: (pathname: string) => Object.assign({}, ...rules.filter((r) => matches(r.pattern, pathname)).map((r) => r.headers)),
  });
});

test.after(async (ctx) => {
  await ctx.nginx?.close();
  if (ctx.root) rmSync(path.dirname(ctx.root), { recursive: true, force: true });
});

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

/** The headers `promised` lists that the response lacks or sends otherwise. */
function differences(response: Response, promised: Record<string, string>): string[] {
  return Object.entries(promised)
    .filter(([name, value]) => response.headers.get(name) !== value)
    .map(([name, value]) => `${name}: expected "${value}", got "${response.headers.get(name)}"`);
}

const file = (ctx: Ctx, rel: string) => readFileSync(path.join(ctx.outDir, rel));

live('nginx - every page answers at /x and /x/ with its own HTML and exactly the headers of _headers', async (ctx) => {
  const problems: string[] = [];
  // The moved pages answer 301 (next test); the 404 page, its status.
  const moved = new Set(ctx.result.config!.redirects.map(([from]) => from));
  const pages = ctx.result.pages.filter((p) => p.route !== '/404' && !moved.has(p.route));
  assert.ok(pages.length > 20, 'the site has its pages');
  for (const page of pages) {
    const html = file(ctx, page.output);
    for (const url of page.route === '/' ? ['/'] : [page.route, `${page.route}/`]) {
      const response = await get(ctx.origin + url);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) problems.push(`${url}: status ${response.status}`);
      else if (!body.equals(html)) problems.push(`${url}: not the content of ${page.output}`);
      if (response.headers.get('content-type') !== 'text/html; charset=utf-8') problems.push(`${url}: content-type ${response.headers.get('content-type')}`);
      problems.push(...differences(response, ctx.promised(url)).map((d) => `${url}: ${d}`));
    }
  }
  assert.equal(problems, []);
});

live('nginx - pages must be revalidated, and the policy header is the pages’ own <meta> policy plus what only a header says', async (ctx) => {
  const response = await get(`${ctx.origin}/contact`);
  assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE);
  assert.match(CACHE_REVALIDATE, /max-age=0|no-cache/);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(await response.text())?.[1];
  assert.ok(meta, 'the page carries its policy');
  assert.is(response.headers.get('content-security-policy'), `${meta}; upgrade-insecure-requests; frame-ancestors 'none'`);
  const expected = {
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  for (const [name, value] of Object.entries(expected)) assert.is(response.headers.get(name), value, name);
  assert.match(response.headers.get('permissions-policy') ?? '', 'camera=()');
  assert.is(response.headers.get('server'), 'nginx', 'no version number given away');
});

live('nginx - the four moved pages answer 301 to their section of /qui-sommes-nous, with or without the slash', async (ctx) => {
  const redirects = readFileSync(path.join(ctx.outDir, '_redirects'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  assert.is(redirects.length, 4);
  for (const [from, to, status] of redirects) {
    assert.is(status, '301');
    for (const url of [from!, `${from}/`]) {
      const response = await get(ctx.origin + url);
      assert.is(response.status, 301, url);
      assert.is(response.headers.get('location'), to, url);
      assert.match(to!, /^\/qui-sommes-nous#/);
      assert.equal(differences(response, ctx.promised(url)), [], url);
    }
  }
});

live('nginx - an unknown path gets the 404 page with status 404, never a listing or a year of cache', async (ctx) => {
  const notFound = file(ctx, '404.html');
  for (const url of ['/page-inconnue', '/nos-realisations/inconnue/', '/assets/', '/assets/inconnu-0123456789.js', '/404']) {
    const response = await get(ctx.origin + url);
    assert.is(response.status, 404, url);
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(notFound), `${url}: not 404.html`);
    assert.is(response.headers.get('content-type'), 'text/html; charset=utf-8', url);
    assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE, url);
    assert.equal(differences(response, ctx.promised('/page-inconnue')), [], url);
  }
});

live('nginx - the files only hosts read, _headers and _redirects, are not served: the 404 page', async (ctx) => {
  const notFound = file(ctx, '404.html');
  for (const url of ['/_headers', '/_redirects', '/%5Fheaders', '/./_redirects', '/_headers/']) {
    const response = await get(ctx.origin + url);
    assert.is(response.status, 404, url);
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(notFound), `${url}: not 404.html`);
    assert.equal(differences(response, ctx.promised('/page-inconnue')), [], url);
  }
});

live('nginx - each header exactly once, whatever the status: 200, 206, 304, 404, 405, 412, 416, 400, 414', async (ctx) => {
  const html = await (await get(`${ctx.origin}/contact`)).text();
  const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const etag = (await sendAsWritten(ctx.origin, css)).headers.etag![0]!;
  const size = file(ctx, css.slice(1)).length;
  const cases: [string, Record<string, string>, string, number, string][] = [
    ['/contact', {}, 'GET', 200, CACHE_REVALIDATE],
    [css, {}, 'GET', 200, CACHE_IMMUTABLE],
    [css, { range: 'bytes=0-9' }, 'GET', 206, CACHE_IMMUTABLE],
    [css, { 'if-none-match': etag }, 'GET', 304, CACHE_IMMUTABLE],
    ['/page-inconnue', {}, 'GET', 404, CACHE_REVALIDATE],
    ['/contact', {}, 'POST', 405, CACHE_REVALIDATE],
    [css, { 'if-match': '"autre"' }, 'GET', 412, CACHE_REVALIDATE],
    // The range past the end: the headers went through nginx's filters twice, and came out twice.
    [css, { range: 'bytes=999999999-' }, 'GET', 416, CACHE_IMMUTABLE],
    ['/%zz', {}, 'GET', 400, CACHE_REVALIDATE],
    [`/${'a'.repeat(9_000)}`, {}, 'GET', 414, CACHE_REVALIDATE],
  ];
  const problems: string[] = [];
  for (const [target, headers, method, status, cache] of cases) {
    const answer = await sendAsWritten(ctx.origin, target, headers, method);
    const asked = `${method} ${target.slice(0, 40)} ${JSON.stringify(headers)}`;
    if (answer.status !== status) problems.push(`${asked}: status ${answer.status}, expected ${status}`);
    problems.push(...headerProblems(answer, { ...ctx.promised('/page-inconnue'), 'cache-control': cache }).map((p) => `${asked}: ${p}`));
    if (status === 416) problems.push(...headerProblems(answer, { 'content-range': `bytes */${size}` }).map((p) => `${asked}: ${p}`));
  }
  assert.equal(problems, []);
});

live('nginx - dotfiles (.env, .git/, .htaccess…) are a 404 with every header, however the path is spelt, and never show a byte', async (ctx) => {
  assert.equal(await dotfileProblems(ctx.origin, { ...ctx.promised('/page-inconnue'), 'cache-control': CACHE_REVALIDATE }), []);
});

live('nginx - /.well-known/security.txt is served, as text/plain; charset=utf-8 with the headers of _headers', async (ctx) => {
  const expected = securityTxt(ctx.root).bytes;
  const answer = await sendAsWritten(ctx.origin, '/.well-known/security.txt');
  assert.is(answer.status, 200);
  assert.ok(answer.body.equals(expected), 'not the file');
  assert.equal(answer.headers['content-type'], ['text/plain; charset=utf-8']);
  assert.equal(headerProblems(answer, { ...ctx.promised('/.well-known/security.txt'), 'cache-control': CACHE_REVALIDATE }), []);
});

live('nginx - hashed assets are cached for a year, immutable, and text goes out gzipped', async (ctx) => {
  await checkHashedAssets(ctx.origin, (rel) => file(ctx, rel), (response, url) => differences(response, ctx.promised(url)));
  const page = await get(`${ctx.origin}/contact`, { headers: { 'accept-encoding': 'gzip' } });
  assert.is(page.headers.get('content-encoding'), 'gzip');
  assert.match(page.headers.get('vary') ?? '', 'Accept-Encoding');
});

live('nginx - vCards, the web manifest, the sitemap and the speculation rules go out with their MIME types', async (ctx) => {
  const expected = {
    // Its name says JSON; browsers read speculation rules only as this type (site.config.ts -> contentTypes).
    '/speculation-rules.json': 'application/speculationrules+json',
    '/cartes/lucas-morel.vcf': 'text/vcard; charset=utf-8',
    '/site.webmanifest': 'application/manifest+json; charset=utf-8',
    '/sitemap.xml': 'text/xml; charset=utf-8',
    '/favicon.svg': 'image/svg+xml; charset=utf-8',
    '/cartes/lucas-morel.pdf': 'application/pdf',
  };
  for (const [url, type] of Object.entries(expected)) {
    const response = await get(ctx.origin + url);
    assert.is(response.status, 200, url);
    assert.is(response.headers.get('content-type'), type, url);
    assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE, `${url}: its name carries no hash`);
  }
  assert.match(await (await get(`${ctx.origin}/cartes/lucas-morel.vcf`)).text(), /^BEGIN:VCARD\r\n/);
});

live('nginx - with a certificate the site answers over HTTPS, and plain HTTP sends visitors there', async (ctx) => {
  const { dir, key, cert } = testCertificate();
  const [https, http] = [await freePort(), await freePort()];
  const servers = nginxConfig(ctx.result.config!, {
    root: ctx.outDir,
    listen: [`127.0.0.1:${https}`],
    tls: { certificate: cert, key, httpListen: [`127.0.0.1:${http}`] },
  });
  const nginx = await startNginx(bin!, servers, `http://127.0.0.1:${http}/`);
  try {
    const redirect = await get(`http://127.0.0.1:${http}/contact?x=1`);
    assert.is(redirect.status, 301);
    assert.is(redirect.headers.get('location'), `${ctx.result.config!.siteUrl}/contact?x=1`);
    const secure = await getOverTls(https, '/contact');
    assert.is(secure.status, 200);
    assert.is(secure.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains; preload');
  } finally {
    await nginx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
