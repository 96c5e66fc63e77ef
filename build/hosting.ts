// What a static host needs besides the files: the Content-Security-Policy (as a <meta> in every
// page, and as a header), the other response headers, caching rules and redirects, in the
// `_headers` / `_redirects` formats that Netlify and Cloudflare Pages read.

// A <meta> policy cannot carry these: browsers ignore them there (and say so in the console).
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function cspString(csp: Record<string, string[]>, forMeta: boolean): string {
  return Object.entries(csp)
    .filter(([directive]) => !(forMeta && HEADER_ONLY.has(directive)))
    .map(([directive, values]) => [directive, ...values].join(' '))
    .join('; ');
}

/**
 * `_headers`: security headers on every path; a year of caching for the hashed files under
 * /assets/ and revalidation for every page. Pages are listed one by one (with and without the
 * trailing slash) so that no two rules ever set Cache-Control on the same path.
 */
export function headersFile(options: { csp: Record<string, string[]>; headers: Record<string, string>; pages: string[] }): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const revalidate = { 'Cache-Control': 'public, max-age=0, must-revalidate' };
  const pagePaths = options.pages.flatMap((route) => (route === '/' ? ['/'] : route === '/404' ? ['/404.html'] : [route, `${route}/`]));
  return [
    block('/*', { 'Content-Security-Policy': cspString(options.csp, false), ...options.headers }),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...pagePaths.map((p) => block(p, revalidate)),
    '',
  ].join('\n\n');
}

export function redirectsFile(redirects: [string, string][]): string {
  return redirects.map(([from, to]) => `${from} ${to} 301`).join('\n') + '\n';
}
