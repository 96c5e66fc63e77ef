// Instant pages: a link to another page of the site, hovered or pressed, is prerendered by the
// browser (Speculation Rules, named by an HTTP header: no inline script, the policy unchanged), so
// the click shows it at once. Chromium's; other engines navigate as before, which the other
// tests cover.
//
// No CDP session of the test's own on a page whose prerender is awaited: Chromium refuses to
// prerender for a page that has one (PrerenderingDisabledByDevTools). Puppeteer's own sessions go
// through the tab's target, which Chromium allows.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, HTTPRequest, Target } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { headersFor } from '../../build/output/hosting.ts';
import { cannot, engine, freshBrowser, visibleLink } from '../helpers/browser.ts';
import { browserSuite, type BrowserContext } from '../helpers/suites.ts';

// Chromium's (see above): the other engines neither build the site nor start a browser for it.
const test = engine === 'chromium' ? browserSuite('instant pages') : suite<BrowserContext>('instant pages');
const RULES = '/speculation-rules.json';

const chromiumOnly = (check: string) => cannot(['firefox', 'webkit'], check, 'Speculation Rules and the checks of what they match are Chromium’s');

/**
 * A page of its own (not the helpers' reused tabs, which hold a CDP session), every request off
 * the machine refused; its console's policy lines go to `policy`.
 */
async function newPage(browser: Browser, origin: string, policy: string[] = []) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.on('console', (m) => /Content Security Policy|Refused to|speculation/i.test(m.text()) && policy.push(m.text()));
  await page.setRequestInterception(true);
  page.on('request', (r: HTTPRequest) => (r.url().startsWith(origin) || r.url().startsWith('data:') ? r.continue() : r.abort('blockedbyclient')));
  return { page, policy };
}

test('every response names the rules file in a Speculation-Rules header, and the file is served as application/speculationrules+json', async ({ origin, outDir }) => {
  if (chromiumOnly('the Speculation-Rules header')) return;
  const rules = readFileSync(path.join(outDir, '_headers'), 'utf8');
  for (const pathname of ['/', '/contact', '/assets/x.css', '/404']) assert.is(headersFor(rules, pathname)['Speculation-Rules'], `"${RULES}"`, pathname);
  for (const url of ['/', '/contact', '/nos-realisations/villa-pamplemousse/', '/no-such-page']) {
    const response = await fetch(origin + url);
    assert.is(response.headers.get('speculation-rules'), `"${RULES}"`, url);
  }
  const file = await fetch(origin + RULES);
  assert.is(file.status, 200);
  assert.is(file.headers.get('content-type'), 'application/speculationrules+json');
  const json = (await file.json()) as { prerender: { eagerness: string }[] };
  assert.ok(json.prerender.length > 0 && json.prerender.every((r) => r.eagerness === 'moderate'));
  // No inline rules (the policy would refuse them).
  assert.not.match(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'speculationrules');
});

test('the links the browser may prerender are the site’s pages: never a download, a feed, an image or a link that opens elsewhere', async ({ browser, origin, outDir }) => {
  if (chromiumOnly('speculation candidates')) return;
  const problems: string[] = [];
  // A business card (vCard, PDF, QR code links), a project (links to full-size photos), the news (feed), the home page.
  for (const route of ['/carte-de-visite-lucas-morel', '/nos-realisations/villa-pamplemousse', '/actualites', '/']) {
    const page = await browser.browser.newPage();
    // Chromium lists the candidates a page's rules match through the Preload domain (a CDP
    // session: no prerender on this page, which is not needed here).
    const cdp = await page.createCDPSession();
    let candidates: string[] = [];
    cdp.on('Preload.preloadingAttemptSourcesUpdated', (e) => void (candidates = e.preloadingAttemptSources.map((s) => s.key.url)));
    await cdp.send('Preload.enable');
    await page.setRequestInterception(true);
    page.on('request', (r) => (r.url().startsWith(origin) ? r.continue() : r.abort('blockedbyclient')));
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.waitForFunction(() => true);
    for (let i = 0; i < 50 && candidates.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => ({ url: a.href, elsewhere: a.hasAttribute('target') || a.hasAttribute('download') || a.relList.contains('nofollow') })),
    );
    const here = new URL(page.url());
    /** A page of the built site: a folder with its index.html (the 404 page aside). */
    const isPage = (url: URL) => url.origin === origin && existsSync(path.join(outDir, url.pathname, 'index.html'));
    const expected = new Set(
      links
        .filter((l) => !l.elsewhere)
        .map((l) => new URL(l.url))
        // (A link to a part of this very page is no navigation to prerender.)
        .filter((u) => isPage(u) && !(u.hash && u.pathname === here.pathname && u.search === here.search))
        .map((u) => u.href),
    );
    const got = new Set(candidates);
    for (const url of got) if (!expected.has(url)) problems.push(`${route}: ${url} may be prerendered`);
    for (const url of expected) if (!got.has(url)) problems.push(`${route}: ${url}, a page, is not among the candidates`);
    // What the rules must leave out is there to be left out.
    const kept = links.map((l) => new URL(l.url)).filter((u) => u.origin === origin && !isPage(u));
    if (route.startsWith('/carte-de-visite') && !kept.some((u) => u.pathname.endsWith('.vcf'))) problems.push(`${route}: no vCard link to leave out`);
    await cdp.detach();
    await page.close();
  }
  assert.equal(problems, []);
});

