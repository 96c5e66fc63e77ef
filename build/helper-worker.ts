// The build's second thread (see helper.ts): answers each message in turn.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { ContentNotLoaded, readFiles } from './content/collection.ts';
import { moduleOf, NeedsPages, renderEndpoint } from './render/endpoint.ts';
import { autoprefix, handlePage, writeFile, type EndpointJob, type EndpointOutcome, type Message } from './helper.ts';
import { ImageStore } from './assets/images.ts';
import type { EndpointModule } from './render/page.ts';

// Source images, read once (their sizes come from the cache the main thread keeps).
const stores = new Map<string, Promise<ImageStore>>();
function storeFor(imagesDir: string, cacheDir: string): Promise<ImageStore> {
  let store = stores.get(imagesDir);
  if (!store) {
    const s = new ImageStore(imagesDir, cacheDir);
    stores.set(imagesDir, (store = s.scan().then(() => s)));
  }
  return store;
}

/** Whether this thread has loaded sharp (the helper then holds it in the main thread too). */
const modules = createRequire(import.meta.url).cache;
const sharpLoaded = () => Object.keys(modules).some((file) => /[\\/]node_modules[\\/]sharp[\\/]/.test(file));

async function endpoint(job: EndpointJob): Promise<EndpointOutcome> {
  try {
    const mod = moduleOf(await import(pathToFileURL(job.module).href), job.route.file) as EndpointModule<unknown>;
    const store = await storeFor(job.imagesDir, job.cacheDir);
    const data = await renderEndpoint(job.route, mod, { config: { siteUrl: job.siteUrl }, images: store, cacheDir: job.cacheDir, code: job.code }, null);
    return { data, variants: store.wantedVariants().map((v) => [v.url, { src: v.src, width: v.width, height: v.height, format: v.format }]), sharp: sharpLoaded() };
  } catch (error) {
    // One that needs the pages or the content, or fails (the main thread then reports it
    // as it reports every error), runs again in the main thread after the pages.
    if (!(error instanceof NeedsPages || error instanceof ContentNotLoaded)) stores.delete(job.imagesDir);
    return { later: true };
  }
}

// Each message as it comes: the stylesheet, which the main thread waits for, does not wait
// behind the endpoints (they await their imports and images in between).
parentPort!.on('message', async (message: Message) => {
  let result: unknown;
  try {
    if (message.type === 'content') result = readFiles(message);
    else if (message.type === 'prefix') result = await autoprefix(message.css);
    else if (message.type === 'warm') await autoprefix('');
    else if (message.type === 'preload') await import(pathToFileURL(message.module).href);
    else if (message.type === 'endpoint') result = await endpoint(message.job);
    else if (message.type === 'files') result = message.jobs.map(writeFile);
    else
      result = message.jobs.map((job) => {
        const reading = handlePage(job, message.reading);
        Atomics.add(message.done, 0, 1);
        return reading;
      });
  } catch (error) {
    // As plain fields: an error that is not one of the language's own (browserslist's) would
    // cross to the main thread as an object without its message.
    const { name, message, stack } = (error ?? {}) as Partial<Error>;
    result = { failed: { name, message: message ?? String(error), stack } };
  }
  parentPort!.postMessage({ id: message.id, result });
});
