// The six header links, labels exactly as the spec writes them.
export const navLinks = [
  { href: '/', label: 'PRÉSENTATION' },
  { href: '/acteurs', label: 'AXIOS' },
  { href: '/nos-realisations', label: 'NOS RÉALISATIONS' },
  { href: '/qui-sommes-nous', label: 'QUI SOMMES-NOUS ?' },
  { href: '/contact', label: 'CONTACT' },
  { href: '/actualites', label: 'ACTUALITÉS' },
] as const;

/** The nav entry a route belongs to: "/acteurs/investisseurs" -> "/acteurs". */
export function currentSection(route: string): string {
  if (route === '/') return '/';
  if (route.startsWith('/article/')) return '/actualites';
  return navLinks.find((l) => l.href !== '/' && (route === l.href || route.startsWith(`${l.href}/`)))?.href ?? '';
}
