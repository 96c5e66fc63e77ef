// Sharp pictures at every width: every <img> of every page, from 320 to 1920 px and at device
// pixel ratios 1, 2 and 3, is drawn from a variant with at least as many pixels as its box takes
// on screen at ×1 and ×2, and at least two thirds of them at ×3 (drawn at most 1.5× its pixels:
// a ×3 phone shows that as sharp as a ×2 one). With object-fit cover the box's larger stretch
// counts. Lazy images count too: the probe (test/helpers/sharpness-probe.js) reads the candidate
// the browser picks from the markup, and checks that `sizes` is never narrower than the image is
// drawn, so no browser can pick too small; once per page, at 375 px ×2 with every image loaded,
// it checks that Chromium's own picks (currentSrc) are no smaller than the ones worked out.
// The viewer's full-size images (opened on a click) are not read here.
// Chromium only: the picks follow the markup, which is the same in every engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cannot, engine, openPage, scrollThrough } from '../helpers/browser.ts';
import { thirdParties } from '../helpers/intercept.ts';
import { repoRoot, routes } from '../helpers/site.ts';
import { browserSuite, type BrowserContext } from '../helpers/suites.ts';

/** Screens of every kind, width × height (a hero's height follows the window's). */
const VIEWPORTS = [
  [320, 568],
  [375, 812],
  [414, 896],
  [768, 1024],
  [1024, 1366],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const;
const DPRS = [1, 2, 3];
/** How many times its own pixels an image may be drawn at each ratio. */
const LIMITS: Record<number, number> = { 1: 1, 2: 1, 3: 1.5 };
const PROBE = ['sizes-probe.js', 'sharpness-probe.js'].map((f) => readFileSync(path.join(repoRoot, 'test/helpers', f), 'utf8')).join('\n');

interface Need {
  name: string;
  aspect: number;
  dpr: number;
  width: number;
  offered: number;
}
type Probe = (o: { dprs: number[]; limits: Record<number, number>; current: boolean }) => { problems: string[]; needs: Need[]; checked: number };

// Read once, in Chromium: the other engines neither build the site nor start a browser for it.
const test = engine === 'chromium' ? browserSuite('sharp pictures') : suite<BrowserContext>('sharp pictures');

test('every image of every page, 320 to 1920 px at ×1, ×2 and ×3: never drawn past its pixels (×1.5 at ×3)', async ({ browser, origin, outDir }) => {
  if (cannot(['firefox', 'webkit'], 'sharp pictures', 'the picks follow the markup, read once in Chromium')) return;
  const pages = routes(outDir);
  assert.ok(pages.length >= 29, `${pages.length} pages`);
  const found = new Set<string>();
  /** The widest each image is drawn at each ratio, over every page and screen (SHARPNESS_NEEDS=1 prints them). */
  const widest = new Map<string, Need>();
  let images = 0;
  let cases = 0;
  for (const route of pages) {
    const { page } = await openPage(browser.browser, origin, { width: 375, height: 812, intercept: thirdParties() });
    // A ×2 phone first, every image loaded: the browser's own picks checked against the probe's.
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2 });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await scrollThrough(page);
    await page.evaluate(PROBE);
    const probe = (current: boolean) => page.evaluate((o) => (window as unknown as { __sharpness: Probe }).__sharpness(o), { dprs: DPRS, limits: LIMITS, current });
    const first = await probe(true);
    for (const p of first.problems) found.add(`${route} at 375 px: ${p}`);
    // Then every screen: the layout is the same at any ratio, so each is read once for the three.
    for (const [width, height] of VIEWPORTS) {
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const { problems, needs, checked } = await probe(false);
      for (const p of problems) found.add(`${route} at ${width}×${height}: ${p}`);
      for (const n of needs) {
        const key = `${route} ${n.name} ${n.aspect} ×${n.dpr}`;
        if (!widest.has(key) || widest.get(key)!.width < n.width) widest.set(key, n);
      }
      images += checked;
      cases++;
    }
    await page.close();
  }
  if (process.env.SHARPNESS_NEEDS) {
    for (const [key, n] of [...widest].sort()) console.log(`${key}: needs ${n.width} px, offered ${n.offered}`);
  }
  assert.is(cases, pages.length * VIEWPORTS.length);
  assert.ok(images > 400, `${images} images read`);
  assert.equal([...found], [], `\n${found.size} problems:\n${[...found].join('\n')}`);
});

test.run();
