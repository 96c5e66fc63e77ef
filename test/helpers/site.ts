// Builds a site into a temporary folder once per test process, and serves it on loopback.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildResult } from '../../build/index.ts';
import { preview } from '../../build/serve/preview.ts';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const tmpRoot = path.join(repoRoot, 'test', '.tmp');

/** A temp folder inside the repo, so compiled pages still find node_modules. */
export function tempDir(prefix: string): string {
  mkdirSync(tmpRoot, { recursive: true });
  return mkdtempSync(path.join(tmpRoot, prefix));
}

/** A copy of a fixture that a test may break on purpose. */
export function copyFixture(name: string): string {
  const dir = tempDir(`${name}-`);
  // With the fixture's own times: a file written a moment before a build is one the build cannot
  // vouch for (see settled() in build/cache/stamps.ts), and would be made again by the next.
  cpSync(path.join(repoRoot, 'test', 'fixtures', name), dir, { recursive: true, preserveTimestamps: true, filter: (src) => !src.includes('.cache') });
  return dir;
}

// uvu swallows an error thrown in a `before` hook (the suite just shows 0 / N): say it here.
const reported = (what: string) => (error: unknown): never => {
  console.error(`\nThe ${what} build failed:\n${error instanceof Error ? error.message : String(error)}`);
  throw error;
};

const builds = new Map<string, Promise<{ result: BuildResult; outDir: string }>>();

/** The fixture built once per process, into its own temp folder. */
export function buildFixture(name = 'basic'): Promise<{ result: BuildResult; outDir: string }> {
  let done = builds.get(name);
  if (!done) {
    const outDir = tempDir(`${name}-dist-`);
    done = build({ root: path.join(repoRoot, 'test', 'fixtures', name), outDir }).then((result) => ({ result, outDir }), reported(`fixture ${name}`));
    builds.set(name, done);
  }
  return done;
}

/** dist/ served by the previewer; `redirects: false` as a host of plain files serves it (no move of _redirects made). */
export async function serve(dir: string, options: { redirects?: boolean } = {}): Promise<{ origin: string; server: Server; close: () => Promise<void> }> {
  const server = await preview({ dir, port: 0, ...options });
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function cleanup(dir: string) {
  // After a first build, a spare tree is linked in the background (output.ts): it may add an
  // entry once rmSync has listed a folder, and rmSync's own retries never list it again.
  for (let tries = 1; ; tries++) {
    try {
      return rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || tries === 50) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

/**
 * The real site, built once. Under `npm test` every test process of the run shares one build, in
 * the run's folder (TEST_SHARED, see test/run.ts): the engine's lock lets the first process build
 * it and the others find nothing to do; a build with nothing to do loads none of the site's code,
 * so its settings are read here. A file run on its own builds into a temp folder of its own.
 */
export function buildSite(): Promise<{ result: BuildResult; outDir: string }> {
  let done = builds.get('.site');
  if (!done) {
    const shared = process.env.TEST_SHARED;
    const outDir = shared ? path.join(shared, 'site') : tempDir('site-dist-');
    // (Waiting for another process's build of it is the plan: not worth a line in the log.)
    done = build({ root: repoRoot, outDir, onWait: () => {} }).then(async (result) => ({ result: result.config ? result : { ...result, config: await siteConfig() }, outDir }), reported('site'));
    builds.set('.site', done);
  }
  return done;
}

async function siteConfig() {
  const { default: config } = (await import(pathToFileURL(path.join(repoRoot, 'site.config.ts')).href)) as { default: BuildResult['config'] };
  return config;
}

/** Every page of a built site, as a route (`/`, `/contact/`, `/404.html`), sorted. */
export function routes(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f === 'index.html' ? '/' : f.endsWith('/index.html') ? `/${f.slice(0, -'index.html'.length)}` : `/${f}`))
    .sort();
}
