// Markdown bodies: what they may hold, checked when their file is read, and their rendering.
//
// HTML in the text is limited to a few inline elements (ALLOWED); a link goes to https:,
// mailto:, tel: or a path of the site; anything else is a build error naming file:line. Both
// are read the way a browser reads them: HTML through parse5's tokenizer, the HTML standard's
// own (never regexes: a comment ends at `-->`, `--!>` or `<!-->` as in a browser), a link's
// address with its entities decoded, then parsed as a URL. The renderer writes the allowed HTML
// again from that same reading (comments left out), so what a page carries is what was checked,
// whatever two HTML parsers might disagree on.
//
// A text is also held to bounds (LIMITS), checked by one pass over its lines before marked
// reads it, and again by marked's own reading, which stops where a text goes past them: marked
// reads most text in time proportional to its size, but a few shapes in time that grows with
// their square, or by a recursion as deep as they nest.
import type { Lexer as LexerClass, Marked as MarkedClass, MarkedOptions, Renderer as RendererClass, Token, Tokenizer as MarkedTokenizer, TokensList } from 'marked';
import type { Tokenizer as Parse5Tokenizer, TokenHandler } from 'parse5';
import { load } from '../lazy.ts';

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

/** The HTML elements a Markdown body may hold, each with the attributes it may carry. */
const ALLOWED = new Map(Object.entries<string[]>({ sup: [], sub: [], abbr: ['title'], br: [], em: [], strong: [], small: [], span: ['lang'] }));
const VOID = new Set(['br']);
/** Where a link may go besides a path of the site. */
const SCHEMES = ['https:', 'mailto:', 'tel:'];

/** The rules above in words, for the error's hint. */
export const ALLOWED_MARKUP = `${[...ALLOWED]
  .map(([name, attributes]) => `<${[name, ...attributes].join(' ')}>`)
  .join(', ')}; links to ${SCHEMES.join(', ')} or a path of the site`;

/**
 * The bounds a Markdown file is held to. Within them, the slowest megabyte found took 3.5 s to
 * check and render, under 500 MB of memory (test/helpers/pathological-markdown.ts holds the
 * texts tried), and an article a few milliseconds; past them, marked reads some shapes in
 * minutes (a list nested 1,500 deep: 29 s and 1.4 GB for 2.3 MB), overflows its stack (a line
 * of 2,000 `>`), or writes gigabytes.
 */
export const LIMITS = {
  /** A file's bytes, front matter included: some eighty times the longest text of the site (13 KB). */
  bytes: 1024 * 1024,
  /**
   * Lines of a text: marked spends on each line a time that grows with how deep it is nested
   * (8 deep, 10 µs a line of a single letter). Fifty times the longest text of the site.
   */
  lines: 10_000,
  /**
   * Quotes and list items inside one another: marked reads each level's text again, by a
   * recursion. Past 8, a phone 320 px wide has half its width left for the text.
   */
  depth: 8,
  /**
   * Lines of one list item, what it nests included: for each line, marked looks through the
   * item's text after it, so an item costs its lines times its length.
   */
  itemLines: 100,
  /**
   * `*` and `_` marks in lines with no blank line between them (a paragraph, a list, a table),
   * a run of them counting once for every two (`**`: one): marked looks for each opening mark's
   * closing one among those after it, and reads again what they enclose.
   */
  emphasis: 100,
  /**
   * Characters in a row without a space: from each of them, marked looks for an address (an
   * e-mail's @, a URL's end) further on. Room for a long URL.
   */
  word: 1000,
  /**
   * Cells of a text's tables, each one's columns times its rows: marked writes every row with as
   * many cells as its table has columns, however few the row holds.
   */
  cells: 10_000,
  /**
   * Characters of the addresses and titles that references write: each `[x]` writes its
   * definition's again, and a long title used thousands of times would make a page of
   * gigabytes.
   */
  references: 1024 * 1024,
};

/**
 * Kept with each file's verdict in the content cache: a file is checked again when these
 * change. Change the number when the check changes in another way.
 */
