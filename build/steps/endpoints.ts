// Step 4: the endpoints (sitemap, feed, icons, PDFs...). Each is tried first with what its cache
// holds; one with real work to do goes to the executor's pool when it runs, which makes it while
// the rest of the build goes on; the others, and one that lists the pages (the sitemap) or
// reads content, run after the pages, here.
import path from 'node:path';
import type { EndpointJob, EndpointOutcome } from '../render/endpoint-job.ts';
import { ContentNotLoaded } from '../content/collection.ts';
import { SECURITY_TXT, securityTxtWarning } from '../output/security-txt.ts';
import { NeedsPages, NotCached, renderEndpoint } from '../render/endpoint.ts';
import type { BuiltPage, EndpointModule } from '../render/page.ts';
import { outputPath, type Route } from '../render/routes.ts';
import type { BuildContext, Endpoints } from './context.ts';

const LATER: EndpointOutcome = { later: true };

/** 4. Every endpoint route found so far: made from the cache, handed to the pool, or left for after the pages. */
export async function earlyEndpoints(b: BuildContext): Promise<Endpoints> {
  const found: Endpoints = { ready: [], pending: [] };
  for (const route of [...b.routes.all]) {
    try {
      found.ready.push({ route, data: await make(b, route, null, true) });
    } catch (error) {
      found.pending.push({ route, made: madeElsewhere(b, route, error) });
    }
  }
  return found;
}

/** An endpoint the cache could not make: the pool makes it, or this thread after the pages. */
function madeElsewhere(b: BuildContext, route: Route, error: unknown): Promise<EndpointOutcome> {
  if (error instanceof NeedsPages || error instanceof ContentNotLoaded) return Promise.resolve(LATER);
  if (!(error instanceof NotCached)) throw error;
  if (!b.executor.pooled) return Promise.resolve(LATER);
  const job: EndpointJob = {
    module: b.site.moduleFiles.get(route.file)!,
    code: b.codeOf(route),
    route: { file: route.file, kind: route.kind, route: route.route, props: route.props },
    siteUrl: b.config.siteUrl,
    cacheDir: b.cacheDir,
    imagesDir: path.join(b.root, b.config.images),
  };
  return b.executor.run('endpoint', job).catch(() => LATER);
}

/** 4, after the pages: what the pool made, and the endpoints left for now, written into the tree. */
export async function lateEndpoints(b: BuildContext): Promise<void> {
  const built: BuiltPage[] = b.pages.all.map((p) => ({ route: p.route, head: p.head }));
  // What the endpoints gave, by file: the host files are looked into (see security-txt.ts).
  const outputs = new Map(b.endpoints.ready.map(({ route, data }) => [outputPath(route.route, 'endpoint'), data]));
  const afterContent = b.routes.afterContent.map((route) => ({ route, made: Promise.resolve(LATER) }));
  for (const { route, made } of [...b.endpoints.pending, ...afterContent]) {
    const outcome = await made;
    let data: Uint8Array;
    if ('data' in outcome) {
      data = outcome.data;
      for (const [url, info] of outcome.variants) b.images.want(url, info);
    } else data = await make(b, route, built, false);
    const file = outputPath(route.route, 'endpoint');
    b.tree.write(file, data);
    outputs.set(file, data);
  }
  const securityTxt = outputs.get(SECURITY_TXT);
  const expiring = securityTxt && securityTxtWarning(Buffer.from(securityTxt).toString('utf8'));
  if (expiring) b.notices.push(expiring);
}

/** An endpoint made here; `cacheOnly`: only from what its cache holds (NotCached otherwise). */
function make(b: BuildContext, route: Route, pages: BuiltPage[] | null, cacheOnly: boolean): Promise<Uint8Array> {
  const mod = b.site.modules.get(route.file) as EndpointModule<unknown>;
  const setup = { config: b.config, images: b.images, cacheDir: b.cacheDir, code: b.codeOf(route) };
  return renderEndpoint(route, mod, setup, pages, cacheOnly ? { cacheOnly: true } : {});
}
