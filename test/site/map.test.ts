// The contact page's map: Leaflet only near the viewport, centred on the office, marker popup open.
import * as assert from 'uvu/assert';
import site from '../../content/site.ts';
import { openPage, until } from '../helpers/browser.ts';
import type { HTTPRequest } from 'puppeteer';
import { tileServer } from '../helpers/intercept.ts';
import { mapWords, TILES_MS } from '../../content/widgets/map.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('contact map');

test('on a phone the map loads nothing until scrolled near, and shows the address meanwhile', async ({ browser, origin }) => {
  const tiles: string[] = [];
  const { page, requests } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: tileServer(tiles) });
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  assert.not.ok(requests.some((u) => /ContactMap-/.test(u)), 'the map code loaded before any scroll');
  assert.is(tiles.length, 0);
  const text = await page.$eval('.map-static', (el) => el.textContent!);
  assert.match(text, `${site.office.street}, ${site.office.postcode} ${site.office.city}`);
  assert.match(await page.$eval('.map-link a', (el) => el.getAttribute('href')!), /^https:\/\/www\.openstreetmap\.org\/\?mlat=43\.7762&mlon=7\.5027/);
  await page.close();
});

test('scrolled to, the map centres on the office at zoom 18 with the marker popup open', async ({ browser, origin }) => {
  const tiles: string[] = [];
  const { page, errors } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: tileServer(tiles) });
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  await page.$eval('#carte', (el) => el.scrollIntoView());
  await page.waitForSelector('.map-frame.is-ready .leaflet-popup-content', { timeout: 10_000 });
  assert.match(await page.$eval('.leaflet-popup-content', (el) => el.textContent!), `${site.brand}${site.office.street}, ${site.office.postcode} ${site.office.city}`);
  await page.waitForFunction(() => document.querySelectorAll('.leaflet-tile-loaded').length > 0);
  assert.ok(tiles.length > 0 && tiles.every((u) => /^https:\/\/tile\.openstreetmap\.org\/18\/\d+\/\d+\.png$/.test(u)), tiles.join('\n'));
  // The tile under the marker is the one containing the office at zoom 18.
  const x = Math.floor(((site.office.geo.lng + 180) / 360) * 2 ** 18);
  assert.ok(tiles.some((u) => u.includes(`/18/${x}/`)), `no tile in column ${x}`);
  assert.match(await page.$eval('.leaflet-control-attribution', (el) => el.textContent!), site.map.tileAttribution);
  assert.ok(await page.$eval('.map-static', (el) => getComputedStyle(el).visibility === 'hidden'));
  // The way to OpenStreetMap stays under the map once it is drawn (and if its tiles never come).
  assert.ok(await page.$eval('.map-link a', (el) => el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility === 'visible'));
  assert.equal(errors, []);
  await page.close();
});

test('with the tile server unreachable, the address stays in the map’s place, then a line says why', async ({ browser, origin }) => {
  // Every tile refused, as behind a firewall or a blocker (the page's own files still come).
  const refused: string[] = [];
  const refuse = (request: HTTPRequest) => {
    if (!request.url().startsWith('https://tile.openstreetmap.org/')) return false;
    refused.push(request.url());
    return request.abort('blockedbyclient').then(() => true);
  };
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: refuse });
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  await page.$eval('#carte', (el) => el.scrollIntoView());
  await page.waitForSelector('.map-canvas.leaflet-container');
  await until(() => refused.length > 0, 'a tile asked for', 10_000);
  // While no tile has come, the address shows in the map's place, not an empty frame.
  assert.ok(await page.$eval('.map-static', (el) => getComputedStyle(el).visibility === 'visible'), 'an empty frame while the tiles are awaited');
  assert.not.ok(await page.$('.map-frame.is-ready'), 'the map shown without a tile');
  await page.waitForSelector('.map-frame.has-no-tiles', { timeout: TILES_MS + 10_000 });
  assert.ok(await page.$eval('.map-static', (el) => getComputedStyle(el).visibility === 'visible'), 'the address is hidden');
  assert.match(await page.$eval('.map-static', (el) => el.textContent!), `${site.office.street}, ${site.office.postcode} ${site.office.city}`);
  assert.is(await page.$eval('.map-no-tiles', (el) => el.textContent), mapWords.noTiles);
  assert.ok(await page.$eval('.map-canvas', (el) => getComputedStyle(el).visibility === 'hidden'), 'an empty map over the address');
  assert.ok(await page.$eval('.map-link a', (el) => el.getBoundingClientRect().height > 0), 'no way to OpenStreetMap');
  await page.close();
});

test('zoom stops at 19 in and 14 out, and no zoom breaks the page\'s security policy', async ({ browser, origin }) => {
  const asked: string[] = [];
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: tileServer(asked) });
  // Leaflet cancels the tiles of the level it leaves by pointing them at a data: image, which
  // the policy must allow or the console fills with refusals at every zoom.
  await page.evaluateOnNewDocument(`
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI.slice(0, 40)));
  `);
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  await page.$eval('#carte', (el) => el.scrollIntoView());
  await page.waitForSelector('.map-frame.is-ready');
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
  const disabled = (button: string) => page.$eval(button, (el) => el.classList.contains('leaflet-disabled'));
  // The zoom of the tiles asked since `from`: https://tile.openstreetmap.org/{z}/{x}/{y}.png.
  const zooms = (from: number) => asked.slice(from).map((url) => Number(new URL(url).pathname.split('/')[1]));
  // More steps than it takes each way (a click landing in a zoom animation may be lost): the
  // map never goes past 19 in, nor 14 out, and the control then refuses more.
  // One step: a click, then the tiles of the next level asked (or the control refusing), then
  // the end of the zoom animation (a click during it would be lost).
  const step = async (button: string) => {
    const before = asked.length;
    await page.click(button);
    await until(async () => asked.length > before || (await disabled(button)), `a zoom step (${button})`, 3000).catch(() => {});
    await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 400));
  };
  let from = asked.length;
  for (let i = 0; i < 3; i++) await step('.leaflet-control-zoom-in');
  assert.ok(await disabled('.leaflet-control-zoom-in'), 'zoom-in still enabled past 19');
  assert.is(Math.max(...zooms(from)), 19, 'the tiles of zoom 19, and none closer');
  from = asked.length;
  for (let i = 0; i < 7; i++) await step('.leaflet-control-zoom-out');
  assert.ok(await disabled('.leaflet-control-zoom-out'), 'zoom-out still enabled below 14');
  assert.is(Math.min(...zooms(from)), 14, 'the tiles of zoom 14, and none farther');
  assert.equal(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), []);
  await page.close();
});

test.run();
