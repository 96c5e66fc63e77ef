// What a build leaves for the next one comes back as it was saved, over several builds that
// each change a little (pages carried over, pages made again, text beyond ASCII); the pages'
// facts are decoded only when asked for; a file the next build cannot vouch for is no state;
// lists that many pages hold alike are kept once.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { loadState, saveState, type BuildState, type PageState } from '../../build/cache/state.ts';
import { cleanup, tempDir } from '../helpers/site.ts';

const test = suite('build state');

const page = (n: number, title: string): PageState => ({
  route: `/article/${n}`,
  file: 'pages/article/[slug].tsx',
  output: `article/${n}/index.html`,
  key: `key-${n}`,
  reads: ['content/articles:*', `content/articles:${n}`],
  images: ['articles/port.jpg'],
  head: { title, description: `L’article n° ${n}, à Menton` },
  islands: ['ShareButton:visible'],
  htmlBytes: 1000 + n,
  htmlGzip: 400 + n,
  jsInitialGzip: 1041,
  jsAllGzip: 1800,
  variants: ['/assets/img/port-400.avif', `/assets/img/a${n}-800.webp`],
  facts: { ids: ['contenu', `section-${n}`], links: [['/', '<a href>'], [`/article/${n + 1}#suite`, '<a href>', `/article/${n + 1}/#suite`]], images: [], h1: 1 },
});

const records = (names: string[], salt: number) => new Map(names.map((rel, i) => [rel, { hash: `h${i}-${salt}`, size: 100 + i, mtimeMs: 1_795_000_000_000.5 + salt, ctimeMs: 1_795_000_000_001.25 + salt, ino: 40 + i }]));

/** A state with these pages and nothing else to speak of. */
const state = (pages: PageState[]): BuildState => ({
  inputs: 'stamp',
  sound: true,
  global: 'g',
  pages,
  variants: new Map(),
  files: new Map(),
  spare: new Map(),
  report: { runtimeGzip: 0, cssGzip: 0, islandGzip: [], budgets: { htmlPerPage: 0, css: 0, jsInitial: 0, jsAllIslands: 0, islandLimits: {}, excludeIslands: [] }, images: { sources: 0, variants: 0 } },
  watched: [],
  fileKeys: new Map(),
  hashes: new Map(),
});

const plain = (s: BuildState) => ({
  ...s,
  // Every field, read as the pipeline reads it (a page loaded back reads some of them on demand).
  pages: s.pages.map(({ route, file, output, key, reads, images, head, islands, htmlBytes, htmlGzip, jsInitialGzip, jsAllGzip, variants, facts }) => ({ route, file, output, key, reads, images, head, islands, htmlBytes, htmlGzip, jsInitialGzip, jsAllGzip, variants, facts })),
  variants: [...s.variants],
  files: [...s.files],
  spare: [...s.spare],
  fileKeys: [...s.fileKeys],
  hashes: [...s.hashes],
});

test('three builds in a row: each state loads back exactly as it was saved', () => {
  const dir = tempDir('state-');
  try {
    const file = path.join(dir, 'builds', 'x', 'state.json');
    const first: BuildState = {
      inputs: 'stamp-1',
      sound: true,
      global: 'g',
      pages: [page(1, 'Premier « essai »'), page(2, 'Deuxième — suite')],
      variants: new Map([['/assets/img/port-400.avif', { src: 'articles/port.jpg', width: 400, height: 300, format: 'avif' }]]),
      files: records(['article/1/index.html', 'article/2/index.html'], 1),
      spare: new Map(),
      report: { runtimeGzip: 1041, cssGzip: 12_000, islandGzip: [['ShareButton', 700]], budgets: { htmlPerPage: 25_600, css: 20_480, jsInitial: 10_240, jsAllIslands: 102_400, islandLimits: {}, excludeIslands: [] }, images: { sources: 1, variants: 1 } },
      watched: ['content', 'pages'],
      fileKeys: new Map([['pages/article/[slug].tsx', 'k1']]),
      hashes: new Map([['content/articles:1', 'm1'], ['content/articles:1#body', 'f1'], ['image:articles/port.jpg', 'abc:400x300:#fff:false']]),
    };
    saveState(file, first);
    const one = loadState(file)!;
    assert.equal(plain(one), plain(first));

    // The next build: page 2 rendered again (new facts, strings the table lacks), a page added,
    // dist/ as it was becomes the spare tree.
    const second: BuildState = {
      ...one,
      inputs: 'stamp-2',
      pages: [one.pages[0]!, { ...page(2, 'Deuxième, revu'), key: 'key-2b', facts: { ids: ['nouvel-id-été'], links: [['/contact', '<form action>']], images: ['<img src="/x.jpg">: no alt'], h1: 2 } }, page(3, 'Troisième')],
      files: records(['article/1/index.html', 'article/2/index.html', 'article/3/index.html'], 2),
      spare: one.files,
      hashes: new Map([...one.hashes, ['content/articles:3', 'm3 « été »']]),
    };
    saveState(file, second);
    const two = loadState(file)!;
    assert.equal(plain(two), plain(second));
    assert.equal(two.pages[1]!.facts.ids, ['nouvel-id-été']);

    // And one more that carries everything over.
    const third: BuildState = { ...two, inputs: 'stamp-3', spare: two.files };
    saveState(file, third);
    assert.equal(plain(loadState(file)!), plain(third));
  } finally {
    cleanup(dir);
  }
});

