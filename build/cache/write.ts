// A file of the cache or the state is written aside, then renamed over the old one: a reader (a
// build running alongside, the next build after a kill) sees the old file or the new, never half
// of one. The temporary name carries the process id, so two builds never write the same one.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function atomicWrite(file: string, data: string | Uint8Array | readonly Uint8Array[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Array.isArray(data) ? Buffer.concat(data as Uint8Array[]) : (data as string | Uint8Array));
  renameSync(tmp, file);
}
