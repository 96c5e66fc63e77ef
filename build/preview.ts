// Serves dist/ the way static hosts do: /x and /x/ -> x/index.html, unknown paths -> 404.html
// with status 404, MIME types from the file name, text gzipped for clients that accept it.
// sirv does the serving.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import sirv from 'sirv';

export type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

// Types sirv's table lacks, as static hosts send them.
const EXTRA_TYPES: Record<string, string> = {
  '.vcf': 'text/vcard; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function staticHandler(dir: string, options: { dev?: boolean } = {}): Handler {
  const serve = sirv(dir, {
    dev: options.dev ?? false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => {
      const type = EXTRA_TYPES[path.extname(pathname)];
      if (type) res.setHeader('content-type', type);
    },
  });
  return (req, res, next) => {
    gzipText(req, res);
    serve(req, res, () => {
      if (next) return next();
      notFound(dir, res);
    });
  };
}

// What static hosts compress (nginx's gzip_types, Netlify, Cloudflare): text, never images.
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(javascript|json|xml|atom\+xml|manifest\+json|ld\+json))/;

/**
 * Compresses the body on the fly when the client accepts gzip and the response is text, as
 * static hosts do: measurements of transfer sizes (Lighthouse) then match production.
 */
function gzipText(req: IncomingMessage, res: ServerResponse) {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || req.headers.range || req.method === 'HEAD') return;
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null && !Array.isArray(r));
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    if (status !== 304 && status !== 204 && COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) {
      res.removeHeader('content-length');
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'Accept-Encoding');
      const gzip = createGzip();
      const write = res.write.bind(res) as (chunk: Buffer) => boolean;
      const end = res.end.bind(res) as () => ServerResponse;
      gzip.on('data', (chunk: Buffer) => write(chunk));
      gzip.on('end', () => end());
      // sirv pipes the file into res: the gzip stream's backpressure stands in for the socket's.
      gzip.on('drain', () => res.emit('drain'));
      res.write = ((chunk: Buffer | string) => gzip.write(chunk)) as typeof res.write;
      res.end = ((chunk?: Buffer | string | (() => void)) => {
        if (chunk !== undefined && typeof chunk !== 'function') gzip.end(chunk);
        else gzip.end();
        return res;
      }) as typeof res.end;
    }
    return writeHead(status);
  }) as typeof res.writeHead;
}

export function notFound(dir: string, res: ServerResponse) {
  let body: Buffer;
  try {
    body = readFileSync(path.join(dir, '404.html'));
  } catch {
    body = Buffer.from('Not found');
  }
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}

export function preview(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const handle = staticHandler(options.dir);
  const server = createServer((req, res) => handle(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
