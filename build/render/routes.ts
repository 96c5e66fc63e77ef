// Routes come from files under pages/: `index.tsx` -> `/`, `contact.tsx` -> `/contact`,
// `article/[slug].tsx` -> one route per entry its `routes()` lists, `sitemap.xml.ts` -> a file.
// A name starting with "_" (file or folder) is never a route, nor one starting with "." but the
// folder `.well-known` (RFC 8615: `pages/.well-known/security.txt.ts` -> /.well-known/security.txt).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors.ts';
import type { RouteEntry } from './page.ts';

export interface RouteFile {
  /** Path relative to the site root, e.g. "pages/article/[slug].tsx". */
  file: string;
  kind: 'page' | 'endpoint';
  /** Route with its parameters, e.g. "/article/[slug]". */
  pattern: string;
  params: string[];
}

export interface Route<P = unknown> {
  file: string;
  kind: 'page' | 'endpoint';
  route: string;
  props: P;
}

const PARAM = /\[([a-zA-Z][a-zA-Z0-9]*)\]/g;

export function scanPages(root: string, dir = 'pages'): RouteFile[] {
  const found: RouteFile[] = [];
  const walk = (rel: string) => {
    for (const dirent of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (dirent.name.startsWith('_') || (dirent.name.startsWith('.') && dirent.name !== '.well-known')) continue;
      const child = path.posix.join(rel, dirent.name);
      if (dirent.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(dirent.name) && !dirent.name.endsWith('.d.ts')) found.push(routeFile(child, dir));
    }
  };
  walk(dir);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

export function routeFile(file: string, dir = 'pages'): RouteFile {
  const rel = file.slice(dir.length).replace(/\.tsx?$/, '');
  const isEndpoint = /\.[a-z0-9]+$/i.test(path.posix.basename(rel));
  const pattern = isEndpoint ? rel : rel.replace(/\/index$/, '') || '/';
  const params = [...pattern.matchAll(PARAM)].map((m) => m[1]!);
  return { file, kind: isEndpoint ? 'endpoint' : 'page', pattern, params };
}

/** Expands a route file into its routes; a template lists its entries through `routes()`. */
export function expandRoutes<P>(route: RouteFile, list: (() => RouteEntry<P>[]) | undefined): Route<P | Record<string, never>>[] {
  if (route.params.length === 0) {
    if (list) throw errors.invalidRoutes([`${route.file}: exports routes() but its name has no [param]; rename it or drop routes()`]);
    return [{ file: route.file, kind: route.kind, route: route.pattern, props: {} }];
  }
  if (!list) throw errors.invalidRoutes([`${route.file}: its name has [${route.params.join('], [')}] but it exports no routes()`]);
  const problems: string[] = [];
  const routes = list().map((entry, i) => {
    const value = route.pattern.replace(PARAM, (_, name: string) => {
      const v = entry.params[name];
      if (typeof v !== 'string' || !/^[a-z0-9][a-z0-9._-]*$/i.test(v))
        problems.push(`${route.file} -> routes()[${i}].params.${name}: expected a URL-safe value, got ${JSON.stringify(v)}`);
      return String(v);
    });
    return { file: route.file, kind: route.kind, route: value, props: entry.props };
  });
  if (problems.length) throw errors.invalidRoutes(problems);
  return routes;
}

/** Where a route is written in dist/: "/" -> index.html, "/404" -> 404.html, "/a" -> a/index.html. */
export function outputPath(route: string, kind: 'page' | 'endpoint'): string {
  if (kind === 'endpoint') return route.slice(1);
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  return `${route.slice(1)}/index.html`;
}

/** The file a static host serves for a URL path, among `files` (paths relative to dist/). */
export function resolvePath(urlPath: string, files: { has(file: string): boolean }): string | null {
  let p = urlPath.replace(/^\/+/, '');
  try {
    p = decodeURIComponent(p);
  } catch {
    return null;
  }
  if (p === '' || p.endsWith('/')) return files.has(`${p}index.html`) ? `${p}index.html` : null;
  if (files.has(p)) return p;
  if (files.has(`${p}/index.html`)) return `${p}/index.html`;
  if (files.has(`${p}.html`)) return `${p}.html`;
  return null;
}

export function findDuplicates(routes: Route[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const r of routes) {
    const other = seen.get(r.route);
    if (other) problems.push(`${r.file}: the route ${r.route} is also made by ${other}`);
    seen.set(r.route, r.file);
  }
  return problems;
}
