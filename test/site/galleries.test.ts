// The project pages' galleries: the villa plans revealed one by one and their overlay, the
// Monaco grid and its viewer over 60 photos, the Étoiles carousel. (The Étoiles hero film and
// its consent: projects-film.test.ts.)
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { CAROUSEL } from '../../islands/Carousel.tsx';
import { engine, openPage, WIDGET_WIDTHS } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('galleries');

const VILLA = '/nos-realisations/villa-pamplemousse';
const MONACO = '/nos-realisations/appartement-prestige-auteuil-monaco';
const ETOILES = '/nos-realisations/les-etoiles-du-rocher';
const BELLA = '/nos-realisations/immeuble-luxe-bella-vista';

/** Scrolls at once (the site scrolls smoothly, which would move targets under the mouse). */
const jump = (page: Page, selector: string) => page.$eval(selector, (el) => el.scrollIntoView({ behavior: 'instant' }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records, in the page, each gallery tile as it gets shown, with the delay its timer was set for
 * and the delay of the timer that set it (none when an observer's callback did). Delays, not
 * clock readings: a loaded machine may run a timer late, but never with another delay.
 */
async function recordReveals(page: Page) {
  // The observer's callback runs right after the timer's task, before any other.
  await page.evaluateOnNewDocument(`
    window.__shown = [];
    const setTimer = window.setTimeout.bind(window);
    let running;
    window.setTimeout = (fn, delay, ...rest) => {
      const from = running;
      return setTimer(() => {
        window.__timer = { delay, from };
        running = delay;
        try { fn(...rest); } finally { running = undefined; }
      }, delay);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        const li = r.target;
        if (li.classList.contains('is-shown') && !li.__seen) { li.__seen = true; window.__shown.push({ list: li.parentElement.id, index: +li.dataset.index, ...window.__timer }); }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  `);
}
type Reveal = { list: string; index: number; delay: number; from?: number };
const reveals = (page: Page, list: string) => page.evaluate((id) => (window as unknown as { __shown: Reveal[] }).__shown.filter((s) => s.list === id), list);

/** What one carousel's steps are made of: its 5000 ms timers, each set, then fired or cleared. */
async function recordCarouselTimers(page: Page) {
  await page.evaluateOnNewDocument(`
    window.__steps = [];
    const setTimer = window.setTimeout.bind(window);
    const clearTimer = window.clearTimeout.bind(window);
    window.setTimeout = (fn, delay, ...rest) => {
      const step = delay === ${CAROUSEL.interval} && { id: 0, state: 'pending' };
      const id = setTimer(() => { if (step) step.state = 'fired'; fn(...rest); }, delay);
      if (step) window.__steps.push(Object.assign(step, { id }));
      return id;
    };
    window.clearTimeout = (id) => {
      const step = window.__steps.find((s) => s.id === id && s.state === 'pending');
      if (step) step.state = 'cleared';
      clearTimer(id);
    };
  `);
}
/** The states of the carousel's waits, once at least `count` have been set (effects run after the paint). */
async function steps(page: Page, count = 0) {
  await page.waitForFunction((n) => (window as unknown as { __steps: unknown[] }).__steps.length >= n, { timeout: 8000 }, count);
  return page.evaluate(() => (window as unknown as { __steps: { state: string }[] }).__steps.map((s) => s.state));
}

const viewerOpen = (page: Page) => page.$eval('body', () => !!document.querySelector('.viewer[role="dialog"]'));
const count = (page: Page) => page.$eval('.viewer-count', (el) => el.textContent);
const locked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
const focusIn = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test('villa plans at 1280 px: revealed one by one once 30 % visible, first after 200 ms then every 150 ms', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await recordReveals(page);
  await page.goto(origin + VILLA, { waitUntil: 'networkidle0' });
  // Near but not yet in view: the island is there, the tiles wait.
  await page.$eval('#plans', (el) => window.scrollTo({ top: el.getBoundingClientRect().top + scrollY - innerHeight - 100, behavior: 'instant' }));
  await page.waitForSelector('#plans.is-revealing');
  await sleep(400);
  assert.equal(await reveals(page, 'plans'), [], 'tiles shown before the gallery was seen');
  assert.is(await page.$eval('#plans > li', (el) => getComputedStyle(el).opacity), '0');

  await page.$eval('#plans', (el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await page.waitForFunction(() => document.querySelectorAll('#plans > li.is-shown').length === 11, { timeout: 5000 });
  const shown = await reveals(page, 'plans');
  assert.equal(shown.map((s) => s.index), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'in order');
  // Tile i is set for 200 + 150 i ms when the gallery is seen (by the observer, not a timer):
  // 200 ms, then every 150 ms.
  assert.equal(shown.map((s) => s.delay), shown.map((_, i) => 200 + 150 * i));
  assert.equal(shown.map((s) => s.from ?? null), Array(11).fill(null), 'started by something else than the sight of the gallery');
  await page.close();
});

test('villa plans at 375 px and with reduced motion: every plan shows at once, nothing hidden, read in their order', async ({ browser, origin }) => {
  for (const options of [{ width: 375, height: 740 }, { width: 1024, height: 768, reducedMotion: true }, { width: 1280, height: 800, reducedMotion: true }]) {
    const { page } = await openPage(browser.browser, origin, options);
    await page.goto(origin + VILLA, { waitUntil: 'networkidle0' });
    await jump(page, '#plans');
    await page.waitForSelector('x-island[data-island="Gallery"][data-hydrated] #plans');
    const opacities = await page.$$eval('#plans > li', (els) => els.map((el) => getComputedStyle(el).opacity));
    assert.equal(opacities, Array(11).fill('1'), JSON.stringify(options));
    assert.not.ok(await page.$('#plans.is-revealing'), 'the reveal ran');
    // Row by row, left to right, the sheets come in the page's order: the order the viewer
    // counts them in ('Image 2 sur 11') and the keyboard reaches them.
    const boxes = await page.$$eval('#plans > li', (els) => els.map((el, i) => ({ i: i + 1, top: Math.round(el.getBoundingClientRect().top), left: Math.round(el.getBoundingClientRect().left) })));
    const read = boxes.toSorted((a, b) => a.top - b.top || a.left - b.left).map((b) => b.i);
    assert.equal(read, boxes.map((b) => b.i), `${options.width} px: read as ${read.join(', ')}`);
    await page.close();
  }
});

test('a plan opens full size over the page, with the others before and after it; its button, the backdrop and Escape close it, and focus comes back', async ({ browser, origin }) => {
  for (const width of WIDGET_WIDTHS) {
    const { page } = await openPage(browser.browser, origin, { width, height: 800 });
    await page.goto(origin + VILLA, { waitUntil: 'networkidle0' });
    await jump(page, '#plans');
    await page.waitForSelector('x-island[data-hydrated] #plans');
    const href = await page.$eval('#plans > li:nth-child(2) a', (a) => (a as HTMLAnchorElement).href);
    const alt = await page.$eval('#plans > li:nth-child(2) img', (img) => img.getAttribute('alt'));
    const name = await page.$eval('#plans > li:nth-child(2) .gallery-title', (el) => el.textContent);
    const third = await page.$eval('#plans > li:nth-child(3) a', (a) => (a as HTMLAnchorElement).href);
    const thirdName = await page.$eval('#plans > li:nth-child(3) .gallery-title', (el) => el.textContent);

    const ways: [string, (p: Page) => Promise<void>][] = [
      ['its button', (p) => p.click('.viewer-close')],
      ['the backdrop', (p) => p.mouse.click(8, 400)],
      ['Escape', (p) => p.keyboard.press('Escape')],
    ];
    for (const [way, close] of ways) {
      await page.click('#plans > li:nth-child(2) a');
      await page.waitForSelector('.viewer');
      assert.is(await page.$eval('.viewer', (el) => el.getAttribute('aria-modal')), 'true');
      assert.is(await page.$eval('.viewer-image', (img) => (img as HTMLImageElement).src), href, 'the full-size plan');
      assert.is(await page.$eval('.viewer-image', (img) => img.getAttribute('alt')), alt);
      assert.is(await page.$eval('.viewer-title', (el) => el.textContent), name, 'the sheet named under it');
      // One plan at a time, the others a key or a button away, in the order of the page.
      assert.is(await count(page), 'Image 2 sur 11');
      await page.keyboard.press('ArrowRight');
      assert.is(await count(page), 'Image 3 sur 11');
      assert.is(await page.$eval('.viewer-image', (img) => (img as HTMLImageElement).src), third, 'the next sheet of the page');
      assert.is(await page.$eval('.viewer-title', (el) => el.textContent), thirdName);
      await page.click('.viewer-prev');
      assert.is(await count(page), 'Image 2 sur 11');
      // A click on the plan itself changes nothing and keeps the keyboard in the viewer (review 6
      // saw the focus go to the page behind). The plan is drawn first: an image still loading has no size to click.
      await page.waitForFunction(() => {
        const img = document.querySelector('.viewer-image') as HTMLImageElement | null;
        return img !== null && img.complete && img.getBoundingClientRect().width > 0;
      });
      await page.click('.viewer-image');
      assert.is(await count(page), 'Image 2 sur 11');
      assert.ok(await page.evaluate(() => document.querySelector('.viewer')!.contains(document.activeElement)), `focus left the viewer after a click on the plan (${width} px)`);
      assert.ok(await locked(page), 'the page behind still scrolls');
      await page.waitForSelector('.viewer-image');
      await page.waitForFunction(() => (document.querySelector('.viewer-image') as HTMLImageElement).complete);
      await close(page);
      await page.waitForFunction(() => !document.querySelector('.viewer'));
      assert.not.ok(await locked(page), `scroll still locked after closing with ${way}`);
      assert.ok(await focusIn(page, '#plans > li:nth-child(2)'), `focus not back on the plan after ${way} (${width} px)`);
    }
    await page.close();
  }
});

test('a floor plan keeps its room numbers over the same rooms in the viewer, and their key under it; the sheets narrow and wide in turn, a row of one height', async ({ browser, origin }) => {
  // Review 15: "the plans carry no room names"; "plan thumbnails of 156 px, two a row at 375 px".
  for (const width of [375, 1280]) {
    const { page } = await openPage(browser.browser, origin, { width, height: 800 });
    await page.goto(origin + VILLA, { waitUntil: 'networkidle0' });
    await jump(page, '#plans');
    await page.waitForSelector('x-island[data-hydrated] #plans');
    // Where each number stands, as shares of the image it covers.
    const marks = (scope: string) =>
      page.$eval(scope, (root) => {
        const img = root.querySelector('img')!.getBoundingClientRect();
        return [...root.querySelectorAll('.plan-marks g')].map((g) => {
          const b = g.getBoundingClientRect();
          return { n: g.textContent, x: Math.round((1000 * (b.x + b.width / 2 - img.x)) / img.width) / 10, y: Math.round((1000 * (b.y + b.height / 2 - img.y)) / img.height) / 10 };
        });
      });
    const inPage = await marks('#plans > li:nth-child(3) .gallery-link');
    assert.is(inPage.length, 6, `${width} px: ${JSON.stringify(inPage)}`);
    const key = await page.$$eval('#plans > li:nth-child(3) .plan-legend li', (lis) => lis.map((li) => li.textContent));
    // The spec's grid at 1280 px: narrow and wide cells in turn in four columns, a wide sheet
    // twice as wide as a narrow one, the sheets of a row of one height. At 375 px, one sheet to a
    // row, each as wide as the text, in their order (review 19: "85 px cells, labels wrap").
    // (Laid-out boxes, not drawn ones: at 1280 px the sheets come in one by one, moving.)
    const sheets = await page.$$eval('#plans > li', (items) =>
      items.map((li) => {
        const a = li.querySelector<HTMLElement>('.gallery-link')!;
        return { top: li.offsetTop + a.offsetTop, width: a.offsetWidth, height: a.offsetHeight };
      }),
    );
    if (width === 375) {
      for (const [i, sheet] of sheets.entries()) {
        assert.ok(sheet.width >= 320, `375 px: sheet ${i + 1} is ${sheet.width} px wide`);
        if (i > 0) assert.ok(sheet.top >= sheets[i - 1]!.top + sheets[i - 1]!.height, `375 px: sheet ${i + 1} beside or above sheet ${i}`);
      }
    } else for (const [i, sheet] of sheets.entries()) {
      const first = sheets[i - (i % 4)]!;
      assert.is(sheet.top, first.top, `${width} px: sheet ${i + 1} out of its row`);
      assert.ok(Math.abs(sheet.height - first.height) < 1.5, `${width} px: sheet ${i + 1} is ${sheet.height} px high in a row of ${first.height}`);
      if (i % 2) assert.ok(Math.abs(sheet.width / sheets[i - 1]!.width - 2) < 0.05, `${width} px: sheet ${i + 1} is ${sheet.width} px wide beside ${sheets[i - 1]!.width}`);
    }
    await page.click('#plans > li:nth-child(3) a');
    await page.waitForSelector('.viewer .plan-marks');
    await page.waitForFunction(() => (document.querySelector('.viewer-image') as HTMLImageElement).complete);
    const inViewer = await marks('.viewer-plan');
    for (const [i, m] of inViewer.entries()) {
      assert.is(m.n, inPage[i]!.n);
      assert.ok(Math.abs(m.x - inPage[i]!.x) < 1.5 && Math.abs(m.y - inPage[i]!.y) < 1.5, `${width} px: number ${m.n} at ${m.x} %, ${m.y} % in the viewer, ${inPage[i]!.x} %, ${inPage[i]!.y} % on the page`);
    }
    assert.equal(await page.$$eval('.viewer-caption .plan-legend li', (lis) => lis.map((li) => li.textContent)), key);
    // The numbers let a click through to the plan: it stays open, as over any plan.
    await page.click('.viewer-plan');
    assert.ok(await viewerOpen(page), `${width} px: a click on the numbered plan closed the viewer`);
    await page.keyboard.press('ArrowRight');
    assert.is(await count(page), 'Image 4 sur 11');
    // The north façade's sheet numbers no room.
    assert.not.ok(await page.$('.viewer .plan-marks'), 'numbers over the north façade');
    await page.close();
  }
});

test('a project hero names its place and its years on two lines on a phone, with no dot left at a line’s end; on one line, a dot between, at 1280 px', async ({ browser, origin }) => {
  // Review 16: "the phone hero eyebrow breaks as « ROQUEBRUNE-CAP-MARTIN · » with the dot left at the end of the line".
  for (const width of [375, 1280]) {
    const { page } = await openPage(browser.browser, origin, { width, height: 800 });
    for (const route of [ETOILES, VILLA]) {
      await page.goto(origin + route);
      const eyebrow = await page.$eval('.hero .eyebrow', (p) => {
        const [place, dot, years] = [...p.querySelectorAll('span')].map((s) => s.getBoundingClientRect());
        return { placeTop: place!.top, yearsTop: years!.top, dot: dot!.width > 0 };
      });
      if (width === 375) {
        assert.ok(eyebrow.yearsTop > eyebrow.placeTop, `${route}: the years beside the place at 375 px`);
        assert.not.ok(eyebrow.dot, `${route}: a dot shown at 375 px`);
      } else {
        assert.is(eyebrow.yearsTop, eyebrow.placeTop, `${route}: the years under the place at 1280 px`);
        assert.ok(eyebrow.dot, `${route}: no dot between place and years at 1280 px`);
      }
    }
    await page.close();
  }
});

test('a plan tapped as soon as it scrolls into view, before its gallery’s code is there, opens in the viewer, not as a bare file', async ({ browser, origin }) => {
  let open = () => {};
  const gate = new Promise<void>((done) => (open = done));
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, delay: (url) => (/\/Gallery-\w+\.js/.test(url) ? gate : 0) });
  await page.goto(origin + VILLA, { waitUntil: 'load' });
  await jump(page, '#plans');
  const href = await page.$eval('#plans > li:nth-child(3) a', (a) => (a as HTMLAnchorElement).href);
  await page.click('#plans > li:nth-child(3) a');
  assert.not.ok(await page.$('x-island[data-island="Gallery"][data-hydrated] #plans'), 'the code was there before the tap');
  open();
  await page.waitForSelector('.viewer-image');
  assert.is(page.url(), origin + VILLA, 'the tap left the page for the file');
  assert.is(await page.$eval('.viewer-image', (img) => (img as HTMLImageElement).src), href);
  await page.close();
});

/** The text of an element as drawn: empty when it takes no room. */
const shownText = (page: Page, selector: string) => page.$eval(selector, (el) => ((el as HTMLElement).offsetWidth > 0 ? (el as HTMLElement).innerText.trim() : ''));

test('a panorama opens in the viewer at the first click, even before its code is there, not as a bare file', async ({ browser, origin }) => {
  for (const route of [ETOILES, BELLA]) {
    const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
    await page.goto(origin + route, { waitUntil: 'networkidle0' });
    await jump(page, '#panorama');
    const href = await page.$eval('#panorama a', (a) => (a as HTMLAnchorElement).href);
    const alt = await page.$eval('#panorama img', (img) => img.getAttribute('alt'));
    assert.not.ok(await page.$('#panorama x-island[data-hydrated]'), `${route}: the panorama's code came before any touch`);
    await page.click('#panorama a');
    await page.waitForSelector('.viewer-image');
    assert.is(page.url(), origin + route, `${route}: the click left the page`);
    assert.is(await page.$eval('.viewer-image', (img) => (img as HTMLImageElement).src), href, `${route}: the whole panorama`);
    assert.is(await page.$eval('.viewer-title', (el) => el.textContent), alt, `${route}: described under it`);
    assert.is(await page.$('.viewer-next'), null, `${route}: one picture, no previous/next`);
    assert.is(await shownText(page, '.viewer-pan-hint'), '', `${route}: the whole panorama fits, yet a hint says to slide it`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.viewer'));
    assert.ok(await focusIn(page, '#panorama'), `${route}: focus not back on the panorama`);
    await page.close();
  }
});

test('on a phone, the panorama in the viewer is shown tall and scrolls sideways, from its middle', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(origin + ETOILES, { waitUntil: 'networkidle0' });
  await jump(page, '#panorama');
  await page.click('#panorama a');
  await page.waitForSelector('.viewer-image');
  await page.waitForFunction(() => (document.querySelector('.viewer-image') as HTMLImageElement).complete);
  const seen = await page.$eval('.viewer-figure', (f) => ({ height: f.querySelector('img')!.getBoundingClientRect().height, wide: f.scrollWidth, shown: f.clientWidth, left: f.scrollLeft }));
  assert.ok(seen.height >= 300, `the panorama is ${seen.height} px tall`);
  assert.ok(seen.wide > seen.shown * 2, `nothing to scroll: ${seen.wide} px in ${seen.shown}`);
  assert.ok(Math.abs(seen.left - (seen.wide - seen.shown) / 2) < 2, `opens at ${seen.left}, not its middle`);
  // Nothing else would tell the visitor there is more of it on either side.
  assert.match(await shownText(page, '.viewer-pan-hint'), /^Faites glisser/, 'no hint that the panorama scrolls');
  await page.close();
});

test('Monaco grid at 1280 px: the left column comes from the left, the right from the right, the last from below', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(origin + MONACO, { waitUntil: 'networkidle0' });
  await jump(page, '#grille');
  await page.waitForFunction(() => document.querySelectorAll('#grille li.is-shown').length === 16, { timeout: 15_000 });
  const tiles = await page.$$eval('#grille li', (els) => {
    const list = els[0]!.parentElement!.getBoundingClientRect();
    return els.map((el) => {
      const r = el.getBoundingClientRect();
      return { from: (el as HTMLElement).dataset.from, side: r.left + r.width / 2 < list.left + list.width / 2 ? 'left' : 'right' };
    });
  });
  tiles.slice(0, -1).forEach((t, i) => assert.is(t.from, t.side, `tile ${i + 1}`));
  assert.is(tiles.at(-1)!.from, 'below');
  assert.ok(tiles.some((t) => t.from === 'left') && tiles.some((t) => t.from === 'right'));
  await page.close();
});

test('Monaco grid: if the grid never becomes 30 % visible, the tiles still show after 1000 ms', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await recordReveals(page);
  await page.goto(origin + MONACO, { waitUntil: 'networkidle0' });
  // 150 px under the fold: within the island's 200 px wake-up margin, but not visible.
  await page.$eval('#grille', (el) => window.scrollTo({ top: el.getBoundingClientRect().top + scrollY - innerHeight - 150, behavior: 'instant' }));
  await page.waitForSelector('#grille.is-revealing');
  await page.waitForFunction(() => document.querySelectorAll('#grille li.is-shown').length === 16, { timeout: 15_000 });
  const shown = await reveals(page, 'grille');
  assert.equal(shown.map((s) => s.index), [...Array(16).keys()], 'in order');
  // Every tile's timer was set by the 1000 ms fallback, then 200 ms, then every 150 ms.
  assert.equal(shown.map((s) => s.from), Array(16).fill(1000), 'not started by the 1000 ms fallback');
  assert.equal(shown.map((s) => s.delay), shown.map((_, i) => 200 + 150 * i));
  await page.close();
});

