// Checks on the finished output, before anything is written: every internal link and source
// resolves to a file, every #fragment to an id on its page, every <img> has alt, width and
// height, every page has one <h1>. Each check lists every instance it finds.
// The slim build parses with htmlparser2 and loads in half the time of the full one.
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

export function checkOutput(files: Files): BuildError[] {
  const html = [...files.keys()].filter((f) => f.endsWith('.html')).sort();
  const docs = new Map(html.map((f) => [f, cheerio.load(Buffer.from(files.get(f)!).toString('utf8'))]));
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) {
      const $ = docs.get(file);
      set = new Set($ ? $('[id]').map((_, el) => $(el).attr('id')!).get() : []);
      ids.set(file, set);
    }
    return set;
  };

  // The same broken link on every page (a header link, say) is one problem, listed once.
  const broken = new Map<string, string[]>();
  const brokenLink = (file: string, problem: string) => broken.set(problem, [...(broken.get(problem) ?? []), file]);
  const images: string[] = [];
  const headings: string[] = [];

  for (const [file, $] of docs) {
    const checkUrl = (raw: string, what: string) => {
      const url = raw.trim();
      if (!url || isExternal(url)) return;
      const [beforeHash, fragment] = url.split('#', 2) as [string, string | undefined];
      const pathPart = beforeHash.split('?')[0]!;
      let target: string | null = file;
      if (pathPart) {
        const absolute = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `http://x/${file}`).pathname;
        target = resolvePath(absolute, files);
        if (!target) {
          brokenLink(file, `${what} "${raw}": nothing in dist/ answers ${absolute}`);
          return;
        }
      }
      if (fragment === undefined) return;
      if (fragment === '') brokenLink(file, `${what} "${raw}": an empty #fragment goes nowhere`);
      else if (target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(fragment)))
        brokenLink(file, `${what} "${raw}": ${target} has no element with id="${fragment}"`);
    };
    for (const [selector, attr] of URL_ATTRS) $(selector).each((_, el) => checkUrl($(el).attr(attr)!, `<${selector.split('[')[0]} ${attr}>`));
    $('img[srcset], source[srcset]').each((_, el) => {
      const name = $(el).is('img') ? 'img' : 'source';
      for (const candidate of $(el).attr('srcset')!.split(',')) checkUrl(candidate.trim().split(/\s+/)[0] ?? '', `<${name} srcset>`);
    });

    $('img').each((_, el) => {
      const img = $(el);
      const missing = ['alt', 'width', 'height'].filter((a) => img.attr(a) === undefined);
      const bad = ['width', 'height'].filter((a) => img.attr(a) !== undefined && !/^\d+$/.test(img.attr(a)!));
      if (missing.length || bad.length)
        images.push(`${file} -> <img src="${img.attr('src') ?? ''}">: ${[...missing.map((m) => `no ${m}`), ...bad.map((b) => `${b} is not a whole number`)].join(', ')}`);
    });

    const h1 = $('h1').length;
    if (h1 !== 1) headings.push(`${file}: ${h1} <h1> elements`);
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
