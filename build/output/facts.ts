// What the checks need to know of a built page: the ids it holds, the URLs of the site it points
// at, its <img> elements without alt or size, its <h1> count. Small and plain, so a worker
// thread can send it back and the next build can keep it.
//
// A page is read as a browser reads it: by the HTML standard's parser (parse5), whose tree says
// which elements the page has, with which attributes, and which are inert (a <template>'s
// content). What the facts take from each element is written once (class Facts): the parser's
// tree feeds it, and so does a quicker reading of the markup React writes. That markup takes one
// form (attribute values in double quotes, every element closed where it was opened), which a
// regular expression reads a tag at a time, in the engine's compiled code, while a stack of the
// open elements follows what the parser does with each tag; parse5 builds a node for every
// element, attribute and piece of text, and takes four times as long. At the first tag whose
// treatment that stack cannot tell for sure (a second <body>, a tag that closes or moves another,
// <math>, <base>: see OpenElements), the quick reading gives the page up and parse5 reads all of
// it. Both are compared on thousands of random pages and on the inputs of html5lib's
// tree-construction tests (test/engine/facts.test.ts, scripts/html5lib-agreement.ts).
import type * as Parse5 from 'parse5';
import { load } from '../lazy.ts';

export interface PageFacts {
  /** Every non-empty id, in document order, repeated ones as often as they occur. */
  ids: string[];
  /**
   * Every distinct URL of the site the page holds, resolved as a browser resolves it ("/a/b#c"),
   * with what holds it: `[url, '<a href>', raw]` (raw only when it differs from url).
   */
  links: [url: string, what: string, raw?: string][];
  /** `<img src="...">: no alt`, and the like. */
  images: string[];
  h1: number;
}

export interface Reading {
  /** The site's origin (config.siteUrl): an absolute URL to it is a link of the site. */
  origin?: string;
  /** Read as a browser running scripts does, for which <noscript> holds text. Off by default: see pageFacts. */
  scripting?: boolean;
}

/** The origin of pages read without one (tests, tools): nothing real points there. */
const NO_ORIGIN = 'https://site.invalid';

/**
 * `file`: the page's path in dist/ ("article/x/index.html"), against which relative URLs resolve.
 * The page is read with scripting off: what a visitor without JavaScript sees, <noscript>'s
 * links included, is checked too; with scripting on, a <noscript> holds text and its links
 * would go unchecked, while everything else reads the same.
 */
export function pageFacts(html: string, file: string, reading: Reading = {}): PageFacts {
  return quickFacts(html, file, reading) ?? treeFacts(html, file, reading);
}

// ---- What the facts are, element by element -----------------------------------------------

export type Namespace = 'html' | 'svg' | 'math';

/** An element's attributes by name as the parser has it, lower case ("href", "xlink:href"). */
export interface Attributes {
  get(name: string): string | undefined;
}

/** How an attribute's value names URLs. */
type Kind = 'url' | 'srcset' | 'refresh';

/** An attribute of an HTML element that the browser fetches or goes to, when `applies` says it does. */
type Source = [attribute: string, kind: Kind, applies?: (attributes: Attributes) => boolean];

const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
const typeOf = (attributes: Attributes) => asciiLower(attributes.get('type') ?? '');
/** A button submits unless its type says reset or button; formaction goes with submitting. */
const submits = (attributes: Attributes) => !['reset', 'button'].includes(typeOf(attributes));
const submitsOrImage = (attributes: Attributes) => ['submit', 'image'].includes(typeOf(attributes));
const isImageInput = (attributes: Attributes) => typeOf(attributes) === 'image';
const refreshes = (attributes: Attributes) => asciiLower(attributes.get('http-equiv') ?? '') === 'refresh';
/** A style sheet is applied when its type is absent, empty or text/css. */
const isCss = (attributes: Attributes) => ['', 'text/css'].includes(typeOf(attributes));

