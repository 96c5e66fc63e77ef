// The caches only grow: every edit of the site's code leaves compiled files behind, every test
// build a state. Once an hour at most, a build deletes what it does not use and nobody has
// touched for a day (a build running alongside may use older files: they are left a day).
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `inUse`: absolute paths of cache files the build that just ended uses. */
export function collectGarbage(cacheDir: string, inUse: Set<string>): void {
  const stamp = path.join(cacheDir, 'gc-stamp');
  try {
    if (Date.now() - statSync(stamp).mtimeMs < HOUR) return;
    utimesSync(stamp, new Date(), new Date());
  } catch {
    try {
      writeFileSync(stamp, '');
    } catch {
      return;
    }
  }
  const now = Date.now();
  for (const [dir, maxAge] of [
    ['server', DAY],
    ['esbuild/files', DAY],
    ['endpoints', 30 * DAY],
    ['images/drawn', 30 * DAY],
    ['css', 30 * DAY],
    ['content', 30 * DAY],
    ['builds', 14 * DAY],
  ] as const) {
    const root = path.join(cacheDir, dir);
    let entries: string[];
    try {
      entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const abs = path.join(root, entry);
      try {
        const s = statSync(abs);
        if (s.isFile() && !inUse.has(abs) && now - s.mtimeMs > maxAge) rmSync(abs, { force: true });
      } catch {
        // gone meanwhile
      }
    }
  }
}
