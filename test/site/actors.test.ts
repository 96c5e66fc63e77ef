// /acteurs and its four audience pages, as the built HTML shows them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { contactHref } from '../../content/forms.ts';
import { acteurs, audiencePage, audiences } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { nationalPhone, telHref } from '../../pages/_components/format.ts';
import { buildSite } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('actors pages');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
});

const page = (outDir: string, route: string) => cheerio.load(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'));
const text = ($: cheerio.CheerioAPI, el: Parameters<cheerio.CheerioAPI>[0]) => $(el).text().replace(/[ \t\r\n]+/g, ' ').trim();
const linksTo = ($: cheerio.CheerioAPI, href: string) => $(`main a[href="${href}"]`);

const examples = ['/nos-realisations/villa-pamplemousse', '/nos-realisations/appartement-prestige-auteuil-monaco', '/nos-realisations/les-etoiles-du-rocher'];
const audienceRoutes = audiences.map((a) => `/acteurs/${a.slug}`);

test('acteurs - the h1 asks how to optimise your patrimoine, its last word turning through existant, à venir, de rêve', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  assert.is($('h1').length, 1);
  const h1 = $('h1');
  assert.equal(
    h1.find('.rotator > span').map((_, el) => text($, el)).get(),
    ['existant\u00a0?', 'à venir\u00a0?', 'de rêve\u00a0?'],
  );
  // A question, not an order followed by a question mark (review 8).
  assert.is(text($, h1.find('[aria-hidden="true"]').first()).split(' existant')[0], 'Comment optimiser votre patrimoine');
  // Screen readers hear the whole question once, not three flickering words.
  assert.is(text($, h1.find('.visually-hidden')), 'Comment optimiser votre patrimoine existant, à venir ou de rêve\u00a0?');
});

test('acteurs - the page the menu calls « AXIOS » says what the word means, above its question', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  assert.is(text($, $('.site-nav a[aria-current="page"]')), 'AXIOS');
  assert.match(text($, $('.hero .eyebrow')), /^Axios, «\u00a0ce qui a de la valeur\u00a0» en grec$/);
});

test('acteurs - the hero photo is the preloaded, high-priority image at the top', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  assert.ok($('.hero.hero-page img[fetchpriority="high"]').attr('alt')!.length > 10);
  // One preload for the portrait crop phones show, one for the landscape photo: never both.
  assert.equal(
    $('link[rel=preload][as=image]').map((_, l) => $(l).attr('media')).get(),
    ['(max-width: 767px)', 'not all and (max-width: 767px)'],
  );
});

test('acteurs - shows four numbered objectives, three strengths, an approach box and an advantages box', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  const objectives = $('#objectifs ol.objectives > li');
  assert.is(objectives.length, 4);
  assert.equal(objectives.map((_, li) => text($, $(li).find('.objective-number'))).get(), ['01', '02', '03', '04']);
  assert.equal(objectives.map((_, li) => text($, $(li).find('h3'))).get(), acteurs.objectives.map((o) => o.title));
  assert.equal($('#atouts .strength h3').map((_, h) => text($, h)).get(), acteurs.strengths.map((s) => s.title));
  assert.is(text($, '.method-approach h3'), 'Notre démarche');
  assert.is($('.method-approach ol li').length, 4);
  assert.is(text($, '.method-advantages h3'), 'Vos avantages');
  assert.is($('.method-advantages li').length, 4);
});

test('acteurs - the call to action opens the contact form, and the quote is a client\'s, unnamed as on the audience pages, not a partner\'s', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  const cta = $('.cta a[href="/contact#formulaire"]');
  assert.is(text($, cta), 'Contactez-nous');
  assert.ok(text($, 'figure.pull-quote blockquote').includes(acteurs.quote.text));
  const who = text($, 'figure.pull-quote figcaption');
  assert.ok(who.startsWith(acteurs.quote.who) && who.includes('Nom tenu confidentiel'), who);
  for (const p of site.people) assert.not.ok(who.includes(p.lastName), who);
  assert.is($('figure.pull-quote img').length, 0);
});

test('acteurs - three example projects link to their pages, and a link leads to every realisation', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  const tiles = $('.sample-project');
  assert.is(tiles.length, 3);
  assert.equal(tiles.find('a').map((_, a) => $(a).attr('href')).get(), examples);
  tiles.each((_, tile) => assert.ok($(tile).find('img').attr('alt')!.length > 10, 'each project photo is described'));
  assert.ok(text($, linksTo($, '/nos-realisations')).startsWith('Voir toutes nos réalisations'));
});

