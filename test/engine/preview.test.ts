// `npm run preview` serves dist/ the way static hosts do.
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { buildFixture, serve } from '../helpers/site.ts';

const test = suite<{ origin: string; close: () => Promise<void> }>('preview server');
test.before(async (ctx) => {
  const { outDir } = await buildFixture();
  Object.assign(ctx, await serve(outDir));
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

test('text is gzipped for clients that accept it, images are sent as they are', async ({ origin }) => {
  const raw = (url: string, encoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(origin + url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const page = await raw('/islands', 'gzip, br');
  assert.is(page.headers['content-encoding'], 'gzip');
  assert.is(page.headers['content-length'], undefined, 'no length of the uncompressed file');
  assert.match(gunzipSync(page.body).toString(), /<h1>/);
  const missing = await raw('/nulle-part', 'gzip');
  assert.is(missing.status, 404);
  assert.match(gunzipSync(missing.body).toString(), /Oops! Page non trouvée/);
  const plain = await raw('/islands', 'identity');
  assert.is(plain.headers['content-encoding'], undefined);
  assert.match(plain.body.toString(), /<h1>/);
  const image = await raw('/og.png', 'gzip');
  assert.is(image.headers['content-encoding'], undefined, 'images are compressed already');
});

test.run();
