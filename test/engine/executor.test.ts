// The executor runs a job the same way in its pool as inline; its pool starts only for work
// worth a thread, never with SSG_THREADS=1; a job that fails in a worker fails with its own message.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { Executor, POOL_FROM } from '../../build/executor.ts';
import { cleanup, tempDir } from '../helpers/site.ts';

const test = suite('executor');

/** Markdown files to read, each with its size and time as the build stamps them. */
function notes(dir: string, count: number) {
  mkdirSync(dir, { recursive: true });
  return Array.from({ length: count }, (_, i) => {
    const abs = path.join(dir, `n${i}.md`);
    writeFileSync(abs, `---\ntitle: "Note ${i}"\n---\n\nTexte ${i}.\n`);
    return { abs, size: readFileSync(abs).length, mtimeMs: 0 };
  });
}

/** An executor of `threads` threads and a scratch folder, both gone after `run`. */
async function withExecutor(threads: number, run: (executor: Executor, dir: string) => Promise<void>) {
  const dir = tempDir('executor-');
  const executor = new Executor(threads);
  try {
    await run(executor, dir);
  } finally {
    await executor.close();
    cleanup(dir);
  }
}

test('few items run inline; enough start the pool, with the same results in the same order', () =>
  withExecutor(2, async (executor, dir) => {
    const few = notes(path.join(dir, 'few'), POOL_FROM - 1);
    const inline = await executor.map('readMarkdown', few);
    assert.not.ok(executor.pooled, 'no pool for a few files');
    assert.equal(inline.map((r) => r.abs), few.map((f) => f.abs));

    const many = notes(path.join(dir, 'many'), 3 * POOL_FROM);
    const pooled = await executor.map('readMarkdown', many);
    assert.ok(executor.pooled, 'the pool started');
    assert.equal(pooled.map((r) => r.abs), many.map((f) => f.abs));
    assert.equal(pooled.map((r) => r.fresh.entry.data), many.map((_, i) => ({ title: `Note ${i}` })));
  }));

test('with one thread, nothing starts a pool', () =>
  withExecutor(1, async (executor, dir) => {
    executor.expect(10 * POOL_FROM);
    const reads = await executor.map('readMarkdown', notes(dir, 2 * POOL_FROM));
    assert.not.ok(executor.pooled);
    assert.is(reads.length, 2 * POOL_FROM);
  }));

test('a job that fails in a worker rejects with its own message; one that succeeds after it is answered', () =>
  withExecutor(2, async (executor, dir) => {
    executor.expect(POOL_FROM);
    assert.ok(executor.pooled);
    const blocked = path.join(dir, 'file');
    writeFileSync(blocked, 'x');
    // A folder where a file is: mkdir fails, and writeFiles reports it for that file alone.
    const [written] = await executor.run('writeFiles', [{ file: 'a/b.txt', data: new Uint8Array([1]), to: path.join(blocked, 'b.txt') }]);
    assert.match(written!.writeError ?? '', /ENOTDIR|EEXIST/);
    // The stylesheet's prefixes of a sheet that does not parse: postcss's error, message and all.
    const error = await executor.run('autoprefix', 'a { color: red').then(() => null, (e: Error) => e);
    assert.instance(error, Error);
    assert.match(error!.message, /Unclosed block/);
    assert.is((await executor.run('autoprefix', 'a{display:flex}')).replace(/\s/g, ''), 'a{display:flex}');
  }));

test.run();