test('acteurs - links to each of the four audience pages, without the home page’s four photos again', ({ outDir }) => {
  const $ = page(outDir, 'acteurs');
  assert.equal($('#publics .audience-tile a').map((_, a) => $(a).attr('href')).get(), audienceRoutes);
  // The home page shows these four cards with plans; here an icon each, and the names in
  // running-text capitals.
  assert.is($('#publics img').length, 0, 'the home page’s audience plans, repeated');
  assert.is($('#publics .audience-tile-icon').length, 4);
  assert.equal($('#publics h3').map((_, h) => text($, h)).get(), ['Propriétaires privés', 'Institutions et collectivités', 'Professionnels de l’immobilier', 'Investisseurs']);
});

test('private owners - four numbered objectives, three strengths, approach and advantages lists', ({ outDir }) => {
  const $ = page(outDir, 'acteurs/proprietaires-prives');
  const details = audiencePage('proprietaires-prives').details!;
  assert.is(text($, 'h1'), audiencePage('proprietaires-prives').title);
  assert.ok($('.hero img').length === 1);
  assert.equal($('ol.objectives > li .objective-number').map((_, el) => text($, el)).get(), ['01', '02', '03', '04']);
  assert.equal($('ol.objectives > li h3').map((_, el) => text($, el)).get(), details.objectives.map((o) => o.title));
  assert.is($('.strength').length, 3);
  assert.equal($('.method-approach li').map((_, el) => text($, el)).get(), details.approach.items);
  assert.equal($('.method-advantages li').map((_, el) => text($, el)).get(), details.advantages.items);
});

test('private owners - the démarche says what a first opinion needs, and repeats none of the path\'s steps', ({ outDir }) => {
  const $ = page(outDir, 'acteurs/proprietaires-prives');
  const needs = $('#demarche .method-approach li').map((_, el) => text($, el)).get();
  const all = needs.join(' / ').toLowerCase();
  for (const word of ['cadastr', 'surface', 'photos', 'certificat d’urbanisme']) assert.ok(all.includes(word), `the list does not ask for « ${word} »: ${all}`);
  const steps = $('#parcours .owner-step h3').map((_, el) => text($, el).toLowerCase()).get();
  assert.is(steps.length, 6);
  for (const step of steps) assert.not.ok(all.includes(step), `« ${step} » is said twice: in the path and in the démarche`);
  // The page ends on what to do next: the call to action comes after the projects.
  const ids = $('main [id]').map((_, el) => $(el).attr('id')).get();
  assert.ok(ids.indexOf('proprietaires-contact') > ids.indexOf('exemples'), ids.join(' '));
});

test('private owners - "Contactez-nous" opens the contact form; three project tiles and "Voir plus de projets" leads to the news', ({ outDir }) => {
  const $ = page(outDir, 'acteurs/proprietaires-prives');
  assert.ok(linksTo($, contactHref('proprietaires-prives')).filter((_, a) => text($, a) === 'Contactez-nous').length >= 1);
  assert.equal($('.sample-project a').map((_, a) => $(a).attr('href')).get(), examples);
  const more = $('main a').filter((_, a) => text($, a) === 'Voir plus de projets');
  assert.is(more.length, 1);
  assert.is(more.attr('href'), '/actualites');
});

for (const slug of ['institutions-collectivites', 'professionnels-immobilier', 'investisseurs'] as const) {
  test(`${slug} - a heading, an intro and two info cards, with a way to the contact form`, ({ outDir }) => {
    const $ = page(outDir, `acteurs/${slug}`);
    const data = audiencePage(slug);
    assert.is($('h1').length, 1);
    assert.is(text($, 'h1'), data.title);
    assert.is(text($, '.audience-lead'), data.intro);
    const cards = $('.info-card');
    assert.is(cards.length, 2);
    assert.equal(cards.find('h3').map((_, h) => text($, h)).get(), data.cards.map((c) => c.title));
    assert.equal(cards.find('p').map((_, p) => text($, p)).get(), data.cards.map((c) => c.text));
    assert.ok(linksTo($, contactHref(slug)).length >= 1);
    assert.is(linksTo($, '/acteurs').length >= 1, true, 'a way back to the overview');
  });
}

test('audience pages - the hero speaks each audience’s words: its title alone, no eyebrow saying it again, and a button of its own to the form with its profile, as every link to the form on the page', ({ outDir }) => {
  const labels = audienceRoutes.map((route, i) => {
    const $ = page(outDir, route.slice(1));
    const hero = $('main .hero').first();
    assert.is(hero.find('h1').length, 1, route);
    assert.is(hero.find('.eyebrow').length, 0, `${route}: an eyebrow over a title that begins with the same words`);
    const button = hero.find('.hero-actions a');
    assert.is(button.attr('href'), contactHref(audiences[i]!.slug), route);
    // Every other way to the form on the page (the closing call to action…) opens it as the
    // hero's does: that profile chosen, scrolled to the form.
    const toForm = $('main a[href]').filter((_, a) => /^\/contact\/?$/.test(new URL($(a).attr('href')!, 'https://castellar.test/').pathname));
    assert.ok(toForm.length >= 2, `${route}: ${toForm.length} link(s) to /contact`);
    toForm.each((_, a) => assert.is($(a).attr('href'), button.attr('href'), `${route}: « ${text($, a)} »`));
    return text($, button);
  });
  assert.is(new Set(labels).size, 4, labels.join(' / '));
});

