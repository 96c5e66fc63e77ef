// All the build's parallel work goes through one executor. A step hands it a job of the registry
// (jobs.ts) by name, with its input, and awaits the result; the executor runs the job in a worker
// thread of its pool or here, inline: the same function either way, so that no step knows which.
//
// The pool starts only when a step has enough to hand off (POOL_FROM items): starting a worker
// and loading its modules costs more than a build of a few dozen pages (the real site) would
// win back, so such a build runs everything inline (docs/performance.md). SSG_THREADS sets how many threads a build
// uses (1: inline only); by default, one per core.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { engineWorker } from './engine.ts';
import { jobs, type JobInput, type JobName, type JobOutput } from './jobs.ts';
import { load } from './lazy.ts';

/** Below this many items to hand off (pages, Markdown files), the pool does not start. */
export const POOL_FROM = 48;

/** Items in one message of `map` (Markdown files), so that the threads take turns often. */
const CHUNK = 16;

/** The jobs whose input and result are lists, which `map` cuts into chunks. */
type ListJob = { [N in JobName]: JobInput<N> extends unknown[] ? (JobOutput<N> extends unknown[] ? N : never) : never }[JobName];

interface Answer {
  id: number;
  result?: unknown;
  failed?: Partial<Error>;
  sharp?: boolean;
}

/** One worker of the pool, and the jobs it has in hand. */
class Lane {
  readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(readonly worker: Worker) {}

  get inHand(): number {
    return this.waiting.size;
  }
}

export class Executor {
  private readonly lanes: Lane[] = [];
  private next = 0;
  private sharpHere = false;
  private failure: Error | null = null;

  /** `threads`: this one and the pool's workers. */
  constructor(private readonly threads = configuredThreads()) {}

  /** Whether the pool runs (jobs then go to it). */
  get pooled(): boolean {
    return this.lanes.length > 0 && !this.failure;
  }

  /** Whether a worker of the pool has nothing in hand (a job handed over now starts at once). */
  get idle(): boolean {
    return this.pooled && this.lanes.some((lane) => lane.inHand === 0);
  }

  /** A step is about to hand off `items` jobs' worth of work: the pool starts if it pays. */
  expect(items: number): void {
    if (items < POOL_FROM || this.lanes.length > 0) return;
    for (let i = 1; i < this.threads; i++) this.lanes.push(this.spawn());
  }

  /** The job in the pool when it runs, else here. */
  run<N extends JobName>(name: N, input: JobInput<N>): Promise<JobOutput<N>> {
    if (!this.pooled) return this.here(name, input);
    return this.send(this.freest()!, name, input);
  }

  /**
   * The job in a worker that has fewer than `backlog` jobs in hand; else here, now: when the
   * pool falls behind, the caller's thread takes its share, and work never piles up in a queue.
   */
  share<N extends JobName>(name: N, input: JobInput<N>, backlog = 2): Promise<JobOutput<N>> {
    const lane = this.pooled ? this.freest() : undefined;
    if (!lane || lane.inHand >= backlog) return this.here(name, input);
    return this.send(lane, name, input);
  }

  /**
   * A job whose input is a list, over `items` in chunks: each worker of the pool takes the next
   * chunk when it has answered its last, and this thread takes one in between (yielding after
   * each, so that esbuild's and the workers' answers come in). The results, in order.
   */
  async map<N extends ListJob>(name: N, items: JobInput<N>): Promise<JobOutput<N>> {
    this.expect(items.length);
    const chunks: JobInput<N>[] = [];
    for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK) as JobInput<N>);
    const results: JobOutput<N>[] = [];
    let taken = 0;
    const take = async (runChunk: (chunk: JobInput<N>) => Promise<JobOutput<N>>) => {
      for (let i; (i = taken++) < chunks.length; ) results[i] = await runChunk(chunks[i]!);
    };
    // Two chunks in each worker's hands: it starts the next while its answer waits for this thread.
    const pool = this.pooled ? this.lanes.flatMap((lane) => [lane, lane]).map((lane) => take((chunk) => this.send(lane, name, chunk))) : [];
    const here = take((chunk) => {
      const result = this.here(name, chunk);
      return result.then((value) => new Promise<JobOutput<N>>((resolve) => setImmediate(() => resolve(value))));
    });
    await Promise.all([here, ...pool]);
    return results.flat() as JobOutput<N>;
  }

  /** Stops the pool (a failed build: at once, before its tree goes). */
  async close(): Promise<void> {
    // A job still running (a failed build) may have loaded sharp: held here first (see holdSharp).
    if (this.lanes.some((lane) => lane.inHand > 0)) this.holdSharp();
    await Promise.all(this.lanes.splice(0).map((lane) => lane.worker.terminate()));
  }

  private async here<N extends JobName>(name: N, input: JobInput<N>): Promise<JobOutput<N>> {
    return (jobs[name] as (input: JobInput<N>) => JobOutput<N> | Promise<JobOutput<N>>)(input);
  }

  private freest(): Lane | undefined {
    return this.lanes.reduce<Lane | undefined>((best, lane) => (!best || lane.inHand < best.inHand ? lane : best), undefined);
  }

  private send<N extends JobName>(lane: Lane, name: N, input: JobInput<N>): Promise<JobOutput<N>> {
    const id = this.next++;
    const answer = new Promise<JobOutput<N>>((resolve, reject) => lane.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }));
    lane.worker.postMessage({ id, name, input });
    return answer;
  }

  private spawn(): Lane {
    const lane = new Lane(engineWorker('executor-worker'));
    lane.worker.on('message', ({ id, result, failed, sharp }: Answer) => {
      if (sharp) this.holdSharp();
      const waiting = lane.waiting.get(id)!;
      lane.waiting.delete(id);
      if (failed) waiting.reject(revived(failed));
      else waiting.resolve(result);
    });
    // A worker that dies leaves its jobs unanswered: they fail with its error, and the pool is
    // not used again (the jobs after it run here).
    const died = (error: Error) => {
      this.failure ??= error;
      for (const { reject } of lane.waiting.values()) reject(error);
      lane.waiting.clear();
    };
    lane.worker.on('error', died);
    lane.worker.on('exit', () => died(new Error('A worker thread of the build stopped before answering')));
    return lane;
  }

  /**
   * A job that draws an image loads sharp in a worker. Its native library must then be loaded
   * here too before the worker ends: a worker that alone held it would unload it when it ends,
   * under this thread's feet (sharp's documentation, "worker threads").
   */
  private holdSharp() {
    if (this.sharpHere) return;
    this.sharpHere = true;
    load('sharp');
  }
}

/** SSG_THREADS, or one thread per core. */
function configuredThreads(): number {
  const asked = Number(process.env.SSG_THREADS);
  return Number.isInteger(asked) && asked >= 1 ? asked : availableParallelism();
}

/** A failure as the worker sent it (its fields), an Error again. */
function revived(failed: Partial<Error>): Error {
  const error = new Error(failed.message);
  if (failed.name) error.name = failed.name;
  if (failed.stack) error.stack = failed.stack;
  return error;
}
