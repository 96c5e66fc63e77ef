// The Apache examples in a real Apache serving the built site: scripts/deploy/apache.htaccess as
// the site's .htaccess (a shared host), and scripts/deploy/apache-vhost.conf as its virtual host.
// Both: the same headers, caching and redirects as dist/_headers, dist/_redirects and the nginx
// example, each header once, pages at /x and /x/, the 404 page with its status, the host files
// and dotfiles hidden but /.well-known/. The virtual host: the headers on Apache's own answers
// to the requests it refuses before any .htaccess is read, too.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, headersFor } from '../../build/output/hosting.ts';
import { apacheVhostConfig, htaccessConfig } from '../../build/output/servers.ts';
import type { BuildResult } from '../../build/index.ts';
import { vhostExample, vhostFile } from '../../scripts/deploy/apache-vhost.ts';
import { htaccessExample, htaccessFile } from '../../scripts/deploy/htaccess.ts';
import { apachePath, startApache, type Apache } from '../helpers/apache.ts';
import { freePort } from '../helpers/processes.ts';
import { checkHashedAssets, dotfileProblems, getOverTls, headerProblems, plantDotfiles, securityTxt, sendAsWritten, testCertificate } from '../helpers/served.ts';
import { buildSite } from '../helpers/site.ts';

const example = suite('Apache example');

example('Apache example - the committed file is the one site.config.ts generates', () => {
  assert.fixture(readFileSync(htaccessFile, 'utf8'), htaccessExample(), 'scripts/deploy/apache.htaccess is out of date: run node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/htaccess.ts');
});

example('Apache example - the committed virtual host is the one site.config.ts generates', () => {
  assert.fixture(readFileSync(vhostFile, 'utf8'), vhostExample(), 'scripts/deploy/apache-vhost.conf is out of date: run node --import tsx --import ./content/_lib/yaml-register.mjs scripts/deploy/apache-vhost.ts');
});

example('Apache example - a value Apache would rewrite, or a redirect it cannot express as a plain path, stops the generator', () => {
  const config = { siteUrl: 'https://example.org', csp: {}, headers: {}, redirects: [] as [string, string][] };
  assert.throws(() => htaccessConfig({ ...config, headers: { 'X-Test': '100%' } }), /Apache would read "%"/);
  assert.throws(() => htaccessConfig({ ...config, redirects: [['/blog/*', '/news']] }), /redirects: \/blog\/\* -> \/news is not a plain path/);
  assert.throws(() => apacheVhostConfig({ ...config, headers: { 'X-Test': '100%' } }, { root: '/srv', listen: ['*:80'] }), /Apache would read "%"/);
});

example.run();

// ------------------------------------------------------------------------ in a running Apache

const bin = apachePath();
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/** The two ways of serving the site: its .htaccess (shared hosting), or its virtual host. */
const SETUPS = ['.htaccess', 'virtual host'] as const;
type Setup = (typeof SETUPS)[number];

interface Ctx {
  result: BuildResult;
  outDir: string;
  rules: string;
  /** Each setup's Apache, serving a copy of outDir with dotfiles planted in it. */
  servers: Record<Setup, { origin: string; apache: Apache }>;
}

const test = suite<Ctx>('Apache');
const live = bin ? test : test.skip;

if (!bin && CI) {
  test('Apache - is installed, so that the example is tried in a real server', () => {
    assert.unreachable('Apache is not installed: CI needs it (.ci/run installs it with apt-get install -y apache2), or the Apache example goes untested');
  });
} else if (!bin) {
  console.log('\n  Apache is not installed here: the tests of the Apache example are skipped (apt-get install -y apache2 to run them; CI always runs them).\n');
}

