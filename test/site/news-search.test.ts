// The news page's search: filters as you type, counts, and says when nothing matches.
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import type { Page } from 'puppeteer';
import { countLine, matches } from '../../islands/NewsSearch.tsx';
import type { NewsCardData } from '../../islands/_lib/NewsCard.tsx';
import { openPage, retypeField } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';

const unit = suite('news search - rules');
const card = (title: string, excerpt: string, category: string) => ({ title, excerpt, category }) as NewsCardData;

unit('matches title, excerpt or category, ignoring case; blank shows everything', () => {
  const a = card('Transition énergétique', 'RE2020 et DPE', 'Nouveaux enjeux');
  assert.ok(matches(a, 'ÉNERG'));
  assert.ok(matches(a, 're2020'));
  assert.ok(matches(a, 'nouveaux'));
  assert.ok(matches(a, '   '));
  assert.ok(matches(a, ''));
  assert.not.ok(matches(a, 'smart'));
  assert.ok(matches(a, '  dpe  '), 'surrounding spaces are ignored');
});

unit('ignores accents and case: energetique finds énergétique, and the other way round', () => {
  const a = card('Transition énergétique', 'Le cœur des villes', 'Nouveaux enjeux');
  assert.ok(matches(a, 'energetique'));
  assert.ok(matches(a, 'ENERGETIQUE'));
  assert.ok(matches(a, 'Énergétique'));
  assert.ok(matches(card('Transition energetique', '', ''), 'énergétique'));
  assert.ok(matches(a, 'coeur'), 'œ is oe');
  assert.not.ok(matches(a, 'energetiques'));
});

unit('matches an article by who signs it, as its card says (review 17: "Morel finds nothing")', () => {
  const a = { ...card('Foncier et environnement', 'Zéro artificialisation nette', 'Expertise'), author: 'Lucas Morel' };
  assert.ok(matches(a, 'morel'));
  assert.ok(matches(a, 'Lucas Morel'));
  assert.not.ok(matches(a, 'Ferrand'));
});

unit('also matches an article by its keywords, which the card does not show', () => {
  const a = { ...card('Foncier et environnement', 'Zéro artificialisation nette', 'Expertise'), keywords: 'PLU · dents creuses · Menton' };
  assert.ok(matches(a, 'plu'));
  assert.ok(matches(a, 'dents creuses'));
  assert.not.ok(matches(card('Foncier et environnement', 'Zéro artificialisation nette', 'Expertise'), 'plu'));
});

unit('the count line agrees in number', () => {
  assert.is(countLine(1, 'zan'), '1 article trouvé pour «\u00a0zan\u00a0»');
  assert.is(countLine(3, ' ville '), '3 articles trouvés pour «\u00a0ville\u00a0»');
});
unit.run();

const test = browserSuite('news search - in the browser');

const titles = (page: Page) => page.$$eval('#liste-articles .news-title', (els) => els.map((e) => e.textContent));
const count = (page: Page) => page.$eval('.news-count', (el) => el.textContent);

const type = (page: Page, text: string) => retypeField(page, '#recherche-articles', text);

test('every article shows until the visitor types; the list then filters as they type', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/actualites#articles`, { waitUntil: 'networkidle0' });
  assert.is((await titles(page)).length, 4);
  assert.is(await page.$eval('#recherche-articles', (el) => el.getAttribute('placeholder')), 'Rechercher dans les articles...');
  await type(page, 'expertise');
  await page.waitForFunction(() => document.querySelectorAll('#liste-articles .news-title').length === 2);
  assert.is(await count(page), '2 articles trouvés pour «\u00a0expertise\u00a0»');
  await type(page, 'Ville de demain');
  await page.waitForFunction(() => document.querySelectorAll('#liste-articles .news-title').length === 1);
  assert.is(await count(page), '1 article trouvé pour «\u00a0Ville de demain\u00a0»');
  assert.match((await titles(page))[0]!, /Smart city/);
  await page.close();
});

test('the words a visitor would try find the articles that treat them: PLU, ZAN, dents creuses, Menton, énergie', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(`${origin}/actualites`, { waitUntil: 'networkidle0' });
  for (const [word, found] of [['PLU', 3], ['ZAN', 1], ['dents creuses', 1], ['Menton', 2], ['ABF', 1], ['énergie', 1]] as const) {
    await type(page, word);
    await page.waitForFunction((n) => document.querySelectorAll('#liste-articles .news-title').length === n && !!document.querySelector('.news-count'), { timeout: 3000 }, found).catch(() => undefined);
    assert.is((await titles(page)).length, found, word);
  }
  await page.close();
});

test('typed without accents, a word still finds its article', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(`${origin}/actualites`, { waitUntil: 'networkidle0' });
  await type(page, 'TRANSITION ENERGETIQUE');
  await page.waitForFunction(() => document.querySelectorAll('#liste-articles .news-title').length === 1);
  assert.match((await titles(page))[0]!, /énergétique/);
  assert.is(await count(page), '1 article trouvé pour «\u00a0TRANSITION ENERGETIQUE\u00a0»');
  await page.close();
});

test('nothing found: "Aucun article trouvé", what was searched, and a suggestion', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(`${origin}/actualites`, { waitUntil: 'networkidle0' });
  await type(page, 'piscine olympique');
  await page.waitForSelector('.news-empty');
  const text = await page.$eval('.news-empty', (el) => el.textContent!);
  assert.match(text, 'Aucun article trouvé');
  assert.match(text, 'Aucun article ne correspond à «\u00a0piscine olympique\u00a0».');
  assert.match(text, /autres mots-clés/);
  assert.is((await titles(page)).length, 0);
  await type(page, '   ');
  await page.waitForFunction(() => document.querySelectorAll('#liste-articles .news-title').length === 4);
  assert.is(await count(page), '', 'spaces only: no count line');
  await page.close();
});

test('letters typed before the search code arrives are kept and used', async ({ browser, origin }) => {
  // The search chunk is held back until the letters are typed, so the typing happens before
  // hydration however slowly the browser types (a timed hold was outrun by WebKit under load).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, delay: (url) => (/NewsSearch-/.test(url) ? held : 0) });
  await page.goto(`${origin}/actualites`, { waitUntil: 'networkidle0' });
  await page.focus('#recherche-articles');
  await page.keyboard.type('smart', { delay: 0 });
  assert.is(await page.$$eval('#liste-articles .news-title', (els) => els.length), 4, 'the island was already there: the test proves nothing');
  release();
  await page.waitForFunction(() => document.querySelectorAll('#liste-articles .news-title').length === 1);
  assert.is(await page.$eval('#recherche-articles', (el) => (el as HTMLInputElement).value), 'smart');
  await page.close();
});

test.run();
