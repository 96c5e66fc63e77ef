// The Apache example (scripts/deploy/apache.htaccess), as the .htaccess of a real Apache serving
// the built site: the same headers, caching and redirects as dist/_headers, dist/_redirects and
// the nginx example, pages at /x and /x/, the 404 page with its status, the host files hidden.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, headersFor, htaccessConfig } from '../../build/hosting.ts';
import type { BuildResult } from '../../build/index.ts';
import { htaccessExample, htaccessFile } from '../../scripts/deploy/htaccess.ts';
import { apachePath, startApache, type Apache } from '../helpers/apache.ts';
import { freePort } from '../helpers/processes.ts';
import { buildSite } from '../helpers/site.ts';

const example = suite('Apache example');

example('Apache example - the committed file is the one site.config.ts generates', () => {
  assert.fixture(readFileSync(htaccessFile, 'utf8'), htaccessExample(), 'scripts/deploy/apache.htaccess is out of date: run node --import tsx scripts/deploy/htaccess.ts');
});

example('Apache example - a value Apache would rewrite, or a redirect it cannot express as a plain path, stops the generator', () => {
  const config = { siteUrl: 'https://example.org', csp: {}, headers: {}, redirects: [] as [string, string][] };
  assert.throws(() => htaccessConfig({ ...config, headers: { 'X-Test': '100%' } }), /Apache would read "%"/);
  assert.throws(() => htaccessConfig({ ...config, redirects: [['/blog/*', '/news']] }), /redirects: \/blog\/\* -> \/news is not a plain path/);
});

example.run();

// ------------------------------------------------------------------------ in a running Apache

const bin = apachePath();
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

interface Ctx {
  result: BuildResult;
  outDir: string;
  origin: string;
  apache: Apache;
  rules: string;
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
  const port = await freePort();
  Object.assign(ctx, {
    result,
    outDir,
    origin: `http://127.0.0.1:${port}`,
    rules: readFileSync(path.join(outDir, '_headers'), 'utf8'),
    apache: await startApache(bin, outDir, htaccessConfig(result.config!), port),
  });
});

test.after(async (ctx) => {
  await ctx.apache?.close();
});

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

/** The headers `_headers` promises for a path that the response lacks or sends otherwise. */
function differences(ctx: Ctx, response: Response, pathname: string): string[] {
  return Object.entries(headersFor(ctx.rules, pathname))
    .filter(([name, value]) => response.headers.get(name) !== value)
    .map(([name, value]) => `${name}: expected "${value}", got "${response.headers.get(name)}"`);
}

const file = (ctx: Ctx, rel: string) => readFileSync(path.join(ctx.outDir, rel));

live('Apache - every page answers at /x and /x/ with its own HTML and the headers of _headers', async (ctx) => {
  const problems: string[] = [];
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
      if (response.headers.get('cache-control') !== CACHE_REVALIDATE) problems.push(`${url}: cache-control ${response.headers.get('cache-control')}`);
      problems.push(...differences(ctx, response, url).map((d) => `${url}: ${d}`));
    }
  }
  assert.equal(problems, []);
});

live('Apache - the four moved pages answer 301 to their section of /qui-sommes-nous, with or without the slash', async (ctx) => {
  const redirects = ctx.result.config!.redirects;
  assert.is(redirects.length, 4);
  for (const [from, to] of redirects) {
    for (const url of [from, `${from}/`]) {
      const response = await get(ctx.origin + url);
      assert.is(response.status, 301, url);
      // Apache writes the Location absolute: what counts is where it leads.
      assert.is(new URL(response.headers.get('location') ?? '', ctx.origin).href, new URL(to, ctx.origin).href, url);
      assert.equal(differences(ctx, response, url), [], url);
    }
  }
});