const background: Source[] = [['background', 'url']];
/** The URLs of HTML elements (HTML standard; `background`: its rendering section, which browsers follow). */
const SOURCES: Record<string, Source[]> = {
  a: [['href', 'url']],
  area: [['href', 'url']],
  link: [['href', 'url'], ['imagesrcset', 'srcset']],
  img: [['src', 'url'], ['srcset', 'srcset']],
  source: [['src', 'url'], ['srcset', 'srcset']],
  script: [['src', 'url']],
  iframe: [['src', 'url']],
  frame: [['src', 'url']],
  embed: [['src', 'url']],
  object: [['data', 'url']],
  video: [['src', 'url'], ['poster', 'url']],
  audio: [['src', 'url']],
  track: [['src', 'url']],
  form: [['action', 'url']],
  button: [['formaction', 'url', submits]],
  input: [['src', 'url', isImageInput], ['formaction', 'url', submitsOrImage]],
  meta: [['content', 'refresh', refreshes]],
  body: background,
  table: background,
  thead: background,
  tbody: background,
  tfoot: background,
  tr: background,
  td: background,
  th: background,
};
/** The same, each with what the checks call it ("<img srcset>"). */
const HTML_SOURCES = new Map(
  Object.entries(SOURCES).map(([name, sources]) => [
    name,
    sources.map(([attribute, kind, applies]) => ({ attribute, kind, applies, what: kind === 'refresh' ? '<meta http-equiv="refresh">' : `<${name} ${attribute}>` })),
  ]),
);

/** SVG presentation attributes whose value may be a url(), a gradient or a clip path of the page, say. */
const SVG_PAINTS = ['fill', 'stroke', 'clip-path', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'cursor'];

/** Every attribute Facts reads: the quick reading keeps these, and no other. */
const READ = new Set([
  'id', 'style', 'alt', 'width', 'height', 'type', 'http-equiv', 'href', 'xlink:href', ...SVG_PAINTS,
  ...Object.values(SOURCES).flat().map(([attribute]) => attribute),
]);

/** A URL as found, before the page's base is known: what holds it, and whether CSS does (see done). */
type Found = [raw: string, what: string, css: boolean];

/** The facts of a page, given its elements in document order (template contents left out). */
export class Facts {
  private readonly ids: string[] = [];
  private readonly found: Found[] = [];
  private readonly images: string[] = [];
  private h1 = 0;
  /** The first <base href>, which every URL of the page resolves against (whatever comes first). */
  private baseHref: string | undefined;
  private readonly origin: string;

  constructor(
    private readonly file: string,
    reading: Reading = {},
  ) {
    this.origin = new URL(reading.origin ?? NO_ORIGIN).origin;
  }

  /** An element of the page; `text`, for a <style>, its text (a style sheet's). */
  element(name: string, namespace: Namespace, attributes: Attributes, text?: string): void {
    const id = attributes.get('id');
    if (id) this.ids.push(id);
    if (namespace === 'html') this.html(name, attributes);
    else if (namespace === 'svg') this.svg(name, attributes);
    const style = attributes.get('style');
    if (style) this.css(style, `<${name} style>`);
    if (name === 'style' && text !== undefined && namespace !== 'math' && isCss(attributes)) this.css(text, '<style>');
  }

  private html(name: string, attributes: Attributes) {
    if (name === 'h1') this.h1++;
    else if (name === 'img') this.image(attributes);
    else if (name === 'base' && this.baseHref === undefined) this.baseHref = attributes.get('href');
    for (const { attribute, kind, applies, what } of HTML_SOURCES.get(name) ?? []) {
      const value = attributes.get(attribute);
      if (value === undefined || (applies && !applies(attributes))) continue;
      if (kind === 'url') this.found.push([value, what, false]);
      else if (kind === 'srcset') for (const candidate of srcsetUrls(value)) this.found.push([candidate, what, false]);
      else {
        const target = refreshUrl(value);
        if (target !== undefined) this.found.push([target, what, false]);
      }
    }
  }

