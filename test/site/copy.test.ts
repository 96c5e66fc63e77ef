// The copy as a demanding reader meets it across the built site: no paragraph met twice on two
// pages, one word per thing in running text, and no picture shown twice on one page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { ImageStore } from '../../build/assets/images.ts';
import { buildSite, repoRoot } from '../helpers/site.ts';

const test = suite<{ outDir: string; pages: Map<string, cheerio.CheerioAPI> }>('copy');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
  ctx.pages = new Map();
  for (const f of readdirSync(ctx.outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
    const $ = cheerio.load(readFileSync(path.join(ctx.outDir, f), 'utf8'));
    // Pages that only say they moved, and are not indexed, are left out.
    if (/noindex/.test($('meta[name=robots]').attr('content') ?? '')) continue;
    ctx.pages.set(`/${f}`.replace(/\/?index\.html$/, '') || '/', $);
  }
});

const read = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();

test('no paragraph of more than 80 characters is on two pages (the header and footer aside)', ({ pages }) => {
  const seen = new Map<string, string[]>();
  for (const [route, $] of pages)
    // A project or news tile that links to another page sums it up where it is linked from: not a
    // paragraph of the page (the audience tiles are: /acteurs words them apart from the home page,
    // review 8). The closing band of the project pages and the QR pages' hint are one template's frame.
    // A law cited by two articles is one reference, not a paragraph written twice.
    $('main p, main li')
      .not('.tile p, .tile li, .news-card p, .teaser p, .project-closing p, .qr-hint, .article-sources li')
      .each((_, el) => {
        if ($(el).find('p, li').length) return;
        const text = read($(el).text());
        if (text.length <= 80) return;
        const where = seen.get(text) ?? [];
        if (!where.includes(route)) where.push(route);
        seen.set(text, where);
      });
  const repeated = [...seen].filter(([, where]) => where.length > 1).map(([text, where]) => `${where.join(', ')}: ${text.slice(0, 90)}…`);
  assert.equal(repeated, []);
});

// Labels the specification quotes word for word keep its spelling.
const SPEC_LABELS = ['Vous êtes maintenant abonné à notre newsletter.', 'Veuillez entrer une adresse email valide'];

test('one word per thing in running text: "lettre d’information", "e-mail"', ({ pages }) => {
  const found: string[] = [];
  for (const [route, $] of pages) {
    $('script, style, template, noscript').remove();
    let text = read($('body').text());
    for (const label of SPEC_LABELS) text = text.replaceAll(label, '');
    for (const m of text.matchAll(/.{0,40}(?<![\w-])(?:newsletters?|emails?|courriels?)(?![\w-]).{0,20}/gi)) found.push(`${route}: ${m[0]}`);
  }
  assert.equal(found, []);
});

test('institutions and investors are not told a partner follows them "jusqu’à la vente"', ({ pages }) => {
  for (const route of ['/acteurs/institutions-collectivites', '/acteurs/investisseurs']) {
    const $ = pages.get(route)!;
    const text = $('main').clone().find('.audience-tile').remove().end().text();
    assert.not.match(read(text), /jusqu’à la vente/, route);
  }
});

test('the audience pages use French capitals in their titles and breadcrumbs', ({ pages }) => {
  for (const [route, name] of [
    ['/acteurs/proprietaires-prives', 'Propriétaires privés'],
    ['/acteurs/institutions-collectivites', 'Institutions et collectivités'],
    ['/acteurs/professionnels-immobilier', 'Professionnels de l’immobilier'],
  ]) {
    const $ = pages.get(route!)!;
    assert.is(read($('.breadcrumb [aria-current=page]').text()), name, route);
    assert.ok($('head > title').text().startsWith(name!), route);
  }
});

/** Each page's pictures in <main>, by the source image each one's variant was made from (logo and icons aside); read once for the suite. */
let picturesRead: Promise<Map<string, string[]>> | undefined;
const picturesByPage = (pages: Map<string, cheerio.CheerioAPI>) => (picturesRead ??= readPictures(pages));

