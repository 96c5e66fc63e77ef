// The built pages a visitor meets first: home, news, articles, contact, not-found; and what
// search engines and feed readers read: head tags, JSON-LD, sitemap, robots, feed.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { articles } from '../../content/articles.ts';
import { contactHref } from '../../content/forms.ts';
import { home } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { buildSite, repoRoot } from '../helpers/site.ts';
import { nationalPhone } from '../../pages/_components/format.ts';

const test = suite<{ outDir: string; load: (route: string) => cheerio.CheerioAPI }>('site pages');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
  ctx.load = (route) => cheerio.load(readFileSync(path.join(ctx.outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8'));
  articles.load(repoRoot);
});

const ROUTES = [
  '/',
  '/acteurs',
  '/acteurs/proprietaires-prives',
  '/acteurs/institutions-collectivites',
  '/acteurs/professionnels-immobilier',
  '/acteurs/investisseurs',
  '/nos-realisations',
  '/nos-realisations/villa-pamplemousse',
  '/nos-realisations/appartement-prestige-auteuil-monaco',
  '/nos-realisations/les-etoiles-du-rocher',
  '/nos-realisations/immeuble-luxe-bella-vista',
  '/qui-sommes-nous',
  '/qui-sommes-nous/notre-histoire',
  '/qui-sommes-nous/nos-valeurs',
  '/qui-sommes-nous/notre-equipe',
  '/qui-sommes-nous/nous-rejoindre',
  '/contact',
  '/actualites',
  '/article/foncier-environnement',
  '/article/transition-energetique',
  '/article/smart-city',
  '/article/valorisation-patrimoniale',
  ...site.people.flatMap((p) => [`/carte-de-visite-${p.slug}`, `/carte-de-visite-${p.slug}/qr-code`]),
  // Beyond the spec's route table, what French law asks for (DESIGN §6).
  '/mentions-legales',
  '/confidentialite',
  '/accessibilite',
  '/honoraires',
];

test('every route of the spec table exists, each with one h1, a unique title and description', ({ load }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of ROUTES) {
    const $ = load(route);
    assert.is($('h1').length, 1, route);
    const title = $('head > title').text();
    assert.ok(route === '/' ? title.startsWith('Castellar Foncier — ') : title.endsWith(' | Castellar Foncier'), `${route}: ${title}`);
    assert.not.ok(titles.has(title), `${route}: title used twice: ${title}`);
    titles.add(title);
    const description = $('meta[name=description]').attr('content')!;
    assert.ok(description.length >= 50 && description.length <= 170, `${route}: description of ${description.length} characters`);
    assert.not.ok(descriptions.has(description), `${route}: description used twice`);
    descriptions.add(description);
  }
});

test('the header has the six labels and routes of the spec, the logo links home', ({ load }) => {
  const $ = load('/contact');
  assert.equal(
    $('.site-nav a').map((_, a) => `${$(a).attr('href')} ${$(a).text()}`).get(),
    ['/ PRÉSENTATION', '/acteurs AXIOS', '/nos-realisations NOS RÉALISATIONS', '/qui-sommes-nous QUI SOMMES-NOUS\u00a0?', '/contact CONTACT', '/actualites ACTUALITÉS'],
  );
  assert.is($('.site-logo').attr('href'), '/');
  assert.is($('[aria-label="Ouvrir le menu principal"]').length, 1);
});

test('the footer links the four about sections and the blog, and gives the Menton office', ({ load }) => {
  const $ = load('/');
  const hrefs = $('.site-footer a').map((_, a) => $(a).attr('href')).get();
  for (const href of ['/qui-sommes-nous#notre-histoire', '/qui-sommes-nous#nos-valeurs', '/qui-sommes-nous#notre-equipe', '/qui-sommes-nous#nous-rejoindre', '/actualites#articles'])
    assert.ok(hrefs.includes(href), href);
  const footer = $('.site-footer').text();
  for (const text of [site.office.street, `${site.office.postcode} ${site.office.city}`, nationalPhone(site.office.phone), site.office.email, 'Facebook', 'Twitter', 'Instagram']) assert.match(footer, text);
});

