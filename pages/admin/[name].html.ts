// /admin/: the web editor's page, published only once cms.config.ts names a production backend
// (without one, no route: dist/ has no /admin/). Not a page of the site: no layout, noindex, out of
// the sitemap and of the pages' budgets, with its own Content-Security-Policy (site.config.ts).
import { productionBackend } from '../../cms.config.ts';
import { decapConfig } from '../../cms/config.ts';
import { adminPage } from '../../cms/admin/html.ts';
import site from '../../content/site.ts';

export const routes = () => (productionBackend ? [{ params: { name: 'index' }, props: {} }] : []);

export default function admin() {
  return adminPage({ config: decapConfig(productionBackend!), script: '/admin/cms.js', brand: site.brand });
}
