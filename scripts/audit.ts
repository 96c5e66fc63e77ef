// `npm run audit`: every built page through axe-core (at 375 and 1280 px), the W3C Nu HTML
// checker and Lighthouse (mobile, simulated throttling). Prints every problem, a summary, and
// exits non-zero on any failure. Nothing leaves the machine: third-party requests are answered
// here (map tiles, the film's frame) or refused.
//
//   npm run audit                      build, then everything on every page
//   npm run audit -- --no-build        audit the dist/ already there
//   npm run audit -- --ci              Lighthouse on the representative pages only (also CI=true)
//   npm run audit -- /contact/ 404     only the pages whose route contains one of these
//   npm run audit -- --only lighthouse only these tools (axe, vnu, lighthouse; comma-separated)
//   npm run audit -- --engines chromium axe in these engines (chromium, firefox, webkit; all three
//                                      by default: Chromium on every page, the others on every
//                                      page too, or on the representative ones with --ci)
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result as LighthouseResult } from 'lighthouse';
import type { Browser, HTTPRequest } from 'puppeteer';
import { formatError } from '../build/errors.ts';
import { preview } from '../build/serve/preview.ts';
import { AXE_VERSION, AXE_WIDTHS, axeViolations, REPRESENTATIVE_PAGES } from '../test/helpers/axe.ts';
import { engine, launch, openPage, scrollThrough, useFullChromium } from '../test/helpers/browser.ts';
import { thirdParties } from '../test/helpers/intercept.ts';

// As `npm run build` renders: React reads this when first imported (build/ is imported below).
process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const distDir = path.join(root, 'dist');
const require = createRequire(import.meta.url);

const { values: args, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    only: { type: 'string' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
  },
});
const ci = args.ci || process.env.CI === 'true';
const tools = new Set(args.only ? args.only.split(',').map((t) => t.trim()) : ['axe', 'vnu', 'lighthouse']);
for (const t of tools) if (!['axe', 'vnu', 'lighthouse'].includes(t)) throw new Error(`--only ${args.only}: the tools are axe, vnu and lighthouse`);
const ENGINES = ['chromium', 'firefox', 'webkit'];
const engines = args.engines!.split(',').map((e) => e.trim());
for (const e of engines) if (!ENGINES.includes(e)) throw new Error(`--engines ${args.engines}: the engines are ${ENGINES.join(', ')}`);
// This process runs axe in the engine of TEST_BROWSER (Chromium unless set); each other engine
// runs it in a process of its own, started below, as the browser a process drives is fixed
// when test/helpers/browser.ts loads.
const child = process.env.AUDIT_CHILD === '1';

const AXE_PARALLEL = Number(process.env.AUDIT_PARALLEL ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Exception {
  routes: string[];
  category: Category;
  /** The only audits allowed to cost points in that category on those pages. */
  audits: string[];
  why: string;
}

// Scores under 100 that are accepted, each for a reason. Keep it short; empty is the aim.
const EXCEPTIONS: Exception[] = [
  {
    routes: ['/404.html', '/qui-sommes-nous/notre-histoire/', '/qui-sommes-nous/nos-valeurs/', '/qui-sommes-nous/notre-equipe/', '/qui-sommes-nous/nous-rejoindre/'],
    category: 'seo',
    audits: ['is-crawlable'],
    why: 'The error page and the four moved about pages carry noindex on purpose (DESIGN §6): search engines must index /qui-sommes-nous, not its old addresses nor the error page.',
  },
];

// Not pages of the site: the web editor (/admin/, published only with a production backend) is
// Decap CMS's application for the firm's staff, noindex and outside the pages' budgets. axe and
// the Nu checker still check its markup; Lighthouse's budgets are the pages' (named
// on the command line, it gets its figures all the same).
const OUTSIDE_BUDGETS = ['/admin/'];

// Any request off the loopback server.
const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1[:/])/;
const standIn = thirdParties();

/** Answers a request that would leave the machine: a blank tile, a blank frame, or a refusal. */
function offline(request: HTTPRequest, asked: Set<string>): void {
  asked.add(request.url());
  if (!standIn(request)) void request.abort('blockedbyclient');
}

interface Problem {
  tool: 'axe' | 'vnu' | 'lighthouse' | 'audit';
  text: string;
}
const problems: Problem[] = [];
const fail = (tool: Problem['tool'], text: string) => problems.push({ tool, text });

// --- pages -------------------------------------------------------------------------------------

