// The system's browsers, launched the way this machine needs them, with every request that would
// leave the machine answered or refused here: tests never reach the internet. TEST_BROWSER picks
// the engine (test/run.ts sets it from --browser): Chromium over CDP, Firefox ESR over WebDriver
// BiDi, both driven by puppeteer; WebKit (WebKitGTK's MiniBrowser) over classic WebDriver, through
// a page object that speaks puppeteer's Page (./webkit.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type CDPSession, type HTTPRequest, type Page } from 'puppeteer';
import { WebKitBrowser, webkitMissing, type WebKitOptions, type WebKitPage } from './webkit.ts';

/**
 * Chromium for the tests: Debian's headless shell when it is installed (the same Blink, without
 * the browser's windows, tabs and UI process: the gallery tests took 30 CPU-s in it against 48 in
 * the full browser, the whole Chromium suite about a third less), else the browser itself.
 * `full`: the browser only (Lighthouse measures a page as the browser shows it).
 */
export function chromiumPath(options: { full?: boolean } = {}): string {
  const shell = options.full ? [] : ['/usr/bin/chromium-headless-shell'];
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, ...shell, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
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

/**
 * The widths a widget's test runs at: a phone's and a computer's in Chromium; in WebKit the
 * phone's (Safari's own ground), in Firefox the computer's. A widget's code is the same at every
 * width, and its layout is read at every width in every engine by the width test.
 */
export const WIDGET_WIDTHS: number[] = engine === 'chromium' ? [375, 1280] : engine === 'webkit' ? [375] : [1280];

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
  extraPrefsFirefox: {
    // Scrollbars over the page, as on phones and in headless Chromium: a 375 px window lays out
    // 375 px, not 375 less a scrollbar.
    'ui.useOverlayScrollbars': 1,
    // One content process for every page (the tests visit one site): no process started, and
    // another kept warm, for each new page and origin.
    'fission.autostart': false,
    'dom.ipc.processCount': 1,
    'dom.ipc.processPrelaunch.enabled': false,
    // Frames at 30 a second, not 60: a headless Firefox draws each one in software, and the
    // tests wait on frames by count, never by time (the form tests, their toasts and fields
    // animated: 147 CPU-s at 60, 126 at 30; the width tests, still pages: 130 and 133).
    'layout.frame_rate': 30,
  } as Record<string, unknown>,
};

export interface TestBrowser {
  /** A context of its own, with the browser's API (new pages, targets, permissions in Chromium). */
  browser: Browser;
  close: () => Promise<void>;
}

/** A browser launched for this process (see launch()), and its profile folder. */
interface Shared {
  browser: Browser;
  userDataDir: string;
}
const launched: Promise<Shared>[] = [];

let fullChromium = false;
/** The Chromium launched from now on is the full browser, not the headless shell (see chromiumPath). */
export function useFullChromium() {
  fullChromium = true;
}

