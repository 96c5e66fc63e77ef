// A build does only what changed since the last one that wrote the same folder, and what it
// gives is always what a build from nothing gives.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { build } from '../../build/index.ts';
import { BuildError } from '../../build/errors.ts';
import { listFiles } from '../../build/cache/stamps.ts';
import { cleanup, copyFixture, tempDir } from '../helpers/site.ts';

const test = suite<{ dir: string }>('incremental builds');

test.before((ctx) => {
  ctx.dir = copyFixture('basic');
});
test.after(({ dir }) => cleanup(dir));

const snapshot = (dir: string) => new Map(listFiles(dir).map((rel) => [rel, createHash('sha1').update(readFileSync(path.join(dir, rel))).digest('hex')]));
const inode = (dir: string, rel: string) => statSync(path.join(dir, 'dist', rel)).ino;
const edit = (dir: string, file: string, change: (s: string) => string) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

/** What a build from nothing gives for the same sources, in a folder of its own. */
async function clean(dir: string) {
  const out = tempDir('clean-');
  try {
    await build({ root: dir, outDir: out });
    return snapshot(out);
  } finally {
    cleanup(out);
  }
}

test('a second build with nothing changed does nothing: dist/ keeps its very files', async ({ dir }) => {
  const first = await build({ root: dir });
  assert.is(first.rendered, first.pages.length);
  const page = inode(dir, 'blog/premier/index.html');
  const second = await build({ root: dir });
  assert.ok(second.unchanged, 'nothing to do');
  assert.is(second.rendered, 0);
  assert.is(inode(dir, 'blog/premier/index.html'), page);
  assert.equal(second.pages.map((p) => p.route).sort(), first.pages.map((p) => p.route).sort(), 'the report still lists every page');
});

test('editing one Markdown entry renders again only the page that shows it, and dist/ equals a clean build', async ({ dir }) => {
  edit(dir, 'content/posts/second.md', (s) => `${s}\nUn paragraphe ajouté après coup.\n`);
  const result = await build({ root: dir });
  assert.equal(result.renderedRoutes, ['/blog/second']);
  assert.match(readFileSync(path.join(dir, 'dist/blog/second/index.html'), 'utf8'), /Un paragraphe ajouté après coup\./);
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
});

test('editing a component renders again the pages that use it, and no other', async ({ dir }) => {
  edit(dir, 'pages/islands.tsx', (s) => s.replace('<h1>Îlots</h1>', '<h1>Îlots</h1>\n      <p>Ajouté au composant.</p>'));
  const result = await build({ root: dir });
  assert.equal(result.renderedRoutes, ['/islands']);
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
});

test('a new entry adds its page, and the pages that list every entry follow; a removed one goes', async ({ dir }) => {
  const added = path.join(dir, 'content/posts/troisieme.md');
  writeFileSync(added, readFileSync(path.join(dir, 'content/posts/second.md'), 'utf8').replace(/^title: .*$/m, 'title: Un troisième billet'));
  const result = await build({ root: dir });
  assert.ok(result.renderedRoutes.includes('/blog/troisieme'));
  assert.ok(existsSync(path.join(dir, 'dist/blog/troisieme/index.html')));
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
  cleanup(added);
  await build({ root: dir });
  assert.not.ok(existsSync(path.join(dir, 'dist/blog/troisieme')), 'its page is gone from dist/');
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
});

test('two builds of one folder at once: the second waits for the first, says so, and both succeed', async ({ dir }) => {
  edit(dir, 'content/posts/premier.md', (s) => `${s}\nEncore une ligne.\n`);
  const waits: string[] = [];
  const [a, b] = await Promise.all([build({ root: dir, onWait: (m) => waits.push(m) }), build({ root: dir, onWait: (m) => waits.push(m) })]);
  assert.is(waits.length, 1);
  assert.match(waits[0]!, /Another build is writing .*waiting for it to finish/);
  assert.ok(a.unchanged !== b.unchanged, 'the one that waited found nothing left to do');
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
});

test('front matter in JavaScript is refused, naming the file, and never runs', async ({ dir }) => {
  const marker = path.join(dir, 'ran.txt');
  const evil = path.join(dir, 'content/posts/piege.md');
  for (const language of ['js', 'javascript']) {
    writeFileSync(evil, `---${language}\n{ title: (() => { require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x'); return 'Piège'; })() }\n---\nTexte.\n`);
    try {
      await build({ root: dir });
      assert.unreachable('the build passed');
    } catch (error) {
      assert.instance(error, BuildError);
      assert.ok(
        (error as BuildError).problems.some((p) => p.startsWith(`content/posts/piege.md -> front matter: written in ${language}, which is not read`)),
        (error as BuildError).problems.join('\n'),
      );
    } finally {
      cleanup(evil);
    }
    assert.not.ok(existsSync(marker), 'the front matter never ran');
  }
});

