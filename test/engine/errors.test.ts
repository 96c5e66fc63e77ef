// Breaking a fixture on purpose: the build fails with every problem listed, each naming the
// file or page and what to fix, and leaves the previous dist/ alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import sharp from 'sharp';
import { BuildError } from '../../build/errors.ts';
import { build } from '../../build/index.ts';
import { cleanup, copyFixture } from '../helpers/site.ts';

const test = suite('build errors');

async function failure(mutate: (dir: string) => void | Promise<unknown>): Promise<BuildError> {
  const dir = copyFixture('basic');
  try {
    await mutate(dir);
    await build({ root: dir });
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  } finally {
    cleanup(dir);
  }
  throw new Error('the build succeeded');
}

const edit = (dir: string, file: string, change: (s: string) => string) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
const page = (dir: string, name: string, body: string) =>
  writeFileSync(
    path.join(dir, 'pages', `${name}.tsx`),
    `import type { Head } from '../../../../build/render/page.ts';\nexport const head: Head = { title: 'T', description: 'D' };\nexport default function P() { return (<main id="main">${body}</main>); }\n`,
  );

test('bad content fields fail the build: content/<file> -> <field>: <message>, every one listed', async () => {
  const error = await failure((dir) => {
    edit(dir, 'content/posts/premier.md', (s) => s.replace('date: 2025-02-10', 'date: pas une date'));
    edit(dir, 'content/posts/second.md', (s) => s.replace('title: Second billet', 'title: Se'));
  });
  assert.match(error.title, /^Invalid content \(2\)/);
  assert.is(error.problems.length, 2);
  assert.match(error.problems[0]!, /^content\/posts\/premier\.md -> date: Invalid input: expected date/);
  assert.is(error.problems[1], 'content/posts/second.md -> title: Too small: expected string to have >=3 characters');
  assert.match(error.hint, /Fix each field/);
});

test('a page whose head lacks a description fails the build, naming the page file and what to export', async () => {
  const error = await failure((dir) =>
    writeFileSync(
      path.join(dir, 'pages', 'sans-description.tsx'),
      `import type { Head } from '../../../../build/render/page.ts';\nexport const head = { title: 'T', description: '' } as Head;\nexport default function P() { return (<main id="main"><h1>T</h1></main>); }\n`,
    ),
  );
  assert.ok(error.problems.some((p) => p.includes('pages/sans-description.tsx: head needs a title and a description')), error.message);
  assert.match(error.message, /Export `head` from the page file/);
});

test('broken front matter names the file', async () => {
  const error = await failure((dir) => edit(dir, 'content/posts/second.md', (s) => s.replace('title: Second billet', 'title: [oops')));
  assert.match(error.problems[0]!, /^content\/posts\/second\.md -> front matter: /);
});

// Each line of the body holds the constructs the problems below name, at that line.
const TRAP = `---
title: Piège
date: 2025-04-01
---
Un texte <script>alert(1)</script> en ligne.

Un <span onclick="alert(1)">clic</span> et un <abbr title="x" style="color:red">sigle</abbr>.

- [Un lien](javascript:alert(1))
- [Un autre](javascript&#58;alert(1))
- [Des données](data:text/html;base64,PHNjcmlwdD4=)
- [En clair](http://exemple.fr/)

> <iframe src="https://evil.example/"></iframe>

<form action="https://evil.example/"></form>

<base href="https://evil.example/">

<meta http-equiv="refresh" content="0;url=https://evil.example/">

<style>body { display: none }</style>

| objet | image |
|---|---|
| <object data="x.swf"></object> | <img src="x" onerror="alert(1)"> |
| <embed src="x.swf"> | ![pixel](https://evil.example/pixel.png) |

<div
  onmouseover="alert(1)">survol</div>

Fin <a href="/">accueil</a> et <svg onload="alert(1)"></svg>.
`;

test('a post holding every forbidden construct fails the build: one line per construct, naming file:line', async () => {
  const error = await failure((dir) => writeFileSync(path.join(dir, 'content/posts/piege.md'), TRAP));
  assert.match(error.title, /^Markdown that cannot be published \(19\)/, error.message);
  const at = (line: number, what: string) => `content/posts/piege.md:${line} -> ${what}`;
  const link = 'only https:, mailto:, tel: or a path of the site';
  assert.equal(error.problems, [
    at(5, '<script>: element not allowed'),
    at(7, '<span onclick>: attribute not allowed'),
    at(7, '<abbr style>: attribute not allowed'),
    at(9, `link "javascript:alert(1)": ${link}`),
    at(10, `link "javascript&#58;alert(1)": ${link}`),
    at(11, `link "data:text/html;base64,PHNjcmlwdD4=": ${link}`),
    at(12, `link "http://exemple.fr/": ${link}`),
    at(14, '<iframe>: element not allowed'),
    at(16, '<form>: element not allowed'),
    at(18, '<base>: element not allowed'),
    at(20, '<meta>: element not allowed'),
    at(22, '<style>: element not allowed'),
    at(26, '<object>: element not allowed'),
    at(26, '<img>: element not allowed'),
    at(27, '<embed>: element not allowed'),
    at(27, 'image "https://evil.example/pixel.png": no image in the text'),
    at(29, '<div>: element not allowed'),
    at(32, '<a>: element not allowed'),
    at(32, '<svg>: element not allowed'),
  ]);
  assert.match(error.hint, /<sup>, <sub>, <abbr title>, <br>, <em>, <strong>, <small>, <span lang>/);
});

