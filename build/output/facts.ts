// What the checks need to know of a built page: the ids it holds, the URLs of the site it points
// at, its <img> elements without alt or size, its <h1> count. Small and plain, so a worker
// thread can send it back and the next build can keep it.
//
// A page is read as a browser reads it: by the HTML standard's parser (parse5), whose tree says
// which elements the page has, with which attributes, and which are inert (a <template>'s
// content). What the facts take from each element is written once (facts/collect.ts): the
// parser's tree feeds it (facts/tree.ts), and so does a quicker reading of the markup React
// writes (facts/quick.ts), which needs no node for every element, attribute and piece of text
// and gives a page up at the first tag it cannot follow for sure. Both are compared on random
// pages and on the inputs of html5lib's tree-construction tests (test/engine/facts.test.ts,
// scripts/html5lib-agreement.ts).
import type { PageFacts, Reading } from './facts/collect.ts';
import { quickFacts } from './facts/quick.ts';
import { treeFacts } from './facts/tree.ts';

export { Facts, type Namespace, type PageFacts, type Reading } from './facts/collect.ts';
export { cssUrls } from './facts/css-urls.ts';
export { quickFacts } from './facts/quick.ts';
export type { Attributes } from './facts/sources.ts';
export { treeFacts } from './facts/tree.ts';
export { refreshUrl, srcsetUrls } from './facts/urls.ts';

/**
 * `file`: the page's path in dist/ ("article/x/index.html"), against which relative URLs resolve.
 * The page is read with scripting off: what a visitor without JavaScript sees, <noscript>'s
 * links included, is checked too; with scripting on, a <noscript> holds text and its links
 * would go unchecked, while everything else reads the same.
 */
export function pageFacts(html: string, file: string, reading: Reading = {}): PageFacts {
  return quickFacts(html, file, reading) ?? treeFacts(html, file, reading);
}
