// The marked parser every body is checked and rendered with: GitHub's Markdown, read by marked's
// lexer held to LIMITS (bounded-lexer.ts), and written by a renderer that writes the allowed HTML
// again from the check's own reading (html.ts), so that what a page carries is what the check
// read, whatever two HTML parsers might disagree on; it gives each heading an id and marks the
// links to other sites.
import type { Marked as MarkedClass, MarkedOptions, Renderer as RendererClass, Tokenizer as MarkedTokenizer } from 'marked';
import { load } from '../../lazy.ts';
import { countingReaders, lexBounded } from './bounded-lexer.ts';
import { headingId, type Heading, type HeadingIds } from './headings.ts';
import { linkTarget, scanHtml } from './html.ts';

/** What rendering one body gathers and goes by. */
export interface Entry extends HeadingIds {
  headings: Heading[];
  /** The site's origin, which tells a link to another site. */
  site: URL;
}

/** The options of one call to parse: marked hands them to the renderer, which finds its entry there. */
export type EntryOptions = MarkedOptions & { async: false; entry: Entry };

const entryOf = (options: MarkedOptions) => (options as EntryOptions).entry;

/** The parser, made on first use and kept: one serves every body, and making one is not free. */
let parserCache: MarkedClass | null = null;

export function parser(): MarkedClass {
  const { Marked, Renderer, Tokenizer } = load<{ Marked: typeof MarkedClass; Renderer: typeof RendererClass; Tokenizer: typeof MarkedTokenizer }>('marked');
  return (parserCache ??= new Marked({
    gfm: true,
    // (This parser never reads inline text alone, which would ask for another lexer.)
    hooks: { provideLexer: () => lexBounded },
    tokenizer: countingReaders(Tokenizer),
    renderer: {
      heading({ tokens, depth, text }) {
        const entry = entryOf(this.options);
        const id = headingId(entry, text);
        entry.headings.push({ depth, text, id });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      html: ({ text }) => scanHtml(text).html,
      link(token) {
        const html = Renderer.prototype.link.call(this, token);
        const entry = entryOf(this.options);
        const { site } = entry;
        const target = linkTarget(token.href, site);
        if (target?.protocol !== 'https:') return html;
        return target.origin !== site.origin ? html.replace('<a ', '<a rel="noopener" ') : html;
      },
    },
  }));
}
