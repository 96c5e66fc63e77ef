// The sample documents the audience pages offer, on one frame: what the firm hands over (the
// terrain, the rules, the potential or the programme with its plan, three ways to sell or to buy
// and what each brings, the advice and the steps), on the site's A4 page (pdf-page.ts): the
// landowners' land-potential study, the developers' land sheet. Their words are in
// content/study.ts; the output depends only on the arguments.
import type { Site } from '../../content/schemas.ts';
import { nationalPhone } from '../../content/site.ts';
import type { StudyDocument, StudyScenario } from '../../content/study.ts';
import {
  addLink, C, CONTENT_WIDTH, drawLines, drawPng, drawSectionTitle, type Flow, kickerStyle, linesHeight, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, reserve, savePdf,
  startPdf, telUri, type TextStyle, textWidth, wrap,
} from './pdf-page.ts';

export async function studyPdf(site: Site, logoPng: Uint8Array, planPng: Uint8Array, say: StudyDocument): Promise<Uint8Array> {
  const flow = await startPdf(site, { title: `${say.title} — ${site.brand}`, author: site.legalName, subject: say.subject, keywords: say.keywords });
  drawCover(flow, say, logoPng);
  drawFacts(flow, say);
  drawRules(flow, say);
  drawPotential(flow, say, planPng);
  drawScenarios(flow, say);
  drawParagraph(flow, say.advice.kicker, say.advice.title, say.advice.text);
  drawSteps(flow, say);
  drawClosing(flow, say);
  return savePdf(flow);
}

const styles = (flow: Flow) => {
  const { fonts } = flow;
  return {
    text: { font: fonts.text, size: 9.5, lineHeight: 13.5, color: C.SLATE },
    strong: { font: fonts.textBold, size: 9.5, lineHeight: 13.5, color: C.NAVY },
    label: { font: fonts.textBold, size: 7, lineHeight: 9, color: C.SLATE, tracking: 1 },
    small: { font: fonts.text, size: 8, lineHeight: 11, color: C.SLATE },
  } satisfies Record<string, TextStyle>;
};

/** A table row's height: its tallest cell, and room above and below it. */
const rowHeight = (cells: string[][], style: TextStyle) => Math.max(...cells.map((lines) => linesHeight(lines.length, style))) + 10;

/** The sand band: logo, what the document is, the terrain in one line, how it was made anonymous. */
function drawCover(flow: Flow, say: StudyDocument, logoPng: Uint8Array): void {
  const { page, fonts } = flow;
  const kicker = kickerStyle(fonts);
  const headline: TextStyle = { font: fonts.display, size: 24, lineHeight: 28, color: C.NAVY };
  const intro: TextStyle = { font: fonts.text, size: 10, lineHeight: 14, color: C.SLATE };
  const headlineLines = wrap(say.headline, headline, CONTENT_WIDTH * 0.9);
  const introLines = wrap(say.intro, intro, CONTENT_WIDTH);
  const height = 36 + 28 + 14 + linesHeight(1, kicker) + 8 + linesHeight(headlineLines.length, headline) + 10 + linesHeight(introLines.length, intro) + 22;
  const bottom = PAGE_HEIGHT - height;
  page.drawRectangle({ x: 0, y: bottom, width: PAGE_WIDTH, height, color: C.SAND });
  page.drawRectangle({ x: 0, y: bottom, width: PAGE_WIDTH, height: 3, color: C.TERRACOTTA });
  let y = PAGE_HEIGHT - 36;
  drawPng(flow, logoPng, { x: MARGIN, top: y, maxWidth: CONTENT_WIDTH * 0.5, maxHeight: 28 });
  y = drawLines(page, [say.kicker.toUpperCase()], MARGIN, y - 28 - 14, kicker) - 8;
  y = drawLines(page, headlineLines, MARGIN, y, headline) - 10;
  drawLines(page, introLines, MARGIN, y, intro);
  flow.y = bottom - 24;
}

