// French typography over the built site (scripts/typography.ts): every page, the feed, the search
// index, the manifest, the vCards and the brochures; and every message the islands may show.
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { checkTypography, formatProblems, frenchFaults, islandTexts, siteTexts } from '../../scripts/typography.ts';
import { buildSite, repoRoot } from '../helpers/site.ts';

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

test('every message an island may show follows French typography', async () => {
  // Written in content/forms.ts and content/widgets/ (and whatever is still in islands/).
  const fromContent = (await islandTexts(path.join(repoRoot, 'content'))).filter((t) => t.file === 'forms.ts' || t.file.startsWith('widgets/'));
  const texts = [...(await islandTexts(path.join(repoRoot, 'islands'))).map((t) => ({ ...t, file: `islands/${t.file}` })), ...fromContent.map((t) => ({ ...t, file: `content/${t.file}` }))];
  assert.ok(texts.length > 30, `${texts.length} texts found`);
  const faults = texts.flatMap((t) => frenchFaults(t.text).map((f) => `${t.file} (${t.where}): ${f.rule}: « ${f.excerpt} »`));
  assert.is(faults.length, 0, `\n${faults.join('\n')}`);
});

test.run();
