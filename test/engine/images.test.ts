// The image pipeline on the fixture site: <picture> markup, placeholders, preloads, the cache.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { BuildError } from '../../build/errors.ts';
import { build } from '../../build/index.ts';
import { collectImages, responsiveImage } from '../../build/render/image.tsx';
import { ImageStore } from '../../build/assets/images.ts';
import { buildFixture, cleanup, copyFixture, repoRoot, tempDir } from '../helpers/site.ts';

const test = suite<{ outDir: string; $: cheerio.CheerioAPI }>('images');
test.before(async (ctx) => {
  ctx.outDir = (await buildFixture()).outDir;
  ctx.$ = cheerio.load(readFileSync(path.join(ctx.outDir, 'images/index.html'), 'utf8'));
});

const widths = (srcset: string) => srcset.split(', ').map((c) => Number(c.split(' ')[1]!.replace('w', '')));

test('each image is a <picture> with AVIF and WebP at several widths, never wider than the source', ({ $ }) => {
  const hero = $('picture.hero');
  assert.is(hero.find('source[type="image/avif"]').length, 1);
  assert.is(hero.find('source[type="image/webp"]').length, 1);
  assert.equal(widths(hero.find('source[type="image/avif"]').attr('srcset')!), [480, 800, 1000]);
  assert.equal(widths(hero.find('source[type="image/webp"]').attr('srcset')!), [480, 800, 1000]);
  assert.is(hero.find('source').first().attr('sizes'), '100vw');
});

test('the fallback <img> has alt and intrinsic size, and lazy-loads unless it is the LCP image', ({ $ }) => {
  const [hero, cropped] = $('picture img').toArray().map((el) => $(el));
  assert.is(hero!.attr('alt'), 'La mer au soleil');
  assert.is(hero!.attr('width'), '1000');
  assert.is(hero!.attr('height'), '600');
  assert.match(hero!.attr('src')!, /\.jpg$/);
  assert.is(hero!.attr('fetchpriority'), 'high');
  assert.is(hero!.attr('loading'), undefined);
  assert.is(cropped!.attr('loading'), 'lazy');
  assert.is(cropped!.attr('decoding'), 'async');
  assert.is(cropped!.attr('width'), '600');
  assert.is(cropped!.attr('height'), '600', 'aspect 1 crops to a square');
});

test('the LCP image is preloaded from the head with its AVIF srcset', ({ $ }) => {
  const preload = $('head link[rel=preload][as=image]');
  assert.is(preload.length, 1);
  assert.is(preload.attr('type'), 'image/avif');
  assert.is(preload.attr('imagesrcset'), $('picture.hero source[type="image/avif"]').attr('srcset'));
  assert.is(preload.attr('fetchpriority'), 'high');
});

test('a dominant-colour placeholder comes from the stylesheet, not a style attribute', ({ $, outDir }) => {
  const cls = $('picture.hero img').attr('class')!;
  assert.match(cls, /^ph-[0-9a-f]{3}$/);
  const css = readFileSync(path.join(outDir, $('link[rel=stylesheet]').attr('href')!), 'utf8');
  assert.match(css, `.${cls}{background-color:#${cls.slice(3)}}`);
  assert.is($('[style]').length, 0);
});

test('a transparent source keeps a PNG fallback and no placeholder colour', ({ $ }) => {
  const logo = $('img[alt="Logo"]');
  assert.match(logo.attr('src')!, /\.png$/);
  assert.is(logo.attr('class'), undefined);
});

test('variants are real images of the announced size', async ({ $, outDir }) => {
  const avif = $('picture.hero source[type="image/avif"]').attr('srcset')!.split(', ')[0]!.split(' ')[0]!;
  const meta = await sharp(readFileSync(path.join(outDir, avif))).metadata();
  assert.is(meta.format, 'heif');
  assert.is(meta.width, 480);
  assert.is(meta.height, 288);
  const square = await sharp(readFileSync(path.join(outDir, $('img[alt="La mer, recadrée"]').attr('src')!))).metadata();
  assert.equal([square.format, square.width, square.height], ['jpeg', 600, 600]);
});

