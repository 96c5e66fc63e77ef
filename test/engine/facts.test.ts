// What the checks read of a page (build/output/facts.ts): what a browser reads there, and only that; the
// quick reading of React's markup must find exactly what parse5's tree holds, on every page and on
// any markup a Markdown file or a hostile edit can put there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { pageFacts, quickFacts, treeFacts, type Reading } from '../../build/output/facts.ts';
import { buildFixture } from '../helpers/site.ts';

const test = suite('page facts');

const ORIGIN = 'https://www.castellar-foncier.fr';
/** The URLs of the site a page at `file` points at, sorted. */
const found = (html: string, file = 'a/index.html') => pageFacts(html, file, { origin: ORIGIN }).links.map(([url]) => url).sort();

test('links in a comment, a script or a textarea are not links; a tag written any way is', () => {
  const html = [
    '<!doctype html><p>a < b</p>',
    '<!-- <a href="/in-comment"> --><!--><a href="/after-short-comment">x</a>',
    '<script>document.write(\'<a href="/in-script">\')</script >',
    '<textarea><a href="/in-textarea"></textarea><title><img src="/in-title"></title>',
    "<A HREF='/single'>x</A><a href=/bare>y</a><a\nhref=\"/newline\"\n>z</a>",
    // In HTML, `/>` closes no script: what follows is its text, to </script>.
    '<script src="/app.js"/><a href="/in-self-closed-script">w</a>',
  ].join('');
  assert.equal(found(html), ['/after-short-comment', '/app.js', '/bare', '/newline', '/single']);
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

test('a comment closed with --!> ends there: a link after it is read', () => {
  assert.equal(found('<!-- x --!><a href="/after-bang-comment">x</a><!-- <a href="/in-comment"> -->'), ['/after-bang-comment']);
});

test('</script/> and </textarea/> end their element: a link after them is read', () => {
  assert.equal(found('<script></script/><a href="/after-script">x</a>'), ['/after-script']);
  assert.equal(found('<textarea></textarea/><a href="/after-textarea">x</a>'), ['/after-textarea']);
});

test('inside SVG, <style> and <title> hold markup, not text: links in them are read', () => {
  assert.equal(found('<svg><style><a href="/in-svg-style">x</a></style><title><a href="/in-svg-title">t</a></title></svg>'), ['/in-svg-style', '/in-svg-title']);
});

test('xlink:href and <use href> in SVG are links', () => {
  assert.equal(found('<svg><use href="#icone"></use><use xlink:href="/sprite.svg#logo"></use><image xlink:href="/plan.png"></image></svg><i id="icone"></i>'), ['/a/index.html#icone', '/plan.png', '/sprite.svg#logo']);
});

test('an absolute link to the site itself is read as its path; one to another site is not read', () => {
  assert.equal(found(`<a href="${ORIGIN}/contact">c</a><link rel="canonical" href="${ORIGIN}/a/"><a href="https://ailleurs.example/x">x</a><a href="mailto:a@b.fr">m</a>`), ['/a/', '/contact']);
});

test('object data, embed src, media src and poster, formaction, input type=image and meta refresh are links', () => {
  const html = [
    '<object data="/plan.pdf"></object><embed src="/film.swf">',
    '<video src="/film.mp4" poster="/affiche.jpg"><source src="/film.webm"><track src="/sous-titres.vtt"></video><audio src="/son.mp3"></audio>',
    '<form><button formaction="/envoyer">e</button><input type="submit" formaction="/valider"><input type="image" src="/bouton.png" alt="ok"></form>',
    '<meta http-equiv="refresh" content="0; url=/nouvelle-adresse">',
  ].join('');
  assert.equal(found(html), ['/affiche.jpg', '/bouton.png', '/envoyer', '/film.mp4', '/film.swf', '/film.webm', '/nouvelle-adresse', '/plan.pdf', '/son.mp3', '/sous-titres.vtt', '/valider']);
});

test('CSS url() in style attributes and <style> elements are links', () => {
  const html = `<style>@import "/print.css"; .hero { background: url("/hero.jpg") } /* url(/in-comment.png) */ .x::after { content: "url(/in-string.png)" }</style><div style="background-image: url(/fond.png)"></div>`;
  assert.equal(found(html), ['/fond.png', '/hero.jpg', '/print.css']);
});

test('srcset is read wherever it exists, a URL holding commas included', () => {
  const html = '<picture><source srcset="/a.avif 1x, /a,2.avif 2x"><img src="/a.jpg" srcset="/a-400.jpg 400w,/a-800.jpg 800w" alt="" width="1" height="1"></picture><link rel="preload" as="image" imagesrcset="/hero-1.jpg 1x, /hero-2.jpg 2x">';
  assert.equal(found(html), ['/a,2.avif', '/a-400.jpg', '/a-800.jpg', '/a.avif', '/a.jpg', '/hero-1.jpg', '/hero-2.jpg']);
});

test('what a browser never follows is not read: <template> content, <noembed>, <noframes>, <iframe> text, all after <plaintext>', () => {
  const html = [
    '<template><a href="/in-template">x</a><img src="/t.jpg"></template>',
    '<noembed><a href="/in-noembed">x</a></noembed><noframes><a href="/in-noframes">x</a></noframes><iframe src="/cadre"><a href="/in-iframe">x</a></iframe>',
    '<a href="/before-plaintext">x</a><plaintext><a href="/in-plaintext">x</a>',
  ].join('');
  assert.equal(found(html), ['/before-plaintext', '/cadre']);
  assert.equal(pageFacts('<template><h1 id="t">x</h1></template>', 'a/index.html').ids, []);
});

test('/assets/../contact is read as /contact, as a browser resolves it', () => {
  assert.equal(found('<a href="/assets/../contact">c</a>'), ['/contact']);
});

test('links resolve against <base href> as a browser resolves them', () => {
  assert.equal(found('<base href="/docs/"><a href="guide">g</a><a href="#partie">p</a><img src="../plan.png" alt="" width="1" height="1">'), ['/docs/#partie', '/docs/guide', '/plan.png']);
});

test('noscript content is read: a visitor without JavaScript sees its links', () => {
  assert.equal(found('<body><noscript><a href="/sans-js">x</a></noscript></body>'), ['/sans-js']);
});

test("a link's URL is the one the URL parser gives, for any mix of characters it escapes or changes", () => {
  const { random, pick } = randomness(3);
  const CHARACTERS = ['/', '/', 'a', 'é', '.', '..', '%2e', '%2E', '%20', '%', '?', '#', ' ', '\t', '\\', "'", '"', '`', '<', '|', '^', '[', '{', '&amp;', ':', '@', '~', '!', '$', ';', '='];
  const page = `${ORIGIN}/p/index.html`;
  for (let n = 0; n < 3000; n++) {
    let raw = pick(['/', '#', '', '?', '//www.castellar-foncier.fr/', ' /']);
    for (let i = Math.floor(random() * 8); i > 0; i--) raw += pick(CHARACTERS);
    const value = raw.replaceAll('&amp;', '&');
    let expected: string[] = [];
    try {
      const url = new URL(value, page);
      const resolved = url.href.slice(url.href.indexOf('/', url.protocol.length + 2));
      if (url.origin === ORIGIN && value.trim()) expected = [resolved];
    } catch {}
    const html = `<a href="${raw.replaceAll('"', '&quot;')}">x</a>`;
    assert.equal(pageFacts(html, 'p/index.html', { origin: ORIGIN }).links.map(([url]) => url), expected, JSON.stringify(raw));
  }
});

// The quick reading must find exactly what parse5's tree holds, or give the page up to parse5.
// Pages made at random, the same on every run (mulberry32), each read both ways: pieces of markup
// put together anyhow (how the tokenizer reads them), then trees of the markup React writes,
// some broken in a place (what the tree builder does with them).
function randomness(seed: number) {
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return { random, pick };
}

/** Reads a page both ways; true when the quick reading answered (and agreed). */
function agrees(html: string, reading: Reading = { origin: ORIGIN }): boolean {
  const quick = quickFacts(html, 'p/index.html', reading);
  const tree = treeFacts(html, 'p/index.html', reading);
  if (quick) assert.equal(quick, tree, html);
  assert.equal(pageFacts(html, 'p/index.html', reading), tree, html);
  return quick !== null;
}

const PIECES = [
  '<a href="/x">x</a>', '<img src="/i.jpg" alt="" width="1" height="1">', '<img src="/j.jpg">', '<img srcset="/s1.jpg 1x, /s2,b.jpg 2x" alt="">',
  '<source srcset="/s.avif 400w">', '<h1>T</h1>', '<H1 ID="up">T</H1>', '<div id="d">', '</div>', '<p class="c" hidden>', '</p>', '<br/>', '<br>',
  '<script>x</script>', '<script>a</SCRIPT >', '<script>b</script/>', '<script src="/s.js"></script>', '<script/>', '<script><!--<script>c</script>-->d</script>',
  '<style>a{background:url(/bg.png)}</style>', '<style>@import "/p.css";</style>', '<style>', '</style>', '<title>t</title>', '<title>', '</title>',
  '<textarea><a href="/in-textarea"></textarea>', '<textarea></textarea/>', '<xmp>', '</xmp>', '<iframe src="/fr">', '</iframe>', '<noembed>', '<plaintext>',
  '<!--', '-->', '--!>', '<!-->', '<!--->', '<!-- x --!>', '<!doctype html>', '<?xml?>', '</>', '</ a>', '<!x>', '<![CDATA[', ']]>',
  '<a href="/q?a=1&amp;b=2">q</a>', '<a href="&#x2F;ent">e</a>', '<a href="/&notanentity;">n</a>', '<a href="/&eacute;t&#233;">é</a>', '<a title="x id=y" href="#h">h</a>',
  '<a href="/u" href="/v">u</a>', '<a\nhref="/nl"\n>n</a>', '<img alt="<a href=/fake>">', '<link href="/l.css">', '<link rel="preload" imagesrcset="/p1.jpg 1x">',
  '<form action="/f">', '</form>', '<video poster="/p.jpg" src="/v.mp4"></video>', '<a href="">e</a>', '<a href>e</a>', '<a href="https://ext.example/">x</a>',
  `<a href="${ORIGIN}/abs">a</a>`, '<a href="//cdn.example/">c</a>', '<a href="/a/../b">d</a>', '<a href="#top">t</a>', '<a href="#">t</a>', '<a href=" /sp ">s</a>',
  '<div style="background:url(\'/u.png\')"></div>', '<meta http-equiv="refresh" content="0; url=/r">', '<object data="/o"></object>', '<embed src="/e">',
  '<input type="image" src="/ii.png">', '<button formaction="/b">b</button>', '<base href="/b/">', '<span id="s">s</span>', '<span id="s">t</span>',
  '<svg><use href="#s"/><path d="M0 0"/></svg>', '<svg><title>t</title></svg>', '<svg><style><a href="/svg-style"></a></style></svg>', '<math><mi>x</mi></math>',
  '<template id="t"><a href="/in-template" id="s">x</a></template>', '<noscript><a href="/ns">n</a></noscript>', '<scriptx>', '< a href="/space">',
  '<br />', '>', '"', "'", '=', '/', ' ', '\n', '\r\n', 'text', '&amp;', '\0',
];
const OTHER_PIECES = ["<a href='/y'>", '<a href=/z>', '<p id=e>', '<!>', '<a b"c="d">', '<a =x href="/eq">', '<a href="/a"b="c">', '<', '<a', '<img', '<a href="/unclosed'];

test('the quick reading agrees with parse5 on 4,000 pages of markup put together anyhow', () => {
  const { random, pick } = randomness(9);
  let quick = 0;
  for (let n = 0; n < 4000; n++) {
    let html = '';
    const count = 1 + Math.floor(random() * 16);
    for (let i = 0; i < count; i++) html += pick(random() < 0.02 ? OTHER_PIECES : PIECES);
    if (agrees(html)) quick++;
  }
  assert.ok(quick > 1000, `only ${quick} pages read quickly: the comparison says little`);
});

// Trees of the markup React writes: each element closed by its own end tag, attributes in double
// quotes; ids and links drawn from small sets, so that they repeat.
const IDS = ['a', 'b', 'haut', 'top'];
const URLS = ['/x', '#a', '#haut', '/b/../c', 'rel', `${ORIGIN}/abs`, 'https://ext.example/', '/q?x=1&amp;y=2', '/é'];
const FLOW = ['div', 'section', 'p', 'span', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'b', 'em', 'strong', 'i', 'button', 'nobr', 'form', 'label', 'table', 'svg', 'template', 'select', 'noscript', 'x-island', 'picture', 'video', 'figure', 'pre', 'main', 'nav', 'header', 'option', 'details', 'summary'];
const VOIDS = ['img', 'br', 'hr', 'input', 'source', 'link', 'meta', 'wbr', 'embed'];
const SVG_CHILDREN = ['g', 'path', 'use', 'a', 'title', 'circle', 'lineargradient', 'clipPath', 'image', 'p', 'foreignObject', 'style', 'desc'];
const BREAKERS = ['</p>', '</div>', '<p>', '<li>', '<dd>', '<td>', '<tr>', '<table>', '</table>', '<a href="/br">', '</b>', '<body id="b2">', '<html id="h2">', '<head>', '<form>', '<frameset>', '<image src="/im">', '<math>', '<select>', '</select>', '<option>', '<rt>', '<col>', '<caption>', '<plaintext>', '</br>', '<svg>', '</svg>', '<font color="red">', '<![CDATA[<a href="/cd">]]>', '<base href="/b/">', '<noscript>', '<template>', '</template>', '<iframe>', '<h2>'];

function tree(seed: number): string {
  const { random, pick } = randomness(seed);
  const attributes = (name: string) => {
    let out = '';
    if (random() < 0.35) out += ` id="${pick(IDS)}"`;
    if (random() < 0.2) out += ` class="c"`;
    if (name === 'a' || name === 'link' || name === 'use' || name === 'image') out += random() < 0.8 ? ` href="${pick(URLS)}"` : '';
    if (name === 'img' || name === 'embed') out += ` src="${pick(URLS)}"${random() < 0.5 ? ' alt="" width="1" height="1"' : ''}`;
    if (name === 'source') out += ` srcSet="${pick(URLS)} 1x, ${pick(URLS)} 2x"`;
    if (name === 'form') out += ` action="${pick(URLS)}"`;
    if (name === 'meta' && random() < 0.3) out += ` http-equiv="refresh" content="0; url=${pick(URLS)}"`;
    if (random() < 0.05) out += ` style="background:url(${pick(URLS)})"`;
    return out;
  };
  const element = (depth: number, inSvg: boolean): string => {
    if (inSvg) {
      const name = pick(SVG_CHILDREN);
      if (random() < 0.4) return `<${name}${attributes(name)}/>`;
      return `<${name}${attributes(name)}>${name === 'title' || name === 'desc' ? 'texte' : children(depth, true)}</${name}>`;
    }
    if (random() < 0.2) {
      const name = pick(VOIDS);
      return `<${name}${attributes(name)}${random() < 0.3 ? '/' : ''}>`;
    }
    const name = pick(FLOW);
    if (name === 'table') {
      const cell = () => {
        const kind = pick(['td', 'th']);
        return `<${kind}${attributes(kind)}>${children(depth + 1, false)}</${kind}>`;
      };
      const row = () => `<tr${attributes('tr')}>${cell()}${random() < 0.5 ? cell() : ''}</tr>`;
      const rows = `<tbody>${row()}${random() < 0.5 ? row() : ''}</tbody>`;
      return `<table${attributes('table')}>${random() < 0.2 ? '<caption>c</caption>' : ''}${random() < 0.15 ? row() : rows}</table>`;
    }
    if (name === 'select') return `<select${attributes(name)}><option${attributes('option')}>o</option>${random() < 0.5 ? '<optgroup><option>p</option></optgroup>' : ''}</select>`;
    if (name === 'svg') return `<svg${attributes(name)}>${children(depth, true)}</svg>`;
    return `<${name}${attributes(name)}>${children(depth + 1, false)}</${name}>`;
  };
  const children = (depth: number, inSvg: boolean): string => {
    let out = '';
    const count = depth > 4 ? 0 : Math.floor(random() * 3);
    for (let i = 0; i < count; i++) out += random() < 0.3 ? pick(['texte', ' ', '\n', '&amp;', 'x < y']) : element(depth, inSvg);
    return out;
  };
  let body = '';
  for (let i = 0; i < 3; i++) body += element(0, false);
  // Now and then one tag breaks the tree, wherever it falls between two tags.
  if (random() < 0.4) {
    const cuts = [...body.matchAll(/>/g)].map((m) => m.index! + 1);
    const at = cuts.length ? pick(cuts) : 0;
    body = body.slice(0, at) + pick(BREAKERS) + body.slice(at);
  }
  const head = `<head><meta charset="utf-8"><title>t</title>${random() < 0.2 ? '<link rel="canonical" href="' + ORIGIN + '/p/">' : ''}</head>`;
  if (random() < 0.7) return `<!doctype html><html lang="fr">${head}<body>${body}</body></html>`;
  // A document's start written otherwise: where the head ends and the body starts moves.
  return pick(HEADS).replace('BODY', body);
}

const HEADS = [
  'BODY',
  '<!doctype html>BODY',
  '<html id="h"><body id="b">BODY',
  '<head><title>t</title><meta http-equiv="refresh" content="1;URL=\'/r\'"></head>\n<body>BODY</body>',
  '<head><title>t</title></head><link href="/after-head.css"><body>BODY',
  '<head>texte<link href="/l.css"></head><body>BODY',
  '<head><noscript><link href="/ns.css"></noscript></head><body>BODY',
  '<head><template id="t"><a href="/t"></a></template></head><body>BODY',
  '<meta charset="utf-8"><head id="late"></head>BODY',
  '<title>t</title><body id="b">BODY',
  '<div id="first"></div><body id="b">BODY',
  '<html><head></head><head id="again"></head><body>BODY</body></html>',
  '<html><head></head><body>BODY</body><body id="b2"></body></html>',
  '<html><head></head><body>BODY</body></html><a href="/after-html">x</a>',
  '<!-- c --><html><!-- d --><head></head> <body>BODY',
  '<html>\n<head>\n</head>\n<body id="b">\nBODY',
];

test('the quick reading agrees with parse5 on 4,000 random trees of React markup, a third of them broken somewhere', () => {
  let quick = 0;
  for (let n = 0; n < 4000; n++) if (agrees(tree(n))) quick++;
  assert.ok(quick > 1500, `only ${quick} pages read quickly: the comparison says little`);
});

test('the quick reading agrees with parse5 with scripting on, for which <noscript> holds text', () => {
  for (let n = 0; n < 500; n++) agrees(tree(n), { origin: ORIGIN, scripting: true });
});

test('every page of a built site is read quickly, and as parse5 reads it; so are the pages of Markdown', async () => {
  const { outDir } = await buildFixture();
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 5);
  assert.ok(pages.some((file) => file.startsWith('blog/')), 'the fixture has pages rendered from Markdown');
  for (const file of pages) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const quick = quickFacts(html, file, { origin: ORIGIN });
    assert.ok(quick, `${file} went to parse5`);
    assert.equal(quick, treeFacts(html, file, { origin: ORIGIN }), file);
  }
});

test.run();
