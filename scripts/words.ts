// Where the words live: every sentence a visitor reads comes from content/, and the page and
// island files hold markup and logic only. This lists the strings of pages/ and islands/ that a
// visitor would read: those that read as French (an accent, a French word, « »), and any text
// given to an element or to a label a visitor sees (JSX text, alt, title, aria-label,
// placeholder). `npm run words` prints them, file and line; the test suite wants none.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface StrayWords {
  file: string;
  line: number;
  text: string;
}

// French words and signs: a string with none of them is code or a message for developers.
const FRENCH = /[àâçéèêëîïôûùüœ’«»]|\b(?:le|la|les|de|des|du|un|une|et|est|pour|vous|nous|ne|pas|votre|vos|au|aux|sur|en|avec|dans|par|sans)\b/i;
// What a visitor sees of an element besides its text.
const SHOWN = new Set(['children', 'alt', 'title', 'aria-label', 'placeholder', 'label', 'aria-roledescription']);
// Not words: keys, paths and file names, URLs, selectors, media queries, units; and class lists, lower-case
// words none of which is a French word on its own ('Ajouter le Contact' is words).
const CODE = /^(?:[\w-]+|[./#@:][^\s]*|\w+:\/\/\S*|[\w-]+(?:\/[\w-]+)+(?:\.\w+)?|\([^)]*\)|[\d.]+(?:px|rem|em|%|s|ms)?)$/;
const CLASSES = /^[a-z0-9_-]+(?: [a-z0-9_-]+)*$/;
const STOPWORD = /^(?:le|la|les|de|des|du|un|une|et|est|pour|vous|nous|ne|pas|votre|vos|au|aux|sur|en|avec|dans|par|sans)$/;
const isCode = (text: string) => CODE.test(text) || (CLASSES.test(text) && !text.split(' ').some((w) => STOPWORD.test(w)));

/** The visitor-facing strings written in the .ts and .tsx files under `dir`. */
export async function strayWords(dir: string): Promise<StrayWords[]> {
  const [{ transformSync }, { tokenizer }] = await Promise.all([import('esbuild'), import('acorn')]);
  const found: StrayWords[] = [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).sort();
  for (const file of files) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    // The JSX becomes calls whose text children and attributes are plain strings; the source
    // map gives each string back its line in the file as written.
    const { code, map } = transformSync(source, { loader: path.extname(file).slice(1) as 'ts' | 'tsx', jsx: 'automatic', sourcefile: file, charset: 'utf8', sourcemap: 'external' });
    const lines = lineMap(map);
    let key = '';
    let last = '';
    for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true })) {
      const label = token.type.label;
      if (label === 'string' || label === 'template') {
        const text = String((token as { value?: unknown }).value ?? '').replace(/\s+/g, ' ');
        const shown = last === ':' && SHOWN.has(key) && /\p{L}/u.test(text);
        // (Punctuation alone, as the « » around a quotation, is typography, not words.)
        const french = FRENCH.test(text) && /\p{L}/u.test(text) && !isCode(text.trim());
        // An import's path is no sentence.
        if ((shown || french) && last !== 'import' && last !== 'from')
          found.push({ file: path.join(path.basename(dir), file), line: lines(token.loc!.start.line), text: text.trim() });
      }
      if (label === 'name' || label === 'string') key = String((token as { value?: unknown }).value);
      else if (label !== ':') key = '';
      last = label === 'name' || label === ':' ? (label === ':' ? ':' : String((token as { value?: unknown }).value)) : label;
    }
  }
  return found;
}

/** Generated line -> source line, from esbuild's source map (its first segment on each line). */
function lineMap(json: string): (line: number) => number {
  const { mappings } = JSON.parse(json) as { mappings: string };
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const result: number[] = [];
  let sourceLine = 0;
  for (const line of mappings.split(';')) {
    let first: number | undefined;
    for (const segment of line.split(',').filter(Boolean)) {
      const values: number[] = [];
      let shift = 0;
      let value = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = shift = 0;
        }
      }
      if (values.length >= 3) {
        sourceLine += values[2]!;
        first ??= sourceLine;
      }
    }
    result.push((first ?? sourceLine) + 1);
  }
  return (line) => result[line - 1] ?? line;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = (await Promise.all(['pages', 'islands'].map((d) => strayWords(path.resolve(d))))).flat();
  for (const w of found) console.log(`${w.file}:${w.line}: « ${w.text.length > 90 ? `${w.text.slice(0, 89)}…` : w.text} »`);
  const files = new Set(found.map((w) => w.file));
  if (found.length) {
    console.log(`\n${found.length} string(s) a visitor reads, in ${files.size} file(s) outside content/: move them into content/.`);
    process.exitCode = 1;
  } else console.log('Every word a visitor reads comes from content/.');
}
