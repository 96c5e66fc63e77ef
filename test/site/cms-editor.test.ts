// The web editor, end to end, in Chromium, on a copy of the site (never content/ itself):
// `npm run cms` started on the copy; through the editor, an article with a picture is created
// and saved, its Markdown file is written with valid front matter, the dev server rebuilds, the
// news list shows it and its page the picture; an article with an empty title and an over-long
// summary is refused with the schemas' French messages and nothing is written; a project's
// gallery is reordered and its page follows; a partner's title is changed and the card, the
// vCard and the QR code page follow. One run, in Chromium only (the other engines run Decap
// CMS's own code, not the site's: listed as skipped there).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Page } from 'puppeteer';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { articleSchema } from '../../content/articles.ts';
import { cannot, engine, launch, openPage, until, type TestBrowser } from '../helpers/browser.ts';
import { freePort, track } from '../helpers/processes.ts';
import { repoRoot, tempDir } from '../helpers/site.ts';
import { nationalPhone } from '../../pages/_components/format.ts';

interface Context {
  root: string;
  origin: string;
  cms: ChildProcess;
  output: () => string;
  browser: TestBrowser;
  page: Page;
  errors: string[];
}

const test = suite<Context>('web editor');
let current: Context | null = null;
const ctx = () => current!;

/** The site's own files, copied; its engine and pictures (and their encoded variants) as hard links. */
function siteCopy(): string {
  const root = tempDir('cms-');
  for (const name of ['pages', 'islands', 'content', 'public', 'cms', 'site.config.ts', 'cms.config.ts', 'package.json', 'tsconfig.json'])
    cpSync(path.join(repoRoot, name), path.join(root, name), { recursive: true, filter: (src) => src !== path.join(repoRoot, 'content', 'images') });
  for (const dir of ['build', 'content/images', '.cache/images']) {
    const from = path.join(repoRoot, dir);
    if (!existsSync(from)) continue;
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      const source = path.join(entry.parentPath, entry.name);
      const target = path.join(root, dir, path.relative(from, source));
      if (entry.isDirectory()) mkdirSync(target, { recursive: true });
      else if (entry.isFile()) {
        mkdirSync(path.dirname(target), { recursive: true });
        linkSync(source, target);
      }
    }
  }
  return root;
}

/** A page of the site as the dev server serves it now (through the editor's origin). */
const site = async (origin: string, route: string) => {
  const res = await fetch(`${origin}${route}`);
  return { status: res.status, text: await res.text() };
};

/** The `nth` control of the field `name` (Decap names each `<name>-field-<n>`). */
async function field(page: Page, name: string, nth = 0): Promise<string> {
  const selector = `[id^="${name}-field-"]`;
  await page.waitForSelector(selector, { timeout: 15_000 });
  // The fields of a folded list item are there but hidden: the visible ones count.
  const ids = await page.$$eval(selector, (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.id));
  if (!ids[nth]) throw new Error(`no field ${name} #${nth}`);
  return `[id="${ids[nth]}"]`;
}

