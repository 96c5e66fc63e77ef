// Every page with JavaScript turned off, as a visitor sees it: it reads completely, nothing
// waits for a script to appear, the galleries show every image, the menu and the contact
// details work. Written against what shows on screen, not against class names.
import { readdirSync } from 'node:fs';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { galleryCounts } from '../../content/realisations.ts';
import site from '../../content/site.ts';
import { nationalPhone } from '../../pages/_components/format.ts';
import { REPRESENTATIVE_PAGES } from '../helpers/axe.ts';
import { cannot, engine, openPage, until } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('without JavaScript');

/** Every page of the build, by route, and an unknown path for the 404 page. */
const routesOf = (outDir: string) => [
  ...readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
    .sort(),
  '/page-inconnue',
];

/**
 * Down the page and back, pausing from Node (timers do not run in a page without scripts).
 * Instant jumps: the site scrolls smoothly, and each smooth scroll would take its time.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

// What a visitor sees of one element: a box, not transparent (its ancestors' opacity counted),
// not hidden, not clipped away by an ancestor that cannot be scrolled to reveal it.
// Runs in the page, where it is declared as a global by `install`.
const SEES = `
window.__sees = (el) => {
  const r = el.getBoundingClientRect();
  if (r.width < 2 || r.height < 2) return 'no size';
  const style = getComputedStyle(el);
  if (style.visibility !== 'visible') return 'visibility ' + style.visibility;
  let opacity = 1;
  for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
  if (opacity < 0.5) return 'opacity ' + opacity.toFixed(2);
  for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (/auto|scroll/.test(s.overflowX + s.overflowY)) continue;
    if (!/hidden|clip/.test(s.overflowX + s.overflowY)) continue;
    const c = e.getBoundingClientRect();
    if (r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom) return 'clipped by ' + e.tagName.toLowerCase() + '.' + e.className;
  }
  return '';
};
window.__label = (el) => '<' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' class="' + (el.getAttribute('class') || '') + '"> "' + (el.textContent || '').trim().slice(0, 40) + '"';
// Invisible on purpose: decoration hidden from everyone.
window.__decorative = (el) => Boolean(el.closest('[aria-hidden="true"]'));`;

// `evaluate` works with scripts off, but the function must arrive as a string to define a global.
const install = (page: Page) => page.evaluate(SEES);

/**
 * Brings every picture of the page into view once, and waits for them: where "without
 * JavaScript" means scripts refused at the network (Firefox, WebKit: see openPage), JavaScript
 * is still on, and lazy pictures load only near the viewport (with it off, they all load).
 */
async function reachPictures(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('main img')) {
      img.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete), { timeout: 10_000 }).catch(() => {});
}

/** Until every animation with an end has ended (an entrance in CSS alone plays without scripts). */
const settle = (page: Page) =>
  until(
    () => page.evaluate(() => !document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))),
    'the animations to end',
    5000,
  );