  /** SVG 2: an element's href, else its xlink:href; url() in its paints. */
  private svg(name: string, attributes: Attributes) {
    const href = attributes.get('href');
    const xlink = href === undefined ? attributes.get('xlink:href') : undefined;
    if (href !== undefined) this.found.push([href, `<${name} href>`, false]);
    else if (xlink !== undefined) this.found.push([xlink, `<${name} xlink:href>`, false]);
    for (const paint of SVG_PAINTS) {
      const value = attributes.get(paint);
      if (value && /url\(/i.test(value)) this.css(value, `<${name} ${paint}>`);
    }
  }

  private css(text: string, what: string) {
    for (const found of cssUrls(text)) this.found.push([found, what, true]);
  }

  private image(attributes: Attributes) {
    const missing = ['alt', 'width', 'height'].filter((a) => attributes.get(a) === undefined);
    const bad = ['width', 'height'].filter((a) => attributes.get(a) !== undefined && !/^\d+$/.test(attributes.get(a)!));
    if (missing.length || bad.length)
      this.images.push(`<img src="${attributes.get('src') ?? ''}">: ${[...missing.map((m) => `no ${m}`), ...bad.map((b) => `${b} is not a whole number`)].join(', ')}`);
  }

  done(): PageFacts {
    const page = new URL(this.file, `${this.origin}/`);
    const against = { page: page.href, path: page.pathname, base: this.base(page.href) };
    const links = new Map<string, [string, string, string?]>();
    for (const [raw, what, css] of this.found) {
      const resolved = this.resolve(raw, css, against);
      if (resolved !== null && !links.has(resolved)) links.set(resolved, resolved === raw ? [resolved, what] : [resolved, what, raw]);
    }
    return { ids: this.ids, links: [...links.values()], images: this.images, h1: this.h1 };
  }

  /** The document's base URL (HTML standard, "frozen base URL"): <base href> unless it fails or is data: or javascript:. */
  private base(page: string): string {
    if (this.baseHref === undefined) return page;
    try {
      const base = new URL(this.baseHref, page);
      return base.protocol === 'data:' || base.protocol === 'javascript:' ? page : base.href;
    } catch {
      return page;
    }
  }

  /** A URL of the site as path, query and #fragment (an empty one kept: "#" goes to the top), or null. */
  private resolve(raw: string, css: boolean, { page, path, base }: { page: string; path: string; base: string }): string | null {
    // CSS: a url() that is a #fragment alone is the document's own (CSS Values 4), whatever the base.
    const against = css && raw.replace(C0_OR_SPACE, '').startsWith('#') ? page : base;
    // Most URLs are paths the URL parser gives back as written: parsing each costs a microsecond.
    if (against === page && (raw[0] === '/' || raw[0] === '#') && PLAIN_URL.test(raw) && !DOT_SEGMENT.test(raw)) return raw[0] === '/' ? raw : path + raw;
    if (!NOT_C0_OR_SPACE.test(raw)) return null; // the page itself: nothing to check
    let parsed: URL;
    try {
      parsed = new URL(raw, against);
    } catch {
      return null; // not a URL: a browser goes nowhere
    }
    if (parsed.origin !== this.origin) return null;
    // (pathname + search + hash would drop an empty query or fragment, `?` or `#`.)
    return parsed.href.slice(parsed.href.indexOf('/', parsed.protocol.length + 2));
  }
}

/** What the URL parser strips from both ends of a URL. */
const C0_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const NOT_C0_OR_SPACE = /[^\u0000-\u0020]/;
/** A path (not "//host"), query and fragment of characters the URL parser neither escapes nor changes. */
const PLAIN_URL = /^(?:\/(?![/\\])[-\w.~!$&()*+,;=:@/%]*)?(?:\?[-\w.~!$&()*+,;=:@/%?]*)?(?:#[-\w.~!$&()*+,;=:@/%?#]*)?$/;
/** `.` and `..` segments, which the parser removes (`%2e` is a dot to it too). */
const DOT_SEGMENT = /\/\.\.?(?=[/?#]|$)|%2e/i;
const isAsciiWhitespace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isWhitespaceCode = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/** The URL of each candidate of a srcset (HTML standard, "parse a srcset attribute"; descriptors skipped). */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  const n = value.length;
  let i = 0;
  for (;;) {
    while (i < n && (isWhitespaceCode(value.charCodeAt(i)) || value.charCodeAt(i) === 44) /* , */) i++;
    if (i >= n) return urls;
    const start = i;
    while (i < n && !isWhitespaceCode(value.charCodeAt(i))) i++;
    if (value.charCodeAt(i - 1) === 44) {
      let end = i - 1;
      while (value.charCodeAt(end - 1) === 44) end--;
      urls.push(value.slice(start, end));
      continue;
    }
    urls.push(value.slice(start, i));
    // Its descriptors run to the next comma outside parentheses.
    for (let open = false; i < n; i++) {
      const c = value.charCodeAt(i);
      if (open) open = c !== 41; /* ) */
      else if (c === 40 /* ( */) open = true;
      else if (c === 44) {
        i++;
        break;
      }
    }
  }
}

/** The URL a <meta http-equiv="refresh"> goes to (HTML standard, "shared declarative refresh steps"), if any. */
export function refreshUrl(content: string): string | undefined {
  let i = 0;
  const skipWhitespace = () => {
    while (isAsciiWhitespace(content[i])) i++;
  };
  skipWhitespace();
  const digits = /^[0-9]*/.exec(content.slice(i))![0];
  i += digits.length;
  if (!digits && content[i] !== '.') return undefined;
  while (/[0-9.]/.test(content[i] ?? '')) i++;
  if (i >= content.length) return undefined;
  if (content[i] !== ';' && content[i] !== ',' && !isAsciiWhitespace(content[i])) return undefined;
  skipWhitespace();
  if (content[i] === ';' || content[i] === ',') i++;
  skipWhitespace();
  if (i >= content.length) return undefined;
  let target = content.slice(i);
  // "url=" is optional; without it, what follows is the URL as it stands.
  const prefix = /^url[\t\n\f\r ]*=[\t\n\f\r ]*/i.exec(target);
  if (prefix) target = target.slice(prefix[0].length);
  const quote = target[0] === '"' || target[0] === "'" ? target[0] : undefined;
  if (quote) {
    target = target.slice(1);
    const close = target.indexOf(quote);
    if (close >= 0) target = target.slice(0, close);
  }
  return target;
}

/** The URLs a style sheet or a style attribute loads: each url(), and @import's string (CSS Syntax 3's tokens). */
export function cssUrls(text: string): string[] {
  const css = text.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');
  const urls: string[] = [];
  // After @import, until anything but white space or a comment.
  let importing = false;
  for (let i = 0; i < css.length; ) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 2;
    } else if (isAsciiWhitespace(c)) i++;
    else if (c === '"' || c === "'") {
      const string = cssString(css, i + 1, c);
      if (importing && string.value !== null) urls.push(string.value);
      importing = false;
      i = string.end;
    } else if (c === '@' || c === '#') {
      const name = cssName(css, i + 1);
      importing = c === '@' && asciiLower(name.value) === 'import';
      i = name.end;
    } else if (startsName(css, i)) {
      const name = cssName(css, i);
      importing = false;
      i = name.end;
      if (css[i] === '(' && isIdentifier(css, name.start) && asciiLower(name.value) === 'url') {
        const found = cssUrl(css, i + 1);
        if (found.value !== null) urls.push(found.value);
        i = found.end;
      }
    } else {
      importing = false;
      i++;
    }
  }
  return urls;
}

const isNameCode = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45 || code >= 0x80;
/** A name (or a number's digits, which the caller tells apart) starts here: a name character, or an escape. */
const startsName = (css: string, i: number) => i < css.length && (isNameCode(css.charCodeAt(i)) || (css[i] === '\\' && css[i + 1] !== '\n'));
/** The name starting at `start` is an identifier, not a number: no digit first, nor after a first "-". */
const isIdentifier = (css: string, start: number) => !/[0-9]/.test(css[start]!) && !(css[start] === '-' && /[0-9]/.test(css[start + 1] ?? ''));

/** The name (or number) from `start`, escapes decoded; empty when none starts there. */
function cssName(css: string, start: number): { value: string; start: number; end: number } {
  let value = '';
  let i = start;
  while (i < css.length) {
    if (isNameCode(css.charCodeAt(i))) value += css[i++];
    else if (css[i] === '\\' && css[i + 1] !== '\n') {
      const escape = cssEscape(css, i + 1);
      value += escape.value;
      i = escape.end;
    } else break;
  }
  return { value, start, end: i };
}

/** A string's value after its opening quote (null: a bad string, cut by a line break). */
function cssString(css: string, start: number, quote: string): { value: string | null; end: number } {
  let value = '';
  for (let i = start; ; ) {
    const c = css[i];
    if (c === undefined) return { value, end: i };
    if (c === quote) return { value, end: i + 1 };
    if (c === '\n') return { value: null, end: i };
    if (c === '\\') {
      if (i + 1 >= css.length) i++;
      else if (css[i + 1] === '\n') i += 2;
      else {
        const escape = cssEscape(css, i + 1);
        value += escape.value;
        i = escape.end;
      }
    } else {
      value += c;
      i++;
    }
  }
}

/** What follows `url(`: a string, or an unquoted URL up to `)` (null: a bad URL, which loads nothing). */
function cssUrl(css: string, start: number): { value: string | null; end: number } {
  let i = start;
  while (isAsciiWhitespace(css[i])) i++;
  if (css[i] === '"' || css[i] === "'") return cssString(css, i + 1, css[i]!);
  let value = '';
  for (;;) {
    const c = css[i];
    if (c === undefined) return { value, end: i };
    if (c === ')') return { value, end: i + 1 };
    if (isAsciiWhitespace(c)) {
      while (isAsciiWhitespace(css[i])) i++;
      if (css[i] === ')' || css[i] === undefined) return { value, end: css[i] === ')' ? i + 1 : i };
      return badUrl(css, i);
    }
    if (c === '"' || c === "'" || c === '(' || /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(c)) return badUrl(css, i);
    if (c === '\\') {
      if (css[i + 1] === '\n' || i + 1 >= css.length) return badUrl(css, i);
      const escape = cssEscape(css, i + 1);
      value += escape.value;
      i = escape.end;
    } else {
      value += c;
      i++;
    }
  }
}

/** Past the rest of a bad URL: to its `)`, escapes skipped. */
function badUrl(css: string, start: number): { value: null; end: number } {
  let i = start;
  while (i < css.length && css[i] !== ')') i += css[i] === '\\' ? 2 : 1;
  return { value: null, end: Math.min(i + 1, css.length) };
}

/** The character an escape stands for, from just after its backslash. */
function cssEscape(css: string, start: number): { value: string; end: number } {
  const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(start, start + 6));
  if (!hex) return { value: css[start] ?? '\uFFFD', end: start + 1 };
  let end = start + hex[0].length;
  if (isAsciiWhitespace(css[end])) end++;
  const code = parseInt(hex[0], 16);
  const valid = code !== 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { value: valid ? String.fromCodePoint(code) : '\uFFFD', end };
}