test('a post whose image does not exist fails the build, naming the file and the field', async () => {
  const error = await failure((dir) => edit(dir, 'content/posts/premier.md', (s) => s.replace('tags: [a, b]', 'tags: [a, b]\nimage: absent.jpg')));
  assert.match(error.title, /^Images that do not exist \(1\)/, error.message);
  assert.equal(error.problems, ['content/posts/premier.md -> image: content/images/absent.jpg does not exist']);
  assert.match(error.hint, /Put the image/);
});

test('an image narrower than its place needs fails the build, naming the field, both widths and the fix', async () => {
  // The blog's post pages draw a post's image 400 px across (widths={[400]}): 240 px would be blurred.
  const error = await failure((dir) => {
    edit(dir, 'content/posts/premier.md', (s) => s.replace('tags: [a, b]', 'tags: [a, b]\nimage: petite.jpg'));
    return sharp(path.join(dir, 'content/images/mer.jpg')).resize(240).toFile(path.join(dir, 'content/images/petite.jpg'));
  });
  assert.match(error.title, /^Images too small to show sharp \(1\)/, error.message);
  assert.equal(error.problems, ['content/posts/premier.md -> image: content/images/petite.jpg is 240 × 144 px; its page needs 400 px across to show it sharp']);
  assert.match(error.hint, /at least as wide/);
});

test('a damaged image fails the build, naming it and the content that uses it', async () => {
  const error = await failure((dir) => {
    const photo = path.join(dir, 'content/images/mer.jpg');
    const bytes = readFileSync(photo);
    writeFileSync(photo, bytes.subarray(0, bytes.length / 3));
    writeFileSync(path.join(dir, 'content/images/orpheline.jpg'), 'pas une image');
    edit(dir, 'content/posts/premier.md', (s) => s.replace('tags: [a, b]', 'tags: [a, b]\nimage: mer.jpg'));
  });
  assert.match(error.title, /^Images that cannot be decoded \(2\)/, error.message);
  // sharp's reason varies with which of its reads fails first: only its presence is checked.
  assert.is(error.problems.length, 2);
  assert.match(error.problems[0]!, /^content\/posts\/premier\.md -> image: content\/images\/mer\.jpg cannot be decoded \(.+\)$/);
  assert.is(error.problems[1], 'content/images/orpheline.jpg: cannot be decoded (Input buffer contains unsupported image format)');
  assert.match(error.hint, /export it again/);
});

test('every damaged image is named, however many images the build reads at once', async () => {
  const error = await failure((dir) => {
    const images = path.join(dir, 'content/images');
    const bytes = readFileSync(path.join(images, 'mer.jpg'));
    for (let i = 0; i < 24; i++) {
      writeFileSync(path.join(images, `vue-${i}.jpg`), bytes);
      writeFileSync(path.join(images, `coupee-${i}.jpg`), bytes.subarray(0, bytes.length / 3));
    }
  });
  const named = error.problems.map((p) => /coupee-\d+/.exec(p)?.[0]).filter(Boolean);
  assert.is(named.length, 24, error.message);
});

test('two posts with the same slug fail the build, naming both files', async () => {
  const error = await failure((dir) => {
    edit(dir, 'content/posts/premier.md', (s) => s.replace('tags: [a, b]', 'tags: [a, b]\nslug: doublon'));
    edit(dir, 'content/posts/second.md', (s) => s.replace('date:', 'slug: doublon\ndate:'));
  });
  assert.match(error.title, /^Entries that must differ \(1\)/, error.message);
  assert.equal(error.problems, ['content/posts/second.md -> slug: "doublon" is also the slug of content/posts/premier.md']);
  assert.match(error.hint, /another/);
});

test('a broken link and a broken anchor fail the build, naming the page and the target', async () => {
  const error = await failure((dir) => page(dir, 'liens', '<h1>Liens</h1><a href="/nulle-part">x</a><a href="/blog/premier#absent">y</a><a href="#main">ok</a>'));
  assert.match(error.title, /^Broken links \(2\)/, error.message);
  assert.equal(error.problems, [
    'liens/index.html -> <a href> "/nulle-part": nothing in dist/ answers /nulle-part',
    'liens/index.html -> <a href> "/blog/premier#absent": blog/premier/index.html has no element with id="absent"',
  ]);
});