test('a second build encodes nothing: every variant comes from the cache', async () => {
  const dir = copyFixture('basic');
  try {
    const first = await build({ root: dir });
    const second = await build({ root: dir });
    assert.ok(first.images.encoded > 0);
    assert.is(second.images.encoded, 0);
    assert.is(second.images.reused, first.images.variants);
  } finally {
    cleanup(dir);
  }
});

test('an image an endpoint draws is kept with the encoded variants: a build with every other cache gone does not draw it again', async () => {
  const dir = copyFixture('basic');
  const { appendFileSync, readdirSync, rmSync, writeFileSync } = await import('node:fs');
  const endpoint = (name: string, options: string) =>
    writeFileSync(
      path.join(dir, `pages/${name}`),
      `import { appendFileSync } from 'node:fs';
export default (_props: unknown, ctx: { cached: (inputs: string[], produce: () => Promise<Uint8Array>, options?: { image?: boolean }) => Promise<Uint8Array> }) =>
  ctx.cached(['${name}'], async () => {
    appendFileSync(${JSON.stringify(path.join(dir, 'drawn.log'))}, '${name}\\n');
    return Buffer.from('${name} bytes');
  }${options});
`,
    );
  endpoint('badge.png.ts', ', { image: true }');
  endpoint('notice.txt.ts', '');
  const drawn = () => readFileSync(path.join(dir, 'drawn.log'), 'utf8').trim().split('\n').sort();
  try {
    const outDir = path.join(dir, 'dist');
    await build({ root: dir, outDir });
    assert.equal(drawn(), ['badge.png.ts', 'notice.txt.ts']);
    // A cold build: dist/ and every cache but the images gone.
    rmSync(outDir, { recursive: true });
    for (const name of readdirSync(path.join(dir, '.cache'))) if (name !== 'images') rmSync(path.join(dir, '.cache', name), { recursive: true });
    appendFileSync(path.join(dir, 'drawn.log'), '');
    await build({ root: dir, outDir });
    assert.equal(drawn(), ['badge.png.ts', 'notice.txt.ts', 'notice.txt.ts'], 'the image is not drawn again; the text file is made again');
    assert.is(readFileSync(path.join(outDir, 'badge.png'), 'utf8'), 'badge.png.ts bytes');
    assert.is(readFileSync(path.join(outDir, 'notice.txt'), 'utf8'), 'notice.txt.ts bytes');
  } finally {
    cleanup(dir);
  }
});

test('what an endpoint keeps with ctx.cached follows its code: an edit to a module it imports makes the file again', async () => {
  const dir = copyFixture('basic');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const words = (text: string) => writeFileSync(path.join(dir, 'pages/_lib/words.ts'), `export const notice = ${JSON.stringify(text)};\n`);
  try {
    mkdirSync(path.join(dir, 'pages/_lib'), { recursive: true });
    words('Première version');
    writeFileSync(
      path.join(dir, 'pages/notice.txt.ts'),
      `import { notice } from './_lib/words.ts';
export default (_props: unknown, ctx: { cached: (inputs: string[], produce: () => Promise<Uint8Array>) => Promise<Uint8Array> }) =>
  ctx.cached(['notice'], async () => Buffer.from(notice));
`,
    );
    await build({ root: dir });
    assert.is(readFileSync(path.join(dir, 'dist/notice.txt'), 'utf8'), 'Première version');
    words('Seconde version');
    await build({ root: dir });
    assert.is(readFileSync(path.join(dir, 'dist/notice.txt'), 'utf8'), 'Seconde version', 'not the file the old code made');
  } finally {
    cleanup(dir);
  }
});

