// The HTML document around a rendered page: doctype, head (title, description, canonical,
// Open Graph, JSON-LD, links, stylesheet, the runtime when the page has islands) and body.
import type { Head, HeadLink, PageContext } from './page.ts';
import { serializeIslandProps, serializeProps } from './props.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => escapes[c]!);

function tag(name: string, attrs: Record<string, string | undefined>): string {
  let html = `<${name}`;
  for (const key in attrs) {
    const value = attrs[key];
    if (value !== undefined) html += value === '' ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`;
  }
  return `${html}>`;
}

const meta = (name: string, content: string) => tag('meta', { name, content });
const property = (name: string, content: string) => tag('meta', { property: name, content });
const link = (l: HeadLink) => tag('link', { ...l });

export interface DocumentParts {
  lang: string;
  /** The Content-Security-Policy, as a <meta> can carry it. */
  csp: string;
  siteName: string;
  titleSuffix: string;
  head: Head;
  ctx: PageContext;
  body: string;
  stylesheet: string;
  headLinks: HeadLink[];
  /** Runtime URL when the page has islands. */
  runtime?: string;
  islandProps?: unknown[];
  /** Extra external scripts (the dev reload client). */
  scripts?: string[];
}

export function renderDocument(p: DocumentParts): string {
  const { head, ctx } = p;
  const title = head.bareTitle ? head.title : head.title + p.titleSuffix;
  const isNotFound = ctx.route === '/404';
  const lines: string[] = [
    '<!doctype html>',
    tag('html', { lang: p.lang }),
    '<head>',
    tag('meta', { charset: 'utf-8' }),
    // First after the charset, so that it governs everything the head loads.
    tag('meta', { 'http-equiv': 'Content-Security-Policy', content: p.csp }),
    meta('viewport', 'width=device-width, initial-scale=1'),
    `<title>${escapeHtml(title)}</title>`,
    meta('description', head.description),
  ];
  // The not-found page answers many URLs: it names none of them as canonical.
  if (!isNotFound) lines.push(link({ rel: 'canonical', href: ctx.url(head.canonical ?? ctx.route) }));
  if (head.noindex || isNotFound) lines.push(meta('robots', 'noindex'));
  if (head.og) {
    const og = head.og;
    lines.push(
      property('og:type', og.type),
      property('og:site_name', p.siteName),
      property('og:locale', p.lang === 'fr' ? 'fr_FR' : p.lang),
      property('og:title', og.title ?? head.title),
      property('og:description', og.description ?? head.description),
      property('og:url', ctx.url(head.canonical ?? ctx.route)),
    );
    if (og.image) {
      const image = /^https?:/.test(og.image) ? og.image : ctx.url(og.image);
      lines.push(property('og:image', image), meta('twitter:card', 'summary_large_image'), meta('twitter:image', image));
      if (og.imageAlt) lines.push(property('og:image:alt', og.imageAlt), meta('twitter:image:alt', og.imageAlt));
    }
    lines.push(meta('twitter:title', og.title ?? head.title), meta('twitter:description', og.description ?? head.description));
    if (og.publishedTime) lines.push(property('article:published_time', og.publishedTime));
    if (og.section) lines.push(property('article:section', og.section));
  }
  for (const l of [...p.headLinks, ...(head.links ?? [])]) lines.push(link(l));
  lines.push(link({ rel: 'stylesheet', href: p.stylesheet }));
  for (const data of [head.jsonLd ?? []].flat()) lines.push(`<script type="application/ld+json">${serializeProps(data)}</script>`);
  if (p.runtime) lines.push(tag('script', { type: 'module', src: p.runtime }) + '</script>');
  for (const src of [...(head.scripts ?? []), ...(p.scripts ?? [])]) lines.push(tag('script', { type: 'module', src }) + '</script>');
  lines.push('</head>', '<body>', p.body);
  if (p.islandProps?.length) lines.push(`<script type="application/json" id="x-island-props">${serializeIslandProps(p.islandProps)}</script>`);
  lines.push('</body>', '</html>', '');
  return lines.join('\n');
}

/** The spec's error screen, shown by the dev server when a page fails to render. */
export function renderErrorPage(error: unknown, scripts: string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unexpected Application Error!</title>',
    ...scripts.map((src) => tag('script', { type: 'module', src }) + '</script>'),
    '</head>',
    '<body>',
    '<h1>Unexpected Application Error!</h1>',
    `<h2>${escapeHtml(message)}</h2>`,
    `<pre>${escapeHtml(stack)}</pre>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