live('Apache - an unknown path, a folder without a page and the host files get the 404 page with status 404', async (ctx) => {
  const notFound = file(ctx, '404.html');
  for (const url of ['/page-inconnue', '/nos-realisations/inconnue/', '/assets/', '/assets/img', '/assets/inconnu-0123456789.js', '/404', '/_headers', '/_redirects', '/%5Fheaders', '/_headers/']) {
    const response = await get(ctx.origin + url);
    assert.is(response.status, 404, url);
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(notFound), `${url}: not 404.html`);
    assert.is(response.headers.get('content-type'), 'text/html; charset=utf-8', url);
    assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE, url);
    assert.equal(differences(ctx, response, '/page-inconnue'), [], url);
  }
});

live('Apache - hashed assets are cached for a year, immutable, text goes out compressed, and Range works', async (ctx) => {
  const html = await (await get(`${ctx.origin}/contact`)).text();
  const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const js = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const image = /(\/assets\/img\/[^" ]+\.avif)/.exec(html)?.[1];
  assert.ok(css && js && image, `stylesheet ${css}, runtime ${js}, image ${image}`);
  for (const [url, type] of [
    [css, /^text\/css; charset=utf-8$/],
    [js, /^(application|text)\/javascript; charset=utf-8$/],
    [image, /^image\/avif$/],
  ] as const) {
    const response = await get(ctx.origin + url, { headers: { 'accept-encoding': 'gzip' } });
    assert.is(response.status, 200, url);
    assert.is(response.headers.get('cache-control'), CACHE_IMMUTABLE, url);
    assert.match(response.headers.get('content-type') ?? '', type, url);
    assert.is(response.headers.get('content-encoding'), url.endsWith('.avif') ? null : 'gzip', url);
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(file(ctx, url.slice(1))), `${url}: not the built file`);
    assert.equal(differences(ctx, response, url), [], url);
  }
  const page = await get(`${ctx.origin}/contact`, { headers: { 'accept-encoding': 'gzip' } });
  assert.is(page.headers.get('content-encoding'), 'gzip');
  assert.match(page.headers.get('vary') ?? '', 'Accept-Encoding');
  const part = await get(ctx.origin + image, { headers: { range: 'bytes=0-9' } });
  assert.is(part.status, 206);
  assert.ok(Buffer.from(await part.arrayBuffer()).equals(file(ctx, image.slice(1)).subarray(0, 10)));
  // Apache leaves out the `Content-Range: bytes */size` RFC 9110 recommends here (a SHOULD).
  const none = await get(ctx.origin + image, { headers: { range: 'bytes=1000000000-' } });
  assert.is(none.status, 416);
});

live('Apache - vCards, the web manifest and the sitemap go out with their MIME types and charset', async (ctx) => {
  const expected: Record<string, RegExp> = {
    '/cartes/lucas-morel.vcf': /^text\/vcard; charset=utf-8$/,
    '/site.webmanifest': /^application\/manifest\+json; charset=utf-8$/,
    '/sitemap.xml': /^(text|application)\/xml; charset=utf-8$/,
    '/favicon.svg': /^image\/svg\+xml; charset=utf-8$/,
    '/cartes/lucas-morel.pdf': /^application\/pdf$/,
  };
  for (const [url, type] of Object.entries(expected)) {
    const response = await get(ctx.origin + url);
    assert.is(response.status, 200, url);
    assert.match(response.headers.get('content-type') ?? '', type, url);
    assert.is(response.headers.get('cache-control'), CACHE_REVALIDATE, `${url}: its name carries no hash`);
  }
});

live('Apache - with `https`, plain HTTP only sends visitors to the HTTPS site', async (ctx) => {
  const port = await freePort();
  const apache = await startApache(bin!, ctx.outDir, htaccessConfig(ctx.result.config!, { https: true }), port);
  try {
    const redirect = await get(`http://127.0.0.1:${port}/contact?x=1`);
    assert.is(redirect.status, 301);
    assert.is(redirect.headers.get('location'), `${ctx.result.config!.siteUrl}/contact?x=1`);
  } finally {
    await apache.close();
  }
});

test.run();
