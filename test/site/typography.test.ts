// French typography over the built site (scripts/typography.ts): every page, the feed, the search
// index, the manifest, the vCards and the brochures; and every message the islands may show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { checkTypography, formatProblems, frenchFaults, islandTexts, siteTexts } from '../../scripts/typography.ts';
import { buildSite, repoRoot, routes } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('French typography');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
});

test('every text of the built site follows French typography', (ctx) => {
  const problems = checkTypography(ctx.outDir);
  assert.is(problems.length, 0, `\n${formatProblems(problems)}`);
});

test('the built site has texts of every kind the check reads', (ctx) => {
  // A check that reads nothing passes: the pages, the feed, a vCard and a brochure are there.
  const texts = siteTexts(ctx.outDir);
  const of = (file: string) => texts.filter((t) => t.file === file).map((t) => t.text).join('\n');
  assert.match(of('index.html'), 'QUI SOMMES-NOUS\u00a0?');
  assert.match(of('actualites/feed.xml'), 'Smart city');
  assert.match(of('actualites/index.json'), 'Smart city');
  assert.match(of('cartes/camille-ferrand.vcf'), 'Castellar Foncier\u00a0: études');
  assert.match(of('cartes/camille-ferrand.pdf'), 'POUR QUI\u00a0?');
});

test('no line ends inside a range of hours, nor inside an e-mail address’s domain', (ctx) => {
  // A browser may break after the dash of « 14 h – 18 h » even between espaces insécables, and at
  // the hyphen of « castellar-foncier.fr »: each range and each @domain is kept on one line.
  const range = /\d{1,2}\u00a0h(?:\u00a0\d{2})?\u00a0–\u00a0\d{1,2}\u00a0h(?:\u00a0\d{2})?/;
  const faults: string[] = [];
  let ranges = 0;
  let addresses = 0;
  for (const route of routes(ctx.outDir)) {
    const file = path.join(ctx.outDir, route.endsWith('/') ? `${route}index.html` : route);
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    $('body *')
      .contents()
      .filter((_, n) => n.type === 'text' && range.test($(n).text()))
      .each((_, n) => {
        ranges++;
        if (!$(n).parent().is('.nowrap') || $(n).parent().text() !== range.exec($(n).text())?.[0]) faults.push(`${route}: « ${$(n).text()} »`);
      });
    $('a[href^="mailto:"]').each((_, a) => {
      const text = $(a).text();
      if (!text.includes('@')) return;
      addresses++;
      const domain = text.slice(text.indexOf('@'));
      // (In the legal pages' text, the whole address is kept on one line.)
      if (!$(a).find('.nowrap').filter((_, s) => $(s).text() === domain || $(s).text() === text).length) faults.push(`${route}: ${text}`);
    });
  }
  assert.ok(ranges >= 2 && addresses >= 30, `${ranges} ranges of hours, ${addresses} addresses read`);
  assert.equal(faults, []);
});

test('no line ends on the dot between two items (« Ingénierie foncière · / 2025 – 2026 »)', (ctx) => {
  const faults: string[] = [];
  let dots = 0;
  for (const route of routes(ctx.outDir)) {
    if (!route.endsWith('/') && !route.endsWith('.html')) continue;
    const $ = cheerio.load(readFileSync(path.join(ctx.outDir, route.endsWith('/') ? `${route}index.html` : route), 'utf8'));
    $('body *:not(script):not(style)')
      .contents()
      .filter((_, n) => n.type === 'text' && $(n).text().includes(' ·') && !$(n).parent().is('.tagline-dot'))
      .each((_, n) => {
        dots++;
        if (/ ·(?!\u00a0)/.test($(n).text())) faults.push(`${route}: « ${$(n).text()} »`);
      });
  }
  assert.ok(dots >= 30, `${dots} dots read`);
  assert.equal(faults, []);
});

test('every message an island may show follows French typography', async () => {
  // Written in content/forms.ts and content/widgets/ (and whatever is still in islands/).
  const fromContent = (await islandTexts(path.join(repoRoot, 'content'))).filter((t) => t.file === 'forms.ts' || t.file.startsWith('widgets/'));
  const texts = [...(await islandTexts(path.join(repoRoot, 'islands'))).map((t) => ({ ...t, file: `islands/${t.file}` })), ...fromContent.map((t) => ({ ...t, file: `content/${t.file}` }))];
  assert.ok(texts.length > 30, `${texts.length} texts found`);
  const faults = texts.flatMap((t) => frenchFaults(t.text).map((f) => `${t.file} (${t.where}): ${f.rule}: « ${f.excerpt} »`));
  assert.is(faults.length, 0, `\n${faults.join('\n')}`);
});

test.run();
