// What the checks read of a page (build/facts.ts): the quick reading of React's markup must find
// exactly what htmlparser2's tokenizer finds, on every page and on any markup a Markdown file
// or a hostile edit can put there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { pageFacts, tokenizerFacts } from '../../build/facts.ts';
import { buildFixture } from '../helpers/site.ts';

const test = suite('page facts');

const links = (html: string, file = 'a/index.html') => pageFacts(html, file).links.map(([url]) => url);

test('links in a comment, a script or a textarea are not links; a tag written any way is', () => {
  const html = [
    '<!doctype html><p>a < b</p>',
    '<!-- <a href="/in-comment"> --><!--><a href="/after-short-comment">x</a>',
    '<script>document.write(\'<a href="/in-script">\')</script >',
    '<textarea><a href="/in-textarea"></textarea><title><img src="/in-title"></title>',
    "<A HREF='/single'>x</A><a href=/bare>y</a><a\nhref=\"/newline\"\n>z</a>",
    '<script src="/app.js"/><a href="/after-self-closed-script">w</a>',
  ].join('');
  assert.equal(links(html).sort(), ['/after-self-closed-script', '/after-short-comment', '/app.js', '/bare', '/newline', '/single']);
});

test('character references in a link are decoded; relative links resolve against the page', () => {
  assert.equal(pageFacts('<a href="/a?b=1&amp;c=2">x</a><a href="../up#t&#101;st">y</a><a href="#top">z</a>', 'x/y/index.html').links, [
    ['/a?b=1&c=2', '<a href>'],
    ['/x/up#test', '<a href>', '../up#test'],
    ['/x/y/index.html#top', '<a href>', '#top'],
  ]);
});

test('ids, h1 and images without alt or size are found in plain and in other markup', () => {
  for (const html of [
    '<main id="m"><h1 id="t">T</h1><img src="/a.jpg" width="2" height="x"><p ID="p">x</p></main>',
    "<main id='m'><h1 id=t>T</h1><img src=/a.jpg width=2 height=x><p ID=p>x</p></main>",
  ]) {
    const facts = pageFacts(html, 'index.html');
    assert.equal(facts.ids, ['m', 't', 'p']);
    assert.is(facts.h1, 1);
    assert.equal(facts.images, ['<img src="/a.jpg">: no alt, height is not a whole number']);
  }
});

// Pieces of markup put together at random, most in the form React writes (the quick reading's),
// some in any other (the tokenizer's, for the whole page): both readings must agree.
const PLAIN_PIECES = [
  '<a href="/x">', '</a>', '<img src="/i.jpg" alt="" width="1" height="1">', '<img src="/j.jpg">', '<img srcset="/s1.jpg 1x, /s2.jpg 2x" alt="">',
  '<source srcset="/s.avif 400w">', '<h1>', '<H1 ID="up">', '<div id="d">', '<p class="c" hidden>', '<br/>', '<br>', '<script>', '</script>',
  '</SCRIPT >', '<script src="/s.js">', '<script/>', '<style>', '</style>', '<title>', '</title>', '<textarea>', '</textarea>', '<xmp>', '</xmp>',
  '<!--', '-->', '<!-->', '<!--->', '<!doctype html>', '<?xml?>', '</>', '</ a>', '<a href="/q?a=1&amp;b=2">', '<a href="&#x2F;ent">',
  '<a href="/&notanentity;">', '<a title="x id=y" href="#h">', '<a href="/u" href="/v">', '<a\nhref="/nl"\n>', '<img alt="<a href=/fake>">',
  '<link href="/l.css">', '<form action="/f">', '<iframe src="/fr">', '<video poster="/p.jpg">', '<a href="">', '<a href>',
  '<a href="https://ext.example/">', '<a href="//cdn.example/">', '<scriptx>', '< a href="/space">', '<!x>', ']]>', '<br />', '>', '"', "'", '=', '/', ' ', '\n', 'text', '&amp;',
];
const OTHER_PIECES = [
  "<a href='/y'>", '<a href=/z>', '<p id=e>', '<![CDATA[', '<!>', '<a b"c="d">', '<a =x href="/eq">', '<a href="/a"b="c">',
  '<', '<a', '<img', '<a href="/unclosed',
];

test('the quick reading agrees with the tokenizer on 4,000 random pages', () => {
  // mulberry32: the same pages on every run
  let seed = 9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (pieces: string[]) => pieces[Math.floor(random() * pieces.length)]!;
  for (let n = 0; n < 4000; n++) {
    let html = '';
    const count = 1 + Math.floor(random() * 24);
    for (let i = 0; i < count; i++) html += pick(random() < 0.02 ? OTHER_PIECES : PLAIN_PIECES);
    assert.equal(pageFacts(html, 'p/index.html'), tokenizerFacts(html, 'p/index.html'), html);
  }
});

test('the quick reading agrees with the tokenizer on every page of a built site', async () => {
  const { outDir } = await buildFixture();
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 5);
  for (const file of pages) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    assert.equal(pageFacts(html, file), tokenizerFacts(html, file), file);
  }
});

test.run();
