// Checks on the finished output, before it replaces dist/: every link and source of the site
// resolves to a file, every #fragment to an id on its page (as a browser finds it), no page holds
// an id twice, every <img> has alt, width and height, every page has one <h1>. Each check lists
// every instance it finds.
// They work on each page's facts (build/output/facts.ts), read once when the page is made and kept by
// the next build while the page does not change; a URL that many pages share (the header's
// links) is resolved once.
import { BuildError, errors } from '../errors.ts';
import type { PageFacts } from './facts.ts';
import { resolvePath } from '../render/routes.ts';

/**
 * `pages`: the facts of every HTML page dist/ will hold, by path in dist/. `exists`: every file
 * dist/ will hold, pages and copied files alike. `only`: the pages to check (all by default;
 * the others are known to be sound and are only link targets).
 */
export function checkOutput(pages: Map<string, { facts: PageFacts }>, exists: { has(file: string): boolean }, only?: Set<string>): BuildError[] {
  const idsOf = new Map<string, Set<string>>();
  const ids = (file: string) => {
    let set = idsOf.get(file);
    if (!set) idsOf.set(file, (set = new Set(pages.get(file)?.facts.ids ?? [])));
    return set;
  };
  // What is wrong with a URL (resolved, so the same for every page that holds it), or ''.
  const verdicts = new Map<string, string>();
  const verdict = (url: string): string => {
    let found = verdicts.get(url);
    if (found !== undefined) return found;
    const hash = url.indexOf('#');
    const beforeHash = hash < 0 ? url : url.slice(0, hash);
    const fragment = hash < 0 ? undefined : url.slice(hash + 1);
    const pathPart = beforeHash.split('?')[0]!;
    const target = resolvePath(pathPart, exists);
    if (!target) found = `nothing in dist/ answers ${pathPart}`;
    else if (fragment !== undefined && target.endsWith('.html') && !indicates(ids(target), fragment)) found = `${target} has no element with id="${percentDecode(fragment)}"`;
    else found = '';
    verdicts.set(url, found);
    return found;
  };

  // The same broken link on every page (a header link, say) is one problem, listed once.
  const broken = new Map<string, string[]>();
  const images: string[] = [];
  const headings: string[] = [];
  const duplicates: string[] = [];
  for (const file of [...(only ?? pages.keys())].sort()) {
    const page = pages.get(file)!.facts;
    for (const [url, what, raw] of page.links) {
      const wrong = verdict(url);
      if (!wrong) continue;
      const problem = `${what} "${raw ?? url}": ${wrong}`;
      broken.set(problem, [...(broken.get(problem) ?? []), file]);
    }
    images.push(...page.images.map((problem) => `${file} -> ${problem}`));
    if (page.h1 !== 1) headings.push(`${file}: ${page.h1} <h1> elements`);
    duplicates.push(...repeatedIds(page.ids).map(([id, count]) => `${file}: id="${id}" is on ${count} elements`));
  }

  const links = [...broken].map(([problem, files]) => {
    const where = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more pages` : files.join(', ');
    return `${where} -> ${problem}`;
  });
  const found: BuildError[] = [];
  if (links.length) found.push(errors.brokenLinks(links));
  if (images.length) found.push(errors.badImages(images));
  if (headings.length) found.push(errors.headings(headings));
  if (duplicates.length) found.push(errors.duplicateIds(duplicates));
  return found;
}

/** Each id given to more than one element, and to how many. */
function repeatedIds(ids: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1);
}

/**
 * Whether a #fragment leads somewhere on a page holding these ids (HTML standard, "find a
 * potential indicated element"): an empty one, and "top" in any case, are the top of the page.
 */
function indicates(ids: Set<string>, fragment: string): boolean {
  if (fragment === '' || ids.has(fragment)) return true;
  const decoded = percentDecode(fragment);
  return ids.has(decoded) || decoded.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()) === 'top';
}

/** The URL standard's percent-decode, then UTF-8 (bad bytes become U+FFFD, as in the browser). */
function percentDecode(s: string): string {
  if (!s.includes('%')) return s;
  const bytes = s.split(/(%[0-9a-fA-F]{2})/).flatMap((part) => (/^%[0-9a-fA-F]{2}$/.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part)]));
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes));
}