/** Label and value side by side, in two columns of rows. */
function drawFacts(flow: Flow, say: StudyDocument): void {
  const s = styles(flow);
  const gap = 24;
  const column = (CONTENT_WIDTH - gap) / 2;
  const labelWidth = 74;
  const cells = say.site.rows.map((row) => wrap(row.value, s.text, column - labelWidth));
  const rows = Array.from({ length: Math.ceil(cells.length / 2) }, (_, i) => cells.slice(2 * i, 2 * i + 2));
  drawSectionTitle(flow, say.site.kicker, say.site.title, rowHeight(rows[0]!, s.text));
  rows.forEach((row, r) => {
    const height = rowHeight(row, s.text);
    reserve(flow, height);
    row.forEach((lines, c) => {
      const x = MARGIN + c * (column + gap);
      flow.page.drawRectangle({ x, y: flow.y, width: column, height: 0.5, color: C.SLATE });
      drawLines(flow.page, [say.site.rows[2 * r + c]!.label.toUpperCase()], x, flow.y - 6.5, s.label);
      drawLines(flow.page, lines, x + labelWidth, flow.y - 5, s.text);
    });
    flow.y -= height;
  });
  flow.y -= 16;
}

/** A table: a header row of small capitals, then rows between hairlines. */
function drawRules(flow: Flow, say: StudyDocument): void {
  const s = styles(flow);
  const widths = [0.24, 0.33, 0.43].map((f) => f * CONTENT_WIDTH);
  const x = (c: number) => MARGIN + widths.slice(0, c).reduce((a, b) => a + b, 0);
  const rows = say.rules.rows.map((row) => row.map((cell, c) => wrap(cell, c === 0 ? s.strong : s.text, widths[c]! - 12)));
  drawSectionTitle(flow, say.rules.kicker, say.rules.title, 16 + rowHeight(rows[0]!, s.text));
  say.rules.head.forEach((head, c) => drawLines(flow.page, [head.toUpperCase()], x(c), flow.y, s.label));
  flow.y -= 14;
  for (const row of rows) {
    const height = rowHeight(row, s.text);
    reserve(flow, height);
    flow.page.drawRectangle({ x: MARGIN, y: flow.y, width: CONTENT_WIDTH, height: 0.5, color: C.SLATE });
    row.forEach((lines, c) => drawLines(flow.page, lines, x(c), flow.y - 5, c === 0 ? s.strong : s.text));
    flow.y -= height;
  }
  flow.y -= 16;
}

/** The potential in a paragraph, then the division plan with its caption. */
function drawPotential(flow: Flow, say: StudyDocument, planPng: Uint8Array): void {
  const s = styles(flow);
  const lines = wrap(say.potential.text, s.text, CONTENT_WIDTH);
  const caption = wrap(say.potential.plan, s.small, CONTENT_WIDTH);
  // As wide as the text: the plan and the three ways to sell fill the second page, the advice
  // opens the third above the steps.
  const planHeight = CONTENT_WIDTH * 0.75;
  drawSectionTitle(flow, say.potential.kicker, say.potential.title, linesHeight(lines.length, s.text));
  flow.y = drawLines(flow.page, lines, MARGIN, flow.y, s.text) - 12;
  reserve(flow, planHeight + 8 + linesHeight(caption.length, s.small));
  const drawn = drawPng(flow, planPng, { x: MARGIN, top: flow.y, maxWidth: CONTENT_WIDTH, maxHeight: planHeight });
  flow.y = drawLines(flow.page, caption, MARGIN, flow.y - drawn.height - 8, s.small) - 20;
}

