// The four pages French law asks of this company: legal notice (LCEN art. 6-III, loi Hoguet),
// privacy policy (GDPR art. 13), accessibility statement (RGAA) and fee schedule (arrêté du
// 10 janvier 2017), as a visitor and a search engine find them in the built site.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { buildSite } from '../helpers/site.ts';

const test = suite<{ outDir: string; load: (route: string) => cheerio.CheerioAPI }>('legal pages');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
  ctx.load = (route) => cheerio.load(readFileSync(path.join(ctx.outDir, `${route.slice(1)}/index.html`), 'utf8'));
});

const PAGES = [
  { route: '/mentions-legales', h1: 'Mentions légales', link: 'Mentions légales' },
  { route: '/confidentialite', h1: 'Politique de confidentialité', link: 'Politique de confidentialité' },
  { route: '/accessibilite', h1: 'Déclaration d’accessibilité', link: 'Accessibilité : partiellement conforme' },
  { route: '/honoraires', h1: 'Honoraires de transaction', link: 'Honoraires' },
];

/** What a reader sees, with French non-breaking spaces read as spaces. */
const read = ($: cheerio.CheerioAPI, selector = 'main') => $(selector).text().replace(/[\u00a0\u202f]/g, ' ').replace(/\u2011/g, '-').replace(/\s+/g, ' ');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

test('each of the four pages exists with its h1, title, description, canonical and breadcrumb', ({ load }) => {
  for (const { route, h1 } of PAGES) {
    const $ = load(route);
    assert.is($('h1').length, 1, route);
    assert.is($('h1').text(), h1, route);
    assert.is($('head > title').text(), `${h1} | Castellar Foncier`);
    const description = $('meta[name=description]').attr('content') ?? '';
    assert.ok(description.length >= 120 && description.length <= 160, `${route}: description of ${description.length} characters`);
    assert.is($('link[rel=canonical]').attr('href'), `https://www.castellar-foncier.fr${route}`);
    assert.equal(
      $('.breadcrumb li').map((_, li) => $(li).text()).get(),
      ['Accueil', h1],
      route,
    );
    assert.is($('.breadcrumb a').attr('href'), '/');
    assert.is($('.breadcrumb [aria-current=page]').text(), h1);
  }
});

test('headings never skip a level, and the contents list every h2 by its anchor', ({ load }) => {
  for (const { route } of PAGES) {
    const $ = load(route);
    const levels = $('main').find('h1, h2, h3, h4').map((_, h) => Number((h as { tagName: string }).tagName.slice(1))).get();
    assert.is(levels[0], 1, `${route} starts with its h1`);
    levels.forEach((level, i) => i > 0 && assert.ok(level <= levels[i - 1]! + 1, `${route}: h${levels[i - 1]} then h${level}`));
    const anchors = $('.legal-toc a').map((_, a) => $(a).attr('href')).get();
    const sections = $('.legal-text > section').map((_, s) => `#${$(s).attr('id')}`).get();
    assert.ok(sections.length >= 4, route);
    assert.equal(anchors, sections, route);
  }
});

test('an e-mail address in the text never breaks across two lines: it is kept whole (« contact / @castellar-foncier.fr » at 375 px)', ({ load }) => {
  let addresses = 0;
  for (const { route } of PAGES) {
    const $ = load(route);
    $('main a[href^="mailto:"]').each((_, a) => {
      const shown = $(a).text();
      if (!shown.includes('@')) return;
      addresses++;
      assert.is($(a).find('wbr').length, 0, `${route}: ${shown} may break`);
      assert.ok($(a).find('.nowrap').text() === shown || $(a).hasClass('nowrap'), `${route}: ${shown} is not kept whole`);
    });
  }
  assert.ok(addresses >= 3, `${addresses} addresses`);
});

test('every page of the site links the four from its footer', ({ outDir }) => {
  const files = htmlFiles(outDir);
  assert.ok(files.length >= 33, `${files.length} pages`);
  for (const file of files) {
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const links = $('.site-footer nav[aria-label="Informations légales"] a');
    assert.equal(
      links.map((_, a) => [[$(a).attr('href'), $(a).text().replace(/\u00a0/g, ' ')]]).get(),
      PAGES.map((p) => [p.route, p.link]),
      path.relative(outDir, file),
    );
  }
});

test('every page shows under its footer the professional card, the insurer and that no client funds are held, as the legal notice does (review 6)', ({ outDir, load }) => {
  const notice = read(load('/mentions-legales'));
  for (const file of htmlFiles(outDir)) {
    const line = read(cheerio.load(readFileSync(file, 'utf8')), '.site-footer .footer-credentials');
    const name = path.relative(outDir, file);
    assert.ok(line.includes('Carte professionnelle CPI 0605 2024 000 045 821 délivrée par la CCI Nice Côte d’Azur'), `${name}: the card`);
    assert.ok(line.includes('responsabilité civile professionnelle : Galian Assurances'), `${name}: the insurer`);
    assert.ok(line.includes('aucun fonds de nos clients'), `${name}: no funds held`);
    for (const fact of ['CPI 0605 2024 000 045 821', 'CCI Nice Côte d’Azur', 'Galian Assurances']) assert.ok(notice.includes(fact), `the legal notice: ${fact}`);
  }
});

