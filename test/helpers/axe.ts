// axe-core on a page as a visitor sees it once it has settled. Used by the audit (scripts/audit.ts,
// which visits each page for it) and by the width test (test/site/widths.test.ts, which runs it
// inside the visit it makes anyway: CI's axe).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'puppeteer';
import { engine } from './browser.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const AXE_WIDTHS = [375, 1280];

/**
 * One page of each kind: the home page, the form and map, an article, the heaviest project page,
 * a business card. CI's Lighthouse, and axe in Firefox and WebKit, read these.
 */
export const REPRESENTATIVE_PAGES = ['/', '/contact/', '/article/smart-city/', '/nos-realisations/appartement-prestige-auteuil-monaco/', '/carte-de-visite-lucas-morel/'];

/**
 * Waits until the page is as a visitor sees it once it has settled: every island that wakes
 * without the visitor's action (load, idle, visible, a matching media query) hydrated, the
 * map showing its tiles and its credit, and no entrance animation still playing. Returns what
 * is still missing after 15 s, or ''.
 */
export async function settled(page: Page): Promise<string> {
  const missing = () =>
    page.evaluate(() => {
      const waiting = [...document.querySelectorAll<HTMLElement>('x-island:not([data-hydrated])')].filter((el) => {
        const on = el.dataset.on || 'load';
        const media = /^media\((.*)\)$/.exec(on);
        return on !== 'interaction' && !(media && !matchMedia(media[1]!).matches);
      });
      const out = waiting.map((el) => `island ${el.dataset.island} not hydrated`);
      const map = document.querySelector('.map-frame');
      if (map && !map.querySelector('.leaflet-tile-loaded')) out.push('no map tile shown');
      if (map && !map.querySelector('.leaflet-control-attribution a')) out.push('no map credit shown');
      // An entrance still playing (tiles sliding in) shows its text half-faded: read it once still.
      const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (moving.length) out.push(`${moving.length} animation(s) still playing`);
      return out.join(', ');
    });
  const end = Date.now() + 15_000;
  for (;;) {
    const still = await missing();
    if (!still || Date.now() > end) return still && `after 15 s, ${still}`;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * axe-core on the page as it is now, once settled: a line per violation (with its elements), or
 * what kept the page from settling; none when clean. `where` names the page in each line.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const unsettled = await settled(page);
  if (unsettled) return [`${where}: ${unsettled}`];
  // Chromium runs it as the DevTools console would, outside the page's policy (script-src
  // 'self'); Firefox (BiDi) and WebKit (WebDriver) run a client's scripts outside it too.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(
    // Frames hold third-party pages only (here, blank stand-ins): axe stays in the page.
    (tags) => (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false }),
    AXE_TAGS,
  )) as AxeResults;
  return results.violations.map((v) => {
    const nodes = v.nodes.map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').split('\n').join('\n        ')}`).join('\n');
    return `${where} (${engine}): ${v.id} (${v.impact}) ${v.help}\n      ${v.helpUrl}\n${nodes}`;
  });
}
