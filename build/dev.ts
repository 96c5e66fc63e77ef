// `npm run dev`: builds, serves, watches the site's folders, rebuilds on change and tells open
// pages to reload (server-sent events to an external client script). A failed build shows the
// error screen instead of stopping the watcher.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { renderErrorPage } from './document.ts';
import { formatError } from './errors.ts';
import { BuildSession } from './incremental.ts';
import { build, reloadClient } from './index.ts';
import { staticHandler } from './preview.ts';
import { formatReport } from './report.ts';

export interface DevServer {
  port: number;
  close: () => Promise<void>;
}

export async function dev(options: { root: string; outDir: string; port: number; quiet?: boolean }): Promise<DevServer> {
  const log = options.quiet ? () => {} : console.log;
  const clients = new Set<ServerResponse>();
  let failure: unknown = null;

  const session = new BuildSession();
  const rebuild = async (why: string) => {
    try {
      const result = await build({ root: options.root, outDir: options.outDir, dev: true, session });
      failure = null;
      if (why === 'start') log(formatReport(result));
      for (const w of result.warnings) log(formatError(w));
      log(`${why}: rebuilt in ${Math.round(result.ms)} ms`);
    } catch (error) {
      failure = error;
      log(formatError(error));
    }
    for (const res of clients) res.write('event: reload\ndata: {}\n\n');
  };

  await rebuild('start');

  const serve = staticHandler(options.outDir);
  const server = createServer((req, res) => {
    if (req.url === '/_dev/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (req.url === '/_dev/reload.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(readFileSync(reloadClient));
      return;
    }
    const wantsPage = !path.extname(req.url?.split('?')[0] ?? '') || req.url?.endsWith('.html');
    if (failure && wantsPage) {
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(renderErrorPage(failure, ['/_dev/reload.js']));
      return;
    }
    serve(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  log(`Dev server at http://localhost:${port}`);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const watcher = watch(
    ['pages', 'islands', 'content', 'public', 'site.config.ts'].map((p) => path.join(options.root, p)),
    { ignoreInitial: true },
  );
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    // Editors write in bursts; one rebuild per burst.
    timer = setTimeout(() => {
      running = running.then(() => rebuild(path.relative(options.root, file)));
    }, 20);
  });

  return {
    port,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      await running;
      for (const res of clients) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await session.dispose();
    },
  };
}
