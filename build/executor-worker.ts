// A worker of the executor's pool (executor.ts): runs each job it is sent, in turn, and answers
// with the job's result or its error.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { jobs, type JobName } from './jobs.ts';

/** Whether this thread has loaded sharp (the executor then holds it in the main thread too). */
const modules = createRequire(import.meta.url).cache;
const sharpLoaded = () => Object.keys(modules).some((file) => /[\\/]node_modules[\\/]sharp[\\/]/.test(file));

parentPort!.on('message', async ({ id, name, input }: { id: number; name: JobName; input: never }) => {
  try {
    const result = await (jobs[name] as (input: never) => unknown)(input);
    parentPort!.postMessage({ id, result, sharp: sharpLoaded() });
  } catch (error) {
    // As plain fields: an error that is not one of the language's own (browserslist's) would
    // cross to the main thread as an object without its message.
    const { name, message, stack } = (error ?? {}) as Partial<Error>;
    parentPort!.postMessage({ id, failed: { name, message: message ?? String(error), stack }, sharp: sharpLoaded() });
  }
});
