// One layout system: colours only from tokens.css, at most four breakpoints, menu labels that
// never break inside themselves, and form fields whose error state outranks hover and focus.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { navLinks } from '../../pages/_components/nav.ts';
import { openPage } from '../helpers/browser.ts';
import { buildSite, repoRoot } from '../helpers/site.ts';
import { browserSuite } from '../helpers/suites.ts';

const TOKENS = 'pages/_styles/tokens.css';

/** Every stylesheet we write: the site's and the islands' own (tokens.css is where colours live). */
function sourceStylesheets(): string[] {
  return ['pages', 'islands'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`),
  );
}

// CSS Color 4's named colours. `transparent` and `currentColor` are left out on purpose: neither
// is a colour of its own (no colour at all; the text's colour), so neither belongs in a palette.
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen
darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue
darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite
forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory
khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen
lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive
olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke
yellow yellowgreen`.split(/\s+/);

const LITERALS = [
  /#[0-9a-f]{3,8}(?![\w-])/gi,
  /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi,
  new RegExp(`(?<![\\w-])(?:${NAMED.join('|')})(?![\\w-])`, 'gi'),
];

/** Colour literals in the declarations of a stylesheet (selectors, comments and custom property names aside). */
function colourLiterals(css: string): string[] {
  const found: string[] = [];
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Innermost blocks hold declarations; @media and @keyframes wrappers hold only blocks.
  for (const [, block] of code.matchAll(/\{([^{}]*)\}/g)) {
    for (const declaration of block!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim();
      const value = declaration
        .slice(colon + 1)
        .replace(/(["'])(?:(?!\1).)*\1/g, '""') // strings (grid areas, generated content)
        .replace(/--[\w-]+/g, ''); // var(--navy) names a token, it is not the named colour navy
      for (const pattern of LITERALS) for (const m of value.matchAll(pattern)) found.push(`${property}: ${m[0]}`);
    }
  }
  return found;
}

/** The breakpoints tokens.css documents: the px values listed in its "Breakpoints" comment. */
function documentedBreakpoints(): number[] {
  const comment = /\/\*\s*Breakpoints[\s\S]*?\*\//.exec(readFileSync(path.join(repoRoot, TOKENS), 'utf8'));
  assert.ok(comment, `${TOKENS} documents no breakpoints`);
  return [...comment[0].matchAll(/(\d+)px/g)].map((m) => Number(m[1]));
}

/**
 * The widths a stylesheet's @media queries name. A max-width query mirrors a breakpoint one pixel
 * below it (max-width: 767px is the other side of min-width: 768px), so it counts as that one.
 */
function mediaWidths(css: string): Set<number> {
  const widths = new Set<number>();
  for (const [, query] of css.matchAll(/@media([^{]*)\{/g)) {
    for (const [, side, value, unit] of query!.matchAll(/(min|max)-width\s*:\s*([\d.]+)(px|em|rem)/g)) {
      const px = Number(value) * (unit === 'px' ? 1 : 16);
      widths.add(side === 'max' ? Math.floor(px) + 1 : px);
    }
    // Range syntax, should it appear (esbuild may write it for new enough targets).
    for (const [, a, b] of query!.matchAll(/width\s*[<>]=?\s*([\d.]+)px|([\d.]+)px\s*[<>]=?\s*width/g)) widths.add(Math.round(Number(a ?? b)));
  }
  return widths;
}

const sources = suite('layout system - sources');

sources('colours come only from tokens.css: no hex, rgb(), hsl() or named colour anywhere else', () => {
  const files = sourceStylesheets().filter((f) => f !== TOKENS);
  assert.ok(files.length >= 10, `only ${files.length} stylesheets found`);
  const found = files.flatMap((file) => colourLiterals(readFileSync(path.join(repoRoot, file), 'utf8')).map((hit) => `${file} -> ${hit}`));
  assert.equal(found, [], `${found.length} colour literals outside ${TOKENS}:\n${found.join('\n')}`);
});

sources('no data: URI in a stylesheet (a colour inside one could never be a token)', () => {
  const found = sourceStylesheets().filter((file) => /url\(\s*["']?data:/i.test(readFileSync(path.join(repoRoot, file), 'utf8')));
  assert.equal(found, []);
});

sources('the colour check sees what it must: hex, functions, names; not tokens, selectors or comments', () => {
  assert.equal(colourLiterals('.a{color:#fff;background:rgb(0 0 0 / 0.5)}'), ['color: #fff', 'background: rgb(']);
  assert.equal(colourLiterals('@media (min-width: 1px){.b{border:1px solid white}}'), ['border: white']);
  assert.equal(colourLiterals('#add:hover{color:var(--navy);white-space:nowrap;background:transparent}/* red */'), []);
});

sources('the built stylesheet names at most four breakpoints, all of them documented in tokens.css', async () => {
  const { outDir } = await buildSite();
  const assets = path.join(outDir, 'assets');
  const css = readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  const widths = [...mediaWidths(css)].sort((a, b) => a - b);
  const documented = documentedBreakpoints();
  assert.ok(documented.length <= 4, `tokens.css documents ${documented.length} breakpoints`);
  assert.ok(widths.length <= 4, `${widths.length} breakpoints: ${widths.join(', ')}`);
  assert.equal(widths.filter((w) => !documented.includes(w)), [], `undocumented breakpoints (tokens.css lists ${documented.join(', ')})`);
});

sources('the breakpoint count reads min-width, max-width and range queries', () => {
  const widths = mediaWidths('@media(min-width:768px){}@media (max-width: 767px){}@media(min-width:40em)and (max-width:1023px){}@media(prefers-reduced-motion:reduce){}');
  assert.equal([...widths].sort((a, b) => a - b), [640, 768, 1024]);
});

sources.run();

// ------------------------------------------------------------------------------ in the browser

const test = browserSuite('layout system');

const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1440, 1920];

/** For each menu laid out at this width: its labels, how many lines each takes, and whether the menu fits. */
const menus = (page: Page) =>
  // (No named function in here: tsx would wrap it in a helper the page does not have.)
  page.evaluate(() => {
    const range = document.createRange();
    return ['.site-nav', '.drawer-links']
      .map((selector) => document.querySelector(selector)!)
      .filter((menu) => getComputedStyle(menu).display !== 'none' && getComputedStyle(menu.closest('.drawer, .site-nav')!).display !== 'none')
      .map((menu) => {
        const links = [...menu.querySelectorAll('a')];
        const logo = document.querySelector('.site-logo')!.getBoundingClientRect();
        const box = menu.getBoundingClientRect();
        return {
          menu: menu.className,
          // Lines a label takes: the distinct tops of its text's boxes.
          labels: links.map((a) => {
            range.selectNodeContents(a);
            return [a.textContent, new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size] as const;
          }),
          // The header's menu stays inside the window, clear of the logo.
          fits: menu.classList.contains('site-nav') ? box.right <= innerWidth && box.left >= logo.right : true,
        };
      });
  });

test('menu - every label stays on one line, from 320 to 1920 px, and the header menu fits beside the logo', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 320, height: 800 });
  const wrapped: string[] = [];
  let desktop = 0;
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 800 });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const seen = await menus(page);
    assert.ok(seen.length >= 1, `${width} px: no menu laid out`);
    for (const { menu, labels, fits } of seen) {
      assert.equal(
        labels.map(([label]) => label),
        navLinks.map((l) => l.label),
        `${width} px ${menu}: the spec's labels`,
      );
      for (const [label, n] of labels) if (n !== 1) wrapped.push(`${width} px ${menu}: '${label}' on ${n} lines`);
      assert.ok(fits, `${width} px: the header menu runs past the window or over the logo`);
      if (menu === 'site-nav') desktop++;
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width} px: the page scrolls sideways`);
  }
  assert.equal(wrapped, []);
  assert.ok(desktop >= 4, 'the header menu was never shown: the test checked only the drawer');
  await page.close();
});

// ------------------------------------------------------------------------------ article

test('article - from 1024 px the author stands beside the text, which starts where the title does', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  for (const width of [1024, 1280, 1920]) {
    await page.setViewport({ width, height: 800 });
    await page.goto(`${origin}/article/smart-city`, { waitUntil: 'load' });
    const [title, text, aside] = await page.$$eval('.article-heading h1, .article-body, .article-aside', (els) => els.map((el) => el.getBoundingClientRect().left));
    // The text's right edge: the widest of its paragraphs.
    const right = Math.max(...(await page.$$eval('.article-body p', (ps) => ps.map((p) => p.getBoundingClientRect().right))));
    assert.ok(Math.abs(text! - title!) <= 1, `${width} px: the text starts at ${text}, the title at ${title}`);
    assert.ok(aside! - right <= 96, `${width} px: ${Math.round(aside! - right)} px of empty page between the text and the author`);
  }
  await page.close();
});

// ------------------------------------------------------------------------------ form fields

const FORM = 'x-island[data-island="ContactForm"]';
const RED = 'rgb(179, 38, 30)'; // --danger
const border = (page: Page, selector: string) => page.$eval(selector, (el) => getComputedStyle(el).borderTopColor);

test('contact form - a field in error keeps its red border under the pointer and with the focus, whatever the field', async ({ browser, origin }) => {
  // Reduced motion: the border colour changes at once, so what is read is where it settles.
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 900, reducedMotion: true });
  // A draft from an older version of the form with a country the list no longer has: the only way
  // the country box itself can be in error.
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('contact-draft', JSON.stringify({ pays: 'ZZ' })));
  await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await page.waitForSelector(`${FORM}[data-hydrated]`);
  await page.type('#contact-telephone', 'abc');
  // The button stays disabled while the form is invalid: the form is submitted the way Enter would.
  await page.$eval('.contact-form', (form) => (form as HTMLFormElement).requestSubmit());
  await page.waitForSelector('#contact-message-error');

  const fields: [string, string, string][] = [
    // what is in error, where the pointer goes, whose border shows it
    ['text input', '#contact-nom', '#contact-nom'],
    ['e-mail input', '#contact-email', '#contact-email'],
    ['telephone input', '#contact-telephone', '#contact-telephone'],
    ['country list', '#contact-pays', '.phone-country'],
    ['select', '#contact-typeClient', '#contact-typeClient'],
    ['textarea', '#contact-message', '#contact-message'],
  ];
  const seen: string[] = [];
  for (const [what, target, shown] of fields) {
    await page.mouse.move(0, 0);
    const rest = await border(page, shown);
    await page.hover(target);
    await new Promise((r) => setTimeout(r, 50));
    const hovered = await border(page, shown);
    // Keyboard focus (Tab from the control before it, or from the form), the pointer still over it.
    await page.$eval(target, (el) => {
      const form = el.closest('form')!;
      const controls = [...form.querySelectorAll<HTMLElement>('input:not([tabindex="-1"]), select, textarea')];
      (controls[controls.indexOf(el as HTMLElement) - 1] ?? form).focus();
    });
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((sel) => document.activeElement === document.querySelector(sel), target);
    const both = await border(page, shown);
    seen.push(`${what}: ${[rest, hovered, focused ? both : 'not focused'].join(' / ')}`);
  }
  assert.equal(
    seen,
    fields.map(([what]) => `${what}: ${[RED, RED, RED].join(' / ')}`),
  );
  await page.close();
});

test.run();
