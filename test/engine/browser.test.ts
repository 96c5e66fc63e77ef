// The islands in a real browser: each trigger hydrates when it should and not before, the
// markup after hydration equals the server's, a page without islands asks for no script.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { engine, notAnswered, openPage } from '../helpers/browser.ts';
import { buildFixture } from '../helpers/site.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('islands in the browser', buildFixture);

const hydrated = (page: Page, section: string) =>
  page.$eval(`#${section} x-island`, (el) => el.hasAttribute('data-hydrated'));
const islandChunks = (requests: string[]) => requests.filter((u) => /\/assets\/js\/(Counter|Fragile)-/.test(u));
const count = (page: Page, section: string) => page.$eval(`#${section} output`, (el) => el.textContent);

test('a page without islands requests no JavaScript at all', async ({ browser, origin }) => {
  const { page, requests } = await openPage(browser.browser, origin);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  assert.equal(requests.filter((u) => u.endsWith('.js')), []);
  assert.is(await page.$$eval('script:not([type="application/ld+json"])', (s) => s.length), 0);
  await page.close();
});

test('load and idle islands hydrate on their own; markup after hydration equals the server markup', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin);
  const response = await page.goto(`${origin}/islands`, { waitUntil: 'domcontentloaded' });
  const server = await response!.text();
  await page.waitForFunction(() => document.querySelector('#load x-island')?.hasAttribute('data-hydrated'));
  await page.waitForFunction(() => document.querySelector('#idle x-island')?.hasAttribute('data-hydrated'));
  for (const section of ['load', 'idle']) {
    // Both sides serialised by the browser, so only real differences show.
    const before = await page.evaluate((html, sel) => new DOMParser().parseFromString(html, 'text/html').querySelector(sel)!.innerHTML, server, `#${section}`);
    const after = await page.$eval(`#${section}`, (el) => el.innerHTML);
    assert.is(after.replace(' data-hydrated=""', ''), before, `${section} markup changed`);
  }
  await page.click('#load button');
  assert.is(await count(page, 'load'), '2', 'the load island counts from its start prop');
  await page.close();
});

test('static children reach the island from the page, not from its props, and survive re-renders', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin);
  const response = await page.goto(`${origin}/islands`, { waitUntil: 'domcontentloaded' });
  const server = await response!.text();
  const props = /<script type="application\/json" id="x-island-props">(.*?)<\/script>/.exec(server)![1]!;
  assert.ok(props.includes('"slot"') && !props.includes('statique'), `the slot markup was copied into the props: ${props}`);
  assert.match(server, '<x-slot><p class="static">Texte <em>statique</em> venu de la page</p></x-slot>');
  await page.waitForFunction(() => document.querySelector('#slot x-island')?.hasAttribute('data-hydrated'));
  await page.click('#slot button');
  await page.click('#slot button');
  assert.is(await count(page, 'slot'), '2');
  assert.is(await page.$eval('#slot x-slot', (el) => el.innerHTML), '<p class="static">Texte <em>statique</em> venu de la page</p>');
  await page.close();
});

test('a visible island below the fold loads no chunk until it is scrolled to', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 800 });
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  assert.not.ok(await hydrated(page, 'visible'));
  await page.$eval('#visible', (el) => el.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('#visible x-island')?.hasAttribute('data-hydrated'));
  await page.click('#visible button');
  assert.is(await count(page, 'visible'), '1');
  await page.close();
});

test('a media island waits for its query to match', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 600 });
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  assert.not.ok(await hydrated(page, 'media'), 'hydrated at 600 px although the query asks for 900 px');
  await page.setViewport({ width: 1000, height: 800 });
  await page.waitForFunction(() => document.querySelector('#media x-island')?.hasAttribute('data-hydrated'));
  await page.close();
});

test('an interaction island loads on the first click and replays it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 800 });
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  assert.not.ok(await hydrated(page, 'interaction'));
  await page.click('#interaction button');
  await page.waitForFunction(() => document.querySelector('#interaction output')?.textContent === '1');
  assert.ok(await hydrated(page, 'interaction'));
  await page.click('#interaction button');
  assert.is(await count(page, 'interaction'), '2', 'the click was counted twice or not at all');
  await page.close();
});

test('an interaction island also starts on keyboard focus', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 800 });
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  await page.focus('#interaction button');
  await page.waitForFunction(() => document.querySelector('#interaction x-island')?.hasAttribute('data-hydrated'));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#interaction output')?.textContent === '1');
  await page.close();
});

test('a failed chunk download is retried once', async ({ browser, origin }) => {
  let failures = 0;
  const { page, requests } = await openPage(browser.browser, origin);
  page.on('request', () => {});
  await page.setRequestInterception(true);
  // The chunk must come from the network to fail: an earlier test's copy in the cache would
  // answer instead (Chromium's headless shell keeps it in a reused tab).
  if (engine === 'chromium') await (await page.createCDPSession()).send('Network.clearBrowserCache');
  page.removeAllListeners('request');
  page.on('request', (request) => {
    requests.push(request.url());
    const failing = /Counter-[^?]+\.js$/.test(request.url()) && failures === 0;
    if (failing) failures++;
    void (failing ? request.respond({ status: 503, body: 'busy' }) : request.continue()).catch(notAnswered(request));
  });
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('#load x-island')?.hasAttribute('data-hydrated'));
  assert.is(failures, 1);
  assert.ok(requests.some((u) => /Counter-.*\.js\?retry$/.test(u)), 'no retry request was made');
  await page.close();
});

test('a hydration error is logged and the server HTML stays', async ({ browser, origin }) => {
  const { page, console: lines, errors } = await openPage(browser.browser, origin);
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('#load x-island')?.hasAttribute('data-hydrated'));
  assert.is(await page.$eval('#fragile .fragile', (el) => el.textContent), 'Texte serveur intact');
  assert.ok(lines.some((l) => l.startsWith('error:') && l.includes('Fragile did not hydrate')), lines.join('\n'));
  assert.equal(errors, [], 'an uncaught error escaped');
  assert.not.ok(await hydrated(page, 'fragile'));
  await page.close();
});

test('island chunks load only for islands whose trigger fired', async ({ browser, origin }) => {
  const { page, requests } = await openPage(browser.browser, origin, { width: 600 });
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  // The idle island wakes when the browser is idle, which a busy machine can put off past the
  // network's quiet.
  await page.waitForSelector('x-island[data-on="idle"][data-hydrated]', { timeout: 10_000 });
  // load, idle, slot and the fragile island ran; media, interaction and visible did not, but they
  // share the Counter chunk, so the proof is in the markers rather than the requests.
  assert.ok(islandChunks(requests).length >= 1);
  const states = await page.$$eval('x-island', (els) => els.map((el) => `${el.getAttribute('data-on')}=${el.hasAttribute('data-hydrated')}`));
  assert.equal(states, ['load=true', 'idle=true', 'media((min-width: 900px))=false', 'interaction=false', 'load=true', 'load=false', 'visible=false']);
  await page.close();
});

test('a wait that a navigation interrupts goes on asking the new page', async ({ browser, origin }) => {
  // The test helpers' own promise: a link followed while a wait is polling must not fail the
  // wait (WebKit drops a script cut short by the unload, and CI once failed on it).
  const { page } = await openPage(browser.browser, origin);
  await page.goto(`${origin}/islands`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => { setTimeout(() => location.assign('/'), 100); });
  await page.waitForFunction(() => new Promise((answer) => setTimeout(() => answer(location.pathname === '/'), 400)), { timeout: 10_000 });
  assert.is(await page.evaluate(() => location.pathname), '/');
  await page.close();
});

test.run();