async function type(page: Page, name: string, text: string, nth = 0) {
  const selector = await field(page, name, nth);
  await page.click(selector, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  if (text) await page.type(selector, text);
}

/** A native date input takes its value as React hears it (typing one depends on the locale). */
async function setValue(page: Page, name: string, value: string) {
  await page.$eval(
    await field(page, name),
    (el, value) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

async function clickText(page: Page, text: string, tag = 'button') {
  await until(
    () => page.evaluate((text, tag) => [...document.querySelectorAll(tag)].some((b) => b.textContent?.trim() === text), text, tag),
    `a ${tag} « ${text} »`,
    15_000,
  );
  await page.evaluate((text, tag) => ([...document.querySelectorAll(tag)].find((b) => b.textContent?.trim() === text) as HTMLElement).click(), text, tag);
}

/** The element whose own text is `text` (a card of the media library, a list's line). */
async function clickLeaf(page: Page, text: string) {
  await until(
    () => page.evaluate((text) => [...document.querySelectorAll('body *')].some((e) => e.children.length === 0 && e.textContent?.trim() === text), text),
    `« ${text} »`,
    15_000,
  );
  await page.evaluate((text) => ([...document.querySelectorAll('body *')].find((e) => e.children.length === 0 && e.textContent?.trim() === text) as HTMLElement).click(), text);
}

/**
 * A picture uploaded through the media library that the button `choose` opens; the picture
 * uploaded is the one selected, and « Choisir les éléments sélectionnés » takes it.
 */
async function uploadPicture(page: Page, choose: string, picture: string) {
  await clickText(page, choose);
  const upload = await page.waitForSelector('input[type="file"]', { timeout: 15_000 });
  await upload!.uploadFile(picture);
  await until(
    () => page.evaluate(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Choisir les éléments sélectionnés' && !b.disabled)),
    'the uploaded picture selected',
    15_000,
  );
  await clickText(page, 'Choisir les éléments sélectionnés');
  await until(async () => !(await bodyText(page)).includes('Téléverser une nouvelle ressource'), 'the media library closed', 10_000);
}

/** The editor at `hash`, loaded anew (a change of hash alone keeps the last entry's screen a moment). */
async function open(page: Page, origin: string, hash: string, ready: string) {
  await page.goto('about:blank');
  await page.goto(`${origin}/admin/${hash}`, { waitUntil: 'domcontentloaded' });
  await until(async () => (await bodyText(page)).includes(ready), ready, 20_000);
}

/** « Publier » → « Publier maintenant ». */
async function publish(page: Page) {
  await clickText(page, 'Publier', 'span');
  await clickText(page, 'Publier maintenant', 'span');
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

if (engine !== 'chromium') cannot(['firefox', 'webkit'], 'the web editor (/admin/)', 'one Chromium run covers it: the editor is Decap CMS’s code, the same in every engine');
else {
  test.before(async (ctx) => {
    current = ctx;
    ctx.root = siteCopy();
    const [port, devPort] = [await freePort(), await freePort()];
    ctx.origin = `http://127.0.0.1:${port}`;
    let output = '';
    ctx.output = () => output;
    ctx.cms = track(
      spawn(process.execPath, ['--import', 'tsx', '--import', './content/_lib/yaml-register.mjs', 'scripts/cms.ts', '--root', ctx.root, '--port', String(port), '--dev-port', String(devPort)], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    ctx.cms.stdout!.on('data', (d) => (output += d));
    ctx.cms.stderr!.on('data', (d) => (output += d));
    await until(() => /Éditeur du site/.test(output) && /Dev server at/.test(output), `npm run cms to start:\n${output}`, 120_000);
    ctx.browser = await launch();
    const opened = await openPage(ctx.browser.browser, ctx.origin, { width: 1280, height: 900 });
    ctx.page = opened.page;
    ctx.errors = opened.errors;
    // Leaving an entry not saved asks first: yes.
    ctx.page.on('dialog', (dialog) => void dialog.accept());
    // The local backend asks for no account: « Se connecter » opens the editor.
    await ctx.page.goto(`${ctx.origin}/admin/`, { waitUntil: 'domcontentloaded' });
    await clickText(ctx.page, 'Se connecter');
    await until(async () => (await bodyText(ctx.page)).includes('Actualités'), 'the collections', 15_000);
  });

  test.after(async (ctx) => {
    await ctx.browser?.close();
    if (ctx.cms && ctx.cms.exitCode === null) {
      const ended = new Promise((r) => ctx.cms.once('exit', r));
      ctx.cms.kill('SIGINT');
      await ended;
    }
    if (ctx.root) rmSync(ctx.root, { recursive: true, force: true });
  });

  test('npm run cms listens on loopback only and answers only its own pages', async ({ origin, output }) => {
    assert.match(output(), /Éditeur du site\u00a0: http:\/\/127\.0\.0\.1:\d+\/admin\//);
    const admin = await fetch(`${origin}/admin/`);
    assert.is(admin.status, 200);
    assert.match(await admin.text(), /<meta name="robots" content="noindex, nofollow">/);
    const foreign = await fetch(`${origin}/api/v1`, { method: 'POST', headers: { origin: 'https://exemple.fr', 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });
    assert.is(foreign.status, 403, 'a page of another site cannot use the local backend');
  });

  test('an article with a picture, written with valid front matter, listed and shown', async (ctx) => {
    const { page, origin, root } = ctx;
    await page.goto(`${origin}/admin/#/collections/articles/new`, { waitUntil: 'domcontentloaded' });
    await type(page, 'number', '5');
    await type(page, 'slug', 'loi-littoral');
    await type(page, 'title', 'La loi Littoral face aux projets de la Riviera');
    await setValue(page, 'date', '2025-09-15');
    await type(page, 'excerpt', 'Ce que la loi Littoral permet encore de construire entre Menton et Cannes, et comment un projet s’y prépare.');
    await type(page, 'description', 'La loi Littoral sur la Riviera : ce qu’elle permet de construire, les espaces qu’elle protège et la façon dont un projet s’y prépare.');
    await type(page, 'imageAlt', 'Une crique bordée de pins au pied d’un village perché de la Riviera');
    await type(page, 'readingMinutes', '4');
    // The rubric: a list to pick from.
    await page.click(await field(page, 'category'));
    await page.keyboard.type('Expertise');
    await page.keyboard.press('Enter');
    // The picture: uploaded through the media library, as large as the field's hint asks (the
    // build refuses a smaller one, which its page would draw blurred).
    const picture = path.join(root, 'loi-littoral.jpg');
    await sharp({ create: { width: 2304, height: 1296, channels: 3, background: '#6b8fa3' } }).jpeg().toFile(picture);
    await uploadPicture(page, 'Choisir une image', picture);
    // The text.
    await page.click('[data-slate-editor="true"]');
    await page.keyboard.type('La loi Littoral encadre la construction sur les communes du bord de mer.');
    await publish(page);
    const file = path.join(root, 'content', 'articles', 'loi-littoral.md');
    await until(() => existsSync(file), `content/articles/loi-littoral.md written (${ctx.output()})`, 20_000);
    const { data, content } = matter(readFileSync(file, 'utf8'));
    const checked = articleSchema.safeParse(data);
    assert.ok(checked.success, `valid front matter: ${JSON.stringify(checked.error?.issues)}`);
    assert.is(checked.data!.image, 'articles/loi-littoral.jpg');
    assert.ok(existsSync(path.join(root, 'content', 'images', 'articles', 'loi-littoral.jpg')), 'the picture is in content/images/articles/');
    assert.match(content, /La loi Littoral encadre/);
    await until(async () => (await site(origin, '/actualites')).text.includes('La loi Littoral face aux projets'), '/actualites lists the new article', 30_000);
    const article = await site(origin, '/article/loi-littoral');
    assert.is(article.status, 200);
    assert.match(article.text, /<img[^>]+loi-littoral[^>]*alt="Une crique bordée de pins/);
  });

  test('an empty title and an over-long summary are refused with the schemas’ messages; nothing is written', async ({ page, origin, root }) => {
    const before = readdirSync(path.join(root, 'content', 'articles')).sort();
    await open(page, origin, '#/collections/articles/new', 'Écriture dans la collection Actualités');
    await type(page, 'number', '6');
    await type(page, 'slug', 'trop-long');
    await type(page, 'excerpt', 'Un résumé bien trop long. '.repeat(12));
    await publish(page);
    await until(async () => /Le champ Titre est requis/i.test(await bodyText(page)), 'the title’s message', 10_000).catch(async (e) => {
      throw new Error(`${(e as Error).message}: ${(await bodyText(page)).slice(0, 1500)}`);
    });
    assert.match(await bodyText(page), /Résumé\u00a0: entre 60 et 260\u00a0caractères/i);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(readdirSync(path.join(root, 'content', 'articles')).sort(), before, 'no file written');
  });

  test('a project’s gallery is reordered and its page follows', async ({ page, origin, root }) => {
    const file = path.join(root, 'content', 'realisations', 'immeuble-luxe-bella-vista.md');
    const before = (matter(readFileSync(file, 'utf8')).data as { galleries: { galerie: { src: string }[] } }).galleries.galerie.map((p) => p.src);
    await open(page, origin, '#/collections/realisations/entries/immeuble-luxe-bella-vista', 'Écriture dans la collection Réalisations');
    // The second photo's handle, dragged onto the first's (dnd-kit starts a drag after 4 px).
    const handles = await page.$$('[id^="galerie-field-"] [aria-roledescription="sortable"]');
    assert.ok(handles.length >= 2, `${handles.length} photos to drag`);
    // Whether the list shows the second photo first now: each item's heading is its description.
    const alts = (matter(readFileSync(file, 'utf8')).data as { galleries: { galerie: { alt: string }[] } }).galleries.galerie.map((p) => p.alt.slice(0, 40));
    const swapped = () =>
      // (No named function in here: tsx would wrap it in a helper the page does not have.)
      page.evaluate((texts) => {
        const leaves = [...document.querySelectorAll('[id^="galerie-field-"] *')].filter((e) => e.children.length === 0);
        const [x, y] = texts.map((t) => leaves.find((e) => (e.textContent ?? '').trim().startsWith(t)));
        return !!x && !!y && (y.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      }, alts.slice(0, 2));
    // As a hand moves: a moment between the steps, so that the list follows each one. A drag the
    // list missed is made again, three times at most.
    const pause = () => new Promise((r) => setTimeout(r, 50));
    for (let attempt = 0; attempt < 3 && !(await swapped()); attempt++) {
      await handles[1]!.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const [first, second] = [(await handles[0]!.boundingBox())!, (await handles[1]!.boundingBox())!];
      await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2);
      await page.mouse.down();
      await pause();
      for (let i = 1; i <= 10; i++) {
        await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2 + ((first.y - second.y) * i) / 10);
        await pause();
      }
      await pause();
      await page.mouse.up();
      await pause();
    }
    assert.ok(await swapped(), 'the list shows the second photo first');
    await publish(page);
    await until(() => {
      const now = (matter(readFileSync(file, 'utf8')).data as { galleries: { galerie: { src: string }[] } }).galleries.galerie.map((p) => p.src);
      return now[0] === before[1] && now[1] === before[0];
    }, `the gallery reordered in ${file} (${ctx().output().slice(-400)})`, 20_000);
    const first2 = before[1]!.replace(/^realisations\//, '').replace(/\.jpg$/, '');
    await until(async () => {
      const html = (await site(origin, '/nos-realisations/immeuble-luxe-bella-vista')).text;
      const a = html.indexOf(first2.split('/').pop()!);
      const b = html.indexOf(before[0]!.split('/').pop()!.replace(/\.jpg$/, ''));
      return a >= 0 && b >= 0 && a < b;
    }, 'the project page shows the photos in the new order', 30_000);
  });

  test('a project’s main photo replaced by an upload: it lands in the project’s own folder, and its page shows it', async ({ page, origin, root }) => {
    const file = path.join(root, 'content', 'realisations', 'immeuble-luxe-bella-vista.md');
    await open(page, origin, '#/collections/realisations/entries/immeuble-luxe-bella-vista', 'Écriture dans la collection Réalisations');
    const picture = path.join(root, 'facade-nouvelle.jpg');
    // As large as the field's hint asks: a main photo covers the screen (the build refuses a smaller one).
    await sharp({ create: { width: 3840, height: 2560, channels: 3, background: '#a3876b' } }).jpeg().toFile(picture);
    // The first picture of the entry is its main photo.
    await uploadPicture(page, 'Choisir une image différente', picture);
    await publish(page);
    await until(() => (matter(readFileSync(file, 'utf8')).data as { image: string }).image === 'realisations/immeuble-luxe-bella-vista/facade-nouvelle.jpg', `the new photo in ${file} (${ctx().output().slice(-400)})`, 20_000);
    assert.ok(existsSync(path.join(root, 'content', 'images', 'realisations', 'immeuble-luxe-bella-vista', 'facade-nouvelle.jpg')), 'the picture is in the project’s folder');
    await until(async () => /facade-nouvelle/.test((await site(origin, '/nos-realisations/immeuble-luxe-bella-vista')).text), 'the project page shows the new photo', 30_000);
  });

  test('each collection’s preview is the site’s own markup in its stylesheet, and follows what is typed', async ({ page, origin, root }) => {
    const data = (file: string) => parse(readFileSync(path.join(root, 'content', file), 'utf8')) as Record<string, unknown>;
    const villa = matter(readFileSync(path.join(root, 'content', 'realisations', 'villa-pamplemousse.md'), 'utf8')).data as { title: string; galleries: Record<string, unknown[]> };
    const article = matter(readFileSync(path.join(root, 'content', 'articles', 'foncier-environnement.md'), 'utf8')).data as { title: string; keyFigures: { value: string }[]; sources: string[] };
    const office = data('agence.yml') as { phone: string };
    const people = (data('equipe.yml') as { people: { lastName: string }[] }).people;
    const previews = [
      { hash: '#/collections/articles/entries/foncier-environnement', ready: 'Écriture dans la collection Actualités', selector: '.news-card', text: article.title },
      { hash: '#/collections/realisations/entries/villa-pamplemousse', ready: 'Écriture dans la collection Réalisations', selector: '.hero-title', text: villa.title },
      { hash: '#/collections/equipe/entries/equipe', ready: 'Écriture dans la collection Équipe', selector: '.team-grid', text: people[2]!.lastName },
      { hash: '#/collections/agence/entries/agence', ready: 'Écriture dans la collection Agence', selector: '.office-card', text: nationalPhone(office.phone) },
    ];
    /** The preview pane's element `selector`: its text and its font (the site's stylesheet or not). */
    const shown = async (selector: string) => {
      const frame = await (await page.$('#preview-pane'))?.contentFrame();
      return (frame && (await frame.$eval(selector, (e) => ({ text: (e as HTMLElement).innerText, font: getComputedStyle(e.querySelector('h1, h3, strong') ?? e).fontFamily })).catch(() => null))) ?? null;
    };
    for (const { hash, ready, selector, text } of previews) {
      await open(page, origin, hash, ready);
      await until(async () => (await shown(selector))?.text.includes(text) ?? false, `the preview of ${hash} shows « ${text} » in ${selector}`, 20_000);
      // The site's stylesheet is linked into the preview's frame, and may come after its markup.
      await until(async () => /Fraunces/.test((await shown(selector))?.font ?? ''), `the preview of ${hash} in the site’s fonts (${(await shown(selector))?.font})`, 15_000);
    }
    // The article's preview shows its figures and its sources, as its page does.
    await open(page, origin, previews[0]!.hash, previews[0]!.ready);
    await until(async () => (await shown('.article-figures'))?.text.includes(article.keyFigures[0]!.value) ?? false, 'the article’s figures in its preview', 20_000);
    await until(async () => (await shown('.article-sources'))?.text.includes(article.sources[0]!.slice(0, 30)) ?? false, 'the article’s sources in its preview', 10_000);
    // The project's preview shows every photo of its galleries.
    await open(page, origin, previews[1]!.hash, previews[1]!.ready);
    const photos = Object.values(villa.galleries).flat().length;
    const inPreview = async () => (await (await page.$('#preview-pane'))?.contentFrame())?.$$eval('.gallery-item img', (imgs) => imgs.length).catch(() => 0) ?? 0;
    await until(async () => (await inPreview()) === photos, `the ${photos} photos of the villa in its preview`, 20_000);
    // The office's phone, typed anew: the preview follows before anything is saved.
    await open(page, origin, previews[3]!.hash, previews[3]!.ready);
    await type(page, 'phone', '+33 4 93 28 00 00');
    await until(async () => (await shown('.office-card'))?.text.includes('04 93 28 00 00') ?? false, 'the preview follows the new phone number (as dialled from France)', 10_000);
    assert.is((data('agence.yml') as { phone: string }).phone, office.phone, 'nothing written before « Publier »');
  });

  test('a partner’s title changes: the card, the vCard and the QR code page follow', async ({ page, origin, root }) => {
    await open(page, origin, '#/collections/equipe/entries/equipe', 'Écriture dans la collection Équipe');
    await until(() => page.$$eval('[id^="firstName-field-"]', (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length === 3), 'the three partners', 15_000);
    // The three partners' fields, unfolded: Camille Ferrand's title is the second.
    await type(page, 'title', 'Co-Gérante & Associée fondatrice', 1);
    await publish(page);
    const file = path.join(root, 'content', 'equipe.yml');
    await until(() => readFileSync(file, 'utf8').includes('fondatrice'), 'content/equipe.yml written', 20_000);
    assert.is((parse(readFileSync(file, 'utf8')) as { people: { title: string }[] }).people[1]!.title, 'Co-Gérante & Associée fondatrice');
    await until(async () => (await site(origin, '/carte-de-visite-camille-ferrand')).text.includes('Associée fondatrice'), 'the card follows', 30_000);
    assert.match((await site(origin, '/cartes/camille-ferrand.vcf')).text, /TITLE:Co-Gérante & Associée fondatrice/);
    assert.match((await site(origin, '/carte-de-visite-camille-ferrand/qr-code')).text, /Associée fondatrice/);
  });
}

test.run();