export const MARKDOWN_RULES = `2 ${ALLOWED_MARKUP} ${JSON.stringify(LIMITS)}`;

/** Ids the engine writes on a page (build/render/document.ts: the islands' props): no heading takes one. */
export const ENGINE_IDS: readonly string[] = ['x-island-props'];

/** Lower-case ASCII id for a heading, accents folded: "Éco-quartiers & ZAN" -> "eco-quartiers-zan". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'«»]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---- HTML, read as a browser reads it -----------------------------------------------------

interface Tag {
  name: string;
  /** Where it starts in the source. */
  at: number;
  /** Names in lower case, values with their entities decoded. */
  attributes: [string, string][];
}

interface Reader {
  open(tag: Tag): void;
  close(name: string, at: number): void;
  text(text: string): void;
  /** Anything else but a comment: a declaration, a processing instruction, CDATA, a tag left open. */
  other(what: string, at: number): void;
}

/**
 * What a comment token of the tokenizer was written as: a comment (`<!--`, allowed, left out),
 * or something a browser reads as one, which no author means (refused).
 */
function notComment(source: string, at: number): string | null {
  if (source.startsWith('<!--', at)) return null;
  if (source.startsWith('<?', at)) return '<?: processing instruction not allowed';
  if (source.startsWith('<![CDATA[', at)) return '<![CDATA[: CDATA not allowed';
  if (source.startsWith('</', at)) return '</: end tag without a name';
  return '<!: declaration not allowed';
}

/** Reads a piece of HTML with parse5's tokenizer, as a browser's tokenizer reads it. */
function readHtml(source: string, reader: Reader): void {
  const { Tokenizer } = load<{ Tokenizer: typeof Parse5Tokenizer }>('parse5');
  // Where the last token read ends: a tag left open at the end starts there.
  let end = 0;
  let unended = false;
  let unclosedComment = false;
  const read = (location: { endOffset: number } | null) => (end = location?.endOffset ?? end);
  const text = (token: { chars: string; location: { endOffset: number } | null }) => {
    read(token.location);
    reader.text(token.chars);
  };
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag({ tagName, attrs, location }) {
        read(location);
        reader.open({ name: tagName, at: location!.startOffset, attributes: attrs.map((a) => [a.name, a.value]) });
      },
      onEndTag({ tagName, location }) {
        read(location);
        reader.close(tagName, location!.startOffset);
      },
      onCharacter: text,
      onWhitespaceCharacter: text,
      // A browser drops a NUL from the text.
      onNullCharacter: ({ location }) => read(location),
      onComment({ location }) {
        read(location);
        const at = location!.startOffset;
        // Comments are notes for the authors: they stay out of the page, once closed.
        const what = notComment(source, at) ?? (unclosedComment ? '<!--: comment not closed by "-->"' : null);
        if (what) reader.other(what, at);
      },
      onDoctype: ({ location }) => reader.other('<!: declaration not allowed', location!.startOffset),
      onEof() {},
      onParseError({ code, startOffset }) {
        if (code === 'eof-in-tag') unended = true;
        else if (code === 'eof-in-comment') unclosedComment = true;
        // `</>`, which a browser drops without a word.
        else if (code === 'missing-end-tag-name') reader.other('</: end tag without a name', startOffset - 2);
      },
    } satisfies TokenHandler,
  );
  tokenizer.write(source, true);
  if (unended) reader.other(`<${/^<\/?([^\s/>]*)/.exec(source.slice(end))?.[1] ?? ''}: tag not ended by ">"`, end);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A piece of HTML written again with only what is allowed, and where it holds anything else.
 * `opened` counts the forbidden elements opened so far in the same body: their end tags, often
 * in a later piece, are not reported a second time.
 */
