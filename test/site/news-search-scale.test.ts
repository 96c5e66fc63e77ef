// The news search when the articles no longer fit on one page: it answers from the page's own
// cards at once, then from the index of every article; it says so when the index fails; and the
// pages of the list work without JavaScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import * as assert from 'uvu/assert';
import { actualites } from '../../content/pages.ts';
import { decodeIndex, type NewsIndex } from '../../islands/_lib/news-index.ts';
import { countLine, matches, moreLine, SHOWN_AT_MOST } from '../../islands/NewsSearch.tsx';
import type { NewsCardData } from '../../islands/_lib/NewsCard.tsx';
import { openPage, retypeField, until } from '../helpers/browser.ts';
import { buildScaledSite } from '../helpers/scaled-site.ts';
import { browserSuite } from '../helpers/suites.ts';

const INDEX = '/actualites/index.json';
const isIndex = (request: HTTPRequest) => new URL(request.url()).pathname === INDEX;

/** Every article's card, as the index gives them, in list order. */
const cardsOf = (outDir: string) => decodeIndex(JSON.parse(readFileSync(path.join(outDir, 'actualites/index.json'), 'utf8')) as NewsIndex);
const titles = (page: Page) => page.$$eval('#liste-articles .news-title', (els) => els.map((e) => e.textContent ?? ''));
const status = (page: Page) => page.$eval('.news-count', (el) => el.textContent ?? '');
const found = (cards: NewsCardData[], query: string) => cards.filter((c) => matches(c, query));

const type = (page: Page, text: string) => retypeField(page, '#recherche-articles', text);

/** Waits until the list shows exactly these titles, in this order. */
async function listShows(page: Page, expected: string[], what: string) {
  await until(async () => JSON.stringify(await titles(page)) === JSON.stringify(expected), `${what}: ${expected.length} cards`).catch(async (error: Error) => {
    throw new Error(`${error.message}; the list shows ${JSON.stringify(await titles(page))}`);
  });
}

const test = browserSuite('news search - every article (+30 articles, 3 pages)', () => buildScaledSite(30));

test('the first letters filter the page’s own cards at once; the index, once it arrives, finds an article of the last page', async ({ browser, origin, outDir }) => {
  const cards = cardsOf(outDir);
  const pageOne = cards.slice(0, 12);
  let held: HTTPRequest | null = null;
  let asked = 0;
  const { page, errors } = await openPage(browser.browser, origin, {
    local: (request) => {
      if (!isIndex(request)) return false;
      asked++;
      held = request; // answered only when the test says so
      return true;
    },
  });
  await page.goto(`${origin}/actualites`, { waitUntil: 'networkidle0' });
  assert.equal(await titles(page), pageOne.map((c) => c.title));

  // A query that matches on page 1 and, further down the list, elsewhere too.
  const query = 'Ville de demain';
  const onThisPage = found(pageOne, query);
  const everywhere = found(cards, query);
  assert.ok(onThisPage.length > 0 && everywhere.length > onThisPage.length, 'the query must match more than page 1 holds');
  await type(page, query);
  await until(() => held !== null, 'the request for the index');
  await listShows(page, onThisPage.map((c) => c.title), 'while the index is held back');
  assert.is(await status(page), countLine(onThisPage.length, query));

  await held!.continue();
  await listShows(page, everywhere.map((c) => c.title), 'once the index has arrived');
  assert.is(await status(page), countLine(everywhere.length, query));
  assert.not.ok(await page.$eval('nav.pagination', (el) => el.checkVisibility()), 'the pages of the list are hidden while the results cover every article');

  // An article found only on page 3, by its title.
  const lastPage = cards.slice(24);
  const target = lastPage.find((c) => found(cards, c.title).length === 1)!;
  assert.ok(target);
  await type(page, target.title);
  await listShows(page, [target.title], 'searching an article of the last page');
  assert.is(await page.$eval('#liste-articles a.news-more', (a) => a.getAttribute('href')), `/article/${target.slug}`);
  assert.is(await page.$eval('#liste-articles img', (img) => img.getAttribute('alt')), target.imageAlt);

  // An empty query: this page's cards again, not the index.
  await type(page, '');
  await listShows(page, pageOne.map((c) => c.title), 'with the query cleared');
  assert.is(await status(page), '');
  assert.ok(await page.$eval('nav.pagination', (el) => el.checkVisibility()));
  assert.is(asked, 1, 'the index is fetched once');
  assert.equal(errors, []);
  await page.close();
});

