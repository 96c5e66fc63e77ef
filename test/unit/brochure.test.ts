import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import site from '../../content/site.ts';
import type { Person, Site } from '../../content/schemas.ts';
import { brochurePdf } from '../../pages/_lib/brochure.ts';
import { pdfDrawn, type PdfLine } from '../../scripts/typography.ts';

const lucas = site.people[0] as Person;

// pdf-lib cannot extract text: the drawing instructions are read back through each face's
// ToUnicode map (scripts/typography.ts, which checks the built brochures' typography too).
const drawnLines = async (pdf: Uint8Array): Promise<PdfLine[]> => pdfDrawn(pdf);

/** All drawn text as one string; wrapped lines are joined by a space, as a reader would read them. */
async function drawnText(pdf: Uint8Array): Promise<string> {
  return (await drawnLines(pdf)).map((line) => line.text).join(' ');
}

function latin1(pdf: Uint8Array): string {
  return Buffer.from(pdf).toString('latin1');
}

async function logo(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 240, height: 60, channels: 4, background: '#0f2a3d' } }).png().toBuffer();
  return new Uint8Array(png);
}

test('brochure - is an A4 PDF with French metadata titled after the group and the person', async () => {
  const doc = await PDFDocument.load(await brochurePdf(lucas, site), { updateMetadata: false });
  assert.ok(doc.getPageCount() >= 1);
  const { width, height } = doc.getPage(0).getSize();
  assert.is(Math.round(width), 595);
  assert.is(Math.round(height), 842);
  assert.is(doc.getTitle(), 'Castellar Foncier — Lucas Morel');
  assert.is(doc.getAuthor(), 'Lucas Morel, Castellar Foncier SARL');
  assert.match(doc.getSubject() ?? '', /^Présentation de Castellar Foncier\u00a0: ingénierie foncière/);
  assert.is(doc.getCreator(), 'Castellar Foncier');
  assert.is(doc.getProducer(), 'Castellar Foncier');
  assert.is(doc.getCreationDate()?.toISOString(), '2025-01-01T00:00:00.000Z');
  assert.is(doc.getModificationDate()?.toISOString(), '2025-01-01T00:00:00.000Z');
  assert.is(doc.catalog.get(PDFName.of('Lang'))?.toString(), '(fr-FR)');
});

for (const person of site.people) {
  const name = `${person.firstName} ${person.lastName}`;
  test(`brochure - ${name}'s brochure fits on one page and shows their name, their role as the team page words it, phone, e-mail and card address`, async () => {
    const pdf = await brochurePdf(person, site);
    assert.is((await PDFDocument.load(pdf)).getPageCount(), 1);
    const text = await drawnText(pdf);
    for (const expected of [
      name,
      person.jobTitle,
      person.mobile,
      person.email,
      `www.castellar-foncier.fr/carte-de-visite-${person.slug}`,
    ]) {
      assert.ok(text.includes(expected), `missing « ${expected} »`);
    }
    // Not the card page's title in capitals, nor the firm's activities as if they were each
    // partner's job (the three partners do different work).
    assert.not.ok(text.includes('&'), 'the card page’s « Co-Gérant & Associé »');
    assert.not.ok(text.includes('Marchand de biens'), 'the firm’s activities as a role');
  });
}

test('brochure - presents the four services and the four audiences in French', async () => {
  const text = await drawnText(await brochurePdf(lucas, site));
  for (const expected of [
    'Études de potentiel foncier',
    'Projets d’urbanisme',
    'Maîtrise d’ouvrage, de la prospection à la livraison',
    'Accompagnement des propriétaires jusqu’à la vente',
    'Propriétaires privés',
    'Institutions et collectivités',
    'Professionnels de l’immobilier',
    'Investisseurs',
  ]) {
    assert.ok(text.includes(expected), `missing « ${expected} »`);
  }
});

test('brochure - gives the office address, phone, e-mail and website', async () => {
  const text = await drawnText(await brochurePdf(lucas, site));
  for (const expected of [
    'Castellar Foncier — agence de Menton',
    '8 rue Partouneaux',
    '06500 Menton, France',
    '04 65 71 20 40', // as the site shows it, dialled from France
    'contact@castellar-foncier.fr',
    'www.castellar-foncier.fr',
  ]) {
    assert.ok(text.includes(expected), `missing « ${expected} »`);
  }
});

