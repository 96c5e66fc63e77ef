// What a component deep in a page may ask about the render it is in. For the site: the page
// being rendered (its route, the site URL), `const { route } = usePage()`. For the engine's
// components (<Island>, <Picture>, <Shared>): the render's scope, where they note what they do.
import { createContext, useContext } from 'react';
import { errors } from '../errors.ts';
import type { PageContext } from './page.ts';
import type { PageScope } from './scope.ts';

export const RenderScopeContext = createContext<PageScope | null>(null);

/** The scope of the page being rendered; `component` names the caller when there is none. */
export function useRenderScope(component: string): PageScope {
  const scope = useContext(RenderScopeContext);
  if (!scope) throw errors.outsideRender(`${component} rendered outside a page build`, 'Render it inside a page under pages/: the build gives it what it records into.');
  return scope;
}

export function usePage(): PageContext {
  const ctx = useContext(RenderScopeContext)?.ctx;
  if (!ctx) throw errors.outsideRender('usePage() called outside a page, or inside <Shared>', 'Call it in a component a page renders; inside <Shared>, give the component what it needs as props, and name that in `cache`.');
  return ctx;
}
