// The pages that show Markdown hold two kinds of id: the headings' (made from their titles) and
// the layout's own. A heading may never take one of the layout's (its anchor would lead
// elsewhere, a label would focus a heading), so the layout's are listed in site.config.ts
// (`layoutIds`) and the headings skip them: an id the layout gains without being listed there
// fails here, before a title can take it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { ENGINE_IDS } from '../../build/content/markdown.ts';
import { articles } from '../../content/articles.ts';
import { realisations } from '../../content/realisations.ts';
import config from '../../site.config.ts';
import { buildSite, repoRoot } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('heading ids');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
  articles.load(repoRoot);
  realisations.load(repoRoot);
});

/** Every id of a built page, with how many elements carry it. */
function idsOf(outDir: string, route: string): Map<string, number> {
  const $ = cheerio.load(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'));
  const ids = new Map<string, number>();
  $('[id]').each((_, el) => {
    const id = $(el).attr('id')!;
    ids.set(id, (ids.get(id) ?? 0) + 1);
  });
  return ids;
}

const pages = () => [
  ...articles.all().map((a) => ({ route: `article/${a.data.slug}`, headings: a.headings })),
  ...realisations.all().map((r) => ({ route: `nos-realisations/${r.data.slug}`, headings: r.headings })),
];

test('every id of an article or project page is a heading of its text or one the layout reserves', ({ outDir }) => {
  const reserved = new Set([...ENGINE_IDS, ...config.layoutIds]);
  for (const { route, headings } of pages()) {
    const own = new Set(headings.map((h) => h.id));
    const unlisted = [...idsOf(outDir, route).keys()].filter((id) => !own.has(id) && !reserved.has(id));
    assert.equal(unlisted, [], `${route} holds ids that are neither a heading's nor in site.config.ts's layoutIds: add them there`);
  }
});

test('no id appears twice on an article or project page, and no heading takes a reserved one', ({ outDir }) => {
  const reserved = new Set([...ENGINE_IDS, ...config.layoutIds]);
  for (const { route, headings } of pages()) {
    const twice = [...idsOf(outDir, route)].filter(([, n]) => n > 1).map(([id]) => id);
    assert.equal(twice, [], route);
    assert.equal(headings.filter((h) => reserved.has(h.id)).map((h) => h.id), [], route);
  }
});

test("the four articles keep their headings' anchors", () => {
  assert.equal(Object.fromEntries(articles.all().map((a) => [a.data.slug, a.headings.map((h) => h.id)])), {
    'foncier-environnement': [
      'zero-artificialisation-nette-un-cap-et-un-calendrier',
      'friches-et-dents-creuses-la-valeur-se-deplace-vers-l-existant',
      'renaturer-un-poste-a-part-entiere-du-bilan',
      'ce-que-cela-change-pour-un-proprietaire-de-la-riviera',
    ],
    'smart-city': ['de-la-donnee-a-la-decision', 'jumeaux-numeriques-tester-avant-de-construire', 'mobilite-et-eau-deux-chantiers-prioritaires', 'des-limites-a-poser'],
    'transition-energetique': ['re2020-construire-en-comptant-le-carbone', 'le-dpe-nouveau-juge-de-la-valeur-locative', 'densite-reseaux-et-energie-partagee', 'le-soleil-atout-et-contrainte-du-littoral'],
    'valorisation-patrimoniale': [
      'la-vieille-ville-de-menton-un-patrimoine-a-menager',
      'travailler-avec-l-architecte-des-batiments-de-france',
      'diviser-surelever-changer-d-usage',
      'fiscalite-des-leviers-a-manier-avec-prudence',
    ],
  });
});

test.run();
