// A4 presentation brochure for one co-manager, written at build time with pdf-lib on the site's
// page (pages/_lib/pdf-page.ts). The output depends only on the arguments.
import type { Person, Site } from '../../content/schemas.ts';
import { qrCode } from './qr.ts';
import { cardUrl } from './vcard.ts';
import { fullName } from './people.ts';
import { brochureWords as say } from '../../content/brochure.ts';
import type { PdfFonts } from './pdf-fonts.ts';
import {
  addLink, C, CONTENT_WIDTH, type ContactRow, drawLines, drawPng, drawSectionTitle, fitted, type Flow, flowLines, kickerStyle, linesHeight, MARGIN,
  PAGE_HEIGHT, PAGE_WIDTH, reserve, savePdf, startPdf, telUri, type TextStyle, textWidth, wrap,
} from './pdf-page.ts';
import type { PDFPage } from 'pdf-lib';

export async function brochurePdf(person: Person, site: Site, logoPng?: Uint8Array): Promise<Uint8Array> {
  const name = fullName(person);
  const flow = await startPdf(site, {
    title: `${site.brand} — ${name}`,
    author: `${name}, ${site.legalName}`,
    subject: `${say.subject(site.brand)}${site.tagline.charAt(0).toLowerCase()}${site.tagline.slice(1)}`,
    keywords: [...say.keywords, site.office.city],
  });
  await drawHeader(flow, logoPng);
  drawServices(flow);
  flow.y -= 18;
  drawAudiences(flow);
  flow.y -= 18;
  drawContact(flow, person);
  return savePdf(flow);
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
  const headlineLines = wrap(say.headline, headline, CONTENT_WIDTH * 0.86);
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
  // A wide logo is limited by width instead of height.
  if (logoPng) drawPng(flow, logoPng, { x: MARGIN, top: y, maxWidth: CONTENT_WIDTH * 0.5, maxHeight: brandHeight });
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


function drawServices(flow: Flow): void {
  const { fonts } = flow;
  const gap = 28;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const numberStyle: TextStyle = { font: fonts.display, size: 21, lineHeight: 24, color: C.TERRACOTTA };
  const title: TextStyle = { font: fonts.textBold, size: 10.5, lineHeight: 13.5, color: C.NAVY };
  const text: TextStyle = { font: fonts.text, size: 9.5, lineHeight: 12.5, color: C.SLATE };
  const textX = 34; // the number sits in the left gutter of each cell

  const cells = say.services.map((service) => ({
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
  const cards = say.audiences.map((audience) => ({
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
  // The role in the words of the team page (French capitals, each partner's own field), not the
  // card page's 'Co-Gérant & Associé' and the firm's activities, which read as everyone's job.
  const titleLines = wrap(person.jobTitle, styles.title, textWidthAvailable);
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
    linesHeight(1, styles.kicker) + 6 + linesHeight(nameLines.length, styles.name) + 3 + linesHeight(titleLines.length, styles.title) + 8;
  const textHeight = identityHeight + rows.length * rowHeight + (rows.length - 1) * 6;
  const height = Math.max(textHeight, qrSide + 22) + 2 * padding.y;

  reserve(flow, height);
  const { page } = flow;
  const top = flow.y;
  page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: C.NAVY });
  page.drawRectangle({ x: MARGIN, y: top - height, width: 4, height, color: C.TERRACOTTA });

  let y = drawLines(page, [say.contact.toUpperCase()], left, top - padding.y, styles.kicker) - 6;
  y = drawLines(page, nameLines, left, y, styles.name) - 3;
  y = drawLines(page, titleLines, left, y, styles.title) - 8;
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

