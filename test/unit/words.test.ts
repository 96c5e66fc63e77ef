// Every sentence a visitor reads comes from content/: pages/ and islands/ hold markup and logic.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { strayWords } from '../../scripts/words.ts';
import { repoRoot } from '../helpers/site.ts';

const test = suite('one home for words');

test('no string a visitor reads is written in pages/ or islands/', async () => {
  const found = (await Promise.all(['pages', 'islands'].map((d) => strayWords(path.join(repoRoot, d))))).flat();
  assert.equal(
    found.map((w) => `${w.file}:${w.line}: « ${w.text} »`),
    [],
  );
});

test('the check sees a sentence, a label or an alt text written in a page, and lets code through', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'words-'));
  try {
    writeFileSync(
      path.join(dir, 'Page.tsx'),
      [
        "const href = '/qui-sommes-nous#notre-equipe';",
        "const photo = 'pages/qui-sommes-nous.jpg';",
        'export default function Page() {',
        '  return (',
        '    <section className="section section-sand" id="x">',
        '      <h2>Ajouter le Contact</h2>',
        '      <img src={photo} alt="Menton vue de la mer" />',
        '      <a href={href} aria-label="Partager">«\u00a0</a>',
        '    </section>',
        '  );',
        '}',
      ].join('\n'),
    );
    const found = await strayWords(dir);
    assert.equal(
      found.map((w) => w.text),
      ['Ajouter le Contact', 'Menton vue de la mer', 'Partager'],
    );
    // Lines come back through esbuild's source map: near enough to find the string.
    for (const w of found) assert.ok(w.line >= 5 && w.line <= 9, `${w.text} at line ${w.line}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
