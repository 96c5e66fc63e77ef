// esbuild steps that cost only what changed. Each result is kept in .cache/esbuild with the
// size and time of every file the step read: a build (even in a fresh process) whose step reads
// the same files with the same options takes the kept result instead of bundling again. A long-
// running process (the dev server) also keeps esbuild contexts (`BuildSession`), which re-read
// and re-parse only the files that changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { load } from '../lazy.ts';
import { atomicWrite } from '../cache/write.ts';

interface Kept {
  signature: string;
  context: esbuild.BuildContext;
}

/** What a long-running process keeps between builds. */
export class BuildSession {
  readonly contexts = new Map<string, Kept>();

  async context(key: string, signature: string, options: esbuild.BuildOptions): Promise<esbuild.BuildContext> {
    let kept = this.contexts.get(key);
    if (kept?.signature !== signature) {
      await kept?.context.dispose();
      kept = { signature, context: await load<typeof esbuild>('esbuild').context(options) };
      this.contexts.set(key, kept);
    }
    return kept.context;
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.contexts.values()].map(({ context }) => context.dispose()));
    this.contexts.clear();
  }
}

/** Every file of the cache an esbuild step of this process used (the garbage collector keeps them). */
export const usedCacheFiles = new Set<string>();

interface Record {
  signature: string;
  stamps: string;
  metafile: esbuild.Metafile;
  /** Output path -> hash of its bytes (kept under files/<hash>). */
  outputs: [string, string][];
}

/** The options as text, plugins aside: they must depend on nothing the options do not show. */
const signatureOf = (options: esbuild.BuildOptions) => JSON.stringify(options, (name, value: unknown) => (name === 'plugins' ? undefined : value));

/** Size and modification time of every real file a build read (virtual modules aside), and the newest time. */
function stampsOf(metafile: esbuild.Metafile, cwd: string): { text: string; newest: number } {
  let newest = 0;
  const text = Object.keys(metafile.inputs)
    .filter((file) => !/^[\w-]+:/.test(file) && !file.startsWith('<'))
    .map((file) => {
      try {
        const { size, mtimeMs } = statSync(path.resolve(cwd, file));
        newest = Math.max(newest, mtimeMs);
        return `${file} ${size} ${mtimeMs}`;
      } catch {
        return `${file} gone`;
      }
    })
    .join('\n');
  return { text, newest };
}

/**
 * One esbuild build (`write: false`, `metafile: true`): the kept result when no file it read
 * has changed since, else a build (the session's context when there is a session).
 */
export async function runEsbuild<T extends esbuild.BuildOptions & { write: false; metafile: true }>(
  key: string,
  options: esbuild.SameShape<esbuild.BuildOptions, T>,
  keep: {
    cacheDir: string;
    session?: BuildSession;
    /** The caller keeps the output files itself (only their paths are recorded). */
    ownFiles?: boolean;
    /** What the plugins' answers depend on besides files (the modules a virtual entry lists). */
    pluginInputs?: string;
  },
): Promise<esbuild.BuildResult<T>> {
  const signature = signatureOf(options) + (keep.pluginInputs ?? '');
  const cwd = options.absWorkingDir ?? process.cwd();
  const dir = path.join(keep.cacheDir, 'esbuild');
  const recordFile = path.join(dir, `${key}.json`);
  let record: Record | null = null;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record;
  } catch {
    // first build
  }
  if (record?.signature === signature && stampsOf(record.metafile, cwd).text === record.stamps) {
    const kept = revive(record, dir, keep.ownFiles ?? false);
    if (kept) return kept as esbuild.BuildResult<T>;
  }

  const started = Date.now();
  const result = (
    keep.session ? await (await keep.session.context(key, signature, options)).rebuild() : await load<typeof esbuild>('esbuild').build(options)
  ) as esbuild.BuildResult<T>;
  // A file saved while the build ran may have been read before the save: that result is not
  // kept, so the next build runs again.
  const stamps = stampsOf(result.metafile!, cwd);
  if (stamps.newest < started) {
    const outputs: [string, string][] = [];
    mkdirSync(path.join(dir, 'files'), { recursive: true });
    for (const file of result.outputFiles!) {
      usedCacheFiles.add(file.path);
      if (keep.ownFiles) {
        outputs.push([file.path, '']);
        continue;
      }
      const hash = createHash('sha1').update(file.contents).digest('hex');
      const kept = path.join(dir, 'files', hash);
      usedCacheFiles.add(kept);
      if (!existsSync(kept)) atomicWrite(kept, file.contents);
      outputs.push([file.path, hash]);
    }
    atomicWrite(recordFile, JSON.stringify({ signature, stamps: stamps.text, metafile: result.metafile!, outputs } satisfies Record));
  }
  return result;
}

/**
 * A kept result, as esbuild would have returned it; null when a kept file has gone. With
 * `ownFiles`, the files are where the caller put them, read only if asked for.
 */
function revive(record: Record, dir: string, ownFiles: boolean): esbuild.BuildResult | null {
  const outputFiles: esbuild.OutputFile[] = [];
  for (const [file, hash] of record.outputs) {
    usedCacheFiles.add(ownFiles ? file : path.join(dir, 'files', hash));
    if (ownFiles) {
      if (!existsSync(file)) return null;
      outputFiles.push({
        path: file,
        hash,
        get contents() {
          return readFileSync(file);
        },
        get text() {
          return readFileSync(file, 'utf8');
        },
      });
      continue;
    }
    let contents: Uint8Array;
    try {
      contents = readFileSync(path.join(dir, 'files', hash));
    } catch {
      return null;
    }
    outputFiles.push({
      path: file,
      contents,
      hash,
      get text() {
        return Buffer.from(contents).toString('utf8');
      },
    });
  }
  return { errors: [], warnings: [], outputFiles, metafile: record.metafile, mangleCache: undefined };
}