test('a missing source fails the build, naming the page and the path', async () => {
  const dir = copyFixture('basic');
  try {
    const file = path.join(dir, 'pages/images.tsx');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, readFileSync(file, 'utf8').replace('src="logo.png"', 'src="absent/photo.jpg"'));
    const error = await build({ root: dir }).then(
      () => null,
      (e: unknown) => e,
    );
    assert.instance(error, BuildError);
    assert.equal((error as BuildError).problems, ['pages/images.tsx -> image "absent/photo.jpg": content/images/absent/photo.jpg does not exist']);
  } finally {
    cleanup(dir);
  }
});

test('renders awaiting at the same time each note their own images (two builds in one process)', async () => {
  const cacheDir = tempDir('scopes-');
  try {
    const store = new ImageStore(path.join(repoRoot, 'test/fixtures/basic/content/images'), cacheDir);
    await store.scan();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    // Two endpoints that ask for an image after an await, interleaved; a page renders between.
    const first = collectImages('first.json.ts', store, async () => {
      await tick();
      return responsiveImage('mer.jpg', { widths: [400] });
    });
    const second = collectImages('second.json.ts', store, async () => {
      await tick();
      await tick();
      return responsiveImage('logo.png', { widths: [100] });
    });
    const page = collectImages('page.tsx', store, () => responsiveImage('logo.png', { widths: [200] }));
    await Promise.all([first.result, second.result]);
    assert.equal([...first.sources], ['mer.jpg']);
    assert.equal([...second.sources], ['logo.png']);
    assert.equal([...page.sources], ['logo.png']);
    assert.ok([...second.variants].every((url) => url.includes('-100-')), [...second.variants].join(', '));
    // And once they are done, a render outside any of them is refused, as it always was.
    assert.throws(() => responsiveImage('mer.jpg'), /outside a page render/);
  } finally {
    cleanup(cacheDir);
  }
});

test('a crop keeps its focus in view, not what libvips finds most salient', async () => {
  const dir = tempDir('focus-');
  try {
    // A wide grey picture: a bright red square at its left (what the salience crop goes for), its
    // subject (a dull blue square) right of centre.
    const images = path.join(dir, 'images');
    mkdirSync(images);
    const square = (background: string) => sharp({ create: { width: 100, height: 100, channels: 3, background } }).png().toBuffer();
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#808080' } })
      .composite([
        { input: await square('#ff1000'), left: 100, top: 250 },
        { input: await square('#405070'), left: 620, top: 250 },
      ])
      .png()
      .toFile(path.join(images, 'wide.png'));
    const store = new ImageStore(images, path.join(dir, 'cache'));
    await store.scan();
    // Portrait cuts, 200 x 300, of the picture scaled to 500 x 300.
    const salient = store.variant('wide.png', 200, 'png', 300);
    const framed = store.variant('wide.png', 200, 'png', 300, [0.67, 0.5]);
    assert.is.not(framed.url, salient.url, 'the focus is part of the name: a new focus is a new file');
    const { files } = await store.encode();
    /** Where the pixels of a colour lie across the crop's middle row, as a share of its width. */
    const where = async (url: string, is: (r: number, g: number, b: number) => boolean) => {
      const { data, info } = await sharp(files.get(url.slice(1))!).raw().toBuffer({ resolveWithObject: true });
      const xs = Array.from({ length: info.width }, (_, x) => x).filter((x) => {
        const i = (150 * info.width + x) * info.channels;
        return is(data[i]!, data[i + 1]!, data[i + 2]!);
      });
      return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length / info.width : null;
    };
    const red = (r: number, g: number) => r > 200 && g < 60;
    const blue = (r: number, g: number, b: number) => b > 90 && r < 90;
    assert.ok((await where(salient.url, red)) !== null, 'without a focus, the crop goes for the red square');
    assert.is(await where(framed.url, red), null);
    const at = await where(framed.url, blue);
    assert.ok(at !== null && Math.abs(at - 0.5) < 0.05, `the subject at ${at} of the crop's width`);
  } finally {
    cleanup(dir);
  }
});

test.run();
