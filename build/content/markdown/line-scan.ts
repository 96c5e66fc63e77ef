// Where a Markdown body goes past LIMITS, found by one pass over its lines before marked reads it,
// so that the error names the line; marked's own reading is bounded too (bounded-lexer.ts).
import { BLANK_IN_QUOTES, isSpace, Nesting } from './nesting.ts';
import type { MarkupProblem } from './problems.ts';
import { LIMITS } from './rules.ts';

/**
 * Where a body goes past LIMITS, the first place for each bound: one pass over its lines, in
 * time proportional to its size. Each measure is meant to be at least what marked will meet (a
 * line that may or may not continue a paragraph is taken to continue it); the few rare shapes
 * (lazy lines, tabs) it reads otherwise than marked are stopped as marked reads them (lexBounded).
 */
export function pastLimits(source: string, firstLine: number): MarkupProblem[] {
  // marked breaks lines at a CR too.
  const body = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const found = new Map<keyof typeof LIMITS, MarkupProblem>();
  const note = (bound: keyof typeof LIMITS, line: number, what: string) => {
    if (!found.has(bound)) found.set(bound, { line, what, limit: true });
  };
  const nesting = new Nesting();
  /** The columns of the table the lines are in, if any, and the cells of the tables so far. */
  let columns = 0;
  let cells = 0;
  let marks = 0;
  let marksFrom = firstLine;
  let line = firstLine;
  for (let start = 0; start <= body.length; line++) {
    if (line - firstLine === LIMITS.lines && start < body.length) {
      note('lines', line, `more than ${LIMITS.lines.toLocaleString('en')} lines of text: split it`);
      break;
    }
    const stop = body.indexOf('\n', start);
    const text = body.slice(start, stop === -1 ? body.length : stop);
    start = stop === -1 ? body.length + 1 : stop + 1;

    const { depth, itemFrom, apart } = nesting.read(text, line);
    if (depth > LIMITS.depth) note('depth', line, `quotes and lists nested more than ${LIMITS.depth} deep`);
    if (itemFrom !== null && line - itemFrom >= LIMITS.itemLines) note('itemLines', itemFrom, `a list item of more than ${LIMITS.itemLines} lines`);

    // The marks of one paragraph, counted from a line that surely starts one.
    if (apart) {
      marks = 0;
      marksFrom = line;
    }
    if (BLANK_IN_QUOTES.test(text)) {
      marks = 0;
      marksFrom = line + 1;
      columns = 0;
    } else if ((marks += emphasisMarks(text)) > LIMITS.emphasis) {
      note('emphasis', marksFrom, `more than ${LIMITS.emphasis} * or _ marks in one paragraph, list or table`);
    }

    // A table goes on at most until a blank line: each line after its delimiter row may be a row.
    if ((cells += columns) > LIMITS.cells) note('cells', line, `tables of more than ${LIMITS.cells.toLocaleString('en')} cells in all, columns times rows`);
    columns = delimiterColumns(text) || columns;

    const word = longestWord(text);
    if (word > LIMITS.word) note('word', line, `${word} characters without a space (at most ${LIMITS.word})`);
  }
  return [...found.values()];
}

/**
 * How many columns a table's delimiter row (`| --- | :-: |`) gives, or 0 for another line. Any
 * line of pipes and dashes after its quotes' `>` counts: marked takes fewer (not after a
 * paragraph's line, nor when the header has another number of cells), never more.
 */
function delimiterColumns(text: string): number {
  const content = text.replace(/^[\s>]+/, '');
  if (!content.includes('|') || !/^[|:\- \t]+$/.test(content)) return 0;
  return content.split(/-+/).length - 1;
}


/**
 * The marks of the runs of `*` or `_` that touch a character other than a space (those that may
 * open or close emphasis), one for every two in a run: a run of 2n opens n emphases, one inside
 * the other.
 */
function emphasisMarks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '*' && c !== '_') continue;
    const from = i;
    while (text[i + 1] === c) i++;
    const before = text[from - 1];
    const after = text[i + 1];
    if ((before !== undefined && !isSpace(before)) || (after !== undefined && !isSpace(after))) n += Math.ceil((i + 1 - from) / 2);
  }
  return n;
}

function longestWord(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = isSpace(text[i]) ? 0 : run + 1;
    if (run > longest) longest = run;
  }
  return longest;
}
