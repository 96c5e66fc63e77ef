// The six header links (their labels in content/navigation.ts) and the one a route is under.
import { navLinks } from '../../content/navigation.ts';

export { navLinks };

/** The nav entry a route belongs to: "/acteurs/investisseurs" -> "/acteurs". */
export function currentSection(route: string): string {
  if (route === '/') return '/';
  if (route.startsWith('/article/')) return '/actualites';
  return navLinks.find((l) => l.href !== '/' && (route === l.href || route.startsWith(`${l.href}/`)))?.href ?? '';
}