/** Three cards side by side, one per way to sell, the same four questions answered in each. */
function drawScenarios(flow: Flow, say: StudyDocument): void {
  const s = styles(flow);
  const gap = 10;
  const pad = 10;
  const width = (CONTENT_WIDTH - 2 * gap) / 3;
  const name: TextStyle = { font: flow.fonts.display, size: 12, lineHeight: 15, color: C.NAVY };
  const keys = Object.keys(say.scenarios.labels) as (keyof typeof say.scenarios.labels)[];
  const card = (scenario: StudyScenario) => ({
    name: wrap(scenario.name, name, width - 2 * pad),
    answers: keys.map((key) => wrap(scenario[key], key === 'value' ? s.strong : s.text, width - 2 * pad)),
  });
  const cards = say.scenarios.list.map(card);
  // Each answer starts at the same height in the three cards.
  const nameHeight = Math.max(...cards.map((c) => linesHeight(c.name.length, name)));
  const answerHeights = keys.map((_, k) => Math.max(...cards.map((c) => linesHeight(c.answers[k]!.length, s.text))));
  const height = 3 + pad + nameHeight + 8 + answerHeights.reduce((sum, h) => sum + linesHeight(1, s.label) + 2 + h + 7, 0) + pad;
  drawSectionTitle(flow, say.scenarios.kicker, say.scenarios.title, height);
  reserve(flow, height);
  cards.forEach((c, i) => {
    const x = MARGIN + i * (width + gap);
    flow.page.drawRectangle({ x, y: flow.y - height, width, height, color: C.SAND });
    flow.page.drawRectangle({ x, y: flow.y - 3, width, height: 3, color: i === 1 ? C.TERRACOTTA : C.NAVY });
    let y = flow.y - 3 - pad;
    drawLines(flow.page, c.name, x + pad, y, name);
    y -= nameHeight + 8;
    keys.forEach((key, k) => {
      const below = drawLines(flow.page, [say.scenarios.labels[key].toUpperCase()], x + pad, y, s.label) - 2;
      drawLines(flow.page, c.answers[k]!, x + pad, below, key === 'value' ? s.strong : s.text);
      y = below - answerHeights[k]! - 7;
    });
  });
  flow.y -= height + 20;
}

/** A titled paragraph with a terracotta rule down its left side. */
function drawParagraph(flow: Flow, kicker: string, title: string, text: string): void {
  const s = styles(flow);
  const lines = wrap(text, s.text, CONTENT_WIDTH - 14);
  const height = linesHeight(lines.length, s.text);
  drawSectionTitle(flow, kicker, title, height);
  reserve(flow, height);
  flow.page.drawRectangle({ x: MARGIN, y: flow.y - height, width: 3, height, color: C.TERRACOTTA });
  flow.y = drawLines(flow.page, lines, MARGIN + 14, flow.y, s.text) - 20;
}

/** When and what, a row each, the same steps on a calendar of months, then what came of it. */
function drawSteps(flow: Flow, say: StudyDocument): void {
  const s = styles(flow);
  const whenWidth = 92;
  const rows = say.steps.list.map((step) => wrap(step.what, s.text, CONTENT_WIDTH - whenWidth));
  const when: TextStyle = { ...s.strong, color: C.TERRACOTTA };
  drawSectionTitle(flow, say.steps.kicker, say.steps.title, linesHeight(rows[0]!.length, s.text) + 8);
  rows.forEach((lines, i) => {
    const height = linesHeight(lines.length, s.text) + 8;
    reserve(flow, height);
    drawLines(flow.page, [say.steps.list[i]!.when], MARGIN, flow.y, when);
    drawLines(flow.page, lines, MARGIN + whenWidth, flow.y, s.text);
    flow.y -= height;
  });
  drawCalendar(flow, say, whenWidth);
  const outcome = wrap(say.steps.outcome, s.strong, CONTENT_WIDTH);
  reserve(flow, linesHeight(outcome.length, s.strong) + 4);
  flow.y = drawLines(flow.page, outcome, MARGIN, flow.y - 4, s.strong) - 18;
}

/**
 * The steps as bars over twelve months, under the column of what each step is (the month's
 * number under each column); the last step, the sale, in terracotta.
 */
