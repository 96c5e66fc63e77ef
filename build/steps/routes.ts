// Steps 1, 4 (its routes) and 6: the route files and the islands, found from the files under
// pages/ and islands/; the endpoints' routes, expanded before the content is loaded; then every
// page's, templates expanded once it is.
import { scanIslands } from '../assets/compile.ts';
import { ContentNotLoaded } from '../content/collection.ts';
import { errors } from '../errors.ts';
import { findDuplicates, scanPages } from '../render/routes.ts';
import type { BuildContext, SourceFiles } from './context.ts';
import { RouteList } from './route-list.ts';

/** 1. Routes and islands, from the files under pages/ and islands/. */
export function findSources(b: BuildContext): SourceFiles {
  return { routeFiles: scanPages(b.root), islandFiles: scanIslands(b.root) };
}

/** 4. The endpoints' routes; those of a file whose routes() reads content wait for step 6. */
export function endpointRoutes(b: BuildContext): RouteList {
  const routes = new RouteList(b.site);
  for (const rf of b.scanned.routeFiles.filter((f) => f.kind === 'endpoint')) {
    try {
      routes.expand(rf);
    } catch (error) {
      if (error instanceof ContentNotLoaded) routes.waiting.push(rf);
      else throw error;
    }
  }
  // (A long-running process keeps the last build's content: not read before it is read again.)
  for (const collection of b.config.collections) collection.unload();
  return routes;
}

/** 6. Every page route, templates expanded, and the endpoints that waited for the content: b.routes complete. */
export function expandPageRoutes(b: BuildContext): void {
  const { routes } = b;
  for (const rf of routes.waiting) routes.afterContent.push(...routes.expand(rf));
  for (const rf of b.scanned.routeFiles.filter((f) => f.kind === 'page')) routes.expand(rf);
  routes.problems.push(...findDuplicates(routes.all));
  if (routes.problems.length) throw errors.invalidRoutes(routes.problems);
}
