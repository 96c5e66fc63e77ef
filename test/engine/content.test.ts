import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import * as z from 'zod';
import { ContentCache, defineCollection, defineData, readFiles, type FreshRead, type SharedReads } from '../../build/content.ts';
import { slugify } from '../../build/markdown.ts';
import { BuildError } from '../../build/errors.ts';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, copyFixture, repoRoot, tempDir } from '../helpers/site.ts';
import { posts } from '../fixtures/basic/content/posts.ts';

const test = suite('content');

test('data written in TypeScript fails with file -> field: message, every field listed', () => {
  const schema = z.object({ office: z.object({ postcode: z.string().regex(/^\d{5}$/, 'cinq chiffres') }), email: z.email('une adresse e-mail') });
  try {
    defineData('content/site.ts', schema, { office: { postcode: '6500' }, email: 'pas-un-mail' });
    assert.unreachable('invalid data passed');
  } catch (error) {
    assert.instance(error, BuildError);
    assert.equal((error as BuildError).problems, ['content/site.ts -> office.postcode: cinq chiffres', 'content/site.ts -> email: une adresse e-mail']);
  }
});

test('heading ids fold accents and punctuation the way French titles need', () => {
  assert.is(slugify('Éco-quartiers & ZAN 2050 : l’enjeu'), 'eco-quartiers-zan-2050-l-enjeu');
  assert.is(slugify('  Où en est-on ?  '), 'ou-en-est-on');
});

test('a collection entry carries its data, HTML, headings and h2 sections', () => {
  posts.load(path.join(repoRoot, 'test/fixtures/basic'));
  const entry = posts.get('premier');
  assert.is(entry.file, 'content/posts/premier.md');
  assert.equal(entry.data.tags, ['a', 'b']);
  assert.equal(entry.headings.map((h) => h.id), ['une-section', 'autre-section']);
  assert.equal(entry.sections.map((s) => s.title), ['Une section', 'Autre section']);
  assert.match(entry.sections[0]!.html, /<a href="\/blog\/second#suite">/);
  assert.equal(posts.all().map((p) => p.id), ['premier', 'second'], 'sorted by date');
});

test('the HTML a post may hold is kept as written, comments left out; links to another site get rel="noopener"', () => {
  const dir = copyFixture('basic');
  try {
    writeFileSync(
      path.join(dir, 'content/posts/permis.md'),
      `---
title: Permis
date: 2025-05-01
---
Le 1<sup>er</sup> mai, H<sub>2</sub>O, la <abbr title="Zone d’aménagement concerté">ZAC</abbr>,<br>une <span lang="en">smart city</span>, <small>note</small> <em>a</em> <strong>b</strong>.<!-- pour nous seuls -->

[Ailleurs](https://exemple.fr/a "Un titre"), [ici](https://fixture.example/blog/second), [relatif](/blog/second), [ancre](#suite), [courriel](mailto:contact@exemple.fr), [téléphone](tel:+33465712040), <https://exemple.fr/b>.
`,
    );
    posts.load(dir, undefined, undefined, 'https://fixture.example');
    const [text, links] = posts.get('permis').html.trim().split('\n');
    assert.is(
      text,
      '<p>Le 1<sup>er</sup> mai, H<sub>2</sub>O, la <abbr title="Zone d’aménagement concerté">ZAC</abbr>,<br>une <span lang="en">smart city</span>, <small>note</small> <em>a</em> <strong>b</strong>.</p>',
    );
    assert.is(
      links,
      '<p><a rel="noopener" href="https://exemple.fr/a" title="Un titre">Ailleurs</a>, <a href="https://fixture.example/blog/second">ici</a>, <a href="/blog/second">relatif</a>, <a href="#suite">ancre</a>, <a href="mailto:contact@exemple.fr">courriel</a>, <a href="tel:+33465712040">téléphone</a>, <a rel="noopener" href="https://exemple.fr/b">https://exemple.fr/b</a>.</p>',
    );
  } finally {
    cleanup(dir);
    posts.load(path.join(repoRoot, 'test/fixtures/basic'));
  }
});

test('front matter kept between builds comes back as the schema gave it, defaults and dates included', () => {
  const cacheDir = tempDir('content-cache-');
  try {
    const root = path.join(repoRoot, 'test/fixtures/basic');
    const first = new ContentCache(cacheDir);
    posts.load(root, first, 'code-1');
    first.save();
    const fresh = posts.all().map((p) => p.data);
    // A new build: every entry comes from the cache's files, validated under the same code.
    posts.load(root, new ContentCache(cacheDir), 'code-1');
    const kept = posts.all().map((p) => p.data);
    assert.equal(kept, fresh);
    assert.equal(kept.map((d) => d.tags), [['a', 'b'], []], 'the default the schema added is kept');
    assert.ok(kept.every((d) => d.date instanceof Date), 'dates stay dates');
  } finally {
    cleanup(cacheDir);
    posts.load(path.join(repoRoot, 'test/fixtures/basic'));
  }
});

test('a file deleted or moved leaves the content cache at the next build', () => {
  const dir = copyFixture('basic');
  const cacheDir = tempDir('content-cache-');
  const cached = () => readdirSync(cacheDir).map((f) => readFileSync(path.join(cacheDir, f), 'latin1')).join('');
  try {
    // Files saved a moment ago are not kept (they may change again unseen): these were saved earlier.
    const earlier = new Date(Date.now() - 60_000);
    for (const f of readdirSync(path.join(dir, 'content/posts'))) utimesSync(path.join(dir, 'content/posts', f), earlier, earlier);
    const first = new ContentCache(cacheDir);
    posts.load(dir, first, 'code-1');
    first.save();
    assert.ok(cached().includes('second.md'));
    rmSync(path.join(dir, 'content/posts/second.md'));
    const next = new ContentCache(cacheDir);
    posts.load(dir, next, 'code-1');
    next.save();
    assert.ok(cached().includes('premier.md'), 'the file still there stays');
    assert.not.ok(cached().includes('second.md'), 'the deleted file went');
  } finally {
    cleanup(dir);
    cleanup(cacheDir);
    posts.load(path.join(repoRoot, 'test/fixtures/basic'));
  }
});

