// The A4 page the build's PDFs share (the partners' brochures, the sample study): the site's
// faces and colours, text set in lines and wrapped, content flowing down the page onto the next
// above a footer with the office's details, images and links. Each document draws its own
// sections with these. pdf-lib is loaded on the first document (a PDF is only drawn when the
// build's cache lacks it), from the one-file build the package ships: its ES modules are some
// 300 files, which Node finds, reads and compiles one by one (0.3 s and half a CPU-second,
// against 0.08 s).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont, PDFPage, PDFRef, RGB } from 'pdf-lib';
import { brandColors } from '../../content/brand.ts';
import { nationalPhone } from '../../content/site.ts';
import type { Site } from '../../content/schemas.ts';
import { brochureWords as say } from '../../content/brochure.ts';
import { embedPdfFonts, type PdfFonts } from './pdf-fonts.ts';

// ---------------------------------------------------------------------------------------------
// Page geometry and palette.

export const PAGE_WIDTH = 595.28; // A4 in points
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 52;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 84;
/** Lowest point the flowing content may reach before moving to a new page. */
export const CONTENT_BOTTOM = FOOTER_HEIGHT + 12;

/** The logo the documents are headed with, from the project's root. */
export const PDF_LOGO = 'public/images/logo/logo.png';

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

export let pdf: typeof import('pdf-lib');
export let C: Record<keyof typeof PALETTE, RGB>;

/** What a document says of itself; the dates are fixed, so that two builds give the same bytes. */
export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
  keywords: readonly string[];
}

/** A new A4 document in the site's faces, its first page started with the footer. */
export async function startPdf(site: Site, meta: PdfMeta): Promise<Flow> {
  pdf ??= createRequire(import.meta.url)('pdf-lib/dist/pdf-lib.min.js') as typeof import('pdf-lib');
  C ??= Object.fromEntries(Object.entries(PALETTE).map(([name, color]) => [name, hex(color)])) as typeof C;
  // updateMetadata: false, otherwise pdf-lib stamps the current time and its own name.
  const doc = await pdf.PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  // pdf-lib joins keywords with spaces, which would merge multi-word keywords: one comma-separated entry.
  doc.setKeywords([meta.keywords.join(', ')]);
  doc.setLanguage('fr-FR');
  doc.setCreator(site.brand);
  doc.setProducer(site.brand);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const flow: Flow = { doc, site, fonts: await embedPdfFonts(doc), page: doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), y: PAGE_HEIGHT - MARGIN };
  drawFooter(flow);
  return flow;
}

