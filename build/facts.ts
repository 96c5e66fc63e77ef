// What the checks need to know of a built page: the ids it holds, the internal URLs it points
// at, its <img> elements without alt or size, its <h1> count. Small and plain, so a worker
// thread can send it back and the next build can keep it.
//
// A page is read the way htmlparser2's tokenizer reads it (no DOM, no tree: the parser on top
// of it would build every attribute of every element, and these facts need a handful). Its
// tokenizer looks at every character, in JavaScript; the markup React writes takes one form
// only (attribute values in double quotes, nothing but names and values in a tag), which one
// regular expression reads a tag of at a time, in the engine's compiled code, and only the
// tags that matter are looked into: a page of 27 KB takes a third less time. A page holding
// any other form (raw HTML in Markdown, say) is read by the tokenizer, all of it.
import type { Tokenizer as TokenizerClass, TokenizerCallbacks } from 'htmlparser2';
import { load } from './lazy.ts';

export interface PageFacts {
  ids: string[];
  /**
   * Every distinct internal URL the page holds, resolved against the page ("/a/b#c"), with
   * what holds it: `[url, '<a href>', raw]` (raw only when it differs from url).
   */
  links: [url: string, what: string, raw?: string][];
  /** `<img src="...">: no alt`, and the like. */
  images: string[];
  h1: number;
}

const URL_ATTRS: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  source: 'src',
  script: 'src',
  iframe: 'src',
  video: 'poster',
  form: 'action',
};

/** The attributes the facts are made of. */
const WANTED = new Set(['id', 'srcset', 'alt', 'width', 'height', ...Object.values(URL_ATTRS)]);

export const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** The facts of a page, gathered element by element. */
class Facts {
  readonly ids: string[] = [];
  readonly links = new Map<string, [string, string, string?]>();
  readonly images: string[] = [];
  h1 = 0;
  private readonly base: string;

  constructor(private readonly file: string) {
    this.base = `http://x/${file}`;
  }

  /** A start tag and the attributes of it these facts look at (the first of a name counts). */
  element(tag: string, attrs: Record<string, string>): void {
    if (attrs.id !== undefined) this.ids.push(attrs.id);
    if (tag === 'h1') this.h1++;
    const url = URL_ATTRS[tag];
    if (url && attrs[url] !== undefined) this.add(attrs[url], `<${tag} ${url}>`);
    if ((tag === 'img' || tag === 'source') && attrs.srcset !== undefined)
      for (const candidate of attrs.srcset.split(',')) this.add(candidate.trim().split(/\s+/)[0] ?? '', `<${tag} srcset>`);
    if (tag === 'img') {
      const missing = ['alt', 'width', 'height'].filter((a) => attrs[a] === undefined);
      const bad = ['width', 'height'].filter((a) => attrs[a] !== undefined && !/^\d+$/.test(attrs[a]!));
      if (missing.length || bad.length)
        this.images.push(`<img src="${attrs.src ?? ''}">: ${[...missing.map((m) => `no ${m}`), ...bad.map((b) => `${b} is not a whole number`)].join(', ')}`);
    }
  }

  private add(raw: string, what: string) {
    const url = raw.trim();
    if (!url || isExternal(url)) return;
    let resolved = url;
    if (!url.startsWith('/') && !url.startsWith('#')) {
      const parsed = new URL(url, this.base);
      resolved = parsed.pathname + parsed.search + parsed.hash;
    } else if (url.startsWith('#')) resolved = `/${this.file}${url}`;
    if (!this.links.has(resolved)) this.links.set(resolved, resolved === raw ? [resolved, what] : [resolved, what, raw]);
  }

  done(): PageFacts {
    return { ids: this.ids, links: [...this.links.values()], images: this.images, h1: this.h1 };
  }
}

// A start tag as React writes it: `<name`, then attributes each after white space, a name
// alone or followed by `="value"`, then `>` or `/>`. The tokenizer reads such a tag into the
// same name and attributes. Each part has one way to match (names are split by white space
// only), so a tag that is not of this form fails quickly.
const PLAIN_TAG = /<([a-zA-Z][^\t\n\f\r />]*)((?:[\t\n\f\r ]+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)*)[\t\n\f\r ]*(\/?)>/y;
const PLAIN_ATTRIBUTE = /[\t\n\f\r ]+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;
const HAS_ID = /[\t\n\f\r ]id(?:[\t\n\f\r =/>]|$)/i;
/** Elements whose text runs to their end tag, markup or not (as the tokenizer has them): that end, `</name` then white space or `>`, in any case. */
const RAW_TEXT_END = new Map(['script', 'style', 'title', 'textarea', 'xmp'].map((name) => [name, new RegExp(`</${name}[\\t\\n\\f\\r >]`, 'ig')]));
const isLetter = (code: number) => (code | 0x20) >= 97 && (code | 0x20) <= 122;
/** Tags whose attributes make facts, besides any tag with an id. */
const LOOKED_AT = new Set([...Object.keys(URL_ATTRS), 'h1']);

