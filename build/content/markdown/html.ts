// The HTML of a Markdown body and the addresses of its links, read as a browser reads them: HTML
// through parse5's tokenizer, the HTML standard's own (never regexes: a comment ends at `-->`,
// `--!>` or `<!-->` as in a browser), an address with its entities decoded, then parsed as a URL.
import type { Tokenizer as Parse5Tokenizer, TokenHandler } from 'parse5';
import { load } from '../../lazy.ts';
import { ALLOWED, SCHEMES, VOID } from './rules.ts';

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
 * What a comment token of the tokenizer is written as: a comment (`<!--`, allowed, left out),
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
export function scanHtml(source: string, opened = new Map<string, number>()): { html: string; problems: { at: number; what: string }[] } {
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

/** The base a link is checked against: a path of the site resolves to it. */
export const CHECK_BASE = new URL('https://site.invalid/');

/** A link's address as a browser follows it (entities decoded, tabs dropped, any case), or null. */
export function linkTarget(href: string, base: URL): URL | null {
  let value = href;
  // marked writes the address as an attribute's value: that is how a browser decodes it.
  if (href.includes('&')) readHtml(`<a href="${href.replace(/"/g, '&quot;')}">`, { open: (tag) => (value = tag.attributes[0]?.[1] ?? ''), close() {}, text() {}, other() {} });
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

export const allowedLink = (href: string) => SCHEMES.includes(linkTarget(href, CHECK_BASE)?.protocol ?? '');