test('home: work done shows on the first page: one operation of each trade, each tile a link to where it is told, and the way to all of them', ({ load, outDir }) => {
  const $ = load('/');
  const tiles = $('#realisations .sample-project');
  assert.is(tiles.length, 3);
  const kickers = tiles.map((_, t) => $(t).find('.tile-kicker').text()).get();
  for (const [i, trade] of ['Ingénierie foncière', 'Urbanisme', 'Promotion immobilière'].entries()) assert.ok(kickers[i]!.startsWith(trade), kickers[i]);
  tiles.each((_, t) => {
    const [page, anchor] = $(t).find('a').first().attr('href')!.split('#');
    const html = readFileSync(path.join(outDir, page!, 'index.html'), 'utf8');
    // The page it leads to tells that operation, by its name, where the link points.
    const title = $(t).find('h3').text();
    const told = cheerio.load(html);
    assert.ok((anchor ? told(`#${anchor}`) : told('main')).text().includes(title), `${page}#${anchor ?? ''} does not tell « ${title} »`);
    assert.ok($(t).find('img').attr('alt')!.length > 20, 'the picture says what it shows');
  });
  // Not the three homes /acteurs shows.
  assert.is(tiles.find('a[href^="/nos-realisations/"]').length, 1);
  assert.is($('#realisations a[href="/nos-realisations"]').length, 1);
});

test('home: rotating headline words, mission link, four audiences, three expertises, the CTA, four teasers', ({ load }) => {
  const $ = load('/');
  assert.equal($('.rotator > span').map((_, s) => $(s).text()).get(), ['de l’urbanisme', 'des particuliers', 'des municipalités', 'des promoteurs']);
  assert.match($('h1 .visually-hidden').text(), /L’ingénierie foncière au service de l’urbanisme, des particuliers, des municipalités et des promoteurs/);
  assert.is($('a[href="/qui-sommes-nous"]').filter((_, a) => $(a).text().includes('En savoir plus')).length, 1);
  assert.equal($('#publics h3').map((_, h) => $(h).text()).get(), ['Propriétaires Privés', 'Institutions & Collectivités', 'Professionnels Immobiliers', 'Investisseurs']);
  assert.is($('.expertise').length, 3);
  assert.is($('#soumettre').text(), 'Un bien à nous soumettre\u00a0?');
  assert.is($('.cta a').attr('href'), contactHref('proprietaires-prives'));
  assert.is($('.teaser').length, 4);
  $('.teaser a').each((_, a) => assert.is($(a).attr('href'), '/actualites#articles'));
  assert.is($('a[href="/actualites#articles"]').filter((_, a) => $(a).text() === 'Voir toutes les actualités').length, 1);
  // The day joined to its month by an espace insécable, as every date of the site.
  assert.equal($('.teaser time').map((_, t) => $(t).text()).get(), home.news.map((n) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(n.date)).replace(' ', '\u00a0')));
});

test('home: Organization JSON-LD with the office address and coordinates', ({ load }) => {
  const ld = JSON.parse(load('/')('script[type="application/ld+json"]').text());
  assert.is(ld['@type'], 'Organization');
  assert.is(ld.name, 'Castellar Foncier');
  assert.equal(ld.address, { '@type': 'PostalAddress', streetAddress: '8 rue Partouneaux', postalCode: '06500', addressLocality: 'Menton', addressCountry: 'FR' });
  assert.equal(ld.geo, { '@type': 'GeoCoordinates', latitude: 43.7762, longitude: 7.5027 });
});

test('news: hero title, the #articles section, search box, four cards with image, date, category, title, excerpt, who signs it and its reading time, Lire la suite', ({ load }) => {
  const $ = load('/actualites');
  assert.is($('h1').text(), 'RETROUVEZ TOUTES NOS ACTUALITÉS');
  assert.is($('#articles h2').text(), 'NOS ARTICLES & ANALYSES');
  assert.is($('#recherche-articles').attr('placeholder'), 'Rechercher dans les articles...');
  const cards = $('#articles .news-card');
  assert.is(cards.length, 4);
  cards.each((_, c) => {
    const card = $(c);
    assert.is(card.find('picture source[type="image/avif"]').length, 1);
    assert.match(card.find('.news-meta').text(), /^Publié le \d{1,2}\u00a0\p{L}+ 2025/u);
    assert.ok(card.find('.news-category').text());
    assert.ok(card.find('.news-excerpt').text().length > 60);
    assert.match(card.find('a.news-more').text(), /^Lire la suite/);
  });
  assert.equal(cards.find('time').map((_, t) => $(t).text()).get(), ['25\u00a0août 2025', '15\u00a0mars 2025', '28\u00a0février 2025', '10\u00a0février 2025']);
  // Who signs each article and how long it reads, as its page says (review 16: a byline per card).
  cards.each((i, c) => {
    const { author, readingMinutes } = articles.all()[i]!.data;
    const p = site.people.find((person) => person.slug === author)!;
    assert.is($(c).find('.news-byline').text().replace(/\s+/g, ' '), `Par ${p.firstName} ${p.lastName} · ${readingMinutes} min de lecture`);
  });
});

