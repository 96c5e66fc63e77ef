// Writes a generated file only when its bytes differ, so a run that changes nothing leaves the
// files' times (and the dev server's watcher) alone. Shared by npm run images, portraits and logo.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** True when the file was written. */
export async function writeIfChanged(file: string, data: Buffer): Promise<boolean> {
  const existing = await readFile(file).catch(() => null);
  if (existing && existing.equals(data)) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}
