// The synthetic articles of the scale tests and the bench: valid, varied, the same every time.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defineCollection } from '../../build/content/collection.ts';
import { articleSchema } from '../../content/articles.ts';
import { generateArticles } from '../../scripts/generate-articles.ts';
import { cleanup, repoRoot, tempDir } from '../helpers/site.ts';

const test = suite('generated articles');

function generated(n: number) {
  const root = tempDir('generated-');
  generateArticles(n, path.join(root, 'content', 'articles'));
  const collection = defineCollection({ dir: 'content/articles', schema: articleSchema, sort: (a, b) => a.number - b.number });
  collection.load(root); // throws on any front matter the site would refuse
  return { root, all: collection.all() };
}

test('n articles that pass the schema, numbered 5, 6, ... after the real ones, with unique slugs', () => {
  const { root, all } = generated(120);
  try {
    assert.is(all.length, 120);
    assert.equal(all.map((a) => a.data.number), Array.from({ length: 120 }, (_, i) => i + 5));
    assert.is(new Set(all.map((a) => a.data.slug)).size, 120);
    const real = readdirSync(path.join(repoRoot, 'content/articles')).map((f) => f.replace(/\.md$/, ''));
    assert.ok(all.every((a) => !real.includes(a.data.slug) && a.id === a.data.slug));
  } finally {
    cleanup(root);
  }
});

test('spread over the three categories and back in time, before the real articles, each on an existing photo', () => {
  const { root, all } = generated(120);
  try {
    const categories = new Map<string, number>();
    for (const a of all) categories.set(a.data.category, (categories.get(a.data.category) ?? 0) + 1);
    assert.is(categories.size, 3);
    for (const count of categories.values()) assert.ok(count >= 25, `${[...categories]}`);
    const dates = all.map((a) => a.data.date);
    assert.ok(dates[0]! < '2025-02-10', 'older than the oldest real article');
    assert.ok(dates.every((d, i) => i === 0 || d <= dates[i - 1]!), 'a higher number is never newer');
    assert.ok(new Set(dates).size > 60, 'dates spread out');
    for (const a of all) assert.ok(existsSync(path.join(repoRoot, 'content/images', a.data.image)), a.data.image);
  } finally {
    cleanup(root);
  }
});

test('~600 words each: an intro and four ## sections, in French typography', () => {
  const { root, all } = generated(40);
  try {
    for (const a of all) {
      assert.is(a.sections.length, 4, a.file);
      assert.ok(a.words >= 500 && a.words <= 750, `${a.file}: ${a.words} words`);
      assert.match(a.html, /^<p>/, 'the intro comes before the first heading');
      const text = readFileSync(path.join(root, a.file), 'utf8');
      assert.not.match(text, /'/, `${a.file}: straight apostrophe`);
      assert.not.match(text, / [:;!?»]|« /, `${a.file}: ordinary space where French wants a no-break one`);
    }
  } finally {
    cleanup(root);
  }
});

test('deterministic and prefix-stable: article k is the same bytes whether 30 or 300 are generated', () => {
  const small = tempDir('generated-');
  const large = tempDir('generated-');
  try {
    generateArticles(30, small);
    generateArticles(300, large);
    const files = readdirSync(small);
    assert.is(files.length, 30);
    for (const f of files) assert.is(readFileSync(path.join(small, f), 'utf8'), readFileSync(path.join(large, f), 'utf8'), f);
  } finally {
    cleanup(small);
    cleanup(large);
  }
});

test.run();
