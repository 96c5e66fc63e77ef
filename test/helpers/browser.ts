// The system's browsers, launched the way this machine needs them, with every request that would
// leave the machine answered or refused here: tests never reach the internet. TEST_BROWSER picks
// the engine (test/run.ts sets it from --browser): Chromium over CDP, Firefox ESR over WebDriver
// BiDi, both driven by puppeteer; WebKit (WebKitGTK's MiniBrowser) over classic WebDriver, through
// a page object that speaks puppeteer's Page (./webkit.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer';
import { WebKitBrowser, webkitMissing, type WebKitPage } from './webkit.ts';

export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((c) => c && existsSync(c));
  if (!found) throw new Error('No Chromium found: install Debian\'s "chromium" package or set PUPPETEER_EXECUTABLE_PATH.');
  return found;
}

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: Engine[] = ['chromium', 'firefox', 'webkit'];

/** The engine this test process drives. */
export const engine: Engine = ((): Engine => {
  const name = process.env.TEST_BROWSER ?? 'chromium';
  if (!ENGINES.includes(name as Engine)) throw new Error(`TEST_BROWSER=${name}: not one of ${ENGINES.join(', ')}`);
  return name as Engine;
})();

export function firefoxPath(): string {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((c) => c && existsSync(c));
  if (!found) throw new Error('No Firefox found: install Debian\'s "firefox-esr" package or set FIREFOX_PATH.');
  return found;
}

/** The checks this run could not make in its engine, with the reason: test/run.ts prints them. */
export const skipped: string[] = [];

/** True (and the check is listed as skipped, with why) when the engine cannot make it. */
export function cannot(engines: Engine[], check: string, reason: string): boolean {
  if (!engines.includes(engine)) return false;
  const entry = `${check} (${engine}: ${reason})`;
  if (!skipped.includes(entry)) skipped.push(entry);
  return true;
}

/** Why pages opened with `javaScript: false` show no <noscript> content in Firefox and WebKit (see openPage). */
export const NOSCRIPT_REASON = 'scripts can only be refused at the network there, so <noscript> content stays hidden';

const FIREFOX = {
  browser: 'firefox' as const,
  get executablePath() {
    return firefoxPath();
  },
  headless: true,
  // Scrollbars over the page, as on phones and in headless Chromium: a 375 px window lays out
  // 375 px, not 375 less a scrollbar.
  extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 } as Record<string, unknown>,
};

export interface TestBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

