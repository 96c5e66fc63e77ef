// Writing one file of the new tree (output/tree.ts) and, for a page, reading it for the checks
// and the size report. These are jobs of the executor (jobs.ts): they run in a worker of the pool
// while this thread renders, or here; either way the tree learns of each file through
// OutputTree.handled().
import { closeSync, fstatSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFacts, type PageFacts, type Reading } from './facts.ts';
import { stampOf, type FileStamp } from './stamp.ts';
import { hashOf } from './tree.ts';

/** A file of the new tree to write: a page, or a file made before the pages (browser code, an endpoint's output). */
export interface FileJob {
  /** Path in dist/. */
  file: string;
  data: Uint8Array;
  /** Where to write it (the new tree). */
  to: string;
  /** The hash of the file dist/ holds now, still intact: the same bytes are not written again. */
  previousHash?: string;
  /** The new tree started from files (the spare tree, links to dist/): one may be there already. */
  seeded?: boolean;
}

export interface PageJob extends Omit<FileJob, 'data'> {
  html: string;
}

export interface FileWritten {
  file: string;
  /** sha1 of the bytes; `same` when they are those of the file dist/ holds (carry it over). */
  hash: string;
  same: boolean;
  /** Why the file could not be written (a full disk, say). */
  writeError?: string;
  /** The file written: its size, time and inode (the build's record of it). */
  record?: FileStamp;
}

export interface PageReading extends FileWritten {
  facts: PageFacts;
  /** Its size gzipped at level 9, as the budgets count it. */
  gzip: number;
}

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

/** A rendered page written, and read for its facts; `reading` says how (the site's origin, whose absolute links are the site's). */
export function writeAndReadPage(job: PageJob, reading: Reading): PageReading {
  const data = Buffer.from(job.html);
  return { ...writeFile({ ...job, data }), facts: pageFacts(job.html, job.file, reading), gzip: gzipSync(data, { level: 9 }).length };
}
