// The work the build hands to the executor (executor.ts), by name. Each job is a plain function
// of an input that crosses between threads (a structured clone), run in a worker of the pool or
// inline in the main thread: the same function either way.
import { pathToFileURL } from 'node:url';
import { autoprefix } from './assets/prefix.ts';
import { readMarkdown } from './content/read.ts';
import type { Reading } from './output/facts.ts';
import { writeAndReadPage, writeFile, type FileJob, type PageJob } from './output/tree-files.ts';
import { makeEndpoint } from './render/endpoint-job.ts';

export const jobs = {
  /** The stylesheet's vendor prefixes (see assets/prefix.ts). */
  autoprefix,
  /** The site's compiled code, imported ahead of the endpoints that need it. */
  importModule: async (file: string): Promise<void> => void (await import(pathToFileURL(file).href)),
  /** Markdown files read and parsed (see content/read.ts). */
  readMarkdown,
  /** An endpoint made, or left for later (see render/endpoint-job.ts). */
  endpoint: makeEndpoint,
  /** Files of the new tree written (see output/tree-files.ts). */
  writeFiles: (files: FileJob[]) => files.map(writeFile),
  /** Rendered pages written and read for the checks. */
  writeAndReadPages: ({ pages, reading }: { pages: PageJob[]; reading: Reading }) => pages.map((page) => writeAndReadPage(page, reading)),
};

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
export type JobInput<N extends JobName> = Parameters<Jobs[N]>[0];
export type JobOutput<N extends JobName> = Awaited<ReturnType<Jobs[N]>>;
