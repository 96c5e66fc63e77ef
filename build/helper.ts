// A second thread for the build, so that the machine's other core works while the main thread
// renders pages. It takes, in this order: the stylesheet's vendor prefixes (autoprefixer), the
// Markdown files the main thread has not taken yet (a build from nothing), the endpoints that
// need neither the list of pages nor the content (icons, PDFs, vCards, QR codes), the files
// known before the pages (browser code, stylesheet, what the endpoints made), which it writes
// into the new tree, and every rendered page, which it writes and reads for the checks and the
// size report (its facts, build/output/facts.ts, and its gzip size at level 9, as the budgets count
// it). On a single core everything runs in the main thread instead.
import { closeSync, fstatSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { pauseReads, type FreshRead, type SharedReads } from './content/collection.ts';
import { engineWorker } from './engine.ts';
import { pageFacts, type PageFacts, type Reading } from './output/facts.ts';
import { load } from './lazy.ts';
import { stampOf, type FileStamp } from './output/stamp.ts';
import { hashOf } from './output/tree.ts';
import type { Route } from './render/routes.ts';

export interface PageJob {
  /** Path in dist/. */
  file: string;
  html: string;
  /** Where to write it (the new tree). */
  to: string;
  /** The hash of the file dist/ holds now, still intact: the same bytes are not written again. */
  previousHash?: string;
  /** The new tree started from files (the spare tree, links to dist/): one may be there already. */
  seeded?: boolean;
}

export interface PageReading {
  file: string;
  facts: PageFacts;
  gzip: number;
  /** sha1 of the bytes; `same` when they are those of the file dist/ holds (carry it over). */
  hash: string;
  same: boolean;
  /** Why the page could not be written (a full disk, say). */
  writeError?: string;
  /** The file written: its size, time and inode (the build's record of it). */
  record?: FileStamp;
}

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
      variants: [url: string, info: { src: string; width: number; height: number; format: string }][];
      /** sharp is loaded in the worker now (the endpoint drew an image). */
      sharp?: boolean;
    }
  /** It needs the pages or the content: the main thread runs it after the pages. */
  | { later: true };

/** `reading`: how the page is read for its facts (the site's origin, whose absolute links are the site's). */
export function handlePage(job: PageJob, reading: Reading): PageReading {
  const data = Buffer.from(job.html);
  return { ...writeFile({ ...job, data }), facts: pageFacts(job.html, job.file, reading), gzip: gzipSync(data, { level: 9 }).length };
}

/** A file made before the pages (browser code, an endpoint's output), written into the new tree as a page is. */
export interface FileJob extends Omit<PageJob, 'html'> {
  data: Uint8Array;
}

export type FileWritten = Omit<PageReading, 'facts' | 'gzip'>;

