// From one page of the site to the next, the browser cross-fades (a cross-document view
// transition, `@view-transition` in base.css) unless the visitor asks for reduced motion.
// Chromium and WebKit (Safari 18.2+); Firefox has none and navigates as before, which every
// other test covers. The other suites end each transition as it starts (skipViewTransitions in
// the helpers); these let it run.
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cannot, engine, openPage, visibleLink } from '../helpers/browser.ts';
import { buildSite } from '../helpers/site.ts';
import { browserSuite, type BrowserContext } from '../helpers/suites.ts';

const test = engine === 'firefox' ? suite<BrowserContext>('view transitions') : browserSuite('view transitions', buildSite, { viewTransitions: true });
const none = () => cannot(['firefox'], 'cross-document view transitions', 'Firefox has none');

/** The page's @view-transition rule: what it asks for, and the condition of the @media rule around it. */
function transitionRule(page: Page) {
  return page.evaluate(() => {
    // (No named function in here: tsx would wrap it in a helper the page does not have.)
    const rules: CSSRule[] = [...document.styleSheets].flatMap((s) => [...s.cssRules]);
    for (let i = 0; i < rules.length; i++) if ('cssRules' in rules[i]!) rules.push(...(rules[i] as CSSGroupingRule).cssRules);
    const found = rules.find((r) => r.constructor.name === 'CSSViewTransitionRule');
    return found ? { navigation: (found as CSSRule & { navigation: string }).navigation, media: (found.parentRule as CSSMediaRule | null)?.conditionText ?? '' } : null;
  });
}

/** Follows the first link to `href` a visitor can see, as a visitor does: a click. */
async function follow(page: Page, href: string) {
  const link = await visibleLink(page, href);
  await page.$eval(link, (a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(link)]);
  assert.is(new URL(page.url()).pathname, href);
}

test('the stylesheet asks for the cross-fade only where the visitor has not asked for reduced motion', async ({ browser, origin }) => {
  if (none()) return;
  const { page } = await openPage(browser.browser, origin, { viewTransitions: true });
  await page.goto(`${origin}/honoraires`, { waitUntil: 'load' });
  assert.equal(await transitionRule(page), { navigation: 'auto', media: '(prefers-reduced-motion: no-preference)' });
  await page.close();
});

test('a link followed cross-fades to the next page, which then answers clicks; with reduced motion the page just changes', async ({ browser, origin }) => {
  if (none()) return;
  for (const reducedMotion of [false, true]) {
    const { page } = await openPage(browser.browser, origin, { reducedMotion, viewTransitions: true });
    // Whether each page was shown through a transition, and when that ended, recorded as it is revealed.
    await page.evaluateOnNewDocument(() => {
      addEventListener('pagereveal', (e) => {
        const transition = (e as Event & { viewTransition?: { finished: Promise<void> } | null }).viewTransition;
        Object.assign(window, { __transition: Boolean(transition), __settled: transition ? transition.finished.then(() => true) : Promise.resolve(true) });
      });
    });
    await page.goto(`${origin}/honoraires`, { waitUntil: 'load' });
    await follow(page, '/mentions-legales');
    // pagereveal comes with the new page's first frame, which may follow its load event.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.is(await page.evaluate(() => (window as unknown as { __transition?: boolean }).__transition), !reducedMotion, reducedMotion ? 'a view transition ran despite reduced motion' : 'no view transition between two pages');
    // Once the cross-fade is over, the new page is the one clicked (not a snapshot of it).
    assert.ok(await page.evaluate(() => (window as unknown as { __settled: Promise<boolean> }).__settled));
    await follow(page, '/contact');
    await page.close();
  }
});

test.run();