async function start(reducedMotion = false): Promise<Shared> {
  const executablePath = chromiumPath({ full: fullChromium });
  const userDataDir = mkdtempSync(path.join(tmpdir(), `${engine}-${reducedMotion ? 'still' : 'test'}-`));
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({ ...FIREFOX, userDataDir, extraPrefsFirefox: { ...FIREFOX.extraPrefsFirefox, ...(reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}) } })
      : await puppeteer.launch({
          executablePath,
          headless: path.basename(executablePath).includes('headless-shell') ? 'shell' : true,
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
  return { browser, userDataDir };
}

/** The process's browser (the still one: with reduced motion asked for), started again if it died. */
let main: Promise<Shared> | null = null;
let still: Promise<Shared> | null = null;
async function running(which: 'main' | 'still'): Promise<Browser> {
  let current = which === 'main' ? main : still;
  if (current && !(await current).browser.connected) current = null;
  if (!current) {
    current = start(which === 'still');
    launched.push(current);
    if (which === 'main') main = current;
    else still = current;
  }
  return (await current).browser;
}

/**
 * Chromium and Firefox: one browser per test process (Firefox takes some 5 s of CPU to start),
 * each suite in a fresh context of it (an incognito profile: no cookie, storage or cache of
 * another suite's). WebKit: a MiniBrowser per suite (1.5 s).
 */
export async function launch(options: Pick<WebKitOptions, 'crossOriginFrames' | 'viewTransitions'> = {}): Promise<TestBrowser> {
  if (engine === 'webkit') {
    const missing = webkitMissing();
    if (missing) throw new Error(`The WebKit tests need ${missing}.`);
    const webkit = await WebKitBrowser.launch(options);
    return { browser: webkit as unknown as Browser, close: () => webkit.close() };
  }
  const context = await (await running('main')).createBrowserContext();
  const browser = context as unknown as Browser;
  return {
    browser,
    close: async () => {
      await context.close().catch(() => {});
      await (await stillContexts.get(browser))?.close().catch(() => {});
    },
  };
}

/**
 * Chromium only: a browser of the caller's own, started now, for a check that the state of a
 * browser that has already run other suites could change (closed with the others at the end).
 */
export async function freshBrowser(): Promise<Browser> {
  const started = start();
  launched.push(started);
  return (await started).browser;
}

/** Closes the browsers this process started: test/run.ts calls it once every file has run. */
export async function closeBrowsers() {
  for (const done of launched.splice(0)) {
    const { browser, userDataDir } = await done.catch(() => ({ browser: null, userDataDir: '' }));
    // A browser that no longer answers (a prerender handed over half-way, say) is given 5 s, then killed.
    await Promise.race([browser?.close().catch(() => {}), new Promise((r) => setTimeout(r, 5000))]);
    browser?.process()?.kill('SIGKILL');
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
  main = still = null;
}

/** Chromium only: lets the suite's pages on `origin` use these permissions (e.g. the clipboard). */
export async function grant(browser: Browser, origin: string, permissions: Parameters<BrowserContext['overridePermissions']>[1]) {
  await (browser as unknown as BrowserContext).overridePermissions(origin, permissions);
}

const twins = new WeakMap<Browser, Promise<Browser>>();
const stillContexts = new WeakMap<Browser, Promise<BrowserContext>>();

/**
 * Neither Firefox over BiDi nor WebKit over WebDriver can emulate a media feature for one page:
 * a visitor who asked for reduced motion is a second browser beside `browser`, started with
 * that preference. In Firefox, the process's still browser, in a context of the suite's; in
 * WebKit, a second MiniBrowser, closed with the suite's.
 */
function stillTwin(browser: Browser): Promise<Browser> {
  if (engine !== 'webkit') {
    let context = stillContexts.get(browser);
    if (!context) {
      context = running('still').then((b) => b.createBrowserContext());
      stillContexts.set(browser, context);
    }
    return context as unknown as Promise<Browser>;
  }
  let twin = twins.get(browser);
  if (!twin) {
    twin = WebKitBrowser.launch({ ...(browser as unknown as WebKitBrowser).options, reducedMotion: true }) as unknown as Promise<Browser>;
    twins.set(browser, twin);
    browser.once('disconnected', () => void twin!.then((b) => b.close()));
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
    /**
     * Lets the site's cross-fade from page to page run (Chromium: a tab of its own, as the
     * others end it; see skipViewTransitions). WebKit decides per browser:
     * `launch({ viewTransitions: true })`.
     */
    viewTransitions?: boolean;
  } = {},
): Promise<{ page: Page; requests: string[]; errors: string[]; console: string[] }> {
  const still = options.reducedMotion && engine !== 'chromium';
  const target = still ? await stillTwin(browser) : browser;
  const page = options.window || options.viewTransitions ? await target.newPage(options.window ? { type: 'window' } : undefined) : await reusedPage(target);
  if (options.window && engine === 'chromium') await skipViewTransitions(await page.createCDPSession());
  // A tab of its own with no session of the harness's would prerender a hovered link (the site's
  // Speculation Rules): a click then swaps the prerendered page in for the frame puppeteer waits
  // on ("Navigating frame was detached"). A session on the tab turns prerendering off
  // (PrerenderingDisabledByDevTools), as it is in every other tab; instant.test.ts tests it.
  else if (options.viewTransitions && engine === 'chromium') await page.createCDPSession();
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
  const answer = async (request: HTTPRequest) => {
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
  };
  page.on('request', (request) => void answer(request).catch(notAnswered(request)));
  return { page, requests, errors, console: consoleLines };
}

/**
 * A request the page no longer waits for (it was closed, or went on to another page) cannot be
 * answered: Chromium's CDP says nothing, Firefox's BiDi rejects (an abort or a response, where
 * puppeteer passes the error on). Said in the log (`answer.catch(notAnswered(request))`), as
 * left unhandled it would end the test process. An interceptor that answers returns the answer's
 * promise, which openPage awaits.
 */
export const notAnswered = (request: HTTPRequest) => (e: unknown) => console.error(`(request not answered, ${request.url()}: ${e instanceof Error ? e.message : e})`);

/**
 * Chromium: every tab the tests open ends the site's cross-document view transitions as they
 * start, on the page left and the page shown, unless a test asks for them (openPage's
 * `viewTransitions`). A transition's 320 ms cross-fade shows snapshots of both pages, and a click
 * in that time lands on the snapshot, not on the link under it: the no-JavaScript pagination
 * test's second click never led anywhere. The script runs in a world of its own, so it also runs
 * in pages with JavaScript off, and needs the Page domain on in its session. (WebKit: MiniBrowser's
 * --features, see WebKitOptions; Firefox has no such transitions.)
 */
async function skipViewTransitions(cdp: CDPSession) {
  await cdp.send('Page.enable');
  const source = `for (const type of ['pageswap', 'pagereveal']) addEventListener(type, (e) => e.viewTransition?.skipTransition());`;
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source, worldName: 'test-harness' });
}

