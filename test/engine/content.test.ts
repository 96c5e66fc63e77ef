import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import * as z from 'zod';
import { defineData, slugify } from '../../build/content.ts';
import { BuildError } from '../../build/errors.ts';
import path from 'node:path';
import { repoRoot } from '../helpers/site.ts';
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

test.run();