test('Markdown rendered while the site compiles is what the page renders: a link naming an origin waits for the site address', async () => {
  const dir = tempDir('content-render-ahead-');
  try {
    const folder = path.join(dir, 'content', 'notes');
    mkdirSync(folder, { recursive: true });
    const bodies = [
      '## Titre\n\nUn [chemin](/notes/a), une [ancre](#titre), un [courriel](mailto:a@exemple.fr).\n\n## Titre\n\nSuite.',
      'Un [autre site](https://exemple.fr/a) et <https://exemple.fr/b>.',
      'Le [site lui-même](https://fixture.example/notes/b), sans rel.',
      'Un lien [sans protocole](//exemple.fr/c).',
    ];
    const files = bodies.map((body, i) => {
      const file = path.join(folder, `note-${i}.md`);
      writeFileSync(file, `---\ntitle: Note ${i}\n---\n${body}\n`);
      return file;
    });
    const notes = defineCollection({ dir: 'content/notes', schema: z.object({ title: z.string() }) });
    const rendered = async (waiting: boolean) => {
      const cache = new ContentCache(null, new Map(files.map((f) => [f, statSync(f)] as const)));
      await cache.readAhead(path.join(dir, 'content'), undefined, () => waiting);
      notes.load(dir, cache, '', 'https://fixture.example');
      return notes.all().map((e) => ({ html: e.html, headings: e.headings, sections: e.sections, words: e.words }));
    };
    const ahead = await rendered(true);
    assert.equal(ahead, await rendered(false));
    assert.match(ahead[0]!.html, /<h2 id="titre-2">/);
    assert.match(ahead[1]!.html, /<a rel="noopener" href="https:\/\/exemple\.fr\/a">/);
    assert.match(ahead[1]!.html, /<a rel="noopener" href="https:\/\/exemple\.fr\/b">/);
    assert.match(ahead[2]!.html, /<a href="https:\/\/fixture\.example\/notes\/b">/);
    assert.match(ahead[3]!.html, /<a rel="noopener" href="\/\/exemple\.fr\/c">/);
  } finally {
    cleanup(dir);
  }
});

test('a build from nothing shares its Markdown with the helper thread: the same entries, and a bad file still reported', async () => {
  const dir = tempDir('content-ahead-');
  try {
    const folder = path.join(dir, 'content', 'notes');
    mkdirSync(folder, { recursive: true });
    const files: string[] = [];
    for (let i = 0; i < 240; i++) {
      const file = path.join(folder, `note-${String(i).padStart(3, '0')}.md`);
      const matter = `title: "Note n° ${i} — « essai »"\ndate: 2026-0${1 + (i % 9)}-1${i % 10}\ntags: [a${i % 3}, b]\nplace:\n  town: Menton`;
      writeFileSync(file, `---\n${matter}\n---\n\n## Partie ${i}\n\nTexte de la note ${i}, avec un [lien](/notes/${i}).\n`);
      files.push(file);
    }
    const notes = defineCollection({
      dir: 'content/notes',
      schema: z.object({ title: z.string(), date: z.coerce.date(), tags: z.array(z.string()), place: z.object({ town: z.string() }) }),
      sort: (a, b) => a.title.localeCompare(b.title),
    });
    const stamped = () => new Map(files.map((f) => [f, statSync(f)] as const));
    // The helper thread takes files from the shared counter as this thread does, between two of
    // this thread's turns, and its answer crosses back as a structured clone.
    let asked: string[] = [];
    const helper = (job: SharedReads, got: (reads: FreshRead[]) => void) =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          const reads = readFiles(job);
          asked = job.files.map((f) => f.abs).filter((abs) => !reads.some((r) => r.abs === abs));
          got(structuredClone(reads));
          resolve();
        }),
      );
    const loadBoth = async () => {
      const shared = new ContentCache(null, stamped());
      await shared.readAhead(path.join(dir, 'content'), helper);
      const alone = new ContentCache(null, stamped());
      await alone.readAhead(path.join(dir, 'content'));
      const outcome = (cache: ContentCache) => {
        try {
          notes.load(dir, cache);
          return notes.all().map((e) => ({ id: e.id, data: e.data, html: e.html, headings: e.headings }));
        } catch (error) {
          return (error as Error).message;
        }
      };
      return [outcome(shared), outcome(alone)] as const;
    };

    const [shared, alone] = await loadBoth();
    // (asked: the files the helper left to this thread.)
    assert.ok(asked.length > 0 && asked.length < 240, `both threads read some files (${240 - asked.length} in the helper)`);
    assert.equal(shared, alone);
    assert.is((shared as unknown[]).length, 240);

    // A file the helper takes whose front matter does not parse is read again here, and reported.
    writeFileSync(files[101]!, '---\ntitle: [pas fermé\n---\nTexte.\n');
    const [sharedError, aloneError] = await loadBoth();
    assert.type(sharedError, 'string');
    assert.match(sharedError as string, /note-101\.md/);
    assert.is(sharedError, aloneError);
  } finally {
    cleanup(dir);
  }
});

test.run();