test.before(async (ctx) => {
  if (!bin) return;
  const { result, outDir } = await buildSite();
  const config = result.config!;
  const start = async (setup: Setup) => {
    const port = await freePort();
    const apache = await startApache(
      bin,
      outDir,
      setup === '.htaccess' ? { htaccess: htaccessConfig(config), ports: [port] } : { server: (root) => apacheVhostConfig(config, { root, listen: [`127.0.0.1:${port}`] }), ports: [port] },
    );
    plantDotfiles(apache.root);
    return { origin: `http://127.0.0.1:${port}`, apache };
  };
  Object.assign(ctx, {
    result,
    outDir,
    rules: readFileSync(path.join(outDir, '_headers'), 'utf8'),
    servers: { '.htaccess': await start('.htaccess'), 'virtual host': await start('virtual host') },
  });
});

test.after(async (ctx) => {
  for (const server of Object.values(ctx.servers ?? {})) await server.apache.close();
});

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

/** The headers `_headers` promises for a path that the response lacks or sends otherwise. */
function differences(ctx: Ctx, response: Response, pathname: string): string[] {
  return Object.entries(headersFor(ctx.rules, pathname))
    .filter(([name, value]) => response.headers.get(name) !== value)
    .map(([name, value]) => `${name}: expected "${value}", got "${response.headers.get(name)}"`);
}

/** What every answer but a hashed file's carries: the headers of _headers, and revalidation. */
const revalidated = (ctx: Ctx) => ({ ...headersFor(ctx.rules, '/page-inconnue'), 'Cache-Control': CACHE_REVALIDATE });

const file = (ctx: Ctx, rel: string) => readFileSync(path.join(ctx.outDir, rel));

