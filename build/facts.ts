// What the checks need to know of a built page, read in one pass of htmlparser2's tokenizer
// (no DOM, no tree: the parser on top of it would build every attribute of every element, and
// these facts need a handful): the ids it holds, the internal URLs it points at, its <img>
// elements without alt or size, its <h1> count. Small and plain, so a worker thread can send
// it back and the next build can keep it.
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

/** `file`: the page's path in dist/ ("article/x/index.html"), against which relative URLs resolve. */
export function pageFacts(html: string, file: string): PageFacts {
  const ids: string[] = [];
  const links = new Map<string, [string, string, string?]>();
  const images: string[] = [];
  let h1 = 0;
  const base = `http://x/${file}`;
  const add = (raw: string, what: string) => {
    const url = raw.trim();
    if (!url || isExternal(url)) return;
    let resolved = url;
    if (!url.startsWith('/') && !url.startsWith('#')) {
      const parsed = new URL(url, base);
      resolved = parsed.pathname + parsed.search + parsed.hash;
    } else if (url.startsWith('#')) resolved = `/${file}${url}`;
    if (!links.has(resolved)) links.set(resolved, resolved === raw ? [resolved, what] : [resolved, what, raw]);
  };
  // The element being read: its name, and the attributes these facts look at (the first of
  // a name counts, as in the parser).
  let tag = '';
  let attrs: Record<string, string> = {};
  let attr: string | null = null;
  let value = '';
  const element = () => {
    if (attrs.id !== undefined) ids.push(attrs.id);
    if (tag === 'h1') h1++;
    const url = URL_ATTRS[tag];
    if (url && attrs[url] !== undefined) add(attrs[url], `<${tag} ${url}>`);
    if ((tag === 'img' || tag === 'source') && attrs.srcset !== undefined)
      for (const candidate of attrs.srcset.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '', `<${tag} srcset>`);
    if (tag === 'img') {
      const missing = ['alt', 'width', 'height'].filter((a) => attrs[a] === undefined);
      const bad = ['width', 'height'].filter((a) => attrs[a] !== undefined && !/^\d+$/.test(attrs[a]!));
      if (missing.length || bad.length)
        images.push(`<img src="${attrs.src ?? ''}">: ${[...missing.map((m) => `no ${m}`), ...bad.map((b) => `${b} is not a whole number`)].join(', ')}`);
    }
    tag = '';
  };
  const none = () => {};
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tag = html.slice(start, end).toLowerCase();
      attrs = {};
    },
    onattribname(start, end) {
      const name = html.slice(start, end).toLowerCase();
      attr = WANTED.has(name) && attrs[name] === undefined ? name : null;
      value = '';
    },
    onattribdata(start, end) {
      if (attr) value += html.slice(start, end);
    },
    onattribentity(codepoint) {
      if (attr) value += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (attr) attrs[attr] = value;
    },
    onopentagend: element,
    onselfclosingtag: element,
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
  return { ids, links: [...links.values()], images, h1 };
}