// ---- The reading of the standard's parser -------------------------------------------------

type Parse5Module = typeof Parse5;
type Node = Parse5.DefaultTreeAdapterMap['node'];
type Element = Parse5.DefaultTreeAdapterMap['element'];

const NAMESPACES: Record<string, Namespace> = {
  'http://www.w3.org/1999/xhtml': 'html',
  'http://www.w3.org/2000/svg': 'svg',
  'http://www.w3.org/1998/Math/MathML': 'math',
};

/** An element's attributes as parse5 has them: a foreign one (xlink:href in SVG) by prefix and name. */
class TreeAttributes implements Attributes {
  constructor(private readonly list: Element['attrs']) {}

  get(name: string): string | undefined {
    for (const attribute of this.list) if ((attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name) === name) return attribute.value;
    return undefined;
  }
}

/** The page read by parse5, every character of it: its tree's elements, in document order. */
export function treeFacts(html: string, file: string, reading: Reading = {}): PageFacts {
  const { parse } = load<Parse5Module>('parse5');
  const facts = new Facts(file, reading);
  // A <template>'s content is a fragment of its own (`content`), outside childNodes: left out.
  const pending: Node[] = [parse(html, { scriptingEnabled: reading.scripting ?? false })];
  while (pending.length) {
    const node = pending.pop()!;
    if ('tagName' in node) {
      const namespace = NAMESPACES[node.namespaceURI] ?? 'html';
      // (The parser writes HTML names in lower case, and SVG's in their own case: viewBox, clipPath.)
      const name = namespace === 'html' ? node.tagName : asciiLower(node.tagName);
      facts.element(name, namespace, new TreeAttributes(node.attrs), name === 'style' ? textOf(node) : undefined);
    }
    if ('childNodes' in node) for (let i = node.childNodes.length - 1; i >= 0; i--) pending.push(node.childNodes[i]!);
  }
  return facts.done();
}

