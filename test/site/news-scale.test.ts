// The news at scale: the site with 30 (and 300) generated articles besides the 4 real ones.
// Article pages suggest 3 others by the rule of DESIGN §6, /actualites is cut into pages of 12,
// the feed keeps the 20 newest, the search index holds every article, and no page grows with N.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildResult } from '../../build/index.ts';
import { defineCollection, type Entry } from '../../build/content/collection.ts';
import { articleSchema, type Article } from '../../content/articles.ts';
import { decodeIndex, type NewsIndex } from '../../islands/_lib/news-index.ts';
import { buildScaledSite } from '../helpers/scaled-site.ts';
import { buildSite } from '../helpers/site.ts';

interface Ctx {
  outDir: string;
  result: BuildResult;
  all: Entry<Article>[];
  load: (route: string) => cheerio.CheerioAPI;
}

const test = suite<Ctx>('news at scale (+30 articles)');

test.before(async (ctx) => {
  const { outDir, result, root } = await buildScaledSite(30);
  const collection = defineCollection({ dir: 'content/articles', schema: articleSchema, sort: (a, b) => a.number - b.number });
  collection.load(root);
  Object.assign(ctx, { outDir, result, all: collection.all() });
  ctx.load = (route) => cheerio.load(readFileSync(path.join(outDir, `${route.slice(1)}/index.html`), 'utf8'));
});

/** The rule of DESIGN §6 written the plain way, O(N²): same category by nearness, then the rest. */
function expectedOthers(all: Article[], me: Article): string[] {
  const distance = (x: Article) => Math.abs(Date.parse(x.date) - Date.parse(me.date));
  const byNearness = (list: Article[]) => [...list].sort((x, y) => distance(x) - distance(y) || x.number - y.number);
  const others = all.filter((x) => x.slug !== me.slug);
  const chosen = [...byNearness(others.filter((x) => x.category === me.category)).slice(0, 3), ...byNearness(others.filter((x) => x.category !== me.category))];
  // Shown newest first (a stable sort: one day's keep their order of choice).
  return chosen.slice(0, 3).sort((x, y) => y.date.localeCompare(x.date)).map((x) => `/article/${x.slug}`);
}

test('each article page shows exactly 3 others: same category first, nearest in date, ties to the lower number; newest first', ({ all, load }) => {
  assert.is(all.length, 34);
  const data = all.map((e) => e.data);
  for (const { data: me } of all) {
    const $ = load(`/article/${me.slug}`);
    assert.is($('#autres-articles').text(), 'Découvrez nos autres articles');
    const shown = $('#autres-articles').parent().find('a.news-more').map((_, el) => $(el).attr('href')).get();
    assert.equal(shown, expectedOthers(data, me), me.slug);
  }
});

test('previous, next and "Article X sur 34" still follow the numbers, without wrapping', ({ all, load }) => {
  all.forEach(({ data }, i) => {
    const $ = load(`/article/${data.slug}`);
    assert.is($('.pager-count').text(), `Article ${i + 1} sur 34`);
    assert.is($('.article-pager a[rel=prev]').attr('href'), i === 0 ? undefined : `/article/${all[i - 1]!.data.slug}`);
    assert.is($('.article-pager a[rel=next]').attr('href'), i === 33 ? undefined : `/article/${all[i + 1]!.data.slug}`);
  });
});

const LIST = ['/actualites', '/actualites/page/2', '/actualites/page/3'];

test('/actualites and its pages 2 and 3 show 12, 12 and 10 cards: every article once, in number order', ({ all, load, outDir }) => {
  const shown = LIST.map((route) => load(route)('#liste-articles .news-card a.news-more').map((_, el) => el.attribs.href).get());
  assert.equal(shown.map((s) => s.length), [12, 12, 10]);
  assert.equal(shown.flat(), all.map((a) => `/article/${a.data.slug}`));
  assert.not.ok(existsSync(path.join(outDir, 'actualites/page/4')), 'no page 4');
  assert.not.ok(existsSync(path.join(outDir, 'actualites/page/1')), 'page 1 is /actualites');
});

test('every list page: one h1, its own title and description, a canonical to itself, rel prev/next in the head', ({ load }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  LIST.forEach((route, i) => {
    const $ = load(route);
    assert.is($('h1').length, 1, route);
    titles.add($('title').text());
    descriptions.add($('meta[name=description]').attr('content')!);
    assert.is($('link[rel=canonical]').attr('href'), `https://www.castellar-foncier.fr${route}`);
    assert.is($('head link[rel=prev]').attr('href'), i === 0 ? undefined : LIST[i - 1]);
    assert.is($('head link[rel=next]').attr('href'), LIST[i + 1]);
    // The section, its heading and the search box are on every page.
    assert.is($('#articles h2').text(), 'NOS ARTICLES & ANALYSES', route);
    assert.is($('#recherche-articles').attr('placeholder'), 'Rechercher dans les articles...', route);
  });
  assert.is(titles.size, 3);
  assert.is(descriptions.size, 3);
  const $ = load('/actualites/page/2');
  assert.is($('title').text(), 'Actualités — page 2 sur 3 | Castellar Foncier');
  assert.match($('h1').text(), 'page 2 sur 3');
});

