// A worker thread of the engine run from its TypeScript sources (tests, scripts): tsx's loader
// is registered in the thread, then the worker's module is imported. (`--import tsx` in the
// worker's execArgv does not take in Node 20.)
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.engineWorker);