test('Monaco viewer: 60 photos from both galleries, buttons and arrow keys wrap both ends, Escape closes', async ({ browser, origin }) => {
  for (const width of WIDGET_WIDTHS) {
    const { page } = await openPage(browser.browser, origin, { width, height: width === 375 ? 740 : 800 });
    await page.goto(origin + MONACO, { waitUntil: 'networkidle0' });
    await jump(page, '#grille');
    // The grid's island wakes as it nears the screen; a click before that opens the photo's file.
    await page.waitForSelector('x-island[data-island="Gallery"][data-hydrated] #grille');
    await page.waitForFunction(() => document.querySelectorAll('#grille li.is-shown').length === 16 || innerWidth < 768, { timeout: 15_000 });
    const said = await page.$eval('#grille li:nth-child(1) img', (img) => img.getAttribute('alt'));
    await page.click('#grille li:nth-child(1) a');
    await page.waitForSelector('.viewer');
    assert.is(await count(page), 'Image 1 sur 60');
    // No title of its own: what the photo shows is written under it, and said once.
    assert.is(await page.$eval('.viewer-title', (el) => el.textContent), said, 'the photo described under it');
    assert.is(await page.$eval('.viewer-image', (img) => img.getAttribute('alt')), '', 'the caption names the photo; its alt does not repeat it');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Fermer', 'focus starts on Fermer');
    await page.keyboard.press('ArrowLeft');
    assert.is(await count(page), 'Image 60 sur 60', 'Left from the first wraps to the last');
    const last = await page.$$eval('#photos a', (links) => (links.at(-1) as HTMLAnchorElement).href);
    assert.is(await page.$eval('.viewer-image', (img) => (img as HTMLImageElement).src), last);
    await page.keyboard.press('ArrowRight');
    assert.is(await count(page), 'Image 1 sur 60', 'Right from the last wraps to the first');
    await page.click('.viewer-prev');
    assert.is(await count(page), 'Image 60 sur 60');
    await page.click('.viewer-next');
    await page.click('.viewer-next');
    assert.is(await count(page), 'Image 2 sur 60');
    // Tab and Shift+Tab stay on the viewer's three buttons.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await focusIn(page, '.viewer'), `Tab ${i + 1} left the viewer`);
    }
    await page.keyboard.down('Shift');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await focusIn(page, '.viewer'), `Shift+Tab ${i + 1} left the viewer`);
    }
    await page.keyboard.up('Shift');
    assert.ok(await locked(page));
    const y = await page.evaluate(() => scrollY);
    await page.mouse.wheel({ deltaY: 600 });
    await sleep(150);
    assert.is(await page.evaluate(() => scrollY), y, 'the page behind scrolled');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.viewer'));
    assert.ok(await focusIn(page, '#grille li:nth-child(1)'), 'focus returns to the photo that opened the viewer');

    // The reportage continues the numbering: its first photo is the 17th.
    await jump(page, '#photos');
    await page.click('#photos li:nth-child(1) a');
    await page.waitForSelector('.viewer');
    assert.is(await count(page), 'Image 17 sur 60');
    await page.click('.viewer-close');
    await page.waitForFunction(() => !document.querySelector('.viewer'));
    await page.close();
  }
});