function scanHtml(source: string, opened = new Map<string, number>()): { html: string; problems: { at: number; what: string }[] } {
  const problems: { at: number; what: string }[] = [];
  let html = '';
  readHtml(source, {
    open({ name, at, attributes }) {
      const allowed = ALLOWED.get(name);
      if (!allowed) {
        problems.push({ at, what: `<${name}>: element not allowed` });
        opened.set(name, (opened.get(name) ?? 0) + 1);
        return;
      }
      const refused = attributes.filter(([a]) => !allowed.includes(a)).map(([a]) => a);
      if (refused.length) problems.push({ at, what: `<${name} ${refused.join(' ')}>: attribute${refused.length > 1 ? 's' : ''} not allowed` });
      const kept = attributes.filter(([a]) => allowed.includes(a));
      html += `<${name}${kept.map(([a, value]) => ` ${a}="${escapeAttribute(value)}"`).join('')}>`;
    },
    close(name, at) {
      if (ALLOWED.has(name)) html += VOID.has(name) ? '' : `</${name}>`;
      else if (opened.get(name)) opened.set(name, opened.get(name)! - 1);
      else problems.push({ at, what: `</${name}>: element not allowed` });
    },
    text: (text) => (html += escapeText(text)),
    other: (what, at) => problems.push({ at, what }),
  });
  return { html, problems };
}

const CHECK_BASE = new URL('https://site.invalid/');

/** A link's address as a browser follows it (entities decoded, tabs dropped, any case), or null. */
function linkTarget(href: string, base: URL): URL | null {
  let value = href;
  // marked writes the address as an attribute's value: that is how a browser decodes it.
  if (href.includes('&')) readHtml(`<a href="${href.replace(/"/g, '&quot;')}">`, { open: (tag) => (value = tag.attributes[0]?.[1] ?? ''), close() {}, text() {}, other() {} });
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

const allowedLink = (href: string) => SCHEMES.includes(linkTarget(href, CHECK_BASE)?.protocol ?? '');

// ---- The check ----------------------------------------------------------------------------

export interface MarkupProblem {
  /** The file's line; none when the whole file is meant (its size, a text marked could not read). */
  line?: number;
  what: string;
  /** Past a bound of LIMITS, or unreadable by marked: nothing to do with what is allowed. */
  limit?: true;
}

// A body with none of these has no HTML and no link that could go astray (a bare e-mail
// address becomes a mailto: link, which is allowed): it is not even parsed. The others are
// parsed with marked, as they will be rendered.
const MAY_HOLD_MARKUP = /<|\]\(|\]:|www\.|:\/\//i;

/** Past this many, a file's problems are summed up in one line: a file of 200,000 `<img>` is one mistake. */
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

// ---- Bounds -------------------------------------------------------------------------------

/**
 * Where a body goes past LIMITS, the first place for each bound: one pass over its lines, in
 * time proportional to its size. Each measure is meant to be at least what marked will meet (a
 * line that may or may not continue a paragraph is taken to continue it); the few rare shapes
 * (lazy lines, tabs) it reads otherwise than marked are stopped as marked reads them (lexBounded).
 */
function pastLimits(source: string, firstLine: number): MarkupProblem[] {
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

/** A line that ends a paragraph wherever it stands: blank once the quotes' `>` are taken off. */
const BLANK_IN_QUOTES = /^(?: {0,3}>)*[ \t]*$/;

const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

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

/**
 * An open quote, or list item whose text starts `indent` columns after where its marker's line
 * starts inside its parent; the line it opened on; and whether it is surely a list item (see
 * Nesting.read).
 */
interface Container {
  quote: boolean;
  indent: number;
  from: number;
  sure: boolean;
  /** An item with no text yet: a blank line ends it. */
  empty: boolean;
}

/**
 * A place in a line, and the columns a tab partly taken before it leaves (an item's text may
 * start inside a tab). A tab is 1 to 4 columns depending on where a reader counts from (marked
 * and CommonMark do not agree): where it decides how deep a line goes, it is counted as what
 * makes it go deepest.
 */
interface Place {
  i: number;
  spare: number;
}

/** Where the spaces and tabs from `i` end. */
function afterSpaces(text: string, i: number): number {
  while (isSpace(text[i])) i++;
  return i;
}

const THEMATIC_BREAK = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])/;
/** What ends a list item's text in marked, rather than go on with it: a quote or an item indented with up to 3 spaces (a tab is not one). */
const STARTS_CONTAINER = /^ {0,3}(?:>|(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$))/;
/** A marker that starts a list even in the middle of a paragraph, for CommonMark and for every rule of marked's (a tab after it is not enough for some). */
const INTERRUPTING_MARKER = /^(?:[-+*]|1[.)]) +\S/;

