// Every page carries its own strict Content-Security-Policy, sent by the previewer as a header
// too, and the other security headers say what they should. That no page reports a violation
// while it loads, scrolls and wakes its islands is checked by test/site/widths.test.ts, during
// the one visit per page that test makes in each engine.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { headersFor } from '../../build/output/hosting.ts';
import { openPage } from '../helpers/browser.ts';
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
  assert.match(headers, `Content-Security-Policy: ${policy}; upgrade-insecure-requests; frame-ancestors 'none'`);
  // Only an HTTPS host says it: over plain HTTP (the previewer) Safari would upgrade the page's
  // own requests, loopback included.
  assert.not.match(policy!, 'upgrade-insecure-requests');
});

test('the headers every response carries: framing refused, HTTPS enforced, unused browser features denied', ({ outDir }) => {
  const headers = headersFor(readFileSync(path.join(outDir, '_headers'), 'utf8'), '/contact/');
  const policy = headers['Content-Security-Policy'] ?? '';
  assert.match(policy, "frame-ancestors 'none'");
  assert.match(policy, /(^|; )upgrade-insecure-requests(;|$)/);
  assert.is(headers['X-Frame-Options'], 'DENY');
  assert.is(headers['Cross-Origin-Opener-Policy'], 'same-origin');
  assert.is(headers['X-Content-Type-Options'], 'nosniff');
  assert.match(headers['Strict-Transport-Security'] ?? '', /^max-age=\d{8}; includeSubDomains; preload$/);
  const denied = (headers['Permissions-Policy'] ?? '').split(/,\s*/).filter((d) => d.endsWith('=()')).map((d) => d.slice(0, -3));
  // Sensors, devices, payment, identity, tracking: nothing on the site asks for them.
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'accelerometer', 'gyroscope', 'magnetometer', 'display-capture', 'screen-wake-lock', 'publickey-credentials-get', 'browsing-topics', 'interest-cohort', 'clipboard-read', 'sync-xhr']) {
    assert.ok(denied.includes(feature), `Permissions-Policy does not deny ${feature}`);
  }
  // What the site uses stays allowed: the film's frame (autoplay, fullscreen...), 'Partager' (clipboard, share).
  for (const feature of ['autoplay', 'encrypted-media', 'picture-in-picture', 'fullscreen', 'clipboard-write', 'web-share']) {
    assert.not.ok(denied.includes(feature), `Permissions-Policy denies ${feature}, which the site uses`);
  }
});

test('another site cannot show a page in a frame (clickjacking), under the previewer as on the host', async ({ browser, origin, outDir }) => {
  const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(readFileSync(path.join(outDir, 'contact', 'index.html'), 'utf8'))![1]!.replace(/<[^>]+>/g, '');
  // Another origin served from this machine: a page the browser got from elsewhere (or from the
  // test's interception) is kept from framing a loopback address by the browser itself.
  const framer = createServer((_req, res) => res.end(`<!doctype html><iframe src="${origin}/contact/"></iframe>`));
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  const other = `http://localhost:${(framer.address() as AddressInfo).port}`;
  const { page } = await openPage(browser.browser, other, {
    intercept: (request) => request.url().startsWith(origin) && request.continue().then(() => true),
  });
  try {
    await page.goto(`${other}/`, { waitUntil: 'networkidle0' });
    const frame = await (await page.waitForSelector('iframe'))?.contentFrame();
    assert.ok(frame, 'the frame is there');
    const shown = await frame!.evaluate(() => document.body.innerText).catch(() => '');
    assert.ok(title.length > 3);
    assert.not.ok(shown.includes(title), `the framed page showed "${shown.slice(0, 80)}"`);
  } finally {
    await page.close();
    framer.close();
  }
});

test.run();
