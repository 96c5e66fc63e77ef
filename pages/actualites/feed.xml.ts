// The latest articles as an Atom feed, linked from every page's head: the 20 newest, as feed
// readers only look at the top (the whole list would grow with every article ever written).
import { escapeHtml } from '../../build/render/document.ts';
import type { EndpointContext } from '../../build/render/page.ts';
import { articles } from '../../content/articles.ts';
import site from '../../content/site.ts';
import { newsWords } from '../../content/news.ts';
import { newestFirst } from '../_lib/related.ts';

const xml = escapeHtml;
const stamp = (date: string) => `${date}T09:00:00+01:00`;
const LATEST = 20;

export default function feed(_props: unknown, ctx: EndpointContext) {
  const entries = [...articles.all()].sort((a, b) => newestFirst(a.data, b.data)).slice(0, LATEST);
  const updated = entries[0] ? stamp(entries[0].data.date) : '2025-01-01T00:00:00Z';
  const items = entries.map(({ data }) => {
    const url = ctx.url(`/article/${data.slug}`);
    return [
      '  <entry>',
      `    <id>${url}</id>`,
      `    <title>${xml(data.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${stamp(data.date)}</published>`,
      `    <updated>${stamp(data.date)}</updated>`,
      `    <category term="${xml(data.category)}"/>`,
      `    <summary>${xml(data.excerpt)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${ctx.url('/actualites')}</id>`,
    `  <title>${xml(newsWords.feedTitle(site.brand))}</title>`,
    `  <subtitle>${xml(newsWords.feedSubtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${ctx.url('/actualites/feed.xml')}"/>`,
    `  <link rel="alternate" type="text/html" href="${ctx.url('/actualites')}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(site.brand)}</name><email>${site.office.email}</email></author>`,
    `  <icon>${ctx.url('/icons/icon-192.png')}</icon>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