/** An element's child text content: a style sheet's text. */
const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

// ---- The quick reading ----------------------------------------------------------------------

// A start tag as React writes it: `<name`, then attributes each after white space, a name
// alone or followed by `="value"`, then `>` or `/>`. The standard's tokenizer reads such a tag
// into the same name and attributes. Names are ASCII (then lower case is ASCII lower case, as the
// tokenizer's), and each part has one way to match, so a tag of another form fails quickly.
const PLAIN_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[\t\n\f\r ]+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)*)[\t\n\f\r ]*(\/?)>/y;
/** The same, for a name in lower case (most are): no need to lower it, a tenth of the time a tag takes. */
const PLAIN_LOWER_TAG = new RegExp(PLAIN_TAG.source.replace('[a-zA-Z][a-zA-Z0-9-]*', '[a-z][a-z0-9-]*'), 'y');
const PLAIN_ATTRIBUTE = /[\t\n\f\r ]+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;
/** An end tag without attributes: the tokenizer reads white space and `/` before its `>` as nothing. */
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)[\t\n\f\r /]*>/y;
const END_REST = /[\t\n\f\r /]*>/y;
const WHITESPACE = /[\t\n\f\r ]*/y;
/** Values the tokenizer changes: character references, line breaks written CR LF or CR, NUL (U+FFFD). */
const NEEDS_DECODING = /[&\r\0]/;
const isLetter = (code: number) => (code | 0x20) >= 97 && (code | 0x20) <= 122;
/** Raw text elements' ends: `</name` then white space, `/` or `>`, in any case. */
const RAW_TEXT_END = new Map(['script', 'style', 'title', 'textarea'].map((name) => [name, new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig')]));
/** A test of a tag's attributes: does it name one of these? */
const naming = (attributes: string[]) => new RegExp(`[\\t\\n\\f\\r ](?:${attributes.join('|')})(?=[\\t\\n\\f\\r =]|$)`, 'i');
/** Matches any attributes: tags of this name make facts by their name alone. */
const ALWAYS = /(?:)/;
/**
 * The tags worth giving Facts: those whose attributes name one it reads on them (ALWAYS: every
 * one of the name). Any other tag gives no fact: reading its attributes would be time lost.
 */
const WORTH_READING = new Map<string, RegExp>([
  ...Object.entries(SOURCES).map(([name, sources]): [string, RegExp] => [name, naming(['id', 'style', ...(name === 'meta' ? ['http-equiv'] : sources.map(([attribute]) => attribute))])]),
  ['img', ALWAYS],
  ['h1', ALWAYS],
  ['style', ALWAYS],
  ['base', ALWAYS],
]);
const ANY_HTML_WORTH_READING = naming(['id', 'style']);
const READ_IN_ANY_CASE = new RegExp(`^(?:${[...READ].join('|')})$`, 'i');
const SVG_WORTH_READING = /[\t\n\f\r ](?:id|style|href|xlink:href)(?=[\t\n\f\r =]|$)|url\(/i;

/** The facts of a page all of whose markup reads plainly, or null (then parse5 reads it). */
export function quickFacts(html: string, file: string, reading: Reading = {}): PageFacts | null {
  const facts = new Facts(file, reading);
  const open = new OpenElements(reading.scripting ?? false);
  const end = html.length;
  /** Past the first `close` at or after `from`; the end of the page without one. */
  const past = (close: string, from: number) => {
    const at = html.indexOf(close, from);
    return at < 0 ? end : at + close.length;
  };
  let pos = 0;
  while (pos < end) {
    const lt = html.indexOf('<', pos);
    if (lt < 0) break;
    if (open.beforeBody && lt > pos) {
      WHITESPACE.lastIndex = pos;
      WHITESPACE.exec(html);
      if (WHITESPACE.lastIndex < lt) open.text();
    }
    const next = html.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      const after = html.charCodeAt(lt + 2);
      const current = open.current;
      if (current !== undefined && html.startsWith(current, lt + 2) && html.charCodeAt(lt + 2 + current.length) === 62 /* > */) {
        open.close(current); // the usual end tag, `</name>`, of the element open last
        pos = lt + 3 + current.length;
      } else if (isLetter(after)) {
        END_TAG.lastIndex = lt;
        const tag = END_TAG.exec(html);
        if (!tag || !open.close(tag[1]!.toLowerCase())) return null;
        pos = END_TAG.lastIndex;
      } else if (after === 62 /* > */) pos = lt + 3; // `</>`: nothing
      else pos = past('>', lt + 2); // `</ x>`, `</1>`: a comment to the next `>`
    } else if (next === 33 /* ! */) {
      // `<!--` to the comment's end; `<![CDATA[` is a section of text in SVG; anything else
      // (`<!DOCTYPE ...>`, `<!x>`) is read to the next `>`, whatever quotes it holds.
      if (html.startsWith('--', lt + 2)) pos = commentEnd(html, lt + 4);
      else if (open.inSvg && html.startsWith('[CDATA[', lt + 2)) return null;
      else pos = past('>', lt + 2);
    } else if (next === 63 /* ? */) pos = past('>', lt + 2);
    else if (isLetter(next)) {
      PLAIN_LOWER_TAG.lastIndex = lt;
      PLAIN_TAG.lastIndex = lt;
      const lower = PLAIN_LOWER_TAG.exec(html);
      const tag = lower ?? PLAIN_TAG.exec(html);
      if (!tag) return null;
      pos = lower ? PLAIN_LOWER_TAG.lastIndex : PLAIN_TAG.lastIndex;
      const name = lower ? tag[1]! : tag[1]!.toLowerCase();
      const attributes = tag[2]!;
      const inert = open.templates > 0;
      const kind = open.open(name, tag[3] === '/');
      if (kind === BAIL) return null;
      let text: string | undefined;
      if (kind === RAW_TEXT) {
        const close = RAW_TEXT_END.get(name)!;
        close.lastIndex = pos;
        const found = close.exec(html);
        const textEnd = found ? found.index : end;
        // In a script, `<!--` may hide the end tag from the tokenizer (its "escaped" states).
        if (name === 'script' && html.slice(pos, textEnd).includes('<!--')) return null;
        if (name === 'style') text = html.slice(pos, textEnd);
        if (found) {
          END_REST.lastIndex = textEnd + 2 + name.length;
          if (!END_REST.exec(html)) return null;
          pos = END_REST.lastIndex;
        } else pos = end;
      }
      const namespace = kind === SVG_ELEMENT ? 'svg' : 'html';
      const worth = namespace === 'svg' ? SVG_WORTH_READING : WORTH_READING.get(name) ?? ANY_HTML_WORTH_READING;
      if (!inert && (worth === ALWAYS || (attributes !== '' && worth.test(attributes)))) facts.element(name, namespace, attributesOf(attributes), text);
    } else {
      if (open.beforeBody) open.text(); // a `<` in text
      pos = lt + 1;
    }
  }
  return facts.done();
}

/** Past the comment whose text starts at `from` (HTML standard: `<!-->` and `<!--->` are whole comments). */
function commentEnd(html: string, from: number): number {
  if (html.charCodeAt(from) === 62 /* > */) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const dashes = html.indexOf('-->', from);
  const bang = html.indexOf('--!>', from);
  if (dashes < 0 && bang < 0) return html.length;
  return bang < 0 || (dashes >= 0 && dashes < bang) ? dashes + 3 : bang + 4;
}

/** The attributes Facts reads, first of a name, with their values as the tokenizer has them. */
function attributesOf(attributes: string): Map<string, string> {
  const read = new Map<string, string>();
  PLAIN_ATTRIBUTE.lastIndex = 0;
  for (let m; (m = PLAIN_ATTRIBUTE.exec(attributes)); ) {
    const name = READ.has(m[1]!) ? m[1]! : READ_IN_ANY_CASE.test(m[1]!) ? m[1]!.toLowerCase() : null;
    if (name === null || read.has(name)) continue;
    const value = m[2] ?? '';
    read.set(name, NEEDS_DECODING.test(value) ? decodeValue(value) : value);
  }
  return read;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The character references React writes, and numeric ones of characters the tokenizer keeps as they are; or a lone `&`. */
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));|&/g;
const keptAsIs = (code: number) => (code >= 0x09 && code <= 0x7e) || (code >= 0xa0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff));

/** A value in double quotes as the tokenizer reads it: the usual references here, any other through parse5's. */
function decodeValue(raw: string): string {
  if (raw.includes('\r') || raw.includes('\0')) return parse5Value(raw);
  let usual = true;
  const decoded = raw.replace(REFERENCE, (reference, name?: string, decimal?: string, hex?: string) => {
    if (name) return NAMED[name]!;
    const code = decimal ? parseInt(decimal, 10) : hex ? parseInt(hex, 16) : -1;
    if (keptAsIs(code)) return String.fromCodePoint(code);
    usual = false;
    return reference;
  });
  return usual ? decoded : parse5Value(raw);
}

function parse5Value(raw: string): string {
  const { Tokenizer } = load<Parse5Module>('parse5');
  let value = '';
  const none = () => {};
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag: (token) => (value = token.attrs[0]?.value ?? ''),
      onEndTag: none,
      onComment: none,
      onDoctype: none,
      onEof: none,
      onCharacter: none,
      onNullCharacter: none,
      onWhitespaceCharacter: none,
    },
  );
  tokenizer.write(`<a x="${raw}">`, true);
  return value;
}

// What the tree builder does with a start tag, as far as the quick reading follows it.
const BAIL = 0;
const HTML_ELEMENT = 1;
const SVG_ELEMENT = 2;
/** An HTML element whose text runs to its end tag, markup or not (script, style, title, textarea). */
const RAW_TEXT = 3;

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
class OpenElements {
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
