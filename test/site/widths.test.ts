// Every page at every width a visitor's screen may have, in this engine: nothing scrolls sideways,
// no menu item or button label breaks over two lines, no text is cut off, no two controls overlap,
// tap targets are 24 px or have room around them (WCAG 2.2, 2.5.8), images keep their aspect ratio
// and get a variant with enough pixels for their box. Then 200 % and 400 % zoom at 1280 px
// (reflow, WCAG 1.4.10) and forced colours (every control and focus ring still drawn).
// The checks themselves run in the page: test/helpers/layout-probe.js.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import * as assert from 'uvu/assert';
import { cannot, engine, openPage, scrollThrough } from '../helpers/browser.ts';
import { thirdParties } from '../helpers/intercept.ts';
import { repoRoot } from '../helpers/site.ts';
import { browserSuite } from '../helpers/suites.ts';

const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1440, 1920];
const PROBE = readFileSync(path.join(repoRoot, 'test/helpers/layout-probe.js'), 'utf8');

const test = browserSuite(`every width (${engine})`);

// Filled by the first test, which loads each page once for the widths and the zoom levels.
const zoomed: string[] = [];
let zoomChecks = 0;

/** Every page of the built site, as a route. */
function routes(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f === 'index.html' ? '/' : f.endsWith('/index.html') ? `/${f.slice(0, -'index.html'.length)}` : `/${f}`))
    .sort();
}

/** Loads a page as a visitor scrolling through it: lazy images in, `visible` islands hydrated. */
async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await scrollThrough(page);
  // Every island on the page hydrated (those waiting for an interaction are left as they are).
  await page.waitForFunction(() => [...document.querySelectorAll('x-island')].every((i) => i.hasAttribute('data-hydrated') || /interaction|idle/.test(i.getAttribute('data-on') ?? '')), { timeout: 8000 }).catch(() => {});
  // Images still on their way (a lazy one never shown at this width never comes: 3 s at most).
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => {
        i.addEventListener('load', r, { once: true });
        i.addEventListener('error', r, { once: true });
      }))),
      new Promise((r) => setTimeout(r, 3000)),
    ]),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(PROBE);
}

// Back to the top (a resize may keep the reading position), then two frames for the layout.
const settle = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
const problemsAt = (page: Page, dprs: number[]) => page.evaluate((o) => (window as unknown as { __layoutProblems: (o: { dprs: number[] }) => string[] }).__layoutProblems(o), { dprs });

test('every page, from 320 to 1920 px: no sideways scroll, wrapped label, cut text, overlapping or tiny control, stretched or blurry image', async ({ browser, origin, outDir }) => {
  const pages = routes(outDir);
  assert.ok(pages.length >= 29, `${pages.length} pages`);
  const found: string[] = [];
  let checks = 0;
  for (const route of pages) {
    const { page } = await openPage(browser.browser, origin, { width: WIDTHS[0], height: 800, intercept: thirdParties() });
    await visit(page, `${origin}${route}`);
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 800 });
      await settle(page);
      for (const p of await problemsAt(page, [1, 2])) found.push(`${route} at ${width} px: ${p}`);
      checks++;
    }
    // The same page zoomed (the next test reports it): 200 % and 400 % of a 1280 × 800 window
    // shrink the CSS window to 640 × 400 and 320 × 200 px.
    for (const [zoom, width, height] of [[200, 640, 400], [400, 320, 200]] as const) {
      await page.setViewport({ width, height });
      await settle(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 1) zoomed.push(`${route} at ${zoom} %: scrolls ${sideways} px sideways`);
      // The sticky header must leave most of the window to the content.
      const header = await page.evaluate(() => document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0);
      if (header > height / 2) zoomed.push(`${route} at ${zoom} %: the header takes ${Math.round(header)} px of ${height}`);
      zoomChecks++;
    }
    await page.close();
  }
  assert.is(checks, pages.length * WIDTHS.length);
  assert.equal(found, [], `\n${found.length} problems:\n${found.join('\n')}`);
});

test('200 % and 400 % zoom of a 1280 × 800 window: every page reflows without sideways scroll', () => {
  assert.ok(zoomChecks >= 2 * 29, `${zoomChecks} zoomed pages checked`);
  assert.equal(zoomed, [], `\n${zoomed.join('\n')}`);
});

test('forced colours: every control keeps an edge and every focus ring is drawn', async ({ browser, origin, outDir }) => {
  if (cannot(['firefox', 'webkit'], 'forced colours', 'the engine cannot emulate forced-colors for one page (Chromium only)')) return;
  const found: string[] = [];
  for (const route of routes(outDir)) {
    const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: thirdParties() });
    // (puppeteer's emulateMediaFeatures does not know forced-colors; the protocol does.)
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    await visit(page, `${origin}${route}`);
    const seen = await page.evaluate(() => (window as unknown as { __edgelessControls: () => string[] }).__edgelessControls());
    found.push(...seen.map((s) => `${route}: ${s}`));
    // Focus rings: Tab through the page; an outline (kept in forced colours, unlike a shadow) must show.
    const rings: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const r = await page.evaluate(() => (window as unknown as { __focusRing: () => string | null }).__focusRing());
      if (r === null) break;
      if (r && !rings.includes(r)) rings.push(r);
    }
    found.push(...rings.map((r) => `${route}: focus ring not drawn in forced colours: ${r}`));
    await page.close();
  }
  assert.equal(found, [], `\n${found.join('\n')}`);
});

test.run();
