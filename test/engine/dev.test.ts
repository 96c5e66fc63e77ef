// `npm run dev`: a change rebuilds and reloads open pages; a broken page shows the error screen
// (status 500) and the watcher keeps going; it answers only to this machine's names and builds
// into its own folder.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { dev, isLocalHost, type DevServer } from '../../build/serve/dev.ts';
import { CACHE_REVALIDATE, headersFor } from '../../build/output/hosting.ts';
import { rawGet, startCli, type CliServer } from '../helpers/cli.ts';
import { dotfileProblems, headerProblems, plantDotfiles, securityTxt, sendAsWritten, sendRaw } from '../helpers/served.ts';
import { cleanup, copyFixture } from '../helpers/site.ts';

const test = suite<{ dir: string; out: string; server: DevServer; origin: string; events: string[] }>('dev server');

test.before(async (ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.out = path.join(ctx.dir, '.cache', 'dev');
  ctx.server = await dev({ root: ctx.dir, port: 0, quiet: true });
  ctx.origin = `http://127.0.0.1:${ctx.server.port}`;
  ctx.events = [];
  const res = await fetch(`${ctx.origin}/_dev/events`);
  const reader = res.body!.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      ctx.events.push(Buffer.from(value).toString());
    }
  })().catch(() => {});
});

test.after(async ({ server, dir }) => {
  await server.close();
  cleanup(dir);
});

// 30 s: a rebuild on a machine busy with other runs (CI audits beside these tests) once took over 10.
async function until(check: () => boolean | Promise<boolean>, what: string) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const edit = (dir: string, file: string, change: (s: string) => string) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
const reloads = (events: string[]) => events.join('').split('event: reload').length - 1;
const get = async (origin: string, url: string) => {
  const res = await fetch(origin + url);
  return { status: res.status, text: await res.text() };
};

test('pages carry the external reload client, and no inline script', async ({ origin }) => {
  const { text } = await get(origin, '/');
  assert.match(text, /<script type="module" src="\/_dev\/reload\.js"><\/script>/);
  const client = await get(origin, '/_dev/reload.js');
  assert.is(client.status, 200);
  assert.match(client.text, /EventSource\('\/_dev\/events'\)/);
});

test('pages, the reload client and error screens carry the headers of _headers, as in production', async ({ origin, out }) => {
  const policy = /Content-Security-Policy: (.+)/.exec(readFileSync(path.join(out, '_headers'), 'utf8'))![1]!;
  for (const url of ['/', '/_dev/reload.js', '/nulle-part']) {
    const res = await rawGet(origin, url);
    assert.is(res.headers['content-security-policy'], policy, url);
  }
});