for (const setup of SETUPS) {
  const name = `Apache ${setup}`;

  live(`${name} - every page answers at /x and /x/ with its own HTML and the headers of _headers`, async (ctx) => {
    const { origin } = ctx.servers[setup];
    const problems: string[] = [];
    const moved = new Set(ctx.result.config!.redirects.map(([from]) => from));
    const pages = ctx.result.pages.filter((p) => p.route !== '/404' && !moved.has(p.route));
    assert.ok(pages.length > 20, 'the site has its pages');
    for (const page of pages) {
      const html = file(ctx, page.output);
      for (const url of page.route === '/' ? ['/'] : [page.route, `${page.route}/`]) {
        const response = await get(origin + url);
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200) problems.push(`${url}: status ${response.status}`);
        else if (!body.equals(html)) problems.push(`${url}: not the content of ${page.output}`);
        if (response.headers.get('content-type') !== 'text/html; charset=utf-8') problems.push(`${url}: content-type ${response.headers.get('content-type')}`);
        if (response.headers.get('cache-control') !== CACHE_REVALIDATE) problems.push(`${url}: cache-control ${response.headers.get('cache-control')}`);
        problems.push(...differences(ctx, response, url).map((d) => `${url}: ${d}`));
      }
    }
    assert.equal(problems, []);
  });

  live(`${name} - the four moved pages answer 301 to their section of /qui-sommes-nous, with or without the slash`, async (ctx) => {
    const { origin } = ctx.servers[setup];
    const redirects = ctx.result.config!.redirects;
    assert.is(redirects.length, 4);
    for (const [from, to] of redirects) {
      for (const url of [from, `${from}/`]) {
        const response = await get(origin + url);
        assert.is(response.status, 301, url);
        // Apache writes the Location absolute: what counts is where it leads.
        assert.is(new URL(response.headers.get('location') ?? '', origin).href, new URL(to, origin).href, url);
        assert.equal(differences(ctx, response, url), [], url);
      }
    }
  });

  live(`${name} - an unknown path, a folder without a page and the host files get the 404 page with status 404`, async (ctx) => {
    const { origin } = ctx.servers[setup];
    const notFound = file(ctx, '404.html');
    for (const url of ['/page-inconnue', '/nos-realisations/inconnue/', '/assets/', '/assets/img', '/assets/inconnu-0123456789.js', '/404', '/_headers', '/_redirects', '/%5Fheaders', '/_headers/']) {
      const response = await get(origin + url);
      assert.is(response.status, 404, url);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(notFound), `${url}: not 404.html`);
      assert.is(response.headers.get('content-type'), 'text/html; charset=utf-8', url);
      assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE, url);
      assert.equal(differences(ctx, response, '/page-inconnue'), [], url);
    }
  });

  live(`${name} - dotfiles (.env, .git/, .htaccess…) are a 404 with every header, however the path is spelt, and never show a byte`, async (ctx) => {
    assert.equal(await dotfileProblems(ctx.servers[setup].origin, revalidated(ctx)), []);
  });

  live(`${name} - /.well-known/security.txt is served, as text/plain; charset=utf-8 with the headers of _headers`, async (ctx) => {
    const { origin, apache } = ctx.servers[setup];
    const expected = securityTxt(apache.root).bytes;
    const answer = await sendAsWritten(origin, '/.well-known/security.txt');
    assert.is(answer.status, 200);
    assert.ok(answer.body.equals(expected), 'not the file');
    assert.equal(answer.headers['content-type'], ['text/plain; charset=utf-8']);
    assert.equal(headerProblems(answer, revalidated(ctx)), []);
  });

  live(`${name} - each header exactly once, whatever the status: 200, 206, 304, 404, 412, 416, 501`, async (ctx) => {
    const { origin } = ctx.servers[setup];
    const html = await (await get(`${origin}/contact`)).text();
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    // Asked as the cases below are: with no Accept-Encoding (Apache's ETag says when it compressed).
    const etag = (await sendAsWritten(origin, css)).headers.etag![0]!;
    const cases: [string, Record<string, string>, string, number, string][] = [
      ['/contact', {}, 'GET', 200, CACHE_REVALIDATE],
      [css, {}, 'GET', 200, CACHE_IMMUTABLE],
      [css, { range: 'bytes=0-9' }, 'GET', 206, CACHE_IMMUTABLE],
      [css, { 'if-none-match': etag }, 'GET', 304, CACHE_IMMUTABLE],
      ['/page-inconnue', {}, 'GET', 404, CACHE_REVALIDATE],
      [css, { 'if-match': '"autre"' }, 'GET', 412, CACHE_REVALIDATE],
      [css, { range: 'bytes=999999999-' }, 'GET', 416, CACHE_REVALIDATE],
      ['/contact', {}, 'BREW', 501, CACHE_REVALIDATE],
    ];
    const problems: string[] = [];
    for (const [target, headers, method, status, cache] of cases) {
      const answer = await sendAsWritten(origin, target, headers, method);
      const asked = `${method} ${target} ${JSON.stringify(headers)}`;
      if (answer.status !== status) problems.push(`${asked}: status ${answer.status}, expected ${status}`);
      problems.push(...headerProblems(answer, { ...headersFor(ctx.rules, '/page-inconnue'), 'Cache-Control': cache }).map((p) => `${asked}: ${p}`));
    }
    assert.equal(problems, []);
  });

  live(`${name} - hashed assets are cached for a year, immutable, text goes out compressed, and Range works`, async (ctx) => {
    const { origin } = ctx.servers[setup];
    const image = await checkHashedAssets(origin, (rel) => file(ctx, rel), (response, url) => differences(ctx, response, url));
    const page = await get(`${origin}/contact`, { headers: { 'accept-encoding': 'gzip' } });
    assert.is(page.headers.get('content-encoding'), 'gzip');
    assert.match(page.headers.get('vary') ?? '', 'Accept-Encoding');
    const part = await get(origin + image, { headers: { range: 'bytes=0-9' } });
    assert.is(part.status, 206);
    assert.ok(Buffer.from(await part.arrayBuffer()).equals(file(ctx, image.slice(1)).subarray(0, 10)));
    // Apache leaves out the `Content-Range: bytes */size` RFC 9110 recommends here (a SHOULD).
    const none = await get(origin + image, { headers: { range: 'bytes=1000000000-' } });
    assert.is(none.status, 416);
  });

  live(`${name} - vCards, the web manifest, the sitemap and the speculation rules go out with their MIME types and charset`, async (ctx) => {
    const { origin } = ctx.servers[setup];
    const expected: Record<string, RegExp> = {
      // Its name says JSON; browsers read speculation rules only as this type (site.config.ts -> contentTypes).
      '/speculation-rules.json': /^application\/speculationrules\+json$/,
      '/cartes/lucas-morel.vcf': /^text\/vcard; charset=utf-8$/,
      '/site.webmanifest': /^application\/manifest\+json; charset=utf-8$/,
      '/sitemap.xml': /^(text|application)\/xml; charset=utf-8$/,
      '/favicon.svg': /^image\/svg\+xml; charset=utf-8$/,
      '/cartes/lucas-morel.pdf': /^application\/pdf$/,
    };
    for (const [url, type] of Object.entries(expected)) {
      const response = await get(origin + url);
      assert.is(response.status, 200, url);
      assert.match(response.headers.get('content-type') ?? '', type, url);
      assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE, `${url}: its name carries no hash`);
    }
  });
}

