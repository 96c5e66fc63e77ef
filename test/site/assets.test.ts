// What the real build writes besides pages: fonts, business-card files.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import jsQR from 'jsqr';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import site from '../../content/site.ts';
import { CHARACTERS, fontsCss, fontsDir, subsetFaces } from '../../scripts/fonts.ts';
import { buildSite, repoRoot, serve } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('site assets');
test.before(async (ctx) => {
  ctx.outDir = (await buildSite()).outDir;
});

test('fonts.css is what scripts/fonts.ts computes (fallback metrics cannot drift)', () => {
  assert.fixture(readFileSync(path.join(repoRoot, 'pages/_styles/fonts.css'), 'utf8'), fontsCss());
});

test('the committed font files are the subsets scripts/fonts.ts makes, each lighter than its source', async () => {
  const made = await subsetFaces();
  assert.equal(readdirSync(fontsDir).sort(), [...made.keys()].sort());
  for (const [file, data] of made) {
    assert.ok(Buffer.from(data).equals(readFileSync(path.join(fontsDir, file))), `${file}: run node --import tsx scripts/fonts.ts`);
    assert.ok(data.length < 17 * 1024, `${file}: ${data.length} bytes`);
  }
});

test('every character a page shows is in the fonts (none drawn in the fallback face)', ({ outDir }) => {
  const kept = (c: number) => CHARACTERS.some(([a, b]) => c >= a && c <= b);
  const missing = new Map<string, string>();
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
    const $ = cheerio.load(readFileSync(path.join(outDir, file), 'utf8'));
    $('script, style, noscript').remove();
    const shown = [$('body').text(), ...$('[placeholder]').map((_, el) => $(el).attr('placeholder')).get(), $('title').text()].join('');
    for (const char of shown) if (!/\s/.test(char) && !kept(char.codePointAt(0)!)) missing.set(char, file);
  }
  assert.equal([...missing].map(([c, f]) => `${c} (U+${c.codePointAt(0)!.toString(16)}) in ${f}`), []);
});

test('fonts are self-hosted, swap in, and the three faces of the first screen are preloaded on every page', ({ outDir }) => {
  // Fraunces for the headings, Inter for the text and the menu: found only once the stylesheet
  // was laid out, Inter made the whole page lay out again when it came.
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length >= 29, `${pages.length} pages`);
  for (const file of pages) {
    const page = cheerio.load(readFileSync(path.join(outDir, file), 'utf8'));
    const preloads = page('link[rel=preload][as=font]').map((_, l) => [[page(l).attr('href')!.replace(/-\w+\.woff2$/, ''), page(l).attr('crossorigin')]]).get();
    assert.equal(preloads, [['/assets/fraunces-600', ''], ['/assets/inter-400', ''], ['/assets/inter-600', '']], file);
  }
  const $ = cheerio.load(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  for (const l of $('link[rel=preload][as=font]').toArray()) assert.ok(readFileSync(path.join(outDir, $(l).attr('href')!)).length > 1000, $(l).attr('href'));
  const css = readFileSync(path.join(outDir, $('link[rel=stylesheet]').attr('href')!), 'utf8');
  assert.is(css.match(/font-display:swap/g)?.length, 3);
  // Arial, or a font with its metrics where it is absent (Linux, ChromeOS).
  assert.match(css, /font-family:"?Inter fallback"?;src:local\("?Arial"?\),local\("?ArialMT"?\),local\("?Liberation Sans"?\),local\("?LiberationSans"?\),local\("?Arimo"?\);size-adjust:107\.12%/);
  assert.not.match(css, /url\(["']?(https?:)?\/\/|@import\s+(url\()?["']?(https?:)?\/\//, 'a resource from another host');
});

test('each co-manager has a vCard with CRLF lines, served as text/vcard', async ({ outDir }) => {
  const server = await serve(outDir);
  try {
    for (const p of site.people) {
      const res = await fetch(`${server.origin}/cartes/${p.slug}.vcf`);
      assert.is(res.status, 200);
      assert.match(res.headers.get('content-type')!, /^text\/(x-)?vcard/);
      const text = await res.text();
      assert.ok(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n'));
      assert.match(text, `FN:${p.firstName} ${p.lastName}\r\n`);
      assert.not.match(text.replace(/\r\n/g, ''), /\n/);
    }
  } finally {
    await server.close();
  }
});

test('each QR code file decodes to its card page URL', async ({ outDir }) => {
  for (const p of site.people) {
    const svg = readFileSync(path.join(outDir, `cartes/${p.slug}-qr.svg`));
    const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    assert.is(code?.data, `${site.url}/carte-de-visite-${p.slug}`);
  }
});

test('each brochure is a PDF', ({ outDir }) => {
  for (const p of site.people) assert.is(readFileSync(path.join(outDir, `cartes/${p.slug}.pdf`)).subarray(0, 5).toString(), '%PDF-');
});

test.run();
