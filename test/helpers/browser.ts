// The system Chromium, launched the way this machine needs it, with every request that would
// leave the machine answered or refused here: tests never reach the internet.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer';

export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((c) => c && existsSync(c));
  if (!found) throw new Error('No Chromium found: install Debian\'s "chromium" package or set PUPPETEER_EXECUTABLE_PATH.');
  return found;
}

export interface TestBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

export async function launch(): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'chromium-test-'));
  const browser = await puppeteer.launch({
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
    /** Milliseconds to hold back a local response, by URL (e.g. to type before an island loads). */
    delay?: (url: string) => number;
    /** Answers a local request itself (returns true), e.g. to make a file fail. */
    local?: Interceptor;
    /** In a window of its own: stays visible (frames, observers, lazy images) beside other pages. */
    window?: boolean;
  } = {},
): Promise<{ page: Page; requests: string[]; errors: string[]; console: string[] }> {
  const page = await browser.newPage(options.window ? { type: 'window' } : undefined);
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 });
  if (options.javaScript === false) await page.setJavaScriptEnabled(false);
  if (options.reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const requests: string[] = [];
  const errors: string[] = [];
  const consoleLines: string[] = [];
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  await page.setRequestInterception(true);
  page.on('request', async (request) => {
    requests.push(request.url());
    if (request.url().startsWith(origin) || request.url().startsWith('data:')) {
      if (options.local && (await options.local(request))) return;
      const wait = options.delay?.(request.url()) ?? 0;
      if (wait) await new Promise((r) => setTimeout(r, wait));
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
  // Lazy images out of any viewport's reach (hidden, or in a side-scroller) never load: not awaited.
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()), { timeout: 5_000 })
    .catch(() => console.warn(`  some images still loading on ${page.url()}`));
  await page.evaluate(() => window.scrollTo(0, 0));
}
