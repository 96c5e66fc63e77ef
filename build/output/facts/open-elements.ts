// The elements open at each point of a page the quick reading goes through (quick.ts), and what
// the standard's tree builder does with each start tag there, as far as it is followed here.

// What the tree builder does with a start tag, as far as the quick reading follows it.
export const BAIL = 0;
const HTML_ELEMENT = 1;
export const SVG_ELEMENT = 2;
/** An HTML element whose text runs to its end tag, markup or not (script, style, title, textarea). */
export const RAW_TEXT = 3;

// The phases of a document before its body.
const START = 0;
const BEFORE_HEAD = 1;
const IN_HEAD = 2;
const AFTER_HEAD = 3;
const IN_BODY = 4;

// What an HTML tag name is to the tree builder, as bits of one number per name (one lookup a tag).
/**
 * Start tags whose treatment is not followed here, wherever they are: a second html, head or
 * body adds its attributes to the first or is dropped; base changes every URL; <image> becomes
 * an <img>; math and the raw text elements but four change how what follows is read; table
 * parts outside their table are dropped; ruby's parts close each other.
 */
const LEFT_TO_PARSER = 1;
const VOID = 2;
const RAW = 4;
/** What goes into the head, before the body (base, noscript, template, noframes are left to parse5 there). */
const HEAD = 8;
/** Start tags that close an open <p> (then the tree is not the markup's nesting). */
const CLOSES_P = 16;
const HEADING = 32;
/** <li>, <dd>, <dt>: each closes an open one of its kind (see closesListItem). */
const LIST_ITEM = 64;
/** Any of these open makes another of its name close it or be dropped (a, button, nobr; p: see CLOSES_P). */
const ONE_AT_A_TIME = 128;
/** The elements whose content the tree builder treats by rules of their own (tables, select), or as the body (cells, template). */
const CONTEXT = 256;
/** The HTML standard's "special" elements, where the search for an open <li> to close stops. */
const SPECIAL = 512;
/** Elements whose start tag is followed beyond pushing it (form, option, optgroup, noscript, svg, template). */
const OTHER = 1024;

const FLAGS = new Map<string, number>();
const flag = (bits: number, list: string) => {
  for (const name of list.split(' ')) FLAGS.set(name, (FLAGS.get(name) ?? 0) | bits);
};
flag(LEFT_TO_PARSER, 'html head body base image math frameset frame iframe noembed noframes plaintext xmp col colgroup caption tbody thead tfoot tr td th rb rp rt rtc');
flag(VOID, 'area base basefont bgsound br col embed frame hr img input keygen link meta param source track wbr');
flag(RAW, 'script style title textarea');
flag(HEAD, 'meta link title style script basefont bgsound');
flag(CLOSES_P, 'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer header hgroup main menu nav ol p search section summary ul h1 h2 h3 h4 h5 h6 pre listing form table hr xmp plaintext li dd dt');
flag(HEADING, 'h1 h2 h3 h4 h5 h6');
flag(LIST_ITEM, 'li dd dt');
flag(ONE_AT_A_TIME, 'p a button nobr');
flag(CONTEXT, 'table tbody thead tfoot tr td th caption select template');
flag(
  SPECIAL,
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp',
);
flag(OTHER, 'form option optgroup noscript svg template');

/** In SVG, the HTML tags that leave it, <foreignObject> whose content is HTML, and what reads otherwise in HTML. */
const SVG_LEFT_TO_PARSER = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var font foreignobject style script math template textarea xmp iframe noembed noframes noscript plaintext select'.split(' '),
);
/** SVG elements whose content is read as HTML: followed here while it is text alone (an icon's title). */
const SVG_HTML_TEXT = new Set(['title', 'desc']);
/** How the start tags inside a context element are treated: by the body's rules, or by these. */
const TABLE = 1;
const TABLE_BODY = 2;
const ROW = 3;
const SELECT = 4;
const RULES_IN = new Map([
  ['table', TABLE],
  ['tbody', TABLE_BODY],
  ['thead', TABLE_BODY],
  ['tfoot', TABLE_BODY],
  ['tr', ROW],
  ['select', SELECT],
]);

