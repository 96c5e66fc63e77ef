// What a Markdown body may hold: a few inline HTML elements, links that stay on the web or the
// site, and bounds on its size and nesting. The check (check.ts) refuses anything else.

/** The HTML elements a Markdown body may hold, each with the attributes it may carry. */
export const ALLOWED = new Map(Object.entries<string[]>({ sup: [], sub: [], abbr: ['title'], br: [], em: [], strong: [], small: [], span: ['lang'] }));
export const VOID = new Set(['br']);
/** Where a link may go besides a path of the site. */
export const SCHEMES = ['https:', 'mailto:', 'tel:'];

/** The rules above in words, for the error's hint. */
export const ALLOWED_MARKUP = `${[...ALLOWED]
  .map(([name, attributes]) => `<${[name, ...attributes].join(' ')}>`)
  .join(', ')}; links to ${SCHEMES.join(', ')} or a path of the site`;

/**
 * The bounds a Markdown file is held to. Within them, the texts made to be slow
 * (test/helpers/pathological-markdown.ts) are checked and rendered in bounded time and memory,
 * and an article at once; past them, marked reads some shapes (lists nested deep) in a time that
 * grows with their square, overflows its stack (a long line of `>`), or writes gigabytes.
 */
export const LIMITS = {
  /** A file's bytes, front matter included: far more than the longest text of the site. */
  bytes: 1024 * 1024,
  /**
   * Lines of a text: marked spends on each line a time that grows with how deep it is nested.
   * Far more than the longest text of the site.
   */
  lines: 10_000,
  /**
   * Quotes and list items inside one another: marked reads each level's text again, by a
   * recursion. Deeper, a phone's narrow screen has less than half its width left for the text.
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