test('the pagination nav: plain links, the current page marked, previous and next in French', ({ load }) => {
  LIST.forEach((route, i) => {
    const $ = load(route);
    const nav = $('nav.pagination');
    assert.is(nav.length, 1, route);
    assert.is(nav.attr('aria-label'), 'Pages des articles');
    const numbers = nav.find('.pagination-pages a');
    assert.equal(numbers.map((_, a) => $(a).text()).get(), ['Page 1', 'Page 2', 'Page 3']);
    assert.equal(numbers.map((_, a) => a.attribs.href).get(), LIST);
    assert.is(nav.find('[aria-current]').length, 1);
    assert.is(nav.find('a[aria-current=page]').text(), `Page ${i + 1}`);
    assert.is(nav.find('a[rel=prev]').text().trim(), i === 0 ? '' : 'Page précédente');
    assert.is(nav.find('a[rel=prev]').attr('href'), i === 0 ? undefined : LIST[i - 1]);
    assert.is(nav.find('a[rel=next]').text().trim(), i === 2 ? '' : 'Page suivante');
    assert.is(nav.find('a[rel=next]').attr('href'), LIST[i + 1]);
  });
});

test('the sitemap lists the pages of the list', ({ outDir }) => {
  const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  for (const route of LIST) assert.match(xml, `<loc>https://www.castellar-foncier.fr${route}</loc>`);
});

test('the feed holds the 20 newest articles, newest first', ({ all, outDir }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, 'actualites/feed.xml'), 'utf8'), { xml: true });
  const links = $('feed > entry > link').map((_, l) => $(l).attr('href')).get();
  const newest = [...all].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.number - b.data.number).slice(0, 20);
  assert.equal(links, newest.map((a) => `https://www.castellar-foncier.fr/article/${a.data.slug}`));
  assert.is($('feed > updated').text(), '2025-08-25T09:00:00+01:00');
});

test('the search index holds every article as a card, each photo once, no HTML', ({ all, outDir, load }) => {
  const text = readFileSync(path.join(outDir, 'actualites/index.json'), 'utf8');
  assert.not.match(text, /<[a-z]/i);
  const index = JSON.parse(text) as NewsIndex;
  assert.is(index.pictures.length, new Set(all.map((a) => `${a.data.image} ${a.data.imageAlt}`)).size);
  const cards = decodeIndex(index);
  assert.equal(
    cards.map(({ slug, title, date, category, excerpt, imageAlt }) => ({ slug, title, date, category, excerpt, imageAlt })),
    all.map(({ data: { slug, title, date, category, excerpt, imageAlt } }) => ({ slug, title, date, category, excerpt, imageAlt })),
  );
  // The same picture as on the list page, file for file.
  const $ = load('/actualites');
  const first = $('#liste-articles .news-card').first();
  assert.is(first.find('img').attr('src'), cards[0]!.image.fallback);
  assert.is(first.find('source[type="image/avif"]').attr('srcset'), cards[0]!.image.avif);
  for (const card of cards) for (const url of [card.image.fallback, ...card.image.webp.split(', ').map((s) => s.split(' ')[0]!)]) assert.ok(existsSync(path.join(outDir, url)), url);
});

test('the list page carries its own 12 cards to the search, not every article', ({ load }) => {
  const $ = load('/actualites/page/2');
  const props = JSON.parse($('#x-island-props').text()) as unknown[];
  const search = props.find((p): p is { cards: unknown[]; total: number; index: string } => typeof p === 'object' && p !== null && 'cards' in p);
  assert.ok(search);
  assert.is(search!.cards.length, 12);
  assert.is(search!.total, 34);
  assert.is(search!.index, '/actualites/index.json');
});

test.run();

// ---------------------------------------------------------------------------------------------

const size = suite<{ small: BuildResult; large: BuildResult; real: BuildResult; largeDir: string; realDir: string }>('news at scale - page sizes');

size.before(async (ctx) => {
  // The build itself fails when a page breaks its 25 KB gzip budget: that +300 builds at all says much.
  const [small, large, real] = await Promise.all([buildScaledSite(30), buildScaledSite(300), buildSite()]);
  Object.assign(ctx, { small: small.result, large: large.result, real: real.result, largeDir: large.outDir, realDir: real.outDir });
});

const gzipOf = (result: BuildResult, route: string) => {
  const page = result.pages.find((p) => p.route === route);
  assert.ok(page, `${route} was not built`);
  return page!.htmlGzip;
};

size('no page grows with the number of articles: an article page and /actualites weigh the same at +30 and +300', ({ small, large }) => {
  for (const route of ['/article/smart-city', '/article/foncier-environnement', '/actualites', '/actualites/page/2']) {
    const [a, b] = [gzipOf(small, route), gzipOf(large, route)];
    // (The same number of cards, not the same cards: their titles, excerpts and bylines differ by
    // some bytes; a page listing every article would grow by kilobytes.)
    assert.ok(Math.abs(b - a) <= 240, `${route}: ${a} B gzip at +30, ${b} B at +300`);
  }
  const heaviest = Math.max(...large.pages.map((p) => p.htmlGzip));
  assert.ok(heaviest < 16 * 1024, `heaviest page at +300: ${heaviest} B gzip`);
});

size('pages 2 to 26 at +300, and the last one ends the list', ({ large, largeDir }) => {
  const list = large.pages.filter((p) => p.route.startsWith('/actualites/page/')).map((p) => p.route);
  assert.is(list.length, 25);
  const $ = cheerio.load(readFileSync(path.join(largeDir, 'actualites/page/26/index.html'), 'utf8'));
  assert.is($('#liste-articles .news-card').length, 304 - 25 * 12);
  assert.is($('nav.pagination a[rel=next]').length, 0);
  // A compact nav: first, gap, 24, 25, 26... never all 26 numbers.
  assert.ok($('nav.pagination .pagination-pages li').length <= 7);
});

size('the real site, with its 4 articles, has no list page beyond /actualites and no rel=next', ({ real, realDir }) => {
  assert.not.ok(real.pages.some((p) => p.route.startsWith('/actualites/page/')));
  const html = readFileSync(path.join(realDir, 'actualites/index.html'), 'utf8');
  assert.not.match(html, /rel="next"/);
  assert.not.match(html, /class="pagination"/);
});

size.run();
