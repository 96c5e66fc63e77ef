// `npm run preview` serves dist/ the way static hosts do.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, headersFor } from '../../build/output/hosting.ts';
import { build } from '../../build/index.ts';
import { rawGet, startCli, type CliServer } from '../helpers/cli.ts';
import { dotfileProblems, headerProblems, linkedCopy, plantDotfiles, securityTxt, sendAsWritten, sendRaw } from '../helpers/served.ts';
import { buildFixture, cleanup, copyFixture, serve, tempDir } from '../helpers/site.ts';

const test = suite<{ origin: string; outDir: string; close: () => Promise<void> }>('preview server');
test.before(async (ctx) => {
  const { outDir } = await buildFixture();
  Object.assign(ctx, { outDir }, await serve(outDir));
});
test.after(async ({ close }) => close?.());

test('/x and /x/ both serve x/index.html', async ({ origin }) => {
  for (const url of ['/islands', '/islands/', '/blog/premier']) {
    const res = await fetch(origin + url);
    assert.is(res.status, 200, url);
    assert.match(res.headers.get('content-type')!, /^text\/html/);
    assert.match(await res.text(), /<h1>/);
  }
});

test('an unknown path gets the 404 page with status 404', async ({ origin }) => {
  const res = await fetch(`${origin}/nulle-part/ici`);
  assert.is(res.status, 404);
  assert.match(await res.text(), /Oops! Page non trouvée/);
});

test('files are served with their MIME types', async ({ origin }) => {
  const html = await (await fetch(`${origin}/islands`)).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const js = /src="(\/assets\/js\/runtime-[^"]+\.js)"/.exec(html)![1]!;
  const types: Record<string, RegExp> = { [css]: /^text\/css/, [js]: /javascript/, '/favicon.svg': /^image\/svg\+xml/, '/sitemap.xml': /xml/, '/robots.txt': /^text\/plain/ };
  for (const [url, type] of Object.entries(types)) {
    const res = await fetch(origin + url);
    assert.is(res.status, 200, url);
    assert.match(res.headers.get('content-type')!, type, url);
  }
});