/**
 * After a `>` (up to 3 spaces or tabs before it) and the space after it, or null. A tab after it
 * stands for that space, and what is left of it (up to 3 columns) indents the quote's text.
 */
function quoteMarker(text: string, at: Place): Place | null {
  const start = afterSpaces(text, at.i);
  if (start - at.i > 3 || text[start] !== '>') return null;
  if (text[start + 1] === '\t') return { i: start + 2, spare: 3 };
  return { i: text[start + 1] === ' ' ? start + 2 : start + 1, spare: 0 };
}

/** Where a list item's text starts after its marker (`-`, `+`, `*`, `1.`, `1)`), and how many columns after `at` (the fewest a tab allows); or null. */
function listMarker(text: string, at: Place): { at: Place; indent: number } | null {
  const start = afterSpaces(text, at.i);
  if (start - at.i > 3) return null;
  const rest = text.slice(start);
  const marker = LIST_MARKER.exec(rest)?.[0];
  if (!marker || THEMATIC_BREAK.test(rest)) return null;
  const end = start + marker.length;
  if (end < text.length && !isSpace(text[end])) return null;
  const content = afterSpaces(text, end);
  const before = start - at.i + marker.length;
  // An empty item, or one whose text is indented code, starts its text one column on.
  if (content === text.length || content - end > 4) return { at: { i: Math.min(end + 1, text.length), spare: 0 }, indent: before + 1 };
  return { at: { i: content, spare: 0 }, indent: before + content - end };
}

/** After the `indent` columns a list item's text needs (the most a tab allows), or null; a blank line stays in the item. */
function indentedTo(text: string, at: Place, indent: number): Place | null {
  let need = indent - at.spare;
  let i = at.i;
  while (need > 0 && isSpace(text[i])) need -= text[i++] === '\t' ? 4 : 1;
  if (need <= 0) return { i, spare: -need };
  return afterSpaces(text, i) === text.length ? { i: text.length, spare: 0 } : null;
}

/**
 * The quotes and list items a Markdown text has open, line after line, as CommonMark opens and
 * closes them (a quote goes on while its lines start with `>`, a list item while they are
 * indented to its text), always taking the deeper reading where marked's may differ: a line
 * that does not go on with them may continue the paragraph inside them ("lazy"), and is taken
 * to; marked then reads it inside them as it stands, as if their `>` and indentation were there.
 */
class Nesting {
  private open: Container[] = [];
  /** Whether the line before left text a next line may continue. */
  private text = false;
  /** Whether the line before was blank, quotes' `>` and all: after it, a line at column 0 ends every list. */
  private blank = true;
  /**
   * The first line of an item this reading closed although marked may have gone on with it (it
   * was not sure): its lines go on being counted until every list surely ended.
   */
  private unsureFrom: number | null = null;