// Touch input is driven through Chromium's own pipeline (the one that claims a pan for the page
// and cancels the pointer): one engine shows whether the viewer and the carousel keep a swipe.
if (engine === 'chromium') test('on a phone, a swipe to the left shows the next photo and to the right the one before: Monaco viewer, Étoiles carousel', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, window: true });
  await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
  const swipe = async (from: number, to: number, y: number) => {
    const touch = await page.touchscreen.touchStart(from, y);
    for (let i = 1; i <= 8; i++) await touch.move(from + ((to - from) * i) / 8, y + i);
    await touch.end();
    await sleep(100);
  };
  await page.goto(origin + MONACO, { waitUntil: 'networkidle0' });
  await jump(page, '#grille');
  await page.waitForSelector('x-island[data-island="Gallery"][data-hydrated] #grille');
  await page.click('#grille li:nth-child(1) a');
  await page.waitForSelector('.viewer');
  assert.is(await count(page), 'Image 1 sur 60');
  await swipe(320, 60, 370);
  assert.is(await count(page), 'Image 2 sur 60', 'a swipe to the left moves on');
  await swipe(60, 320, 370);
  await swipe(60, 320, 370);
  assert.is(await count(page), 'Image 60 sur 60', 'a swipe to the right goes back, and wraps');
  assert.ok(await page.$('.viewer'), 'a swipe does not close the viewer');

  await page.goto(origin + ETOILES, { waitUntil: 'networkidle0' });
  await jump(page, '#en-images');
  await page.waitForSelector('x-island[data-island="Carousel"][data-hydrated]');
  await page.click('.carousel-play');
  await jump(page, '#galerie');
  const middle = await page.$eval('.carousel-viewport', (el) => {
    const box = el.getBoundingClientRect();
    return Math.min(box.top + box.height / 2, innerHeight / 2);
  });
  assert.is(await status(page), 'Image 1 sur 17');
  await swipe(320, 60, middle);
  assert.is(await status(page), 'Image 2 sur 17', 'a swipe to the left moves the strip on');
  assert.not.ok(await page.$('.viewer'), 'a swipe on a photo does not open it');
  await swipe(60, 320, middle);
  await swipe(60, 320, middle);
  assert.is(await status(page), 'Image 17 sur 17', 'a swipe to the right goes back, and wraps');
  await page.close();
});