/**
 * Chromium: the pages of a context that their tests have closed, ready for the next test (the
 * form tests: 137 CPU-s in new tabs, 104 in reused ones). `page.close()` of a page from openPage
 * leaves the tab as a new one would be: on about:blank, its session storage emptied, its scripts
 * for new documents, event listeners and emulated settings gone, the mouse back at the corner,
 * and nothing of the last pages kept in memory (an image or script kept there is shown without a
 * request: a test that fails a file, or checks that one is not asked for, would see nothing).
 * Then the next openPage of the context takes it, in front. Firefox keeps such files in memory
 * with no way to empty it from outside, and with its caches bypassed a reused tab costs about
 * what a new one does (the form tests: 141 CPU-s, 149 in new tabs): it opens new tabs. WebKit's
 * harness keeps one tab per browser itself. A page in a window of its own, or one that could not
 * be brought back to a new tab's state, is closed for real.
 */
const idle = new WeakMap<Browser, Page[]>();

async function reusedPage(target: Browser): Promise<Page> {
  if (engine !== 'chromium') return target.newPage();
  let pool = idle.get(target);
  if (!pool) idle.set(target, (pool = []));
  for (let page = pool.pop(); page; page = pool.pop()) {
    if (page.isClosed()) continue;
    await page.bringToFront();
    return page;
  }
  const page = await target.newPage();
  const cdp = await page.createCDPSession();
  await skipViewTransitions(cdp);
  const scripts: string[] = [];
  // The emulated settings a test changed, by the method it called: undone on close.
  const changed = new Set<string>();
  for (const name of ['setJavaScriptEnabled', 'emulateMediaFeatures', 'setOfflineMode'] as const) {
    const original = (page[name] as (...a: unknown[]) => Promise<void>).bind(page);
    Object.assign(page, { [name]: (...a: unknown[]) => (changed.add(name), original(...a)) });
  }
  const addScript = page.evaluateOnNewDocument.bind(page);
  page.evaluateOnNewDocument = (async (...args: Parameters<Page['evaluateOnNewDocument']>) => {
    const added = await addScript(...args);
    scripts.push(added.identifier);
    return added;
  }) as Page['evaluateOnNewDocument'];
  const close = page.close.bind(page);
  page.close = async () => {
    try {
      if (changed.has('setJavaScriptEnabled')) await page.setJavaScriptEnabled(true);
      if (changed.has('setOfflineMode')) await page.setOfflineMode(false);
      await page.evaluate(() => sessionStorage.clear()).catch(() => {});
      await page.goto('about:blank');
      await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
      // A request of the last page that never ended (a frame's, held by a test) would keep the
      // next test's page from ever being idle: such a tab is closed for real.
      await page.waitForNetworkIdle({ idleTime: 0, timeout: 500 });
      for (const event of ['request', 'console', 'pageerror', 'dialog', 'response', 'requestfailed', 'requestfinished'] as const) page.removeAllListeners(event);
      for (const id of scripts.splice(0)) await page.removeScriptToEvaluateOnNewDocument(id);
      if (changed.has('emulateMediaFeatures')) await page.emulateMediaFeatures([]);
      changed.clear();
      await page.mouse.reset();
      pool.push(page);
    } catch {
      await close();
    }
  };
  return page;
}

