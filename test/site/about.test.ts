// /qui-sommes-nous and the four notices at the addresses its sections once had.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { about } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { buildSite } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('about pages');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
});

const page = (outDir: string, route: string) => cheerio.load(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'));
const text = ($: cheerio.CheerioAPI, el: Parameters<cheerio.CheerioAPI>[0]) => $(el).text().replace(/[ \t\r\n]+/g, ' ').trim();
const sections = ['notre-histoire', 'nos-valeurs', 'notre-equipe', 'nous-rejoindre'];

test('about - a hero photo under the banner "DÉCOUVREZ CASTELLAR FONCIER, SES VALEURS & SON ÉQUIPE"', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  assert.is($('h1').length, 1);
  assert.is(text($, 'h1'), 'DÉCOUVREZ CASTELLAR FONCIER, SES VALEURS & SON ÉQUIPE');
  const photo = $('.hero img');
  assert.is(photo.length, 1);
  assert.ok(photo.attr('alt')!.length > 10);
});

test('about - the four sections the footer links to exist in order, each titled by an h2', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  assert.equal($('main section[id]').map((_, s) => $(s).attr('id')).get().filter((id) => sections.includes(id)), sections);
  for (const id of sections) assert.is($(`#${id} h2`).length >= 1, true, id);
  // The footer's links all land somewhere on this page.
  for (const id of sections) assert.is($(`footer a[href="/qui-sommes-nous#${id}"]`).length, 1);
});

test('about - the story is told beside the agency, with the logo over its facts', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  const story = $('#notre-histoire');
  assert.is(text($, story.find('h2')), about.story.title);
  const logo = story.find('img').filter((_, img) => /^Logo de /.test($(img).attr('alt') ?? ''));
  assert.is(logo.length, 1);
  assert.match(logo.closest('picture').find('source').attr('srcset')!, /logo/);
  assert.ok(logo.closest('.facts').length, 'the logo heads the facts card');
  // A place the visitor can picture, where a logo alone filled a card.
  const office = story.find('figure img');
  assert.match(office.attr('src')!, /agence-etudes/);
  assert.match(office.attr('alt')!, /salle de réunion/);
  assert.match(text($, story.find('figcaption')), /8 rue Partouneaux/);
  for (const p of about.story.paragraphs) assert.ok(text($, story).includes(p));
});

test('about - four values, Engagement, Innovation, Différence, Confiance, each with an icon and its sentence', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  const cards = $('#nos-valeurs .value-card');
  assert.equal(cards.find('h3').map((_, h) => text($, h)).get(), ['Engagement', 'Innovation', 'Différence', 'Confiance']);
  cards.each((i, card) => {
    assert.is($(card).find('svg[aria-hidden="true"]').length, 1, 'a decorative icon');
    assert.is(text($, $(card).find('p')), about.values[i]!.text);
  });
});

test('about - three team cards, each with a portrait, the name and the job title', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  const cards = $('#notre-equipe .team-card');
  assert.is(cards.length, 3);
  site.people.forEach((person, i) => {
    const card = cards.eq(i);
    const name = `${person.firstName} ${person.lastName}`;
    const img = card.find('img');
    assert.is(img.attr('alt'), `Portrait illustré de ${name}`, 'the alt says the picture is an illustration, not a photograph');
    assert.ok(Number(img.attr('width')) > 0 && Number(img.attr('height')) > Number(img.attr('width')), 'a portrait-shaped picture with its size');
    assert.is(text($, card.find('h3')), name);
    assert.is(text($, card.find('.team-role')), person.jobTitle);
    assert.equal(card.find('.team-tags li').map((_, li) => text($, li)).get(), person.tags);
  });
});

test('about - each team card leads to its partner’s business card, which the build wrote', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  site.people.forEach((person, i) => {
    const link = $('#notre-equipe .team-card').eq(i).find('a.team-card-link');
    assert.is(link.attr('href'), `/carte-de-visite-${person.slug}`);
    assert.is(text($, link), `Carte de visite de ${person.firstName} ${person.lastName}`);
    assert.ok(page(outDir, `carte-de-visite-${person.slug}`)('h1').text().includes(person.lastName), 'the card page names the partner');
  });
});

test('about - "Postuler" points at its own section and no application form is shown', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  const section = $('#nous-rejoindre');
  const button = section.find('a').filter((_, a) => text($, a) === 'Postuler');
  assert.is(button.length, 1);
  assert.is(button.attr('href'), '#nous-rejoindre');
  assert.is(section.find('form, input, textarea').length, 0);
  for (const p of about.recruitment.paragraphs) assert.ok(text($, section).includes(p));
});

test('about - "Envoyez-nous votre candidature" gives the office address as a mailto: link', ({ outDir }) => {
  const $ = page(outDir, 'qui-sommes-nous');
  const link = $('#nous-rejoindre a[href^="mailto:"]');
  assert.is(link.length, 1);
  assert.is(link.attr('href'), `mailto:${site.office.email}?subject=Candidature`);
  assert.is(text($, link), site.office.email);
  assert.match(text($, link.parent()), /^Envoyez-nous votre candidature.* à contact@castellar-foncier\.fr\u00a0: chacune est lue/);
});

test('about - heading levels never skip', ({ outDir }) => {
  for (const route of ['qui-sommes-nous', ...sections.map((id) => `qui-sommes-nous/${id}`)]) {
    const $ = page(outDir, route);
    const levels = $('h1, h2, h3, h4, h5, h6').map((_, h) => Number((h as { tagName: string }).tagName.slice(1))).get();
    assert.is(levels[0], 1, `${route} starts with its h1`);
    levels.forEach((level, i) => i > 0 && assert.ok(level <= levels[i - 1]! + 1, `${route}: h${levels[i - 1]} then h${level}`));
  }
});

for (const id of sections) {
  test(`moved page /qui-sommes-nous/${id} - says it moved, links to #${id}, stays out of search results`, ({ outDir }) => {
    const $ = page(outDir, `qui-sommes-nous/${id}`);
    assert.is($('h1').length, 1);
    assert.is(text($, 'h1'), about.moved.title);
    assert.ok(text($, 'main').includes(about.moved.text));
    const link = $(`main a[href="/qui-sommes-nous#${id}"]`).filter((_, a) => text($, a) === about.moved.linkLabel);
    assert.is(link.length, 1);
    assert.is($('meta[name="robots"]').attr('content'), 'noindex');
    assert.is($('link[rel="canonical"]').attr('href'), 'https://www.castellar-foncier.fr/qui-sommes-nous');
  });
}

test.run();