test('Monaco mosaic at 800 px: the tiles sliding in from the right never make the page scroll sideways', async ({ browser, origin }) => {
  // 800 px: the grid reaches within 32 px of the window's edge, and a tile starts 56 px to the right.
  const { page } = await openPage(browser.browser, origin, { width: 800, height: 900, window: true });
  // Every frame from the start, in the page itself (a busy machine's round trips could miss the
  // reveal): how far the page could scroll sideways, and whether a tile was seen waiting off to
  // the right, so the moment that matters was watched. (A string: tsx would wrap the function.)
  await page.evaluateOnNewDocument(`
    window.__reveal = { sideways: 0, waiting: false };
    const look = () => {
      const root = document.documentElement;
      if (root) window.__reveal.sideways = Math.max(window.__reveal.sideways, root.scrollWidth - root.clientWidth);
      if (document.querySelector('.is-revealing > li[data-from="right"]:not(.is-shown)')) window.__reveal.waiting = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  `);
  await page.goto(origin + MONACO, { waitUntil: 'networkidle0' });
  await jump(page, '#grille');
  // The island takes the tiles over (all hidden, then shown one by one) as it wakes.
  await page.waitForFunction(() => !!document.querySelector('#grille.is-revealing') && !document.querySelector('#grille > li:not(.is-shown)'), { timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { __reveal: { sideways: number; waiting: boolean } }).__reveal);
  assert.ok(seen.waiting, 'no tile was seen waiting to slide in from the right');
  assert.is(seen.sideways, 0, `the page scrolled ${seen.sideways} px sideways during the reveal`);
  await page.close();
});

