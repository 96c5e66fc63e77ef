// Every page at every width a visitor's screen may have, in this engine: nothing scrolls sideways,
// no menu item or button label breaks over two lines, no text is cut off, no two controls overlap,
// tap targets are 24 px or have room around them (WCAG 2.2, 2.5.8), images keep their aspect ratio
// and get a variant with enough pixels for their box. Then 200 % and 400 % zoom at 1280 px
// (reflow, WCAG 1.4.10), forced colours (every control and focus ring still drawn), and the
// content security policy (no violation reported, islands woken included): one visit per page
// serves them all, and axe-core at 375 and 1280 px once the page has settled (CI's accessibility
// audit: every page in Chromium, the representative ones in Firefox and WebKit). The layout checks
// themselves run in the page: test/helpers/layout-probe.js.
//
// In Chromium the same visit reads every picture's sharpness (test/helpers/sharpness-probe.js):
// at every width and at device pixel ratios 1, 2 and 3, each <img> is drawn from a variant with
// at least as many pixels as its box takes on screen at ×1 and ×2, and at least two thirds of
// them at ×3 (at most 1.5× its pixels: a ×3 phone shows that as sharp as a ×2 one); with
// object-fit cover the box's larger stretch counts. Lazy images count too: the probe works out the
// candidate a browser picks from the markup, and checks that `sizes` is never narrower than the
// image is drawn, so no browser can pick too small; the page is first loaded on a ×2 phone, every
// image in, where Chromium's own picks (currentSrc) must be no smaller than the ones worked out.
// The picks follow the markup, the same in every engine: read once, in Chromium. The viewer's
// full-size images (opened on a click) are not read here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import * as assert from 'uvu/assert';
import { AXE_VERSION, AXE_WIDTHS, axeViolations, REPRESENTATIVE_PAGES } from '../helpers/axe.ts';
import { cannot, engine, openPage, scrollThrough, STILL_LOADING } from '../helpers/browser.ts';
import { thirdParties } from '../helpers/intercept.ts';
import { repoRoot, routes } from '../helpers/site.ts';
import { browserSuite } from '../helpers/suites.ts';

