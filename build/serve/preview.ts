// Serves dist/ the way static hosts do: /x and /x/ -> x/index.html, unknown paths -> 404.html
// with status 404, the headers of dist/_headers on every response, the moves of dist/_redirects
// (a page at its old address is kept for hosts that serve plain files only), text compressed for clients
// that accept it, Range requests as RFC 9110 says, dotfiles never but /.well-known/. `send`
// (Express's file server) serves each file and `compression` compresses; this file only routes
// between them.
//
// Nothing is cached between requests: a build swaps a new tree in place of dist/ (output.ts),
// so every request resolves its path, its file's size and the headers against dist/ as it is.
import { readFileSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import { CACHE_REVALIDATE, headersFor, HOST_FILES, HTTPS_ONLY, isHiddenPath } from '../output/hosting.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export interface StaticOptions {
  /** A status to send a file with instead of 200 (the dev server's error screens: 500). */
  statusOf?: (file: string) => number | undefined;
  /** false: the moves of _redirects are not made, as on a host of plain files (the browser tests). */
  redirects?: boolean;
}

// What static hosts compress (nginx's gzip_types, Netlify, Cloudflare): text, never images; never
// a part of a file (a Range answer's bytes are those of the file as it is), nor nginx's
// gzip_min_length.
const compress = compression({ threshold: 512, filter: (req, res) => !res.getHeader('content-range') && compression.filter(req, res) });

export function staticHandler(dir: string, options: StaticOptions = {}): Handler {
  return (req, res) => {
    compress(req, res, () => {
      if (!hasOneHost(req)) return badRequest(dir, res);
      const pathname = (req.url ?? '/').split('?')[0]!;
      let decoded: string;
      try {
        decoded = path.posix.normalize(decodeURIComponent(pathname));
      } catch {
        return badRequest(dir, res);
      }
      setHostHeaders(dir, decoded, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD');
        return answer(res, 405);
      }
      if (HOST_FILES.includes(decoded) || isHiddenPath(decoded)) return notFound(dir, res);
      const moved = options.redirects !== false && movedTo(dir, decoded);
      if (moved) {
        res.writeHead(301, { location: moved, 'content-length': 0 });
        return res.end();
      }
      // send turns away every dotfile, /.well-known/ too: that one, isHiddenPath lets through.
      sendFile(dir, req, res, pathname, { ...options, dotfiles: decoded.startsWith('/.well-known/') ? 'allow' : 'ignore' });
    });
  };
}

/** RFC 9112 §3.2: a request with more than one Host header gets a 400 (which site it means is not said). */
export function hasOneHost(req: IncomingMessage): boolean {
  return req.rawHeaders.filter((field, i) => i % 2 === 0 && field.toLowerCase() === 'host').length <= 1;
}

/** 400, with the headers of _headers (those of `/`: a bad request names no path we read). */
export function badRequest(dir: string, res: ServerResponse) {
  setHostHeaders(dir, '/', res);
  answer(res, 400);
}

function sendFile(dir: string, req: IncomingMessage, res: ServerResponse, pathname: string, options: StaticOptions & { dotfiles: 'allow' | 'ignore' }) {
  send(req, pathname, { root: dir, index: ['index.html'], dotfiles: options.dotfiles, cacheControl: false })
    // /x names a folder: its index.html, at /x itself (no redirect to /x/, as static hosts do).
    .on('directory', () => sendFile(dir, req, res, `${pathname}/`, options))
    .on('file', (file: string, stat: { size: number }) => {
      // A suffix longer than the file asks for all of it (RFC 9110 §14.1.2), where range-parser
      // would answer 416: read as the range it is.
      const suffix = /^bytes=-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (suffix && Number(suffix[1]) >= stat.size && stat.size > 0) req.headers.range = 'bytes=0-';
      const status = options.statusOf?.(file);
      // An error screen goes out whole, with its status, never as "not modified".
      if (status) {
        res.statusCode = status;
        delete req.headers.range;
      }
    })
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      // The file went away or could not be read after its headers were sent: cut the response short.
      if (res.headersSent) return res.destroy();
      for (const name of ['content-type', 'content-length', 'content-range', 'etag', 'last-modified']) res.removeHeader(name);
      if (error.status === 404) return notFound(dir, res);
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      answer(res, error.status ?? 500);
    })
    .pipe(res);
}

/**
 * The headers dist/_headers gives `pathname`, as Netlify and Cloudflare Pages send them; files
 * no rule caches are revalidated on every visit, those hosts' default (hosting.ts). The dev
 * server sends them on its own responses too.
 */
export function setHostHeaders(dir: string, pathname: string, res: ServerResponse) {
  let rules = '';
  try {
    rules = readFileSync(path.join(dir, '_headers'), 'utf8');
  } catch {
    // No _headers (a first dev build failed): the response goes out without.
  }
  res.setHeader('cache-control', CACHE_REVALIDATE);
  for (const [name, value] of Object.entries(headersFor(rules, pathname))) {
    // This server speaks plain HTTP: what only an HTTPS host may say stays out.
    if (name.toLowerCase() === 'content-security-policy') res.setHeader(name, value.split(/;\s*/).filter((d) => !HTTPS_ONLY.includes(d.split(' ')[0]!)).join('; '));
    else res.setHeader(name, value);
  }
}

/** Where dist/_redirects sends `pathname` (`/old /new 301`, one per line; /old/ as /old), if anywhere. */
function movedTo(dir: string, pathname: string): string | undefined {
  let rules: string;
  try {
    rules = readFileSync(path.join(dir, '_redirects'), 'utf8');
  } catch {
    return undefined;
  }
  const at = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const line of rules.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from === at && to) return to;
  }
  return undefined;
}

/**
 * A short plain-text answer: `400 Bad Request`. Of the errors, only a 416 speaks of the file (its
 * size, as lasting as a hashed file) and keeps the path's cache; the others are revalidated.
 */
function answer(res: ServerResponse, status: number) {
  if (status !== 416) res.setHeader('cache-control', CACHE_REVALIDATE);
  const body = `${status} ${STATUS_CODES[status] ?? ''}\n`;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function notFound(dir: string, res: ServerResponse) {
  let body: Buffer;
  try {
    body = readFileSync(path.join(dir, '404.html'));
  } catch {
    body = Buffer.from('Not found');
  }
  // A file missing now may be published by the next build: never "a year, immutable" (/assets/).
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': CACHE_REVALIDATE });
  res.end(body);
}

export function preview(options: { dir: string; port: number; host?: string; redirects?: boolean }): Promise<Server> {
  const handle = staticHandler(options.dir, { redirects: options.redirects });
  const server = createServer((req, res) => handle(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
