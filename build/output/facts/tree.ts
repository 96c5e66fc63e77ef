// A page read by the HTML standard's parser (parse5), every character of it: the elements of its
// tree, in document order, go to Facts.
import type * as Parse5 from 'parse5';
import { load } from '../../lazy.ts';
import { asciiLower } from './ascii.ts';
import { Facts, type Namespace, type PageFacts, type Reading } from './collect.ts';
import type { Attributes } from './sources.ts';

type Node = Parse5.DefaultTreeAdapterMap['node'];
type Element = Parse5.DefaultTreeAdapterMap['element'];

const NAMESPACES: Record<string, Namespace> = {
  'http://www.w3.org/1999/xhtml': 'html',
  'http://www.w3.org/2000/svg': 'svg',
  'http://www.w3.org/1998/Math/MathML': 'math',
};

/** An element's attributes as parse5 has them: a foreign one (xlink:href in SVG) by prefix and name. */
class TreeAttributes implements Attributes {
  constructor(private readonly list: Element['attrs']) {}

  get(name: string): string | undefined {
    for (const attribute of this.list) if ((attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name) === name) return attribute.value;
    return undefined;
  }
}

/** The page read by parse5, every character of it: its tree's elements, in document order. */
export function treeFacts(html: string, file: string, reading: Reading = {}): PageFacts {
  const { parse } = load<typeof Parse5>('parse5');
  const facts = new Facts(file, reading);
  // A <template>'s content is a fragment of its own (`content`), outside childNodes: left out.
  const pending: Node[] = [parse(html, { scriptingEnabled: reading.scripting ?? false })];
  while (pending.length) {
    const node = pending.pop()!;
    if ('tagName' in node) {
      const namespace = NAMESPACES[node.namespaceURI] ?? 'html';
      // (The parser writes HTML names in lower case, and SVG's in their own case: viewBox, clipPath.)
      const name = namespace === 'html' ? node.tagName : asciiLower(node.tagName);
      facts.element(name, namespace, new TreeAttributes(node.attrs), name === 'style' ? textOf(node) : undefined);
    }
    if ('childNodes' in node) for (let i = node.childNodes.length - 1; i >= 0; i--) pending.push(node.childNodes[i]!);
  }
  return facts.done();
}

/** An element's child text content: a style sheet's text. */
const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