async function readPictures(pages: Map<string, cheerio.CheerioAPI>): Promise<Map<string, string[]>> {
  // A variant's name carries its source's file name, and a key made from the source's content:
  // the engine's own store names each candidate's variant, and the one that matches is the source.
  const store = new ImageStore(path.join(repoRoot, 'content', 'images'), path.join(repoRoot, '.cache'));
  await store.scan();
  const byName = new Map<string, string[]>();
  for (const src of store.sources.keys()) {
    const name = path.basename(src).replace(/\.[^.]+$/, '');
    byName.set(name, [...(byName.get(name) ?? []), src]);
  }
  const FORMAT = { avif: 'avif', webp: 'webp', jpg: 'jpeg', png: 'png' } as const;
  const sourceOf = (url: string): string | undefined => {
    const m = /^\/assets\/img\/(.+)-(\d+)(?:x(\d+))?-[0-9a-f]{10}\.(avif|webp|jpg|png)$/.exec(url);
    if (!m) return undefined;
    const [, name, w, h, ext] = m;
    return byName.get(name!)?.find((src) => store.variant(src, Number(w), FORMAT[ext as keyof typeof FORMAT], h ? Number(h) : undefined).url === url);
  };
  const result = new Map<string, string[]>();
  for (const [route, $] of pages) {
    const shown: string[] = [];
    $('main img').each((_, img) => {
      const src = $(img).attr('src') ?? '';
      if (!src.startsWith('/assets/img/')) return;
      const source = sourceOf(src);
      assert.ok(source, `${route}: ${src} comes from no source image`);
      if (!/^(logo|icons?)\//.test(source!)) shown.push(source!);
    });
    result.set(route, shown);
  }
  return result;
}

test('no page shows the same picture twice (logo, icons and maps aside)', async ({ pages }) => {
  const found: string[] = [];
  let pictures = 0;
  for (const [route, shown] of await picturesByPage(pages)) {
    pictures += shown.length;
    for (const source of new Set(shown)) {
      const n = shown.filter((s) => s === source).length;
      if (n > 1) found.push(`${route}: ${source} ${n} times`);
    }
  }
  assert.equal(found, []);
  assert.ok(pictures > 100, `${pictures} pictures`);
});

test('a project’s gallery photos are shown on its own page only, never lent to stand for another subject', async ({ pages }) => {
  const lent: string[] = [];
  for (const [route, shown] of await picturesByPage(pages))
    for (const source of shown) {
      const slug = /^realisations\/([a-z0-9-]+)\/galerie-/.exec(source)?.[1];
      if (slug && route !== `/nos-realisations/${slug}`) lent.push(`${route}: ${source}`);
    }
  assert.equal(lent, []);
});

test('the pictures whose subject changed are described as they now are', ({ pages }) => {
  const alt = (route: string, selector: string) => read(pages.get(route)!(selector).first().attr('alt') ?? '');
  const cases: [string, string, RegExp[]][] = [
    ['/contact', '.hero img', [/vieille ville de Menton/, /volets verts/, /vitrines/, /au bout/]],
    ['/acteurs/proprietaires-prives', '.hero img', [/restanques/, /au-dessus de la mer/, /géomètre/, /jalons/]],
    ['/acteurs/professionnels-immobilier', '.hero img', [/maquette/, /restanques/, /balsa/, /volumes blancs/]],
    ['/article/valorisation-patrimoniale', 'main img[fetchpriority=high]', [/relevé de façade/, /surélévation/, /échantillons d’enduit/]],
    ['/acteurs/proprietaires-prives', '.editorial-media img', [/plan de division/, /lot à bâtir/, /clés/]],
    ['/acteurs/investisseurs', '.editorial-media img', [/compte rendu mensuel/, /lots vendus/]],
  ];
  for (const [route, selector, words] of cases) for (const word of words) assert.match(alt(route, selector), word, route);
});

test.run();
