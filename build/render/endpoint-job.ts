// An endpoint made in a worker of the executor's pool (jobs.ts) while the main thread renders
// pages: the worker imports the site's compiled module of it and reads the source images itself.
// One that needs the pages or the content, or fails, answers `later`: the main thread makes it
// after the pages (and reports it there, as it reports every error).
import { pathToFileURL } from 'node:url';
import { ImageStore } from '../assets/images.ts';
import type { VariantInfo } from '../cache/state.ts';
import { ContentNotLoaded } from '../content/collection.ts';
import { moduleOf, NeedsPages, renderEndpoint } from './endpoint.ts';
import type { EndpointModule } from './page.ts';
import type { Route } from './routes.ts';

export interface EndpointJob {
  /** The compiled module of the endpoint, and the hash of its code. */
  module: string;
  code: string;
  route: Pick<Route, 'file' | 'kind' | 'route' | 'props'>;
  siteUrl: string;
  cacheDir: string;
  imagesDir: string;
}

export type EndpointOutcome =
  | {
      data: Uint8Array;
      /** The image variants it asked for, by URL. */
      variants: [url: string, info: VariantInfo][];
    }
  | { later: true };

/** The source images of a folder, scanned once per thread (their sizes come from the cache the main thread keeps). */
const stores = new Map<string, Promise<ImageStore>>();

function storeFor(imagesDir: string, cacheDir: string): Promise<ImageStore> {
  let store = stores.get(imagesDir);
  if (!store) {
    const s = new ImageStore(imagesDir, cacheDir);
    stores.set(imagesDir, (store = s.scan().then(() => s)));
  }
  return store;
}

export async function makeEndpoint(job: EndpointJob): Promise<EndpointOutcome> {
  try {
    const mod = moduleOf(await import(pathToFileURL(job.module).href), job.route.file) as EndpointModule<unknown>;
    const store = await storeFor(job.imagesDir, job.cacheDir);
    const data = await renderEndpoint(job.route, mod, { config: { siteUrl: job.siteUrl }, images: store, cacheDir: job.cacheDir, code: job.code }, null);
    return { data, variants: store.wantedVariants().map(({ url, ...info }) => [url, info]) };
  } catch (error) {
    // (A store that failed is scanned again by the next endpoint.)
    if (!(error instanceof NeedsPages || error instanceof ContentNotLoaded)) stores.delete(job.imagesDir);
    return { later: true };
  }
}