/** Screens of every kind, width × height (a hero's height follows the window's). */
const SCREENS = [
  [320, 568],
  [375, 812],
  [414, 896],
  [768, 1024],
  [1024, 1366],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const;
const WIDTHS: number[] = SCREENS.map(([width]) => width);
/**
 * Chromium reads each width at its screen's height, for the sharpness of heroes (their height
 * follows the window's); Firefox and WebKit at 800 px, where a taller window is only more pixels
 * to paint in software.
 */
const heightAt = (width: number) => (engine === 'chromium' ? SCREENS.find(([w]) => w === width)![1] : 800);
/**
 * Chromium reads every page at every width. Firefox and WebKit read the representative pages (the
 * audit's five) at every width, and every other page where each layout is at its narrowest: 320,
 * 768 and 1024 px, the phone's, the tablet's and the computer's, where a line is likeliest to
 * break or spill. The rest lays out the same components the same way.
 */
const NARROWEST = [320, 768, 1024];
const widthsOf = (route: string) => (engine === 'chromium' || REPRESENTATIVE_PAGES.includes(route) ? WIDTHS : NARROWEST);
const sharpness = engine === 'chromium';
const PROBE = ['sizes-probe.js', 'layout-probe.js', 'sharpness-probe.js'].map((f) => readFileSync(path.join(repoRoot, 'test/helpers', f), 'utf8')).join('\n');

const test = browserSuite(`every width (${engine})`);

// Filled by the first test, which loads each page once for the widths, the zoom levels, (in
// Chromium) forced colours, and the content security policy's violation reports.
const zoomed: string[] = [];
let zoomChecks = 0;
const forced: string[] = [];
let forcedChecks = 0;
const violations: string[] = [];
let policyChecks = 0;
const inaccessible: string[] = [];
let axeChecks = 0;
const blurry = new Set<string>();
let imagesRead = 0;
/** The widest each image is drawn at each ratio, over every page and screen (SHARPNESS_NEEDS=1 prints them). */
const widest = new Map<string, Need>();
/** How many times its own pixels an image may be drawn at each device pixel ratio. */
const LIMITS: Record<number, number> = { 1: 1, 2: 1, 3: 1.5 };
interface Need {
  name: string;
  aspect: number;
  dpr: number;
  width: number;
  offered: number;
}
type Sharpness = (o: { dprs: number[]; limits: Record<number, number>; current: boolean }) => { problems: string[]; needs: Need[]; checked: number };
const sharpnessAt = (page: Page, current: boolean) => page.evaluate((o) => (window as unknown as { __sharpness: Sharpness }).__sharpness(o), { dprs: [1, 2, 3], limits: LIMITS, current });
/** The pages axe reads in this engine (the audit's choice: see README, Audit). */
const axeReads = (route: string) => engine === 'chromium' || REPRESENTATIVE_PAGES.includes(route);

// Policy violations, recorded from the first byte of each page (the console says them too).
const RECORD_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
`;

/** Loads a page as a visitor scrolling through it: lazy images in, `visible` islands hydrated. */
async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await scrollThrough(page);
  // Every island on the page hydrated (those waiting for an interaction are left as they are).
  await page.waitForFunction(() => [...document.querySelectorAll('x-island')].every((i) => i.hasAttribute('data-hydrated') || /interaction|idle/.test(i.getAttribute('data-on') ?? '')), { timeout: 8000 }).catch(() => {});
  // Images still on their way: 3 s at most.
  await page.evaluate(`Promise.race([
    Promise.all(${STILL_LOADING}.map((img) => new Promise((r) => {
      img.addEventListener('load', r, { once: true });
      img.addEventListener('error', r, { once: true });
    }))),
    new Promise((r) => setTimeout(r, 3000)),
  ])`);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(PROBE);
}

// Back to the top (a resize may keep the reading position), then two frames for the layout.
const settle = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
const problemsAt = (page: Page, dprs: number[]) => page.evaluate((o) => (window as unknown as { __layoutProblems: (o: { dprs: number[] }) => string[] }).__layoutProblems(o), { dprs });

test('every page, from 320 to 1920 px: no sideways scroll, wrapped label, cut text, overlapping or tiny control, stretched or blurry image', async ({ browser, origin, outDir }) => {
  const pages = routes(outDir);
  assert.ok(pages.length >= 29, `${pages.length} pages`);
  const found: string[] = [];
  let checks = 0;
  for (const route of pages) {
    const { page, console: lines } = await openPage(browser.browser, origin, { width: WIDTHS[0]!, height: heightAt(WIDTHS[0]!), intercept: thirdParties() });
    await page.evaluateOnNewDocument(RECORD_VIOLATIONS);
    // Chromium loads the page on a ×2 phone, every image in: its own picks against the probe's.
    if (sharpness) await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2 });
    await visit(page, `${origin}${route}`);
    if (sharpness) for (const p of (await sharpnessAt(page, true)).problems) blurry.add(`${route} at 375 px ×2 (as loaded): ${p}`);
    for (const width of widthsOf(route)) {
      await page.setViewport({ width, height: heightAt(width) });
      await settle(page);
      for (const p of await problemsAt(page, [1, 2])) found.push(`${route} at ${width} px: ${p}`);
      checks++;
      // The layout is the same at any ratio: each screen is read once for the three.
      if (sharpness) {
        const { problems, needs, checked } = await sharpnessAt(page, false);
        for (const p of problems) blurry.add(`${route} at ${width} px: ${p}`);
        for (const n of needs) {
          const key = `${route} ${n.name} ${n.aspect} ×${n.dpr}`;
          if (!widest.has(key) || widest.get(key)!.width < n.width) widest.set(key, n);
        }
        imagesRead += checked;
      }
      if (AXE_WIDTHS.includes(width) && axeReads(route)) {
        inaccessible.push(...(await axeViolations(page, `${route} @ ${width}px`)));
        axeChecks++;
      }
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
    if (engine === 'chromium') await forcedColours(page, route);
    await wakeAndListViolations(page, route, lines);
    await page.close();
  }
  assert.is(checks, pages.reduce((sum, route) => sum + widthsOf(route).length, 0));
  assert.equal(found, [], `\n${found.length} problems:\n${found.join('\n')}`);
});

test('sharp pictures: every image of every page, 320 to 1920 px at ×1, ×2 and ×3, never drawn past its pixels (×1.5 at ×3)', () => {
  if (cannot(['firefox', 'webkit'], 'sharp pictures', 'the picks follow the markup, read once in Chromium')) return;
  if (process.env.SHARPNESS_NEEDS) {
    for (const [key, n] of [...widest].sort()) console.log(`${key}: needs ${n.width} px, offered ${n.offered}`);
  }
  assert.ok(imagesRead > 400, `${imagesRead} images read`);
  assert.equal([...blurry], [], `\n${blurry.size} problems:\n${[...blurry].join('\n')}`);
});

test('200 % and 400 % zoom of a 1280 × 800 window: every page reflows without sideways scroll', () => {
  assert.ok(zoomChecks >= 2 * 29, `${zoomChecks} zoomed pages checked`);
  assert.equal(zoomed, [], `\n${zoomed.join('\n')}`);
});

/**
 * The page at 1280 px in forced colours (puppeteer's emulateMediaFeatures does not know
 * forced-colors; the protocol does): every control keeps an edge, and every control the Tab key
 * reaches draws its focus ring (an outline, which forced colours keep, unlike a shadow).
 */
async function forcedColours(page: Page, route: string) {
  await page.setViewport({ width: 1280, height: 800 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
  await settle(page);
  const edgeless = await page.evaluate(() => (window as unknown as { __edgelessControls: () => string[] }).__edgelessControls());
  forced.push(...edgeless.map((s) => `${route}: ${s}`));
  await page.keyboard.press('Tab');
  const rings = await page.evaluate(() => (window as unknown as { __focusRings: () => string[] }).__focusRings());
  forced.push(...rings.map((r) => `${route}: focus ring not drawn in forced colours: ${r}`));
  forcedChecks++;
  // The tab goes on to the next page: in its own colours.
  await cdp.send('Emulation.setEmulatedMedia', { features: [] });
  await cdp.detach();
}

/**
 * Every `interaction` island woken by a focus (which submits and navigates nothing), then the
 * policy violations the page reported since its first byte: loaded, scrolled, resized, woken.
 */
async function wakeAndListViolations(page: Page, route: string, lines: string[]) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('x-island input, x-island a, x-island button')) {
      el.focus();
      if (document.activeElement === el) el.closest('x-island')!.setAttribute('data-woken', '');
    }
  });
  // The islands a focus reached (a control hidden at this width takes none) hydrated, then a moment.
  await page.waitForFunction(() => [...document.querySelectorAll('x-island[data-woken]')].every((i) => i.hasAttribute('data-hydrated')), { timeout: 5000 }).catch(() => {});
  await new Promise((r) => setTimeout(r, 300));
  const found = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  // Permissions-Policy: a feature this engine does not know is reported, and ignored.
  violations.push(...found.map((v) => `${route}: ${v}`), ...lines.filter((l) => /Content Security Policy|Refused to|Permissions-Policy/.test(l)).map((l) => `${route}: ${l}`));
  policyChecks++;
}

test('content security policy: no page reports a violation while it loads, scrolls, changes size and wakes its islands', () => {
  assert.ok(policyChecks >= 29, `${policyChecks} pages watched`);
  assert.equal(violations, [], `\n${violations.join('\n')}`);
});

test(`axe-core ${AXE_VERSION} at ${AXE_WIDTHS.join(' and ')} px, once every island and the map have settled: no violation`, () => {
  const expected = AXE_WIDTHS.length * (engine === 'chromium' ? 29 : REPRESENTATIVE_PAGES.length);
  assert.ok(axeChecks >= expected, `${axeChecks} pages read by axe, of ${expected} at least`);
  assert.equal(inaccessible, [], `\n${inaccessible.join('\n')}`);
});

test('forced colours: every control keeps an edge and every focus ring is drawn', () => {
  if (cannot(['firefox', 'webkit'], 'forced colours', 'the engine cannot emulate forced-colors for one page (Chromium only)')) return;
  assert.ok(forcedChecks >= 29, `${forcedChecks} pages checked in forced colours`);
  assert.equal(forced, [], `\n${forced.join('\n')}`);
});

test.run();
