// A4 presentation brochure for one co-manager, written at build time with pdf-lib, in the site's
// faces (pages/_lib/pdf-fonts.ts): Fraunces for the titles, Inter for the text. The output
// depends only on the arguments.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont, PDFPage, PDFRef, RGB } from 'pdf-lib';
import { brandColors } from '../../content/brand.ts';
import type { Person, Site } from '../../content/schemas.ts';
import { qrCode } from './qr.ts';
import { cardUrl } from './vcard.ts';
import { fullName } from './people.ts';
import { brochureWords as say } from '../../content/brochure.ts';
import { embedPdfFonts, type PdfFonts } from './pdf-fonts.ts';

// ---------------------------------------------------------------------------------------------
// Content. Everything about a particular person or the office comes from content/site.ts.

const HEADLINE = say.headline;


const SERVICES = say.services;
const AUDIENCES = say.audiences;

// ---------------------------------------------------------------------------------------------
// Page geometry and palette.

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 52;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 84;
/** Lowest point the flowing content may reach before moving to a new page. */
const CONTENT_BOTTOM = FOOTER_HEIGHT + 12;

const PALETTE = {
  NAVY: brandColors.navy,
  TERRACOTTA: brandColors.terracotta,
  SAND: brandColors.sand,
  WHITE: brandColors.white,
  SLATE: brandColors.slate,
} as const;

/** Fixed so that two builds give the same bytes; it does not claim when the file was made. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

function hex(color: string): RGB {
  const value = Number.parseInt(color.slice(1), 16);
  return pdf.rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

// ---------------------------------------------------------------------------------------------
// Entry point.

// pdf-lib is loaded on the first call (a brochure is only drawn when the build's cache lacks
// it), from the one-file build the package ships: its ES modules are some 300 files, which
// Node finds, reads and compiles one by one (0.3 s and half a CPU-second, against 0.08 s).
let pdf: typeof import('pdf-lib');
let C: Record<keyof typeof PALETTE, RGB>;

export async function brochurePdf(person: Person, site: Site, logoPng?: Uint8Array): Promise<Uint8Array> {
  pdf ??= createRequire(import.meta.url)('pdf-lib/dist/pdf-lib.min.js') as typeof import('pdf-lib');
  C ??= Object.fromEntries(Object.entries(PALETTE).map(([name, color]) => [name, hex(color)])) as typeof C;
  // updateMetadata: false, otherwise pdf-lib stamps the current time and its own name.
  const doc = await pdf.PDFDocument.create({ updateMetadata: false });
  setMetadata(doc, person, site);
  const flow: Flow = { doc, site, fonts: await embedPdfFonts(doc), page: doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), y: 0 };
  drawFooter(flow);

  await drawHeader(flow, logoPng);
  drawServices(flow);
  flow.y -= 18;
  drawAudiences(flow);
  flow.y -= 18;
  drawContact(flow, person);

  compressPages(doc);
  // Object streams off: a plain cross-reference table, readable by every PDF reader.
  return doc.save({ useObjectStreams: false });
}

/**
 * pdf-lib compresses what each page draws when it saves, with a zlib written in JavaScript
 * (pako), which a build runs a few times, never long enough to be optimised: Node's own zlib
 * does the same compression in a fraction of the time. The streams are compressed here and
 * handed to pdf-lib as they are.
 */
function compressPages(doc: PDFDocument): void {
  const flate = pdf.PDFName.of('FlateDecode');
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof pdf.PDFContentStream) || object.dict.get(pdf.PDFName.of('Filter')) !== flate) continue;
    doc.context.assign(ref, pdf.PDFRawStream.of(object.dict, deflateSync(object.getUnencodedContents())));
  }
}

