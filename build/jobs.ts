// The work the build hands to the executor (executor.ts), by name. Each job is a plain function
// of an input that crosses between threads (a structured clone), run in a worker of the pool or
// inline in the main thread: the same function either way. Each loads its module when first
// run, so that a worker loads only what its jobs need (one that reads Markdown starts sooner).
import { pathToFileURL } from 'node:url';
import type { FileToRead } from './content/read.ts';
import type { Reading } from './output/facts.ts';
import type { FileJob, PageJob } from './output/tree-files.ts';
import type { EndpointJob } from './render/endpoint-job.ts';

export const jobs = {
  /** The stylesheet's vendor prefixes (see assets/prefix.ts). */
  autoprefix: async (css: string) => (await import('./assets/prefix.ts')).autoprefix(css),
  /** The site's compiled code, imported ahead of the endpoints that need it. */
  importModule: async (file: string): Promise<void> => void (await import(pathToFileURL(file).href)),
  /** Markdown files read and parsed (see content/read.ts). */
  readMarkdown: async (files: FileToRead[]) => (await import('./content/read.ts')).readMarkdown(files),
  /** An endpoint made, or left for later (see render/endpoint-job.ts). */
  endpoint: async (job: EndpointJob) => (await import('./render/endpoint-job.ts')).makeEndpoint(job),
  /** Files of the new tree written (see output/tree-files.ts). */
  writeFiles: async (files: FileJob[]) => files.map((await import('./output/tree-files.ts')).writeFile),
  /** Rendered pages written and read for the checks. */
  writeAndReadPages: async ({ pages, reading }: { pages: PageJob[]; reading: Reading }) => {
    const { writeAndReadPage } = await import('./output/tree-files.ts');
    return pages.map((page) => writeAndReadPage(page, reading));
  },
};

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
export type JobInput<N extends JobName> = Parameters<Jobs[N]>[0];
export type JobOutput<N extends JobName> = Awaited<ReturnType<Jobs[N]>>;