test('an image without alt or size fails the build', async () => {
  const error = await failure((dir) => page(dir, 'images', '<h1>Images</h1><img src="/og.png" width="10" />'));
  assert.equal(error.problems, ['images/index.html -> <img src="/og.png">: no alt, no height']);
});

test('a page with no <h1>, or two, fails the build', async () => {
  const error = await failure((dir) => {
    page(dir, 'zero', '<p>rien</p>');
    page(dir, 'deux', '<h1>Un</h1><h1>Deux</h1>');
  });
  assert.equal(error.problems, ['deux/index.html: 2 <h1> elements', 'zero/index.html: 0 <h1> elements']);
});

test('a function passed to an island fails the build, naming page and island', async () => {
  const error = await failure((dir) => edit(dir, 'pages/islands.tsx', (s) => s.replace("props={{ label: 'idle' }}", "props={{ label: 'idle', onPick: () => 1 } as never}")));
  assert.equal(error.problems, ['pages/islands.tsx -> <Island of={Counter}> -> props.onPick: a function cannot be sent to the browser']);
});

test('a component that is not in islands/ cannot be an island', async () => {
  const error = await failure((dir) =>
    edit(dir, 'pages/islands.tsx', (s) => s.replace("import { Layout }", "function Local() { return <p>l</p>; }\nimport { Layout }").replace('<h1>Îlots</h1>', '<h1>Îlots</h1><Island of={Local} />')),
  );
  assert.match(error.problems[0]!, /pages\/islands\.tsx -> <Island of=\{Local\}>: Local is not the default export of a file in islands\//);
});

test('a page that throws fails the build with its route, file and message', async () => {
  const error = await failure((dir) => edit(dir, 'pages/index.tsx', (s) => s.replace('export default function Home() {', "export default function Home() {\n  throw new Error('plus de café');")));
  assert.match(error.problems[0]!, /^\/ \(pages\/index\.tsx\): Error: plus de café/);
});

test('an entry a page asks for by an id no file has fails the build, naming the collection, the id and where ids come from', async () => {
  const error = await failure((dir) =>
    writeFileSync(
      path.join(dir, 'pages', 'lost.tsx'),
      `import type { Head } from '../../../../build/render/page.ts';\nimport { posts } from '../content/posts.ts';\nexport const head: Head = { title: 'T', description: 'D' };\nexport default function P() { return (<main id="main"><h1>{posts.get('introuvable').title}</h1></main>); }\n`,
    ),
  );
  assert.is(error.title, 'No such entry');
  assert.equal(error.problems, ['content/posts has no entry "introuvable"']);
  assert.match(error.hint, /file's name without \.md/);
});

test('an island or a picture rendered outside a page build is named, with what to do', async () => {
  const { Island } = await import('../../build/render/island.tsx');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { createElement } = await import('react');
  try {
    renderToStaticMarkup(createElement(Island, { of: () => null } as never));
    assert.unreachable('rendered');
  } catch (error) {
    assert.instance(error, BuildError);
    assert.equal((error as BuildError).problems, ['<Island> rendered outside a page build']);
  }
});

test('a browser list Browserslist cannot read fails the build, quoting the query', async () => {
  // (The query the environment gives wins over package.json's: the fixture has none of its own.)
  const before = process.env.BROWSERSLIST;
  process.env.BROWSERSLIST = 'navigateurs récents';
  try {
    const error = await failure(() => {});
    assert.is(error.title, 'The browser list cannot be read');
    assert.match(error.problems[0]!, /^browserslist: Unknown browser query `navigateurs récents`/);
    assert.match(error.hint, /package\.json/);
  } finally {
    if (before === undefined) delete process.env.BROWSERSLIST;
    else process.env.BROWSERSLIST = before;
  }
});

test('a failed build leaves the previous dist/ as it was', async () => {
  const dir = copyFixture('basic');
  try {
    await build({ root: dir });
    const before = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    page(dir, 'casse', '<h1>x</h1><a href="/absent">x</a>');
    let failed = false;
    await build({ root: dir }).catch(() => (failed = true));
    assert.ok(failed, 'the broken build succeeded');
    assert.is(readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), before);
    assert.not.ok(existsSync(path.join(dir, 'dist/casse')));
  } finally {
    cleanup(dir);
  }
});

test('SITE_URL overrides the configured site URL', async () => {
  const dir = copyFixture('basic');
  process.env.SITE_URL = 'https://staging.example/';
  try {
    await build({ root: dir });
    assert.match(readFileSync(path.join(dir, 'dist/blog/second/index.html'), 'utf8'), /<link rel="canonical" href="https:\/\/staging\.example\/blog\/second">/);
  } finally {
    delete process.env.SITE_URL;
    cleanup(dir);
  }
});

test.run();