function setMetadata(doc: PDFDocument, person: Person, site: Site): void {
  const name = fullName(person);
  doc.setTitle(`${site.brand} — ${name}`, { showInWindowTitleBar: true });
  doc.setAuthor(`${name}, ${site.legalName}`);
  doc.setSubject(`${say.subject(site.brand)}${site.tagline.charAt(0).toLowerCase()}${site.tagline.slice(1)}`);
  // pdf-lib joins keywords with spaces, which would merge multi-word keywords: one comma-separated entry.
  doc.setKeywords([[...say.keywords, site.office.city].join(', ')]);
  doc.setLanguage('fr-FR');
  doc.setCreator(site.brand);
  doc.setProducer(site.brand);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

// ---------------------------------------------------------------------------------------------
// Fonts and text.

interface TextStyle {
  font: PDFFont;
  size: number;
  lineHeight: number;
  color: RGB;
  /** Extra space between letters, for small capitals-like labels. */
  tracking?: number;
}

// French typography puts no-break spaces before « : ; ? ! » and inside « »; the layout keeps
// them unbreakable, and they are written as the plain no-break space (U+00A0), drawn the same in
// every face; a reader copying the text gets a no-break space back.
const NO_BREAK_SPACES = /[\u202f\u2007\u2009]/g;
const SUBSTITUTES: Readonly<Record<string, string>> = { '\u2011': '-', '\u2212': '-', '\u200b': '' };

const charsetCache = new WeakMap<PDFFont, ReadonlySet<number>>();

function charset(font: PDFFont): ReadonlySet<number> {
  let set = charsetCache.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsetCache.set(font, set);
  }
  return set;
}

/**
 * Text the font can draw. A letter outside its characters falls back to its base letter (ő -> o);
 * anything else stops the build with a clear message instead of pdf-lib's generic error.
 */
function encodable(text: string, font: PDFFont): string {
  const supported = charset(font);
  let out = '';
  for (const char of text.replace(NO_BREAK_SPACES, '\u00a0')) {
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) out += substitute;
    else if (supported.has(char.codePointAt(0) ?? -1)) out += char;
    else out += baseLetter(char, font, supported);
  }
  return out;
}

function baseLetter(char: string, font: PDFFont, supported: ReadonlySet<number>): string {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (base !== '' && [...base].every((c) => supported.has(c.codePointAt(0) ?? -1))) return base;
  const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  throw new Error(`Brochure: the character "${char}" (U+${code}) is not in the font ${font.name}; use a character it has, or embed a font that has it.`);
}

function textWidth(text: string, style: TextStyle): number {
  const encoded = encodable(text, style.font);
  const tracking = (style.tracking ?? 0) * Math.max(0, [...encoded].length - 1);
  return style.font.widthOfTextAtSize(encoded, style.size) + tracking;
}

/** The style, its size reduced if needed so that `text` fits on one line: for e-mails and URLs, which must not wrap. */
function fitted(style: TextStyle, text: string, width: number): TextStyle {
  const natural = textWidth(text, style);
  return natural <= width ? style : { ...style, size: (style.size * width) / natural };
}