function drawCalendar(flow: Flow, say: StudyDocument, left: number): void {
  const s = styles(flow);
  const MONTHS = 12;
  const bar = 9;
  const rowGap = 5;
  const x0 = MARGIN + left;
  const month = (CONTENT_WIDTH - left) / MONTHS;
  const steps = say.steps.list;
  const barsHeight = steps.length * (bar + rowGap);
  reserve(flow, 6 + barsHeight + linesHeight(1, s.small) + 12);
  const top = flow.y - 6;
  for (let m = 0; m <= MONTHS; m++) flow.page.drawRectangle({ x: x0 + m * month, y: top - barsHeight, width: 0.5, height: barsHeight, color: C.SAND });
  steps.forEach((step, i) => {
    const [from, to] = step.months;
    const y = top - i * (bar + rowGap) - bar;
    flow.page.drawRectangle({ x: x0 + (from - 1) * month + 1, y, width: (to - from + 1) * month - 2, height: bar, color: i === steps.length - 1 ? C.TERRACOTTA : C.NAVY });
  });
  const axis = top - barsHeight - 3;
  drawLines(flow.page, [say.steps.axis.toUpperCase()], MARGIN, axis, s.label);
  for (let m = 1; m <= MONTHS; m++) {
    const label = String(m);
    drawLines(flow.page, [label], x0 + (m - 0.5) * month - textWidth(label, s.small) / 2, axis, s.small);
  }
  flow.y = axis - linesHeight(1, s.small) - 12;
}

/**
 * The note on where the example comes from, then the navy box that asks for the reader's terrain
 * or search: what the firm needs (for a first opinion, the landowners' page's list), two a row,
 * and how to send it. The box follows the note, as the sections follow one another.
 */
function drawClosing(flow: Flow, say: StudyDocument): void {
  const s = styles(flow);
  const { office } = flow.site;
  const note = wrap(say.note, s.small, CONTENT_WIDTH);
  const title: TextStyle = { font: flow.fonts.display, size: 16, lineHeight: 20, color: C.WHITE };
  const text: TextStyle = { ...s.text, color: C.WHITE };
  const needsTitle: TextStyle = { ...s.label, color: C.WHITE };
  const contact: TextStyle = { ...s.strong, size: 11, lineHeight: 15, color: C.WHITE };
  const pad = 16;
  const gap = 18;
  const bullet = 10;
  const lines = wrap(say.ask.text, text, CONTENT_WIDTH - 2 * pad);
  const column = (CONTENT_WIDTH - 2 * pad - gap) / 2;
  const needs = say.ask.needs.items.map((item) => wrap(item, text, column - bullet));
  const needRows = [0, 2].map((i) => Math.max(linesHeight(needs[i]!.length, text), linesHeight(needs[i + 1]!.length, text)) + 6);
  const contacts = [
    { value: nationalPhone(office.phone), uri: telUri(office.phone) },
    { value: office.email, uri: `mailto:${office.email}` },
  ];
  const box =
    pad + linesHeight(1, title) + 6 + linesHeight(lines.length, text) + 12 + linesHeight(1, needsTitle) + 6 + needRows[0]! + needRows[1]! + 6 + linesHeight(1, contact) + pad;
  reserve(flow, linesHeight(note.length, s.small) + 14 + box);
  flow.y = drawLines(flow.page, note, MARGIN, flow.y, s.small) - 14;
  const top = flow.y;
  flow.page.drawRectangle({ x: MARGIN, y: top - box, width: CONTENT_WIDTH, height: box, color: C.NAVY });
  let y = drawLines(flow.page, [say.ask.title], MARGIN + pad, top - pad, title) - 6;
  y = drawLines(flow.page, lines, MARGIN + pad, y, text) - 12;
  y = drawLines(flow.page, [say.ask.needs.title.toUpperCase()], MARGIN + pad, y, needsTitle) - 6;
  needs.forEach((item, i) => {
    const x = MARGIN + pad + (i % 2) * (column + gap);
    const rowTop = y - (i < 2 ? 0 : needRows[0]!);
    flow.page.drawRectangle({ x, y: rowTop - text.lineHeight / 2 - 1, width: 4, height: 4, color: C.TERRACOTTA });
    drawLines(flow.page, item, x + bullet, rowTop, text);
  });
  y -= needRows[0]! + needRows[1]! + 6;
  let x = MARGIN + pad;
  for (const item of contacts) {
    drawLines(flow.page, [item.value], x, y, contact);
    const width = textWidth(item.value, contact);
    addLink(flow, { x, y: y - contact.lineHeight, width, height: contact.lineHeight }, item.uri);
    x += width + 28;
  }
  flow.y = top - box;
}
