// The web editor's own Content-Security-Policy (/admin/), looser than the site's only where
// Decap CMS needs it: its configuration check compiles validators ('unsafe-eval'), its styles
// are injected at run time ('unsafe-inline' styles), pictures not yet saved are blob: URLs, and
// it talks to the git host's API. The rest of the site keeps its own (site.config.ts).
import type { ProductionBackend } from '../cms.config.ts';

const API: Record<ProductionBackend['name'], string[]> = {
  github: ['https://api.github.com'],
  gitlab: ['https://gitlab.com'],
  gitea: [],
  bitbucket: ['https://api.bitbucket.org', 'https://bitbucket.org'],
};
const PICTURES: Record<ProductionBackend['name'], string[]> = {
  github: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
  gitlab: ['https://gitlab.com', 'https://secure.gravatar.com'],
  gitea: [],
  bitbucket: ['https://bitbucket.org'],
};

const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/** `backend`: the production one (null: `npm run cms`, everything on the editor's own origin). */
export function adminCsp(backend: ProductionBackend | null): Record<string, string[]> {
  const hosts = backend ? [...API[backend.name], ...origin(backend.api_root), ...origin(backend.base_url)] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(backend ? PICTURES[backend.name] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', ...hosts],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const cspText = (csp: Record<string, string[]>) =>
  Object.entries(csp)
    .map(([directive, values]) => [directive, ...values].join(' '))
    .join('; ');
