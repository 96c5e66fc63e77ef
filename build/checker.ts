// Reads each built page for the checks and the size report: its facts (build/facts.ts) and its
// gzip size (level 9, as the budgets count it). Beyond a few dozen pages the work goes to a
// worker thread, in batches, so that it runs on another core while pages render.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { gzipSync } from 'node:zlib';
import { engineWorker } from './engine.ts';
import { pageFacts, type PageFacts } from './facts.ts';

export interface PageJob {
  /** Path in dist/. */
  file: string;
  html: string;
}

export interface PageReading {
  file: string;
  facts: PageFacts;
  gzip: number;
}

export function inspectPage(job: PageJob): PageReading {
  return { file: job.file, facts: pageFacts(job.html, job.file), gzip: gzipSync(job.html, { level: 9 }).length };
}

const BATCH = 16;

export class PageReader {
  private readonly worker: Worker | null;
  private batch: PageJob[] = [];
  private readonly waiting: ((readings: PageReading[]) => void)[] = [];
  private readonly done: Promise<PageReading[]>[] = [];
  private failure: unknown = null;

  /** `expected`: how many pages will come; few are read in this thread. */
  constructor(expected: number) {
    this.worker = expected >= 64 && availableParallelism() > 1 ? new Worker(engineWorker('check-worker')) : null;
    this.worker?.on('message', (readings: PageReading[]) => this.waiting.shift()!(readings));
    // A worker that dies leaves its batches unanswered: finish() says why.
    this.worker?.on('error', (error) => (this.failure = error));
  }

  read(job: PageJob): void {
    if (!this.worker) {
      this.done.push(Promise.resolve([inspectPage(job)]));
      return;
    }
    this.batch.push(job);
    if (this.batch.length >= BATCH) this.flush();
  }

  private flush() {
    if (!this.batch.length) return;
    const jobs = this.batch;
    this.batch = [];
    this.done.push(new Promise((resolve) => this.waiting.push(resolve)));
    this.worker!.postMessage(jobs);
  }

  /** Every reading, once the last page was handed in. */
  async finish(): Promise<PageReading[]> {
    this.flush();
    const worker = this.worker;
    if (!worker) return (await Promise.all(this.done)).flat();
    const failed = new Promise<never>((_, reject) => {
      if (this.failure) reject(this.failure);
      worker.once('error', reject);
    });
    try {
      return (await Promise.race([Promise.all(this.done), failed])).flat();
    } finally {
      await worker.terminate();
    }
  }
}
