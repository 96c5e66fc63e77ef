// Serves dist/ the way static hosts do: /x and /x/ -> x/index.html, unknown paths -> 404.html
// with status 404, MIME types from the file name. sirv does the serving.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
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
  return (req, res, next) =>
    serve(req, res, () => {
      if (next) return next();
      notFound(dir, res);
    });
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
