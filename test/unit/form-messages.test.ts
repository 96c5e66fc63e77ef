// Every sentence of the forms' catalogue (content/forms.ts) and of the widgets' words
// (content/widgets/) written the French way: they ship in the islands' JavaScript, so
// content/pages.ts's zod check cannot see them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as forms from '../../content/forms.ts';
import { cardWords } from '../../content/widgets/card.ts';
import { carouselWords } from '../../content/widgets/carousel.ts';
import { mapWords } from '../../content/widgets/map.ts';
import { menuWords } from '../../content/widgets/menu.ts';
import { searchWords } from '../../content/widgets/search.ts';
import { shareWords } from '../../content/widgets/share.ts';
import { toastWords } from '../../content/widgets/toast.ts';
import { viewerWords } from '../../content/widgets/viewer.ts';

const test = suite('form messages');

const strings = (value: unknown, at: string): [string, string][] =>
  typeof value === 'string' ? [[at, value]] : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`)) : [];

// The widgets' sentences with numbers or words in them, as a visitor reads them.
const made = {
  carousel: [carouselWords.status(1, 1, 17), carouselWords.status(2, 4, 17)],
  search: [searchWords.none('énergie'), ...[0, 1, 1234].map((n) => searchWords.count(n, 'énergie')), searchWords.more(1), searchWords.more(12)],
  share: [shareWords.failed('https://www.castellar-foncier.fr/article/smart-city')],
  notes: [...Object.values(forms.contactNotes).map((note) => note('sous 48 heures ouvrées')), forms.newsletterNotes.privacy('Castellar Foncier SARL')],
};
const all = [
  ...strings(forms, 'forms'),
  ...strings({ cardWords, carouselWords, mapWords, menuWords, searchWords, shareWords, toastWords, viewerWords }, 'widgets'),
  ...strings(made, 'made'),
];

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
  assert.match(forms.contactNotes.thanks('sous 48 heures ouvrées'), /vous répond sous 48 heures ouvrées/);
});

test.run();