test('text is compressed for clients that accept it (brotli first, as Netlify and Cloudflare do), images are sent as they are', async ({ origin }) => {
  const raw = (url: string, encoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(origin + url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const page = await raw('/islands', 'gzip');
  assert.is(page.headers['content-encoding'], 'gzip');
  assert.is(page.headers['content-length'], undefined, 'no length of the uncompressed file');
  assert.match(gunzipSync(page.body).toString(), /<h1>/);
  const missing = await raw('/nulle-part', 'gzip');
  assert.is(missing.status, 404);
  assert.match(gunzipSync(missing.body).toString(), /Oops! Page non trouvée/);
  const brotli = await raw('/islands', 'gzip, br');
  assert.is(brotli.headers['content-encoding'], 'br');
  assert.match(brotliDecompressSync(brotli.body).toString(), /<h1>/);
  const plain = await raw('/islands', 'identity');
  assert.is(plain.headers['content-encoding'], undefined);
  assert.match(plain.body.toString(), /<h1>/);
  const image = await raw('/og.png', 'gzip');
  assert.is(image.headers['content-encoding'], undefined, 'images are compressed already');
});

test('every answer carries the headers of dist/_headers: pages, files, 404s, errors; hashed assets a year of cache, the rest revalidated', async ({ origin, outDir }) => {
  const rules = readFileSync(path.join(outDir, '_headers'), 'utf8');
  const policy = /Content-Security-Policy: (.+)/.exec(rules)![1]!;
  const html = await (await fetch(`${origin}/islands`)).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const answers: [string, Record<string, string>, number, string][] = [
    ['/islands', {}, 200, CACHE_REVALIDATE],
    ['/robots.txt', {}, 200, CACHE_REVALIDATE],
    [css, {}, 200, CACHE_IMMUTABLE],
    [css, { range: 'bytes=0-3' }, 206, CACHE_IMMUTABLE],
    [css, { range: 'bytes=999999-' }, 416, CACHE_IMMUTABLE],
    ['/nulle-part', {}, 404, CACHE_REVALIDATE],
    ['/%E0%A4%A', {}, 400, CACHE_REVALIDATE],
  ];
  for (const [url, headers, status, cache] of answers) {
    const res = await rawGet(origin, url, headers);
    assert.is(res.status, status, url);
    assert.is(res.headers['content-security-policy'], policy, `${url} ${status}`);
    assert.is(res.headers['cache-control'], cache, `${url} ${status}`);
  }
  const post = await rawGet(origin, '/islands', {}, 'POST');
  assert.is(post.status, 405);
  assert.is(post.headers.allow, 'GET, HEAD');
  assert.is(post.headers['content-security-policy'], policy);
});

test('the files only hosts read, _headers and _redirects, are not served', async ({ origin }) => {
  for (const url of ['/_headers', '/_redirects', '/%5Fheaders', '/./_headers']) {
    const res = await rawGet(origin, url);
    assert.is(res.status, 404, url);
    assert.match(res.body.toString(), /Oops! Page non trouvée/, url);
  }
});

test('a page moved in _redirects answers 301 to its new address, with or without its final slash, as Netlify and Cloudflare Pages do', async ({ outDir }) => {
  const root = linkedCopy(outDir, path.join(tempDir('preview-moved-'), 'www'));
  writeFileSync(path.join(root, '_redirects'), '/ancien /islands#carte 301\n/blog/vieux /blog/premier 301\n');
  const { origin, close } = await serve(root);
  try {
    for (const [url, to] of [['/ancien', '/islands#carte'], ['/ancien/', '/islands#carte'], ['/blog/vieux', '/blog/premier']]) {
      const res = await rawGet(origin, url!);
      assert.is(res.status, 301, url);
      assert.is(res.headers.location, to, url);
    }
    // What no rule moves is served as before, and a browser lands on the new page.
    assert.is((await rawGet(origin, '/islands')).status, 200);
    const landed = await fetch(`${origin}/ancien`);
    assert.is(landed.status, 200);
    assert.is(new URL(landed.url).pathname, '/islands');
  } finally {
    await close();
    rmSync(path.dirname(root), { recursive: true, force: true });
  }
});

test('a file missing under /assets/ is a 404 that is revalidated, never cached for a year as immutable', async ({ origin }) => {
  for (const [url, method, status] of [['/assets/nope.js', 'GET', 404], ['/assets/img/nope.avif', 'HEAD', 404], ['/assets/nope.js', 'POST', 405]] as const) {
    const res = await rawGet(origin, url, {}, method);
    assert.is(res.status, status, `${method} ${url}`);
    assert.is(res.headers['cache-control'], CACHE_REVALIDATE, `${method} ${url}`);
  }
});

test('dotfiles (.env, .git/, .htaccess…) are a 404 with the headers of _headers, however the path is spelt; /.well-known/ is served', async ({ outDir }) => {
  const root = linkedCopy(outDir, path.join(tempDir('preview-www-'), 'www'));
  plantDotfiles(root);
  const file = securityTxt(root).bytes;
  const expected = { ...headersFor(readFileSync(path.join(root, '_headers'), 'utf8'), '/nulle-part'), 'cache-control': CACHE_REVALIDATE };
  const { origin, close } = await serve(root);
  try {
    assert.equal(await dotfileProblems(origin, expected), []);
    const txt = await sendAsWritten(origin, '/.well-known/security.txt');
    assert.is(txt.status, 200);
    assert.ok(txt.body.equals(file), 'not the file');
    assert.match(txt.headers['content-type']?.[0] ?? '', /^text\/plain; charset=utf-8$/i);
    assert.equal(headerProblems(txt, expected), []);
  } finally {
    await close();
    rmSync(path.dirname(root), { recursive: true, force: true });
  }
});

test('a request with two Host headers gets 400 with the headers of _headers (RFC 9112 §3.2), and the connection goes on', async ({ origin, outDir }) => {
  const [twice, next] = await sendRaw(origin, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: 127.0.0.1\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.is(twice?.status, 400);
  assert.equal(headerProblems(twice!, { ...headersFor(readFileSync(path.join(outDir, '_headers'), 'utf8'), '/'), 'cache-control': CACHE_REVALIDATE }), []);
  assert.is(next?.status, 200, 'the next request on the same connection');
  assert.match(next!.body.toString(), /<h1>/);
});

test.run();

// ------------------------------------------------------------ the command, in its own process

const cli = suite<{ dir: string; outDir: string; server: CliServer }>('preview process');
cli.before(async (ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.outDir = path.join(ctx.dir, 'dist');
  await build({ root: ctx.dir, outDir: ctx.outDir });
  ctx.server = await startCli('preview', ['--out', ctx.outDir]);
});
cli.after(async ({ server, dir }) => {
  await server?.close();
  if (dir) cleanup(dir);
});

cli('preview - answers Range requests as RFC 9110 says, and no Range header can stop it', async ({ server, outDir }) => {
  const file = readFileSync(path.join(outDir, 'index.html'));
  const size = file.length;
  const range = (value: string) => rawGet(server.origin, '/', { range: value });
  const cases: [string, number, Buffer | null, string | undefined][] = [
    ['bytes=0-9', 206, file.subarray(0, 10), `bytes 0-9/${size}`],
    ['bytes=-5', 206, file.subarray(size - 5), `bytes ${size - 5}-${size - 1}/${size}`],
    // A suffix longer than the file: the whole file, as a range (§14.1.2).
    ['bytes=-99999999', 206, file, `bytes 0-${size - 1}/${size}`],
    ['bytes=5-', 206, file.subarray(5), `bytes 5-${size - 1}/${size}`],
    // Past the end: what there is.
    ['bytes=0-18446744073709551615', 206, file, `bytes 0-${size - 1}/${size}`],
    // Reversed, or starting past the end: unsatisfiable, and the size is said.
    ['bytes=1000-50', 416, null, `bytes */${size}`],
    [`bytes=${size}-`, 416, null, `bytes */${size}`],
    ['bytes=99999999999999999999-', 416, null, `bytes */${size}`],
    // Not a byte range we read: ignored, the whole file.
    ['lignes=0-5', 200, file, undefined],
    ['bytes=abc', 200, file, undefined],
    ['bytes', 200, file, undefined],
  ];
  for (const [value, status, body, contentRange] of cases) {
    const res = await range(value);
    assert.is(res.status, status, value);
    assert.is(res.headers['content-range'], contentRange, value);
    if (body) assert.ok(res.body.equals(body), `${value}: not the bytes asked for`);
  }
  // Several ranges at once: the server may send the whole file (RFC 9110 §14.2).
  const multi = await range('bytes=0-1,5-6');
  assert.ok(multi.status === 200 ? multi.body.equals(file) : multi.status === 206, `several ranges: ${multi.status}`);
  assert.ok(server.alive(), `the server stopped:\n${server.output()}`);
  assert.is((await rawGet(server.origin, '/')).status, 200);
});

cli('preview - serves what dist/ holds now: after a rebuild, new files, changed files whole, deleted files 404', async ({ dir, outDir, server }) => {
  const before = (await rawGet(server.origin, '/')).body.toString();
  const oldCss = /href="(\/assets\/[^"]+\.css)"/.exec(before)![1]!;
  assert.is((await rawGet(server.origin, oldCss)).status, 200);
  assert.is((await rawGet(server.origin, '/images')).status, 200);

  const edit = (file: string, change: (s: string) => string) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
  edit('pages/_styles/index.css', (s) => `${s}\n.apres-reconstruction { color: teal; }\n`);
  edit('pages/index.tsx', (s) => s.replace('Une page sans îlot.', `Une page sans îlot, ${'beaucoup plus longue '.repeat(200)}.`));
  edit('pages/islands.tsx', (s) => s.replace('<div className="spacer" />', ''));
  rmSync(path.join(dir, 'pages', 'images.tsx'));
  await build({ root: dir, outDir });

  const page = readFileSync(path.join(outDir, 'index.html'));
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(page.toString())![1]!;
  assert.is.not(css, oldCss, 'the rebuild made a new stylesheet');
  const served = async (url: string) => {
    const started = Date.now();
    const res = await rawGet(server.origin, url);
    assert.ok(Date.now() - started < 2_000, `${url} took ${Date.now() - started} ms`);
    return res;
  };
  const newCss = await served(css);
  assert.is(newCss.status, 200, 'the new stylesheet');
  assert.ok(newCss.body.equals(readFileSync(path.join(outDir, css.slice(1)))));
  for (const [url, file] of [['/', 'index.html'], ['/islands', 'islands/index.html'], ['/blog/premier/', 'blog/premier/index.html']] as const) {
    const res = await served(url);
    assert.is(res.status, 200, url);
    assert.ok(res.body.equals(readFileSync(path.join(outDir, file))), `${url}: not the file dist/ holds now`);
  }
  const gone = await served('/images');
  assert.is(gone.status, 404, 'a page the rebuild removed');
  assert.match(gone.body.toString(), /Oops! Page non trouvée/);
  assert.ok(server.alive(), `the server stopped:\n${server.output()}`);
});

cli.run();
