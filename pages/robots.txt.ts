import type { EndpointContext } from '../build/render/page.ts';

export default function robots(_props: unknown, ctx: EndpointContext) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${ctx.url('/sitemap.xml')}\n`;
}