  /**
   * Reads the next line: how deep it is nested, the line the outermost list item it is in
   * opened on, and whether it surely starts a paragraph of its own (a list item that surely is
   * one: marked reads each item's text apart).
   */
  read(text: string, line: number): { depth: number; itemFrom: number | null; apart: boolean } {
    const blankLine = text.trim() === '';
    const lazy = this.text && !blankLine;
    let at: Place = { i: 0, spare: 0 };
    let kept = 0;
    // Whether the containers kept so far surely go on here: none was taken as lazily continued,
    // nor by a tab (its width depends on who counts).
    let certain = true;
    const tabbed = (from: Place, to: Place) => text.slice(from.i, to.i).includes('\t');
    // A quote or a marker that interrupts a paragraph starts one of its own, unless it goes on with
    // one this reading may have placed elsewhere.
    const placed = this.open.every((c) => c.sure);
    for (const container of this.open) {
      if (container.empty && blankLine) break;
      const marked = container.quote ? quoteMarker(text, at) : indentedTo(text, at, container.indent);
      // A lazy line is read inside the quote or item, from where it is (marked re-reads it so): a
      // quote takes any, an item one that does not start a quote or an item of its own.
      if (!marked && !(lazy && (container.quote || !STARTS_CONTAINER.test(text.slice(at.i))))) break;
      certain &&= !!marked && container.sure && !tabbed(at, marked);
      container.sure = certain;
      at = marked ?? at;
      kept++;
    }
    // A container surely is one when where it starts is sure, and no paragraph goes on before
    // it (a container opened just before on the line, a blank line), or it starts a quote or a
    // list even inside one, or it follows an item that surely is one (a next item of its list).
    // (Indented with a tab, a marker may start code in marked's reading, and no container.)
    const plain = (place: Place) => place.spare === 0 && /^ {0,3}[^ \t]/.test(text.slice(place.i));
    let sure = certain && (!this.text || (plain(at) && this.open.slice(kept).some((c) => !c.quote && c.sure)));
    const opened: Container[] = [];
    // Past the bound the text is refused: what is deeper is not looked for.
    while (kept + opened.length <= LIMITS.depth) {
      const quote = quoteMarker(text, at);
      const item = quote ? null : listMarker(text, at);
      if (!quote && !item) break;
      sure ||= certain && placed && plain(at) && (!!quote || INTERRUPTING_MARKER.test(text.slice(afterSpaces(text, at.i))));
      const next = quote ?? item!.at;
      sure &&= !tabbed(at, next);
      certain = sure;
      opened.push({ quote: !!quote, indent: item?.indent ?? 0, from: line, sure, empty: !quote && afterSpaces(text, next.i) === text.length });
      at = next;
    }
    const blank = afterSpaces(text, at.i) === text.length;
    if (!blank) for (const container of this.open.slice(0, kept)) container.empty = false;
    if (opened.length || (kept < this.open.length && (blank || !this.text))) this.close(kept);
    if (this.blank && text.length && !isSpace(text[0])) this.unsureFrom = null;
    // Those a line may only have continued are no longer sure.
    for (const container of this.open.slice(kept)) container.sure = false;
    this.open.push(...opened);
    this.text = !BLANK_IN_QUOTES.test(text);
    this.blank = blankLine;
    const item = this.open.find((c) => !c.quote);
    const itemFrom = Math.min(item?.from ?? Infinity, this.unsureFrom ?? Infinity);
    return { depth: this.open.length, itemFrom: Number.isFinite(itemFrom) ? itemFrom : null, apart: opened.some((c) => c.sure) };
  }

  /** Closes the containers after the first `kept`; an item that was not sure goes on being counted. */
  private close(kept: number) {
    for (const { quote, sure, from } of this.open.slice(kept)) if (!quote && !sure) this.unsureFrom = Math.min(this.unsureFrom ?? from, from);
    this.open.length = kept;
  }
}

/** What marked threw on a text (it fails on a few), as a problem of the whole file. */
export function unreadable(error: unknown): MarkupProblem {
  if (error instanceof PastLimit) return { what: error.message.split('\n')[0]!, limit: true };
  const what = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  return { what: `marked could not read the text (${what})`, limit: true };
}

/** A file's size, when it is past LIMITS.bytes: it is then neither parsed nor rendered. */
export function oversized(bytes: number): MarkupProblem | null {
  if (bytes <= LIMITS.bytes) return null;
  const bound = `${LIMITS.bytes / 1024 / 1024} MB (${LIMITS.bytes.toLocaleString('en')} bytes)`;
  return { what: `${bytes.toLocaleString('en')} bytes, more than the ${bound} a file may hold: split it`, limit: true };
}

/** Thrown as marked reads text past LIMITS. */
class PastLimit extends Error {}

/**
 * What marked is reading: the quotes and lists one inside the other, the emphasis marks of a
 * paragraph, the lines of text in a row of a list item (and the token they make).
 */