test('articles: back button, breadcrumb, body with sub-headings, "Article n sur 4" without wrap, other articles', ({ load }) => {
  const slugs = articles.all().map((a) => a.data.slug);
  // The pager goes by number (DESIGN §6), the news page's order, newest first: each link says
  // which way in time it goes.
  slugs.forEach((slug, i) => {
    const $ = load(`/article/${slug}`);
    assert.is($('a.back-link').attr('href'), '/actualites');
    assert.match($('a.back-link').text(), 'Retour aux actualités');
    assert.equal($('.breadcrumb li').map((_, li) => $(li).text()).get(), ['Accueil', 'Actualités', articles.all()[i]!.data.category]);
    assert.ok($('.article-body h2').length >= 3);
    assert.is($('.pager-count').text(), `Article ${i + 1} sur 4`);
    assert.is($('a[rel=prev]').attr('href'), i === 0 ? undefined : `/article/${slugs[i - 1]}`);
    assert.is($('a[rel=next]').attr('href'), i === 3 ? undefined : `/article/${slugs[i + 1]}`);
    if (i > 0) assert.match($('a[rel=prev] .pager-label').text(), 'plus récent');
    if (i < 3) assert.match($('a[rel=next] .pager-label').text(), 'plus ancien');
    assert.match($('.share-button').text(), 'Partager');
    assert.is($('#autres-articles').text(), 'Découvrez nos autres articles');
    const others = $('#autres-articles').parent().find('a.news-more').map((_, a) => $(a).attr('href')).get();
    assert.equal([...others].sort(), slugs.filter((s) => s !== slug).map((s) => `/article/${s}`).sort());
    // Newest first, as on /actualites.
    const dates = $('#autres-articles').parent().find('time').map((_, t) => $(t).attr('datetime')).get();
    assert.is(dates.length, 3, slug);
    assert.equal(dates, [...dates].sort().reverse(), `${slug}: the other articles are not newest first`);
  });
});

test('articles: the closing call to action speaks to the article\'s audience and opens the form with its profile', ({ load }) => {
  for (const { data } of articles.all()) {
    const audience = data.audience ?? 'proprietaires-prives';
    const $ = load(`/article/${data.slug}`);
    assert.is($('#article-contact').closest('section').find('a.button').attr('href'), `/contact?profil=${audience}#formulaire`, data.slug);
  }
  // The smart-city article is written for communes: it ends on theirs, not on a landowner's.
  const $ = load('/article/smart-city');
  assert.is($('#article-contact').text(), 'Et votre commune\u00a0?');
  assert.match($('#article-contact').closest('section').find('a.button').attr('href')!, 'profil=institutions-collectivites');
});

test('articles: Open Graph article with a 1200×630 image, Twitter card, Article and BreadcrumbList JSON-LD', ({ load, outDir }) => {
  const $ = load('/article/smart-city');
  assert.is($('meta[property="og:type"]').attr('content'), 'article');
  assert.is($('title').text(), 'Smart city\u00a0: l’intelligence territoriale à l’échelle d’une ville de la Riviera | Castellar Foncier');
  const image = $('meta[property="og:image"]').attr('content')!;
  assert.match(image, /^https:\/\/www\.castellar-foncier\.fr\/assets\/img\/smart-city-1200x630-\w+\.jpg$/);
  assert.ok(readFileSync(path.join(outDir, new URL(image).pathname)).length > 10_000);
  assert.is($('meta[name="twitter:card"]').attr('content'), 'summary_large_image');
  assert.is($('meta[property="article:published_time"]').attr('content'), '2025-02-28');
  const types = $('script[type="application/ld+json"]').map((_, s) => JSON.parse($(s).text())['@type']).get();
  assert.equal(types, ['Article', 'BreadcrumbList']);
});

