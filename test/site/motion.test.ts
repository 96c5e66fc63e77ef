// A visitor who asks for reduced motion sees nothing move: no CSS animation or transition of
// position, size or opacity, no reveal started by an island, no film, no carousel turning by
// itself, the home headline still on its first words. And without that wish the headline does
// turn, so the recorder below is known to see motion when there is some.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { engine, openPage } from '../helpers/browser.ts';
import { tileServer } from '../helpers/intercept.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('reduced motion');

interface Motion {
  kind: string;
  name: string;
  props: string[];
  duration: number;
  target: string;
}

// Installed before any page script: every animation the document runs (CSS animations and
// transitions, and element.animate() from islands) that moves, scales, turns or fades something
// for more than 10 ms, seen by polling getAnimations() and on every transition and animation start.
const RECORDER = `
window.__motion = [];
const seen = new WeakSet();
const MOVING = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate']);
const IGNORED = new Set(['offset', 'easing', 'composite', 'computedOffset']);
const describe = (el) => !el ? '?' : el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('class') ? '.' + el.getAttribute('class').trim().replace(/\\s+/g, '.') : '') + ' "' + (el.textContent || '').trim().slice(0, 30) + '"';
const record = () => {
  for (const a of document.getAnimations()) {
    if (seen.has(a) || !a.effect) continue;
    const duration = Number(a.effect.getComputedTiming().duration) || 0;
    const props = typeof CSSTransition !== 'undefined' && a instanceof CSSTransition
      ? [a.transitionProperty]
      : [...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter((p) => !IGNORED.has(p));
    if (duration <= 10 || !props.some((p) => MOVING.has(p))) continue;
    seen.add(a);
    window.__motion.push({ kind: a.constructor.name, name: a.animationName || a.transitionProperty || a.id || '', props, duration, target: describe(a.effect.target) });
  }
};
setInterval(record, 16);
for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, record, true);
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  const animation = animate.apply(this, args);
  queueMicrotask(record);
  return animation;
};`;

const motionOf = (page: Page) => page.evaluate(() => (window as unknown as { __motion: Motion[] }).__motion);

async function open(browser: BrowserLike, origin: string, reducedMotion: boolean, width = 1280) {
  const opened = await openPage(browser, origin, { width, height: 800, reducedMotion, intercept: tileServer([]) });
  await opened.page.evaluateOnNewDocument(RECORDER);
  return opened;
}
type BrowserLike = Parameters<typeof openPage>[0];

/** Down the page step by step, so that `visible` islands wake and could start a reveal. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** The rotating end of the home headline: its words, and which ones show. */
const headline = (page: Page) =>
  page.$$eval('h1 [aria-hidden="true"] span > span', (words) =>
    words.map((w) => ({ text: w.textContent, shown: Number(getComputedStyle(w).opacity) > 0.5, animated: w.getAnimations().length > 0 })),
  );

test('reduced motion - nothing moves on any page while it loads, scrolls, is hovered and its widgets wake', async ({ browser, origin, result }) => {
  const found: string[] = [];
  // Every page, and the 404 page; pages made from one template are hovered once.
  const pages = [...result.pages].sort((a, b) => a.route.localeCompare(b.route));
  assert.ok(pages.length > 25);
  const hovered = new Set<string>();
  // Pages made from one template with the same widgets move alike: Chromium visits the first of
  // each such kind. Whether a style moves under the wish is the same in every engine (one
  // stylesheet, its rules under one media query): Firefox and WebKit visit the first page of each
  // set of widgets, whose code reads the wish in each engine's own way.
  const kind = (p: (typeof pages)[number]) => `${engine === 'chromium' ? p.file : ''} ${p.islands.toSorted().join(' ')}`;
  const visited = pages.filter((p, i) => pages.findIndex((q) => kind(q) === kind(p)) === i);
  const { page, requests } = await open(browser.browser, origin, true);
  for (const { route, file } of visited) {
    await page.goto(origin + (route === '/404' ? '/page-inconnue' : route), { waitUntil: 'load' });
    await scrollThrough(page);
    if (!hovered.has(file)) {
      hovered.add(file);
      // A few of each kind of thing a visitor points at: cards, links, buttons, gallery photos.
      const targets = await page.$$('main a, main button, main li, main figure');
      for (const target of targets.filter((_, i) => i < 4 || i % 6 === 0).slice(0, 12)) {
        await target.scrollIntoView().catch(() => {});
        await target.hover().catch(() => {});
      }
    }
    // Focus wakes every `interaction` island without sending or following anything; then
    // time for a reveal to begin (200 ms after its gallery shows).
    for (const handle of await page.$$('x-island input, x-island button')) await handle.focus().catch(() => {});
    await new Promise((r) => setTimeout(r, 400));
    found.push(...(await motionOf(page)).map((m) => `${route}: ${m.kind} ${m.name} (${m.props.join(', ')}, ${m.duration} ms) on ${m.target}`));
  }
  assert.ok(hovered.size > (engine === 'chromium' ? 10 : 5), `${hovered.size} kinds of page`);
  assert.equal(found, []);
  assert.equal(requests.filter((u) => /youtube/.test(u)), [], 'the film loaded for a visitor who asked for stillness');
  await page.close();
});