test('a build with nothing to do reads no page\'s facts: they are decoded once, when one is first asked for', () => {
  const dir = tempDir('state-');
  const deserialize = v8.deserialize;
  let decoded = 0;
  v8.deserialize = (buffer) => (decoded++, deserialize(buffer));
  try {
    const file = path.join(dir, 'state.json');
    saveState(file, state([page(1, 'Premier'), page(2, 'Deuxième')]));
    const loaded = loadState(file)!;
    assert.is(decoded, 1);
    assert.equal(loaded.pages.map((p) => [p.route, p.htmlBytes]), [['/article/1', 1001], ['/article/2', 1002]]);
    assert.is(decoded, 1, 'routes and sizes are read without the facts');
    assert.equal(loaded.pages[1]!.facts, page(2, '').facts);
    assert.equal(loaded.pages[0]!.facts, page(1, '').facts);
    assert.is(decoded, 2, 'the facts of every page are decoded at once');
    // A page keeps the facts it is given, and a copy of it has them.
    const facts = { ids: ['autre'], links: [], images: [], h1: 1 };
    loaded.pages[0]!.facts = facts;
    assert.is(loaded.pages[0]!.facts, facts);
    assert.is({ ...loaded.pages[1]! }.facts.ids[1], 'section-2');
  } finally {
    v8.deserialize = deserialize;
    cleanup(dir);
  }
});

test('a damaged state is no state: the next build starts afresh', () => {
  const dir = tempDir('state-');
  try {
    const file = path.join(dir, 'state.json');
    writeFileSync(file, '{"version": 6}\n[1,2');
    assert.is(loadState(file), null);
    // A state cut short, as a disk that filled up would leave it.
    saveState(file, state([page(1, 'Premier')]));
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length >> 1));
    assert.is(loadState(file), null);
  } finally {
    cleanup(dir);
  }
});

test('a state another version of the engine wrote is no state', () => {
  const dir = tempDir('state-');
  try {
    const file = path.join(dir, 'state.json');
    saveState(file, state([page(1, 'Premier')]));
    const stored = v8.deserialize(readFileSync(file)) as { version: number };
    writeFileSync(file, v8.serialize({ ...stored, version: stored.version - 1 }));
    assert.is(loadState(file), null);
    assert.is(loadState(path.join(dir, 'none.json')), null, 'no file, no state');
  } finally {
    cleanup(dir);
  }
});

test('saving leaves the state file alone in its folder, no temporary file beside it', () => {
  const dir = tempDir('state-');
  try {
    const file = path.join(dir, 'builds', 'x', 'state.json');
    saveState(file, state([page(1, 'Premier')]));
    saveState(file, state([page(1, 'Premier'), page(2, 'Deuxième')]));
    assert.equal(readdirSync(path.dirname(file)), ['state.json']);
    assert.is(loadState(file)!.pages.length, 2);
  } finally {
    cleanup(dir);
  }
});

test('a link thousands of pages hold (the header\'s, the footer\'s) takes a few bytes a page, not its length', () => {
  const dir = tempDir('state-');
  try {
    const header: PageState['facts']['links'] = Array.from({ length: 40 }, (_, i) => [`/une-rubrique-du-site-${i}/et-sa-sous-page`, '<a href>']);
    // Each page gets its own copies of the tuples, as each render gives them.
    const pages = (links: boolean) => Array.from({ length: 200 }, (_, n) => ({ ...page(n, 'Titre'), facts: { ...page(n, 'Titre').facts, links: links ? header.map(([url, what]) => [url, what] as [string, string]) : [] } }));
    const bare = path.join(dir, 'bare.json');
    const linked = path.join(dir, 'linked.json');
    saveState(bare, state(pages(false)));
    saveState(linked, state(pages(true)));
    const perLink = (statSync(linked).size - statSync(bare).size) / (200 * 40);
    assert.ok(perLink < 8, `${perLink.toFixed(1)} bytes a link a page`);
    const back = loadState(linked)!;
    assert.equal(back.pages[7]!.facts.links, header);
    assert.is(back.pages[7]!.facts.links[3], back.pages[8]!.facts.links[3], 'read back as one tuple');
  } finally {
    cleanup(dir);
  }
});

test.run();
