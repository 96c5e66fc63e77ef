// The quick reading of a page: the markup React writes takes one form (attribute values in double
// quotes, every element closed where it opened), which a regular expression reads a tag at a time,
// while a stack of the open elements (open-elements.ts) follows what the standard's tree builder
// does with each tag. At the first tag whose treatment that stack cannot tell for sure, the quick
// reading gives the page up, and parse5 reads all of it (tree.ts).
import { attributesOf } from './attributes.ts';
import { Facts, type PageFacts, type Reading } from './collect.ts';
import { BAIL, OpenElements, RAW_TEXT, SVG_ELEMENT } from './open-elements.ts';
import { SOURCES } from './sources.ts';

// A start tag as React writes it: `<name`, then attributes each after white space, a name
// alone or followed by `="value"`, then `>` or `/>`. The standard's tokenizer reads such a tag
// into the same name and attributes. Names are ASCII (then lower case is ASCII lower case, as the
// tokenizer's), and each part has one way to match, so a tag of another form fails quickly.
const PLAIN_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[\t\n\f\r ]+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)*)[\t\n\f\r ]*(\/?)>/y;
/** The same, for a name in lower case (most are): no need to lower it. */
const PLAIN_LOWER_TAG = new RegExp(PLAIN_TAG.source.replace('[a-zA-Z][a-zA-Z0-9-]*', '[a-z][a-z0-9-]*'), 'y');
/** An end tag without attributes: the tokenizer reads white space and `/` before its `>` as nothing. */
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)[\t\n\f\r /]*>/y;
const END_REST = /[\t\n\f\r /]*>/y;
const WHITESPACE = /[\t\n\f\r ]*/y;
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
const SVG_WORTH_READING = /[\t\n\f\r ](?:id|style|href|xlink:href)(?=[\t\n\f\r =]|$)|url\(/i;

/** What a step of the quick reading gives when it gives the page up. */
const GIVEN_UP = -1;

/** The facts of a page all of whose markup reads plainly, or null (then parse5 reads it). */
export function quickFacts(html: string, file: string, reading: Reading = {}): PageFacts | null {
  const facts = new Facts(file, reading);
  const open = new OpenElements(reading.scripting ?? false);
  let pos = 0;
  while (pos < html.length) {
    const lt = html.indexOf('<', pos);
    if (lt < 0) break;
    if (open.beforeBody && lt > pos) {
      WHITESPACE.lastIndex = pos;
      WHITESPACE.exec(html);
      if (WHITESPACE.lastIndex < lt) open.text();
    }
    pos = pastMarkup(html, lt, open, facts);
    if (pos === GIVEN_UP) return null;
  }
  return facts.done();
}

/** Past what starts at the `<` at `lt`: a tag, a comment, a declaration, or a `<` in text. */
function pastMarkup(html: string, lt: number, open: OpenElements, facts: Facts): number {
  const next = html.charCodeAt(lt + 1);
  if (next === 47 /* / */) return pastEndTag(html, lt, open);
  if (next === 33 /* ! */) {
    // `<!--` to the comment's end; `<![CDATA[` is a section of text in SVG; anything else
    // (`<!DOCTYPE ...>`, `<!x>`) is read to the next `>`, whatever quotes it holds.
    if (html.startsWith('--', lt + 2)) return commentEnd(html, lt + 4);
    if (open.inSvg && html.startsWith('[CDATA[', lt + 2)) return GIVEN_UP;
    return past(html, '>', lt + 2);
  }
  if (next === 63 /* ? */) return past(html, '>', lt + 2);
  if (isLetter(next)) return pastStartTag(html, lt, open, facts);
  if (open.beforeBody) open.text(); // a `<` in text
  return lt + 1;
}

/** Past the first `close` at or after `from`; the end of the page without one. */
function past(html: string, close: string, from: number): number {
  const at = html.indexOf(close, from);
  return at < 0 ? html.length : at + close.length;
}

/** Past an end tag, or what a `</` starts instead (nothing, or a comment). */
function pastEndTag(html: string, lt: number, open: OpenElements): number {
  const after = html.charCodeAt(lt + 2);
  const current = open.current;
  if (current !== undefined && html.startsWith(current, lt + 2) && html.charCodeAt(lt + 2 + current.length) === 62 /* > */) {
    open.close(current); // the usual end tag, `</name>`, of the element open last
    return lt + 3 + current.length;
  }
  if (isLetter(after)) {
    END_TAG.lastIndex = lt;
    const tag = END_TAG.exec(html);
    if (!tag || !open.close(tag[1]!.toLowerCase())) return GIVEN_UP;
    return END_TAG.lastIndex;
  }
  if (after === 62 /* > */) return lt + 3; // `</>`: nothing
  return past(html, '>', lt + 2); // `</ x>`, `</1>`: a comment to the next `>`
}

/** Past a start tag (and a raw text element's text and end tag), giving Facts the element if it is worth it. */
function pastStartTag(html: string, lt: number, open: OpenElements, facts: Facts): number {
  PLAIN_LOWER_TAG.lastIndex = lt;
  PLAIN_TAG.lastIndex = lt;
  const lower = PLAIN_LOWER_TAG.exec(html);
  const tag = lower ?? PLAIN_TAG.exec(html);
  if (!tag) return GIVEN_UP;
  let pos = lower ? PLAIN_LOWER_TAG.lastIndex : PLAIN_TAG.lastIndex;
  const name = lower ? tag[1]! : tag[1]!.toLowerCase();
  const attributes = tag[2]!;
  const inert = open.templates > 0;
  const kind = open.open(name, tag[3] === '/');
  if (kind === BAIL) return GIVEN_UP;
  let text: string | undefined;
  if (kind === RAW_TEXT) {
    const raw = rawText(html, name, pos);
    if (raw === null) return GIVEN_UP;
    text = raw.text;
    pos = raw.end;
  }
  const namespace = kind === SVG_ELEMENT ? 'svg' : 'html';
  const worth = namespace === 'svg' ? SVG_WORTH_READING : WORTH_READING.get(name) ?? ANY_HTML_WORTH_READING;
  if (!inert && (worth === ALWAYS || (attributes !== '' && worth.test(attributes)))) facts.element(name, namespace, attributesOf(attributes), text);
  return pos;
}

/**
 * A raw text element's text from `from`, kept for a <style> (a style sheet), and where its end
 * tag ends; or null, for a script whose end tag the tokenizer may not see where it stands.
 */
function rawText(html: string, name: string, from: number): { text: string | undefined; end: number } | null {
  const close = RAW_TEXT_END.get(name)!;
  close.lastIndex = from;
  const found = close.exec(html);
  const textEnd = found ? found.index : html.length;
  // In a script, `<!--` may hide the end tag from the tokenizer (its "escaped" states).
  if (name === 'script' && html.slice(from, textEnd).includes('<!--')) return null;
  const text = name === 'style' ? html.slice(from, textEnd) : undefined;
  if (!found) return { text, end: html.length };
  END_REST.lastIndex = textEnd + 2 + name.length;
  if (!END_REST.exec(html)) return null;
  return { text, end: END_REST.lastIndex };
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