test('brochure - phone, e-mail and web addresses are clickable', async () => {
  const raw = latin1(await brochurePdf(lucas, site));
  for (const uri of [
    'tel:+33639984112',
    'mailto:lucas.morel@castellar-foncier.fr',
    'https://www.castellar-foncier.fr/carte-de-visite-lucas-morel',
    'tel:+33465712040',
    'mailto:contact@castellar-foncier.fr',
    'https://www.castellar-foncier.fr',
  ]) {
    assert.ok(raw.includes(`/URI (${uri})`), `no link to ${uri}`);
  }
});

test('brochure - writes é è à ç ô œ « » and ’ in the site’s own faces, and no-break spaces as the no-break space (the narrow one too)', async () => {
  const frenchSite: Site = {
    ...site,
    description: 'Cœur de ville, façade côté mer\u00a0: «\u202fà l’étude\u202f», très près de l’île — 2\u00a0000\u00a0m².',
  };
  const pdf = await brochurePdf(lucas, frenchSite);
  const text = await drawnText(pdf);
  assert.ok(text.includes('Cœur de ville, façade côté mer\u00a0: «\u00a0à l’étude\u00a0», très près de l’île — 2\u00a0000\u00a0m².'), text);
  // Fraunces and Inter, as on the site, not a reader's stand-in for Times and Helvetica.
  const faces = [...latin1(pdf).matchAll(/\/FontName \/(\S+)/g)].map((m) => m[1]).sort();
  assert.equal(faces, ['Fraunces-SemiBold', 'Inter-Regular', 'Inter-SemiBold']);
  assert.not.match(latin1(pdf), /\/BaseFont \/(Times|Helvetica)/);
});

test('brochure - a letter outside WinAnsi is written without its accent rather than breaking the build', async () => {
  const text = await drawnText(await brochurePdf({ ...lucas, lastName: 'Dvořák' }, site));
  assert.ok(text.includes('Lucas Dvorák'), text);
});

test('brochure - a character the fonts cannot draw stops the build with a message naming it', async () => {
  try {
    await brochurePdf({ ...lucas, firstName: '李' }, site);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.instance(error, Error);
    assert.match((error as Error).message, /"李" \(U\+674E\)/);
  }
});

test('brochure - the same person gives byte-identical files on two runs, with or without a logo', async () => {
  const first = await brochurePdf(lucas, site);
  const second = await brochurePdf(structuredClone(lucas), structuredClone(site));
  assert.ok(Buffer.from(first).equals(Buffer.from(second)), 'two runs differ');
  const logoPng = await logo();
  const withLogo = await brochurePdf(lucas, site, logoPng);
  assert.ok(Buffer.from(withLogo).equals(Buffer.from(await brochurePdf(lucas, site, logoPng))), 'two runs with the logo differ');
  assert.not.ok(Buffer.from(withLogo).equals(Buffer.from(first)));
});

test('brochure - places the logo when one is given, and only then', async () => {
  const withLogo = await brochurePdf(lucas, site, await logo());
  const without = await brochurePdf(lucas, site);
  assert.ok(latin1(withLogo).includes('/Subtype /Image'));
  assert.not.ok(latin1(without).includes('/Subtype /Image'));
  assert.is((await PDFDocument.load(withLogo)).getPageCount(), 1, 'the logo does not push the contact card to a second page');
  // Without a logo the brand is written out instead.
  assert.ok((await drawnText(without)).includes('CASTELLAR FONCIER'));
  assert.not.ok((await drawnText(withLogo)).includes('CASTELLAR FONCIER'));
});

test('brochure - long content continues on a second page with the footer repeated, not over it', async () => {
  const wordy: Site = { ...site, tagline: site.tagline, description: `${site.description} `.repeat(25).trim() };
  const pdf = await brochurePdf(lucas, wordy);
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  assert.ok(pages >= 2, `${pages} page(s)`);
  const lines = await drawnLines(pdf);
  const footerTop = 84;
  const footer = lines.filter((line) => line.y < footerTop);
  for (let page = 0; page < pages; page++) {
    assert.ok(footer.some((line) => line.page === page && line.text === '8 rue Partouneaux'), `no footer on page ${page + 1}`);
  }
  const footerTexts = new Set(footer.filter((line) => line.page === 0).map((line) => line.text));
  for (const line of footer) assert.ok(footerTexts.has(line.text), `« ${line.text} » drawn over the footer of page ${line.page + 1}`);
  for (const line of lines) assert.ok(line.y > 0 && line.y < 842, `« ${line.text} » drawn off the page`);
  assert.ok(lines.some((line) => line.text === 'Lucas Morel'));
});

test.run();
