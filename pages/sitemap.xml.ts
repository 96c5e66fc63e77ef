// Every indexable page: the not-found page and the moved pages (noindex) stay out.
import type { EndpointContext } from '../build/render/page.ts';

export default function sitemap(_props: unknown, ctx: EndpointContext) {
  const urls = ctx.pages
    .filter((p) => p.route !== '/404' && !p.head.noindex)
    .map((p) => p.route)
    .sort()
    .map((route) => `  <url><loc>${ctx.url(route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