test('a forbidden construct added to a post fails every build until it is gone, the other pages coming from the cache', async ({ dir }) => {
  await build({ root: dir });
  const post = 'content/posts/second.md';
  const before = readFileSync(path.join(dir, post), 'utf8');
  edit(dir, post, (s) => `${s}\nUn clic <span onclick="alert(1)">ici</span>.\n`);
  const line = before.split('\n').length + 1;
  for (let i = 0; i < 2; i++) {
    const error = await build({ root: dir }).then(() => null, (e: unknown) => e);
    assert.instance(error, BuildError, `build ${i + 1} passed`);
    assert.equal((error as BuildError).problems, [`content/posts/second.md:${line} -> <span onclick>: attribute not allowed`]);
  }
  assert.not.match(readFileSync(path.join(dir, 'dist/blog/second/index.html'), 'utf8'), /onclick/);
  writeFileSync(path.join(dir, post), before);
  const result = await build({ root: dir });
  assert.equal(result.renderedRoutes, [], 'the page built before the edit still stands');
});

/** A page that lists every post, each as `item` (JSX) shows it. */
const listPage = (title: string, item: string) => `import type { Head } from '../../../../build/render/page.ts';
import { posts } from '../content/posts.ts';
import { Layout } from './_components/Layout.tsx';

export const head: Head = { title: '${title}', description: 'Une page qui liste chaque billet du site d’essai.' };

export default function List() {
  return (
    <Layout>
      <h1>${title}</h1>
      <ul>{posts.all().map((p) => <li key={p.id}>${item}</li>)}</ul>
    </Layout>
  );
}
`;

test('a page listing titles is rendered again when a title changes, not when a paragraph does; a page showing the text is', async ({ dir }) => {
  writeFileSync(path.join(dir, 'pages/titres.tsx'), listPage('Les titres', '{p.data.title}'));
  writeFileSync(path.join(dir, 'pages/mots.tsx'), listPage('Les longueurs', '{p.data.title} : {p.words} mots'));
  await build({ root: dir });
  edit(dir, 'content/posts/second.md', (s) => `${s}\nUne phrase corrigée dans le texte.\n`);
  const text = await build({ root: dir });
  assert.equal([...text.renderedRoutes].sort(), ['/blog/second', '/mots']);
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
  edit(dir, 'content/posts/second.md', (s) => s.replace(/^title: .*$/m, 'title: Second billet, revu'));
  const title = await build({ root: dir });
  for (const route of ['/blog/second', '/mots', '/titres']) assert.ok(title.renderedRoutes.includes(route), `${route} not in ${title.renderedRoutes.join(', ')}`);
  assert.match(readFileSync(path.join(dir, 'dist/titres/index.html'), 'utf8'), /Second billet, revu/);
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
});

test('pages whose props routes() made from other entries follow them: a neighbour’s title, not its text', async ({ dir }) => {
  // As the site's articles name the next one: props worked out by routes() from the whole list.
  mkdirSync(path.join(dir, 'pages/suite'));
  writeFileSync(
    path.join(dir, 'pages/suite/[slug].tsx'),
    [
      `import { posts } from '../../content/posts.ts';`,
      `import { Layout } from '../_components/Layout.tsx';`,
      `export function routes() {`,
      `  const all = posts.all();`,
      `  return all.map((p, i) => ({ params: { slug: p.id }, props: { next: all[(i + 1) % all.length]!.data.title } }));`,
      `}`,
      `export const head = { title: 'Suite', description: 'Le billet suivant.' };`,
      `export default function Suite({ next }: { next: string }) {`,
      `  return <Layout><h1>Suite</h1><p>Ensuite : {next}</p></Layout>;`,
      `}`,
    ].join('\n'),
  );
  await build({ root: dir });
  edit(dir, 'content/posts/second.md', (s) => `${s}\nEncore une phrase.\n`);
  const text = await build({ root: dir });
  assert.ok(text.renderedRoutes.includes('/blog/second'));
  assert.not.ok(text.renderedRoutes.some((r) => r.startsWith('/suite/')), `no page of pages/suite/ shows text: ${text.renderedRoutes.join(', ')}`);
  edit(dir, 'content/posts/second.md', (s) => s.replace(/^title: .*$/m, 'title: Le second, renommé'));
  const title = await build({ root: dir });
  const pointing = title.renderedRoutes.filter((r) => r.startsWith('/suite/'));
  assert.is(pointing.length, 1, `one page names the second post next: ${title.renderedRoutes.join(', ')}`);
  assert.match(readFileSync(path.join(dir, 'dist', pointing[0]!.slice(1), 'index.html'), 'utf8'), /Ensuite : Le second, renommé/);
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
  cleanup(path.join(dir, 'pages/suite'));
});

test('a source image replaced by another renders again the page that shows it, and only it', async ({ dir }) => {
  await build({ root: dir });
  const source = path.join(dir, 'content/images/mer.jpg');
  writeFileSync(source, await sharp(readFileSync(source)).flip().jpeg().toBuffer());
  const result = await build({ root: dir });
  assert.equal(result.renderedRoutes, ['/images']);
  assert.equal(snapshot(path.join(dir, 'dist')), await clean(dir));
});

test.run();