test('articles: each signed by a partner, named at the top and beside the text with portrait and role, linked to the card', ({ load }) => {
  const signers = new Set<string>();
  for (const { data } of articles.all()) {
    const person = site.people.find((p) => p.slug === data.author);
    assert.ok(person, `${data.slug}: signed by a partner`);
    const name = `${person.firstName} ${person.lastName}`;
    signers.add(name);
    const $ = load(`/article/${data.slug}`);
    assert.match($('.news-meta').text(), `Par ${name}`);
    const card = `/carte-de-visite-${person.slug}`;
    assert.is($('.news-meta a').attr('href'), card);
    assert.is($('.article-author .byline-name').text(), name);
    assert.is($('.article-author .byline-name').attr('href'), card);
    assert.is($('.article-author .byline-role').text(), person.jobTitle);
    assert.match($('.article-author img').attr('src') ?? '', new RegExp(person.slug));
    const ld = JSON.parse($('script[type="application/ld+json"]').first().text());
    assert.equal([ld.author['@type'], ld.author.name, ld.author.url], ['Person', name, `https://www.castellar-foncier.fr${card}`]);
  }
  assert.ok(signers.size >= 2, 'more than one partner writes');
});

test('articles: the figures beside the text are figures the text states, and the texts it rests on are listed under it', ({ load }) => {
  // Digits as a reader sees them grouped: "12 500" and "12500" are one number.
  const digits = (text: string) => text.replace(/(\d)[\s\u00a0\u202f](?=\d)/g, '$1');
  let boxes = 0;
  for (const { data } of articles.all()) {
    const $ = load(`/article/${data.slug}`);
    const body = digits($('.article-body').text());
    const figures = $('.article-figures');
    assert.is(figures.length, data.keyFigures ? 1 : 0, `${data.slug}: the figures box`);
    if (data.keyFigures) {
      boxes++;
      assert.is(figures.find('h2').text(), 'En chiffres');
      assert.equal(figures.find('dt').map((_, el) => $(el).text()).get(), data.keyFigures.map((f) => f.value), data.slug);
      for (const { value } of data.keyFigures) {
        const number = digits(value).match(/\d+/g)?.join('') ?? '';
        assert.ok(number && body.includes(number), `${data.slug}: « ${value} » is not a figure of the text`);
      }
      // On a phone it comes before the text, so the reader meets it first.
      assert.ok(figures.nextAll('.article-main').length === 1, `${data.slug}: the figures come after the text`);
    }
    const sources = $('.article-sources li').map((_, el) => $(el).text()).get();
    assert.ok(sources.length >= 2, `${data.slug}: ${sources.length} sources`);
    assert.is($('.article-sources h2').text(), 'Sources');
  }
  assert.ok(boxes >= 3, `${boxes} articles with figures`);
});

test('contact: hero with a way down to the form, where to find us with the office, the map slot, the #formulaire section', ({ load }) => {
  const $ = load('/contact');
  assert.is($('h1').text(), 'CONTACTEZ-NOUS\u00a0!');
  // Never « CONTACTEZ- / NOUS ! » on a phone: the hyphenated word is kept whole (and set to fit, .title-whole).
  assert.is($('h1 .title-whole .nowrap').text(), 'CONTACTEZ-NOUS');
  assert.is($('#nous-trouver-titre').text(), 'OÙ NOUS TROUVER\u00a0?');
  const office = $('.office-card').text();
  for (const text of [site.office.name, site.office.street, site.office.postcode, site.office.city, nationalPhone(site.office.phone), site.office.email]) assert.match(office, text);
  // The opening hours, one line each: the days, then the times.
  assert.equal(
    $('.office-hours').map((_, el) => $(el).text()).get(),
    site.office.hours.map((h) => `${h.days}\u00a0: ${h.times}`),
  );
  assert.ok(site.office.hours.length >= 1);
  assert.is($('x-island[data-island="ContactMap"]').length, 1);
  assert.is($('#formulaire h2').text(), 'NOUS CONTACTER');
  // Reached without #formulaire (on a phone the address and the map come first), one button in
  // the hero leads straight down to the form.
  assert.equal($('.hero a[href="#formulaire"]').map((_, a) => $(a).text()).get(), ['Écrire un message']);
});

test('contact: the form comes first; the three partners who answer stand after it (beside it on a wide screen), face, name and role, each linked to their card', ({ load }) => {
  const $ = load('/contact');
  const partners = $('#formulaire .contact-partners li');
  assert.is(partners.length, 3);
  partners.each((i, li) => {
    const person = site.people[i]!;
    assert.is($(li).find('.byline-name').text(), `${person.firstName} ${person.lastName}`);
    assert.is($(li).find('.byline-name').attr('href'), `/carte-de-visite-${person.slug}`);
    assert.is($(li).find('.byline-role').text(), person.jobTitle);
    assert.match($(li).find('img').attr('src') ?? '', new RegExp(person.slug));
  });
  // Before the form: seen by whoever arrives at /contact#formulaire.
  // A visitor sent to #formulaire to write finds the fields first.
  assert.ok($('#formulaire').html()!.indexOf('form-card') < $('#formulaire').html()!.indexOf('contact-partners'));
});

