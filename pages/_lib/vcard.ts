// vCard 3.0 (RFC 2426) for a person of the group, written at build time.
// The output must be byte-for-byte stable between builds, so there is no REV and no clock.
import type { Person, Site } from '../../content/schemas.ts';
import { vcardNote } from '../../content/cards.ts';

const CRLF = '\r\n';
// RFC 2426 §2.6 / RFC 6350 §3.2: lines "SHOULD NOT be longer than 75 octets, excluding the line break".
const MAX_LINE_OCTETS = 75;
// A continuation line starts with one space, and that space is one of its 75 octets.
const MAX_CONTINUATION_OCTETS = MAX_LINE_OCTETS - 1;

/** Address of the person's card page; the vCard, the QR code and the brochure all point there. */
export function cardUrl(person: Person, site: Site): string {
  return `${site.url.replace(/\/+$/, '')}/carte-de-visite-${person.slug}`;
}

export function vcard(person: Person, site: Site): string {
  const { office } = site;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${structured([person.lastName, person.firstName, '', '', ''])}`,
    `FN:${escapeText(`${person.firstName} ${person.lastName}`)}`,
    // ORG is structured (name;unit;…): the legal name is a single component, so its ';' are escaped.
    `ORG:${structured([site.legalName])}`,
    `TITLE:${escapeText(person.title)}`,
    `TEL;TYPE=CELL,VOICE:${person.mobile}`,
    `TEL;TYPE=WORK,VOICE:${office.phone}`,
    `EMAIL;TYPE=INTERNET,WORK:${escapeText(person.email)}`,
    // URL is a URI value, not text: backslash escaping does not apply to it.
    `URL:${cardUrl(person, site)}`,
    `ADR;TYPE=WORK:${structured(['', '', office.street, office.city, '', office.postcode, office.country])}`,
    `NOTE:${escapeText(note(person, site))}`,
    'END:VCARD',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

function note(person: Person, site: Site): string {
  const description = /[.!?…]$/.test(person.description) ? person.description : `${person.description}.`;
  return vcardNote(description, site.brand, site.office.city);
}

/** Escapes a text value (RFC 2426 §4 / RFC 6350 §3.4). Backslash goes first so it is not escaped twice. */
function escapeText(value: string): string {
  return value.replace(/\r\n|[\\,;\r\n]/g, (match) => {
    if (match === '\\') return '\\\\';
    if (match === ',') return '\\,';
    if (match === ';') return '\\;';
    return '\\n';
  });
}

/** Joins the components of a structured value (N, ADR, ORG): the separators stay bare, each component is escaped. */
function structured(components: readonly string[]): string {
  return components.map(escapeText).join(';');
}

/**
 * Folds a content line so that no physical line exceeds 75 octets of UTF-8.
 * It cuts between grapheme clusters, so neither a multi-byte character nor a letter and its
 * combining accent are separated (some readers display the halves before unfolding).
 */
function fold(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const piece of foldablePieces(line)) {
    const octets = utf8Length(piece);
    if (currentOctets + octets > limit && current !== '') {
      chunks.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_CONTINUATION_OCTETS;
    }
    current += piece;
    currentOctets += octets;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/** Grapheme clusters, except that a cluster too long for one line is given code point by code point. */
function* foldablePieces(line: string): Generator<string> {
  for (const { segment } of graphemes.segment(line)) {
    if (utf8Length(segment) <= MAX_CONTINUATION_OCTETS) yield segment;
    else yield* segment; // iterating a string yields code points, so surrogate pairs stay whole
  }
}

function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    octets += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return octets;
}
