// Markdown files made to hurt a Markdown reader: nesting past any reason, runs of one
// character, shapes marked reads in time growing with their square. Each is as large as
// `bytes` allows (front matter included), so a test and a measurement feed the same inputs at
// the size bound. Names say what a file holds.

import { LIMITS } from '../../build/content/markdown.ts';

export const FRONT_MATTER = '---\ntitle: Piège\n---\n';

const size = (text: string) => Buffer.byteLength(text);
const newlines = (text: string) => text.split(/\r\n?|\n/).length - 1;

/** `unit` repeated as many times as the file can hold within `bytes`, and within the line bound (LIMITS.lines). */
const fill = (unit: string, bytes: number, head = '', tail = '') => {
  const room = bytes - size(FRONT_MATTER) - size(head) - size(tail);
  const times = Math.min(Math.floor(room / size(unit)), newlines(unit) ? Math.floor(LIMITS.lines / newlines(unit)) : Infinity);
  return head + unit.repeat(times) + tail;
};

/** Lines made by `line(i)` for i = 0, 1, … while the file holds them within `bytes` and the line bound. */
const lines = (line: (i: number) => string, bytes: number) => {
  const out: string[] = [];
  let used = size(FRONT_MATTER);
  for (let i = 0; i < LIMITS.lines; i++) {
    const next = `${line(i)}\n`;
    if (used + size(next) > bytes) break;
    out.push(next);
    used += size(next);
  }
  return out.join('');
};

/** `unit` repeated into words as long as the word bound allows, a space between them: marked reads them all. */
const words = (unit: string, bytes: number, head = '') => fill(`${unit.repeat(Math.floor(WORD / unit.length))} `, bytes, head);

/** Blocks of `block` separated by a blank line, as many as fit. */
const blocks = (block: string, bytes: number) => lines((i) => (i % 2 ? '' : block), bytes);

const TEXT = 'Le foncier de la Riviera se raréfie et se renchérit, ';
/** A line as long as the longest word allowed, in words. */
const LONG = `${TEXT.repeat(18)}`;
/** The longest word the bound lets through. */
const WORD = LIMITS.word;
/** The lines of the longest list item allowed. */
const ITEM = LIMITS.itemLines;

