// A checked body rendered to HTML, with its headings, once the site's address and the layout's ids
// are known.
import { ENGINE_IDS, type Heading } from './headings.ts';
import { CHECK_BASE } from './html.ts';
import { parser, type Entry, type EntryOptions } from './parser.ts';

export interface Rendered {
  html: string;
  headings: Heading[];
}

/** The HTML of a body, and what its rendering gathered: its headings, whether a link needs the site's origin. */
function render(source: string, site: URL, taken: Iterable<string>): { html: string; entry: Entry } {
  const entry: Entry = { headings: [], taken: new Set(taken), next: new Map(), site };
  const options: EntryOptions = { async: false, entry };
  return { html: parser().parse(source, options), entry };
}

/**
 * HTML and headings of a body already checked; links to another origin than `siteUrl`'s get
 * rel="noopener", no heading takes an id of `taken` (the layout's) or of another heading.
 */
export function renderMarkdown(source: string, siteUrl?: string, taken: Iterable<string> = ENGINE_IDS): Rendered {
  const { html, entry } = render(source, siteUrl ? new URL(siteUrl) : CHECK_BASE, taken);
  return { html, headings: entry.headings };
}
