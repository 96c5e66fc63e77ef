// The Étoiles du Rocher hero film waits for the visitor's consent (DESIGN §6): until then the
// hero photo and one button, and nothing asked of YouTube or Google; after the click, the film
// the spec asks for (autoplaying, muted, looping); the choice remembered, so later visits load it
// by themselves once the page is idle. No test leaves the machine: the film's frame is answered
// by a stand-in player (test/helpers/intercept.ts), anything else outside is refused.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { realisations } from '../../content/realisations.ts';
import { film } from '../../content/pages.ts';
import { cannot, openPage, until } from '../helpers/browser.ts';
import { filmFrame } from '../helpers/intercept.ts';
import { buildSite, repoRoot } from '../helpers/site.ts';
import { ANSWER_MS, LOAD_MS } from '../../islands/HeroVideo.tsx';
import { browserSuite } from '../helpers/suites.ts';

// The film's player is a frame of another site (WebKit draws such frames its own way).
const test = browserSuite('projects-film', buildSite, { crossOriginFrames: true });

const ETOILES = '/nos-realisations/les-etoiles-du-rocher';
realisations.load(repoRoot);
const VIDEO_ID = realisations.all().find((r) => r.data.slug === 'les-etoiles-du-rocher')!.data.videoId!;

/** YouTube's and Google's hosts: none may be asked before the visitor agrees. */
const VIDEO_HOST = /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|google\.[a-z.]+|gstatic\.com|googleapis\.com|doubleclick\.net)$/;
const toVideoHosts = (urls: string[]) => urls.filter((u) => /^https?:/.test(u) && VIDEO_HOST.test(new URL(u).hostname));

const PLAY = '.hero .hero-film-play';
const STOP = '.hero .hero-film-stop';
const hydrated = (page: Page) => page.waitForSelector('x-island[data-island="HeroVideo"][data-hydrated]');
/** Resolves once the browser has been idle (where it says so; Safari before 18 cannot). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => ('requestIdleCallback' in window ? requestIdleCallback(() => done(), { timeout: 3000 }) : setTimeout(done, 500))));
/** Past the point where the old film loaded by itself: the island is running and the page has been idle twice. */
async function settled(page: Page) {
  await hydrated(page);
  await idle(page);
  await idle(page);
  // Time for a frame asked for at idle to show up in the requests (a wait, not a measurement).
  await new Promise((r) => setTimeout(r, 300));
}
/** Opens the film's page as a first-time visitor: whatever an earlier test agreed to is forgotten. */
async function firstVisit(page: Page, origin: string, seen: string[][]) {
  // The consent an earlier test left is forgotten from a page without the film: remembered, it
  // would start the film's frame with the page, and a refused frame aborts Firefox's navigation
  // itself (NS_BINDING_ABORTED).
  await page.goto(origin + '/mentions-legales', { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  for (const list of seen) list.length = 0;
  return page.goto(origin + ETOILES, { waitUntil: 'load' });
}
const shown = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  }, selector);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
/** Where the page goes on under the hero: the top of the first element after it, in the document. */
const belowHero = (page: Page) => page.evaluate(() => document.querySelector('main .hero')!.nextElementSibling!.getBoundingClientRect().top + scrollY);

test('Étoiles film - before a click: the photo and one button, and nothing asked of YouTube or Google, even once the page is idle', async ({ browser, origin, outDir }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: filmFrame(asked) });
  const response = await firstVisit(page, origin, [asked, requests]);
  if (response) assert.not.match(await response.text(), '<iframe', 'a frame in the server HTML');
  await settled(page);
  assert.equal(toVideoHosts(requests), [], 'the video platform was reached before any consent');
  assert.equal(asked, []);
  assert.is(await page.$('.hero iframe'), null, 'a film frame without consent');
  assert.ok(await shown(page, '.hero .hero-media img'), 'the hero photo');

  // One real button, named for what it does, on the photo.
  assert.ok(await shown(page, PLAY), 'no visible « Lancer le film » button');
  const button = await page.$eval(PLAY, (el) => ({ tag: el.tagName, type: el.getAttribute('type'), name: el.textContent!.replace(/\s+/g, ' ').trim() }));
  assert.equal(button, { tag: 'BUTTON', type: 'button', name: 'Lancer le film' });
  const [hero, box] = await page.$$eval('.hero, ' + PLAY, (els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  assert.ok(box!.top >= hero!.top && box!.bottom <= hero!.bottom, 'the button is on the hero');
  // Beside it: who hosts the film, that it may set cookies, and where to read more.
  const note = await page.$eval('.hero .hero-film-note', (el) => el.textContent!.replace(/\s+/g, ' '));
  assert.match(note, 'YouTube (Google)');
  assert.match(note, 'cookies');
  assert.ok(await page.$('.hero .hero-film-note a[href="/confidentialite"]'), 'no link to the privacy policy');
  assert.not.ok(await shown(page, STOP), 'nothing to withdraw yet');
  assert.not.ok(await shown(page, '.hero .hero-film-link'), 'the no-JS link shows beside the button');

  // Before any interaction: the runtime and the film's own few hundred bytes, no framework.
  const scripts = [...new Set(requests.filter((u) => u.startsWith(origin) && u.endsWith('.js')))];
  const names = scripts.map((u) => /\/assets\/js\/([A-Za-z]+)-/.exec(u)?.[1]);
  assert.ok(names.includes('runtime') && names.includes('HeroVideo'), names.join(' '));
  const bytes = scripts.reduce((sum, u) => sum + gzipSync(readFileSync(path.join(outDir, new URL(u).pathname))).length, 0);
  assert.ok(bytes <= 2048, `${bytes} B of JavaScript (gzip) before any interaction: ${names.join(' ')}`);
  await page.close();
});