test('a query nothing on this page matches waits for the index rather than saying nothing was found', async ({ browser, origin, outDir }) => {
  const cards = cardsOf(outDir);
  let held: HTTPRequest | null = null;
  const { page } = await openPage(browser.browser, origin, {
    local: (request) => {
      if (!isIndex(request)) return false;
      held = request;
      return true;
    },
  });
  await page.goto(`${origin}/actualites`, { waitUntil: 'networkidle0' });
  const target = cards.slice(24).find((c) => found(cards, c.title).length === 1)!;
  assert.is(found(cards.slice(0, 12), target.title).length, 0);
  await type(page, target.title);
  await until(() => held !== null, 'the request for the index');
  await until(async () => (await status(page)) === actualites.search.loading, 'the status line saying the search goes on');
  assert.is(await page.$('.news-empty'), null, 'no "Aucun article trouvé" before the index has answered');
  await held!.continue();
  await listShows(page, [target.title], 'once the index has arrived');
  assert.is(await status(page), countLine(1, target.title));
  await page.close();
});

test('when the index cannot be fetched, the page’s own cards are still searched, and the status line says so', async ({ browser, origin, outDir }) => {
  const cards = cardsOf(outDir);
  const pageTwo = cards.slice(12, 24);
  const { page, errors } = await openPage(browser.browser, origin, {
    local: (request) => {
      if (!isIndex(request)) return false;
      return request.respond({ status: 503, contentType: 'text/plain', body: 'indisponible' }).then(() => true);
    },
  });
  await page.goto(`${origin}/actualites/page/2`, { waitUntil: 'networkidle0' });
  const query = 'Expertise';
  const onThisPage = found(pageTwo, query);
  assert.ok(onThisPage.length > 0 && onThisPage.length < found(cards, query).length);
  await type(page, query);
  await until(async () => (await status(page)).includes(actualites.search.failed), 'the failure said in the status line');
  assert.equal(await titles(page), onThisPage.map((c) => c.title));
  assert.is(await status(page), `${countLine(onThisPage.length, query)}. ${actualites.search.failed}`);
  // French typography: a no-break space before the colon, a typographic apostrophe.
  assert.match(actualites.search.failed, /\u00a0:/);
  assert.match(actualites.search.failed, /’/);

  // An article of page 3 cannot be found: the empty state, and still the reason.
  const target = cards.slice(24).find((c) => found(cards, c.title).length === 1)!;
  await type(page, target.title);
  await page.waitForSelector('.news-empty');
  assert.is(await status(page), actualites.search.failed);
  assert.match(await page.$eval('.news-empty', (el) => el.textContent ?? ''), 'Aucun article trouvé');
  assert.equal(errors, []);
  await page.close();
});

test('without JavaScript, the pagination links lead from page to page', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { javaScript: false });
  await page.goto(`${origin}/actualites`, { waitUntil: 'load' });
  const current = () => page.$eval('nav.pagination a[aria-current=page]', (a) => a.textContent);
  const go = async (selector: string, pathname: string) => {
    await Promise.all([page.waitForNavigation(), page.click(selector)]);
    assert.is(new URL(page.url()).pathname, pathname);
  };
  assert.is(await current(), 'Page 1');
  await go('nav.pagination a[rel=next]', '/actualites/page/2');
  assert.is(await current(), 'Page 2');
  assert.is(await page.$$eval('#liste-articles .news-card', (els) => els.length), 12);
  await go('nav.pagination a[href="/actualites/page/3"]', '/actualites/page/3');
  assert.is(await current(), 'Page 3');
  assert.is(await page.$$eval('#liste-articles .news-card', (els) => els.length), 10);
  assert.is(await page.$$eval('nav.pagination a[rel=next]', (els) => els.length), 0);
  await go('nav.pagination a[rel=prev]', '/actualites/page/2');
  await go('nav.pagination a[href="/actualites"]', '/actualites');
  assert.is(await current(), 'Page 1');
  await page.close();
});

test.run();

const many = browserSuite('news search - a query matching hundreds of articles (+300)', () => buildScaledSite(300));

many('draws the first 48 results and says how many more there are', async ({ browser, origin, outDir }) => {
  const cards = cardsOf(outDir);
  const query = 'a';
  const all = found(cards, query);
  assert.ok(all.length > 250);
  const { page } = await openPage(browser.browser, origin);
  await page.goto(`${origin}/actualites/page/7`, { waitUntil: 'networkidle0' });
  await type(page, query);
  await until(async () => (await status(page)) === countLine(all.length, query), 'the count over every article');
  assert.equal(await titles(page), all.slice(0, SHOWN_AT_MOST).map((c) => c.title));
  const more = await page.$eval('.news-more-results', (el) => el.textContent);
  assert.is(more, moreLine(all.length - SHOWN_AT_MOST));
  assert.match(more!, /^\d+ autres articles correspondent\u00a0: précisez votre recherche pour les afficher\.$/);
  await page.close();
});

many.run();