test('institutions - beside the strengths, a study of a quarter’s mutable land, as a commune receives one, rather than a project photo', ({ outDir }) => {
  const $ = page(outDir, 'acteurs/institutions-collectivites');
  const img = $('#atouts .editorial img');
  assert.match(img.attr('src')!, /\/etude-gisements-\d+-/);
  assert.match(img.attr('alt')!, /^Extrait d’une étude de gisements fonciers/);
});

test('private owners - each division cited shows its plan: what the family kept and the lots detached, said in its alt', ({ outDir }) => {
  const $ = page(outDir, 'acteurs/proprietaires-prives');
  const cases = $('#references .track-case');
  assert.is(cases.length, 3);
  cases.each((_, c) => {
    const img = $(c).find('.track-plan img');
    assert.match(img.attr('src')!, /\/division-[a-z]+-\d+x\d+-/);
    assert.match(img.attr('alt')!, /^Plan (de division|du terrain)/);
  });
});

test('professionals, communes and investors - each operation cited shows its plan, none shown twice', ({ outDir }) => {
  const seen = new Set<string>();
  for (const route of ['acteurs/professionnels-immobilier', 'acteurs/institutions-collectivites', 'acteurs/investisseurs']) {
    const $ = page(outDir, route);
    const cases = $('#references .track-case');
    assert.is(cases.length, 3, route);
    cases.each((_, c) => {
      const img = $(c).find('.track-plan img');
      const src = img.attr('src') ?? '';
      assert.match(src, /\/operation-[a-z-]+-\d+x\d+-/, `${route}: ${$(c).find('.track-place strong').text()} has no plan`);
      assert.match(img.attr('alt')!, /^(Plan|Carte|Façade) /);
      const name = src.replace(/-\d+x\d+-.*$/, '');
      assert.not.ok(seen.has(name), `${name} twice`);
      seen.add(name);
    });
  }
});

test('investors - how one joins an operation: four steps beside the four terms (vehicle and its completion guarantee, minimum, fees, a private placement exposed to loss), and the partners’ own money in it', ({ outDir }) => {
  const $ = page(outDir, 'acteurs/investisseurs');
  const entry = $('#investir');
  assert.is(text($, entry.find('h2')), 'Comment entrer dans une opération');
  const terms = entry.find('ul.method-ticks > li').map((_, li) => text($, li)).get();
  for (const word of ['SCCV', 'garantie financière d’achèvement', '100\u00a0000\u00a0€', 'honoraires', 'risque de perte']) assert.ok(terms.some((t) => t.includes(word)), word);
  // Review 14: "notre propre travail", not capital. The partners' share of the equity is said.
  assert.match(text($, $('#atouts')), /associés y apportent, en leur nom, au moins 10\u00a0% des fonds propres/);
});

test('audience pages - promoters, communes and investors each read how working with the firm goes, its steps beside its terms, before the call to action', ({ outDir }) => {
  const entries = {
    'professionnels-immobilier': ['travailler-ensemble', ['fiche foncière', 'promesse de vente', 'permis']],
    'institutions-collectivites': ['commander-une-etude', ['proposition écrite', 'Code de la commande publique', 'restitution']],
    investisseurs: ['investir', ['dossier de l’opération', 'entrée au capital', 'comptes de l’opération']],
  } as const;
  for (const [slug, [id, steps]] of Object.entries(entries)) {
    const $ = page(outDir, `acteurs/${slug}`);
    const entry = $(`#${id}`);
    assert.is(entry.length, 1, `${slug}: #${id}`);
    const items = entry.find('ol.method-steps > li').map((_, li) => text($, li)).get();
    assert.is(items.length, 4, slug);
    for (const word of steps) assert.ok(items.some((t) => t.includes(word)), `${slug}: ${word}`);
    assert.is(entry.find('ul.method-ticks > li').length, 4, slug);
    // Its own heading ids, and the section comes before the page's call to action.
    assert.is($(`#${id}-etapes`).length + $(`#${id}-avantages`).length, 2, slug);
    assert.is(entry.nextAll(`[aria-labelledby="${slug}-contact"]`).length, 1, `${slug}: the call to action follows`);
  }
  // What each first asks (review 14): a promoter what it costs and how long the plot is theirs to study, a
  // mayor what the study costs and whose it is.
  const terms = (slug: string, id: string) => page(outDir, `acteurs/${slug}`)(`#${id} ul.method-ticks`).text();
  assert.match(terms('professionnels-immobilier', 'travailler-ensemble'), /barème[^]*Trente jours d’exclusivité/);
  assert.match(terms('institutions-collectivites', 'commander-une-etude'), /€ HT[^]*appartient à la commune/);
  // The landowners' page has its own path and boxes, not this section.
  const owners = page(outDir, 'acteurs/proprietaires-prives');
  for (const id of Object.values(entries).map(([id]) => id)) assert.is(owners(`#${id}`).length, 0, id);
});