/**
 * The elements open at each point of a page the quick reading goes through, and the one thing it
 * asks of them: does the standard's tree builder put this tag into the tree as the markup nests
 * it, an element where the tag is, with the tag's attributes, nothing added, moved or dropped?
 * Then the page's elements, in document order, are its tags in the markup's order. That holds
 * while every element is closed by its own end tag and no tag closes or reopens another: no
 * <p> closed by a <div>, no <li> by the next, no <a> inside an <a>, nothing in a table outside
 * its cells, no second <form>, no misnested formatting (which the tree builder clones). At the
 * first tag where the tree builder would do anything else, or where following it would take
 * more than this, the answer is no (BAIL), and parse5 reads the page.
 */
export class OpenElements {
  phase = START;
  /** The open elements inside the body, in lower case (an SVG element's name too). */
  private readonly stack: string[] = [];
  /** How start tags are treated in the innermost context element open (0: by the body's rules). */
  private rules = 0;
  /** Where in the stack the context elements are, and the rules of each. */
  private readonly contexts: [at: number, rules: number][] = [];
  /** Where the outermost open <svg> is (every element above it is SVG), or -1. */
  private svgAt = -1;
  /** Open <template>s: their content is inert, and changes how <form> is read. */
  templates = 0;
  /** Open elements of ONE_AT_A_TIME, by name. */
  private readonly counts: Record<string, number> = { p: 0, a: 0, button: 0, nobr: 0 };
  /** A <form> is open outside any template (the tree builder's "form element pointer"). */
  private form = false;

  constructor(private readonly scripting: boolean) {}

  get beforeBody(): boolean {
    return this.phase < IN_BODY;
  }

  get inSvg(): boolean {
    return this.svgAt >= 0;
  }

  /** The element open last inside the body. */
  get current(): string | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** Text that is not all white space, before the body: the body starts with it. */
  text(): void {
    this.phase = IN_BODY;
  }

  /** A start tag: how the tree builder takes it (BAIL: not followed here). */
  open(name: string, selfClosing: boolean): number {
    if (this.svgAt >= 0) return this.openInSvg(name, selfClosing);
    const flags = FLAGS.get(name) ?? 0;
    if (this.phase < IN_BODY) {
      const before = this.openBeforeBody(name, flags);
      if (before !== undefined) return before;
      this.phase = IN_BODY; // anything else starts the body
    }
    if (this.rules === SELECT) return this.openInSelect(name);
    if (this.rules !== 0) return this.openInTable(name);
    if (flags === 0) {
      this.stack.push(name);
      return HTML_ELEMENT;
    }
    return this.openInBody(name, flags, selfClosing);
  }

  /** The document's own elements, and those of its head, in their places; undefined: one that starts the body. */
  private openBeforeBody(name: string, flags: number): number | undefined {
    if (name === 'html') {
      if (this.phase !== START) return BAIL;
      this.phase = BEFORE_HEAD;
      return HTML_ELEMENT;
    }
    if (name === 'head') {
      if (this.phase > BEFORE_HEAD) return BAIL;
      this.phase = IN_HEAD;
      return HTML_ELEMENT;
    }
    if (name === 'body') {
      this.phase = IN_BODY;
      return HTML_ELEMENT;
    }
    if (flags & HEAD) {
      // (After </head>, the tree builder puts these back into the head, which still comes last.)
      if (this.phase < IN_HEAD) this.phase = IN_HEAD;
      return flags & RAW ? RAW_TEXT : HTML_ELEMENT;
    }
    if (name === 'base' || name === 'noscript' || name === 'template' || name === 'noframes' || name === 'frameset') return BAIL;
    return undefined;
  }

