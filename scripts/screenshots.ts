// Whole-page screenshots of built pages, to look at what visitors see, in the engine of
// TEST_BROWSER (chromium, firefox or webkit):
//   npm run build && node --import tsx --import ./content/_lib/yaml-register.mjs scripts/screenshots.ts /contact /acteurs [--dist=other/dist]
//     [--widths=320,768,1024,1920] [--sheet]
// (no route: every page; widths 375 and 1280 unless given). Writes
// .cache/shots/<engine>/<route>-<width>.png, lists pages whose content is wider than the screen,
// and with --sheet one contact sheet per width (.cache/shots/<engine>-<width>.png: every page
// side by side, scaled down) to review a whole site at a glance.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { engine, launch, openPage, scrollThrough } from '../test/helpers/browser.ts';
import { thirdParties } from '../test/helpers/intercept.ts';
import { serve } from '../test/helpers/site.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = option('dist') ? path.resolve(option('dist')!) : path.join(root, 'dist');
const out = path.join(root, '.cache', 'shots', engine);
mkdirSync(out, { recursive: true });

const all = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('index.html') && !f.startsWith('assets'))
  .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
  .sort();
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const widths = (option('widths') ?? '375,1280').split(',').map(Number);
const heightOf = (width: number) => (width < 768 ? 740 : width < 1280 ? 1024 : 900);

/**
 * The whole page as one PNG. Chromium and Firefox draw it in one go; WebKit's driver shows the
 * viewport only, so there the page is taken a screen at a time and the screens stacked.
 */
async function wholePage(page: Awaited<ReturnType<typeof openPage>>['page'], file: string) {
  if (engine !== 'webkit') return void (await page.screenshot({ path: file as `${string}.png`, fullPage: true }));
  const { total, screen } = await page.evaluate(() => ({ total: document.documentElement.scrollHeight, screen: innerHeight }));
  const parts: { input: Buffer; top: number; left: number }[] = [];
  for (let y = 0; y < total; y += screen) {
    const top = Math.min(y, total - screen);
    await page.evaluate((to: number) => window.scrollTo({ top: to, behavior: 'instant' }), top);
    await new Promise((r) => setTimeout(r, 150));
    parts.push({ input: Buffer.from(await page.screenshot()), top, left: 0 });
  }
  const { width, height } = await sharp(parts[0]!.input).metadata();
  const scale = height! / screen;
  await sharp({ create: { width: width!, height: Math.round(total * scale), channels: 3, background: '#fff' } })
    .composite(parts.map((p) => ({ ...p, top: Math.round(p.top * scale) })))
    .png()
    .toFile(file);
}

/** Every page's shot at one width, side by side, each scaled to `column` px wide. */
async function sheet(files: string[], width: number, column = 240) {
  const scaled = await Promise.all(files.map((f) => sharp(f).resize({ width: column }).png().toBuffer({ resolveWithObject: true })));
  const tallest = Math.max(...scaled.map((s) => s.info.height));
  const file = path.join(root, '.cache', 'shots', `${engine}-${width}.png`);
  await sharp({ create: { width: (column + 8) * files.length, height: Math.min(tallest, 16_000), channels: 3, background: '#888' } })
    .composite(scaled.map((s, i) => ({ input: s.data, left: i * (column + 8), top: 0 })))
    .png()
    .toFile(file);
  console.log(`sheet: ${file}`);
}

const server = await serve(dist);
const browser = await launch();
try {
  for (const width of widths) {
    const shots: string[] = [];
    for (const route of routes.length ? routes : all) {
      // A window of its own: a background tab gets no frames, so lazy images would not load.
      const { page } = await openPage(browser.browser, server.origin, { width, height: heightOf(width), window: true, intercept: thirdParties() });
      await page.goto(server.origin + route, { waitUntil: 'networkidle0' });
      // Lazy images load as they come into view: scroll through once, then back to the top.
      await scrollThrough(page);
      await page.evaluate(() => document.fonts.ready);
      // The reveals started by the scroll let finish (the endless ones, a carousel, excepted).
      await page.evaluate(async () => {
        // The galleries' tiles come in one by one (islands/_lib/reveal.ts): every one shown first.
        // (No named function in here: tsx would wrap it in a helper the page does not have.)
        for (let waited = 0; document.querySelector('.is-revealing > :not(.is-shown)') && waited < 5000; waited += 100) await new Promise((r) => setTimeout(r, 100));
        const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, 3000))]);
      });
      await new Promise((r) => setTimeout(r, 300));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      const file = path.join(out, `${route.replace(/\//g, '_') || '_home'}-${width}.png`);
      await wholePage(page, file);
      shots.push(file);
      console.log(`${file}${overflow > 0 ? `  (content ${overflow}px wider than the screen!)` : ''}`);
      await page.close();
    }
    if (process.argv.includes('--sheet')) await sheet(shots, width);
  }
} finally {
  await browser.close();
  await server.close();
}
