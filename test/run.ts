// Runs every test/**/*.test.ts with uvu and ends with `N passed, N failed`.
//   npm test                       every test; the browser tests in each engine (see below)
//   npm test -- browser            only the files whose path contains "browser"
//   npm test -- --browser=firefox  the browser tests in one engine: chromium, firefox, webkit, a
//                                  list (chromium,webkit) or all; --serial runs engines in turn
// With several engines, the files run in worker processes side by side (see runAll below); each
// engine's result is printed on a line of its own, then the total.
import { spawn } from 'node:child_process';
import { register } from 'node:module';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
// The site's YAML data (content/*.yml) imported as the build imports it: the test files come after.
register('../content/_lib/yaml-hook.mjs', import.meta.url);
const here = path.dirname(new URL(import.meta.url).pathname);
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));
const choice = args.find((a) => a.startsWith('--browser='))?.slice('--browser='.length) ?? process.env.TEST_BROWSER;
const ENGINES = ['chromium', 'firefox', 'webkit'];
const engines = !choice || choice === 'all' ? ENGINES : choice.split(',');
for (const e of engines) if (!ENGINES.includes(e)) throw new Error(`--browser=${choice}: one of ${ENGINES.join(', ')} or all`);

/** The test files under test/, not looking into fixtures/ nor .tmp/ (where other runs' folders come and go). */
function testFiles(dir = ''): string[] {
  return readdirSync(path.join(here, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['fixtures', '.tmp', 'node_modules'].includes(entry.name) ? [] : testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}
const files = testFiles()
  .filter((f) => filters.length === 0 || filters.some((needle) => f.includes(needle)))
  .sort();
const opensBrowser = (file: string) => /helpers\/(browser|suites)\.ts'/.test(readFileSync(path.join(here, file), 'utf8'));
/** The durations' key of the files that open no browser. */
const PLAIN = 'no browser';
const RESULT = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m;
// How long each browser file took in each engine: the last run's on this machine if there was
// one (test/.tmp), else the ones kept in the repository (refreshed by hand from a CI run).
const DURATIONS = [path.join(here, '.tmp', 'durations.json'), path.join(here, 'durations.json')];

const worker = process.env.TEST_WORKER !== undefined && typeof process.send === 'function';
if (worker) {
  // A worker of the run below: files one at a time, from the queue its parent holds.
  await runHere(() => ask(), (file, seconds) => process.send!({ ran: file, seconds }), (skips) => process.send!({ skips }));
} else if (engines.length === 1) {
  // One engine, in this process.
  process.env.TEST_BROWSER = engines[0];
  const queue = [...files];
  await runHere(async () => queue.shift() ?? null);
} else {
  await runAll();
}

/** The next file from the parent, or null when there is none left. */
function ask(): Promise<string | null> {
  return new Promise((resolve) => {
    process.once('message', (m: { file: string | null }) => resolve(m.file));
    process.send!({ next: true });
  });
}

/**
 * Every engine, each test file in a worker process of its engine (test files are modules,
 * loaded once per process; a browser is launched once per process). First the files that open
 * no browser, in two workers, longest first, without Chromium and Firefox beside them (the heavy
 * browsers), WebKit's browser files beside them: its run is the longest and mostly waits on its
 * driver (a WebDriver round trip per command). Then every engine's browser files, side by side in SLOTS workers: a worker
 * takes its engine's files longest first (as long as they took last time, test/durations.json),
 * and a slot left free goes to a new worker of the engine with the most queued work per worker, so
 * the engines end together rather than one alone, minutes after the others. Each engine's
 * result is printed on a line of its own, then the total. --serial: one engine after the other.
 */
async function runAll() {
  const serial = args.includes('--serial');
  const SLOTS = 4;
  /** A worker's own process (a site build, a browser) is worth starting for this much work, in s. */
  const WORTH = 90;
  const plain = files.filter((f) => !opensBrowser(f));
  const chosen = files.filter(opensBrowser);
  const last = lastDurations();
  const cost = (engine: string, file: string) => last[engine || PLAIN]?.[file] ?? 60;
  const queues = new Map<string, string[]>([['', plain.toSorted((a, b) => cost('', b) - cost('', a))], ...engines.map((e) => [e, chosen.toSorted((a, b) => cost(e, b) - cost(e, a))] as [string, string[]])]);
  const queued = (engine: string) => (queues.get(engine) ?? []).reduce((sum, f) => sum + cost(engine, f), 0);
  const took: Record<string, Record<string, number>> = {};
  // What the test processes of this run share (a site copy built once for all: see
  // test/helpers/scaled-site.ts), removed when the run ends.
  mkdirSync(path.join(here, '.tmp'), { recursive: true });
  process.env.TEST_SHARED = mkdtempSync(path.join(here, '.tmp', 'shared-'));
  const results: { engine: string; counts: number[]; skips: string[]; seconds: number; end: number }[] = [];
  const started = performance.now();
  const busy = new Map<string, number>();
  const spawned = new Map<string, number>();

  /** A worker of this engine ('' for the files that open no browser), until its queue is empty. */
  const work = async (engine: string, live: boolean) => {
    busy.set(engine, (busy.get(engine) ?? 0) + 1);
    const n = (spawned.get(engine) ?? 0) + 1;
    spawned.set(engine, n);
    const name = engine ? `${engine}, worker ${n}` : `${engines[0]!} (no browser, worker ${n})`;
    if (live) console.log(`\n=== ${name}\n`);
    const child = spawn(process.execPath, [...process.execArgv, path.join(here, 'run.ts')], {
      env: { ...process.env, TEST_BROWSER: engine || engines[0]!, TEST_WORKER: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let skips: string[] = [];
    child.on('message', (m: { next?: true; ran?: string; seconds?: number; skips?: string[] }) => {
      if (m.next) child.send({ file: queues.get(engine)!.shift() ?? null });
      if (m.ran) (took[engine] ??= {})[m.ran] = m.seconds!;
      if (m.skips) skips = m.skips;
    });
    let out = '';
    const take = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (live) to.write(chunk);
      out += chunk.toString();
    };
    child.stdout!.on('data', take(process.stdout));
    child.stderr!.on('data', take(process.stderr));
    const t = performance.now();
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    busy.set(engine, busy.get(engine)! - 1);
    const m = RESULT.exec(out.replace(/\x1b\[[0-9;]*m/g, '').trimEnd().split('\n').pop() ?? '');
    const counts = m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : [0, 1, 0];
    if (!m || status !== 0) counts[1] ||= 1;
    if (!live) process.stdout.write(`\n=== ${name} (ran alongside)\n${out}`);
    if (!m) console.log(`!!! ${name}: ended without its result line (exit status ${status}), counted as a failure`);
    results.push({ engine, counts, skips, seconds: Math.round((performance.now() - t) / 1000), end: Math.round((performance.now() - started) / 1000) });
  };

  /** Starts workers until the slots are full: each engine one first, then where most is left per worker. */
  const running: Promise<void>[] = [];
  // One more worker for the engine whose workers have the most left each (it would end last),
  // when each of them would still have WORTH to do.
  const each = (e: string) => queued(e) / busy.get(e)!;
  const more = (e: string) => queues.get(e)!.length > busy.get(e)! && queued(e) >= WORTH * (busy.get(e)! + 1);
  const fill = (slots: number) => {
    for (;;) {
      const free = slots - [...busy.values()].reduce((a, b) => a + b, 0);
      const waiting = engines.filter((e) => queues.get(e)!.length > 0);
      const next = waiting.find((e) => !busy.get(e)) ?? waiting.filter(more).sort((a, b) => each(b) - each(a))[0];
      if (free <= 0 || !next) return;
      running.push(work(next, false).then(() => fill(slots)));
    }
  };

  const early = !serial && plain.length && engines.includes('webkit') && chosen.length ? 'webkit' : null;
  if (early) running.push(work(early, false));
  // (One worker's output is shown as it comes, the other's once it is done.)
  if (plain.length) await Promise.all([work('', true), ...(plain.length > 1 && !serial ? [work('', false)] : [])]);
  if (serial) {
    for (const engine of engines) while (queues.get(engine)!.length) await work(engine, false);
  } else {
    fill(SLOTS);
    // Workers start workers as they end: wait until no more are added.
    for (let seen = 0; seen < running.length; ) {
      seen = running.length;
      await Promise.all(running);
    }
  }

  let [passed, failed, skipped] = [0, 0, 0];
  const lines: string[] = [];
  for (const engine of ['', ...engines]) {
    const mine = results.filter((r) => r.engine === engine);
    if (!mine.length) continue;
    const [p, f, listed] = [0, 1, 2].map((i) => mine.reduce((sum, r) => sum + r.counts[i]!, 0));
    // A check an engine cannot make is listed by each worker that came to it: counted once.
    const reasons = mine.flatMap((r) => r.skips);
    const s = listed! - reasons.length + new Set(reasons).size;
    passed += p!;
    failed += f!;
    skipped += s;
    const end = Math.max(...mine.map((r) => r.end));
    const where = mine.length > 1 ? `${mine.length} workers, ${mine.map((r) => r.seconds).join(' + ')} s, done at ${end} s` : `${mine[0]!.seconds} s, done at ${end} s`;
    lines.push(`${engine || `${engines[0]} (no browser)`}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''} (${where})`);
  }
  saveDurations(last, took);
  rmSync(process.env.TEST_SHARED, { recursive: true, force: true });
  console.log(`\n${lines.join('\n')}`);
  console.log(`(side by side in ${Math.round((performance.now() - started) / 1000)} s)`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 || passed === 0) process.exitCode = 1;
}

function lastDurations(): Record<string, Record<string, number>> {
  for (const file of DURATIONS) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {}
  }
  return {};
}
function saveDurations(last: Record<string, Record<string, number>>, took: Record<string, Record<string, number>>) {
  const merged = { ...last };
  for (const [engine, times] of Object.entries(took)) merged[engine || PLAIN] = { ...merged[engine || PLAIN], ...Object.fromEntries(Object.entries(times).map(([f, s]) => [f, Math.round(s)])) };
  mkdirSync(path.dirname(DURATIONS[0]!), { recursive: true });
  writeFileSync(DURATIONS[0]!, `${JSON.stringify(merged, null, 2)}\n`);
}

/** Runs test files one at a time as `next` gives them, then prints this process's `N passed, N failed`. */
async function runHere(next: () => Promise<string | null>, ran?: (file: string, seconds: number) => void, skipping?: (reasons: string[]) => void) {
  // uvu's own CLI protocol (defer, queue a group named after the file, exec), once per file;
  // its summary after each file is left out: this process's is printed at the end.
  const g = globalThis as { UVU_DEFER?: number; UVU_INDEX?: number; UVU_QUEUE?: unknown[][] };
  g.UVU_DEFER = 1;
  const uvu = await import('uvu');
  g.UVU_QUEUE ??= [];
  const counts = { total: 0, passed: 0, skipped: 0 };
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()).replace(/\x1b\[[0-9;]*m/g, '');
    const m = /^\s*(Total|Passed|Skipped|Duration):\s+([\d.]+)/.exec(text);
    if (!m) return write(chunk, ...rest);
    if (m[1] !== 'Duration') counts[m[1]!.toLowerCase() as keyof typeof counts] += Number(m[2]);
    return true;
  }) as typeof process.stdout.write;

  const times: [string, number][] = [];
  let browsers = false;
  // An error that no test awaits (a browser event answered once its page was gone, say) would end
  // the process, and the files after it with no word: it is printed with the file it came in,
  // and counted as a failed test.
  let current = '(between files)';
  for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
    process.on(event, (error: unknown) => {
      counts.total++;
      console.log(`\n!!! ${process.env.TEST_BROWSER ?? ''} ${current}: ${event}: ${error instanceof Error ? error.message : error}`);
      if (error instanceof Error) console.log(error.stack);
    });
  }
  for (let file = await next(); file !== null; file = await next()) {
    current = file;
    const t = performance.now();
    g.UVU_QUEUE!.length = 0;
    g.UVU_INDEX = 0;
    g.UVU_QUEUE!.push([file]);
    await import(pathToFileURL(path.join(here, file)).href);
    await uvu.exec(false);
    const seconds = (performance.now() - t) / 1000;
    times.push([file, seconds]);
    ran?.(file, seconds);
    browsers ||= opensBrowser(file);
  }
  process.stdout.write = write;
  times.sort((a, b) => b[1] - a[1]);

  // Checks an engine cannot make, listed with their reasons (test/helpers/browser.ts).
  const helpers = browsers ? await import('./helpers/browser.ts') : null;
  await helpers?.closeBrowsers();
  const { skipped: reasons, engine } = helpers ?? { skipped: [], engine: '' };
  if (times.length > 1) console.log(`\nTime per file (${engine || 'no browser'}): ${times.map(([n, s]) => `${n} ${s.toFixed(0)} s`).join(', ')}`);
  if (reasons.length) console.log(`\nSkipped in ${engine} (${reasons.length}):\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
  skipping?.(reasons);
  const skipped = counts.skipped + reasons.length;
  const failed = counts.total - counts.passed;
  console.log(`${counts.passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  // (A worker may find its queue empty: the run counts tests in all.)
  process.exitCode = failed > 0 || (counts.total === 0 && !worker) ? 1 : 0;
  // Browsers and servers left open by a failed test must not keep the run alive.
  setTimeout(() => process.exit(), 500).unref();
}
