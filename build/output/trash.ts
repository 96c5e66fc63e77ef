// Folders a build no longer needs (a replaced tree, a failed build's, what a killed build left)
// hold thousands of files, and deleting them takes long: each is moved into the cache's trash
// (one rename) and deleted in the background, by a process that may outlive the build. Its name
// says which process put it there and when; what a deletion leaves, a later build deletes.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deleteDetached } from './platform.ts';

/** Moves `dir` into the trash and empties it; where the trash is on another file system, deletes `dir` now. */
export function toTrash(dir: string, trash: string): void {
  if (!existsSync(dir)) return;
  try {
    mkdirSync(trash, { recursive: true });
    renameSync(dir, path.join(trash, `${process.pid}-${Date.now()}`));
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  emptyTrash(trash);
}

/** Deletes what is in the trash, in the background; `minAgeMs`: leaves what a deletion started lately still works on. */
export function emptyTrash(trash: string, minAgeMs = 0): void {
  let names: string[];
  try {
    names = readdirSync(trash).filter((n) => Date.now() - Number(n.split('-')[1] ?? 0) >= minAgeMs);
  } catch {
    return;
  }
  if (names.length) deleteDetached(names.map((n) => path.join(trash, n)));
}