export async function launch(): Promise<TestBrowser> {
  if (engine === 'webkit') {
    const missing = webkitMissing();
    if (missing) throw new Error(`The WebKit tests need ${missing}.`);
    const webkit = await WebKitBrowser.launch();
    return { browser: webkit as unknown as Browser, close: () => webkit.close() };
  }
  const userDataDir = mkdtempSync(path.join(tmpdir(), `${engine}-test-`));
  const browser = engine === 'firefox'
    ? await puppeteer.launch({ ...FIREFOX, userDataDir })
    : await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

const twins = new WeakMap<Browser, Promise<Browser>>();

/**
 * Neither Firefox over BiDi nor WebKit over WebDriver can emulate a media feature for one page:
 * a visitor who asked for reduced motion is a second browser beside `browser`, started with
 * that preference the first time one is needed, closed with it.
 */
function stillTwin(browser: Browser): Promise<Browser> {
  let twin = twins.get(browser);
  if (!twin) {
    const userDataDir = mkdtempSync(path.join(tmpdir(), `${engine}-still-`));
    twin =
      engine === 'webkit'
        ? (WebKitBrowser.launch({ reducedMotion: true }) as unknown as Promise<Browser>)
        : puppeteer.launch({ ...FIREFOX, userDataDir, extraPrefsFirefox: { ...FIREFOX.extraPrefsFirefox, 'ui.prefersReducedMotion': 1 } });
    twins.set(browser, twin);
    browser.once('disconnected', () =>
      void twin!.then(async (b) => {
        await b.close();
        rmSync(userDataDir, { recursive: true, force: true });
      }),
    );
  }
  return twin;
}

export type Interceptor = (request: HTTPRequest) => boolean | Promise<boolean>;

/**
 * A new page whose requests to anything but `origin` go through `intercept` (which answers
 * and returns true) or are aborted. `requests` lists every URL the page asked for.
 */
export async function openPage(
  browser: Browser,
  origin: string,
  options: {
    width?: number;
    height?: number;
    intercept?: Interceptor;
    javaScript?: boolean;
    reducedMotion?: boolean;
    /**
     * Holds back a local response, by URL (e.g. to type before an island loads): for so many
     * milliseconds, or until the promise settles (a gate the test opens when it is ready).
     */
    delay?: (url: string) => number | Promise<unknown>;
    /** Answers a local request itself (returns true), e.g. to make a file fail. */
    local?: Interceptor;
    /** In a window of its own: stays visible (frames, observers, lazy images) beside other pages. */
    window?: boolean;
  } = {},
): Promise<{ page: Page; requests: string[]; errors: string[]; console: string[] }> {
  const still = options.reducedMotion && engine !== 'chromium';
  const target = still ? await stillTwin(browser) : browser;
  const page = await target.newPage(options.window ? { type: 'window' } : undefined);
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 });
  // Neither Firefox over BiDi nor WebKit over WebDriver can turn scripts off for one page, and
  // with them off for the whole browser neither can read the page: there, the page's scripts
  // are refused at the network instead. The site has no inline script (its CSP forbids them),
  // so the page runs none; only <noscript> content stays hidden (NOSCRIPT_REASON).
  const blockScripts = options.javaScript === false && engine !== 'chromium';
  if (blockScripts && engine === 'webkit') (page as unknown as WebKitPage).scriptsBlocked = true;
  if (options.javaScript === false && !blockScripts) await page.setJavaScriptEnabled(false);
  if (options.reducedMotion && !still) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  if (still && engine === 'webkit') {
    // WebKitGTK tells a page's process of GTK's "no animations" a moment after that process
    // starts: on a busy machine the first page can load (and its carousel start turning) before
    // it knows. A first visit to the origin waits until it does; the test's own page, of the same
    // site, then opens in that process, wish known.
    await page.goto(`${origin}/robots.txt`);
    await page.waitForFunction(() => matchMedia('(prefers-reduced-motion: reduce)').matches, { timeout: 10_000 });
  }
  const requests: string[] = [];
  const errors: string[] = [];
  const consoleLines: string[] = [];
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  await page.setRequestInterception(true);
  page.on('request', async (request) => {
    requests.push(request.url());
    // (BiDi does not say what a request is for: a script is a .js file.)
    if (blockScripts && /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) return request.abort('blockedbyclient');
    if (request.url().startsWith(origin) || request.url().startsWith('data:')) {
      if (options.local && (await options.local(request))) return;
      const wait = options.delay?.(request.url()) ?? 0;
      if (typeof wait !== 'number') await wait;
      else if (wait) await new Promise((r) => setTimeout(r, wait));
      return request.continue();
    }
    if (options.intercept && (await options.intercept(request))) return;
    return request.abort('blockedbyclient');
  });
  return { page, requests, errors, console: consoleLines };
}

/** Polls from Node: works with JavaScript disabled in the page, where waitForFunction cannot. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Scrolls to the bottom a screen at a time, so lazy images load and `visible` islands hydrate. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // A frame per screen: intersection observers and lazy loading run on rendering frames.
    // (No named function in here: tsx would wrap it in a helper the page does not have.)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
  await page.waitForNetworkIdle({ idleTime: 250, timeout: 15_000 });
  // Lazy images out of any viewport's reach (hidden, or beside the window in a side-scroller)
  // never load: not awaited.
  await page
    .waitForFunction(
      () =>
        [...document.images].every((img) => {
          if (img.complete || !img.checkVisibility()) return true;
          const r = img.getBoundingClientRect();
          return img.loading === 'lazy' && (r.left >= innerWidth || r.right <= 0);
        }),
      { timeout: 5_000 },
    )
    .catch(() => console.warn(`  some images still loading on ${page.url()}`));
  await page.evaluate(() => window.scrollTo(0, 0));
}
