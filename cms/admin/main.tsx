// The editor in the browser: Decap CMS, configured by the page (cms/admin/html.ts), with the
// previews of cms/admin/previews.tsx in the site's stylesheet.
import './manual-init.ts';
import CMS from 'decap-cms-app';
import { fr } from 'decap-cms-locales';
import { frenchPhrases } from './locale.ts';
import { registerPreviews } from './previews.tsx';

const config = JSON.parse(document.getElementById('cms-config')!.textContent!) as { backend: { name: string; proxy_url?: string } };
// `npm run cms`: the local backend answers on the editor's own origin.
if (config.backend.name === 'proxy') config.backend.proxy_url = `${location.origin}/api/v1`;

/** The site's stylesheet, as its home page names it (its name carries a hash). */
async function siteStylesheet(): Promise<string | null> {
  try {
    const html = await (await fetch('/')).text();
    return /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? null;
  } catch {
    return null;
  }
}

const stylesheet = await siteStylesheet();
if (stylesheet) CMS.registerPreviewStyle(stylesheet);
CMS.registerLocale('fr', frenchPhrases(fr));
registerPreviews(CMS as unknown as Parameters<typeof registerPreviews>[0]);
CMS.init({ config: config as never });
