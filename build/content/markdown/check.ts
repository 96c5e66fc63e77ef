// The check of a Markdown body, when its file is read: first its bounds (line-scan.ts), then what
// marked makes of it, read as it will be rendered (the same parser's options), token by token: the
// HTML it holds, its links, its images, the addresses its references write again.
import type { Token } from 'marked';
import { lexBounded } from './bounded-lexer.ts';
import { allowedLink, scanHtml } from './html.ts';
import { pastLimits } from './line-scan.ts';
import { parser } from './parser.ts';
import { unreadable, type MarkupProblem } from './problems.ts';
import { LIMITS, SCHEMES } from './rules.ts';

// A body with none of these has no HTML and no link that could go astray (a bare e-mail
// address becomes a mailto: link, which is allowed): it is not even parsed. The others are
// parsed with marked, as they will be rendered.
const MAY_HOLD_MARKUP = /<|\]\(|\]:|www\.|:\/\//i;

/** Past this many, a file's problems are summed up in one line: a file full of `<img>` is one mistake. */
const LISTED = 100;

/**
 * Every forbidden construct of a Markdown body whose first line is line `firstLine` of its
 * file; or, for a body past LIMITS, where it goes past them (marked does not read it then).
 */
export function checkMarkdown(body: string, firstLine: number): MarkupProblem[] {
  const past = pastLimits(body, firstLine);
  if (past.length) return past;
  if (!MAY_HOLD_MARKUP.test(body)) return [];
  let tokens: Token[];
  try {
    tokens = lexBounded(body, parser().defaults);
  } catch (error) {
    return [unreadable(error)];
  }
  const problems: MarkupProblem[] = [];
  const note = (line: number, what: string) => {
    if (problems.length < LISTED) problems.push({ line, what });
    else if (problems.length === LISTED) problems.push({ line, what: 'and more constructs like those above from this line on' });
  };
  const opened = new Map<string, number>();
  let referenced = 0;
  walk(tokens, firstLine, (token, line) => {
    // (A reference's own text, `[x]` or `[text][x]`, ends with a bracket; a link's, with its address.)
    if (token.type === 'link' && token.raw.startsWith('[') && token.raw.endsWith(']')) referenced += token.href.length + (token.title?.length ?? 0);
    if (token.type === 'html') {
      // Problems come in the order of the text: each line counted from the one before.
      let from = 0;
      for (const { at, what } of scanHtml(token.raw, opened).problems) {
        line += newlines(token.raw, at, from);
        from = at;
        note(line, what);
      }
    } else if (token.type === 'link' && !allowedLink(token.href)) {
      note(line, `link "${token.href}": only ${SCHEMES.join(', ')} or a path of the site`);
    } else if (token.type === 'image') {
      note(line, `image "${token.href}": no image in the text`);
    }
  });
  if (referenced > LIMITS.references) {
    problems.push({ what: `references [x] that write ${(referenced / 1024 / 1024).toFixed(1)} MB of addresses and titles (at most ${LIMITS.references / 1024 / 1024} MB): each repeats its definition's`, limit: true });
  }
  return problems;
}

const newlines = (text: string, end = text.length, start = 0) => {
  let n = 0;
  for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * Every token with the line it starts on. A child starts on its parent's line plus the lines
 * of the siblings before it (marked's raw texts follow the source line for line, in lists and
 * quotes too); a table's rows are one line each, after its header and delimiter rows.
 */
function walk(tokens: Token[], line: number, visit: (token: Token, line: number) => void): void {
  for (const token of tokens) {
    visit(token, line);
    if (token.type === 'table') {
      for (const cell of token.header) walk(cell.tokens, line, visit);
      token.rows.forEach((row: { tokens: Token[] }[], r: number) => {
        for (const cell of row) walk(cell.tokens, line + 2 + r, visit);
      });
    } else if (token.type === 'list') walk(token.items, line, visit);
    else if ('tokens' in token && token.tokens) walk(token.tokens, line, visit);
    line += newlines(token.raw);
  }
}