test('by keyboard alone: Enter on a photo opens the viewer, Escape closes it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(origin + MONACO, { waitUntil: 'networkidle0' });
  await jump(page, '#photos');
  await page.focus('#photos li:nth-child(5) a');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.viewer');
  assert.is(await count(page), 'Image 21 sur 60');
  await page.keyboard.press('ArrowRight');
  assert.is(await count(page), 'Image 22 sur 60');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.viewer'));
  assert.ok(await focusIn(page, '#photos li:nth-child(5)'));
  await page.close();
});

const status = (page: Page) => page.$eval('.carousel-status', (el) => el.textContent);
const onShow = (page: Page) => page.$$eval('#galerie li', (els) => els.flatMap((el, i) => (el.hasAttribute('inert') ? [] : [i])));

test('Étoiles carousel at 1280 px: three photos, a step every 5000 ms, restarted by a manual step, wrapping both ways, held still under the mouse', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await recordCarouselTimers(page);
  await page.goto(origin + ETOILES, { waitUntil: 'networkidle0' });
  await jump(page, '#en-images');
  await page.waitForSelector('x-island[data-island="Carousel"][data-hydrated]');
  assert.is(await status(page), 'Images 1 à 3 sur 17');
  assert.equal(await onShow(page), [0, 1, 2]);
  const height = await page.$eval('#galerie li', (el) => el.getBoundingClientRect().height);
  assert.ok(height >= 400 && height <= 0.8 * 800, `strip ${height} px high`);
  // The three photos fill the strip side by side; the fourth is beyond its right edge.
  const [frame, third, fourth] = await page.$$eval('.carousel-viewport, #galerie li:nth-child(3), #galerie li:nth-child(4)', (els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  assert.ok(Math.abs(third!.right - frame!.right) < 1, `the third photo ends at ${third!.right}, the strip at ${frame!.right}`);
  assert.ok(fourth!.left >= frame!.right, 'a fourth photo shows');

  // One 5000 ms wait at a time (an earlier one may have been dropped as the layout settled);
  // the step is that wait running out.
  const tally = (list: string[], state: string) => list.filter((s) => s === state).length;
  const first = await steps(page, 1);
  assert.equal([tally(first, 'pending'), tally(first, 'fired'), first.at(-1)], [1, 0, 'pending']);
  await page.waitForFunction(() => document.querySelector('.carousel-status')?.textContent === 'Images 2 à 4 sur 17', { timeout: 7000 });
  const second = await steps(page, first.length + 1);
  assert.equal(second.slice(first.length - 1), ['fired', 'pending'], 'the step was not its 5000 ms wait running out');
  assert.equal(await onShow(page), [1, 2, 3]);

  // A manual step restarts the wait: the one under way is dropped, a new 5000 ms one begins,
  // and the next step is that one running out.
  await page.click('.carousel-button[aria-label="Images suivantes"]');
  assert.is(await status(page), 'Images 3 à 5 sur 17');
  assert.equal((await steps(page, second.length + 1)).slice(second.length - 1), ['cleared', 'pending'], 'the wait was not restarted');
  await page.waitForFunction(() => document.querySelector('.carousel-status')?.textContent === 'Images 4 à 6 sur 17', { timeout: 7000 });
  assert.equal((await steps(page, second.length + 2)).slice(second.length - 1), ['cleared', 'fired', 'pending']);

  // Previous from the first position goes to the last one (15 to 17), and on from there to the start.
  for (let i = 0; i < 3; i++) await page.click('.carousel-button[aria-label="Images précédentes"]');
  assert.is(await status(page), 'Images 1 à 3 sur 17');
  await page.click('.carousel-button[aria-label="Images précédentes"]');
  assert.is(await status(page), 'Images 15 à 17 sur 17');
  assert.equal(await onShow(page), [14, 15, 16]);
  await page.click('.carousel-button[aria-label="Images suivantes"]');
  assert.is(await status(page), 'Images 1 à 3 sur 17');

  // The mouse resting on the photos holds the strip still: the wait under way is dropped and no
  // other begins; the mouse leaving them starts a new one.
  const pending = () => page.evaluate(() => (window as unknown as { __steps: { state: string }[] }).__steps.filter((s) => s.state === 'pending').length);
  const middle = await page.$eval('.carousel-viewport', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.mouse.move(middle.x, middle.y);
  await page.waitForFunction(() => !(window as unknown as { __steps: { state: string }[] }).__steps.some((s) => s.state === 'pending'), { timeout: 2000 }).catch(() => assert.unreachable('a step is still coming under the mouse'));
  await sleep(300);
  assert.is(await pending(), 0, 'a new wait began under the mouse');
  await page.mouse.move(middle.x, 10);
  await page.waitForFunction(() => (window as unknown as { __steps: { state: string }[] }).__steps.some((s) => s.state === 'pending'), { timeout: 2000 });
  assert.is(await status(page), 'Images 1 à 3 sur 17');
  await page.close();
});

test('Étoiles carousel at 375 px: one photo filling the strip; pausing stops it; a photo opens the viewer over the 17', async ({ browser, origin }) => {
  // In a window of its own: a tab behind another draws no frames, and the strip would never end its slide.
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, window: true });
  await recordCarouselTimers(page);
  await page.goto(origin + ETOILES, { waitUntil: 'networkidle0' });
  await jump(page, '#en-images');
  await page.waitForSelector('x-island[data-island="Carousel"][data-hydrated]');
  assert.is(await status(page), 'Image 1 sur 17');
  assert.equal(await onShow(page), [0]);
  const [cell, frame] = await page.$$eval('#galerie li:first-child, .carousel-viewport', (els) => els.map((el) => el.getBoundingClientRect().width));
  assert.ok(Math.abs(cell! - frame!) < 1, 'one photo fills the strip');
  const height = await page.$eval('#galerie li', (el) => el.getBoundingClientRect().height);
  assert.ok(height >= 400 && height <= 0.8 * 740 + 1, `strip ${height} px high`);
  // The photo fills the strip, with no band above or below it (the viewer shows it whole).
  const photo = await page.$eval('#galerie li:first-child img', (img) => ({ fit: getComputedStyle(img).objectFit, ...img.getBoundingClientRect().toJSON() }));
  assert.is(photo.fit, 'cover', 'the photo leaves bands in the strip');
  assert.ok(Math.abs(photo.height - height) < 1 && Math.abs(photo.width - cell!) < 1, `the photo (${photo.width} x ${photo.height}) does not fill the strip`);

  const play = '.carousel-play';
  assert.is(await page.$eval(play, (el) => el.getAttribute('aria-pressed')), 'false');
  await page.click(play);
  assert.is(await page.$eval(play, (el) => el.getAttribute('aria-pressed')), 'true');
  // Paused: no wait under way, so nothing can move (rather than watching the clock).
  await page
    .waitForFunction(() => !(window as unknown as { __steps: { state: string }[] }).__steps.some((s) => s.state === 'pending'), { timeout: 2000 })
    .catch(() => assert.unreachable('a step is still coming while paused'));
  assert.is(await status(page), 'Image 1 sur 17', 'moved while paused');

  await page.click('.carousel-button[aria-label="Images suivantes"]');
  // The strip slides to the second photo; a click is aimed where the photo is once it has stopped
  // (WebKit's driver takes long enough between aiming and clicking to miss a moving photo).
  await page.waitForFunction(() => document.querySelector('#galerie')!.getAnimations().length === 0);
  await page.click('#galerie li:nth-child(2) a');
  await page.waitForSelector('.viewer');
  assert.is(await count(page), 'Image 2 sur 17');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.viewer'));
  await page.close();
});

test('portfolio: the four tiles slide in one after the other, and stay still with reduced motion', async ({ browser, origin }) => {
  for (const reducedMotion of [false, true]) {
    const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, reducedMotion });
    await page.goto(origin + '/nos-realisations', { waitUntil: 'domcontentloaded' });
    const animations = await page.$$eval('.portfolio-grid > li', (els) =>
      els.map((el) => el.getAnimations().map((a) => ({ name: (a as CSSAnimation).animationName, delay: a.effect?.getTiming().delay }))),
    );
    if (reducedMotion) assert.equal(animations, [[], [], [], []]);
    else assert.equal(animations.map((a) => a[0]), [0, 120, 240, 360].map((delay) => ({ name: 'portfolio-in', delay })));
    await page.close();
  }
});

test.run();
