// `npm run dev`: builds, serves, watches the site's folders, rebuilds on change and tells open
// pages to reload (server-sent events to an external client script). A failed build shows the
// error screen instead of stopping the watcher.
//
// It builds into a folder of its own (`.cache/dev`): its pages carry the reload client, and the
// production dist/ stays what the last `npm run build` made. It answers only requests addressed
// to this machine by name (`Host: localhost`, `127.0.0.1`, `[::1]`, or what `--host` opens): a
// page of another site whose name is made to point at 127.0.0.1 (DNS rebinding) reads nothing;
// a request with two Host headers gets a 400.
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { renderErrorPage } from '../render/document.ts';
import { formatError } from '../errors.ts';
import { BuildSession } from '../assets/incremental.ts';
import { build, reloadClient } from '../index.ts';
import { claimOutput } from '../output/out-dir.ts';
import { CACHE_REVALIDATE } from '../output/hosting.ts';
import { badRequest, hasOneHost, setHostHeaders, staticHandler } from './preview.ts';
import { formatReport } from '../output/report.ts';

/** Where `npm run dev` builds, unless told otherwise. */
export const devOutDir = (root: string) => path.join(root, '.cache', 'dev');

/** Is `host` (a Host header) one of this machine's names, or the one the server was opened on? */
export function isLocalHost(host: string | undefined, opened?: string): boolean {
  const name = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(host ?? '')?.[1]?.toLowerCase();
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (opened) names.push(opened.includes(':') ? `[${opened.toLowerCase()}]` : opened.toLowerCase());
  return name !== undefined && names.includes(name);
}

export interface DevServer {
  port: number;
  close: () => Promise<void>;
}

/** What the dev server knows of the last build: its failure, the pages that threw, who to tell. */
interface Live {
  failure: unknown;
  /** The files of pages that threw while rendering: their error screen goes out with status 500. */
  failedPages: Set<string>;
  clients: Set<ServerResponse>;
}

export async function dev(options: { root: string; outDir?: string; port: number; host?: string; quiet?: boolean }): Promise<DevServer> {
  const log = options.quiet ? () => {} : console.log;
  const outDir = path.resolve(options.outDir ?? devOutDir(options.root));
  // Refused here, not only by each build: the server would serve the folder (content/, say) as is.
  claimOutput(options.root, outDir, path.join(options.root, '.cache'));
  const live: Live = { failure: null, failedPages: new Set(), clients: new Set() };
  const session = new BuildSession();
  const rebuild = async (why: string) => {
    try {
      const result = await build({ root: options.root, outDir, dev: true, session });
      live.failure = null;
      live.failedPages = new Set(result.pages.filter((p) => p.failed).map((p) => path.join(outDir, p.output)));
      if (why === 'start') log(formatReport(result));
      for (const w of result.warnings) log(formatError(w));
      log(`${why}: rebuilt in ${Math.round(result.ms)} ms`);
    } catch (error) {
      live.failure = error;
      log(formatError(error));
    }
    for (const res of live.clients) res.write('event: reload\ndata: {}\n\n');
  };

  await rebuild('start');
  const server = createServer(devRequests(outDir, options.host, live));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const port = (server.address() as { port: number }).port;
  log(`Dev server at http://localhost:${port}`);
  const watcher = watchSite(options.root, rebuild);

  return {
    port,
    close: async () => {
      await watcher.close();
      for (const res of live.clients) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await session.dispose();
    },
  };
}

/** The dev server's answers: the reload events and client, the error screen, else dist/'s files. */
function devRequests(outDir: string, host: string | undefined, live: Live): RequestListener {
  const serve = staticHandler(outDir, { statusOf: (file) => (live.failedPages.has(file) ? 500 : undefined) });
  return (req, res) => {
    // Two Host headers: which one isLocalHost should read is not said.
    if (!hasOneHost(req)) return badRequest(outDir, res);
    if (!isLocalHost(req.headers.host, host)) {
      setHostHeaders(outDir, '/', res);
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`403 Forbidden: this development server answers only to localhost, 127.0.0.1 and [::1]${host ? ` and ${host}` : ''}.\n`);
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname === '/_dev/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      live.clients.add(res);
      req.on('close', () => live.clients.delete(res));
      return;
    }
    setHostHeaders(outDir, pathname, res);
    if (pathname === '/_dev/reload.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(readFileSync(reloadClient));
      return;
    }
    const wantsPage = !path.extname(pathname) || pathname.endsWith('.html');
    if (live.failure && wantsPage) {
      // Under /assets/ too: an error screen is never kept as the file.
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_REVALIDATE });
      res.end(renderErrorPage(live.failure, ['/_dev/reload.js']));
      return;
    }
    serve(req, res);
  };
}

/** Rebuilds once per burst of changes to the site's folders (editors write in bursts), one at a time. */
function watchSite(root: string, rebuild: (why: string) => Promise<void>): { close: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const watcher = watch(
    ['pages', 'islands', 'content', 'public', 'site.config.ts'].map((p) => path.join(root, p)),
    { ignoreInitial: true },
  );
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() => rebuild(path.relative(root, file)));
    }, 20);
  });
  return {
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      await running;
    },
  };
}
