// What the helper thread writes into the new tree: the files known before the pages (browser
// code, stylesheet, the endpoints made from the cache) and every page rendered, which it also
// reads for the checks and the size report. The pipeline's writes through the helper thread are
// all here.
import { errors } from '../errors.ts';
import type { FileWritten, Helper } from '../helper.ts';
import type { PageState } from '../cache/state.ts';
import type { OutputTree } from '../output/tree.ts';

export class TreeWrites {
  /** Why files could not be written (a full disk, say). */
  private readonly failures: string[] = [];
  /** The strings the pages' facts share (the header's links...), kept once: they come from the worker as copies. */
  private readonly strings = new Map<string, string>();

  constructor(
    private readonly tree: OutputTree,
    private readonly helper: Helper,
  ) {}

  /**
   * How many pages will be rendered, and the state each one's reading completes as it comes
   * (its facts and gzip size), by file: nothing waits in memory for the last page.
   */
  expectPages(count: number, siteUrl: string, fresh: Map<string, PageState>): void {
    this.helper.expectPages(count, siteUrl, (reading) => {
      this.written(reading);
      const state = fresh.get(reading.file)!;
      const { ids, links, images, h1 } = reading.facts;
      const one = this.one;
      state.facts = { ids: ids.map(one), links: links.map(([url, what, raw]) => (raw === undefined ? [one(url), one(what)] : [one(url), one(what), one(raw)])), images, h1 };
      state.htmlGzip = reading.gzip;
    });
  }

  /** Files known before the pages, by path in dist/: written while the pages render. */
  files(files: [rel: string, data: Uint8Array][]): void {
    this.helper.files(
      files.map(([rel, data]) => ({ ...this.job(rel), data })),
      this.written,
    );
  }

  /** A rendered page, written and read. */
  page(file: string, html: string): void {
    this.helper.page({ ...this.job(file), html });
  }

  /** Once every file handed in is written and every page read; the first write that failed fails the build. */
  async finish(outDir: string): Promise<void> {
    await this.helper.readAll();
    if (this.failures.length) throw errors.writeFailed(outDir, new Error(this.failures[0]));
  }

  /** A file of the new tree the helper thread writes. */
  private job(file: string) {
    this.tree.expect(file);
    return { file, to: this.tree.pathOf(file), previousHash: this.tree.previousHash(file), seeded: this.tree.startedFromFiles };
  }

  /** What the helper thread did with a file. */
  private readonly written = (w: FileWritten) => {
    if (w.writeError) this.failures.push(w.writeError);
    this.tree.handled(w.file, w.hash, w.same, w.record);
  };

  private readonly one = (s: string): string => {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  };
}