/** Greedy line breaking on ordinary spaces; a word wider than the line is cut between letters. */
function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(candidate, style) <= width) line = candidate;
    else {
      if (line !== '') lines.push(line);
      line = word;
      while (textWidth(line, style) > width) {
        const cut = longestFittingPrefix(line, style, width);
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function longestFittingPrefix(word: string, style: TextStyle, width: number): number {
  let cut = 1;
  while (cut < word.length && textWidth(word.slice(0, cut + 1), style) <= width) cut++;
  return cut;
}

/** Height taken by `count` lines: the last line only needs room for its descenders. */
function linesHeight(count: number, style: TextStyle): number {
  return count === 0 ? 0 : (count - 1) * style.lineHeight + style.size * 1.2;
}

/** Draws lines whose top is at `top`; returns the y just below them. */
function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, style: TextStyle): number {
  lines.forEach((line, index) => {
    const baseline = top - style.size * 0.9 - index * style.lineHeight;
    drawText(page, line, x, baseline, style);
  });
  return top - linesHeight(lines.length, style);
}

function drawText(page: PDFPage, text: string, x: number, baseline: number, style: TextStyle): void {
  // Tc is part of the graphics state that drawText saves and restores, so it is set around the call.
  if (style.tracking) page.pushOperators(pdf.setCharacterSpacing(style.tracking));
  page.drawText(encodable(text, style.font), { x, y: baseline, font: style.font, size: style.size, color: style.color });
  if (style.tracking) page.pushOperators(pdf.setCharacterSpacing(0));
}

// ---------------------------------------------------------------------------------------------
// Flow: content goes down the page and continues on a new page when it would hit the footer.

interface Flow {
  doc: PDFDocument;
  site: Site;
  fonts: PdfFonts;
  page: PDFPage;
  /** Top of the free space on the current page. */
  y: number;
}

function reserve(flow: Flow, height: number): void {
  if (flow.y - height >= CONTENT_BOTTOM) return;
  flow.page = flow.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  flow.y = PAGE_HEIGHT - MARGIN;
  drawFooter(flow);
}

function kickerStyle(fonts: PdfFonts): TextStyle {
  return { font: fonts.textBold, size: 8, lineHeight: 11, color: C.TERRACOTTA, tracking: 1.6 };
}

/** Small spaced capitals above a serif title: the brochure's section mark. */
function drawSectionTitle(flow: Flow, kicker: string, title: string, following: number): void {
  const kickerLook = kickerStyle(flow.fonts);
  const titleLook: TextStyle = { font: flow.fonts.display, size: 17, lineHeight: 20, color: C.NAVY };
  const height = linesHeight(1, kickerLook) + 3 + linesHeight(1, titleLook) + 8;
  // Keep the title with the first row of what follows it.
  reserve(flow, height + following);
  let y = drawLines(flow.page, [kicker.toUpperCase()], MARGIN, flow.y, kickerLook) - 3;
  y = drawLines(flow.page, [title], MARGIN, y, titleLook);
  flow.y = y - 8;
}

// ---------------------------------------------------------------------------------------------
// Sections.

/** At most this many lines of the group's description go in the band; a longer text flows below it. */
const MAX_INTRO_LINES_IN_BAND = 5;

/** Sand band: brand or logo, tagline, headline and the group's description. Leaves flow.y below it. */
async function drawHeader(flow: Flow, logoPng: Uint8Array | undefined): Promise<void> {
  const { page, fonts, site } = flow;
  const headline: TextStyle = { font: fonts.display, size: 26, lineHeight: 30, color: C.NAVY };
  const tagline = kickerStyle(fonts);
  const intro: TextStyle = { font: fonts.text, size: 10, lineHeight: 14, color: C.SLATE };
  const taglineLines = wrap(site.tagline.toUpperCase(), tagline, CONTENT_WIDTH);
  const headlineLines = wrap(HEADLINE, headline, CONTENT_WIDTH * 0.86);
  const introLines = wrap(site.description, intro, CONTENT_WIDTH);
  const introInBand = introLines.length <= MAX_INTRO_LINES_IN_BAND;
  const top = 36;
  const brandHeight = logoPng ? 28 : 20;
  const bandHeight =
    top + brandHeight + 12 + linesHeight(taglineLines.length, tagline) + 12 + linesHeight(headlineLines.length, headline) +
    (introInBand ? 12 + linesHeight(introLines.length, intro) : 0) + 20;
  const bandBottom = PAGE_HEIGHT - bandHeight;

  page.drawRectangle({ x: 0, y: bandBottom, width: PAGE_WIDTH, height: bandHeight, color: C.SAND });
  page.drawRectangle({ x: 0, y: bandBottom, width: PAGE_WIDTH, height: 3, color: C.TERRACOTTA });

  let y = PAGE_HEIGHT - top;
  if (logoPng) await drawLogo(flow, logoPng, y, brandHeight);
  else drawLines(page, [site.brand.toUpperCase()], MARGIN, y, { font: fonts.display, size: 17, lineHeight: 20, color: C.NAVY, tracking: 3 });
  y -= brandHeight + 12;
  y = drawLines(page, taglineLines, MARGIN, y, tagline) - 12;
  y = drawLines(page, headlineLines, MARGIN, y, headline) - 12;
  if (introInBand) drawLines(page, introLines, MARGIN, y, intro);

  flow.y = bandBottom - 22;
  if (!introInBand) {
    flowLines(flow, introLines, intro);
    flow.y -= 22;
  }
}

/** Draws lines one at a time so that a long text may continue on the next page. */
function flowLines(flow: Flow, lines: readonly string[], style: TextStyle): void {
  for (const line of lines) {
    reserve(flow, style.lineHeight);
    drawLines(flow.page, [line], MARGIN, flow.y, style);
    flow.y -= style.lineHeight;
  }
}

async function drawLogo(flow: Flow, logoPng: Uint8Array, top: number, maxHeight: number): Promise<void> {
  const logo = logoImage(logoPng);
  // Fit inside the slot without distortion; a wide logo is limited by width instead of height.
  const scale = Math.min(maxHeight / logo.height, (CONTENT_WIDTH * 0.5) / logo.width);
  const width = logo.width * scale;
  const height = logo.height * scale;
  const name = flow.page.node.newXObject('Logo', embedLogo(flow.doc, logo));
  flow.page.pushOperators(
    pdf.pushGraphicsState(),
    ...pdf.drawImage(name, { x: MARGIN, y: top - height, width, height, rotate: pdf.degrees(0), xSkew: pdf.degrees(0), ySkew: pdf.degrees(0) }),
    pdf.popGraphicsState(),
  );
}

/** A PNG as a PDF image: its colours and, when it has any, its transparency, each compressed. */
interface LogoImage {
  width: number;
  height: number;
  rgb: Uint8Array;
  alpha: Uint8Array | null;
}

// pdf-lib's embedPng decodes the PNG and compresses its pixels again with a zlib written in
// JavaScript (0.1 s for the logo in a build, where that code never runs long enough to be
// optimised). pngjs decodes it with Node's zlib, which compresses it too, once per logo.
const logoImages = new Map<string, LogoImage>();

function logoImage(png: Uint8Array): LogoImage {
  const key = createHash('sha1').update(png).digest('hex');
  let image = logoImages.get(key);
  if (!image) {
    const { PNG } = createRequire(import.meta.url)('pngjs') as typeof import('pngjs');
    const { width, height, data } = PNG.sync.read(Buffer.from(png));
    const rgb = Buffer.alloc(width * height * 3);
    const alpha = Buffer.alloc(width * height);
    let opaque = true;
    for (let i = 0; i < width * height; i++) {
      rgb[3 * i] = data[4 * i]!;
      rgb[3 * i + 1] = data[4 * i + 1]!;
      rgb[3 * i + 2] = data[4 * i + 2]!;
      alpha[i] = data[4 * i + 3]!;
      if (alpha[i] !== 255) opaque = false;
    }
    image = { width, height, rgb: deflateSync(rgb), alpha: opaque ? null : deflateSync(alpha) };
    logoImages.set(key, image);
  }
  return image;
}

/** The image's streams, added to the document as they are (pdf-lib does not compress them again). */
function embedLogo(doc: PDFDocument, image: LogoImage): PDFRef {
  const { context } = doc;
  const pixels = { Type: 'XObject', Subtype: 'Image', Width: image.width, Height: image.height, BitsPerComponent: 8, Filter: 'FlateDecode' };
  const mask = image.alpha && context.register(context.stream(image.alpha, { ...pixels, ColorSpace: 'DeviceGray' }));
  return context.register(context.stream(image.rgb, { ...pixels, ColorSpace: 'DeviceRGB', ...(mask ? { SMask: mask } : {}) }));
}

function drawServices(flow: Flow): void {
  const { fonts } = flow;
  const gap = 28;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const numberStyle: TextStyle = { font: fonts.display, size: 21, lineHeight: 24, color: C.TERRACOTTA };
  const title: TextStyle = { font: fonts.textBold, size: 10.5, lineHeight: 13.5, color: C.NAVY };
  const text: TextStyle = { font: fonts.text, size: 9.5, lineHeight: 12.5, color: C.SLATE };
  const textX = 34; // the number sits in the left gutter of each cell

  const cells = SERVICES.map((service) => ({
    titleLines: wrap(service.title, title, columnWidth - textX),
    textLines: wrap(service.text, text, columnWidth - textX),
  }));
  const cellHeight = (cell: (typeof cells)[number]): number =>
    linesHeight(cell.titleLines.length, title) + 4 + linesHeight(cell.textLines.length, text);
  const rows = [cells.slice(0, 2), cells.slice(2, 4)];
  const rowHeight = (row: typeof cells): number => Math.max(...row.map(cellHeight));

  drawSectionTitle(flow, say.servicesEyebrow, say.servicesTitle, rowHeight(rows[0] ?? []));
  rows.forEach((row, rowIndex) => {
    const height = rowHeight(row);
    if (rowIndex > 0) flow.y -= 12;
    reserve(flow, height);
    row.forEach((cell, column) => {
      const x = MARGIN + column * (columnWidth + gap);
      const number = String(rowIndex * 2 + column + 1).padStart(2, '0');
      drawLines(flow.page, [number], x, flow.y + 3, numberStyle);
      const below = drawLines(flow.page, cell.titleLines, x + textX, flow.y, title) - 4;
      drawLines(flow.page, cell.textLines, x + textX, below, text);
    });
    flow.y -= height;
  });
}

function drawAudiences(flow: Flow): void {
  const { fonts } = flow;
  const gap = 10;
  const padding = 10;
  const cardWidth = (CONTENT_WIDTH - 3 * gap) / 4;
  const title: TextStyle = { font: fonts.textBold, size: 9.5, lineHeight: 12, color: C.NAVY };
  const text: TextStyle = { font: fonts.text, size: 8.5, lineHeight: 11.5, color: C.SLATE };
  const cards = AUDIENCES.map((audience) => ({
    titleLines: wrap(audience.title, title, cardWidth - 2 * padding),
    textLines: wrap(audience.text, text, cardWidth - 2 * padding),
  }));
  // One height for the row, measured on the tallest card, so the cards line up.
  const titleHeight = Math.max(...cards.map((card) => linesHeight(card.titleLines.length, title)));
  const textHeight = Math.max(...cards.map((card) => linesHeight(card.textLines.length, text)));
  const cardHeight = 3 + padding + titleHeight + 5 + textHeight + padding;

  drawSectionTitle(flow, say.audiencesEyebrow, say.audiencesTitle, cardHeight);
  reserve(flow, cardHeight);
  cards.forEach((card, column) => {
    const x = MARGIN + column * (cardWidth + gap);
    flow.page.drawRectangle({ x, y: flow.y - cardHeight, width: cardWidth, height: cardHeight, color: C.SAND });
    flow.page.drawRectangle({ x, y: flow.y - 3, width: cardWidth, height: 3, color: C.TERRACOTTA });
    const top = flow.y - 3 - padding;
    drawLines(flow.page, card.titleLines, x + padding, top, title);
    drawLines(flow.page, card.textLines, x + padding, top - titleHeight - 5, text);
  });
  flow.y -= cardHeight;
}

/** Navy card: who to call, how to reach them, and the QR code of their card page. */
function drawContact(flow: Flow, person: Person): void {
  const { fonts, site } = flow;
  const padding = { x: 22, y: 16 };
  const qrSide = 92;
  const left = MARGIN + 4 + padding.x; // 4: the terracotta edge
  const qrX = MARGIN + CONTENT_WIDTH - padding.x - qrSide;
  const textWidthAvailable = qrX - 20 - left;
  const url = cardUrl(person, site);
  const styles = contactStyles(fonts);
  const nameLines = wrap(fullName(person), styles.name, textWidthAvailable);
  const titleLines = wrap(person.title, styles.title, textWidthAvailable);
  const descriptionLines = wrap(person.description, styles.description, textWidthAvailable);
  // Mobile and e-mail share a row (the e-mail needs the wider column); the card address gets its own.
  const rows: readonly (readonly ContactRow[])[] = [
    [
      { label: say.mobile, value: person.mobile, uri: telUri(person.mobile) },
      { label: say.email, value: person.email, uri: `mailto:${person.email}` },
    ],
    [{ label: say.card, value: url.replace(/^https?:\/\//, ''), uri: url }],
  ];
  const rowHeight = linesHeight(1, styles.label) + 1 + linesHeight(1, styles.value);
  const identityHeight =
    linesHeight(1, styles.kicker) + 6 + linesHeight(nameLines.length, styles.name) + 3 + linesHeight(titleLines.length, styles.title) +
    1 + linesHeight(descriptionLines.length, styles.description) + 8;
  const textHeight = identityHeight + rows.length * rowHeight + (rows.length - 1) * 6;
  const height = Math.max(textHeight, qrSide + 22) + 2 * padding.y;

  reserve(flow, height);
  const { page } = flow;
  const top = flow.y;
  page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: C.NAVY });
  page.drawRectangle({ x: MARGIN, y: top - height, width: 4, height, color: C.TERRACOTTA });

  let y = drawLines(page, [say.contact.toUpperCase()], left, top - padding.y, styles.kicker) - 6;
  y = drawLines(page, nameLines, left, y, styles.name) - 3;
  y = drawLines(page, titleLines, left, y, styles.title) - 1;
  y = drawLines(page, descriptionLines, left, y, styles.description) - 8;
  rows.forEach((row, index) => {
    if (index > 0) y -= 6;
    row.forEach((item, column) => {
      const x = left + column * 112;
      const width = column === row.length - 1 ? left + textWidthAvailable - x : 112 - 12;
      drawContactItem(flow, item, x, y, width, styles);
    });
    y -= rowHeight;
  });

  drawQrCode(page, url, qrX, top - padding.y, qrSide);
  addLink(flow, { x: qrX, y: top - padding.y - qrSide, width: qrSide, height: qrSide }, url);
  const caption: TextStyle = { font: fonts.text, size: 7.5, lineHeight: 9.5, color: C.SAND };
  const captionText = say.qrCaption;
  drawLines(page, [captionText], qrX + (qrSide - textWidth(captionText, caption)) / 2, top - padding.y - qrSide - 8, caption);
  flow.y = top - height;
}

type ContactStyles = ReturnType<typeof contactStyles>;

function contactStyles(fonts: PdfFonts) {
  return {
    kicker: kickerStyle(fonts),
    name: { font: fonts.display, size: 22, lineHeight: 26, color: C.WHITE },
    title: { font: fonts.textBold, size: 10, lineHeight: 13, color: C.WHITE },
    description: { font: fonts.display, size: 11.5, lineHeight: 14, color: C.SAND },
    label: { font: fonts.textBold, size: 6.5, lineHeight: 8, color: C.SAND, tracking: 1.2 },
    value: { font: fonts.text, size: 10, lineHeight: 13, color: C.WHITE },
  } satisfies Record<string, TextStyle>;
}

/** A small spaced label over a value, the value made clickable. */
function drawContactItem(flow: Flow, item: ContactRow, x: number, top: number, width: number, styles: ContactStyles): void {
  const valueTop = drawLines(flow.page, [item.label.toUpperCase()], x, top, styles.label) - 1;
  const value = fitted(styles.value, item.value, width);
  drawLines(flow.page, [item.value], x, valueTop, value);
  const box = { x, y: valueTop - value.lineHeight, width: textWidth(item.value, value), height: value.lineHeight };
  addLink(flow, box, item.uri);
}

interface ContactRow {
  label: string;
  value: string;
  uri: string;
}

function telUri(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The same QR code as the card page, drawn as vector squares (sharp at any zoom, no image to embed).
 * Each row's dark runs become one rectangle; the quiet zone is the white square around them.
 */
function drawQrCode(page: PDFPage, url: string, x: number, top: number, side: number): void {
  const { modules } = qrCode(url);
  const quietZone = 2;
  const count = modules.size + 2 * quietZone;
  const moduleSize = side / count;
  page.drawRectangle({ x, y: top - side, width: side, height: side, color: C.WHITE });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; ) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      path += `M${start + quietZone} ${row + quietZone}h${column - start}v1h${start - column}z`;
    }
  }
  // drawSvgPath uses SVG's downward y axis from (x, y), so y is the top edge.
  page.drawSvgPath(path, { x, y: top, scale: moduleSize, color: C.NAVY });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A clickable area (mailto:, tel:, https:) over text already drawn. */
function addLink(flow: Flow, box: Box, uri: string): void {
  const { context } = flow.doc;
  const annotation = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: pdf.PDFString.of(uri) },
  });
  flow.page.node.addAnnot(context.register(annotation));
}