live("Apache virtual host - Apache's own answers to the requests it refuses before any .htaccess is read carry every header: 400, 414, an encoded slash's 404", async (ctx) => {
  const { origin } = ctx.servers['virtual host'];
  const notFound = file(ctx, '404.html');
  const cases: [string, Record<string, string>, number][] = [
    ['/a%2fb', {}, 404],
    ['/assets%2F..%2F.env', {}, 404],
    ['/%zz', {}, 400],
    ['/%2e%2e/%2e%2e/etc/passwd', {}, 400],
    ['/', { host: 'a b' }, 400],
    ['/', { 'x-long': 'x'.repeat(10_000) }, 400],
    [`/${'a'.repeat(9_000)}`, {}, 414],
  ];
  const problems: string[] = [];
  for (const [target, headers, status] of cases) {
    const answer = await sendAsWritten(origin, target, headers);
    const asked = `${target.slice(0, 40)} ${JSON.stringify(headers).slice(0, 40)}`;
    if (answer.status !== status) problems.push(`${asked}: status ${answer.status}, expected ${status}`);
    if (status === 404 && !answer.body.equals(notFound)) problems.push(`${asked}: not 404.html`);
    problems.push(...headerProblems(answer, revalidated(ctx)).map((p) => `${asked}: ${p}`));
  }
  assert.equal(problems, []);
});

live('Apache .htaccess - with `https`, plain HTTP only sends visitors to the HTTPS site', async (ctx) => {
  const port = await freePort();
  const apache = await startApache(bin!, ctx.outDir, { htaccess: htaccessConfig(ctx.result.config!, { https: true }), ports: [port] });
  try {
    const redirect = await get(`http://127.0.0.1:${port}/contact?x=1`);
    assert.is(redirect.status, 301);
    assert.is(redirect.headers.get('location'), `${ctx.result.config!.siteUrl}/contact?x=1`);
  } finally {
    await apache.close();
  }
});

live('Apache virtual host - with a certificate the site answers over HTTPS, and plain HTTP sends visitors there', async (ctx) => {
  const { dir, key, cert } = testCertificate();
  const [http, https] = [await freePort(), await freePort()];
  const server = (root: string) => apacheVhostConfig(ctx.result.config!, { root, listen: [`127.0.0.1:${https}`], tls: { certificate: cert, key, httpListen: [`127.0.0.1:${http}`] } });
  const apache = await startApache(bin!, ctx.outDir, { server, ports: [http, https], modules: ['ssl'] });
  try {
    const redirect = await get(`http://127.0.0.1:${http}/contact?x=1`);
    assert.is(redirect.status, 301);
    assert.is(redirect.headers.get('location'), `${ctx.result.config!.siteUrl}/contact?x=1`);
    const secure = await getOverTls(https, '/contact');
    assert.is(secure.status, 200);
    assert.is(secure.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains; preload');
  } finally {
    await apache.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