test('reduced motion - the home headline shows its first words, still', async ({ browser, origin }) => {
  const { page } = await open(browser.browser, origin, true);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const words = await headline(page);
  assert.ok(words.length >= 3, `${words.length} rotating words`);
  assert.equal(
    words.filter((w) => w.shown).map((w) => w.text),
    [words[0]!.text],
  );
  assert.ok(words.every((w) => !w.animated), 'a word is still animated');
  assert.equal(await motionOf(page), []);
  await page.close();
});

test('rotating headlines - the line always holds a word: each fades out as the next fades in', async ({ browser, origin }) => {
  const { page } = await open(browser.browser, origin, false);
  for (const route of ['/', '/acteurs']) {
    await page.goto(origin + route, { waitUntil: 'load' });
    // Every instant of two cycles, read by pausing the words' animations at the same time since
    // they began (no waiting on the clock): the words' opacities add up to a whole word.
    const empty = await page.evaluate(() => {
      const words = [...document.querySelectorAll<HTMLElement>('h1 .rotator > span')];
      const animations = words.flatMap((w) => w.getAnimations());
      if (animations.length !== words.length || words.length < 3) return [`${words.length} words, ${animations.length} animations`];
      const cycle = words.length * 3000;
      const gaps: string[] = [];
      for (let t = 0; t <= 2 * cycle; t += 40) {
        for (const a of animations) {
          a.pause();
          a.currentTime = t;
        }
        const shown = words.reduce((sum, w) => sum + Number(getComputedStyle(w).opacity), 0);
        if (shown < 0.95) gaps.push(`${t} ms: ${shown.toFixed(2)}`);
      }
      return gaps;
    });
    assert.equal(empty, [], route);
  }
  await page.close();
});

test('reduced motion - the phone menu, and the photo viewer of each gallery, open and turn without sliding or fading', async ({ browser, origin }) => {
  const { page } = await open(browser.browser, origin, true, 375);
  await page.goto(`${origin}/nos-realisations/villa-pamplemousse`, { waitUntil: 'load' });
  await page.click('a[href="#menu-mobile"]');
  await page.waitForFunction(() => getComputedStyle(document.getElementById('menu-mobile')!).visibility === 'visible');
  await new Promise((r) => setTimeout(r, 400));
  assert.equal(await motionOf(page), [], 'the drawer');
  await page.close();

  const { page: wide } = await open(browser.browser, origin, true);
  const viewerShows = () =>
    wide.evaluate(() => [...document.querySelectorAll('dialog, [role="dialog"]')].some((d) => d.getBoundingClientRect().width > 0 && getComputedStyle(d).visibility === 'visible'));
  for (const [slug, list] of [
    ['villa-pamplemousse', '#galerie'],
    ['villa-pamplemousse', '#plans'],
    ['appartement-prestige-auteuil-monaco', '#grille'],
    ['les-etoiles-du-rocher', '#galerie'],
  ] as const) {
    await wide.goto(`${origin}/nos-realisations/${slug}`, { waitUntil: 'load' });
    const photo = await wide.$(`${list} a`);
    assert.ok(photo, `${slug} ${list} has photos`);
    await photo!.scrollIntoView();
    // A gallery whose island wakes as it comes into view: until then a photo is a plain link to
    // the image file (on a loaded machine that can take more than a fixed pause). One that wakes
    // on the first click replays that click itself.
    await wide.waitForFunction(
      (sel: string) => {
        const island = document.querySelector(sel)?.closest<HTMLElement>('x-island');
        return !island || island.dataset.on === 'interaction' || island.hasAttribute('data-hydrated');
      },
      { timeout: 10_000 },
      list,
    );
    await photo!.click();
    await wide
      .waitForFunction(() => [...document.querySelectorAll('dialog, [role="dialog"]')].some((d) => d.getBoundingClientRect().width > 0 && getComputedStyle(d).visibility === 'visible'), { timeout: 5000 })
      .catch(() => undefined);
    assert.ok(await viewerShows(), `${slug} ${list}: a click on a photo opened no viewer (${wide.url()})`);
    await wide.keyboard.press('ArrowRight');
    await new Promise((r) => setTimeout(r, 400));
    await wide.keyboard.press('Escape');
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(await motionOf(wide), [], `${slug} ${list}`);
  }
  await wide.close();
});