/** Every body, by what it holds; each file is at most `bytes` long. */
export function pathologicalBodies(bytes: number): Record<string, string> {
  return {
    'a line of 2,000 ">"': `${'>'.repeat(2000)} a\n`,
    '">" up to the size bound': fill('>', bytes),
    'a list nested 1,500 deep by indentation': lines((i) => `${'  '.repeat(i % 1500)}- a`, bytes),
    'one line of "- " markers': fill('- ', bytes),
    'one line of "> - " mixed': fill('> - ', bytes),
    'one line of "1. " markers': fill('1. ', bytes),
    'quotes one level deeper each line': lines((i) => `${'>'.repeat(i % 3000)} a`, bytes),
    'mixed nesting, one level more each line': lines((i) => `${'> - '.repeat(i % 600)}a`, bytes),
    'lazy lines under a deep quote': lines((i) => (i === 0 ? `${'> '.repeat(7)}a` : `${'  '.repeat(i % 50)}- b`), bytes),
    'quotes 8 deep, paragraphs': lines((i) => `${'> '.repeat(8)}${i % 4 === 3 ? '' : LONG}`, bytes),
    'lists 8 deep, every level': lines((i) => `${'  '.repeat(i % 8)}- ${LONG}`, bytes),
    'lines 8 deep of a single letter': lines(() => `${'- '.repeat(8)}b`, bytes),
    'lazy lines of a single letter in lists 8 deep': lines((i) => (i % ITEM === 0 ? `${'- '.repeat(8)}a` : i % ITEM === ITEM - 1 ? '' : 'b'), bytes),
    'list items as long as allowed, lines of a letter': lines((i) => (i % ITEM === 0 ? '- a' : i % ITEM === ITEM - 1 ? '' : '  b'), bytes),
    'list items as long as allowed, long lines': lines((i) => (i % ITEM === 0 ? '- a' : i % ITEM === ITEM - 1 ? '' : `  ${LONG}`), bytes),
    'list items 8 deep as long as allowed, long lazy lines': lines((i) => (i % ITEM === 0 ? `${'- '.repeat(8)}a` : i % ITEM === ITEM - 1 ? '' : LONG.repeat(6)), bytes),
    'lists 8 deep, items as long as allowed': lines((i) => (i % ITEM < 8 ? `${'  '.repeat(i % ITEM)}- a` : i % ITEM === ITEM - 1 ? '' : `${'  '.repeat(8)}${LONG}`), bytes),
    'quotes 8 deep, 100 emphasis marks a paragraph': lines((i) => `${'> '.repeat(8)}${i % 2 ? '' : '*a _'.repeat(50)}`, bytes),
    'one list item to the size bound': lines((i) => (i === 0 ? '- a' : `  ${TEXT}`), bytes),
    'lazy lines of one list item': lines((i) => (i === 0 ? '- a' : TEXT), bytes),
    'lines past the line bound': '\n'.repeat(LIMITS.lines) + 'a\n'.repeat(LIMITS.lines),
    'lone CRs as line breaks': `- a${'\r  b'.repeat(2 * ITEM)}`,
    'a line of letters to the size bound': fill('a', bytes),
    'a long line of words': fill('mot ', bytes),
    'thousands of "["': words('[', bytes),
    'thousands of "[a"': words('[a', bytes),
    'nested brackets': words(`${'['.repeat(400)}a${']'.repeat(400)}(/x)`, bytes),
    'link openings': words('[a](', bytes),
    'image openings': words('![', bytes),
    'thousands of "*"': words('*', bytes),
    '"*a" runs': fill('*a', bytes),
    '"_a" runs': fill('_a', bytes),
    '"*a _" runs': fill('*a _', bytes),
    'strong nested 249 deep, a paragraph each': blocks(`${'**'.repeat(249)}x${'**'.repeat(249)}`, bytes),
    'emphasis nested 499 deep, a paragraph each': blocks(`${'_'.repeat(499)}x${'_'.repeat(499)}`, bytes),
    '100 emphasis marks a paragraph': blocks('*a _'.repeat(50), bytes),
    'strong nested 50 deep, a paragraph each': blocks(`${'**'.repeat(50)}x${'**'.repeat(50)}`, bytes),
    '100 underscores a paragraph, long': blocks(`${'_a'.repeat(50)}${' lorem'.repeat(1500)}`, bytes),
    'strikethrough runs': words('~a', bytes),
    'thousands of backticks': words('`', bytes),
    'backtick runs of every length': fill(Array.from({ length: 40 }, (_, i) => `${'`'.repeat(i + 1)}a `).join(''), bytes),
    'thousands of "<"': words('<', bytes),
    'thousands of "<a"': words('<a', bytes),
    'thousands of "<b>"': words('<b>', bytes),
    'thousands of "</b>"': words('</b>', bytes),
    'thousands of "<sup>x</sup>"': fill('<sup>x</sup> ', bytes),
    'a tag with thousands of attributes': fill('a="b" ', bytes, '<span '),
    'a tag never closed, then text': fill('x ', bytes, 'Texte <span title="'),
    'an HTML comment never closed': fill('a ', bytes, '<!-- '),
    'thousands of "<!--"': words('<!--', bytes),
    'thousands of "<!-- a --!>"': fill('<!-- a --!>', bytes),
    'thousands of "<![CDATA["': words('<![CDATA[', bytes),
    'thousands of "<?x"': words('<?x', bytes),
    'thousands of "&"': words('&', bytes),
    'thousands of "&#"': words('&#', bytes),
    'thousands of "&amp;"': words('&amp;', bytes),
    'numeric references of a thousand digits': fill(`&#${'9'.repeat(WORD - 3)}; `, bytes),
    'thousands of backslashes': words('\\', bytes),
    'thousands of link reference definitions': lines((i) => `[ref${i}]: /x${i} "${LONG}"`, bytes / 2) + fill(' [ref7]', bytes / 2),
    'references nested in brackets': words('[[x]', bytes, '[x]: /y\n\n'),
    'a long title used thousands of times by reference': fill(' [r]', bytes, `[r]: /x "${"l'adresse ".repeat(5000)}"\n\n`),
    'a table of thousands of columns': (() => {
      const n = Math.floor((bytes - size(FRONT_MATTER) - 10) / 12);
      return `|${' a |'.repeat(n)}\n|${' - |'.repeat(n)}\n|${' b |'.repeat(n)}\n`;
    })(),
    'a table of thousands of rows': fill(`| c | ${LONG} |\n`, bytes, '| a | b |\n|---|---|\n'),
    'a table of thousands of columns, rows of one cell': fill('| b\n', bytes, `|${' a |'.repeat(60000)}\n|${' - |'.repeat(60000)}\n`),
    'tables as large as allowed, rows of one cell': fill(`|${' a |'.repeat(100)}\n|${' - |'.repeat(100)}\n${'| b\n'.repeat(99)}\n`, bytes),
    'words of letters ending in "@"': fill(`${'a'.repeat(WORD - 1)}@ `, bytes),
    'words of dotted letters ending in "@"': fill(`${'a.'.repeat(WORD / 2 - 1)}a@ `, bytes),
    'words of underscored letters ending in "@"': fill(`${'a_'.repeat(WORD / 2 - 1)}a@ `, bytes),
    'URLs ending in punctuation marks': fill(`https://a${'.,;:!?'.repeat(Math.floor((WORD - 9) / 6))} `, bytes),
    'thousands of bare addresses': fill('www.a.fr https://b.fr a@b.fr ', bytes),
    'thousands of identical headings': fill('## Alpha\n', bytes),
    'thousands of identical long headings': fill(`## ${LONG}\n`, bytes),
    'thousands of setext headings': fill('a\n=\n', bytes),
    'a heading as long as the file': fill('mot ', bytes, '## '),
    'thousands of fences': fill(`\`\`\`\n${LONG}\n`, bytes),
    'a fence never closed': fill(`${LONG}\n`, bytes, '```\n'),
    'thousands of thematic breaks': fill(`${'* '.repeat(500)}\n`, bytes),
    'thousands of HTML blocks': fill('<div>\n', bytes),
    'tabs and spaces': fill(' \t', bytes, '', 'x'),
    'NUL, CR and line separators': fill(`a\u0000b\r\nc\u2028d${TEXT}\re `, bytes),
    'emoji and combining marks': fill('é\u0301👍🏽 ', bytes),
    'a text marked fails on, among long lines': fill(`${LONG}\n`, bytes / 2, '-\tx\n    >2)\nx\n\n'),
  };
}

/** Front matter past reason: nested 100,000 deep, or aliases that would expand past memory. */
export function pathologicalFrontMatter(bytes: number): Record<string, string> {
  const room = bytes - 40;
  const aliases = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
  for (let i = 1; i < 40; i++) aliases.push(`${String.fromCharCode(97 + (i % 26))}${i}: &a${i} [${Array(10).fill(i === 1 ? '*a' : `*a${i - 1}`).join(', ')}]`);
  return {
    'YAML nested to the size bound': `---\ntitle: ${'['.repeat(room / 2)}${']'.repeat(room / 2)}\n---\nTexte.\n`,
    'YAML aliases that expand to 10^40 values': `---\ntitle: Piège\n${aliases.join('\n')}\n---\nTexte.\n`,
  };
}
