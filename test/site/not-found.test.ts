// An unknown address in a browser: the not-found page, its status, the address in the console.
import * as assert from 'uvu/assert';
import { openPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('not found');

test('an unknown address answers 404 with the page, and logs the address as a warning, not an error', async ({ browser, origin }) => {
  const { page, console: lines, errors } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  const response = await page.goto(`${origin}/nos-realisations/villa-inconnue`, { waitUntil: 'networkidle0' });
  assert.is(response?.status(), 404);
  assert.is(await page.$eval('h1', (h) => h.textContent), 'Oops! Page non trouvée');
  assert.ok(
    lines.some((l) => l.startsWith('warn: ') && l.endsWith('/nos-realisations/villa-inconnue')),
    `the address is not in the console: ${JSON.stringify(lines)}`,
  );
  // The document's own 404 is the browser's network notice; the page logs no error of its own.
  assert.equal(lines.filter((l) => l.startsWith('error: ') && !l.includes('404 (Not Found)')), []);
  assert.equal(errors, []);
  await page.click(".not-found-actions a[href=\"/\"]");
  await page.waitForFunction(() => location.pathname === '/');
  await page.close();
});

test.run();