/** The finished file: object streams off, a plain cross-reference table every reader reads. */
export function savePdf(flow: Flow): Promise<Uint8Array> {
  compressPages(flow.doc);
  return flow.doc.save({ useObjectStreams: false });
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

// ---------------------------------------------------------------------------------------------
// Fonts and text.

export interface TextStyle {
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
  throw new Error(`PDF: the character "${char}" (U+${code}) is not in the font ${font.name}; use a character it has, or embed a font that has it.`);
}

export function textWidth(text: string, style: TextStyle): number {
  const encoded = encodable(text, style.font);
  const tracking = (style.tracking ?? 0) * Math.max(0, [...encoded].length - 1);
  return style.font.widthOfTextAtSize(encoded, style.size) + tracking;
}

/** The style, its size reduced if needed so that `text` fits on one line: for e-mails and URLs, which must not wrap. */
export function fitted(style: TextStyle, text: string, width: number): TextStyle {
  const natural = textWidth(text, style);
  return natural <= width ? style : { ...style, size: (style.size * width) / natural };
}

/** Greedy line breaking on ordinary spaces; a word wider than the line is cut between letters. */
export function wrap(text: string, style: TextStyle, width: number): string[] {
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
export function linesHeight(count: number, style: TextStyle): number {
  return count === 0 ? 0 : (count - 1) * style.lineHeight + style.size * 1.2;
}

/** Draws lines whose top is at `top`; returns the y just below them. */
export function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, style: TextStyle): number {
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

export interface Flow {
  doc: PDFDocument;
  site: Site;
  fonts: PdfFonts;
  page: PDFPage;
  /** Top of the free space on the current page. */
  y: number;
}

export function reserve(flow: Flow, height: number): void {
  if (flow.y - height >= CONTENT_BOTTOM) return;
  flow.page = flow.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  flow.y = PAGE_HEIGHT - MARGIN;
  drawFooter(flow);
}

export function kickerStyle(fonts: PdfFonts): TextStyle {
  return { font: fonts.textBold, size: 8, lineHeight: 11, color: C.TERRACOTTA, tracking: 1.6 };
}

/** Small spaced capitals above a serif title: the brochure's section mark. */
export function drawSectionTitle(flow: Flow, kicker: string, title: string, following: number): void {
  const kickerLook = kickerStyle(flow.fonts);
  const titleLook: TextStyle = { font: flow.fonts.display, size: 17, lineHeight: 20, color: C.NAVY };
  const height = linesHeight(1, kickerLook) + 3 + linesHeight(1, titleLook) + 8;
  // Keep the title with the first row of what follows it.
  reserve(flow, height + following);
  let y = drawLines(flow.page, [kicker.toUpperCase()], MARGIN, flow.y, kickerLook) - 3;
  y = drawLines(flow.page, [title], MARGIN, y, titleLook);
  flow.y = y - 8;
}

/** Draws lines one at a time so that a long text may continue on the next page. */
export function flowLines(flow: Flow, lines: readonly string[], style: TextStyle): void {
  for (const line of lines) {
    reserve(flow, style.lineHeight);
    drawLines(flow.page, [line], MARGIN, flow.y, style);
    flow.y -= style.lineHeight;
  }
}

/** A PNG drawn at (x, top), as large as fits the box without distortion; returns the size drawn. */
export function drawPng(flow: Flow, png: Uint8Array, box: { x: number; top: number; maxWidth: number; maxHeight: number }): { width: number; height: number } {
  const image = pngImage(png);
  const scale = Math.min(box.maxHeight / image.height, box.maxWidth / image.width);
  const width = image.width * scale;
  const height = image.height * scale;
  const name = flow.page.node.newXObject('Image', embedPng(flow.doc, image));
  flow.page.pushOperators(
    pdf.pushGraphicsState(),
    ...pdf.drawImage(name, { x: box.x, y: box.top - height, width, height, rotate: pdf.degrees(0), xSkew: pdf.degrees(0), ySkew: pdf.degrees(0) }),
    pdf.popGraphicsState(),
  );
  return { width, height };
}

/** A PNG as a PDF image: its colours and, when it has any, its transparency, each compressed. */
interface PngImage {
  width: number;
  height: number;
  rgb: Uint8Array;
  alpha: Uint8Array | null;
}

// pdf-lib's embedPng decodes the PNG and compresses its pixels again with a zlib written in
// JavaScript (0.1 s for the logo in a build, where that code never runs long enough to be
// optimised). pngjs decodes it with Node's zlib, which compresses it too, once per picture.
const pngImages = new Map<string, PngImage>();

function pngImage(png: Uint8Array): PngImage {
  const key = createHash('sha1').update(png).digest('hex');
  let image = pngImages.get(key);
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
    pngImages.set(key, image);
  }
  return image;
}

/** The image's streams, added to the document as they are (pdf-lib does not compress them again). */
function embedPng(doc: PDFDocument, image: PngImage): PDFRef {
  const { context } = doc;
  const pixels = { Type: 'XObject', Subtype: 'Image', Width: image.width, Height: image.height, BitsPerComponent: 8, Filter: 'FlateDecode' };
  const mask = image.alpha && context.register(context.stream(image.alpha, { ...pixels, ColorSpace: 'DeviceGray' }));
  return context.register(context.stream(image.rgb, { ...pixels, ColorSpace: 'DeviceRGB', ...(mask ? { SMask: mask } : {}) }));
}

export interface ContactRow {
  label: string;
  value: string;
  uri: string;
}

export function telUri(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A clickable area (mailto:, tel:, https:) over text already drawn. */
export function addLink(flow: Flow, box: Box, uri: string): void {
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
    { label: say.phone, value: nationalPhone(office.phone), uri: telUri(office.phone) },
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

