// `npm run dev`: a change rebuilds and reloads open pages; a broken page shows the error screen
// and the watcher keeps going.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { dev, type DevServer } from '../../build/dev.ts';
import { cleanup, copyFixture } from '../helpers/site.ts';

const test = suite<{ dir: string; server: DevServer; origin: string; events: string[] }>('dev server');

test.before(async (ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.server = await dev({ root: ctx.dir, outDir: path.join(ctx.dir, 'dist'), port: 0, quiet: true });
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

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const end = Date.now() + 10_000;
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
  assert.match(broken.text, /<h1>Unexpected Application Error!<\/h1>/);
  assert.match(broken.text, /rendu cassé/);
  assert.match(broken.text, /at Home/, 'the stack is shown');
  assert.match(broken.text, /\/_dev\/reload\.js/, 'the error page still reloads itself');
  assert.match((await get(origin, '/islands')).text, /<h1>Îlots<\/h1>/, 'other pages still render');

  before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace("  throw new Error('rendu cassé');\n", ''));
  await until(() => reloads(events) > before, 'a reload after the fix');
  assert.match((await get(origin, '/')).text, /Texte modifié à chaud\./);
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

// The file itself (inode) and when its bytes were last written: a file carried over into the
// new dist/ is the same file, a file written again is a new one.
const touched = (dir: string, file: string) => {
  const s = statSync(path.join(dir, 'dist', file));
  return `${s.ino}:${s.mtimeMs}`;
};

test('an edit rewrites only what it changed in dist/: other pages and the images keep their files', async ({ dir, origin, events }) => {
  const image = readdirSync(path.join(dir, 'dist', 'assets', 'img'))[0]!;
  const untouched = { page: touched(dir, 'islands/index.html'), image: touched(dir, `assets/img/${image}`) };
  const edited = touched(dir, 'index.html');
  const before = reloads(events);
  edit(dir, 'pages/index.tsx', (s) => s.replace('Texte modifié à chaud.', 'Texte modifié deux fois.'));
  await until(() => reloads(events) > before, 'a reload event');
  assert.match((await get(origin, '/')).text, /Texte modifié deux fois\./);
  assert.is.not(touched(dir, 'index.html'), edited, 'the edited page was written');
  assert.equal({ page: touched(dir, 'islands/index.html'), image: touched(dir, `assets/img/${image}`) }, untouched);
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

test('a page removed is removed from dist/', async ({ dir, events }) => {
  const before = reloads(events);
  rmSync(path.join(dir, 'pages', 'images.tsx'));
  await until(() => reloads(events) > before, 'a reload after the removal');
  assert.not.ok(existsSync(path.join(dir, 'dist', 'images', 'index.html')));
});

test.run();
