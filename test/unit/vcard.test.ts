import { test } from 'uvu';
import * as assert from 'uvu/assert';
import site from '../../content/site.ts';
import type { Person, Site } from '../../content/schemas.ts';
import { vcard } from '../../pages/_lib/vcard.ts';
import { components, parseVcard, property, properties, unescapeText, unfold } from '../helpers/vcard-parse.ts';

const lucas = site.people[0] as Person;
const CRLF = Buffer.from('\r\n');

function withPerson(overrides: Partial<Person>): Person {
  return { ...lucas, ...overrides };
}

/** Physical lines as raw bytes, so that lengths are counted in octets and broken UTF-8 shows up. */
function physicalLines(card: string): Buffer[] {
  const bytes = Buffer.from(card, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(CRLF, start); end >= 0; end = bytes.indexOf(CRLF, start)) {
    lines.push(bytes.subarray(start, end));
    start = end + CRLF.length;
  }
  assert.is(start, bytes.length, 'the card ends with CRLF');
  return lines;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

test('vcard - every line ends with CRLF, with no bare LF or CR anywhere', () => {
  const card = vcard(withPerson({ description: 'Première ligne\nDeuxième ligne\r\nTroisième\rQuatrième' }), site);
  assert.ok(card.endsWith('\r\n'));
  assert.not.match(card, /[^\r]\n/, 'no LF without CR');
  assert.not.match(card, /\r(?!\n)/, 'no CR without LF');
  assert.ok(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n'));
  assert.ok(card.endsWith('\r\nEND:VCARD\r\n'));
});

test('vcard - no physical line is longer than 75 octets for any of the three co-managers', () => {
  for (const person of site.people) {
    for (const line of physicalLines(vcard(person, site))) {
      assert.ok(line.length <= 75, `${person.slug}: ${line.length} octets in "${line.toString('utf8')}"`);
    }
  }
});

test('vcard - folds long lines at 75 octets without splitting an accented letter', () => {
  // Shifting the text by 0–3 ASCII letters moves every fold point across 2-, 3- and 4-octet
  // characters, so a fold that cut by bytes alone would land inside one of them.
  const accented = 'Études ; éléphants à Menton, cœur « Riviera » — 20 € ✓ 🏡 élévation ';
  for (let shift = 0; shift < 4; shift++) {
    const description = 'x'.repeat(shift) + accented.repeat(6);
    const card = vcard(withPerson({ description }), site);
    const lines = physicalLines(card);
    assert.ok(lines.length > 20, 'the long NOTE was folded');
    for (const line of lines) {
      assert.ok(line.length <= 75, `${line.length} octets`);
      assert.not.throws(() => strictUtf8.decode(line), `line cut inside a character: ${line.toString('hex')}`);
    }
    const continuation = lines.filter((line) => line[0] === 0x20);
    assert.ok(continuation.length > 5, 'continuation lines start with one space');
    assert.ok(continuation.some((line) => line.length >= 72), 'folds use the available width, not a cautious short width');
    assert.ok(unescapeText(property(parseVcard(card), 'NOTE').raw).startsWith(description));
  }
});

test('vcard - does not separate a letter from its combining accent when folding', () => {
  const decomposed = 'e\u0301'.repeat(120); // "é" written as e + U+0301
  const card = vcard(withPerson({ description: decomposed }), site);
  for (const line of physicalLines(card)) {
    const text = line.toString('utf8');
    assert.not.ok(/^ ?\u0301/.test(text), 'a continuation line starts with a bare combining accent');
  }
  assert.ok(unescapeText(property(parseVcard(card), 'NOTE').raw).startsWith(decomposed));
});

test('vcard - commas, semicolons, backslashes and newlines survive a round trip through a reader', () => {
  const nasty: Person = withPerson({
    firstName: 'Jean-Luc, dit « JL »',
    lastName: 'Dupont; fils\\aîné',
    title: 'Gérant, associé; fondateur\\C:\\dossiers',
    description: 'Ligne 1, suite;\nLigne 2 \\n littéral',
    email: 'jl@example.fr',
  });
  const nastySite: Site = {
    ...site,
    legalName: 'Société A, B; C\\D',
    office: { ...site.office, street: '12, rue du Port; bât. B\nEscalier 3\\4', city: 'Menton; Garavan', country: 'France, UE' },
  };
  const card = parseVcard(vcard(nasty, nastySite));
  assert.equal(components(property(card, 'N').raw), ['Dupont; fils\\aîné', 'Jean-Luc, dit « JL »', '', '', '']);
  assert.is(unescapeText(property(card, 'FN').raw), 'Jean-Luc, dit « JL » Dupont; fils\\aîné');
  assert.is(unescapeText(property(card, 'TITLE').raw), 'Gérant, associé; fondateur\\C:\\dossiers');
  assert.equal(components(property(card, 'ORG').raw), ['Société A, B; C\\D']);
  assert.equal(components(property(card, 'ADR').raw), [
    '',
    '',
    '12, rue du Port; bât. B\nEscalier 3\\4',
    'Menton; Garavan',
    '',
    '06500',
    'France, UE',
  ]);
  assert.ok(unescapeText(property(card, 'NOTE').raw).startsWith('Ligne 1, suite;\nLigne 2 \\n littéral'));
});

test('vcard - escapes special characters in the written text, not only after reading back', () => {
  const card = vcard(withPerson({ title: 'A, B; C\\D' }), site);
  assert.ok(card.includes('\r\nTITLE:A\\, B\\; C\\\\D\r\n'), card);
  // The structural separators of N and ADR stay bare.
  assert.ok(card.includes('\r\nN:Morel;Lucas;;;\r\n'));
  assert.ok(card.includes('\r\nADR;TYPE=WORK:;;8 rue Partouneaux;Menton;;06500;France\r\n'));
});

test('vcard - accented letters are written as UTF-8 bytes', () => {
  const card = vcard(lucas, site);
  const bytes = Buffer.from(card, 'utf8');
  assert.ok(bytes.includes(Buffer.from([0x43, 0x6f, 0x2d, 0x47, 0xc3, 0xa9])), '"Co-Gé" with é as C3 A9');
  assert.ok(card.includes('TITLE:Co-Gérant & Associé\r\n'));
  assert.ok(unescapeText(property(parseVcard(card), 'NOTE').raw).includes('études de potentiel foncier, projets d’urbanisme'));
  assert.not.ok(card.includes('\uFFFD'));
});

// The spec's title, in each person's gender (DESIGN §6): written out here, not read from site.ts.
const spokenTitle: Record<string, string> = {
  'lucas-morel': 'Co-Gérant & Associé',
  'camille-ferrand': 'Co-Gérante & Associée',
  'thomas-giordano': 'Co-Gérant & Associé',
};

for (const person of site.people) {
  test(`vcard - the card of ${person.firstName} ${person.lastName} reads back with the right name, phones, e-mail, page and address`, () => {
    const card = parseVcard(vcard(person, site));
    const fullName = `${person.firstName} ${person.lastName}`;
    assert.is(property(card, 'BEGIN').raw, 'VCARD');
    assert.is(property(card, 'VERSION').raw, '3.0');
    assert.is(unescapeText(property(card, 'FN').raw), fullName);
    assert.equal(components(property(card, 'N').raw), [person.lastName, person.firstName, '', '', '']);
    assert.is(unescapeText(property(card, 'ORG').raw), 'Castellar Foncier SARL');
    assert.is(unescapeText(property(card, 'TITLE').raw), spokenTitle[person.slug]);
    assert.is(property(card, 'TEL', 'CELL').raw, person.mobile);
    assert.is(property(card, 'TEL', 'WORK').raw, '+33 4 65 71 20 40');
    assert.equal(property(card, 'TEL', 'CELL').params.TYPE, ['CELL', 'VOICE']);
    assert.is(properties(card, 'TEL').length, 2);
    assert.is(unescapeText(property(card, 'EMAIL').raw), person.email);
    assert.equal(property(card, 'EMAIL').params.TYPE, ['INTERNET', 'WORK']);
    assert.is(property(card, 'URL').raw, `https://www.castellar-foncier.fr/carte-de-visite-${person.slug}`);
    assert.equal(components(property(card, 'ADR', 'WORK').raw), ['', '', '8 rue Partouneaux', 'Menton', '', '06500', 'France']);
    assert.ok(unescapeText(property(card, 'NOTE').raw).startsWith('Ingénierie foncière, Marchand de biens'));
    assert.is(property(card, 'END').raw, 'VCARD');
  });
}

test('vcard - the same person always gives the same bytes, with no revision date', () => {
  const first = vcard(lucas, site);
  assert.is(vcard(structuredClone(lucas), structuredClone(site)), first);
  assert.equal(properties(parseVcard(first), 'REV'), []);
  assert.not.match(first, /\d{8}T\d{6}/, 'no timestamp anywhere');
});

test('vcard - a trailing slash in the site address does not give a double slash in the card URL', () => {
  const card = parseVcard(vcard(lucas, { ...site, url: 'https://www.castellar-foncier.fr/' }));
  assert.is(property(card, 'URL').raw, 'https://www.castellar-foncier.fr/carte-de-visite-lucas-morel');
});

test('vcard - helper: unfolding joins continuation lines and drops only the leading space', () => {
  assert.equal(unfold('NOTE:ab\r\n c\r\n\td\r\nEND:VCARD\r\n'), ['NOTE:abcd', 'END:VCARD']);
});

test.run();
