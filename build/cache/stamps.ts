// A stamp of the build's inputs: the size and modification time of every file it reads, the
// listing of every folder whose files become pages or content, and the settings it runs with.
// When the stamp is the one the last build recorded and dist/ is as that build left it, there
// is nothing to do.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `paths`: files and folders relative to `root` (folders are walked, dotfiles included: a
 * `public/.env` added must be seen); `settings`: anything else that shapes the output. `stats`
 * receives the size and time of every file, by absolute path; `links` every symbolic link met,
 * relative to `root` (a link to a folder is not walked: checkLinks looks where it leads).
 */
export function stampInputs(root: string, paths: string[], settings: unknown, stats?: Map<string, { size: number; mtimeMs: number }>, links?: string[]): string {
  // One text hashed at the end, and paths joined by hand: for the 3,300 files of a site of
  // 3,000 articles, path.join() and a hash update per file took half the time of the stats.
  let text = JSON.stringify(settings);
  const seen = new Set<string>();
  const add = (rel: string) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const abs = root + path.sep + rel;
    const s = statSync(abs, { throwIfNoEntry: false });
    if (!s) text += `\n${rel} gone`;
    else if (s.isDirectory()) {
      for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (entry.name === 'node_modules') continue;
        const child = rel + path.sep + entry.name;
        if (entry.isDirectory()) add(child);
        else {
          if (entry.isSymbolicLink()) links?.push(child);
          const file = root + path.sep + child;
          const f = statSync(file, { throwIfNoEntry: false });
          if (!f) {
            text += `\n${child} leads nowhere`;
            continue;
          }
          stats?.set(file, { size: f.size, mtimeMs: f.mtimeMs });
          text += `\n${child} ${f.size} ${f.mtimeMs}`;
        }
      }
    } else text += `\n${rel} ${s.size} ${s.mtimeMs}`;
  };
  for (const rel of [...paths].sort()) add(rel);
  return createHash('sha1').update(text).digest('hex');
}

/**
 * Whether a file's size and time can stand for its content: not when it was written so lately
 * that another write could still come within the same time stamp (a few milliseconds where the
 * file system keeps fine times, two seconds where it keeps whole ones).
 */
export function settled(mtimeMs: number): boolean {
  return Date.now() - mtimeMs > (mtimeMs % 1000 === 0 ? 2000 : 100);
}

/** The first answer `look` gives, asked of `dir` and of each folder above it. */
export function findUp<T>(dir: string, look: (dir: string) => T | undefined): T | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    const found = look(d);
    if (found !== undefined) return found;
    if (path.dirname(d) === d) return undefined;
  }
}

/** What `pick` finds in the nearest package.json that has it. */
export function nearestPackage<T>(dir: string, pick: (pkg: Record<string, unknown>) => T | undefined): T | undefined {
  return findUp(dir, (d) => {
    try {
      return pick(JSON.parse(readFileSync(path.join(d, 'package.json'), 'utf8')) as Record<string, unknown>);
    } catch {
      return undefined; // no package.json here: look further up
    }
  });
}

/** Every file of a folder, relative to it, '/'-separated; throws if the folder cannot be read whole. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** filesUnder(), none where the folder cannot be read (missing, or changing while read). */
export function listFiles(dir: string): string[] {
  try {
    return filesUnder(dir);
  } catch {
    return [];
  }
}

/**
 * Milliseconds from an arbitrary start, for the build's timings. Not `performance.now()`: its
 * first use loads Node's whole performance API, on every build.
 */
export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