test('text links: an arrow never stands alone on a line, it stays with the nearest word', ({ load }) => {
  for (const [route, selector] of [['/nos-realisations', '.land-links a'], ['/', '.mission-grid a.text-link'], ['/article/smart-city', 'a.back-link']] as const) {
    const links = load(route)(selector);
    assert.ok(links.length > 0, route);
    links.each((_, a) => {
      const glued = load(route)(a).find('.nowrap');
      assert.is(glued.length, 1, `${route}: ${load(route)(a).text()}`);
      assert.is(glued.find('svg').length, 1);
      assert.match(glued.text(), /^\S+$/u, 'one word with its icon');
    });
  }
});

test('not found: the message, the way home, the path logged by an external script (not-found.test.ts runs it)', ({ outDir }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, '404.html'), 'utf8'));
  assert.is($('h1').text(), 'Oops! Page non trouvée');
  assert.is($('a').filter((_, a) => $(a).text() === 'Retour à l’accueil').attr('href'), '/');
  const script = $('script[src="/scripts/not-found.js"]');
  assert.is(script.length, 1);
});

test('not found: besides home and contact, the way to the projects, the landowners’ page and the news, each a built page', ({ outDir }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, '404.html'), 'utf8'));
  const more = $('main nav.not-found-more a').map((_, a) => $(a).attr('href')).get();
  assert.equal(more, ['/nos-realisations', '/acteurs/proprietaires-prives', '/actualites']);
  for (const href of more) assert.ok(readFileSync(path.join(outDir, href, 'index.html'), 'utf8').includes('<h1'), href);
});

test('sitemap: every indexable page once, absolute, the moved pages and 404 left out', ({ outDir }) => {
  const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const $ = cheerio.load(xml, { xml: true });
  const locs = $('url > loc').map((_, l) => $(l).text()).get();
  const expected = ROUTES.filter((r) => !/^\/qui-sommes-nous\/./.test(r)).map((r) => `https://www.castellar-foncier.fr${r}`);
  assert.equal(locs.sort(), expected.sort());
  assert.match(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), 'Sitemap: https://www.castellar-foncier.fr/sitemap.xml');
});

test('feed: a valid Atom feed of the four articles, linked from every page', ({ outDir, load }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, 'actualites/feed.xml'), 'utf8'), { xml: true });
  assert.is($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
  assert.is($('feed > entry').length, 4);
  $('feed > entry').each((_, e) => {
    for (const child of ['id', 'title', 'updated', 'link', 'summary']) assert.is($(e).children(child).length, 1, child);
    assert.match($(e).children('updated').text(), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+01:00$/);
  });
  assert.is($('feed > updated').text(), '2025-08-25T09:00:00+01:00');
  assert.is(load('/contact')('link[rel=alternate][type="application/atom+xml"]').attr('href'), '/actualites/feed.xml');
});

test('every image in every page is a <picture> with AVIF and WebP, alt and intrinsic size', ({ outDir }) => {
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  let images = 0;
  for (const file of pages) {
    const $ = cheerio.load(readFileSync(path.join(outDir, file), 'utf8'));
    $('img').each((_, el) => {
      images++;
      const img = $(el);
      assert.is(img.parent().prop('tagName'), 'PICTURE', `${file}: ${img.attr('src')}`);
      // (Plus, for an art-directed image, one pair per crop, each with its media query.)
      assert.is(img.siblings('source[type="image/avif"]:not([media])').length, 1, `${file}: ${img.attr('src')}`);
      assert.is(img.siblings('source[type="image/webp"]:not([media])').length, 1, `${file}: ${img.attr('src')}`);
      assert.is(img.siblings('source[media][type="image/avif"]').length, img.siblings('source[media][type="image/webp"]').length, `${file}: ${img.attr('src')}`);
      assert.ok(img.attr('alt') !== undefined && img.attr('width') && img.attr('height'), `${file}: ${img.attr('src')}`);
    });
  }
  assert.ok(images > 200, `only ${images} images`);
});

test.run();
