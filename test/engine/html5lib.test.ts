// The build reads a page as the HTML standard's parser does: inputs written from html5lib's
// tree-construction tests (test/fixtures/html5lib/), each read by the build (pageFacts) and by a
// plain walk of parse5's tree (scripts/html5lib-agreement.ts, which runs the same comparison
// over all of html5lib's inputs), must give the same ids and links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { compare, readDat } from '../../scripts/html5lib-agreement.ts';
import { repoRoot } from '../helpers/site.ts';

const test = suite('html5lib agreement');

const { inputs } = readDat(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'html5lib', 'links.dat'), 'utf8'), 'links.dat');

test('every input of the fixtures gives the ids and links parse5 gives', () => {
  const result = compare(inputs);
  const listed = result.disagreements.map(({ input, build, reference }) => `${input.source} (scripting ${input.scripting ? 'on' : 'off'}) ${input.data}\n  build:     ${JSON.stringify(build)}\n  reference: ${JSON.stringify(reference)}`);
  assert.equal(listed, []);
  // What the comparison covered: enough to say something.
  assert.ok(result.tried >= 90 && result.withFacts >= 80, JSON.stringify(result));
  assert.ok(result.links >= 150 && result.ids >= 100, JSON.stringify(result));
  assert.ok(result.quick >= 20, `the quick reading answered ${result.quick} times`);
});

test('an input marked #script-on or #script-off is read that way only; any other both ways', () => {
  const modes = (needle: string) => inputs.filter((i) => i.data.includes(needle)).map((i) => i.scripting);
  assert.equal(modes('alt="" width="1" height="1"></noscript>'), [false]);
  assert.equal(modes('alt=""></noscript>'), [true]);
  assert.equal(modes('/after-bang'), [false, true]);
});

test.run();