test('a link hovered is prerendered (the policy allows the rules file), and the click shows the page at once', async ({ origin }) => {
  if (chromiumOnly('prerender on hover')) return;
  const policy: string[] = [];
  let asked: { url: string; prerender: boolean }[] = [];
  const until = async (done: () => boolean, ms: number) => {
    for (let waited = 0; waited < ms && !done(); waited += 50) await new Promise((r) => setTimeout(r, 50));
    return done();
  };
  // Every question to the browser bounded: a tab half handed over to the prerendered page may
  // never answer, nor may the browser afterwards (a new tab asked of it waited for ever).
  const within = <T,>(promise: Promise<T>, fallback: T, ms = 2000) => Promise.race([promise.catch(() => fallback), new Promise<T>((r) => setTimeout(() => r(fallback), ms))]);
  // A busy machine may be slow to start the prerender, or to hand the tab over to it: another
  // visit if a click found none.
  const VISITS = 3;
  let activation: number | null = null;
  let story = '';
  for (let visit = 1; visit <= VISITS; visit++) {
    // Each visit in a browser of its own: one that has run other suites may start no prerender
    // at all, and one whose prerender was activated late, after the visit gave up on it, may no
    // longer open a tab.
    const own = await freshBrowser();
    try {
      const opened = await within(newPage(own, origin, policy), null, 10_000);
      if (!opened) {
        story += `visit ${visit}: the browser opened no tab; `;
        continue;
      }
      const { page } = opened;
      // What the tab asked for, and why: the prerendered page's own requests carry
      // `Sec-Purpose: prefetch;prerender` (its document aside, which puppeteer does not see).
      asked = [];
      page.on('request', (r) => asked.push({ url: new URL(r.url()).pathname, prerender: /prerender/.test(r.headers()['sec-purpose'] ?? '') }));
      await page.goto(`${origin}/carte-de-visite-lucas-morel`, { waitUntil: 'load', timeout: 20_000 });
      // The hover counts only once the page has its rules (fetched beside the page, named by the
      // header), and only in the tab in front: Chromium drops the prerender of a tab sent behind.
      const rules = await until(() => asked.some((a) => a.url === RULES && !a.prerender), 10_000);
      await within(page.bringToFront(), undefined);
      const link = await visibleLink(page, '/contact');
      await within(page.hover(link), undefined, 5000);
      // The prerender has started once its page asks for something; a moment more to load it.
      const started = await until(() => asked.some((a) => a.prerender), 15_000);
      if (started) await new Promise((r) => setTimeout(r, 1000));
      // The prerendered page takes the tab's place: the frame puppeteer watched is gone (no
      // waitForNavigation), and the page's main frame is the new one a moment later; the click
      // itself may never be answered.
      const click = await within(
        page.click(link).then(() => 'answered', (e: Error) => `refused (${e.message})`),
        'unanswered',
        5000,
      );
      const shown = await activationOf(own, within);
      activation = shown.at;
      story += `visit ${visit}: rules ${rules ? 'fetched' : 'never fetched'}, prerender ${started ? 'started' : 'never started'} after the hover, click ${click}, activationStart ${activation}${activation === null ? `, tabs at ${shown.where}` : ''}; `;
      if (activation !== null && activation > 0) break;
    } finally {
      await within(own.close(), undefined, 5000);
    }
  }
  assert.ok(activation !== null, `the click did not lead to /contact (${story})`);
  // activationStart: when the prerendered page was shown, after it was loaded; 0 for a page loaded on the click.
  assert.ok(activation! > 0, `the page was loaded on the click, not prerendered (${story})`);
  assert.equal(policy, [], 'the console reports no policy violation or rules error');
});

/**
 * When /contact was shown: its activationStart, or null after 20 s and where
 * the tabs were then. Read through a session of the test's own on each tab at /contact (the
 * browser's list of targets, not puppeteer's frames: a page it watched while prerendered may
 * stop answering it once shown), opened after the click, when no prerender is left to refuse.
 */
async function activationOf(browser: Browser, within: <T>(promise: Promise<T>, fallback: T) => Promise<T>): Promise<{ at: number | null; where: string }> {
  // (Whole or not: a page loaded on the click has an activationStart of 0 from its first byte.)
  const shown = `location.pathname === '/contact' && !document.prerendering ? performance.getEntriesByType('navigation')[0]?.activationStart ?? null : null`;
  const sessions = new Map<Target, CDPSession | null>();
  const answers = new Map<Target, string>();
  const tabs = () => browser.targets().filter((t) => t.type() === 'page');
  // 20 s in all, however long each tab takes to answer.
  for (const end = Date.now() + 20_000; Date.now() < end; ) {
    for (const tab of tabs().filter((t) => new URL(t.url(), 'about:blank').pathname === '/contact')) {
      if (!sessions.has(tab)) sessions.set(tab, await within(tab.createCDPSession(), null));
      const cdp = sessions.get(tab);
      const answer = cdp ? await within(cdp.send('Runtime.evaluate', { expression: shown, returnByValue: true }), null) : null;
      if (typeof answer?.result.value === 'number') return { at: answer.result.value, where: '' };
      answers.set(tab, answer ? 'not shown' : 'no answer');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const where = tabs().map((t) => `${t.url() || '(no address)'}${sessions.has(t) ? ` (${sessions.get(t) ? answers.get(t) : 'no session'})` : ''}`);
  return { at: null, where: where.join(', ') || 'none' };
}

test.run();
