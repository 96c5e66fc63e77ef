// The co-managers' digital business cards and their QR pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import site from '../../content/site.ts';
import { openPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('business cards');

const [lucas] = site.people;

// The spec's title, in each person's gender (DESIGN §6): written out here, not read from site.ts.
const spokenTitle: Record<string, string> = {
  'lucas-morel': 'Co-Gérant & Associé',
  'camille-ferrand': 'Co-Gérante & Associée',
  'thomas-giordano': 'Co-Gérant & Associé',
};
const cardPath = (slug: string) => `/carte-de-visite-${slug}`;

test('Camille Ferrand is "Co-Gérante & Associée" on her card, her QR page, in both meta descriptions and in her vCard', ({ outDir }) => {
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const card = cheerio.load(read('carte-de-visite-camille-ferrand/index.html'));
  const qr = cheerio.load(read('carte-de-visite-camille-ferrand/qr-code/index.html'));
  assert.is(card('.card-title').text(), 'Co-Gérante & Associée');
  assert.is(qr('.card-title').text(), 'Co-Gérante & Associée');
  for (const $ of [card, qr]) assert.match($('meta[name=description]').attr('content')!, 'Camille Ferrand, Co-Gérante & Associée de Castellar Foncier');
  assert.ok(read('cartes/camille-ferrand.vcf').includes('\r\nTITLE:Co-Gérante & Associée\r\n'));
  // Everywhere else on her pages, no masculine title is left over.
  for (const $ of [card, qr]) assert.not.match($.html(), /Co-Gérant &amp; Associé(?!e)/);
});

test('each card shows logo, photo, name, title, description, shortcuts, office and brochure', ({ outDir }) => {
  for (const p of site.people) {
    const $ = cheerio.load(readFileSync(path.join(outDir, `${cardPath(p.slug).slice(1)}/index.html`), 'utf8'));
    const card = $('.business-card');
    assert.is(card.find('h1').text(), `${p.firstName} ${p.lastName}`);
    assert.is(card.find('.card-title').text(), spokenTitle[p.slug]);
    // The firm's trades sit under its logo; under the person's title, what they look after, as
    // the team page says it (review 12 read the trades, under her name, as Camille Ferrand's own).
    assert.is(card.find('.card-band .card-description').text(), 'Ingénierie foncière, Marchand de biens');
    const field = card.find('.card-title + .card-field').text();
    assert.ok(field.length > 5 && p.jobTitle.toLowerCase().endsWith(field.toLowerCase()), `${p.slug}: « ${field} » against « ${p.jobTitle} »`);
    assert.is(card.find('.card-logo img').attr('alt'), site.brand);
    assert.is(card.find('.card-avatar picture').length, 1);
    assert.is(card.find('.card-initials').text(), `${p.firstName[0]}${p.lastName[0]}`);
    assert.ok(card.find(`a[href="tel:${p.mobile.replace(/\s/g, '')}"]`).length > 0);
    assert.ok(card.find(`a[href="mailto:${p.email}"]`).length > 0);
    assert.ok(card.find(`a[href="${site.url}"]`).length > 0, 'website shortcut');
    assert.match(card.find('address').text(), /Menton/);
    assert.match(card.find('address').text(), /06500/);
    assert.is(card.find(`a[href="/cartes/${p.slug}.pdf"]`).text().trim(), 'Télécharger la brochure (PDF)');
    assert.is(card.find(`x-island[data-island="VcardButton"] a[href="/cartes/${p.slug}.vcf"]`).text(), 'Ajouter le Contact');
  }
});

test('the card is at most 400 px wide on a large screen and fills a phone; the longest e-mail address holds on one line', async ({ browser, origin }) => {
  const longest = site.people.toSorted((a, b) => b.email.length - a.email.length)[0]!;
  for (const [width, expected] of [
    [1280, 400],
    [375, 343],
  ] as const) {
    const { page } = await openPage(browser.browser, origin, { width, height: 900 });
    await page.goto(origin + cardPath(lucas!.slug));
    assert.is(await page.$eval('.business-card', (el) => Math.round(el.getBoundingClientRect().width)), expected, `at ${width} px`);
    await page.goto(origin + cardPath(longest.slug));
    const lines = await page.$eval('.card-details a[href^="mailto:"]', (a) => new Set([...a.getClientRects()].map((r) => Math.round(r.top))).size);
    assert.is(lines, 1, `${longest.email} at ${width} px`);
    await page.close();
  }
});

/** Records every blob the page turns into a download, with the file name it is given. */
async function recordDownloads(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { downloads: { name: string; type: string; text: Promise<string> }[] };
    w.downloads = [];
    // The blob is kept as it is handed to createObjectURL: fetching a blob: URL back would be
    // refused by the page's CSP (connect-src 'self'), which does not govern the download itself.
    const blobs = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const href = create(obj);
      if (obj instanceof Blob) blobs.set(href, obj);
      return href;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) {
        w.downloads.push({ name: this.download, type: blob.type, text: blob.text() });
        return; // the test reads the blob; no file is written
      }
      return click.call(this);
    };
  });
}
const downloads = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as { downloads: { name: string; type: string; text: Promise<string> }[] };
    return Promise.all(w.downloads.map(async (d) => ({ name: d.name, type: d.type, text: await d.text })));
  });

