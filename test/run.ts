// Runs every test/**/*.test.ts with uvu and ends with `N passed, N failed`.
//   npm test                       every test; the browser tests in each engine (see below)
//   npm test -- browser            only the files whose path contains "browser"
//   npm test -- --browser=firefox  the browser tests in one engine: chromium, firefox, webkit, a
//                                  list (chromium,webkit) or all; --serial runs engines in turn
// With several engines, each runs in a process of its own (test files are modules, loaded once
// per process): first the files that open no browser (WebKit's browser files beside them), then
// every other engine's browser files, side by side. Each run's result is printed on a line of
// its own, then the total.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const here = path.dirname(new URL(import.meta.url).pathname);
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));
const choice = args.find((a) => a.startsWith('--browser='))?.slice('--browser='.length) ?? process.env.TEST_BROWSER;
const ENGINES = ['chromium', 'firefox', 'webkit'];
const engines = !choice || choice === 'all' ? ENGINES : choice.split(',');
for (const e of engines) if (!ENGINES.includes(e)) throw new Error(`--browser=${choice}: one of ${ENGINES.join(', ')} or all`);

const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && !f.includes('fixtures') && !f.startsWith('.tmp'))
  .filter((f) => filters.length === 0 || filters.some((needle) => f.includes(needle)))
  .sort();
const opensBrowser = (file: string) => /helpers\/(browser|suites)\.ts'/.test(readFileSync(path.join(here, file), 'utf8'));
const RESULT = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m;

if (process.env.TEST_FILES !== undefined || engines.length === 1) {
  // One engine, in this process.
  process.env.TEST_BROWSER = engines[0];
  const chosen = process.env.TEST_FILES !== undefined ? process.env.TEST_FILES.split('\n').filter(Boolean) : files;
  await runHere(chosen);
} else {
  // First the files that open no browser, without Chromium and Firefox beside them (the heavy
  // browsers). Then every engine's browser files, side by side (a browser test mostly waits: on
  // timers, animations, the network), the first engine's output shown as it comes, the others'
  // when each is done.
  // --serial runs the engines one after the other instead.
  const serial = args.includes('--serial');
  const runs: Promise<{ engine: string; counts: number[]; out: string; seconds: number }>[] = [];
  const plain = files.filter((f) => !opensBrowser(f));
  const chosen = files.filter(opensBrowser);
  // WebKit's run is the longest and the lightest: most of its time is spent waiting on its
  // driver (a WebDriver round trip per command), a core at most. Started beside the files that
  // open no browser, it ends with the others instead of alone, minutes after them (CI: 180 s
  // with the machine half idle). It builds no site the plain tests build: its own, once.
  const early = !serial && plain.length && engines.length > 1 && engines.includes('webkit') && chosen.length ? 'webkit' : null;
  const earlyRun = early ? runEngine(early, chosen, false) : null;
  if (plain.length) {
    const run = runEngine(`${engines[0]!} (no browser)`, plain, true, engines[0]!);
    runs.push(run);
    await run;
  }
  for (const [i, engine] of engines.entries()) {
    if (!chosen.length) continue;
    const run = engine === early ? earlyRun! : runEngine(engine, chosen, i === 0);
    runs.push(run);
    if (serial) await run;
  }
  let [passed, failed, skipped] = [0, 0, 0];
  const lines: string[] = [];
  for (const run of runs) {
    const { engine, counts, out, seconds } = await run;
    if (out) process.stdout.write(`\n=== ${engine} (ran alongside)\n${out}`);
    passed += counts[0]!;
    failed += counts[1]!;
    skipped += counts[2]!;
    lines.push(`${engine}: ${counts[0]} passed, ${counts[1]} failed${counts[2] ? `, ${counts[2]} skipped` : ''} (${seconds} s)`);
  }
  console.log(`\n${lines.join('\n')}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 || passed === 0) process.exitCode = 1;
}

/** One engine's run in a process of its own: its counts, and its output unless it was shown as it came. */
async function runEngine(engine: string, chosen: string[], live: boolean, browser = engine) {
  if (live) console.log(`\n=== ${engine}: ${chosen.length} test files\n`);
  const started = performance.now();
  const child = spawn(process.execPath, [...process.execArgv, path.join(here, 'run.ts')], {
    env: { ...process.env, TEST_BROWSER: browser, TEST_FILES: chosen.join('\n') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const take = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (live) to.write(chunk);
    else out += chunk.toString();
  };
  child.stdout.on('data', take(process.stdout));
  child.stderr.on('data', take(process.stderr));
  let last = '';
  child.stdout.on('data', (chunk: Buffer) => (last = (last + chunk.toString()).slice(-4096)));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const m = RESULT.exec(last.trimEnd().split('\n').pop() ?? '');
  const counts = m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : [0, 1, 0];
  if (!m || status !== 0) counts[1] ||= 1;
  return { engine, counts, out: live ? '' : `${chosen.length} test files\n${out}`, seconds: Math.round((performance.now() - started) / 1000) };
}

async function runHere(chosen: string[]) {
  // uvu's own CLI protocol: defer, queue one group per file, then exec.
  const g = globalThis as { UVU_DEFER?: number; UVU_INDEX?: number; UVU_QUEUE?: unknown[][] };
  g.UVU_DEFER = 1;
  const uvu = await import('uvu');
  g.UVU_QUEUE ??= [];

  // uvu names each file as it starts it: the time from one name to the next is that file's.
  let captured = '';
  const started: [string, number][] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    captured += text;
    const name = text.replace(/\x1b\[[0-9;]*m/g, '').trim();
    if (chosen.includes(name)) started.push([name, performance.now()]);
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;

  for (const [i, file] of chosen.entries()) {
    g.UVU_INDEX = i;
    g.UVU_QUEUE!.push([file]);
    await import(pathToFileURL(path.join(here, file)).href);
  }
  await uvu.exec(false);
  process.stdout.write = write;
  const end = performance.now();
  const times = started.map(([name, t], i) => [name, ((started[i + 1]?.[1] ?? end) - t) / 1000] as const).sort((a, b) => b[1] - a[1]);

  const plain = captured.replace(/\x1b\[[0-9;]*m/g, '');
  const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const uvuSkipped = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  // Checks an engine cannot make, listed with their reasons (test/helpers/browser.ts).
  const helpers = chosen.some(opensBrowser) ? await import('./helpers/browser.ts') : null;
  await helpers?.closeBrowsers();
  const { skipped: reasons, engine } = helpers ?? { skipped: [], engine: '' };
  if (times.length > 1) console.log(`\nTime per file (${engine || 'no browser'}): ${times.map(([n, s]) => `${n} ${s.toFixed(0)} s`).join(', ')}`);
  if (reasons.length) console.log(`\nSkipped in ${engine} (${reasons.length}):\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
  const skipped = uvuSkipped + reasons.length;
  const failed = total - passed;
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 || total === 0) process.exitCode = 1;
  // Browsers and servers left open by a failed test must not keep the run alive.
  setTimeout(() => process.exit(), 500).unref();
}