function drawFooter(flow: Flow): void {
  const { page, fonts, site } = flow;
  const { office } = site;
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: FOOTER_HEIGHT, color: C.SAND });
  page.drawRectangle({ x: 0, y: FOOTER_HEIGHT - 1, width: PAGE_WIDTH, height: 1, color: C.TERRACOTTA });

  const heading: TextStyle = { font: fonts.textBold, size: 9, lineHeight: 12.5, color: C.NAVY };
  const text: TextStyle = { font: fonts.text, size: 8.5, lineHeight: 12.5, color: C.SLATE };
  const top = FOOTER_HEIGHT - 16;
  const left = [office.street, `${office.postcode} ${office.city}, ${office.country}`];
  drawLines(page, left, MARGIN, drawLines(page, [office.name], MARGIN, top, heading), text);

  const column = MARGIN + CONTENT_WIDTH * 0.55;
  const contacts: readonly ContactRow[] = [
    { label: say.phone, value: office.phone, uri: telUri(office.phone) },
    { label: say.email, value: office.email, uri: `mailto:${office.email}` },
    { label: say.website, value: site.url.replace(/^https?:\/\//, '').replace(/\/+$/, ''), uri: site.url },
  ];
  const label: TextStyle = { ...heading, size: 8.5 };
  const valueX = column + 40;
  contacts.forEach((contact, index) => {
    const rowTop = top - index * text.lineHeight;
    const value = fitted(text, contact.value, MARGIN + CONTENT_WIDTH - valueX);
    drawLines(page, [contact.label], column, rowTop, label);
    drawLines(page, [contact.value], valueX, rowTop, value);
    const width = textWidth(contact.value, value);
    addLink(flow, { x: valueX, y: rowTop - text.lineHeight, width, height: text.lineHeight }, contact.uri);
  });

  const legalText = `${site.legalName} · ${site.tagline}`;
  const legal = fitted({ font: fonts.text, size: 7, lineHeight: 9, color: C.SLATE }, legalText, CONTENT_WIDTH);
  drawLines(page, [legalText], MARGIN, 20, legal);
}