/** Every .html file in dist as the route a visitor asks for: index.html -> its folder. */
function pagesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => '/' + f.split(path.sep).join('/'))
    .map((f) => (f.endsWith('/index.html') ? f.slice(0, -'index.html'.length) : f))
    .sort();
}

// --- axe-core ----------------------------------------------------------------------------------

/** axe-core on one page at one width: a line per violation (with its elements), none when clean. */
async function axePage(browser: Browser, origin: string, route: string, width: number): Promise<string[]> {
  const asked = new Set<string>();
  const { page, errors } = await openPage(browser, origin, {
    width,
    height: 800,
    // A tab behind another is hidden: no frames, so no lazy images nor `visible` islands.
    window: true,
    intercept: (request) => {
      offline(request, asked);
      return true;
    },
  });
  const where = `${route} @ ${width}px`;
  try {
    await page.goto(origin + route, { waitUntil: 'load' });
    await scrollThrough(page);
    const found = await axeViolations(page, where);
    return [...found, ...errors.map((e) => `${where} (${engine}): page error: ${e}`)];
  } catch (error) {
    return [`${where} (${engine}): ${(error as Error).message}`];
  } finally {
    await page.close();
  }
}

/** Runs jobs `width` at a time; results in the order of the jobs. */
async function pool<T, R>(jobs: T[], width: number, run: (job: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await run(jobs[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}

/** axe on every page at every width, a few pages at a time: the problems found. */
async function axeAll(browser: Browser, routes: string[]): Promise<string[]> {
  console.log(`axe-core ${AXE_VERSION} in ${engine} on ${routes.length} pages at ${AXE_WIDTHS.join(' and ')} px...`);
  // Pages wait on frames and the network more than on the CPU: a few at a time (WebKit's driver,
  // one session switching between windows, one at a time).
  const jobs = routes.flatMap((route) => AXE_WIDTHS.map((width) => ({ route, width })));
  return (await pool(jobs, engine === 'webkit' ? 1 : AXE_PARALLEL, (j) => axePage(browser, origin, j.route, j.width))).flat();
}

/** In a child process (AUDIT_CHILD=1): axe only, in this engine, then exit. */
async function axeChild(): Promise<never> {
  const browser = await launch();
  let found: string[] = [];
  try {
    found = await axeAll(browser.browser, pages);
  } finally {
    await browser.close();
    server.close();
  }
  for (const line of found) console.log(`  [axe] ${line}`);
  console.log(`AXE ${found.length}`);
  process.exit(0);
}

/** Runs axe in another engine on these routes: the violations (-1 if it did not finish), its output. */
function axeIn(other: string, routes: string[]): Promise<{ found: number; output: string }> {
  const script = new URL(import.meta.url).pathname;
  const run = spawn(process.execPath, [...process.execArgv, script, '--no-build', '--only', 'axe', ...routes.map((r) => `=${r}`)], {
    env: { ...process.env, TEST_BROWSER: other, AUDIT_CHILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  run.stdout.on('data', (d: Buffer) => (output += d));
  run.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve) =>
    run.on('close', (code) => {
      const m = /^AXE (\d+)$/m.exec(output);
      resolve({ found: m && code === 0 ? Number(m[1]) : -1, output: output.replace(/^AXE \d+\n/m, '') });
    }),
  );
}

// --- Nu HTML checker ---------------------------------------------------------------------------

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** One run of vnu.jar over the whole folder; resolves to the number of errors. */
function vnu(dir: string): Promise<number> {
  const jar = String(require('vnu-jar'));
  // A run of a few seconds: Java's first compiler only, and one collector thread (half the CPU
  // of its defaults here, 4.2 s against 8.4; the first compiler's deeper frames need the larger
  // stack, or the checker stops on its schema with a StackOverflowError).
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
  return new Promise((resolve) => {
    const child = spawn('java', [...jvm, '-jar', jar, '--errors-only', '--format', 'json', '--stdout', '--skip-non-html', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', (e) => {
      fail('vnu', `could not run java (${e.message}): install a Java runtime 11 or later (Debian: default-jre-headless)`);
      resolve(1);
    });
    child.on('close', (code) => {
      let messages: VnuMessage[];
      try {
        messages = (JSON.parse(out) as { messages: VnuMessage[] }).messages;
      } catch {
        fail('vnu', `the Nu checker exited with ${code} without a JSON report:\n${err || out}`);
        return resolve(1);
      }
      const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error');
      for (const m of errors) {
        const file = m.url ? path.relative(root, new URL(m.url).pathname) : '?';
        const extract = m.extract ? `\n      ${m.extract.replace(/\n/g, ' ').trim()}` : '';
        fail('vnu', `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${m.message}${extract}`);
      }
      resolve(errors.length);
    });
  });
}

// --- Lighthouse --------------------------------------------------------------------------------

interface LighthouseRow {
  route: string;
  scores: Record<Category, number>;
  lcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's measure of the host's CPU (its docs: 1500-2000 for a high-end desktop). */
  benchmark: number;
  excused: string[];
}

/** Audits that cost points in a category: weighted and not passed. */
function losses(lhr: LighthouseResult, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => a.id);
}

/** What an audit found, a line per item (the first few): an element, a URL or a message. */
function itemsOf(audit: LighthouseResult['audits'][string]): string[] {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    if (node) return [node.selector, node.snippet, node.explanation?.replace(/\s+/g, ' ')].filter(Boolean).join('  ');
    const text = [item.url, item.source, item.description].filter((v) => typeof v === 'string');
    return text.length ? text.join('  ') : JSON.stringify(item).slice(0, 300);
  });
}

/** The CPU clock ticks the whole machine has been busy for, and those of this process's tree. */
function ticks(): { machine: number; ours: number } {
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
  const machine = cpu.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
  const parent = new Map<number, number>();
  const own = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state ppid ... utime(12) stime cutime cstime.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(+entry, +f[1]!);
      own.set(+entry, +f[11]! + +f[12]! + +f[13]! + +f[14]!);
    } catch {
      // The process ended while the list was read.
    }
  }
  const mine = (pid: number): boolean => pid === process.pid || (pid > 1 && parent.has(pid) && mine(parent.get(pid)!));
  let ours = 0;
  for (const [pid, t] of own) if (mine(pid)) ours += t;
  return { machine, ours };
}

