// What a component deep in a page may ask about the page being rendered (its route, the site
// URL): `const { route } = usePage()`.
import { createContext, useContext } from 'react';
import type { PageContext } from './page.ts';

export const PageContextReact = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const ctx = useContext(PageContextReact);
  if (!ctx) throw new Error('usePage() is for components rendered by the build, and not inside <Shared> (give the component what it needs as props, and name that in `cache`)');
  return ctx;
}