test("'Ajouter le Contact' says 'Téléchargement...' while it fetches, then downloads the vCard", async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, delay: (url) => (url.endsWith('.vcf') ? 600 : 0) });
  await recordDownloads(page);
  await page.goto(origin + cardPath(lucas!.slug), { waitUntil: 'networkidle0' });
  const button = 'x-island[data-island="VcardButton"] a';
  await page.click(button);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Téléchargement...', {}, button);
  assert.is(await page.$eval(button, (el) => el.getAttribute('aria-disabled')), 'true');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Ajouter le Contact', {}, button);
  assert.is(await page.$eval(button, (el) => el.getAttribute('aria-disabled')), null);
  const files = await downloads(page);
  assert.is(files.length, 1, 'one download for one click');
  assert.is(files[0]!.name, 'Lucas-Morel.vcf');
  assert.is(files[0]!.type, 'text/vcard;charset=utf-8');
  assert.match(files[0]!.text, /^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  assert.match(files[0]!.text, 'FN:Lucas Morel\r\n');
  await page.close();
});

test('if the vCard file cannot be fetched, the card built into the page is downloaded and the failure logged', async ({ browser, origin }) => {
  const { page, console: lines } = await openPage(browser.browser, origin, {
    width: 1280,
    height: 800,
    local: (request) => {
      if (!request.url().endsWith('.vcf')) return false;
      return request.respond({ status: 503, body: 'indisponible' }).then(() => true);
    },
  });
  await recordDownloads(page);
  await page.goto(origin + cardPath(lucas!.slug), { waitUntil: 'networkidle0' });
  await page.click('x-island[data-island="VcardButton"] a');
  await page.waitForFunction(() => (window as unknown as { downloads: unknown[] }).downloads.length === 1);
  const [file] = await downloads(page);
  assert.match(file!.text, 'FN:Lucas Morel\r\n');
  assert.match(file!.text, `TEL;TYPE=CELL,VOICE:${lucas!.mobile}`);
  assert.ok(lines.some((l) => l.startsWith('error:') && l.includes('/cartes/lucas-morel.vcf')), lines.join('\n'));
  await page.close();
});

test('a photo that cannot load leaves the initials showing', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, {
    width: 375,
    height: 740,
    local: (request) => {
      if (!/lucas-morel-\d+x\d+-/.test(request.url())) return false;
      return request.abort('failed').then(() => true);
    },
  });
  await page.goto(origin + cardPath(lucas!.slug), { waitUntil: 'networkidle0' });
  assert.is(await page.$eval('.card-avatar img', (el) => (el as HTMLImageElement).naturalWidth), 0);
  const box = await page.$eval('.card-avatar', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const shot = await page.screenshot({ clip: box });
  const { dominant } = await sharp(shot).stats();
  // Navy disc with light initials: no broken-image icon, no empty white.
  assert.ok(dominant.r < 60 && dominant.g < 80 && dominant.b < 100, JSON.stringify(dominant));
  assert.is(await page.$eval('.card-initials', (el) => getComputedStyle(el).visibility), 'visible');
  await page.close();
});

test("the QR page shows the code and 'Obtenez la carte de visite' opens the card in a new tab", async ({ browser, origin, outDir }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, `${cardPath(lucas!.slug).slice(1)}/qr-code/index.html`), 'utf8'));
  assert.is($('.qr-code svg').attr('role'), 'img');
  assert.is($('.qr-code svg').attr('aria-label'), 'QR code vers la carte de visite de Lucas Morel');
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}${cardPath(lucas!.slug)}/qr-code`);
  const link = await page.$('a[target="_blank"]');
  assert.match(await link!.evaluate((el) => el.textContent!), 'Obtenez la carte de visite');
  const opened = browser.browser.waitForTarget((t) => t.url() === `${origin}${cardPath(lucas!.slug)}`);
  await link!.click();
  const target = await opened;
  assert.ok(target, 'no new tab with the card');
  await (await target.page())?.close();
  await page.close();
});

test.run();