/**
 * What share of one core other programs used while Lighthouse measured: its simulated throttling
 * scales the page's observed task times by four, so a busy neighbour on a 2-core host moves the
 * blocking time by hundreds of milliseconds (the Monaco report, idle: 148-398 ms; beside one
 * busy core: 244-575 ms).
 */
function foreignLoad(): () => number {
  // Elsewhere than Linux there is no /proc to read: every run counts as undisturbed.
  if (!existsSync('/proc/stat')) return () => 0;
  const before = ticks();
  const t = performance.now();
  return () => {
    const after = ticks();
    const hz = 100; // USER_HZ, the unit of /proc/stat and /proc/<pid>/stat on Linux
    const foreign = Math.max(0, after.machine - before.machine - (after.ours - before.ours)) / hz;
    return foreign / ((performance.now() - t) / 1000);
  };
}

/** A run during which other programs used more than this share of a core is measured again. */
const FOREIGN_LOAD_MAX = 0.1;

/** One Lighthouse run in a fresh tab, third parties answered here (and listed in `asked`). */
async function runLighthouse(browser: Browser, url: string, asked: Set<string>): Promise<LighthouseResult> {
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (THIRD_PARTY.test(request.url())) offline(request, asked);
    else void request.continue();
  });
  try {
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] };
    const run = await lighthouse(url, flags, undefined, page);
    if (!run) throw new Error('Lighthouse returned no result');
    if (run.lhr.runtimeError) throw new Error(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
    return run.lhr;
  } finally {
    await page.close();
  }
}

/** `tile.openstreetmap.org ×12, www.youtube-nocookie.com ×1` */
function hosts(urls: Set<string>): string {
  const count = new Map<string, number>();
  for (const url of urls) count.set(new URL(url).host, (count.get(new URL(url).host) ?? 0) + 1);
  return [...count].map(([host, n]) => `${host} ×${n}`).join(', ');
}

const scoreOf = (lhr: LighthouseResult, c: Category) => Math.round((lhr.categories[c]!.score ?? 0) * 100);

/**
 * Accessibility, best practices and SEO must score 100. The performance score is printed, with
 * the points it lost, and fails nothing: it moves with the host more than with the page. Its
 * blocking time is the wall time of the page's tasks times four, and on a 2-core host that wall
 * time is mostly the page's main thread waiting for a core, taken by Lighthouse's own
 * screenshots and the image decoders (the README gives the figures). What the page decides is
 * held to budgets the host does not move: the bytes of DESIGN §5 (`npm run bench`), and here the
 * largest paint and the layout shift, simulated from the bytes and the network. The largest
 * paint's is the line Core Web Vitals call good, 2.5 s on Lighthouse's phone and slow 4G: the
 * line a photograph hero sharp on a ×2 phone (1,000 × 1,500 px) must keep.
 */