  private openInBody(name: string, flags: number, selfClosing: boolean): number {
    if (flags & LEFT_TO_PARSER) return BAIL;
    if (flags & ONE_AT_A_TIME && this.counts[name]! > 0) return BAIL;
    if (flags & CLOSES_P && this.counts.p! > 0) return BAIL;
    const current = this.stack[this.stack.length - 1];
    if (flags & HEADING && current !== undefined && (FLAGS.get(current)! & HEADING) !== 0) return BAIL;
    if (flags & LIST_ITEM && this.closesListItem(name)) return BAIL;
    if (flags & OTHER) {
      if ((name === 'option' || name === 'optgroup') && current === 'option') return BAIL;
      if (name === 'noscript' && this.scripting) return BAIL;
      if (name === 'form' && this.templates === 0) {
        if (this.form) return BAIL; // dropped: a form inside a form
        this.form = true;
      }
      if (name === 'svg') {
        if (!selfClosing) {
          this.svgAt = this.stack.length;
          this.stack.push(name);
        }
        return SVG_ELEMENT;
      }
    }
    if (flags & RAW) return RAW_TEXT;
    if (!(flags & VOID)) this.push(name, flags);
    return HTML_ELEMENT;
  }

  /** Whether an <li> (a <dd> or <dt>) closes an open one: the standard's search, down to a special element. */
  private closesListItem(name: string): boolean {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const open = this.stack[i]!;
      if (name === 'li' ? open === 'li' : open === 'dd' || open === 'dt') return true;
      if ((FLAGS.get(open)! & SPECIAL) !== 0 && open !== 'address' && open !== 'div' && open !== 'p') return false;
    }
    return false;
  }

  /** In a table, its body or a row: only the next part down (and scripts, style sheets); anything else moves out of the table. */
  private openInTable(name: string): number {
    if (name === 'script' || name === 'style') return RAW_TEXT;
    const next = this.rules === TABLE ? name === 'tbody' || name === 'thead' || name === 'tfoot' || name === 'caption' : this.rules === TABLE_BODY ? name === 'tr' : name === 'td' || name === 'th';
    if (!next) return BAIL;
    this.push(name, FLAGS.get(name)!);
    return HTML_ELEMENT;
  }

  /** In a <select>: options and groups of them (an option closes an open option). */
  private openInSelect(name: string): number {
    const current = this.stack[this.stack.length - 1];
    if (name === 'script') return RAW_TEXT;
    if ((name !== 'option' && name !== 'optgroup') || current === 'option' || (name === 'optgroup' && current === 'optgroup')) return BAIL;
    this.push(name, 0);
    return HTML_ELEMENT;
  }

  /** In SVG, an SVG element (none of those that leave SVG or hold HTML); `<x/>` closes itself there. */
  private openInSvg(name: string, selfClosing: boolean): number {
    if (SVG_LEFT_TO_PARSER.has(name) || SVG_HTML_TEXT.has(this.stack[this.stack.length - 1]!)) return BAIL;
    if (!selfClosing) this.stack.push(name);
    return SVG_ELEMENT;
  }

  private push(name: string, flags: number) {
    if (flags & CONTEXT) {
      this.rules = RULES_IN.get(name) ?? 0;
      this.contexts.push([this.stack.length, this.rules]);
      if (name === 'template') this.templates++;
    }
    if (flags & ONE_AT_A_TIME) this.counts[name]!++;
    this.stack.push(name);
  }

  /** An end tag: whether it closes the element open last (anything else is not followed here). */
  close(name: string): boolean {
    if (this.phase < IN_BODY) {
      if (name !== 'head' || this.phase !== IN_HEAD) return false;
      this.phase = AFTER_HEAD;
      return true;
    }
    // </body> and </html> close nothing: what comes after still goes where it would have.
    if (this.svgAt < 0 && (name === 'body' || name === 'html')) return true;
    if (this.stack[this.stack.length - 1] !== name) return false;
    this.pop();
    return true;
  }

  private pop() {
    const name = this.stack.pop()!;
    const at = this.stack.length;
    if (this.svgAt >= 0) {
      if (at === this.svgAt) this.svgAt = -1;
      return;
    }
    const flags = FLAGS.get(name) ?? 0;
    if (flags === 0) return;
    if (flags & CONTEXT && this.contexts[this.contexts.length - 1]?.[0] === at) {
      this.contexts.pop();
      this.rules = this.contexts[this.contexts.length - 1]?.[1] ?? 0;
      if (name === 'template') this.templates--;
    }
    if (name === 'form' && this.templates === 0) this.form = false;
    if (flags & ONE_AT_A_TIME) this.counts[name]!--;
  }
}
