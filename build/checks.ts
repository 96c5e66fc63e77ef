// Checks on the finished output, before anything is written: every internal link and source
// resolves to a file, every #fragment to an id on its page, every <img> has alt, width and
// height, every page has one <h1>. Each check lists every instance it finds.
// The slim build parses with htmlparser2 and loads in half the time of the full one.
import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio/slim';
import { BuildError, errors } from './errors.ts';
import { resolvePath } from './routes.ts';

type Files = Map<string, Uint8Array>;

const URL_ATTRS: [selector: string, attr: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['script[src]', 'src'],
  ['iframe[src]', 'src'],
  ['video[poster]', 'poster'],
  ['form[action]', 'action'],
];

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

interface PageFacts {
  ids: Set<string>;
  /** Every internal-looking URL the page holds, with what holds it (`<a href>`). */
  urls: [raw: string, what: string][];
  /** `<img src="...">: no alt`, and the like. */
  images: string[];
  h1: number;
}

// What each page says, by its content: the dev server rebuilds every page after an edit, and
// most come out the same, so only the pages that changed are parsed again.
let seen = new Map<string, PageFacts>();

function factsOf(html: Uint8Array): PageFacts {
  const $ = cheerio.load(Buffer.from(html).toString('utf8'));
  const urls: PageFacts['urls'] = [];
  for (const [selector, attr] of URL_ATTRS) $(selector).each((_, el) => void urls.push([$(el).attr(attr)!, `<${selector.split('[')[0]} ${attr}>`]));
  $('img[srcset], source[srcset]').each((_, el) => {
    const name = $(el).is('img') ? 'img' : 'source';
    for (const candidate of $(el).attr('srcset')!.split(',')) urls.push([candidate.trim().split(/\s+/)[0] ?? '', `<${name} srcset>`]);
  });
  const images: string[] = [];
  $('img').each((_, el) => {
    const img = $(el);
    const missing = ['alt', 'width', 'height'].filter((a) => img.attr(a) === undefined);
    const bad = ['width', 'height'].filter((a) => img.attr(a) !== undefined && !/^\d+$/.test(img.attr(a)!));
    if (missing.length || bad.length) images.push(`<img src="${img.attr('src') ?? ''}">: ${[...missing.map((m) => `no ${m}`), ...bad.map((b) => `${b} is not a whole number`)].join(', ')}`);
  });
  return { ids: new Set($('[id]').map((_, el) => $(el).attr('id')!).get()), urls, images, h1: $('h1').length };
}

/** `exists`: every file dist/ will hold, `files` (the pages among them) and copied ones alike. */
export function checkOutput(files: Files, exists: { has(file: string): boolean }): BuildError[] {
  const html = [...files.keys()].filter((f) => f.endsWith('.html')).sort();
  const known = seen;
  seen = new Map();
  const facts = new Map(
    html.map((f) => {
      const data = files.get(f)!;
      const key = createHash('sha1').update(data).digest('hex');
      const found = known.get(key) ?? seen.get(key) ?? factsOf(data);
      seen.set(key, found);
      return [f, found];
    }),
  );

  // The same broken link on every page (a header link, say) is one problem, listed once.
  const broken = new Map<string, string[]>();
  const brokenLink = (file: string, problem: string) => broken.set(problem, [...(broken.get(problem) ?? []), file]);
  const images: string[] = [];
  const headings: string[] = [];

  for (const [file, page] of facts) {
    for (const [raw, what] of page.urls) {
      const url = raw.trim();
      if (!url || isExternal(url)) continue;
      const [beforeHash, fragment] = url.split('#', 2) as [string, string | undefined];
      const pathPart = beforeHash.split('?')[0]!;
      let target: string | null = file;
      if (pathPart) {
        const absolute = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `http://x/${file}`).pathname;
        target = resolvePath(absolute, exists);
        if (!target) {
          brokenLink(file, `${what} "${raw}": nothing in dist/ answers ${absolute}`);
          continue;
        }
      }
      if (fragment === undefined) continue;
      if (fragment === '') brokenLink(file, `${what} "${raw}": an empty #fragment goes nowhere`);
      else if (target.endsWith('.html') && !facts.get(target)?.ids.has(decodeURIComponent(fragment)))
        brokenLink(file, `${what} "${raw}": ${target} has no element with id="${fragment}"`);
    }
    images.push(...page.images.map((problem) => `${file} -> ${problem}`));
    if (page.h1 !== 1) headings.push(`${file}: ${page.h1} <h1> elements`);
  }

  const links = [...broken].map(([problem, pages]) => {
    const unique = [...new Set(pages)];
    const where = unique.length > 3 ? `${unique.slice(0, 3).join(', ')} and ${unique.length - 3} more pages` : unique.join(', ');
    return `${where} -> ${problem}`;
  });
  const found: BuildError[] = [];
  if (links.length) found.push(errors.brokenLinks(links));
  if (images.length) found.push(errors.badImages(images));
  if (headings.length) found.push(errors.headings(headings));
  return found;
}