const LCP_BUDGET_MS = 2500;
const CLS_BUDGET = 0.01;

async function lighthousePage(browser: Browser, origin: string, route: string): Promise<LighthouseRow> {
  const asked = new Set<string>();
  // A run that failed to record its trace (NO_NAVSTART, NO_FCP...) says nothing of the page:
  // Lighthouse's own advice is to run it again, which is done once for each run below.
  const once = () =>
    runLighthouse(browser, origin + route, asked).catch((error: Error) => {
      console.warn(`  ${route}: ${error.message.split('\n')[0]}; running Lighthouse again`);
      return runLighthouse(browser, origin + route, asked);
    });
  // A run during which other programs took the CPU measured them, not the page: it is run again,
  // twice at most (a machine that stays busy is then measured as it is, and says so).
  const measure = async () => {
    for (let attempt = 1; ; attempt++) {
      const load = foreignLoad();
      const lhr = await once();
      const share = load();
      if (share <= FOREIGN_LOAD_MAX) return lhr;
      const busy = `other programs used ${Math.round(share * 100)} % of a core while it ran`;
      if (attempt === 3) {
        console.warn(`  ${route}: ${busy}; kept, as the machine stays busy`);
        return lhr;
      }
      console.warn(`  ${route}: ${busy} (performance ${scoreOf(lhr, 'performance')}); running Lighthouse again`);
    }
  };
  const lhr = await measure();
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, scoreOf(lhr, c)])) as Record<Category, number>;
  const excused: string[] = [];
  for (const category of CATEGORIES) {
    if (scores[category] === 100) continue;
    const lost = losses(lhr, category);
    const details = lost.map((id) => {
      const a = lhr.audits[id]!;
      const items = itemsOf(a).map((i) => `\n        ${i}`).join('');
      return `      ${id}${a.displayValue ? ` (${a.displayValue})` : ''}: score ${a.score}, ${a.title}${items}`;
    });
    if (category === 'performance') {
      console.log(`  ${route}: performance ${scores[category]}; points lost on:\n${details.join('\n')}`);
      continue;
    }
    const exception = EXCEPTIONS.find((e) => e.category === category && e.routes.includes(route) && lost.every((id) => e.audits.includes(id)));
    if (exception) {
      excused.push(category);
      continue;
    }
    fail('lighthouse', `${route}: ${category} ${scores[category]}\n${details.join('\n')}`);
  }
  const lcp = lhr.audits['largest-contentful-paint']!.numericValue ?? NaN;
  const cls = lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN;
  if (!(lcp <= LCP_BUDGET_MS)) fail('lighthouse', `${route}: largest contentful paint ${(lcp / 1000).toFixed(2)} s, over the budget of ${LCP_BUDGET_MS / 1000} s`);
  if (!(cls <= CLS_BUDGET)) fail('lighthouse', `${route}: cumulative layout shift ${cls.toFixed(3)}, over the budget of ${CLS_BUDGET}`);
  for (const w of lhr.runWarnings) console.warn(`  Lighthouse warning on ${route}: ${w}`);
  if (asked.size) console.log(`  ${route}: answered offline: ${hosts(asked)}`);
  return {
    route,
    scores,
    lcp,
    cls,
    tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
    benchmark: lhr.environment.benchmarkIndex,
    excused,
  };
}

