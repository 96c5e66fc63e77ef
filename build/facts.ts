// What the checks need to know of a built page, read in one pass of htmlparser2's streaming
// parser (no DOM: three times faster than loading the page into cheerio): the ids it holds,
// the internal URLs it points at, its <img> elements without alt or size, its <h1> count.
// Small and plain, so a worker thread can send it back and the next build can keep it.
import type { Parser as ParserClass } from 'htmlparser2';
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
  const { Parser } = load<{ Parser: typeof ParserClass }>('htmlparser2');
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id !== undefined) ids.push(attrs.id);
        if (name === 'h1') h1++;
        const attr = URL_ATTRS[name];
        if (attr && attrs[attr] !== undefined) add(attrs[attr], `<${name} ${attr}>`);
        if ((name === 'img' || name === 'source') && attrs.srcset !== undefined)
          for (const candidate of attrs.srcset.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '', `<${name} srcset>`);
        if (name === 'img') {
          const missing = ['alt', 'width', 'height'].filter((a) => attrs[a] === undefined);
          const bad = ['width', 'height'].filter((a) => attrs[a] !== undefined && !/^\d+$/.test(attrs[a]!));
          if (missing.length || bad.length)
            images.push(`<img src="${attrs.src ?? ''}">: ${[...missing.map((m) => `no ${m}`), ...bad.map((b) => `${b} is not a whole number`)].join(', ')}`);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { ids, links: [...links.values()], images, h1 };
}
