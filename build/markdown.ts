// Markdown bodies: what they may hold, checked when their file is read, and their rendering.
//
// HTML in the text is limited to a few inline elements (ALLOWED); a link goes to https:,
// mailto:, tel: or a path of the site; anything else is a build error naming file:line. Both
// are read the way a browser reads them: HTML through htmlparser2's tokenizer (never regexes),
// a link's address with its entities decoded, then parsed as a URL. The renderer writes the
// allowed HTML again from that same reading (comments left out), so what a page carries is
// what was checked, whatever two HTML parsers might disagree on.
import type { Marked as MarkedClass, Renderer as RendererClass, Token } from 'marked';
import type { Tokenizer as TokenizerClass, TokenizerCallbacks } from 'htmlparser2';
import { load } from './lazy.ts';

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
 * Kept with each file's verdict in the content cache: a file is checked again when these
 * change. Change the number when the check changes in another way.
 */
export const MARKDOWN_RULES = `1 ${ALLOWED_MARKUP}`;

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
  /** Where its name starts in the source. */
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

/** Reads a piece of HTML with htmlparser2's tokenizer, as a browser's tokenizer would. */
function readHtml(source: string, reader: Reader): void {
  const { Tokenizer } = load<{ Tokenizer: typeof TokenizerClass }>('htmlparser2');
  let tag: Tag | null = null;
  let attribute: [string, string] = ['', ''];
  const opened = () => {
    reader.open(tag!);
    tag = null;
  };
  const other = (what: string) => (at: number) => reader.other(what, at);
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => reader.text(source.slice(start, end)),
      ontextentity: (codepoint) => reader.text(String.fromCodePoint(codepoint)),
      onopentagname: (start, end) => (tag = { name: source.slice(start, end).toLowerCase(), at: start, attributes: [] }),
      onattribname: (start, end) => (attribute = [source.slice(start, end).toLowerCase(), '']),
      onattribdata: (start, end) => (attribute[1] += source.slice(start, end)),
      onattribentity: (codepoint) => (attribute[1] += String.fromCodePoint(codepoint)),
      onattribend: () => tag!.attributes.push(attribute),
      onopentagend: opened,
      onselfclosingtag: opened,
      onclosetag: (start, end) => reader.close(source.slice(start, end).toLowerCase(), start),
      // Comments are notes for the authors: they stay out of the page.
      oncomment: () => {},
      oncdata: other('<![CDATA[: CDATA not allowed'),
      ondeclaration: other('<!: declaration not allowed'),
      onprocessinginstruction: other('<?: processing instruction not allowed'),
      onend() {
        if (tag) reader.other(`<${tag.name}: tag not ended by ">"`, tag.at);
      },
    } satisfies TokenizerCallbacks,
  );
  tokenizer.write(source);
  tokenizer.end();
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
  line: number;
  what: string;
}

// A body with none of these has no HTML and no link that could go astray (a bare e-mail
// address becomes a mailto: link, which is allowed): it is not even parsed. The others are
// parsed with marked, as they will be rendered.
const MAY_HOLD_MARKUP = /<|\]\(|\]:|www\.|:\/\//i;

/** Every forbidden construct of a Markdown body whose first line is line `firstLine` of its file. */
export function checkMarkdown(body: string, firstLine: number): MarkupProblem[] {
  if (!MAY_HOLD_MARKUP.test(body)) return [];
  const problems: MarkupProblem[] = [];
  const opened = new Map<string, number>();
  walk(parser().lexer(body), firstLine, (token, line) => {
    if (token.type === 'html') {
      for (const { at, what } of scanHtml(token.raw, opened).problems) problems.push({ line: line + newlines(token.raw, at), what });
    } else if (token.type === 'link' && !allowedLink(token.href)) {
      problems.push({ line, what: `link "${token.href}": only ${SCHEMES.join(', ')} or a path of the site` });
    } else if (token.type === 'image') {
      problems.push({ line, what: `image "${token.href}": no image in the text` });
    }
  });
  return problems;
}

const newlines = (text: string, end = text.length) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
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

// ---- Rendering ------------------------------------------------------------------------------

// One parser for every entry (building one is not free); the heading ids of the entry being
// rendered are counted in `current`, reset for each (rendering is synchronous), with the
// site's origin, which tells a link to another site (null: not known yet, see renderAhead).
let current = { headings: [] as Heading[], used: new Map<string, number>(), site: CHECK_BASE as URL | null, undecided: false };
/** A second base: a link that follows the base it is read against is a path of the site. */
const OTHER_BASE = new URL('https://other.invalid/');
let markdown: MarkedClass | null = null;
function parser(): MarkedClass {
  const { Marked, Renderer } = load<{ Marked: typeof MarkedClass; Renderer: typeof RendererClass }>('marked');
  return (markdown ??= new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const base = slugify(text) || 'section';
        const n = current.used.get(base) ?? 0;
        current.used.set(base, n + 1);
        const id = n ? `${base}-${n + 1}` : base;
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

/** HTML and headings of a body already checked; links to another origin than `siteUrl`'s get rel="noopener". */
export function renderMarkdown(source: string, siteUrl?: string): Rendered {
  return { html: render(source, siteUrl ? new URL(siteUrl) : CHECK_BASE), headings: current.headings };
}

/** The HTML of a body, `current` holding its headings after. */
function render(source: string, site: URL | null): string {
  current = { headings: [], used: new Map(), site, undecided: false };
  return parser().parse(source, { async: false });
}

export interface Rendered {
  html: string;
  headings: Heading[];
}

/**
 * A body rendered before the site's address is known (while its code compiles): what
 * renderMarkdown will give with any address, or null when a link names an origin (whether it
 * is another site's depends on the address).
 */
export function renderAhead(source: string): Rendered | null {
  const html = render(source, null);
  return current.undecided ? null : { html, headings: current.headings };
}
