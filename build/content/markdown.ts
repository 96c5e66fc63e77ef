// Markdown bodies: what they may hold, checked when their file is read, and their rendering.
//
// HTML in the text is limited to a few inline elements; a link goes to https:, mailto:, tel: or a
// path of the site (markdown/rules.ts); anything else is a build error naming file:line. Both are
// read the way a browser reads them (markdown/html.ts), and the renderer writes the allowed HTML
// again from that same reading (markdown/parser.ts), so what a page carries is what the check read.
//
// A text is also held to bounds (LIMITS), checked by one pass over its lines before marked reads
// it (markdown/line-scan.ts), and again by marked's own reading, which stops where a text goes
// past them (markdown/bounded-lexer.ts): marked reads most text in time proportional to its size,
// but a few shapes in time that grows with their square, or by a recursion as deep as they nest.
export { checkMarkdown } from './markdown/check.ts';
export { ENGINE_IDS, slugify, type Heading } from './markdown/headings.ts';
export { oversized, unreadable, type MarkupProblem } from './markdown/problems.ts';
export { renderMarkdown, type Rendered } from './markdown/render.ts';
export { ALLOWED_MARKUP, LIMITS, MARKDOWN_RULES } from './markdown/rules.ts';
