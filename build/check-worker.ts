// A worker thread that reads built pages while the main thread renders the next ones: the
// facts the checks need, and the gzip size the budgets count.
import { parentPort } from 'node:worker_threads';
import { inspectPage, type PageJob } from './checker.ts';

parentPort!.on('message', (jobs: PageJob[]) => {
  parentPort!.postMessage(jobs.map(inspectPage));
});
