// `npm run cms`: the web editor on this machine. Starts the dev server (`npm run dev`, its own
// process) and the editor's local backend (decap-server's file-system middleware, in this
// process), both on loopback only, prints the editor's address, and stops both on Ctrl-C.
//   npm run cms [-- --port 8081 --dev-port 3000 --root DIR]
// The editor writes the files of content/ itself (no git): the dev server sees them, rebuilds
// and reloads. Before anything is written, cms/guard.ts checks it as the build would.
import { spawn } from 'node:child_process';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { productionBackend } from '../cms.config.ts';
import { adminScript } from '../cms/bundle.ts';
import { decapConfig } from '../cms/config.ts';
import { adminPage } from '../cms/admin/html.ts';
import { adminCsp, cspText } from '../cms/csp.ts';
import { refusal, writeEntry, writePicture, type Asset, type DataFile } from '../cms/guard.ts';
import site from '../content/site.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: '.' },
    port: { type: 'string', default: process.env.CMS_PORT ?? '8081' },
    'dev-port': { type: 'string', default: process.env.PORT ?? '3000' },
  },
});
const root = path.resolve(values.root);
const port = Number(values.port);
const devPort = Number(values['dev-port']);
const HOST = '127.0.0.1';
const origins = new Set([`http://${HOST}:${port}`, `http://localhost:${port}`]);

// The local backend reads and writes the site's folder (decap-server reads where from here).
process.env.GIT_REPO_DIRECTORY = root;
const script = await adminScript();
const page = adminPage({ config: decapConfig({ name: 'proxy', proxy_url: '/api/v1', branch: productionBackend?.branch ?? 'main' }), script: '/admin/cms.js', brand: site.brand });

const app = express();
app.disable('x-powered-by');
// Only this machine, by name, and only the editor's own pages: a page of another site open in
// the same browser gets no answer (nor by DNS rebinding), so it cannot write into content/.
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (!origins.has(`http://${req.headers.host}`) || (origin !== undefined && !origins.has(origin))) {
    res.status(403).type('text/plain; charset=utf-8').send('403 : l’éditeur ne répond qu’à lui-même, sur cette machine.\n');
    return;
  }
  next();
});
// The editor's own policy, as a published /admin/ gets it (cms/csp.ts).
const csp = cspText(adminCsp(null));
app.get(['/admin', '/admin/'], (_req, res) => void res.type('html').set({ 'cache-control': 'no-store', 'content-security-policy': csp, 'x-robots-tag': 'noindex' }).send(page));
app.get('/admin/cms.js', (_req, res) => void res.type('text/javascript').set('cache-control', 'no-store').send(Buffer.from(script)));
app.post('/api/v1', express.json({ limit: '60mb' }), async (req, res, next) => {
  const { action, params } = req.body as { action?: string; params?: { dataFiles?: DataFile[]; entry?: DataFile; assets?: Asset[]; asset?: Asset } };
  if (action === 'persistEntry' || action === 'persistMedia') {
    const files = action === 'persistEntry' ? (params?.dataFiles ?? (params?.entry ? [params.entry] : [])) : [];
    const assets = action === 'persistEntry' ? (params?.assets ?? []) : params?.asset ? [params.asset] : [];
    const why = await refusal(root, files, assets);
    if (why) {
      console.log(`refusé : ${why}`);
      res.status(422).json({ error: why });
      return;
    }
    // Decap's backend writes the entry before its pictures: the dev server would then build an
    // entry whose picture is not there yet. The pictures go first, each written aside and renamed.
    if (action === 'persistEntry' && params?.assets?.length) {
      for (const asset of params.assets) await writePicture(root, asset);
      params.assets = [];
    }
    // The entries too (see writeEntry); one that moves to a new slug is left to decap-server.
    if (action === 'persistEntry' && files.length > 0 && files.every((f) => !f.newPath)) {
      for (const file of files) await writeEntry(root, file);
      res.json({ message: 'entry persisted' });
      return;
    }
  }
  if (action === 'deleteFile' || action === 'deleteFiles') {
    res.status(422).json({ error: 'Suppression refusée\u00a0: un article ou une photo se retire avec l’aide du développeur du site.' });
    return;
  }
  next();
});
const { registerLocalFs } = await import('decap-server/dist/middlewares.js');
await registerLocalFs(app, { logLevel: 'warn' });
// Everything else is the site as the dev server serves it: the previews' stylesheet and pictures.
app.use((req: IncomingMessage, res: ServerResponse) => {
  const upstream = request({ host: HOST, port: devPort, path: req.url, method: req.method, headers: { ...req.headers, host: `localhost:${devPort}` } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('502 : le serveur de développement ne répond pas.\n');
  });
  req.pipe(upstream);
});

const devServer = spawn(process.execPath, [path.join(root, 'build', 'bin.mjs'), 'dev', '--root', root, '--port', String(devPort)], { stdio: ['ignore', 'inherit', 'inherit'] });
const server = app.listen(port, HOST, () => {
  console.log(`Éditeur du site\u00a0: http://${HOST}:${port}/admin/  (le site\u00a0: http://localhost:${devPort}/ ; Ctrl-C arrête les deux)`);
});

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (devServer.exitCode === null && devServer.pid !== undefined) process.kill(devServer.pid, 'SIGTERM');
  server.close(() => process.exit(code));
  server.closeAllConnections();
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
devServer.on('exit', (code) => {
  if (!stopping) {
    console.error(`Le serveur de développement s’est arrêté (code ${code})\u00a0: l’éditeur s’arrête aussi.`);
    stop(1);
  }
});