test('every page reads completely: its heading, its text and its pictures all show, none left invisible', async ({ browser, origin, outDir }) => {
  const problems: string[] = [];
  // Every page in Chromium; in Firefox and WebKit the representative ones and the error page (the
  // others are made of the same components, and each costs there a whole scroll down the page).
  const all = routesOf(outDir);
  assert.ok(all.length > 25, `${all.length} pages`);
  const routes = engine === 'chromium' ? all : all.filter((r) => REPRESENTATIVE_PAGES.includes(`${r}/`.replace('//', '/')) || r === '/page-inconnue');
  const { page, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800, javaScript: false });
  for (const route of routes) {
    await page.goto(origin + route, { waitUntil: 'load' });
    await scrollThrough(page);
    if (engine !== 'chromium') await reachPictures(page);
    await settle(page);
    await install(page);
    const found = await page.evaluate(() => {
      const { __sees: sees, __label: label, __decorative: decorative } = window as unknown as Record<'__sees' | '__label', (el: Element) => string> & { __decorative: (el: Element) => boolean };
      const out: string[] = [];
      const h1 = document.querySelectorAll('h1');
      if (h1.length !== 1) out.push(`${h1.length} <h1>`);
      else if (sees(h1[0]!) || !h1[0]!.textContent!.trim()) out.push(`the <h1> does not show (${sees(h1[0]!) || 'empty'})`);
      const main = document.querySelector('main');
      if (!main) return ['no <main>'];
      if (main.innerText.replace(/\s+/g, ' ').trim().length < 80) out.push(`main shows only "${main.innerText.trim()}"`);
      for (const el of main.querySelectorAll('*')) {
        const style = getComputedStyle(el);
        if (style.display === 'none' || (style.opacity !== '0' && style.visibility !== 'hidden')) continue;
        const holds = (el.textContent ?? '').trim() !== '' || el.matches('img, picture, video, iframe') || el.querySelector('img, video, iframe');
        // What an endless animation is showing in turn (the home headline) comes back; a
        // transparent control laid over its drawn look (a styled <select>) still takes the clicks.
        const turning = el.getAnimations().some((a) => a.playState === 'running');
        const overlay = el.matches('input, select, textarea') && style.pointerEvents !== 'none';
        if (!holds || decorative(el) || overlay || turning) continue;
        out.push(`stuck invisible (opacity ${style.opacity}, visibility ${style.visibility}): ${label(el)}`);
      }
      for (const img of main.querySelectorAll('img')) {
        if (decorative(img) || getComputedStyle(img).display === 'none' || img.closest('[hidden], details:not([open])')) continue;
        if (!img.complete || img.naturalWidth === 0) {
          out.push(`image not loaded: ${img.currentSrc || img.src}`);
          continue;
        }
        // As the visitor reaches it (a lazy image loads only near the window).
        img.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const why = sees(img);
        if (why) out.push(`image does not show (${why}): ${img.alt}`);
      }
      return out;
    });
    problems.push(...found.map((p) => `${route}: ${p}`));
  }
  assert.equal(problems, []);
  if (!cannot(['firefox', 'webkit'], 'no script is even asked for without JavaScript', 'scripts are refused at the network there, after the page asked for them'))
    assert.not.ok(requests.some((u) => u.endsWith('.js')), 'a script was downloaded');
  await page.close();
});

test('every gallery shows all its images on the project pages', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, javaScript: false });
  const shown: Record<string, Record<string, number>> = {};
  const problems: string[] = [];
  for (const [slug, lists] of Object.entries(galleryCounts)) {
    await page.goto(`${origin}/nos-realisations/${slug}`, { waitUntil: 'load' });
    await scrollThrough(page);
    if (engine !== 'chromium') await reachPictures(page);
    await settle(page);
    await install(page);
    shown[slug] = {};
    for (const id of Object.keys(lists)) {
      const images = await page.$$eval(`#${id} img`, (imgs) =>
        imgs.map((img) => {
          img.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          const sees = (window as unknown as { __sees: (el: Element) => string }).__sees;
          const why = !img.complete || img.naturalWidth === 0 ? 'not loaded' : sees(img);
          return { alt: img.alt, why };
        }),
      );
      shown[slug]![id] = images.filter((i) => !i.why).length;
      problems.push(...images.filter((i) => i.why).map((i) => `${slug} #${id}: "${i.alt}" ${i.why}`));
    }
  }
  assert.equal(problems, []);
  assert.equal(shown, galleryCounts, 'visible images per gallery');
  await page.close();
});

test('on a phone the menu opens without JavaScript and its links lead on', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, javaScript: false });
  await page.goto(`${origin}/contact`, { waitUntil: 'load' });
  await install(page);
  const visibleLinks = () =>
    page.$$eval('#menu-mobile a', (links) =>
      links.filter((a) => !(window as unknown as { __sees: (el: Element) => string }).__sees(a)).map((a) => (a.textContent ?? '').trim()),
    );
  assert.not.ok((await visibleLinks()).includes('NOS RÉALISATIONS'), 'the drawer shows before it is opened');
  await page.click('a[href="#menu-mobile"]');
  await until(async () => (await visibleLinks()).includes('NOS RÉALISATIONS'), 'the drawer links to show');
  // Wait for the slide to end: the link must be where it is drawn before it is clicked.
  await until(() => page.$eval('#menu-mobile nav', (el) => el.getBoundingClientRect().left >= 0), 'the panel to slide in');
  const link = await page.$('::-p-xpath(//*[@id="menu-mobile"]//a[normalize-space()="NOS RÉALISATIONS"])');
  assert.ok(link, 'the drawer has a link to the projects');
  await Promise.all([page.waitForNavigation(), link!.click()]);
  assert.is(new URL(page.url()).pathname, '/nos-realisations');
  await install(page);
  assert.is(await page.$eval('h1', (h) => (window as unknown as { __sees: (el: Element) => string }).__sees(h)), '');
  await page.close();
});

