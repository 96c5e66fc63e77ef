// /admin/cms.js: the web editor's script (cms/bundle.ts), published with /admin/ only.
import type { EndpointContext } from '../../build/render/page.ts';
import { productionBackend } from '../../cms.config.ts';

export const routes = () => (productionBackend ? [{ params: { name: 'cms' }, props: {} }] : []);

export default async function script(_props: unknown, ctx: EndpointContext) {
  const { adminScript } = await import('../../cms/bundle.ts');
  const { adminSources } = await import('../../cms/sources.ts');
  return ctx.cached(adminSources(), adminScript);
}
