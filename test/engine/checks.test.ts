// The checks on the finished output (build/output/checks.ts), over the facts of small pages read as the
// build reads them: what a visitor's browser finds behind each link, and what it cannot.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { checkOutput } from '../../build/output/checks.ts';
import { BuildError } from '../../build/errors.ts';
import { pageFacts } from '../../build/output/facts.ts';
import { build } from '../../build/index.ts';
import { cleanup, copyFixture } from '../helpers/site.ts';

const test = suite('output checks');

const ORIGIN = 'https://www.castellar-foncier.fr';

/** The problems checkOutput finds in these pages (path in dist/ -> HTML), with these other files. */
function problems(pages: Record<string, string>, files: string[] = []): BuildError[] {
  const facts = new Map(Object.entries(pages).map(([file, html]) => [file, { facts: pageFacts(html, file, { origin: ORIGIN }) }]));
  return checkOutput(facts, new Set([...Object.keys(pages), ...files]));
}

const page = (body: string) => `<!doctype html><html lang="fr"><head><title>t</title></head><body><h1>T</h1>${body}</body></html>`;

test('a page holding the same id twice is an error naming the page and the id', () => {
  const found = problems({
    'index.html': page('<section id="offres"><h2 id="offres">Offres</h2></section><p id="seul">x</p>'),
    'contact/index.html': page('<div id="carte"></div><div id="carte"></div><div id="carte"></div>'),
    'ok/index.html': page('<div id="a"></div><div id="b"></div>'),
  });
  assert.is(found.length, 1, found.map((e) => e.message).join('\n'));
  assert.match(found[0]!.title, /Ids used twice/);
  assert.equal(found[0]!.problems, ['contact/index.html: id="carte" is on 3 elements', 'index.html: id="offres" is on 2 elements']);
});

test('an id inside a <template> is not on the page: it repeats nothing', () => {
  assert.equal(problems({ 'index.html': page('<template id="t"><p id="dup"></p></template><p id="dup"></p>') }), []);
});

test('#top and a bare # go to the top of the page, with or without such an id (HTML standard)', () => {
  const found = problems({ 'index.html': page('<a href="#top">haut</a><a href="#TOP">haut</a><a href="#">haut</a><a href="/autre#top">autre</a>'), 'autre/index.html': page('') });
  assert.equal(found, []);
});

test('a #fragment finds its id as written or percent-decoded; one matching no id is broken', () => {
  const found = problems({ 'index.html': page('<p id="été"></p><p id="a%20b"></p><a href="#%C3%A9t%C3%A9">1</a><a href="#été">2</a><a href="#a%20b">3</a><a href="#nulle-part">4</a>') });
  assert.is(found.length, 1);
  assert.equal(found[0]!.problems, ['index.html -> <a href> "#nulle-part": index.html has no element with id="nulle-part"']);
});

test('/assets/../contact is /contact, as a browser resolves it', () => {
  assert.equal(problems({ 'index.html': page('<a href="/assets/../contact">c</a><a href="/a/./b/../../contact">c</a>'), 'contact/index.html': page('') }), []);
});

test('links relative to <base href> resolve against it', () => {
  const pages = {
    'article/x/index.html': page('<base href="/docs/"><a href="guide">g</a><a href="../contact">c</a>'),
    'docs/guide/index.html': page(''),
    'contact/index.html': page(''),
  };
  assert.equal(problems(pages), []);
  const broken = problems({ ...pages, 'article/x/index.html': page('<base href="/docs/"><a href="absent">a</a>') });
  assert.equal(broken[0]!.problems, ['article/x/index.html -> <a href> "absent": nothing in dist/ answers /docs/absent']);
});

test('an absolute link to the site itself is checked; one to another site is not', () => {
  const found = problems({ 'index.html': page(`<a href="${ORIGIN}/contact">c</a><a href="${ORIGIN}/disparu">d</a><a href="https://ailleurs.example/x">x</a>`), 'contact/index.html': page('') });
  assert.equal(found[0]!.problems, [`index.html -> <a href> "${ORIGIN}/disparu": nothing in dist/ answers /disparu`]);
});

/** The error a build of the fixture stops with once this page is added to it. */
async function buildFailure(name: string, body: string): Promise<BuildError> {
  const dir = copyFixture('basic');
  try {
    writeFileSync(
      path.join(dir, 'pages', `${name}.tsx`),
      `import type { Head } from '../../../../build/render/page.ts';\nexport const head: Head = { title: 'T', description: 'D' };\nexport default function P() { return (<main id="contenu-${name}">${body}</main>); }\n`,
    );
    await build({ root: dir });
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  } finally {
    cleanup(dir);
  }
  throw new Error('the build succeeded');
}

test('a build whose page holds an id twice fails, naming the page and the id', async () => {
  const error = await buildFailure('doublons', '<h1 id="titre">T</h1><section id="offres"></section><div id="offres"></div>');
  assert.match(error.title, /^Ids used twice on a page \(1\)/, error.message);
  assert.equal(error.problems, ['doublons/index.html: id="offres" is on 2 elements']);
});

test("a build whose page links to a missing page by the site's own absolute URL fails", async () => {
  const error = await buildFailure('absolu', '<h1>T</h1><a href="https://fixture.example/disparu">x</a><a href="https://fixture.example/blog/premier">ok</a>');
  assert.equal(error.problems, ['absolu/index.html -> <a href> "https://fixture.example/disparu": nothing in dist/ answers /disparu']);
});

test.run();
