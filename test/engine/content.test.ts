import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import * as z from 'zod';
import { defineConfig } from '../../build/config.ts';
import { ContentCache } from '../../build/content/cache.ts';
import { defineCollection, defineData } from '../../build/content/collection.ts';
import type { FileToRead } from '../../build/content/read.ts';
import { Executor } from '../../build/executor.ts';
import { slugify } from '../../build/content/markdown.ts';
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

test('Markdown links: another site\'s get rel="noopener", the site\'s own address and its paths do not; a repeated heading gets an id of its own', async () => {
  const dir = tempDir('content-links-');
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
    const cache = new ContentCache(null, new Map(files.map((f) => [f, statSync(f)] as const)));
    await cache.readAhead(path.join(dir, 'content'));
    notes.load(dir, cache, '', 'https://fixture.example');
    const ahead = notes.all();
    assert.match(ahead[0]!.html, /<h2 id="titre-2">/);
    assert.match(ahead[1]!.html, /<a rel="noopener" href="https:\/\/exemple\.fr\/a">/);
    assert.match(ahead[1]!.html, /<a rel="noopener" href="https:\/\/exemple\.fr\/b">/);
    assert.match(ahead[2]!.html, /<a href="https:\/\/fixture\.example\/notes\/b">/);
    assert.match(ahead[3]!.html, /<a rel="noopener" href="\/\/exemple\.fr\/c">/);
  } finally {
    cleanup(dir);
  }
});

test('a build from nothing reads its Markdown with the executor\'s pool: the same entries, and a bad file still reported', async () => {
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
    // Two threads: a worker of the pool reads chunks of the files while this thread reads others,
    // and its answers cross back as structured clones.
    const executor = new Executor(2);
    const pooled = (files: FileToRead[]) => executor.map('readMarkdown', files);
    const loadBoth = async () => {
      const shared = new ContentCache(null, stamped());
      await shared.readAhead(path.join(dir, 'content'), pooled);
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
    assert.ok(executor.pooled, 'the pool started');
    assert.equal(shared, alone);
    assert.is((shared as unknown[]).length, 240);

    // A file whose front matter does not parse, read by either thread, is read again here, and reported.
    writeFileSync(files[101]!, '---\ntitle: [pas fermé\n---\nTexte.\n');
    const [sharedError, aloneError] = await loadBoth();
    assert.type(sharedError, 'string');
    assert.match(sharedError as string, /note-101\.md/);
    assert.is(sharedError, aloneError);
    await executor.close();
  } finally {
    cleanup(dir);
  }
});

/** A folder holding one Markdown file, loaded as the build loads it (read ahead, then rendered by its collection). */
async function loadNote(text: string, layoutIds?: string[]) {
  const dir = tempDir('content-note-');
  const notes = defineCollection({ dir: 'content/notes', schema: z.object({ title: z.string() }) });
  try {
    const file = path.join(dir, 'content/notes/note.md');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    const cache = new ContentCache(null, new Map([[file, statSync(file)]]));
    await cache.readAhead(path.join(dir, 'content'));
    // The site's settings come once its code is compiled: after the text was read.
    if (layoutIds) defineConfig({ siteUrl: 'https://fixture.example', collections: [notes], layoutIds });
    notes.load(dir, cache);
    return { notes, entry: notes.get('note') };
  } finally {
    cleanup(dir);
  }
}

/** The problems a file stops the build with. */
async function refused(text: string): Promise<string[]> {
  try {
    await loadNote(text);
  } catch (error) {
    assert.instance(error, BuildError, String(error));
    return (error as BuildError).problems;
  }
  throw new Error('the file was accepted');
}

test('two headings never share an id: a repeated title takes the first free number', async () => {
  const { entry } = await loadNote('---\ntitle: T\n---\n## Alpha\n\n## Alpha 2\n\n## Alpha\n\n## Alpha\n\n### Alpha 3\n');
  assert.equal(
    entry.headings.map((h) => h.id),
    ['alpha', 'alpha-2', 'alpha-3', 'alpha-4', 'alpha-3-2'],
  );
  assert.equal([...entry.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]), ['alpha', 'alpha-2', 'alpha-3', 'alpha-4', 'alpha-3-2']);
});