function lighthouseTable(rows: LighthouseRow[]): string {
  const head = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'host CPU'];
  const body = rows.map((r) => [
    r.route,
    ...CATEGORIES.map((c) => `${r.scores[c]}${r.excused.includes(c) ? '*' : ''}`),
    `${(r.lcp / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${Math.round(r.tbt)} ms`,
    String(Math.round(r.benchmark)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

// --- run ---------------------------------------------------------------------------------------

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
if (!args['no-build']) {
  console.log('Building the site...');
  try {
    const { build } = await import('../build/index.ts');
    await build({ root, outDir: distDir });
  } catch (error) {
    console.error(formatError(error));
    process.exit(1);
  }
} else if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ holds no built site: run `npm run build` first, or drop --no-build.');
  process.exit(1);
}

// Canonical and Open Graph URLs keep the production origin: Lighthouse's canonical audit only
// asks for an absolute URL, so the audited dist/ is the one that ships.
const server = await preview({ dir: distDir, port: 0 });
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const all = pagesOf(distDir);
// A filter is part of a route, or with "=" in front, a whole route.
const pages = filters.length ? all.filter((r) => filters.some((f) => (f.startsWith('=') ? r === f.slice(1) : r.includes(f)))) : all;
const lighthousePages = ci ? pages.filter((r) => REPRESENTATIVE_PAGES.includes(r)) : pages.filter((r) => filters.length > 0 || !OUTSIDE_BUDGETS.includes(r));
if (!pages.length) fail('audit', `no page matches ${filters.join(', ')}`);
for (const r of ci ? REPRESENTATIVE_PAGES : []) if (!all.includes(r)) fail('audit', `the representative page ${r} is not in dist/`);

const counts = { axe: 0, vnu: 0, lighthouse: 0 };
const rows: LighthouseRow[] = [];
if (!child && engine !== 'chromium') throw new Error(`TEST_BROWSER=${engine}: the audit runs in Chromium (Lighthouse needs it); choose axe's engines with --engines`);
if (child) await axeChild();
const axeInChromium = tools.has('axe') && engines.includes('chromium');
// Chromium, for axe there and for Lighthouse (the Nu checker alone needs no browser): the full
// browser, as a visitor's, which Lighthouse's scores are calibrated on (the tests use the shell).
useFullChromium();
const browser = axeInChromium || tools.has('lighthouse') ? await launch() : null;
try {
  // The Nu checker (Java) runs beside axe, and is done before Lighthouse measures anything.
  let t = performance.now();
  const vnuDone = tools.has('vnu')
    ? vnu(distDir).then((n) => {
        counts.vnu = n;
        console.log(`Nu HTML checker: ${n} error(s) in ${all.length} pages (${seconds(t)})`);
      })
    : Promise.resolve();

  if (browser && axeInChromium) {
    const found = await axeAll(browser.browser, pages);
    for (const line of found) fail('axe', line);
    counts.axe = found.length;
    console.log(`axe-core: ${counts.axe} violation(s) (${seconds(t)})`);
  }
  await vnuDone;

  if (browser && tools.has('lighthouse')) {
    t = performance.now();
    console.log(`Lighthouse on ${lighthousePages.length} page(s)${ci ? ' (CI set)' : ''}, mobile, simulated throttling...`);
    for (const route of lighthousePages) {
      try {
        const row = await lighthousePage(browser.browser, origin, route);
        rows.push(row);
        console.log(`  ${route} ${CATEGORIES.map((c) => row.scores[c]).join(' ')}`);
      } catch (error) {
        fail('lighthouse', `${route}: ${(error as Error).message}`);
      }
    }
    console.log(`Lighthouse done (${seconds(t)})`);
  }
} finally {
  await browser?.close();
  server.close();
}

// axe in the other engines, one after the other, each in a process of its own (after
// Lighthouse, which must measure a machine with nothing else running).
if (tools.has('axe')) {
  const others = engines.filter((e) => e !== 'chromium');
  const routes = ci ? pages.filter((r) => REPRESENTATIVE_PAGES.includes(r)) : pages;
  for (const other of others) {
    const t = performance.now();
    const { found, output } = await axeIn(other, routes);
    process.stdout.write(output);
    if (found !== 0) fail('axe', `${other}: ${found < 0 ? 'the run did not finish' : `${found} violation(s)`}, listed above`);
    counts.axe += Math.max(found, 0);
    console.log(`axe-core in ${other}: ${found < 0 ? 'failed' : `${found} violation(s)`} on ${routes.length} page(s) (${seconds(t)})`);
  }
}

if (rows.length) {
  console.log('\n' + lighthouseTable(rows));
  if (rows.some((r) => r.excused.length)) console.log('* under 100 by an exception listed in scripts/audit.ts');
}
counts.lighthouse = problems.filter((p) => p.tool === 'lighthouse').length;

if (problems.length) {
  console.log('\nProblems:');
  for (const p of problems) console.log(`  [${p.tool}] ${p.text}`);
}
console.log(
  `\nAudit: ${pages.length} pages; axe ${counts.axe} violation(s); Nu checker ${counts.vnu} error(s); ` +
    `Lighthouse ${rows.length} page(s), ${counts.lighthouse} failure(s); ${seconds(started)}.`,
);
console.log(problems.length ? `AUDIT FAILED: ${problems.length} problem(s)` : 'Audit passed.');
process.exit(problems.length ? 1 : 0);