/** `file`: the page's path in dist/ ("article/x/index.html"), against which relative URLs resolve. */
export function pageFacts(html: string, file: string): PageFacts {
  return plainFacts(html, file) ?? tokenizerFacts(html, file);
}

/** The facts of a page all of whose tags are plain, or null (then the tokenizer reads it). */
function plainFacts(html: string, file: string): PageFacts | null {
  const facts = new Facts(file);
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
    const next = html.charCodeAt(lt + 1);
    // `</...>`, `<?...>`: to the next `>`. `<!--`: to the first `-->` (`<!-->` is a whole
    // comment). `<!DOCTYPE ...>`: to the next `>`. Anything else after `<!` is left to the tokenizer.
    if (next === 47 /* / */ || next === 63 /* ? */) pos = past('>', lt + 2);
    else if (next === 33 /* ! */) {
      if (html.startsWith('--', lt + 2)) pos = past('-->', lt + 2);
      else if (isLetter(html.charCodeAt(lt + 2))) pos = past('>', lt + 3);
      else return null;
    } else if (isLetter(next)) {
      PLAIN_TAG.lastIndex = lt;
      const tag = PLAIN_TAG.exec(html);
      if (!tag) return null;
      pos = PLAIN_TAG.lastIndex;
      const name = tag[1]!.toLowerCase();
      const attributes = tag[2]!;
      if (LOOKED_AT.has(name) || (attributes !== '' && HAS_ID.test(attributes))) {
        const attrs: Record<string, string> = {};
        PLAIN_ATTRIBUTE.lastIndex = 0;
        for (let m; (m = PLAIN_ATTRIBUTE.exec(attributes)); ) {
          const key = m[1]!.toLowerCase();
          if (!WANTED.has(key) || attrs[key] !== undefined) continue;
          const value = m[2] ?? '';
          attrs[key] = value.includes('&') ? decodeValue(value) : value;
        }
        facts.element(name, attrs);
      }
      const close = tag[3] === '' ? RAW_TEXT_END.get(name) : undefined;
      if (close) {
        close.lastIndex = pos;
        const found = close.exec(html);
        if (!found) break;
        pos = past('>', found.index + 2 + name.length);
      }
    } else pos = lt + 1; // a `<` in text
  }
  return facts.done();
}

/** A value in double quotes with its character references decoded, as the tokenizer does. */
function decodeValue(raw: string): string {
  let value = '';
  readTags(`<a x="${raw}">`, {
    onattribdata: (text) => (value += text),
    onattribentity: (codepoint) => (value += String.fromCodePoint(codepoint)),
  });
  return value;
}

/** The page read by htmlparser2's tokenizer, every character of it. */
export function tokenizerFacts(html: string, file: string): PageFacts {
  const facts = new Facts(file);
  // The element being read: its name, and the attributes these facts look at.
  let tag = '';
  let attrs: Record<string, string> = {};
  let attr: string | null = null;
  let value = '';
  const element = () => {
    facts.element(tag, attrs);
    tag = '';
  };
  readTags(html, {
    onopentagname(name) {
      tag = name.toLowerCase();
      attrs = {};
    },
    onattribname(name) {
      const lower = name.toLowerCase();
      attr = WANTED.has(lower) && attrs[lower] === undefined ? lower : null;
      value = '';
    },
    onattribdata(text) {
      if (attr) value += text;
    },
    onattribentity(codepoint) {
      if (attr) value += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (attr) attrs[attr] = value;
    },
    onopentagend: element,
    onselfclosingtag: element,
  });
  return facts.done();
}

interface TagEvents {
  onopentagname?(name: string): void;
  onattribname?(name: string): void;
  onattribdata?(text: string): void;
  onattribentity?(codepoint: number): void;
  onattribend?(): void;
  onopentagend?(): void;
  onselfclosingtag?(): void;
}

/** Runs htmlparser2's tokenizer over `html` (entities decoded), telling `events` what it finds in tags. */
function readTags(html: string, events: TagEvents): void {
  const none = () => {};
  const callbacks: TokenizerCallbacks = {
    onopentagname: (start, end) => events.onopentagname?.(html.slice(start, end)),
    onattribname: (start, end) => events.onattribname?.(html.slice(start, end)),
    onattribdata: (start, end) => events.onattribdata?.(html.slice(start, end)),
    onattribentity: (codepoint) => events.onattribentity?.(codepoint),
    onattribend: () => events.onattribend?.(),
    onopentagend: () => events.onopentagend?.(),
    onselfclosingtag: () => events.onselfclosingtag?.(),
    oncdata: none,
    onclosetag: none,
    oncomment: none,
    ondeclaration: none,
    onend: none,
    onprocessinginstruction: none,
    ontext: none,
    ontextentity: none,
  };
  const { Tokenizer } = load<{ Tokenizer: typeof TokenizerClass }>('htmlparser2');
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
}