/**
 * Empties a field as a person would (a click to it, its text selected, Backspace), then types.
 * Not a triple click: one read as a double click when the page answers late (WebKit under load)
 * left Backspace to take one word only, or nothing. The field is brought mid-screen first: at
 * the top, a sticky header would take the click.
 */
export async function retypeField(page: Page, selector: string, text: string) {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector);
  await page.$eval(selector, (el) => (el as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Marks the first link to `href` a visitor can see, and returns its selector. */
export async function visibleLink(page: Page, href: string): Promise<string> {
  const found = await page.evaluate((href) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${href}"]`)].find((a) => a.checkVisibility() && a.getBoundingClientRect().width > 0);
    link?.setAttribute('data-test-link', '');
    return Boolean(link);
  }, href);
  if (!found) throw new Error(`no visible link to ${href} on ${page.url()}`);
  return 'a[data-test-link]';
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

/**
 * Waits `delay` ms in the page (a page timer, queued after any the page has set for as long),
 * then until the window has not scrolled for three frames: a click measured while the page
 * scrolls by itself (the contact form's move to its anchor) lands beside its element.
 */
export async function scrollSettled(page: Page, delay = 0) {
  await page.evaluate(async (wait: number) => {
    await new Promise((r) => setTimeout(r, wait));
    let last = scrollY;
    for (let frame = 0, still = 0; still < 3 && frame < 300; frame++) {
      await new Promise((r) => requestAnimationFrame(r));
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
    }
  }, delay);
}

/**
 * In the page, the images a visitor's browser is still fetching. A lazy image out of any
 * viewport's reach never loads, so is not one: hidden at this width, or beside the window in a
 * side-scroller (a carousel's next slides load only when scrolled to).
 */
export const STILL_LOADING = `[...document.images].filter((img) => {
  if (img.complete || !img.checkVisibility()) return false;
  const r = img.getBoundingClientRect();
  return !(img.loading === 'lazy' && (r.left >= innerWidth || r.right <= 0));
})`;

/**
 * Scrolls to the bottom a screen at a time, so lazy images load and `visible` islands hydrate.
 * The bottom is where the page stays as long as two frames: the page may grow on the way down (an
 * island below hydrating, a late image), and the last screen is then scrolled to again.
 */
export async function scrollThrough(page: Page) {
  const bottom = await page.evaluate(async () => {
    // Instant jumps: the site scrolls smoothly, and a smooth scroll started on every frame never
    // gets anywhere (Chromium stayed at the top; Firefox stopped two thirds of the way down).
    // A frame per screen: intersection observers and lazy loading run on rendering frames.
    // (No named function in here: tsx would wrap it in a helper the page does not have.)
    const root = document.documentElement;
    let lowest = 0;
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((r) => requestAnimationFrame(r));
    for (let screen = 0; screen < 500; screen++) {
      lowest = Math.max(lowest, scrollY + innerHeight);
      if (scrollY + innerHeight >= root.scrollHeight - 1) {
        const before = root.scrollHeight;
        for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
        if (root.scrollHeight === before) break;
      }
      window.scrollTo({ top: scrollY + innerHeight, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(r));
    }
    return { lowest, height: root.scrollHeight };
  });
  if (bottom.lowest < bottom.height - 1) throw new Error(`scrolled down to ${bottom.lowest} px of ${bottom.height} on ${page.url()}`);
  await page.waitForNetworkIdle({ idleTime: 250, timeout: 15_000 });
  await page
    .waitForFunction(`${STILL_LOADING}.length === 0`, { timeout: 5_000 })
    .catch(() => console.warn(`  some images still loading on ${page.url()}`));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