test('the four pages are in the sitemap', ({ outDir }) => {
  const $ = cheerio.load(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'), { xml: true });
  const locs = $('url > loc').map((_, l) => $(l).text()).get();
  for (const { route } of PAGES) assert.ok(locs.includes(`https://www.castellar-foncier.fr${route}`), route);
});

test('legal notice - company, capital, RCS, VAT, head office, director, host, card, insurance, mediator', ({ load }) => {
  const $ = load('/mentions-legales');
  const text = read($);
  for (const expected of [
    'Castellar Foncier SARL',
    'société à responsabilité limitée au capital de 30 000 €',
    'Société à responsabilité limitée (SARL)',
    'RCS Nice 912 345 675',
    'FR 65 912345675',
    '8 rue Partouneaux, 06500 Menton',
    'Le directeur de la publication est M. Lucas Morel, co-gérant',
    'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France',
    '+33 9 72 10 10 07',
    '« Transaction sur immeubles et fonds de commerce » n° CPI 0605 2024 000 045 821',
    'CCI Nice Côte d’Azur',
    'Contrat n° RCP 0612 447 893 souscrit auprès de Galian Assurances, 89 rue La Boétie, 75008 Paris',
    'France métropolitaine et Principauté de Monaco',
    'Non-détention de fonds',
    'ne reçoit ni ne détient',
    'MEDIMMOCONSO',
    'loi n° 2004-575 du 21 juin 2004',
  ])
    assert.ok(text.includes(expected), expected);
  assert.is($('main a[href="tel:+33465712040"]').length, 1, 'the office phone');
  assert.ok($('main a[href="mailto:contact@castellar-foncier.fr"]').length >= 1, 'the office e-mail');
  assert.ok($('main a[href="/honoraires"]').length >= 1, 'the fee schedule');
  assert.ok($('main a[href="/confidentialite"]').length >= 1, 'the privacy policy');
  assert.is($('main a[href="https://www.medimmoconso.fr"]').length, 1, 'the mediator');
});

test('privacy policy - controller, EmailJS outside the EU, retention, rights, CNIL, storage, map tiles and YouTube', ({ load }) => {
  const $ = load('/confidentialite');
  const text = read($);
  for (const expected of [
    'Le responsable du traitement est Castellar Foncier SARL, société à responsabilité limitée',
    'représentée par M. Lucas Morel, l’un de ses co-gérants',
    'EmailJS',
    'États-Unis',
    'clauses contractuelles types',
    'Trois ans à compter de notre dernier échange',
    'Jusqu’à votre désinscription',
    'Votre consentement (article 6.1.a du RGPD)',
    'mesures précontractuelles',
    'droit d’accès',
    'droit de rectification',
    'droit à l’effacement',
    'droit à la limitation',
    'droit d’opposition',
    'droit à la portabilité',
    'retirer votre consentement',
    'après votre décès',
    'CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
    'ne dépose aucun cookie',
    'sessionStorage',
    'localStorage',
    'OpenStreetMap',
    'YouTube',
    'que si vous cliquez',
  ])
    assert.ok(text.includes(expected), expected);
  assert.is($('main a[href="https://www.cnil.fr/fr/plaintes"]').length, 1);
  assert.ok($('main a[href^="mailto:contact@castellar-foncier.fr"]').length >= 1, 'the contact for personal data');
});

test('accessibility statement - conformity level, date, tools, pages, contact and recourse', ({ load }) => {
  const $ = load('/accessibilite');
  const text = read($);
  for (const expected of [
    'est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2',
    '106 critères',
    'établie le 23 novembre 2026',
    'axe-core 4.14',
    'Nu HTML Checker',
    'Lighthouse',
    'Chromium',
    'Firefox ESR',
    'WebKit',
    'La carte interactive de la page Contact',
    'Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
  ])
    assert.ok(text.includes(expected), expected);
  assert.is($('main time').attr('datetime'), '2026-11-23');
  assert.ok($('main a[href^="mailto:contact@castellar-foncier.fr"]').length >= 1, 'a contact to report a barrier');
  assert.is($('main a[href="https://formulaire.defenseurdesdroits.fr/"]').length, 1);
  for (const route of ['/', '/acteurs', '/nos-realisations', '/qui-sommes-nous', '/contact', '/actualites']) assert.ok($(`main a[href="${route}"]`).length >= 1, `covers ${route}`);
});

test('fee schedule - the four price bands TTC, the minimum, who pays and when', ({ load }) => {
  const $ = load('/honoraires');
  const rows = $('main table tbody tr')
    .map((_, tr) => [$(tr).children().map((_, c) => $(c).text().replace(/\u00a0/g, ' ')).get()])
    .get() as string[][];
  assert.equal(rows, [
    ['Jusqu’à 100 000 €', '8 % du prix, avec un minimum de 5 000 €', '6,67 %'],
    ['De 100 001 € à 300 000 €', '6 % du prix', '5 %'],
    ['De 300 001 € à 800 000 €', '5 % du prix', '4,17 %'],
    ['Au-delà de 800 000 €', '4 % du prix', '3,33 %'],
  ]);
  assert.equal($('main table thead th').map((_, th) => $(th).text()).get(), ['Prix de vente hors honoraires', 'Honoraires TTC', 'Soit hors taxes']);
  const text = read($);
  for (const expected of [
    'TVA au taux de 20 % incluse',
    'arrêté du 10 janvier 2017',
    'à la charge du vendeur, sauf stipulation contraire du mandat',
    'en vigueur depuis le 1er novembre 2026',
    'les honoraires s’élèvent à 22 500 € TTC',
    'aucune activité de location ni de gestion locative',
  ])
    assert.ok(text.includes(expected), expected);
  // The first of the month as French prints it, as the villa's page does: 1<sup>er</sup>.
  assert.is($('main table caption sup').text(), 'er');
});

test('legal notice - the activities, marchand de biens among them, as the cards say', ({ load }) => {
  const $ = load('/mentions-legales');
  const row = $('.legal-facts div').filter((_, d) => $(d).find('dt').text() === 'Activités');
  assert.is(row.length, 1, 'an "Activités" row in the publisher\'s facts');
  const activities = row.find('dd').text().replace(/[\u00a0\u202f]/g, ' ');
  // A French list: a capital to start, lower case after each semicolon.
  const items = activities.split(' ; ');
  const starts = ['Ingénierie foncière', 'promotion immobilière', 'marchand de biens', 'transaction immobilière'];
  assert.is(items.length, starts.length, activities);
  starts.forEach((start, i) => assert.ok(items[i]!.startsWith(start), `"${start}" expected, not "${items[i]}"`));
});

/** Every file of the site a visitor or a search engine reads as text. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(html|vcf|xml|json|txt|webmanifest)$/.test(e.name) && !e.parentPath.includes(`${path.sep}assets`))
    .map((e) => path.join(e.parentPath, e.name));
}

test('one legal identity everywhere: a SARL run by co-gérants, no financial guarantee, no président', ({ outDir }) => {
  const found: string[] = [];
  for (const file of textFiles(outDir)) {
    const text = readFileSync(file, 'utf8').replace(/[\u00a0\u202f]/g, ' ');
    const where = path.relative(outDir, file);
    const rules: [RegExp, string][] = [
      // The host is a SAS: OVH SAS is right. The firm is not.
      [/(?<!OVH )\bSAS\b/g, 'SAS'],
      [/actions simplifiée/gi, 'SAS spelt out'],
      // The firm holds no funds, so has no financial guarantee; an off-plan sale's completion
      // guarantee (garantie financière d’achèvement) is a bank's for the programme, not the firm's.
      [/garantie financière(?! d[’']achèvement)/gi, 'a financial guarantee'],
      [/présidente?\b/gi, 'a président'],
      // A SARL's managers are gérants; here all three are co-gérants, on every page and card.
      [/(?<!co-)\bgérante?s?\b/gi, 'a gérant who is not a co-gérant'],
    ];
    for (const [rule, what] of rules)
      for (const m of text.matchAll(rule)) found.push(`${where}: ${what}: …${text.slice(Math.max(0, m.index! - 40), m.index! + 40).replace(/\s+/g, ' ')}…`);
  }
  assert.equal(found, []);
});

test('the firm is named with its form, SARL, wherever its legal name is printed', ({ outDir, load }) => {
  const $ = load('/mentions-legales');
  assert.ok(read($, '.site-footer').includes('© Castellar Foncier SARL'), 'footer');
  const vcf = readFileSync(path.join(outDir, 'cartes', 'camille-ferrand.vcf'), 'utf8');
  assert.match(vcf, /\r\nORG:Castellar Foncier SARL\r\n/);
  assert.match(vcf, /\r\nTITLE:Co-Gérante & Associée\r\n/);
});

test('French typography in the four pages: no ordinary space before : ; ! ? nor inside « »', ({ load }) => {
  for (const { route } of PAGES) {
    const $ = load(route);
    const text = $('main').text();
    const loose = text.match(/.{0,20}(?:[ \t][:;!?»]|«[ \t]).{0,20}/g);
    assert.is(loose, null, `${route}: ${loose?.join(' | ')}`);
    assert.not.match(text, /'/, `${route}: straight apostrophe`);
  }
});

test.run();
