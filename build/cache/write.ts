// A file of the cache or the state is written aside, then renamed over the old one: a reader (a
// build running alongside, the next build after a kill) sees the old file or the new, never half
// of one. The temporary name carries the process id, so two builds never write the same one; a
// process writes a file once at a time. A write that fails (a full disk) takes its temporary
// file with it.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Data = string | Uint8Array | readonly Uint8Array[];

const tmpOf = (file: string) => `${file}.${process.pid}.tmp`;
const bytesOf = (data: Data) => (Array.isArray(data) ? Buffer.concat(data as Uint8Array[]) : (data as string | Uint8Array));

export function atomicWrite(file: string, data: Data): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = tmpOf(file);
  try {
    writeFileSync(tmp, bytesOf(data));
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** atomicWrite in libuv's threads: several files at once. */
export async function atomicWriteAsync(file: string, data: Data): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = tmpOf(file);
  try {
    await writeFile(tmp, bytesOf(data));
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
