// What a long-running process (the dev server) keeps from one build to the next, so that a
// rebuild after an edit costs what the edit changed: esbuild contexts, which re-read and
// re-parse only the files that changed, and what was last written to dist/.
import { statSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

interface Kept {
  signature: string;
  context: esbuild.BuildContext;
  /** The last result, and the size and time of every file it read. */
  last?: { result: esbuild.BuildResult; stamps: string };
}

export class BuildSession {
  private readonly contexts = new Map<string, Kept>();
  /** dist/ as the last build of this session wrote it: bytes made, or the path of a linked copy. */
  written: Map<string, Uint8Array | string> | null = null;

  /**
   * One esbuild build: a rebuild of the context kept under `key` when its options are the same
   * as last time (plugins aside: they must depend on nothing the options do not show), else a
   * new context.
   */
  async build<T extends esbuild.BuildOptions>(key: string, options: esbuild.SameShape<esbuild.BuildOptions, T>): Promise<esbuild.BuildResult<T>> {
    const signature = JSON.stringify(options, (name, value: unknown) => (name === 'plugins' ? undefined : value));
    let kept = this.contexts.get(key);
    if (kept?.signature !== signature) {
      await kept?.context.dispose();
      this.contexts.delete(key);
      kept = { signature, context: await esbuild.context(options) };
      this.contexts.set(key, kept);
    }
    // Not one file it read has changed (an edit elsewhere): the last result stands.
    const cwd = options.absWorkingDir ?? process.cwd();
    if (kept.last && stampsOf(kept.last.result, cwd).text === kept.last.stamps) return kept.last.result as esbuild.BuildResult<T>;
    kept.last = undefined;
    const started = Date.now();
    const result = await kept.context.rebuild();
    // A file saved while the build ran may have been read before the save: that result is not
    // kept, so the next build runs again.
    const stamps = stampsOf(result, cwd);
    if (stamps.newest < started) kept.last = { result, stamps: stamps.text };
    return result as esbuild.BuildResult<T>;
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.contexts.values()].map(({ context }) => context.dispose()));
    this.contexts.clear();
    this.written = null;
  }
}

/** Size and modification time of every real file a build read (virtual modules aside), and the newest time. */
function stampsOf(result: esbuild.BuildResult, cwd: string): { text: string; newest: number } {
  let newest = 0;
  const text = Object.keys(result.metafile!.inputs)
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

/** esbuild's build, or the session's rebuild of it when there is a session. */
export function runEsbuild<T extends esbuild.BuildOptions>(
  session: BuildSession | undefined,
  key: string,
  options: esbuild.SameShape<esbuild.BuildOptions, T>,
): Promise<esbuild.BuildResult<T>> {
  return session ? session.build<T>(key, options) : esbuild.build<T>(options);
}
