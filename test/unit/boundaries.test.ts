// Who may import whom: an island is shipped to the browser, so it imports nothing from pages/
// (server components) and its modules form no cycle; the engine in build/ names nothing of the
// site it builds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../helpers/site.ts';

const test = suite('module boundaries');

/** Every source file under a folder of the repository, as paths relative to it. */
function sources(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|mjs)$/.test(f))
    .map((f) => path.join(dir, f));
}

/** The repository files a module imports by a relative path (types included). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const found = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+)\1/g)].map((m) => m[2]!);
  return found.map((spec) => path.normalize(path.join(path.dirname(file), spec)));
}

/** The cycles of an import graph, each as the files around it, the first one again at the end. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, trail: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), file, next]);
      else if (!state.has(next)) walk(next, [...trail, file]);
    }
    state.set(file, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) walk(f, []);
  return found;
}

/** The import cycles among these files. */
const cycles = (files: string[]) => cyclesIn(new Map(files.map((f) => [f, importsOf(f).filter((i) => files.includes(i))])));

test('islands import nothing from pages/', () => {
  const files = sources('islands');
  assert.ok(files.length > 10, `${files.length} island files`);
  const wrong = files.flatMap((f) => importsOf(f).filter((i) => i.startsWith(`pages${path.sep}`)).map((i) => `${f} -> ${i}`));
  assert.equal(wrong, []);
});

test('the islands’ modules form no import cycle', () => {
  assert.equal(cycles(sources('islands')), []);
});

test('the cycle finder sees a cycle, and none in a chain', () => {
  const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
  assert.equal(cyclesIn(graph), [['a', 'b', 'c', 'a']]);
  assert.equal(cyclesIn(new Map([['a', ['b']], ['b', ['c']], ['c', []]])), []);
});

test('the engine names nothing of the site: no brand, town or site variable in build/', () => {
  const wrong = sources('build').filter((f) => /castellar|menton|foncier/i.test(readFileSync(path.join(repoRoot, f), 'utf8')));
  assert.equal(wrong, []);
});

test.run();
