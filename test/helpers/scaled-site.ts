// The real site with N generated articles added (scripts/generate-articles.ts), built into a
// temporary copy once per N: what the news pages do at scale. Under `npm test` every test process
// shares one copy and build per N (see sharedCopy); a file run on its own makes its own.
// The copy takes the site's own files; its source images and the seeded image cache are hard
// links, not copies (hundreds of MB otherwise), so the build encodes nothing.
//
// The site imports the engine by relative path (`../build/render/image.tsx`), and the engine keeps
// those imports external only when they point into its own folder, so that pages and engine
// share one module state (image scopes, the island registry). So the copy gets the engine too,
// as links, and is built by that engine: the same code, loaded from the copy's folder.
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildResult, build as Build } from '../../build/index.ts';
import { generateArticles } from '../../scripts/generate-articles.ts';
import { repoRoot, tempDir } from './site.ts';

const SITE_FILES = ['pages', 'islands', 'content', 'public', 'cms', 'site.config.ts', 'cms.config.ts', 'package.json', 'tsconfig.json'];
const LINKED = ['build', 'content/images', '.cache/images'];

/** Hard-links every file under `from` into `to` (a copy where links cannot be made). */
function linkTree(from: string, to: string) {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      mkdirSync(path.dirname(target), { recursive: true });
      try {
        linkSync(source, target);
      } catch {
        cpSync(source, target);
      }
    }
  }
}

/** A copy of the site under test/.tmp/ with `extra` generated articles; returns its root. */
export function scaledCopy(extra: number): string {
  const root = tempDir(`scaled-${extra}-`);
  fillCopy(root, extra);
  copies.push(root);
  return root;
}

function fillCopy(root: string, extra: number) {
  for (const name of SITE_FILES) {
    cpSync(path.join(repoRoot, name), path.join(root, name), { recursive: true, filter: (src) => !LINKED.some((l) => src === path.join(repoRoot, l)) });
  }
  for (const dir of LINKED) {
    if (!existsSync(path.join(repoRoot, dir))) continue;
    linkTree(path.join(repoRoot, dir), path.join(root, dir));
  }
  generateArticles(extra, path.join(root, 'content', 'articles'));
}

/**
 * The copy with `extra` articles that every test process of one `npm test` shares, in the run's
 * folder (TEST_SHARED, made and removed by test/run.ts): made aside and renamed into place, so
 * that a process finds it whole or not at all. Its build is the engine's: the first process to
 * take the output folder's lock builds it, the others wait, then find nothing to do.
 */
function sharedCopy(shared: string, extra: number): string {
  const root = path.join(shared, `scaled-${extra}`);
  if (existsSync(root)) return root;
  const aside = `${root}.${process.pid}`;
  fillCopy(aside, extra);
  try {
    renameSync(aside, root);
  } catch {
    rmSync(aside, { recursive: true, force: true }); // another process made it first
  }
  return root;
}

const copies: string[] = [];
// Thousands of links and files each: gone when the test process ends.
process.on('exit', () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

const builds = new Map<number, Promise<{ result: BuildResult; outDir: string; root: string }>>();

/** The site with `extra` generated articles, built once (same shape as buildSite(), plus its root). */
export function buildScaledSite(extra: number): Promise<{ result: BuildResult; outDir: string; root: string }> {
  let done = builds.get(extra);
  if (!done) {
    const shared = process.env.TEST_SHARED;
    const root = shared ? sharedCopy(shared, extra) : scaledCopy(extra);
    const outDir = path.join(root, 'dist');
    done = import(pathToFileURL(path.join(root, 'build', 'index.ts')).href)
      .then(({ build }: { build: typeof Build }) => build({ root, outDir, onWait: () => {} }))
      .then(
      (result) => ({ result, outDir, root }),
      (error: unknown) => {
        // uvu swallows an error thrown in a `before` hook: say it here.
        console.error(`\nThe site with ${extra} extra articles failed to build:\n${error instanceof Error ? error.message : String(error)}`);
        throw error;
      },
    );
    builds.set(extra, done);
  }
  return done;
}