test('Étoiles film - the click loads the muted, looping, autoplaying film; the next visit loads it by itself', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: filmFrame(asked) });
  await firstVisit(page, origin, [asked, requests]);
  await settled(page);
  assert.equal(asked, []);
  await page.click(PLAY);
  await page.waitForSelector('.hero iframe.hero-video.is-playing', { timeout: 8000 });
  assert.not.ok(await shown(page, '.hero .hero-film-loading'), 'still loading, once playing');
  const src = await page.$eval('.hero iframe.hero-video', (el) => (el as HTMLIFrameElement).src);
  const url = new URL(src);
  assert.is(url.origin + url.pathname, `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
  for (const [key, value] of Object.entries({ autoplay: '1', mute: '1', loop: '1', playlist: VIDEO_ID, playsinline: '1' })) {
    assert.is(url.searchParams.get(key), value, key);
  }
  assert.ok(await page.$eval('.hero iframe', (el) => !!el.getAttribute('title')), 'the frame has no title');
  assert.equal(asked, [src]);
  // The button has done its work: the way back takes its place, and the focus.
  assert.not.ok(await shown(page, PLAY), '« Lancer le film » still shown');
  assert.ok(await shown(page, STOP), 'no way to withdraw');
  assert.is(await focusedText(page), 'Ne plus charger les vidéos');

  // Next visit: no click needed.
  asked.length = 0;
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('.hero iframe.hero-video.is-playing', { timeout: 8000 });
  assert.equal(asked, [src]);
  assert.not.ok(await shown(page, PLAY), 'asked again after agreeing');
  await page.close();
});

test('Étoiles film - a frame whose request is refused (a blocking extension) fails too, rather than loading for ever', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: filmFrame(asked, { refused: true }) });
  await firstVisit(page, origin, [asked, requests]);
  await hydrated(page);
  await page.click(PLAY);
  await until(() => asked.length > 0, 'the player’s request', 10_000);
  await page.waitForSelector('.hero-film[data-film="failed"]', { timeout: LOAD_MS + 10_000 });
  assert.not.ok(await shown(page, '.hero .hero-film-loading'), 'still loading, once failed');
  assert.is(await page.$('.hero iframe'), null, 'the refused frame is still there');
  assert.ok(await shown(page, '.hero .hero-film-failed'), 'nothing says the film could not load');
  assert.ok(await shown(page, `.hero a.hero-film-link[href="https://www.youtube.com/watch?v=${VIDEO_ID}"]`), 'no link to the film on YouTube');
  await page.close();
});

test('Étoiles film - a frame whose player never answers (YouTube blocked) is taken away: the photo stays, and a line offers the film on YouTube', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: filmFrame(asked, { answers: false }) });
  await firstVisit(page, origin, [asked, requests]);
  await hydrated(page);
  // Whether the frame ever showed: a shown frame is one with the class that fades it in.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('.hero iframe.is-playing')) document.documentElement.dataset.filmShown = '';
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  // The lines that come after the click take room the hero kept for them: nothing below it moves.
  const before = await belowHero(page);
  await page.click(PLAY);
  await until(() => asked.length > 0, 'the player’s request', 10_000);
  // While the player is awaited, a line says the film is on its way.
  assert.ok(await shown(page, '.hero .hero-film-loading'), 'nothing says the film is loading');
  assert.is(await page.$eval('.hero .hero-film-loading', (el) => el.textContent), film.loading);
  assert.is(await belowHero(page), before, 'the loading line moved what follows the hero (375 px)');
  await page.waitForSelector('.hero-film[data-film="failed"]', { timeout: ANSWER_MS + 10_000 });
  assert.is(await belowHero(page), before, 'the failure moved what follows the hero (375 px)');
  assert.not.ok(await shown(page, '.hero .hero-film-loading'), 'still loading, once failed');
  assert.is(await page.$('.hero iframe'), null, 'the silent frame is still there');
  assert.is(await page.evaluate(() => 'filmShown' in document.documentElement.dataset), false, 'the silent frame was faded in over the photo');
  assert.ok(await shown(page, '.hero .hero-media img'), 'the hero photo');
  assert.ok(await shown(page, '.hero .hero-film-failed'), 'nothing says the film could not load');
  assert.match(await page.$eval('.hero .hero-film-failed', (el) => el.textContent!), 'YouTube');
  assert.ok(await shown(page, `.hero a.hero-film-link[href="https://www.youtube.com/watch?v=${VIDEO_ID}"]`), 'no link to the film on YouTube');
  assert.ok(await shown(page, STOP), 'no way to withdraw');
  assert.not.ok(await shown(page, PLAY));
  // The film on YouTube comes first, the way back after it: on screen, and for Tab and screen readers.
  const [linkTop, stopTop, linkFirst] = await page.evaluate(() => {
    const link = document.querySelector('.hero .hero-film-link')!;
    const stop = document.querySelector('.hero .hero-film-stop')!;
    return [link.getBoundingClientRect().top, stop.getBoundingClientRect().top, !!(link.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING)] as const;
  });
  assert.ok(linkTop < stopTop, `« Ne plus charger les vidéos » above the link to YouTube (${stopTop} < ${linkTop})`);
  assert.ok(linkFirst, 'the way back comes before the link to YouTube in the page’s order');

  // At 1280 px too, the failure, the button and the loading line hold the same room (the film
  // asked for again, without waiting for it to fail a second time).
  await page.setViewport({ width: 1280, height: 800 });
  const failed = await belowHero(page);
  await page.click(STOP);
  await page.waitForSelector('.hero-film[data-film="ask"]');
  assert.is(await belowHero(page), failed, 'the button and the failure take different room (1280 px)');
  await page.click(PLAY);
  await page.waitForSelector('.hero-film.is-loading');
  assert.is(await belowHero(page), failed, 'the loading line moved what follows the hero (1280 px)');
  await page.close();
});

test('Étoiles film - « Ne plus charger les vidéos » takes the film away, and the next visit asks again', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: filmFrame(asked) });
  await firstVisit(page, origin, [asked, requests]);
  await hydrated(page);
  // By keyboard alone: Tab reaches the button, Enter starts the film.
  await page.focus(PLAY);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.hero iframe.hero-video');
  await until(() => asked.length > 0, 'the player’s request', 10_000); // not to be counted as the next visit's
  await page.keyboard.press('Enter'); // the focus is on « Ne plus charger les vidéos » now
  await page.waitForFunction(() => !document.querySelector('.hero iframe'));
  assert.ok(await shown(page, PLAY), 'the button is back');
  assert.is(await focusedText(page), 'Lancer le film');
  asked.length = 0;
  requests.length = 0;
  await page.reload({ waitUntil: 'load' });
  await settled(page);
  assert.equal(toVideoHosts(requests), [], 'the film loaded by itself after consent was withdrawn');
  assert.ok(await shown(page, PLAY));
  await page.close();
});

test('Étoiles film - with reduced motion the button loads the player paused, and a remembered choice starts nothing', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: filmFrame(asked), reducedMotion: true });
  await firstVisit(page, origin, [asked, requests]);
  await settled(page);
  assert.equal(toVideoHosts(requests), []);
  await page.click(PLAY);
  await page.waitForSelector('.hero iframe.hero-player');
  const url = new URL(await page.$eval('.hero iframe', (el) => (el as HTMLIFrameElement).src));
  assert.is(url.origin + url.pathname, `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
  assert.not.ok(url.searchParams.get('autoplay') === '1', 'the film starts by itself');
  assert.not.ok(url.searchParams.get('controls') === '0', 'the player has no controls to start it');
  assert.is(await page.$$eval('.hero iframe', (els) => els.length), 1);
  // The frame's own request may reach the network well after the frame is in the page (in
  // WebKit, through a proxy and a TLS handshake): it must not be counted as the next visit's.
  await until(() => asked.length > 0, 'the player’s request', 10_000);

  // The choice is remembered, but nothing moves by itself for this visitor: the button again.
  asked.length = 0;
  requests.length = 0;
  await page.reload({ waitUntil: 'load' });
  await settled(page);
  assert.equal(toVideoHosts(requests), [], 'the film loaded by itself for a visitor who asked for stillness');
  assert.ok(await shown(page, PLAY));
  await page.close();
});

test('Étoiles film - without JavaScript: the photo and a plain link to the film on YouTube, no frame', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: filmFrame(asked), javaScript: false });
  await page.goto(origin + ETOILES, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
  const link = `.hero a.hero-film-link[href="https://www.youtube.com/watch?v=${VIDEO_ID}"]`;
  assert.ok(await page.$(link), 'no link to the film on YouTube');
  assert.is(await page.$eval(link, (a) => a.getAttribute('target')), null, 'a plain link');
  assert.is(await page.$('iframe'), null);
  assert.equal(toVideoHosts(requests), []);
  if (!cannot(['firefox', 'webkit'], 'without JavaScript: the link shows instead of the button', 'scripts can only be refused at the network there, so the page still matches (scripting: enabled)')) {
    assert.ok(await shown(page, link), 'the link is hidden');
    assert.not.ok(await shown(page, PLAY), 'a button that cannot work without JavaScript');
  }
  await page.close();
});

test.run();
