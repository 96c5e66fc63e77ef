// Which attributes of which elements name URLs a browser fetches or goes to, and every attribute
// the facts read: the table both readings of a page (tree.ts, quick.ts) go by.
import { asciiLower } from './ascii.ts';

/** An element's attributes by name as the parser has it, lower case ("href", "xlink:href"). */
export interface Attributes {
  get(name: string): string | undefined;
}

/** How an attribute's value names URLs. */
type Kind = 'url' | 'srcset' | 'refresh';

/** An attribute of an HTML element that the browser fetches or goes to, when `applies` says it does. */
type Source = [attribute: string, kind: Kind, applies?: (attributes: Attributes) => boolean];

const typeOf = (attributes: Attributes) => asciiLower(attributes.get('type') ?? '');
/** A button submits unless its type says reset or button; formaction goes with submitting. */
const submits = (attributes: Attributes) => !['reset', 'button'].includes(typeOf(attributes));
const submitsOrImage = (attributes: Attributes) => ['submit', 'image'].includes(typeOf(attributes));
const isImageInput = (attributes: Attributes) => typeOf(attributes) === 'image';
const refreshes = (attributes: Attributes) => asciiLower(attributes.get('http-equiv') ?? '') === 'refresh';
/** A style sheet is applied when its type is absent, empty or text/css. */
export const isCss = (attributes: Attributes) => ['', 'text/css'].includes(typeOf(attributes));

const background: Source[] = [['background', 'url']];
/** The URLs of HTML elements (HTML standard; `background`: its rendering section, which browsers follow). */
export const SOURCES: Record<string, Source[]> = {
  a: [['href', 'url']],
  area: [['href', 'url']],
  link: [['href', 'url'], ['imagesrcset', 'srcset']],
  img: [['src', 'url'], ['srcset', 'srcset']],
  source: [['src', 'url'], ['srcset', 'srcset']],
  script: [['src', 'url']],
  iframe: [['src', 'url']],
  frame: [['src', 'url']],
  embed: [['src', 'url']],
  object: [['data', 'url']],
  video: [['src', 'url'], ['poster', 'url']],
  audio: [['src', 'url']],
  track: [['src', 'url']],
  form: [['action', 'url']],
  button: [['formaction', 'url', submits]],
  input: [['src', 'url', isImageInput], ['formaction', 'url', submitsOrImage]],
  meta: [['content', 'refresh', refreshes]],
  body: background,
  table: background,
  thead: background,
  tbody: background,
  tfoot: background,
  tr: background,
  td: background,
  th: background,
};
/** The same, each with what the checks call it ("<img srcset>"). */
export const HTML_SOURCES = new Map(
  Object.entries(SOURCES).map(([name, sources]) => [
    name,
    sources.map(([attribute, kind, applies]) => ({ attribute, kind, applies, what: kind === 'refresh' ? '<meta http-equiv="refresh">' : `<${name} ${attribute}>` })),
  ]),
);

/** SVG presentation attributes whose value may be a url(), a gradient or a clip path of the page, say. */
export const SVG_PAINTS = ['fill', 'stroke', 'clip-path', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'cursor'];

/** Every attribute Facts reads: the quick reading keeps these, and no other. */
export const READ = new Set([
  'id', 'style', 'alt', 'width', 'height', 'type', 'http-equiv', 'href', 'xlink:href', ...SVG_PAINTS,
  ...Object.values(SOURCES).flat().map(([attribute]) => attribute),
]);
