// A checked body rendered to HTML, with its headings: once the site's address and the layout's ids
// are known (renderMarkdown), or ahead of them while the site's code compiles (renderAhead), kept
// when they would not change it (stillRendered).
import { ENGINE_IDS, type Heading } from './headings.ts';
import { CHECK_BASE } from './html.ts';
import { parser, type Entry, type EntryOptions } from './parser.ts';

export interface Rendered {
  html: string;
  headings: Heading[];
}

/** The HTML of a body, and what its rendering gathered: its headings, whether a link needs the site's origin. */
function render(source: string, site: URL | null, taken: Iterable<string>): { html: string; entry: Entry } {
  const entry: Entry = { headings: [], taken: new Set(taken), next: new Map(), site, undecided: false };
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

/**
 * A body rendered before the site's address and layout are known (while its code compiles):
 * what renderMarkdown will give with any address, or null when a link names an origin (whether
 * it is another site's depends on the address). Its headings took only the engine's ids: see
 * stillRendered for the layout's.
 */
export function renderAhead(source: string): Rendered | null {
  const { html, entry } = render(source, null, ENGINE_IDS);
  return entry.undecided ? null : { html, headings: entry.headings };
}

/**
 * A body rendered ahead, when taking the layout's ids (`taken`) would not change it: each
 * heading takes the first id free, so if none of them took one of `taken`, each would take the
 * same with them taken too.
 */
export function stillRendered(ahead: Rendered | undefined, taken: ReadonlySet<string>): Rendered | undefined {
  return ahead && !ahead.headings.some((h) => taken.has(h.id)) ? ahead : undefined;
}
