// 'Partager' on articles: the share sheet where there is one, else the clipboard and a toast.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { engine, grant, openPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('share button');

const SHARE = 'x-island[data-island="ShareButton"] a';
const URL_OF = 'https://www.castellar-foncier.fr/article/smart-city';

/**
 * Partager hydrates on the first interaction and replays a click made before its code was in.
 * The clipboard and the share sheet want the click's own user activation, which lapses after a
 * few seconds: on a loaded machine the replay can come too late, and the page then rightly says
 * 'Copie impossible'. Here the button is focused first (as by keyboard), so it is ready when
 * clicked; the replay has its own test (test/engine/browser.test.ts).
 */
async function clickShare(page: Page) {
  // Mid-screen, and focused without scrolling: a focus scrolls the button to the window's top
  // edge, under the sticky header, which would then take the click.
  await page.$eval(SHARE, (el) => {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    (el as HTMLElement).focus({ preventScroll: true });
  });
  await page.waitForSelector('x-island[data-island="ShareButton"][data-hydrated]');
  await page.click(SHARE);
}

test('with a share sheet (phones), Partager opens it with the title and the address', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  // A string, not a function: tsx would wrap a function's inner helpers in its own __name().
  await page.evaluateOnNewDocument(`
    window.shared = [];
    Object.defineProperty(navigator, 'share', { value: function (data) { window.shared.push(data); return Promise.resolve(); }, configurable: true });
  `);
  await page.goto(`${origin}/article/smart-city`, { waitUntil: 'networkidle0' });
  await clickShare(page);
  await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared.length === 1);
  const [shared] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  assert.equal(shared, { title: 'Smart city\u00a0: l’intelligence territoriale à l’échelle d’une ville de la Riviera', url: URL_OF });
  assert.is(new URL(page.url()).pathname, '/article/smart-city', 'the mailto fallback fired too');
  await page.close();
});

test("without one (desktop), Partager copies the link and says 'Lien copié'", async ({ browser, origin }) => {
  if (engine === 'chromium') await grant(browser.browser, origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  // Desktop Chromium on Linux may or may not have it: make sure it does not.
  await page.evaluateOnNewDocument(`Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });`);
  // Firefox and WebKit let no test read the clipboard back: what the page hands it is recorded.
  // (WebKitGTK under WebDriver refuses every write, where Safari takes one made in a click: the
  // record stands in for the clipboard there; a refusal has its own test below.)
  if (engine !== 'chromium')
    await page.evaluateOnNewDocument(
      `(() => { const w = window; w.__copied = []; const clip = navigator.clipboard; const write = clip.writeText.bind(clip); clip.writeText = (t) => (w.__copied.push(t), ${engine === 'webkit' ? 'Promise.resolve()' : 'write(t)'}); })();`,
    );
  await page.goto(`${origin}/article/smart-city`, { waitUntil: 'networkidle0' });
  await clickShare(page);
  await page.waitForFunction(() => document.querySelector('#toasts-status')?.textContent?.includes('Lien copié'));
  if (engine !== 'chromium') {
    assert.equal(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied), [URL_OF]);
    return void (await page.close());
  }
  // The site's pages deny themselves clipboard-read (Permissions-Policy: they never read it):
  // the clipboard is read from a blank page of the same origin.
  const blank = `${origin}/lecture-du-presse-papiers`;
  const { page: reader } = await openPage(browser.browser, origin, {
    local: (request) => request.url() === blank && request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lecture</title>' }).then(() => true),
  });
  await reader.goto(blank);
  await reader.bringToFront();
  assert.is(await reader.evaluate(() => navigator.clipboard.readText()), URL_OF);
  await reader.close();
  await page.close();
});

test("a clipboard that refuses the link: Partager says so and shows the address to copy by hand", async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.evaluateOnNewDocument(`Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });`);
  await page.evaluateOnNewDocument(`navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));`);
  await page.goto(`${origin}/article/smart-city`, { waitUntil: 'networkidle0' });
  await clickShare(page);
  await page.waitForFunction(() => document.querySelector('#toasts-alert .toast'));
  assert.equal(await page.$eval('#toasts-alert .toast', (el) => [el.querySelector('.toast-title')?.textContent, el.textContent]), ['Copie impossible', `Copie impossibleCopiez l’adresse\u00a0: ${URL_OF}`]);
  await page.close();
});

test('pressed again, Partager replaces its toast instead of stacking the same words (review 6: three filled a phone)', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.evaluateOnNewDocument(`Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });`);
  await page.evaluateOnNewDocument(`navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));`);
  await page.goto(`${origin}/article/smart-city`, { waitUntil: 'networkidle0' });
  for (let i = 0; i < 3; i++) {
    await page.$$eval('.toast', (all) => all.forEach((t) => ((t as HTMLElement).dataset['seen'] = '')));
    await clickShare(page);
    await page.waitForSelector('.toast:not([data-seen])');
  }
  assert.is(await page.$$eval('.toast:not(.is-leaving)', (all) => all.length), 1);
  await page.close();
});

test('without JavaScript, Partager is an e-mail link carrying the address', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, javaScript: false });
  await page.goto(`${origin}/article/smart-city`);
  const href = await page.$eval(SHARE, (el) => el.getAttribute('href')!);
  assert.ok(href.startsWith('mailto:?subject='));
  assert.match(decodeURIComponent(href), URL_OF);
  await page.close();
});

test.run();
