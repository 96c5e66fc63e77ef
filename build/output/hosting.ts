// What a static host needs besides the files: the Content-Security-Policy (as a <meta> in every
// page, and as a header), the other response headers, caching rules and redirects, in the
// `_headers` / `_redirects` formats that Netlify and Cloudflare Pages read (the examples for hosts
// that run their own server, nginx and Apache, are made of the same: servers.ts). Which paths no
// server of ours serves: HOST_FILES, HIDDEN_PATH.

import { errors } from '../errors.ts';

// A <meta> policy cannot carry these: browsers ignore them there (and say so in the console);
// nor upgrade-insecure-requests, which only HTTPS hosts send (see HTTPS_ONLY).
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox', 'upgrade-insecure-requests']);

/**
 * Meaningful from an HTTPS host only: over plain HTTP (the previewer, dev, a test on a local
 * network) Safari would upgrade the page's own requests to an HTTPS the server does not speak,
 * loopback included (Chromium and Firefox leave loopback alone).
 */
export const HTTPS_ONLY = ['upgrade-insecure-requests'];

export function cspString(csp: Record<string, string[]>, forMeta: boolean): string {
  return Object.entries(csp)
    .filter(([directive]) => !(forMeta && HEADER_ONLY.has(directive)))
    .map(([directive, values]) => [directive, ...values].join(' '))
    .join('; ');
}

/** What the hosts that read them never serve (nor does the previewer). */
export const HOST_FILES = ['/_headers', '/_redirects'];

/**
 * A path no server of ours answers but with a 404: one with a dotfile or dot-folder in it
 * (.env, .git/config, .htaccess, .htpasswd, a/.b), at any depth; a top-level /.well-known/
 * (RFC 8615: security.txt, ACME challenges) is served, though no dotfile inside it, as the build
 * publishes public/ (source-files.ts). Tried on the path as each server has decoded and
 * normalised it, so that /%2eenv, /.%67it/config and /.well-known/../.env are caught too. One
 * regular expression, in the syntax of JavaScript, PCRE (nginx) and Apache alike.
 */
export const HIDDEN_PATH = String.raw`^/\.(?!well-known(?:/|$))|./\.`;

/** `pathname`: decoded and normalised (no `.` or `..` segment left). */
export const isHiddenPath = (pathname: string) => new RegExp(HIDDEN_PATH).test(pathname);

/** Hashed files under /assets/ never change: a year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages (and any file whose name carries no hash): asked again on every visit, 304 when unchanged. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * `_headers`: security headers on every path and a year of caching for the hashed files under
 * /assets/. Every other file gets the hosts' own default, revalidation (Netlify and Cloudflare
 * Pages send `public, max-age=0, must-revalidate`). A `/*` rule cannot say so itself: both hosts
 * join the values of every rule that matches a path, and /assets/ would get two Cache-Control
 * values; nor can each page have a rule of its own: Cloudflare reads at most 100 rules, and a
 * site of 10,000 articles would need 20,000.
 */
export function headersFile(options: { csp: Record<string, string[]>; headers: Record<string, string>; contentTypes?: Record<string, string>; pathCsp?: Record<string, Record<string, string[]>> }): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return [
    block('/*', { 'Content-Security-Policy': cspString(options.csp, false), ...options.headers }),
    block('/assets/*', { 'Cache-Control': CACHE_IMMUTABLE }),
    // A folder with a policy of its own: the site's is detached there first (`! Name`, as
    // Cloudflare Pages reads it), else both would apply and the stricter would win.
    ...Object.entries(options.pathCsp ?? {}).map(([path, csp]) =>
      [`${plainPath(path, 'pathCsp')}*`, '  ! Content-Security-Policy', `  Content-Security-Policy: ${cspString(csp, false)}`, '  X-Robots-Tag: noindex'].join('\n'),
    ),
    // A file whose type its extension does not say (a speculation rules file is JSON by name).
    ...Object.entries(options.contentTypes ?? {}).map(([path, type]) => block(plainPath(path, 'contentTypes'), { 'Content-Type': type })),
    '',
  ].join('\n\n');
}

/** A path every host example can name exactly: no pattern, quote, space or variable in it. */
export function plainPath(path: string, field: string): string {
  if (!/^\/[^\s*:?#{};"'$%\\]*$/.test(path)) throw errors.hostSettings([`site.config.ts -> ${field}: ${path} is not a plain path; the host examples only name plain paths`]);
  return path;
}

/**
 * What a `_headers` file gives a path, read as Netlify and Cloudflare Pages read it: the headers
 * of every rule whose pattern matches (`/assets/*` matches what starts with `/assets/`).
 */
export function headersFor(file: string, pathname: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const block of file.trim().split(/\n\s*\n/)) {
    const [pattern = '', ...lines] = block.split('\n');
    if (pattern.endsWith('*') ? !pathname.startsWith(pattern.slice(0, -1)) : pattern !== pathname) continue;
    for (const line of lines) {
      const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1];
      if (detached) delete found[detached];
      const [, name, value] = /^\s+([^!:][^:]*):\s*(.*)$/.exec(line) ?? [];
      if (name && value !== undefined) found[name] = value;
    }
  }
  return found;
}

export function redirectsFile(redirects: [string, string][]): string {
  return redirects.map(([from, to]) => `${from} ${to} 301`).join('\n') + '\n';
}

/** What the server examples are made of: site.config.ts, with the site's address. */
export interface HostingConfig {
  siteUrl: string;
  csp: Record<string, string[]>;
  headers: Record<string, string>;
  redirects: [string, string][];
  /** Files served with a type of their own, by path: `{ '/speculation-rules.json': 'application/speculationrules+json' }`. */
  contentTypes?: Record<string, string>;
  /** A Content-Security-Policy of their own for the files under a folder, by its path (`/admin/`). */
  pathCsp?: Record<string, Record<string, string[]>>;
}
