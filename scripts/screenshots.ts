// Full-page screenshots of built pages at 375 px and 1280 px, to look at what visitors see:
//   npm run build && node --import tsx scripts/screenshots.ts /contact /acteurs [--dist=other/dist]
// (no route: every page). Writes .cache/shots/<route>-<width>.png and lists pages whose
// content is wider than the screen.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { launch, openPage, scrollThrough } from '../test/helpers/browser.ts';
import { thirdParties } from '../test/helpers/intercept.ts';
import { serve } from '../test/helpers/site.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const distArg = process.argv.find((a) => a.startsWith('--dist='));
const dist = distArg ? path.resolve(distArg.slice('--dist='.length)) : path.join(root, 'dist');
const out = path.join(root, '.cache', 'shots');
mkdirSync(out, { recursive: true });

const all = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('index.html') && !f.startsWith('assets'))
  .map((f) => '/' + f.replace(/\/?index\.html$/, ''));
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const widths = [375, 1280];

const server = await serve(dist);
const browser = await launch();
try {
  for (const route of routes.length ? routes : all) {
    for (const width of widths) {
      // A window of its own: a background tab gets no frames, so lazy images would not load.
      const { page } = await openPage(browser.browser, server.origin, { width, height: width === 375 ? 740 : 800, window: true, intercept: thirdParties() });
      await page.goto(server.origin + route, { waitUntil: 'networkidle0' });
      // Lazy images load as they come into view: scroll through once, then back to the top.
      await scrollThrough(page);
      await page.evaluate(() => document.fonts.ready);
      await new Promise((r) => setTimeout(r, 300));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      const file = path.join(out, `${route.replace(/\//g, '_') || '_home'}-${width}.png`);
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
      console.log(`${file}${overflow > 0 ? `  (content ${overflow}px wider than the screen!)` : ''}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