/** Writes a file into the new tree, unless dist/ holds the same bytes (`same`: carried over). */
export function writeFile(job: FileJob): FileWritten {
  const hash = hashOf(job.data);
  const same = hash === job.previousHash;
  let writeError: string | undefined;
  let record: FileStamp | undefined;
  if (!same) {
    try {
      mkdirSync(path.dirname(job.to), { recursive: true });
      // The spare tree's old file goes first: a file made anew gets a stamp of its own (inode, times).
      if (job.seeded) rmSync(job.to, { force: true });
      const fd = openSync(job.to, 'w');
      try {
        writeFileSync(fd, job.data);
        record = stampOf(fstatSync(fd));
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      writeError = (error as Error).message;
    }
  }
  return { file: job.file, hash, same, writeError, record };
}

export type Message =
  | ({ id: number; type: 'content' } & SharedReads)
  | { id: number; type: 'prefix'; css: string }
  | { id: number; type: 'warm' }
  | { id: number; type: 'preload'; module: string }
  | { id: number; type: 'endpoint'; job: EndpointJob }
  | { id: number; type: 'pages'; jobs: PageJob[]; reading: Reading; done: Int32Array }
  | { id: number; type: 'files'; jobs: FileJob[] };
type Ask = Message extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never;

const BATCH = 16;
/** Batches of pages the worker may have in hand before this thread helps. */
const BACKLOG = 4;
// A page costs about a millisecond to write and read; starting the worker (and loading the
// parser there) some fifty: below this many pages, the main thread does it.
const THREADED_PAGES = 48;

export class Helper {
  private worker: Worker | null = null;
  private readonly threads = availableParallelism() > 1;
  private next = 0;
  private readonly waiting = new Map<number, (value: never) => void>();
  private batch: PageJob[] = [];
  private pagesHere = true;
  private readonly readings: Promise<void>[] = [];
  /**
   * Pages sent to the worker, and how many of them it has handled: it counts them here as it
   * goes, so this thread knows without reading its answers, which it lets in only now and then.
   */
  private pagesSent = 0;
  private readonly pagesDone = new Int32Array(new SharedArrayBuffer(4));
  /** Endpoints sent and not answered yet. */
  private endpointsOut = 0;
  private sharpHere = false;
  private failure: Error | null = null;
  /** Pages still to be rendered (see page()). */
  private left = 0;
  /** The Markdown being read ahead by both threads, and the worker's answers so far. */
  private reads: { job: SharedReads; answers: Promise<FreshRead[]>[] } | null = null;

  /** The worker starts with the first job worth a thread: a build with little to do never starts it. */
  private spawn(): Worker {
    if (this.worker) return this.worker;
    const worker = engineWorker('helper-worker');
    worker.on('message', ({ id, result }: { id: number; result: never }) => {
      const resolve = this.waiting.get(id)!;
      this.waiting.delete(id);
      resolve(result);
    });
    // A worker that dies leaves its jobs unanswered: they fail with its error.
    worker.on('error', (error) => {
      this.failure = error;
      for (const resolve of this.waiting.values()) resolve({ failed: error } as never);
      this.waiting.clear();
    });
    return (this.worker = worker);
  }

  private ask<T>(message: Ask): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const worker = this.spawn();
    const id = this.next++;
    const answer = this.answer<T>(id);
    worker.postMessage({ ...message, id });
    return answer;
  }

  /** Kept apart from ask(): the callback waiting for the answer must not hold the message (pages' HTML). */
  private answer<T>(id: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, ((result: T & { failed?: Error }) => (result?.failed ? reject(revived(result.failed)) : resolve(result))) as never);
    });
  }

  /**
   * Markdown files read and parsed in the worker as well as here (see ContentCache.readAhead);
   * on one core, not asked. Each answer is handed to `got` as it comes (the files read before the
   * stylesheet, then those after); resolves after the last.
   */
  readContent(job: SharedReads, got: (reads: FreshRead[]) => void): Promise<void> {
    if (!this.threads) return Promise.reject(new Error('one core'));
    this.reads = { job, answers: [this.ask<FreshRead[]>({ type: 'content', ...job })] };
    const answers = this.reads.answers;
    return (async () => {
      // (A second answer may join while the first is awaited: see prefixCss.)
      for (let i = 0; i < answers.length; i++) got(await answers[i]!);
    })();
  }

  /** Vendor prefixes and minification (autoprefixer takes a sixth of a second just to load). */
  prefixCss(css: string, minify: boolean): Promise<string> {
    if (!this.threads) return prefixCss(css, minify);
    // The pages wait for the stylesheet: the worker stops reading Markdown for it, and reads
    // again after, while files are left.
    const reads = this.reads;
    const after = reads && pauseReads(reads.job);
    // The worker adds the prefixes; esbuild minifies here, in the process this thread started
    // (in the worker it would start another: 40 ms of a build's CPU).
    const prefixed = this.ask<string>({ type: 'prefix', css }).then((css) => minifyCss(css, minify));
    if (after) {
      reads!.job = after;
      reads!.answers.push(this.ask<FreshRead[]>({ type: 'content', ...after }));
    }
    return prefixed;
  }

  /** An endpoint run in the worker, while pages render here; on one core, after the pages. */
  endpoint(job: EndpointJob): Promise<EndpointOutcome> {
    if (!this.threads) return Promise.resolve({ later: true });
    this.endpointsOut++;
    return this.ask<EndpointOutcome>({ type: 'endpoint', job })
      .then((outcome) => {
        if ('sharp' in outcome && outcome.sharp) this.holdSharp();
        return outcome;
      })
      .catch(() => ({ later: true }) as const)
      .finally(() => this.endpointsOut--);
  }

  /**
   * An endpoint that draws an image loads sharp in the worker. Its native library must then be
   * loaded here too before the worker ends: a worker that alone held it would unload it when it
   * ends, under this thread's feet (sharp's documentation, "worker threads"). Loading it costs
   * a tenth of a second and starts libvips' threads: only when an endpoint drew (the images
   * endpoints draw are kept with the encoded variants, so a build seldom does).
   */
  private holdSharp() {
    if (this.sharpHere) return;
    this.sharpHere = true;
    load('sharp');
  }

  /**
   * Starts the worker now (a build from nothing will need it): it boots, and loads autoprefixer
   * and the browsers of the site's list (a sixth of a second), while the pipeline loads and esbuild
   * works, before the stylesheet comes to it.
   */
  prewarm(): this {
    // (A failure here, a browser list that does not parse, say, is reported by the stylesheet's own request.)
    if (this.threads) this.ask({ type: 'warm' }).catch(() => {});
    return this;
  }

  /**
   * The site's compiled code, imported in the worker as soon as it is written, while this thread
   * imports it too: the worker would otherwise be idle then, and import it with the first
   * endpoint, when the pages start coming. Asked in a build from nothing, whose worker is
   * running already (see prewarm); never starts one.
   */
  preload(module: string): void {
    if (this.threads && this.worker) this.ask({ type: 'preload', module }).catch(() => {});
  }

  private onReading: (reading: PageReading) => void = () => {};
  private reading: Reading = {};

  /**
   * How many pages will be rendered (a few are written and read here, many in the worker), the
   * site's URL (config.siteUrl: a link to it is the site's own), and what to do with each
   * reading as it comes (nothing waits in memory for the last page).
   */
  expectPages(count: number, siteUrl: string, onReading: (reading: PageReading) => void): void {
    this.pagesHere = !this.threads || count < THREADED_PAGES;
    this.onReading = onReading;
    this.reading = { origin: siteUrl };
    this.left = count;
  }

  /**
   * A rendered page, written and read. When the worker falls behind, this thread takes the page
   * itself: both threads stay busy, and pages waiting for the worker never pile up in memory.
   */
  page(job: PageJob): void {
    this.left--;
    // The worker is given at most a few batches (it answers all waiting messages in one go, and
    // its endpoints, PDFs and icons, would wait behind them): one batch while it still has endpoints.
    // Towards the end, fewer: its pages should be done when this thread has rendered the last
    // page, not after. A page costs it about two thirds of a render: it may hold one and a half
    // for each page left to render.
    const inHand = this.pagesSent - Atomics.load(this.pagesDone, 0);
    const limit = this.endpointsOut > 0 ? BATCH : Math.min(BACKLOG * BATCH, Math.floor(this.left * 1.5));
    if (this.pagesHere || inHand + this.batch.length >= limit) {
      // Pages gathered for a batch that will not go are handled here too.
      for (const waiting of this.batch.splice(0)) this.onReading(handlePage(waiting, this.reading));
      this.onReading(handlePage(job, this.reading));
      return;
    }
    this.batch.push(job);
    // A worker with nothing in hand gets the pages gathered so far at once.
    if (this.batch.length >= BATCH || inHand === 0) this.flush();
  }

  private flush() {
    if (!this.batch.length) return;
    const jobs = this.batch;
    this.batch = [];
    this.pagesSent += jobs.length;
    this.readings.push(this.ask<PageReading[]>({ type: 'pages', jobs, reading: this.reading, done: this.pagesDone }).then((readings) => readings.forEach(this.onReading)));
  }

  /**
   * Files known before the pages, written by the worker while this thread renders (on one core,
   * or for a build with few pages, here): creating a file costs this file system up to a
   * millisecond right after a tree was deleted, and hundreds of them (a phone rule per country)
   * would otherwise wait for the last page.
   */
  files(jobs: FileJob[], onWritten: (written: FileWritten) => void): void {
    if (this.pagesHere) {
      for (const job of jobs) onWritten(writeFile(job));
      return;
    }
    this.readings.push(this.ask<FileWritten[]>({ type: 'files', jobs }).then((written) => written.forEach(onWritten)));
  }

  /** Once every page and file handed in has been written (and every page read). */
  async readAll(): Promise<void> {
    this.flush();
    await Promise.all(this.readings);
  }

  /** Stops the worker (a failed build: at once, before its tree goes). */
  async close(): Promise<void> {
    // An endpoint still running (a failed build) may have loaded sharp: held here first.
    if (this.worker && this.endpointsOut > 0) this.holdSharp();
    await this.worker?.terminate();
  }
}

/** A failure as the worker sent it (its fields), an Error again. */
function revived(failed: Partial<Error>): Error {
  if (failed instanceof Error) return failed;
  const error = new Error(failed.message);
  if (failed.name) error.name = failed.name;
  if (failed.stack) error.stack = failed.stack;
  return error;
}

/** autoprefixer for the browsers in the browser list, then esbuild's minifier. */
export async function prefixCss(css: string, minify: boolean): Promise<string> {
  return minifyCss(await autoprefix(css), minify);
}

export async function autoprefix(css: string): Promise<string> {
  // Required (load), not imported: an import of a CommonJS package has Node scan its source for
  // the names it exports (postcss's and esbuild's: 40 ms).
  const postcss = load<typeof import('postcss').default>('postcss');
  const autoprefixer = load<typeof import('autoprefixer')>('autoprefixer');
  return (await postcss([autoprefixer]).process(css, { from: undefined })).css;
}

async function minifyCss(css: string, minify: boolean): Promise<string> {
  const esbuild = load<typeof import('esbuild')>('esbuild');
  return (await esbuild.transform(css, { loader: 'css', minify, legalComments: 'none' })).code;
}
