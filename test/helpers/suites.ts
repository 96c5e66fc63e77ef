// A uvu suite that needs a built site in a browser: built once per process, served on loopback
// by the preview server, one Chromium for the suite, everything closed after it.
import { suite } from 'uvu';
import type { BuildResult } from '../../build/index.ts';
import { launch, type TestBrowser } from './browser.ts';
import { buildSite, serve } from './site.ts';

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
    const server = await serve(outDir);
    Object.assign(ctx, { result, outDir, origin: server.origin, close: server.close });
    ctx.browser = await launch(options);
  });
  test.after(async (ctx) => {
    // Hooks also run after a failed `before`: close only what was opened.
    await ctx.browser?.close();
    await ctx.close?.();
  });
  return test;
}