test('heading ids stay unique whatever the titles: numbered, repeated, empty, or made of punctuation', async () => {
  let seed = 7;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const titles = ['Alpha', 'Alpha 2', 'alpha-2', 'Alpha 2 2', 'Alpha 3', '!!', 'Section', 'Section 2', 'Alpha-2-2', 'Newsletter email'];
  for (let n = 0; n < 30; n++) {
    const body = Array.from({ length: 25 }, () => `## ${titles[Math.floor(random() * titles.length)]}`).join('\n\n');
    const { entry } = await loadNote(`---\ntitle: T\n---\n${body}\n`, ['newsletter-email', 'section-2']);
    const ids = entry.headings.map((h) => h.id);
    assert.is(new Set(ids).size, ids.length, ids.join(' '));
    assert.not.ok(ids.includes('newsletter-email') || ids.includes('section-2'), ids.join(' '));
  }
});

test("a heading never takes an id the layout writes: 'Newsletter email' leaves the footer's field its label", async () => {
  const text = '---\ntitle: T\n---\n## Newsletter email\n\n## Haut\n\n## Newsletter email\n\n## X island props\n';
  const { entry } = await loadNote(text, ['newsletter-email', 'haut']);
  assert.equal(
    entry.headings.map((h) => h.id),
    ['newsletter-email-2', 'haut-2', 'newsletter-email-3', 'x-island-props-2'],
  );
  assert.match(entry.html, /<h2 id="newsletter-email-2">Newsletter email<\/h2>/);
  assert.equal(entry.sections.map((s) => s.id), ['newsletter-email-2', 'haut-2', 'newsletter-email-3', 'x-island-props-2']);
});

test('reserving other ids renders again the pages that show the text', async () => {
  const text = '---\ntitle: T\n---\n## Haut\n';
  const before = await loadNote(text, []);
  const after = await loadNote(text, ['haut']);
  assert.is.not(before.notes.hashOf('note#body'), after.notes.hashOf('note#body'));
  assert.is(before.notes.hashOf('note'), after.notes.hashOf('note'), 'a page that shows only the front matter stays as it is');
});

test('front matter in JSON, or any language but YAML, is refused naming the file; ---yaml is YAML', async () => {
  for (const language of ['json', 'JSON', 'toml', 'coffee']) {
    const problems = await refused(`---${language}\n{ "title": "Piège" }\n---\nTexte.\n`);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, new RegExp(`^content/notes/note\\.md -> front matter: written in ${language}, which is not read`));
  }
  for (const opening of ['---yaml', '--- yaml', '---yml', '---  ']) {
    const { entry } = await loadNote(`${opening}\ntitle: Lu\n---\nTexte.\n`);
    assert.equal(entry.data, { title: 'Lu' }, opening);
  }
});

test('HTML comments end where a browser ends them: what follows --!>, <!--> or a CDATA-like comment is checked at its line', async () => {
  const problems = await refused(
    [
      '---',
      'title: T',
      '---',
      'Texte.',
      '',
      '<!-- a --!><img src="x" onerror="alert(1)">',
      '',
      '<!--><img src="x">',
      '',
      '<!---><img src="x">',
      '',
      'En ligne <!-- b --!><img src="x"> fin.',
      '',
      '<![CDATA[ x > <img src="x"> ]]>',
      '',
      '<!x><span onclick="y">z</span>',
      '',
      '<?x><img src="x">',
      '',
      '<!-- jamais fermé',
      '',
    ].join('\n'),
  );
  const at = (line: number, what: string) => `content/notes/note.md:${line} -> ${what}`;
  assert.equal(problems, [
    at(6, '<img>: element not allowed'),
    at(8, '<img>: element not allowed'),
    at(10, '<img>: element not allowed'),
    at(12, '<img>: element not allowed'),
    at(14, '<![CDATA[: CDATA not allowed'),
    at(14, '<img>: element not allowed'),
    at(16, '<!: declaration not allowed'),
    at(16, '<span onclick>: attribute not allowed'),
    at(18, '<?: processing instruction not allowed'),
    at(18, '<img>: element not allowed'),
    at(20, '<!--: comment not closed by "-->"'),
  ]);
});

test('comments closed as a browser closes them are left out; a stray end tag with a slash is text', async () => {
  const { entry } = await loadNote('---\ntitle: T\n---\nUn <!-- a --> b <!-- c --!> d <!--> e <!---> f </x/> g.\n');
  assert.is(entry.html.trim(), '<p>Un  b  d  e  f &lt;/x/&gt; g.</p>');
});

test.run();