const reading = { containers: 0, marks: 0, lines: 0, text: null as Token | null | undefined };

/** marked's reader of quotes or of lists, counting the one it reads in `reading` while it reads it. */
function containerReader<K extends 'blockquote' | 'list'>(Tokenizer: typeof MarkedTokenizer, kind: K) {
  const read = Tokenizer.prototype[kind] as (this: MarkedTokenizer, src: string) => ReturnType<MarkedTokenizer[K]>;
  return function (this: MarkedTokenizer, src: string) {
    reading.containers++;
    try {
      return read.call(this, src);
    } finally {
      reading.containers--;
    }
  };
}

/**
 * marked's reader of emphasis, counting in `reading` the marks that may open one: for each,
 * marked looks for a closing mark among those after it.
 */
function marksReader(Tokenizer: typeof MarkedTokenizer) {
  const read = Tokenizer.prototype.emStrong;
  return function (this: MarkedTokenizer, src: string, masked: string, before?: string) {
    const opening = this.rules.inline.emStrongLDelim.exec(src);
    // marked may try a run of marks once for each of them: the bound is counted four times over.
    if (opening && (opening[1] || opening[2] || opening[3] || opening[4]) && ++reading.marks > 4 * LIMITS.emphasis) {
      throw new PastLimit(`more than ${LIMITS.emphasis} * or _ marks in one paragraph, list or table`);
    }
    return read.call(this, src, masked, before);
  };
}

/**
 * marked's reader of a line of a list item's text, counting in `reading` those in a row: for
 * each, marked looks through the lines after it for a heading's underline.
 */
function linesReader(Tokenizer: typeof MarkedTokenizer) {
  const read = Tokenizer.prototype.text;
  return function (this: MarkedTokenizer, src: string) {
    const token = read.call(this, src);
    // The lexer adds a line to the text token before it, which it has just set as the last.
    const last = this.lexer.state.lastToken;
    if (token && last?.type === 'text' && last === reading.text) {
      if (++reading.lines > LIMITS.itemLines) throw new PastLimit(`a list item of more than ${LIMITS.itemLines} lines`);
    } else if (token) {
      reading.lines = 1;
      reading.text = token;
    }
    return token;
  };
}

/**
 * marked's lexer, stopped as soon as it starts reading the text of a quote or list nested past
 * LIMITS.depth, tries four times LIMITS.emphasis marks in one paragraph, or reads more than
 * LIMITS.itemLines lines of text in a row in a list item, whatever the line scan made of the
 * text (pastLimits names the line, but reads a few rare shapes otherwise than marked does): the
 * bounds hold for marked's reading itself.
 */
function lexBounded<P, R>(src: string, options?: MarkedOptions<P, R>): TokensList {
  const { Lexer } = load<{ Lexer: typeof LexerClass }>('marked');
  const lexer = new Lexer<P, R>(options);
  Object.assign(reading, { containers: 0, marks: 0, lines: 0, text: null });
  const blocks = lexer.blockTokens.bind(lexer);
  lexer.blockTokens = ((text: string, tokens?: Token[], clipped?: boolean) => {
    if (reading.containers > LIMITS.depth) throw new PastLimit(`quotes and lists nested more than ${LIMITS.depth} deep`);
    return blocks(text, tokens, clipped);
  }) as typeof lexer.blockTokens;
  // A paragraph's marks are counted from its start, those of the emphasis and links inside it too.
  const inline = lexer.inlineTokens.bind(lexer);
  let inside = 0;
  lexer.inlineTokens = (text: string, tokens?: Token[]) => {
    if (inside++ === 0) reading.marks = 0;
    try {
      return inline(text, tokens);
    } finally {
      inside--;
    }
  };
  return lexer.lex(src);
}

// ---- Rendering ------------------------------------------------------------------------------

