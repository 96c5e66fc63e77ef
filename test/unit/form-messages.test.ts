// Every sentence of the forms' catalogue (content/forms.ts) written the French way: it ships in
// the islands' JavaScript, so content/pages.ts's zod check cannot see it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as forms from '../../content/forms.ts';

const test = suite('form messages');

const strings = (value: unknown, at: string): [string, string][] =>
  typeof value === 'string' ? [[at, value]] : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`)) : [];

const all = strings(forms, 'forms');

test('typographic apostrophes, a non-breaking space before : ; ! ? and inside « », no double space', () => {
  assert.ok(all.length > 20, `${all.length} strings`);
  const problems = all.filter(([, s]) => /'/.test(s) || /[ \t][:;!?»]/.test(s) || /(^|[^\u00a0\u202f])[:;!?](?=\s|$)/.test(s.replace(/^https?:|mailto:/g, '')) || /«[ \t]/.test(s) || / {2}/.test(s) || s !== s.trim());
  assert.equal(problems, []);
});

test('each failure tells what to do: try again, wait a minute, or write and call', () => {
  for (const failures of [forms.contactFailure, forms.newsletterFailure]) {
    for (const kind of ['network', 'timeout', 'server'] as const) assert.match(failures[kind], /réessayez/, kind);
    assert.match(failures.busy, /^[A-Z].*trop de demandes.*\u00a0: réessayez dans une minute\.$/);
    assert.not.match(failures.refused, /réessayez/);
  }
  assert.match(forms.contactMessages.thanksText, /sous deux jours ouvrés/);
});

test.run();
