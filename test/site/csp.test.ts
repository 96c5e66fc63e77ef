// Every page works under its own strict Content-Security-Policy: loaded, scrolled through
// (so that `visible` islands hydrate), its first islands touched, with no violation reported.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { openPage } from '../helpers/browser.ts';
import { tileServer } from '../helpers/intercept.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('content security policy');

test('every page carries the same strict policy, with no inline code allowed', ({ outDir }) => {
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const policies = new Set(
    pages.map((f) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(readFileSync(path.join(outDir, f), 'utf8'))?.[1]),
  );
  assert.is(policies.size, 1);
  const [policy] = [...policies];
  assert.ok(policy);
  assert.match(policy!, "default-src 'self'");
  assert.match(policy!, "script-src 'self';");
  assert.match(policy!, "style-src 'self';");
  assert.not.match(policy!, /unsafe-inline|unsafe-eval|\*/);
  const headers = readFileSync(path.join(outDir, '_headers'), 'utf8');
  assert.match(headers, `Content-Security-Policy: ${policy}; frame-ancestors 'none'`);
});

test('no page reports a policy violation while it loads, scrolls and wakes its islands', async ({ browser, origin, outDir }) => {
  const routes = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => '/' + f.replace(/\/?index\.html$/, ''));
  const violations: string[] = [];
  for (const route of [...routes, '/page-inconnue']) {
    const { page, console: lines } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: tileServer([]) });
    await page.evaluateOnNewDocument(`
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));
    `);
    await page.goto(origin + route, { waitUntil: 'networkidle0' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    // Focus wakes every `interaction` island without submitting or navigating anything.
    for (const handle of await page.$$('x-island input, x-island a, x-island button')) await handle.focus().catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    const found = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    violations.push(...found.map((v) => `${route}: ${v}`), ...lines.filter((l) => /Content Security Policy|Refused to/.test(l)).map((l) => `${route}: ${l}`));
    await page.close();
  }
  assert.equal(violations, []);
});

test.run();
