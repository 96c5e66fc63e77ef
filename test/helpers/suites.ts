// A uvu suite that needs a built site in a browser: built once per process, served on loopback
// by the preview server, one Chromium for the suite, everything closed after it.
import { suite } from 'uvu';
import type { BuildResult } from '../../build/index.ts';
import { engine, launch, type TestBrowser } from './browser.ts';
import { buildSite, serve } from './site.ts';
import type { WebKitBrowser } from './webkit.ts';

export interface BrowserContext {
  browser: TestBrowser;
  origin: string;
  outDir: string;
  result: BuildResult;
  close: () => Promise<void>;
}

export function browserSuite(
  name: string,
  built: () => Promise<{ result: BuildResult; outDir: string }> = buildSite,
  options: Parameters<typeof launch>[0] = {},
) {
  const test = suite<BrowserContext>(name);
  test.before(async (ctx) => {
    const { result, outDir } = await built();
    // As a host of plain files: a page kept at an old address is visited as its visitors see it.
    const server = await serve(outDir, { redirects: false });
    Object.assign(ctx, { result, outDir, origin: server.origin, close: server.close });
    ctx.browser = await launch(options);
  });
  test.after(async (ctx) => {
    // Hooks also run after a failed `before`: close only what was opened.
    await ctx.browser?.close();
    await ctx.close?.();
  });
  return engine === 'webkit' ? againAfterCrash(test, options) : test;
}

type Test = ReturnType<typeof suite<BrowserContext>>;

/**
 * WebKit: MiniBrowser's web process now and then dies in the middle of a test (a page load
 * answers "unknown error"), and the session with it: the test failed, and every later test of
 * its file with "invalid session id". Once it hung instead, the session alive: a page load never
 * ended. A test that fails while its browser or its page no longer answers runs once more in a
 * new browser, and the log says so. A test that fails in a browser still answering has failed.
 */
function againAfterCrash(test: Test, options: Parameters<typeof launch>[0]): Test {
  const again = (title: string, handler: Parameters<Test>[1]) =>
    test(title, async (ctx) => {
      try {
        return await handler(ctx);
      } catch (error) {
        if (await (ctx.browser.browser as unknown as WebKitBrowser).alive()) throw error;
        console.log(`\n    (WebKit's browser stopped answering during "${title}", ${error instanceof Error ? error.message.split('\n')[0] : error}: the test runs again in a new browser)`);
        await Promise.race([ctx.browser.close().catch(() => {}), new Promise((r) => setTimeout(r, 5000))]);
        ctx.browser = await launch(options);
        return handler(ctx);
      }
    });
  return Object.assign(again, test);
}
