// The quotes and list items open at each line of a Markdown text, read line by line as CommonMark
// opens and closes them, taking the deeper reading wherever marked's may differ: the line scan
// (line-scan.ts) measures with it how deep a line is nested, and how long a list item runs.
import { LIMITS } from './rules.ts';

/** A line that ends a paragraph wherever it stands: blank once the quotes' `>` are taken off. */
export const BLANK_IN_QUOTES = /^(?: {0,3}>)*[ \t]*$/;

export const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

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
export class Nesting {
  private open: Container[] = [];
  /** Whether the line before left text a next line may continue. */
  private text = false;
  /** Whether the last line read is blank, quotes' `>` and all: after it, a line at column 0 ends every list. */
  private blank = true;
  /**
   * The first line of an item this reading closed although marked may go on with it (it is not
   * sure): its lines go on being counted until every list surely ends.
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
    // Whether the containers kept so far surely go on here: none is taken as lazily continued,
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

  /** Closes the containers after the first `kept`; an item that is not sure goes on being counted. */
  private close(kept: number) {
    for (const { quote, sure, from } of this.open.slice(kept)) if (!quote && !sure) this.unsureFrom = Math.min(this.unsureFrom ?? from, from);
    this.open.length = kept;
  }
}