test('answers only requests addressed to localhost, 127.0.0.1 or [::1]: another name (DNS rebinding) gets 403', async ({ server, out }) => {
  const origin = `http://127.0.0.1:${server.port}`;
  for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`, 'LOCALHOST', '127.0.0.1']) {
    assert.is((await rawGet(origin, '/', { host })).status, 200, host);
  }
  const policy = /Content-Security-Policy: (.+)/.exec(readFileSync(path.join(out, '_headers'), 'utf8'))![1]!;
  for (const host of ['attaquant.example', `attaquant.example:${server.port}`, 'localhost.attaquant.example', '127.0.0.1.nip.io', '[::1].example']) {
    const res = await rawGet(origin, '/', { host });
    assert.is(res.status, 403, host);
    assert.not.match(res.body.toString(), /Accueil/, host);
    assert.is(res.headers['content-security-policy'], policy, `${host}: the 403 carries the headers of _headers too`);
  }
  assert.is((await rawGet(origin, '/_dev/events', { host: 'attaquant.example' })).status, 403, 'the event stream too');
});

test('the names it answers to: this machine\'s, any port, and the one --host opened, nothing that merely starts or ends like them', () => {
  for (const host of ['localhost', 'localhost:3000', 'LocalHost:1', '127.0.0.1:3000', '[::1]:3000', '[::1]']) assert.ok(isLocalHost(host), host);
  for (const host of [undefined, '', 'localhost.', 'localhost.example', 'evil-localhost', '127.0.0.2', '127.0.0.1.example', '[::1]x', '::1', '0.0.0.0:3000', '192.168.1.5:3000']) {
    assert.not.ok(isLocalHost(host), String(host));
  }
  assert.ok(isLocalHost('192.168.1.5:3000', '192.168.1.5'));
  assert.ok(isLocalHost('[fe80::1]:3000', 'fe80::1'));
  assert.ok(isLocalHost('poste.local', 'POSTE.local'));
  assert.not.ok(isLocalHost('192.168.1.6:3000', '192.168.1.5'));
});

test('a request with two Host headers gets 400 with the headers of _headers, even when both name this machine, and the connection goes on', async ({ origin, out }) => {
  const expected = { ...headersFor(readFileSync(path.join(out, '_headers'), 'utf8'), '/'), 'cache-control': CACHE_REVALIDATE };
  for (const hosts of [['localhost', '127.0.0.1'], ['localhost', 'attaquant.example'], ['attaquant.example', 'localhost']]) {
    const [twice, next] = await sendRaw(origin, `GET / HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}\r\nGET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    assert.is(twice?.status, 400, hosts.join(' and '));
    assert.equal(headerProblems(twice!, expected), [], hosts.join(' and '));
    assert.is(next?.status, 200, `${hosts.join(' and ')}: the next request on the same connection`);
  }
});

test('dotfiles are a 404 with the headers of _headers, however the path is spelt, /.well-known/ is served, and a file missing under /assets/ is never cached for a year', async ({ origin, out }) => {
  const expected = { ...headersFor(readFileSync(path.join(out, '_headers'), 'utf8'), '/nulle-part'), 'cache-control': CACHE_REVALIDATE };
  const removeDotfiles = plantDotfiles(out);
  const txt = securityTxt(out);
  try {
    assert.equal(await dotfileProblems(origin, expected), []);
    const served = await sendAsWritten(origin, '/.well-known/security.txt');
    assert.is(served.status, 200);
    assert.ok(served.body.equals(txt.bytes), 'not the file');
    const missing = await sendAsWritten(origin, '/assets/nope.js');
    assert.is(missing.status, 404);
    assert.equal(headerProblems(missing, expected), []);
  } finally {
    removeDotfiles();
    txt.remove();
  }
});

test('an edit rebuilds and tells open pages to reload', async ({ dir, origin, events }) => {
  const before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace('Une page sans îlot.', 'Texte modifié à chaud.'));
  await until(() => reloads(events) > before, 'a reload event');
  assert.match((await get(origin, '/')).text, /Texte modifié à chaud\./);
});

test('a page that throws shows "Unexpected Application Error!" with its message, and the watcher survives', async ({ dir, origin, events }) => {
  let before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace('export default function Home() {', "export default function Home() {\n  throw new Error('rendu cassé');"));
  await until(() => reloads(events) > before, 'a reload after the breaking edit');
  const broken = await get(origin, '/');
  assert.is(broken.status, 500);
  assert.match(broken.text, /<h1>Unexpected Application Error!<\/h1>/);
  assert.match(broken.text, /rendu cassé/);
  assert.match(broken.text, /at Home/, 'the stack is shown');
  assert.match(broken.text, /\/_dev\/reload\.js/, 'the error page still reloads itself');
  const other = await get(origin, '/islands');
  assert.is(other.status, 200, 'other pages still render');
  assert.match(other.text, /<h1>Îlots<\/h1>/);

  before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace("  throw new Error('rendu cassé');\n", ''));
  await until(() => reloads(events) > before, 'a reload after the fix');
  const fixed = await get(origin, '/');
  assert.is(fixed.status, 200);
  assert.match(fixed.text, /Texte modifié à chaud\./);
});

