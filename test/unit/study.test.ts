// The sample documents the audience pages offer, the landowners' land-potential study and the
// developers' land sheet: what each says, that it agrees with the operation it comes from, and
// that it is laid out as a document a reader trusts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName } from 'pdf-lib';
import { audiences } from '../../content/pages.ts';
import site from '../../content/site.ts';
import { trackRecords } from '../../content/proof.ts';
import { developerSheet, type StudyDocument, studyWords } from '../../content/study.ts';
import { studyPdf } from '../../pages/_lib/study.ts';
import { pdfDrawn } from '../../scripts/typography.ts';

const logo = readFileSync('public/images/logo/logo.png');

/** A document as drawn: its bytes, its lines of text, all its text, its raw bytes as text. */
async function drawn(doc: StudyDocument, planFile: string) {
  const plan = readFileSync(`content/images/${planFile}`);
  const pdf = await studyPdf(site, logo, plan, doc);
  const lines = pdfDrawn(pdf);
  return { plan, pdf, lines, text: lines.map((l) => l.text).join(' '), latin1: Buffer.from(pdf).toString('latin1') };
}

const { plan, pdf, lines, text, latin1 } = await drawn(studyWords, 'pages/division-carei.png');
const sheet = await drawn(developerSheet, 'pages/operation-garavan.png');

test('study - an A4 document of three pages, in French, named for what it is', async () => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  assert.is(doc.getPageCount(), 3);
  const { width, height } = doc.getPage(0).getSize();
  assert.equal([Math.round(width), Math.round(height)], [595, 842]);
  assert.is(doc.getTitle(), 'Exemple d’étude de potentiel foncier — Castellar Foncier');
  assert.is(doc.catalog.get(PDFName.of('Lang'))?.toString(), '(fr-FR)');
  // The site's faces, not a reader's stand-ins.
  assert.equal([...latin1.matchAll(/\/FontName \/(\S+)/g)].map((m) => m[1]).sort(), ['Fraunces-SemiBold', 'Inter-Regular', 'Inter-SemiBold']);
});

test('study - tells the terrain, the rules, the potential, three ways to sell with their value, the advice and the steps', () => {
  for (const row of studyWords.site.rows) assert.ok(text.includes(row.value), `terrain: ${row.value}`);
  for (const [rule] of studyWords.rules.rows) assert.ok(text.includes(rule), `rule: ${rule}`);
  for (const s of studyWords.scenarios.list) {
    assert.ok(text.includes(s.value.split(' ')[0]!), `${s.name}: no value`);
    assert.ok(lines.some((l) => s.name.startsWith(l.text) || l.text === s.name), `${s.name}: not named`);
  }
  for (const step of studyWords.steps.list) assert.ok(text.includes(step.when), step.when);
  assert.ok(text.includes('Diviser, et garder la maison'));
  // The division plan is drawn, as an image.
  assert.match(latin1, /\/Subtype \/Image[\s\S]*\/Width 1800/);
});

test('study - agrees with the operation the landowners’ page lists it under', () => {
  const carei = trackRecords['proprietaires-prives'].cases.find((c) => c.place.includes('Careï'))!;
  assert.ok(carei, 'the Careï division is no longer among the references');
  assert.ok(carei.text.includes('3\u00a0200\u00a0m²') && studyWords.headline.includes('3\u00a0200\u00a0m²'), 'the surface differs');
  assert.ok(/huit mois/.test(carei.text) && /huit mois/.test(studyWords.steps.outcome), 'the time to sell differs');
  assert.ok(carei.plan?.src === 'pages/division-carei.png', 'another plan than the study’s');
});

test('study - ends on what a first opinion needs, the landowners’ page’s list, and the twelve months of the steps', () => {
  const owners = audiences.find((a) => a.slug === 'proprietaires-prives')!.details!.approach;
  const last = lines.filter((l) => l.page === 2).map((l) => l.text).join(' ');
  assert.ok(last.includes(owners.title.toUpperCase()), 'the list is not named');
  for (const item of owners.items) assert.ok(last.includes(item.split(' ').slice(0, 3).join(' ')), `missing: ${item}`);
  for (let month = 1; month <= 12; month++) assert.ok(lines.some((l) => l.page === 2 && l.text === String(month)), `no month ${month}`);
});

test('study - its office number and address are links; the number reads as on the site', () => {
  assert.ok(latin1.includes(`/URI (tel:${site.office.phone.replace(/[^+\d]/g, '')})`));
  const shown = lines.filter((l) => /^(\+33 |0)\d( \d\d){4}$/.test(l.text.replace(/\u00a0/g, ' '))).map((l) => l.text);
  assert.ok(shown.length >= 4, `the number on the pages: ${JSON.stringify(shown)}`);
  for (const text of shown) assert.is(text, '04 65 71 20 40');
  assert.ok(latin1.includes(`/URI (mailto:${site.office.email})`));
});

