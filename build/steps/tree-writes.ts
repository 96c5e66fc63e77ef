// Writing the new tree while the pages render: the files known before the pages (browser code,
// stylesheet, the endpoints made already) and every page rendered, which is also read for the
// checks and the size report. The work goes to the executor (writeFiles, writeAndReadPages):
// to a worker of its pool in a build with many pages, here otherwise.
import { errors } from '../errors.ts';
import type { Executor } from '../executor.ts';
import type { PageState } from '../cache/state.ts';
import type { Reading } from '../output/facts.ts';
import type { FileWritten, PageJob, PageReading } from '../output/tree-files.ts';
import type { OutputTree } from '../output/tree.ts';

/** Pages in one job: a worker answers a batch at a time. */
const BATCH = 16;
/** Batches a worker may have in hand before this thread writes the next itself. */
const BACKLOG = 4;

export class TreeWrites {
  /** Why files could not be written (a full disk, say). */
  private readonly failures: string[] = [];
  /** The strings the pages' facts share (the header's links...), kept once: from a worker, each page's come as copies. */
  private readonly strings = new Map<string, string>();
  private readonly done: Promise<void>[] = [];
  private batch: PageJob[] = [];
  private reading: Reading = {};
  private fresh = new Map<string, PageState>();
  /** Pages still to be rendered. */
  private left = 0;

  constructor(
    private readonly tree: OutputTree,
    private readonly executor: Executor,
  ) {}

  /**
   * How many pages will be rendered, the site's URL (a link to it is the site's own), and the
   * state each page's reading completes as it comes (its facts and gzip size), by file: nothing
   * waits in memory for the last page.
   */
  expectPages(count: number, siteUrl: string, fresh: Map<string, PageState>): void {
    this.executor.expect(count);
    this.left = count;
    this.reading = { origin: siteUrl };
    this.fresh = fresh;
  }

  /** Files known before the pages, by path in dist/: written while the pages render. */
  files(files: [rel: string, data: Uint8Array][]): void {
    const jobs = files.map(([rel, data]) => ({ ...this.job(rel), data }));
    this.done.push(this.executor.run('writeFiles', jobs).then((written) => written.forEach(this.written)));
  }

  /** A rendered page, written and read. */
  page(file: string, html: string): void {
    this.left--;
    this.batch.push({ ...this.job(file), html });
    // A worker with nothing in hand gets the pages gathered so far at once: pages that are slow
    // to render (a list of every article) come one by one.
    if (this.batch.length >= BATCH || this.executor.idle) this.flush();
  }

  /** Once every file handed in is written and every page read; the first write that failed fails the build. */
  async finish(outDir: string): Promise<void> {
    this.flush();
    await Promise.all(this.done);
    if (this.failures.length) throw errors.writeFailed(outDir, new Error(this.failures[0]));
  }

  private flush() {
    if (!this.batch.length) return;
    const pages = this.batch;
    this.batch = [];
    // Towards the end, fewer batches in a worker's hands: its pages should be done when this
    // thread has rendered the last one, not after. Writing and reading a page costs less than
    // rendering it: a worker may hold one and a half pages for each page left to render.
    const backlog = Math.min(BACKLOG, Math.floor((this.left * 1.5) / BATCH));
    this.done.push(this.executor.share('writeAndReadPages', { pages, reading: this.reading }, backlog).then((readings) => readings.forEach(this.read)));
  }

  /** A file of the new tree to write. */
  private job(file: string) {
    this.tree.expect(file);
    return { file, to: this.tree.pathOf(file), previousHash: this.tree.previousHash(file), seeded: this.tree.startedFromFiles };
  }

  /** What became of a file. */
  private readonly written = (w: FileWritten) => {
    if (w.writeError) this.failures.push(w.writeError);
    this.tree.handled(w.file, w.hash, w.same, w.record);
  };

  /** A page written and read: its state completed. */
  private readonly read = (reading: PageReading) => {
    this.written(reading);
    const state = this.fresh.get(reading.file)!;
    const { ids, links, images, h1 } = reading.facts;
    const one = this.one;
    state.facts = { ids: ids.map(one), links: links.map(([url, what, raw]) => (raw === undefined ? [one(url), one(what)] : [one(url), one(what), one(raw)])), images, h1 };
    state.htmlGzip = reading.gzip;
  };

  private readonly one = (s: string): string => {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  };
}