// One parser for every entry (building one is not free); the heading ids of the entry being
// rendered are kept in `current`, reset for each (rendering is synchronous), with the site's
// origin, which tells a link to another site (null: not known yet, see renderAhead).
let current = {
  headings: [] as Heading[],
  /** The ids no heading may take: the layout's, and the headings' before. */
  taken: new Set<string>(),
  /** For a slug taken, the next number to try after it: each number is tried once. */
  next: new Map<string, number>(),
  site: CHECK_BASE as URL | null,
  undecided: false,
};

/** A heading's id: its slug, or the slug and the first number from 2 whose id is not taken. */
function headingId(text: string): string {
  const base = slugify(text) || 'section';
  let id = base;
  if (current.taken.has(id)) {
    let n = current.next.get(base) ?? 2;
    while (current.taken.has(`${base}-${n}`)) n++;
    current.next.set(base, n + 1);
    id = `${base}-${n}`;
  }
  current.taken.add(id);
  return id;
}

/** A second base: a link that follows the base it is read against is a path of the site. */
const OTHER_BASE = new URL('https://other.invalid/');
let markdown: MarkedClass | null = null;
function parser(): MarkedClass {
  const { Marked, Renderer, Tokenizer } = load<{ Marked: typeof MarkedClass; Renderer: typeof RendererClass; Tokenizer: typeof MarkedTokenizer }>('marked');
  return (markdown ??= new Marked({
    gfm: true,
    // (This parser never reads inline text alone, which would ask for another lexer.)
    hooks: { provideLexer: () => lexBounded },
    tokenizer: {
      blockquote: containerReader(Tokenizer, 'blockquote'),
      list: containerReader(Tokenizer, 'list'),
      emStrong: marksReader(Tokenizer),
      text: linesReader(Tokenizer),
    },
    renderer: {
      heading({ tokens, depth, text }) {
        const id = headingId(text);
        current.headings.push({ depth, text, id });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      html: ({ text }) => scanHtml(text).html,
      link(token) {
        const html = Renderer.prototype.link.call(this, token);
        const site = current.site;
        const target = linkTarget(token.href, site ?? CHECK_BASE);
        if (target?.protocol !== 'https:') return html;
        if (!site) {
          // The site's origin is not known yet: only a path of the site is decided without it.
          if (target.origin !== CHECK_BASE.origin || linkTarget(token.href, OTHER_BASE)?.origin !== OTHER_BASE.origin) current.undecided = true;
          return html;
        }
        return target.origin !== site.origin ? html.replace('<a ', '<a rel="noopener" ') : html;
      },
    },
  }));
}

/**
 * HTML and headings of a body already checked; links to another origin than `siteUrl`'s get
 * rel="noopener", no heading takes an id of `taken` (the layout's) or of another heading.
 */
export function renderMarkdown(source: string, siteUrl?: string, taken: Iterable<string> = ENGINE_IDS): Rendered {
  return { html: render(source, siteUrl ? new URL(siteUrl) : CHECK_BASE, taken), headings: current.headings };
}

/** The HTML of a body, `current` holding its headings after. */
function render(source: string, site: URL | null, taken: Iterable<string>): string {
  current = { headings: [], taken: new Set(taken), next: new Map(), site, undecided: false };
  return parser().parse(source, { async: false });
}

export interface Rendered {
  html: string;
  headings: Heading[];
}

/**
 * A body rendered before the site's address and layout are known (while its code compiles):
 * what renderMarkdown will give with any address, or null when a link names an origin (whether
 * it is another site's depends on the address). Its headings took only the engine's ids: see
 * stillRendered for the layout's.
 */
export function renderAhead(source: string): Rendered | null {
  const html = render(source, null, ENGINE_IDS);
  return current.undecided ? null : { html, headings: current.headings };
}

/**
 * A body rendered ahead, when taking the layout's ids (`taken`) would not change it: each
 * heading takes the first id free, so if none of them took one of `taken`, each would take the
 * same with them taken too.
 */
export function stillRendered(ahead: Rendered | undefined, taken: ReadonlySet<string>): Rendered | undefined {
  return ahead && !ahead.headings.some((h) => taken.has(h.id)) ? ahead : undefined;
}