test('reduced motion - the Étoiles du Rocher carousel does not turn by itself', async ({ browser, origin }) => {
  const { page } = await open(browser.browser, origin, true);
  await page.goto(`${origin}/nos-realisations/les-etoiles-du-rocher`, { waitUntil: 'load' });
  await page.$eval('#galerie', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // Measured once the carousel has hydrated: before, the photos are a plain grid, and the strip
  // they become would read as a move (as it did under load in WebKit).
  await page.waitForSelector('x-island[data-island="Carousel"][data-hydrated]');
  const where = () =>
    page.$$eval('#galerie img', (imgs) => {
      const list = imgs[0]!.closest('ul, ol')!.parentElement!.getBoundingClientRect();
      return imgs.map((img) => Math.round(img.getBoundingClientRect().left - list.left));
    });
  await new Promise((r) => setTimeout(r, 500));
  const before = await where();
  // The carousel moves on every 5 s (spec §5).
  await new Promise((r) => setTimeout(r, 5600));
  assert.equal(await where(), before, 'the photos moved');
  assert.equal(await motionOf(page), []);
  await page.close();
});

test('without the wish the headline turns: the recorder sees its animations and the next words come', async ({ browser, origin }) => {
  const { page } = await open(browser.browser, origin, false);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const words = await headline(page);
  assert.ok(words.every((w) => w.animated), 'the words are not animated');
  await new Promise((r) => setTimeout(r, 100));
  const recorded = await motionOf(page);
  assert.ok(
    recorded.some((m) => m.kind === 'CSSAnimation' && m.props.includes('opacity') && m.duration >= 3000),
    `the recorder saw ${JSON.stringify(recorded)}`,
  );
  // 3 s a word: the first one gives way to the second (watched, not timed: a loaded machine may
  // run the page late).
  let shown = [words[0]!.text];
  for (let look = 0; look < 100 && (shown.length !== 1 || shown[0] === words[0]!.text); look++) {
    await new Promise((r) => setTimeout(r, 100));
    shown = (await headline(page)).filter((w) => w.shown).map((w) => w.text);
  }
  // One word on show, a later one: the second, or on a slow run (WebKit asked through its driver
  // under a loaded machine looked 3 s apart) one after it.
  assert.is(shown.length, 1, `words on show: ${JSON.stringify(shown)}`);
  assert.ok(words.slice(1).some((w) => w.text === shown[0]), `${JSON.stringify(shown)} after ${JSON.stringify(words[0]!.text)}`);
  // Hovering a card moves it, and the recorder sees that too.
  await page.goto(`${origin}/acteurs`, { waitUntil: 'load' });
  const card = await page.$('main .tile, main li a');
  await card!.scrollIntoView();
  await card!.hover();
  await new Promise((r) => setTimeout(r, 100));
  assert.ok((await motionOf(page)).some((m) => m.kind === 'CSSTransition'), 'no transition seen on hover');
  await page.close();
});

test.run();