test('audience pages - each links to the three other audiences and none to itself', ({ outDir }) => {
  for (const route of audienceRoutes) {
    const $ = page(outDir, route.slice(1));
    const linked = $('#autres-acteurs .audience-tile a').map((_, a) => $(a).attr('href')).get();
    assert.equal(linked, audienceRoutes.filter((r) => r !== route), route);
    // Each other audience's photo is its own page's hero: not shown a third time here.
    assert.is($('#autres-acteurs img').length, 0, `${route}: the other audiences' photos`);
    // Nor their descriptions, which the home page and /acteurs give word for word (review 6).
    assert.is($('#autres-acteurs .audience-tile p').length, 0, `${route}: the other audiences' descriptions`);
  }
});

test('home - each audience card shows the plan of an operation told on that audience\'s page, never the photo that opens it', ({ outDir }) => {
  const $ = page(outDir, '');
  const tiles = $('#publics .audience-tile').toArray();
  assert.is(tiles.length, 4);
  for (const tile of tiles) {
    const route = $(tile).find('a').attr('href')!;
    const audience = cheerio.load(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'));
    const src = $(tile).find('img').attr('src')!;
    const heroSrc = audience('.hero img').attr('src')!;
    // « /assets/img/investisseurs-1280-7480641ca8.jpg » → « investisseurs »: the source's name.
    const stem = (u: string) => path.basename(u).replace(/-\d+(x\d+)?-[0-9a-f]+\.\w+$/, '');
    assert.is.not(stem(src), stem(heroSrc), `${route}: the card repeats its page's hero`);
    // The same drawing, with the same words, under "references" on the audience's page.
    const alt = $(tile).find('img').attr('alt')!;
    assert.ok(alt.length > 40, `${route}: a plan says what it shows`);
    assert.ok(audience('#references img').toArray().some((img) => audience(img).attr('alt') === alt), `${route}: « ${alt} » is not among the plans of its page`);
    // Where and when, on the plan, named as a reference (not read as the audience's place), and
    // not between the picture and the title: the four titles start on one line.
    assert.match(text($, $(tile).find('.tile-media > .tile-caption')), /^Référence\u00a0· [A-ZÉÈ][^,]+, \d{4}(\u00a0–\u00a0\d{4})?$/);
    assert.is($(tile).find('.tile-body .tile-kicker').length, 0, `${route}: a reference above the title`);
  }
});

test('audience tiles - each says what its page offers, not one label for all four', ({ outDir }) => {
  for (const route of ['', 'acteurs', 'acteurs/investisseurs']) {
    const $ = page(outDir, route);
    const labels = $('main .audience-tile .more').map((_, el) => text($, el)).get();
    assert.ok(labels.length >= 3, `/${route}`);
    assert.is(new Set(labels).size, labels.length, `/${route}: ${labels.join(' | ')}`);
  }
});

test('actors pages - no link to the retired /realisations/ path, and heading levels never skip', ({ outDir }) => {
  for (const route of ['/acteurs', ...audienceRoutes]) {
    const $ = page(outDir, route.slice(1));
    assert.is($('a[href^="/realisations/"]').length, 0, route);
    const levels = $('h1, h2, h3, h4, h5, h6').map((_, h) => Number((h as { tagName: string }).tagName.slice(1))).get();
    assert.is(levels[0], 1, `${route} starts with its h1`);
    levels.forEach((level, i) => i > 0 && assert.ok(level <= levels[i - 1]! + 1, `${route}: h${levels[i - 1]} then h${level}`));
  }
});

test('call-to-action bands (home, actors, articles) - beside the button, the office number as a tel: link, where the phones\' call bar is hidden', ({ outDir }) => {
  const tel = telHref(site.office.phone);
  for (const route of ['', 'acteurs', ...audienceRoutes.map((r) => r.slice(1)), 'article/smart-city']) {
    const $ = page(outDir, route);
    const bands = $('main .cta');
    assert.ok(bands.length >= 1, `/${route}: a call-to-action band`);
    bands.each((_, band) => {
      const call = $(band).find(`a[href="${tel}"]`);
      assert.is(call.length, 1, `/${route}: the band « ${text($, $(band).find('h2'))} » gives the number`);
      assert.ok(text($, call).endsWith(nationalPhone(site.office.phone)), text($, call));
    });
  }
});

test.run();
