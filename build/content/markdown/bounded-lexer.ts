// marked's lexer held to LIMITS as it reads: the line scan (line-scan.ts) names the line where a
// text goes past a bound, but reads a few rare shapes (lazy lines, tabs) otherwise than marked
// does; counting what marked itself reads makes the bounds hold for its reading too.
import type { Lexer as LexerClass, MarkedOptions, Token, Tokenizer as MarkedTokenizer, TokensList } from 'marked';
import { load } from '../../lazy.ts';
import { LIMITS } from './rules.ts';

/** Thrown as marked reads text past LIMITS. */
export class PastLimit extends Error {}

/**
 * What one lexer has read so far: the quotes and lists one inside the other, the emphasis marks
 * of a paragraph, the lines of text in a row of a list item (and the token they make).
 */
interface Count {
  containers: number;
  marks: number;
  lines: number;
  text: Token | null | undefined;
}

/** A lexer made by lexBounded, which carries its count: the tokenizer's readers reach it through their `lexer`. */
type CountingLexer = LexerClass & { count: Count };

const countOf = (tokenizer: MarkedTokenizer): Count => (tokenizer.lexer as CountingLexer).count;

/** marked's reader of quotes or of lists, counting the one it reads while it reads it. */
function containerReader<K extends 'blockquote' | 'list'>(Tokenizer: typeof MarkedTokenizer, kind: K) {
  const read = Tokenizer.prototype[kind] as (this: MarkedTokenizer, src: string) => ReturnType<MarkedTokenizer[K]>;
  return function (this: MarkedTokenizer, src: string) {
    const count = countOf(this);
    count.containers++;
    try {
      return read.call(this, src);
    } finally {
      count.containers--;
    }
  };
}

/**
 * marked's reader of emphasis, counting the marks that may open one: for each, marked looks for
 * a closing mark among those after it.
 */
function marksReader(Tokenizer: typeof MarkedTokenizer) {
  const read = Tokenizer.prototype.emStrong;
  return function (this: MarkedTokenizer, src: string, masked: string, before?: string) {
    const opening = this.rules.inline.emStrongLDelim.exec(src);
    // marked may try a run of marks once for each of them: the bound is counted four times over.
    if (opening && (opening[1] || opening[2] || opening[3] || opening[4]) && ++countOf(this).marks > 4 * LIMITS.emphasis) {
      throw new PastLimit(`more than ${LIMITS.emphasis} * or _ marks in one paragraph, list or table`);
    }
    return read.call(this, src, masked, before);
  };
}

/**
 * marked's reader of a line of a list item's text, counting those in a row: for each, marked
 * looks through the lines after it for a heading's underline.
 */
function linesReader(Tokenizer: typeof MarkedTokenizer) {
  const read = Tokenizer.prototype.text;
  return function (this: MarkedTokenizer, src: string) {
    const token = read.call(this, src);
    const count = countOf(this);
    // The lexer adds a line to the text token before it, which it has just set as the last.
    const last = this.lexer.state.lastToken;
    if (token && last?.type === 'text' && last === count.text) {
      if (++count.lines > LIMITS.itemLines) throw new PastLimit(`a list item of more than ${LIMITS.itemLines} lines`);
    } else if (token) {
      count.lines = 1;
      count.text = token;
    }
    return token;
  };
}

/** The readers of marked's tokenizer that count what they read, for a Marked instance's `tokenizer`. */
export function countingReaders(Tokenizer: typeof MarkedTokenizer) {
  return {
    blockquote: containerReader(Tokenizer, 'blockquote'),
    list: containerReader(Tokenizer, 'list'),
    emStrong: marksReader(Tokenizer),
    text: linesReader(Tokenizer),
  };
}

/**
 * marked's lexer (with the counting readers in `options`), stopped as soon as it starts reading
 * the text of a quote or list nested past LIMITS.depth, tries four times LIMITS.emphasis marks in
 * one paragraph, or reads more than LIMITS.itemLines lines of text in a row in a list item.
 */
export function lexBounded<P, R>(src: string, options?: MarkedOptions<P, R>): TokensList {
  const { Lexer } = load<{ Lexer: typeof LexerClass }>('marked');
  const count: Count = { containers: 0, marks: 0, lines: 0, text: null };
  const lexer = Object.assign(new Lexer<P, R>(options), { count });
  const blocks = lexer.blockTokens.bind(lexer);
  lexer.blockTokens = ((text: string, tokens?: Token[], clipped?: boolean) => {
    if (count.containers > LIMITS.depth) throw new PastLimit(`quotes and lists nested more than ${LIMITS.depth} deep`);
    return blocks(text, tokens, clipped);
  }) as typeof lexer.blockTokens;
  // A paragraph's marks are counted from its start, those of the emphasis and links inside it too.
  const inline = lexer.inlineTokens.bind(lexer);
  let inside = 0;
  lexer.inlineTokens = (text: string, tokens?: Token[]) => {
    if (inside++ === 0) count.marks = 0;
    try {
      return inline(text, tokens);
    } finally {
      inside--;
    }
  };
  return lexer.lex(src);
}
