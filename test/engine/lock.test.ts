// The one-build-at-a-time lock (build/output/lock.ts). A waiting build asks the holder who it is; a
// waiter that gives up or is killed mid-question must never bring the holder down with it.
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireLock, lockSocket } from '../../build/output/lock.ts';

test('a waiter that hangs up before the holder answers does not crash the holder', async () => {
  if (process.platform !== 'linux') return void console.log('    skipped: the socket lock is Linux only');
  const outDir = path.join(os.tmpdir(), `lock-${process.pid}`, 'dist');
  const release = await acquireLock(outDir, { cacheDir: path.join(outDir, '..', '.cache') });
  const crashes: Error[] = [];
  const onCrash = (error: Error) => crashes.push(error);
  process.on('uncaughtException', onCrash);
  try {
    // Each question is cut off at once, as a waiter killed (or timed out) would leave it.
    for (let i = 0; i < 200; i++) {
      await new Promise<void>((resolve) => {
        const socket = createConnection(lockSocket(outDir));
        socket.on('connect', () => {
          socket.destroy();
          resolve();
        });
        socket.on('error', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(crashes.map((e) => e.message), [], 'the holder stayed up');
    // And it still answers a waiter that listens.
    const holder = await new Promise<string>((resolve) => {
      let text = '';
      const socket = createConnection(lockSocket(outDir));
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    assert.match(holder, new RegExp(`pid ${process.pid}`));
  } finally {
    process.off('uncaughtException', onCrash);
    release();
  }
});

test.run();
