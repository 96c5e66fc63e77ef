// The brand colours drawn outside the stylesheet (icons, manifest, QR codes, brochures) are the
// stylesheet's own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { brandColors } from '../../content/brand.ts';
import { repoRoot } from '../helpers/site.ts';

test('brand - every colour the stylesheet also names has the same value there', () => {
  const tokens = readFileSync(path.join(repoRoot, 'pages/_styles/tokens.css'), 'utf8');
  let shared = 0;
  for (const [name, value] of Object.entries(brandColors)) {
    const declared = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,6})\\b`, 'i').exec(tokens)?.[1];
    if (!declared) continue;
    shared++;
    const long = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();
    assert.is(long(declared), value, `--${name}`);
  }
  assert.ok(shared >= 4, `${shared} colours shared with tokens.css`);
});

test.run();
