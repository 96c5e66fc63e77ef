// `npm run bench`: cold and warm builds (as a person runs them: a fresh `npm run build`
// process), the dev server's reload time after an edit, and every page's bytes against the
// budgets of DESIGN.md §5. Exits non-zero when any budget is exceeded.
// `npm run bench -- --scale [--peers]`: the build with thousands of articles (bench-scale.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, openPage } from '../test/helpers/browser.ts';
import type { Budgets } from '../build/config.ts';
import type { PageReport } from '../build/index.ts';

if (process.argv.includes('--scale')) {
  await import('./bench-scale.ts');
  process.exit();
}

// As `npm run dev` and `npm run build` run: React reads this when it is first imported, so the
// engine is imported after it.
process.env.NODE_ENV ??= 'production';
const { dev } = await import('../build/serve/dev.ts');
const { serve } = await import('../test/helpers/site.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportFile = path.join(root, '.cache', 'bench-report.json');
const WARM_BUILD_MS = 2000;
const DEV_RELOAD_MS = 300;
// Issue budget: the home page on a phone loads at most this much image data before a scroll.
const HOME_IMAGES_375 = 200 * 1024;

interface Report {
  pages: PageReport[];
  runtimeGzip: number;
  cssGzip: number;
  islandGzip: Record<string, number>;
  budgets: Budgets;
  ms: number;
}

function timedBuild(): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['build/bin.mjs', 'build', '--json', reportFile], { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  return ms;
}

async function devReload(samples = 5): Promise<number> {
  const outDir = path.join(root, '.cache', 'bench-dev');
  const server = await dev({ root, outDir, port: 0, quiet: true });
  const res = await fetch(`http://127.0.0.1:${server.port}/_dev/events`);
  const reader = res.body!.getReader();
  const page = path.join(root, 'pages', 'index.tsx');
  const source = readFileSync(page);
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      await new Promise((r) => setTimeout(r, 150));
      const started = performance.now();
      writeFileSync(page, source); // same bytes: a save without a change still rebuilds
      for (;;) {
        const { value } = await reader.read();
        if (Buffer.from(value!).toString().includes('event: reload')) break;
      }
      times.push(performance.now() - started);
    }
  } finally {
    await reader.cancel();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/**
 * Image bytes each page downloads on load, before any scrolling, in Chromium: at 375 px on a
 * 2× phone screen and at 1280 px on a 1× desktop one.
 */
async function imageBytes(routes: string[]): Promise<Map<string, [number, number]>> {
  const server = await serve(path.join(root, 'dist'));
  const browser = await launch();
  const result = new Map<string, [number, number]>();
  try {
    for (const route of routes) {
      const sizes: number[] = [];
      for (const [width, height, scale] of [
        [375, 740, 2],
        [1280, 800, 1],
      ] as const) {
        const { page } = await openPage(browser.browser, server.origin, { width, height });
        await page.setViewport({ width, height, deviceScaleFactor: scale });
        let bytes = 0;
        page.on('response', async (res) => {
          if (res.request().resourceType() !== 'image' || !res.url().startsWith(server.origin)) return;
          bytes += Number(res.headers()['content-length'] ?? (await res.buffer().catch(() => Buffer.alloc(0))).length);
        });
        await page.goto(server.origin + route, { waitUntil: 'networkidle0' });
        sizes.push(bytes);
        await page.close();
      }
      result.set(route, [sizes[0]!, sizes[1]!]);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const failures: string[] = [];
const verdict = (value: number, limit: number, what: string) => {
  if (value <= limit) return 'ok';
  failures.push(what);
  return 'OVER';
};

// `--warm`: keep the caches and skip the cold build (minutes: every image is encoded).
const warmOnly = process.argv.includes('--warm');
if (!warmOnly) {
  rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
}
const cold = warmOnly ? NaN : timedBuild();
// The median of three: one run is at the mercy of whatever else the machine is doing.
const median3 = (run: () => number) => [run(), run(), run()].sort((a, b) => a - b)[1]!;
// Nothing changed: the build finds it out and stops.
const unchanged = median3(timedBuild);
// Every page rendered again with the caches warm (compiled code, bundles, images): what a
// change to a component every page shows costs. The build's state goes, the caches stay.
const warm = median3(() => {
  rmSync(path.join(root, '.cache', 'builds'), { recursive: true, force: true });
  return timedBuild();
});
const reload = await devReload();
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
const b = report.budgets;
const images = await imageBytes(report.pages.map((p) => p.route).filter((r) => r !== '/404'));

console.log('Build times');
console.log(`  cold full build   ${warmOnly ? 'not measured (--warm)' : `${Math.round(cold)} ms`}`);
console.log(`  warm, no change   ${Math.round(unchanged)} ms   (median of 3)`);
console.log(`  warm full build   ${Math.round(warm)} ms   (every page rendered again, caches kept; median of 3, budget ${WARM_BUILD_MS} ms: ${verdict(warm, WARM_BUILD_MS, 'warm build time')})`);
console.log(`  dev reload        ${Math.round(reload)} ms   (median of 5, budget ${DEV_RELOAD_MS} ms: ${verdict(reload, DEV_RELOAD_MS, 'dev reload time')})`);
console.log('');
console.log('Bytes per page: HTML and JS gzip; images as downloaded before any scroll (375 px at 2×, 1280 px at 1×)');
console.log(`  ${'route'.padEnd(44)} ${'HTML'.padStart(8)} ${'JS first'.padStart(9)} ${'JS all'.padStart(8)} ${'img 375'.padStart(9)} ${'img 1280'.padStart(9)}`);
for (const p of report.pages) {
  const marks = [
    verdict(p.htmlGzip, b.htmlPerPage, `${p.route} HTML`),
    verdict(p.jsInitialGzip, b.jsInitial, `${p.route} JS first`),
    verdict(p.jsAllGzip, b.jsAllIslands, `${p.route} JS all`),
  ];
  const flag = marks.includes('OVER') ? '  OVER' : '';
  const [phone, desktop] = images.get(p.route) ?? [0, 0];
  console.log(`  ${p.route.padEnd(44)} ${kb(p.htmlGzip).padStart(8)} ${kb(p.jsInitialGzip).padStart(9)} ${kb(p.jsAllGzip).padStart(8)} ${kb(phone).padStart(9)} ${kb(desktop).padStart(9)}${flag}`);
}
const heaviest = report.pages.reduce((a, p) => (p.jsAllGzip > a.jsAllGzip ? p : a), report.pages[0]!);
const biggestHtml = report.pages.reduce((a, p) => (p.htmlGzip > a.htmlGzip ? p : a), report.pages[0]!);
console.log('');
console.log('Budgets (DESIGN.md §5)');
console.log(`  JS before interaction, worst page   ${kb(Math.max(...report.pages.map((p) => p.jsInitialGzip)))} / ${kb(b.jsInitial)}`);
console.log(`  island runtime alone                ${report.runtimeGzip} B`);
console.log(`  JS with every island, heaviest      ${kb(heaviest.jsAllGzip)} / ${kb(b.jsAllIslands)} (${heaviest.route}; ${b.excludeIslands.join(', ') || 'nothing'} excluded)`);
for (const [name, limit] of Object.entries(b.islandLimits))
  console.log(`  island ${name.padEnd(28)} ${kb(report.islandGzip[name] ?? 0)} / ${kb(limit)}: ${verdict(report.islandGzip[name] ?? 0, limit, `island ${name}`)}`);
console.log(`  CSS, whole site                     ${kb(report.cssGzip)} / ${kb(b.css)}: ${verdict(report.cssGzip, b.css, 'CSS')}`);
console.log(`  HTML, biggest page                  ${kb(biggestHtml.htmlGzip)} / ${kb(b.htmlPerPage)} (${biggestHtml.route})`);
const home = images.get('/')![0];
console.log(`  home images at 375 px, no scroll    ${kb(home)} / ${kb(HOME_IMAGES_375)}: ${verdict(home, HOME_IMAGES_375, 'home images at 375 px')}`);
console.log('');
if (failures.length) {
  console.log(`Over budget: ${failures.join('; ')}`);
  process.exitCode = 1;
} else console.log('Every budget holds.');
