// What the facts of a page are, element by element (class Facts): both readings of a page, by
// parse5's tree (tree.ts) and by the quicker one of React's markup (quick.ts), feed it the page's
// elements in document order, and it resolves the URLs they hold once the page's base is known.
import { cssUrls } from './css-urls.ts';
import { HTML_SOURCES, isCss, SVG_PAINTS, type Attributes } from './sources.ts';
import { refreshUrl, srcsetUrls } from './urls.ts';

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

export type Namespace = 'html' | 'svg' | 'math';

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
    // Most URLs are paths the URL parser gives back as written: those are taken as they stand, unparsed.
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
