// What a build takes from the site's folders: no dotfile of public/ is published (but
// .well-known/), each one left out is named, and a symbolic link under content/ or public/ that
// leads out of the site stops the build.
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { BuildError } from '../../build/errors.ts';
import { build } from '../../build/index.ts';
import { listFiles } from '../../build/cache/stamps.ts';
import { cleanup, copyFixture, tempDir } from '../helpers/site.ts';

const test = suite<{ dir: string; outside: string }>('site folders');

test.before((ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.outside = tempDir('outside-');
});
test.after(({ dir, outside }) => {
  cleanup(dir);
  cleanup(outside);
});

const put = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** The build's error, or a failure when it built. */
async function refused(dir: string): Promise<BuildError> {
  try {
    await build({ root: dir });
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('the build passed');
}

test('no dotfile of public/ is published but .well-known/, and each one left out is named', async ({ dir }) => {
  const pub = path.join(dir, 'public');
  put(path.join(pub, '.env'), 'SECRET=1');
  put(path.join(pub, '.htaccess'), 'Deny from all');
  put(path.join(pub, '.git/config'), '[core]');
  put(path.join(pub, 'docs/.brouillon.txt'), 'à relire');
  put(path.join(pub, '.well-known/assetlinks.json'), '[]');
  put(path.join(pub, '.well-known/.cache'), 'x');
  const result = await build({ root: dir });
  const files = listFiles(path.join(dir, 'dist'));
  assert.equal(files.filter((f) => f.split('/').some((part) => part.startsWith('.'))), ['.well-known/assetlinks.json']);
  const warning = result.warnings.find((w) => w.title.startsWith('Files not published'));
  assert.ok(warning, 'a warning');
  assert.equal(warning!.problems, ['public/.env', 'public/.git/', 'public/.htaccess', 'public/.well-known/.cache', 'public/docs/.brouillon.txt']);
  for (const f of ['.env', '.htaccess', '.git', 'docs/.brouillon.txt', '.well-known/.cache']) rmSync(path.join(pub, f), { recursive: true });
});

test('a dotfile added to public/ alone is seen by the next build, and named again until it goes', async ({ dir }) => {
  const clean = await build({ root: dir });
  assert.is(clean.warnings.length, 0);
  assert.ok((await build({ root: dir })).unchanged, 'nothing to do');
  put(path.join(dir, 'public/.env'), 'SECRET=2');
  const added = await build({ root: dir });
  assert.not.ok(added.unchanged, 'the new dotfile was seen');
  assert.ok(added.warnings.some((w) => w.problems.includes('public/.env')));
  const again = await build({ root: dir });
  assert.ok(again.warnings.some((w) => w.problems.includes('public/.env')), 'said again on the next build');
  assert.not.ok(existsSync(path.join(dir, 'dist/.env')));
  rmSync(path.join(dir, 'public/.env'));
  const gone = await build({ root: dir });
  assert.is(gone.warnings.length, 0);
  assert.ok((await build({ root: dir })).unchanged);
});

test('a link out of the site, under content/ or public/, stops the build naming the link and its target', async ({ dir, outside }) => {
  const article = path.join(outside, 'autre-projet.md');
  put(article, '---\ntitle: Un autre projet\nslug: autre\ndate: "2025-01-01"\n---\nTexte d’un autre dépôt.\n');
  const photo = path.join(outside, 'photo.jpg');
  put(photo, 'pas une photo');
  const cases: [link: string, target: string][] = [
    ['content/posts/autre.md', article],
    ['content/images/vacances.jpg', photo],
    ['public/photo.jpg', photo],
    ['public/ailleurs', outside],
  ];
  for (const [link, target] of cases) {
    symlinkSync(target, path.join(dir, link));
    try {
      const error = await refused(dir);
      assert.match(error.title, /Symbolic links that leave the site/);
      assert.equal(error.problems, [`${link} -> ${target}: outside the site (${dir})`]);
    } finally {
      rmSync(path.join(dir, link));
    }
  }
});

test('a link that leads nowhere or loops is refused; one to a file of the site is published', async ({ dir }) => {
  symlinkSync(path.join(dir, 'nulle-part.txt'), path.join(dir, 'public/perdu.txt'));
  assert.match((await refused(dir)).problems[0]!, /^public\/perdu\.txt -> .*nulle-part\.txt: leads nowhere$/);
  rmSync(path.join(dir, 'public/perdu.txt'));
  symlinkSync('..', path.join(dir, 'public/boucle'));
  assert.match((await refused(dir)).problems[0]!, /^public\/boucle -> .*: a folder that holds the link itself$/);
  rmSync(path.join(dir, 'public/boucle'));
  symlinkSync('../content/posts/premier.md', path.join(dir, 'public/premier.md'));
  await build({ root: dir });
  assert.ok(existsSync(path.join(dir, 'dist/premier.md')), 'published');
  rmSync(path.join(dir, 'public/premier.md'));
});

test.run();
