// content/cadrages.yml: where the subject of each cropped photo lies. Every entry names a photo
// that exists, and a position written wrong is refused with the file, the photo and the fix.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { yamlData } from '../../content/_lib/yaml-data.ts';
import { framing, framingSchema } from '../../content/framing.ts';
import { repoRoot } from '../helpers/site.ts';

test('framing - every photo content/cadrages.yml frames exists, its subject read as shares of its width and height', () => {
  assert.ok(Object.keys(framing).length > 0);
  for (const [src, [x, y]] of Object.entries(framing)) {
    assert.ok(existsSync(path.join(repoRoot, 'content/images', src)), `content/images/${src} does not exist`);
    assert.ok(x >= 0 && x <= 1 && y >= 0 && y <= 1, src);
  }
  assert.equal(framing['realisations/villa-pamplemousse/hero.jpg'], [0.5, 0.5]);
});

test('framing - a position written wrong names the file, the photo and how to write it', () => {
  for (const [value, fix] of [
    ['36 50', /en pourcentage : « 36% 50% »/],
    ['36% 150%', /de 0 à 100/],
  ] as const) {
    const error = (() => {
      try {
        yamlData('content/cadrages.yml', `pages/contact.jpg: ${value}\n`, framingSchema);
        return null;
      } catch (e) {
        return e as Error;
      }
    })();
    assert.ok(error, value);
    assert.match(error!.message, 'content/cadrages.yml');
    assert.match(error!.message, 'pages/contact.jpg');
    assert.match(error!.message, fix);
  }
});

test.run();