test('on a computer the six header links show and lead on', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, javaScript: false });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await install(page);
  const links = await page.$$eval('header a', (as) =>
    as.filter((a) => !(window as unknown as { __sees: (el: Element) => string }).__sees(a) && a.closest('#menu-mobile') === null).map((a) => a.getAttribute('href')),
  );
  for (const href of ['/', '/acteurs', '/nos-realisations', '/qui-sommes-nous', '/contact', '/actualites']) assert.ok(links.includes(href), `${href} is not in the header: ${links}`);
  await Promise.all([page.waitForNavigation(), page.click('header a[href="/actualites"]:not(#menu-mobile a)')]);
  assert.is(new URL(page.url()).pathname, '/actualites');
  await page.close();
});

test('the contact page shows the office address and a mailto: link to write to it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, javaScript: false });
  await page.goto(`${origin}/contact`, { waitUntil: 'load' });
  await install(page);
  const text = await page.$eval('main', (m) => (m as HTMLElement).innerText.replace(/\s+/g, ' '));
  const { office } = site;
  for (const part of [office.street, `${office.postcode} ${office.city}`, nationalPhone(office.phone)]) assert.ok(text.includes(part), `"${part}" is not on the page`);
  const mailto = await page.$$eval('main a[href^="mailto:"]', (as) =>
    as.filter((a) => !(window as unknown as { __sees: (el: Element) => string }).__sees(a)).map((a) => (a as HTMLAnchorElement).href),
  );
  assert.ok(mailto.some((href) => href.startsWith(`mailto:${office.email}`)), `no visible mailto: link to ${office.email}: ${mailto}`);
  await page.close();
});

test('on a phone, the Étoiles photos are one strip that scrolls sideways to the 17th', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, javaScript: false });
  await page.goto(`${origin}/nos-realisations/les-etoiles-du-rocher`, { waitUntil: 'load' });
  const rows = await page.$$eval('#galerie li', (items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
  assert.is(rows, 1, 'every photo in one row');
  await page.$eval('#galerie', (list) => list.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.$eval('#galerie', (list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
  await until(() => page.$eval('#galerie li:last-child img', (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 'the last photo to load');
  const rect = (selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const [last, strip] = [await rect('#galerie li:last-child'), await rect('#galerie')];
  assert.ok(last!.left >= strip!.left - 1 && last!.right <= strip!.right + 1, `the 17th photo (${last!.left}-${last!.right}) is in view in the strip (${strip!.left}-${strip!.right})`);
  await page.close();
});

test('the newsletter never puts the address in a URL: without JavaScript it cannot be sent, and says how to subscribe', async ({ browser, origin }) => {
  const { page, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800, javaScript: false });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const address = 'jean.dupont@exemple.fr';
  await page.click('#newsletter-email');
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await page.click('.newsletter-submit'); // a form whose method is dialog: nothing happens
  await new Promise((r) => setTimeout(r, 500)); // a navigation would have started by now
  await page.waitForNetworkIdle({ idleTime: 200 }).catch(() => undefined);
  assert.is(page.url(), `${origin}/`, 'still on the page');
  const leaked = requests.filter((u) => u.includes('email=') || decodeURIComponent(u).includes(address));
  assert.equal(leaked, [], 'no request carries the address');
  if (!cannot(['firefox', 'webkit'], 'newsletter: the <noscript> mailto: link', 'scripts can only be refused at the network there, so <noscript> content stays hidden'))
    assert.match(await page.$eval('.newsletter-noscript a', (a) => (a as HTMLAnchorElement).href), new RegExp(`^mailto:${site.office.email}`));
  await page.close();
});

test.run();
