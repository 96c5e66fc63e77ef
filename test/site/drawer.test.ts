// The header's mobile drawer, in Chromium, by mouse and by keyboard.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { openPage, until } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';
import { contactHref } from '../../content/forms.ts';

const test = browserSuite('mobile drawer');

const BUTTON = 'a[aria-label="Ouvrir le menu principal"]';
const isOpen = (page: Page) => page.$eval('#menu-mobile', (el) => getComputedStyle(el).visibility === 'visible' && el.classList.contains('is-open'));
const waitClosed = (page: Page) => page.waitForFunction(() => getComputedStyle(document.getElementById('menu-mobile')!).visibility === 'hidden');
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

async function openDrawer(page: Page) {
  await page.click(BUTTON);
  await page.waitForFunction(() => document.querySelector('.drawer-panel')!.contains(document.activeElement));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.drawer-panel')!).transform === 'none');
}

test('on a phone the logo is centred, the links hide behind the menu button', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/contact`);
  assert.ok(await page.$eval(BUTTON, (el) => el.getBoundingClientRect().width > 0));
  assert.is(await page.$eval('.site-nav', (el) => getComputedStyle(el).display), 'none');
  // Centred in the page's width (a desktop Firefox keeps a scrollbar's width of it).
  const [logo, middle] = await page.$eval('.site-logo img', (el) => {
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, document.documentElement.clientWidth / 2] as const;
  });
  assert.ok(Math.abs(logo - middle) < 4, `logo centre at ${logo}, page centre at ${middle}`);
  await page.close();
});

test('the menu button opens a 300 px drawer with the logo, the six links and the group name, and focus moves in', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  assert.ok(await isOpen(page));
  assert.is(await page.$eval(BUTTON, (el) => el.getAttribute('aria-expanded')), 'true');
  assert.is(await page.$eval('.drawer-panel', (el) => Math.round(el.getBoundingClientRect().width)), 300);
  assert.equal(await page.$$eval('.drawer-links a', (els) => els.map((e) => e.textContent)), [
    'PRÉSENTATION',
    'AXIOS',
    'NOS RÉALISATIONS',
    'QUI SOMMES-NOUS\u00a0?',
    'CONTACT',
    'ACTUALITÉS',
  ]);
  assert.is(await page.$eval('.drawer-links a[aria-current="page"]', (el) => el.textContent), 'CONTACT');
  assert.match(await page.$eval('.drawer-foot', (el) => el.textContent!), /Castellar Foncier.*Menton, France/);
  // Under the links, the landowner's way in: the form with their profile chosen.
  assert.equal(await page.$eval('.drawer-panel a.drawer-cta', (a) => [a.textContent, a.getAttribute('href')]), ['Soumettre un bien', contactHref('proprietaires-prives')]);
  assert.ok(await page.$eval('.drawer-panel', (el) => el.contains(document.activeElement)), 'focus did not move into the drawer');
  assert.is(await page.$eval('.drawer-panel', (el) => el.getAttribute('role')), 'dialog');
  await page.close();
});

test('the page behind does not scroll while the drawer is open', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/qui-sommes-nous`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
  await page.mouse.wheel({ deltaY: 800 });
  await new Promise((r) => setTimeout(r, 200));
  assert.is(await page.evaluate(() => scrollY), 0);
  await page.keyboard.press('Escape');
  await waitClosed(page);
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'visible');
  await page.close();
});

test('Escape closes the drawer and gives focus back to the menu button', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  await page.keyboard.press('Escape');
  await waitClosed(page);
  assert.is(await activeText(page), 'Ouvrir le menu principal');
  assert.is(await page.$eval(BUTTON, (el) => el.getAttribute('aria-expanded')), 'false');
  await page.close();
});

test('the backdrop and the Close control both close it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  await page.mouse.click(360, 400); // right of the 300 px panel: the backdrop
  await waitClosed(page);
  await openDrawer(page);
  await page.click('a[aria-label="Fermer le menu"]');
  await waitClosed(page);
  assert.is(await activeText(page), 'Ouvrir le menu principal');
  assert.is(new URL(page.url()).hash, '', 'the close link navigated');
  await page.close();
});

test('Tab and Shift+Tab stay inside the open drawer', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.$eval('.drawer-panel', (el) => el.contains(document.activeElement)), `focus left the drawer after ${i + 1} Tab`);
  }
  await page.keyboard.down('Shift');
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
  assert.ok(await page.$eval('.drawer-panel', (el) => el.contains(document.activeElement)));
  await page.close();
});

test('the keyboard opens it too: Tab to the button, then Enter or Space', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.focus(BUTTON);
  await page.keyboard.press('Enter');
  // Focus moving into the drawer is the visible sign that it is ready for the keyboard.
  await page.waitForFunction(() => document.querySelector('.drawer-panel')!.contains(document.activeElement));
  await page.keyboard.press('Escape');
  await waitClosed(page);
  await page.keyboard.press(' ');
  await page.waitForFunction(() => document.getElementById('menu-mobile')!.classList.contains('is-open'));
  await page.close();
});

test('choosing a link goes there with the drawer closed', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  await Promise.all([page.waitForNavigation(), page.click('.drawer-links a[href="/actualites"]')]);
  assert.is(new URL(page.url()).pathname, '/actualites');
  assert.is(await page.$eval('#menu-mobile', (el) => getComputedStyle(el).visibility), 'hidden');
  await page.close();
});

test('from the small breakpoint the drawer is 400 px wide', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 700, height: 900 });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await openDrawer(page);
  assert.is(await page.$eval('.drawer-panel', (el) => Math.round(el.getBoundingClientRect().width)), 400);
  await page.close();
});

test('on a large screen the six links run across the header and no menu button shows', async ({ browser, origin }) => {
  const { page, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(`${origin}/acteurs`, { waitUntil: 'networkidle0' });
  assert.is(await page.$eval(BUTTON, (el) => getComputedStyle(el).display), 'none');
  const links = await page.$$eval('.site-nav a', (els) => els.map((e) => ({ text: e.textContent, top: Math.round(e.getBoundingClientRect().top) })));
  assert.is(links.length, 6);
  assert.is(new Set(links.map((l) => l.top)).size, 1, 'links are not on one line');
  assert.is(await page.$eval('.site-nav a[aria-current="page"]', (el) => el.textContent), 'AXIOS');
  assert.not.ok(requests.some((u) => /MobileMenu-/.test(u)), 'the drawer code loaded without any interaction');
  await page.close();
});

test('without JavaScript the menu button still opens the drawer, and Close closes it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, javaScript: false });
  await page.goto(`${origin}/contact`);
  const drawer = () => page.$eval('#menu-mobile', (el) => [getComputedStyle(el).visibility, getComputedStyle(el.querySelector('.drawer-panel')!).transform].join(' '));
  await page.click(BUTTON);
  await until(async () => (await drawer()) === 'visible none', 'the drawer to open');
  await page.click('a[aria-label="Fermer le menu"]');
  await until(async () => (await drawer()).startsWith('hidden'), 'the drawer to close');
  await page.close();
});

test.run();
