// The built HTML of the fixture site, read with cheerio.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { buildFixture } from '../helpers/site.ts';

const test = suite<{ outDir: string }>('built HTML');
test.before(async (ctx) => {
  ctx.outDir = (await buildFixture()).outDir;
});
const load = (outDir: string, file: string) => cheerio.load(readFileSync(path.join(outDir, file), 'utf8'));

test('every page is a whole French document with charset, viewport, title, description, canonical', ({ outDir }) => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  assert.ok(html.startsWith('<!doctype html>\n<html lang="fr">'));
  const $ = cheerio.load(html);
  assert.is($('meta[charset]').attr('charset'), 'utf-8');
  assert.is($('meta[name=viewport]').attr('content'), 'width=device-width, initial-scale=1');
  assert.is($('title').text(), 'Accueil | Fixture');
  assert.is($('meta[name=description]').attr('content'), 'La page d’accueil du site d’essai.');
  assert.is($('link[rel=canonical]').attr('href'), 'https://fixture.example/');
  assert.match($('link[rel=stylesheet]').attr('href')!, /^\/assets\/index-[0-9a-f]{10}\.css$/);
});

test('canonical URLs are absolute and follow each route', ({ outDir }) => {
  assert.is(load(outDir, 'blog/second/index.html')('link[rel=canonical]').attr('href'), 'https://fixture.example/blog/second');
  assert.is(load(outDir, 'islands/index.html')('link[rel=canonical]').attr('href'), 'https://fixture.example/islands');
});

test('Open Graph and JSON-LD are written when a page asks, with < escaped in JSON-LD', ({ outDir }) => {
  const $ = load(outDir, 'index.html');
  assert.is($('meta[property="og:image"]').attr('content'), 'https://fixture.example/og.png');
  assert.is($('meta[name="twitter:card"]').attr('content'), 'summary_large_image');
  const ld = $('script[type="application/ld+json"]').html()!;
  assert.not.match(ld, /<\/script/);
  assert.is(JSON.parse(ld).name, 'Fixture </script><b>');
  const post = load(outDir, 'blog/premier/index.html');
  assert.is(post('meta[property="og:type"]').attr('content'), 'article');
  assert.is(post('meta[property="article:published_time"]').attr('content'), '2025-02-10T00:00:00.000Z');
});

test('a page without islands has no <script> besides JSON-LD data, and no preload React slipped in', ({ outDir }) => {
  for (const file of ['index.html', 'blog/premier/index.html', '404.html']) {
    const $ = load(outDir, file);
    assert.is($('script').not('[type="application/ld+json"]').length, 0, file);
    assert.is($('body link').length, 0, file);
  }
});

test('a page with islands loads one module script and carries its props as JSON, < escaped', ({ outDir }) => {
  const html = readFileSync(path.join(outDir, 'islands/index.html'), 'utf8');
  const $ = cheerio.load(html);
  const scripts = $('script[src]');
  assert.is(scripts.length, 1);
  assert.is(scripts.attr('type'), 'module');
  assert.ok(existsSync(path.join(outDir, scripts.attr('src')!)));
  assert.is($('x-island').length, 7);
  assert.match(html, /"label":"load \\u003ctricky> \\u003c\/script>"/);
  const props = JSON.parse($('#x-island-props').text());
  assert.equal(props[0], { label: 'load <tricky> </script>', start: 1 });
  // No executable inline script anywhere: every <script> is external or JSON data.
  $('script:not([src])').each((_, el) => assert.match($(el).attr('type') ?? '', /^application\/(ld\+)?json$/));
});

test('markers carry the island name, chunk URL, trigger and props index', ({ outDir }) => {
  const $ = load(outDir, 'islands/index.html');
  const marker = $('#visible x-island');
  assert.is(marker.attr('data-island'), 'Counter');
  assert.is(marker.attr('data-on'), 'visible');
  assert.is(marker.attr('data-p'), '6');
  assert.ok(existsSync(path.join(outDir, marker.attr('data-src')!)));
});

test('the 404 page is written at the top, noindex, without canonical', ({ outDir }) => {
  const $ = load(outDir, '404.html');
  assert.is($('h1').text(), 'Oops! Page non trouvée');
  assert.is($('meta[name=robots]').attr('content'), 'noindex');
  assert.is($('link[rel=canonical]').length, 0);
});

test('Markdown renders with heading ids, public/ is copied, endpoints write their file', ({ outDir }) => {
  const $ = load(outDir, 'blog/premier/index.html');
  assert.is($('article h2#une-section').text(), 'Une section');
  assert.is(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), 'User-agent: *\n');
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/fixture.example\/blog\/second<\/loc>/);
  assert.not.match(sitemap, /404/);
});

test('the stylesheet is minified, prefixed and styles the island marker out of layout', ({ outDir }) => {
  const href = load(outDir, 'index.html')('link[rel=stylesheet]').attr('href')!;
  const css = readFileSync(path.join(outDir, href), 'utf8');
  assert.match(css, /x-island,x-slot\{display:contents\}/);
  assert.match(css, /-webkit-user-select:none/);
  assert.not.match(css, /\n\s+/);
});

test.run();