test('study - nothing is drawn over the footer, which every page repeats', () => {
  const footer = lines.filter((l) => l.y < 84);
  for (const page of [0, 1, 2]) assert.ok(footer.some((l) => l.page === page && l.text === '8 rue Partouneaux'), `no footer on page ${page + 1}`);
  const footerTexts = new Set(footer.filter((l) => l.page === 0).map((l) => l.text));
  for (const l of footer) assert.ok(footerTexts.has(l.text), `« ${l.text} » drawn over the footer of page ${l.page + 1}`);
});

test('study - reads as a document, not a draft: the first two pages run down to their footer, and the last one’s box follows the steps', () => {
  const body = (page: number) => lines.filter((l) => l.page === page && l.y > 84);
  // The footer's band ends 84 pt up; the flowing text may come down to 96 pt.
  for (const page of [0, 1]) {
    const lowest = Math.min(...body(page).map((l) => l.y));
    assert.ok(lowest < 150, `page ${page + 1} ends ${Math.round(lowest - 96)} pt above its footer`);
  }
  // The last page is not left half blank below its box.
  const last = Math.min(...body(2).map((l) => l.y));
  assert.ok(last < 300, `the last page ends ${Math.round(last - 96)} pt above its footer`);
  const note = body(2).find((l) => l.text.startsWith(studyWords.note.split(' ').slice(0, 3).join(' ')))!;
  const box = body(2).find((l) => l.text === studyWords.ask.title)!;
  assert.ok(note && box, 'the note or the box is missing from the last page');
  assert.ok(note.y - box.y < 80, `${Math.round(note.y - box.y)} pt between the steps’ note and the box`);
});

test('study - the same inputs give the same bytes', async () => {
  assert.ok(Buffer.from(await studyPdf(site, logo, plan, studyWords)).equals(Buffer.from(pdf)));
});

test('land sheet - an A4 document of three pages: the terrain, the rules, the programme, three ways to buy with their price, the reading and the calendar', async () => {
  const doc = await PDFDocument.load(sheet.pdf, { updateMetadata: false });
  assert.is(doc.getPageCount(), 3);
  assert.is(doc.getTitle(), 'Exemple de fiche foncière — Castellar Foncier');
  for (const row of developerSheet.site.rows) assert.ok(sheet.text.includes(row.value), `terrain: ${row.value}`);
  for (const [rule] of developerSheet.rules.rows) assert.ok(sheet.text.includes(rule), `rule: ${rule}`);
  for (const s of developerSheet.scenarios.list) assert.ok(sheet.text.includes(s.value.split(' ')[0]!), `${s.name}: no price`);
  for (const step of developerSheet.steps.list) assert.ok(sheet.text.includes(step.when), step.when);
  assert.match(sheet.latin1, /\/Subtype \/Image[\s\S]*\/Width 1800/);
  // What a developer's search needs closes it, and the office is a link.
  for (const item of developerSheet.ask.needs.items) assert.ok(sheet.lines.some((l) => l.page === 2 && item.startsWith(l.text.slice(0, 12))), `missing: ${item}`);
  assert.ok(sheet.latin1.includes(`/URI (tel:${site.office.phone.replace(/[^+\d]/g, '')})`));
});

test('land sheet - agrees with the Garavan operation the professionals’ page lists: its surface, its 24 homes, its permit in ten months, its plan', () => {
  const garavan = trackRecords['professionnels-immobilier'].cases.find((c) => c.place.includes('Garavan'))!;
  assert.ok(garavan, 'the Garavan operation is no longer among the references');
  assert.ok(garavan.text.includes('2\u00a0400\u00a0m²') && developerSheet.headline.includes('2\u00a0400\u00a0m²'), 'the surface differs');
  assert.ok(/24\u00a0logements/.test(garavan.text) && /vingt-quatre logements/.test(developerSheet.potential.text), 'the programme differs');
  assert.ok(/dix mois/.test(garavan.text) && /dix mois/.test(developerSheet.steps.outcome), 'the permit’s time differs');
  assert.is(garavan.plan?.src, 'pages/operation-garavan.png');
});

test('land sheet - laid out as the study is: nothing over the footer, the first two pages full, the last one’s box after the calendar', () => {
  const body = (page: number) => sheet.lines.filter((l) => l.page === page && l.y > 84);
  const footer = sheet.lines.filter((l) => l.y < 84);
  const footerTexts = new Set(footer.filter((l) => l.page === 0).map((l) => l.text));
  for (const l of footer) assert.ok(footerTexts.has(l.text), `« ${l.text} » drawn over the footer of page ${l.page + 1}`);
  for (const page of [0, 1]) assert.ok(Math.min(...body(page).map((l) => l.y)) < 150, `page ${page + 1} ends well above its footer`);
  assert.ok(Math.min(...body(2).map((l) => l.y)) < 300, 'the last page is half blank');
});

test.run();
