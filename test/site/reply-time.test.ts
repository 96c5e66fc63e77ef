// One reply time (DESIGN §6): content/site.ts's office.replyTime is what the contact page and the
// form promise, and no page nor script of the site names another delay. The toast and the
// thank-you, which only a send shows, are read in a browser by landowner-path.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import site from '../../content/site.ts';
import { buildSite } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('one reply time');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
});

// As read from a page, white space made plain (the field holds a no-break space).
const REPLY = site.office.replyTime.replace(/\s+/g, ' ');
const words = ($: cheerio.CheerioAPI, selector: string) => $(selector).text().replace(/\s+/g, ' ');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));
}

/** A delay as a promise of an answer is worded: "sous 48 heures ouvrées", "sous deux jours ouvrés", "24 h". */
const DELAY = /\b(?:sous|dans|en|d’ici)\s+(?:les\s+)?(?:\d+|une?|deux|trois|quatre|cinq|huit|quarante-huit)\s+(?:heures?|h|jours?)(?:\s+ouvr[ée]e?s)?|\b\d+\s*h(?:eures)?\s+ouvr|\bjours?\s+ouvr[ée]s\b/gi;

test('the contact page states the reply time, outside the form and beside Envoyer', ({ outDir }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, 'contact/index.html'), 'utf8'));
  $('x-island').remove();
  assert.ok(words($, 'main').includes(REPLY), `/contact does not say “${REPLY}” outside the form`);
  const form = cheerio.load(readFileSync(path.join(outDir, 'contact/index.html'), 'utf8'));
  assert.ok(words(form, '.contact-form .form-actions').includes(REPLY), 'the form does not say when the answer comes beside Envoyer');
});

test('no page and no script states another delay', ({ outDir }) => {
  const found: string[] = [];
  for (const file of [...files(outDir, '.html'), ...files(path.join(outDir, 'assets'), '.js')]) {
    const text = file.endsWith('.html') ? cheerio.load(readFileSync(file, 'utf8'))('body').text() + readFileSync(file, 'utf8').match(/<script type="application\/json"[^>]*>([^]*?)<\/script>/)?.[1] : readFileSync(file, 'utf8');
    for (const match of text.replace(/\s+/g, ' ').matchAll(DELAY)) if (match[0] !== REPLY) found.push(`${path.relative(outDir, file)}: “${match[0]}”`);
  }
  assert.equal(found, []);
});

test.run();
