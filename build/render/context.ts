// What a component deep in a page may ask about the render it is in. For the site: the page
// being rendered (its route, the site URL), `const { route } = usePage()`. For the engine's
// components (<Island>, <Picture>, <Shared>): the render's scope, where they note what they do.
import { createContext, useContext } from 'react';
import type { PageContext } from './page.ts';
import type { PageScope } from './scope.ts';

export const RenderScopeContext = createContext<PageScope | null>(null);

/** The scope of the page being rendered; `outside`: the message when there is none. */
export function useRenderScope(outside: string): PageScope {
  const scope = useContext(RenderScopeContext);
  if (!scope) throw new Error(outside);
  return scope;
}

export function usePage(): PageContext {
  const ctx = useContext(RenderScopeContext)?.ctx;
  if (!ctx) throw new Error('usePage() is for components rendered by the build, and not inside <Shared> (give the component what it needs as props, and name that in `cache`)');
  return ctx;
}