test('a syntax error shows the error screen on every page until it is fixed', async ({ dir, origin, events }) => {
  let before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace('<h1>Accueil</h1>', '<h1>Accueil</h2>'));
  await until(() => reloads(events) > before, 'a reload after the syntax error');
  const broken = await get(origin, '/islands');
  assert.is(broken.status, 500);
  assert.match(broken.text, /Unexpected Application Error!/);
  assert.match(broken.text, /pages\/index\.tsx:\d+:\d+/);
  before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace('<h1>Accueil</h2>', '<h1>Accueil</h1>'));
  await until(() => reloads(events) > before, 'a reload after the fix');
  assert.is((await get(origin, '/islands')).status, 200);
});

// Whether a file of the output was written after the source edit (the spare tree that becomes
// the output holds the files a rebuild carries over, written by an earlier build).
const writtenSince = (out: string, file: string, source: string) => statSync(path.join(out, file)).mtimeMs >= statSync(source).mtimeMs;

test('an edit rewrites only what it changed in the output: other pages and the images keep their files', async ({ dir, out, origin, events }) => {
  const image = readdirSync(path.join(out, 'assets', 'img'))[0]!;
  const before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace('Texte modifié à chaud.', 'Texte modifié deux fois.'));
  await until(() => reloads(events) > before, 'a reload event');
  assert.match((await get(origin, '/')).text, /Texte modifié deux fois\./);
  const source = path.join(dir, 'pages/index.tsx');
  assert.ok(writtenSince(out, 'index.html', source), 'the edited page was written');
  assert.equal({ page: writtenSince(out, 'islands/index.html', source), image: writtenSince(out, `assets/img/${image}`, source) }, { page: false, image: false });
});

test('edits to an island, the stylesheet and a Markdown entry each reach the browser', async ({ dir, origin, events }) => {
  const step = async (file: string, change: (s: string) => string) => {
    const before = reloads(events);
    edit(dir, file, change);
    await until(() => reloads(events) > before, `a reload after editing ${file}`);
  };
  await step('islands/Counter.tsx', (s) => s.replace('<output>{count}</output>', '<output title="compteur">{count}</output>'));
  const page = (await get(origin, '/islands')).text;
  const chunk = /data-island="Counter" data-src="([^"]+)"/.exec(page)![1]!;
  assert.match((await get(origin, chunk)).text, /compteur/, 'the island chunk has the edit');

  await step('pages/_styles/index.css', (s) => `${s}\n.ajout-a-chaud { color: red; }\n`);
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec((await get(origin, '/')).text)![1]!;
  assert.match((await get(origin, css)).text, /\.ajout-a-chaud/);

  await step('content/posts/premier.md', (s) => s.replace('Intro avant la première section.', 'Une intro réécrite.'));
  assert.match((await get(origin, '/blog/premier')).text, /Une intro réécrite\./);
});

test('a page removed is removed from the output', async ({ dir, out, events }) => {
  const before = reloads(events);
  rmSync(path.join(dir, 'pages', 'images.tsx'));
  // (A reload still on its way from an earlier edit may come first: the page's file is watched too.)
  await until(() => reloads(events) > before && !existsSync(path.join(out, 'images', 'index.html')), 'a reload, and the page gone from the output, after the removal');
});

test.run();

// ------------------------------------------------------------ the command, in its own process

const cli = suite<{ dir: string; server: CliServer }>('dev command');
cli.before(async (ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.server = await startCli('dev', ['--root', ctx.dir]);
});
cli.after(async ({ server, dir }) => {
  await server?.close();
  if (dir) cleanup(dir);
});

cli('npm run dev builds into .cache/dev and leaves the production dist/ alone', async ({ dir, server }) => {
  assert.is((await rawGet(server.origin, '/')).status, 200);
  assert.ok(existsSync(path.join(dir, '.cache', 'dev', 'index.html')), 'the dev build is in .cache/dev');
  assert.not.ok(existsSync(path.join(dir, 'dist')), 'no dist/ was made');
  const page = readFileSync(path.join(dir, '.cache', 'dev', 'index.html'), 'utf8');
  assert.match(page, /\/_dev\/reload\.js/, 'dev pages carry the reload client');
});

cli.run();
