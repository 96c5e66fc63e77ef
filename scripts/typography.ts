// French typography over what a visitor reads: every text of every page of dist/ (text nodes,
// and the alt, title, aria-label, placeholder and description values), the feed, the search
// index, the web manifest, the vCards and the text drawn in the brochures (PDF). Each problem
// names the file, where in it, and the string.
//
//   node --import tsx --import ./content/_lib/yaml-register.mjs scripts/typography.ts [dist]    prints every problem; exits 1 if any
//
// The rules are French print rules as the Imprimerie nationale states them: a non-breaking space
// (U+00A0, or the narrow U+202F) before : ; ! ? and inside « », between a number and its unit or
// the € or % sign, and between groups of three digits; the typographic apostrophe; '1er' for the
// first of the month; ordinals written 1er, 1re, 2e (not 2ème); no double space.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

export interface TypoProblem {
  /** Path in dist/. */
  file: string;
  /** Where in the file: the element or field that holds the text. */
  where: string;
  /** The rule broken. */
  rule: string;
  /** The string around the fault, with the faulty spaces shown as ⍽ (ordinary) or · (none). */
  excerpt: string;
}

const NB = '\u00A0\u202F';
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const UNITS = '€|%|km²|km|m²|m³|m|cm|mm|ha|kg|t|kWh|MWh|kW|h|min|s|°C|ans?|mois|jours?|logements?|étages?';

interface Rule {
  name: string;
  pattern: RegExp;
}

const RULES: Rule[] = [
  { name: 'espace insécable attendue avant « : ; ! ? » (espace ordinaire)', pattern: /[ \t\n]+[:;!?]/g },
  // A sign glued to the word before it; not inside a time (14:30), after another sign (?!), or
  // at the start of a text.
  { name: 'espace insécable attendue avant « ; ! ? »', pattern: /[^\s;!?(…«"'’][;!?](?=\s|$|[»).,])/g },
  { name: 'espace insécable attendue avant « : »', pattern: /[^\s\d:]:(?=\s|$)/g },
  { name: 'espace insécable attendue après « et avant »', pattern: /«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»/g },
  { name: 'apostrophe typographique ’ attendue', pattern: /[A-Za-zÀ-ÿœŒ]'(?=[A-Za-zÀ-ÿœŒ])/g },
  { name: '« 1er » attendu pour le premier du mois', pattern: new RegExp(`(?<![\\d,.])1[\\s\\u00A0\\u202F]+(?:${MONTHS})\\b`, 'g') },
  // A date's day and its month never part at the end of a line (« 31 / octobre »).
  { name: 'espace insécable attendue entre le jour et le mois', pattern: new RegExp(`\\b(?:1er|\\d{1,2}) (?:${MONTHS})\\b`, 'g') },
  { name: 'ordinal à écrire 1er, 1re, 2e… (pas « ème », « ère »)', pattern: /\b\d+(?:ème|eme|ième|ieme|éme|ère|ere|è)(?![a-zà-ÿ])/g },
  { name: 'espace insécable attendue entre le nombre et son unité', pattern: new RegExp(`\\d(?: |(?=[€%]))(?:${UNITS})(?![A-Za-zÀ-ÿ²³’'])`, 'g') },
  { name: 'espace insécable attendue entre les tranches de trois chiffres', pattern: /(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d])/g },
  { name: 'double espace', pattern: / {2,}/g },
];

// Addresses and numbers that are not prose: left out before the rules run.
const NOT_PROSE = [
  /\b(?:https?|mailto|tel):[^\s"<>]*/g,
  /\bwww\.[^\s"<>]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  // Phone numbers: +33 4 65 71 20 40, 04 65 71 20 40.
  /(?:\+\d{1,3}[ \u00A0])?(?:\(0\)[ \u00A0]?)?\d{1,2}(?:[ .\u00A0]\d{2}){4}\b/g,
];

// Labels the spec quotes, kept exactly as it writes them (site-spec.md, 'Unknown route').
const QUOTED_LABELS = ['Oops! Page non trouvée'];

/** The faults of one French text. */
export function frenchFaults(text: string): { rule: string; excerpt: string }[] {
  let prose = text;
  for (const label of QUOTED_LABELS) prose = prose.replaceAll(label, '_'.repeat(label.length));
  for (const pattern of NOT_PROSE) prose = prose.replace(pattern, (m) => '_'.repeat(m.length));
  const faults: { rule: string; excerpt: string }[] = [];
  for (const { name, pattern } of RULES) {
    for (const match of prose.matchAll(pattern)) {
      const at = match.index ?? 0;
      const excerpt = text.slice(Math.max(0, at - 30), at + match[0].length + 30);
      faults.push({ rule: name, excerpt: excerpt.replace(/ /g, '⍽').replace(/\n/g, ' ').trim() });
    }
  }
  return faults;
}

// ---------------------------------------------------------------------------------------------
// Where the texts are.

const BLOCKS = new Set(
  'address article aside blockquote body br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p section summary table td th tr ul title'.split(' '),
);
const SKIPPED = new Set(['script', 'style', 'code', 'pre', 'svg', 'template']);
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
const META_TEXT = /^(?:description|og:title|og:description|og:image:alt|og:site_name|twitter:title|twitter:description|twitter:image:alt|apple-mobile-web-app-title|application-name)$/;

interface Text {
  where: string;
  text: string;
}

/** The texts of an HTML document: runs of text between block boundaries, and text attributes. */
export function htmlTexts(html: string): Text[] {
  const texts: Text[] = [];
  const stack: string[] = [];
  let skipping = 0;
  let run = '';
  let runWhere = '';
  const flush = () => {
    if (run.trim()) texts.push({ where: runWhere || 'texte', text: run.replace(/\s*\n\s*/g, ' ').trim() });
    run = '';
  };
  const label = () => stack.filter((t) => !['html', 'body'].includes(t)).slice(-3).join(' > ') || 'document';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (SKIPPED.has(name)) skipping++;
        if (BLOCKS.has(name)) flush();
        stack.push(name);
        for (const a of TEXT_ATTRIBUTES) if (attrs[a]) texts.push({ where: `${label()} [${a}]`, text: attrs[a] });
        if (name === 'meta' && META_TEXT.test(attrs.name ?? attrs.property ?? '') && attrs.content) {
          texts.push({ where: `meta ${attrs.name ?? attrs.property}`, text: attrs.content });
        }
      },
      ontext(data) {
        if (skipping) return;
        if (!run.trim()) runWhere = label();
        run += data;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush();
        if (SKIPPED.has(name)) skipping--;
        stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return texts;
}

/** The texts of the feed: titles and descriptions, and the HTML of each entry. */
function feedTexts(xml: string): Text[] {
  const texts: Text[] = [];
  for (const m of xml.matchAll(/<(title|description|summary|subtitle|content)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
    const raw = m[2]!.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1');
    const decoded = m[1] === 'content' || raw.includes('&lt;') ? decodeXml(raw) : raw;
    if (/<[a-z]/i.test(decoded)) texts.push(...htmlTexts(decoded).map((t) => ({ where: `${m[1]} > ${t.where}`, text: t.text })));
    else texts.push({ where: m[1]!, text: decodeXml(decoded) });
  }
  return texts;
}

function decodeXml(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[\da-f]+);/gi, (_, e: string) =>
    e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : e === 'amp' ? '&' : String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
}

/** The texts of a vCard a phone shows: title, organisation, note. */
function vcardTexts(vcf: string): Text[] {
  const unfolded = vcf.replace(/\r?\n[ \t]/g, '');
  const texts: Text[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const m = /^(TITLE|ORG|NOTE|ROLE)(?:;[^:]*)?:(.*)$/.exec(line);
    if (m) texts.push({ where: m[1]!, text: m[2]!.replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n') });
  }
  return texts;
}

/** Strings of a JSON file meant to be read (the search index, the manifest), not paths or codes. */
function jsonTexts(json: string): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (/[a-zà-ÿ]{2,}[\s\u00A0\u202F]/i.test(value) && !/^[/.#]|\/assets\//.test(value)) texts.push({ where, text: value });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, where ? `${where}.${k}` : k);
  };
  walk(JSON.parse(json), '');
  return texts;
}

export interface PdfLine {
  text: string;
  /** From 0, in the order of the document. */
  page: number;
  /** Baseline, in points from the bottom of the page. */
  y: number;
}

/** The file's numbered objects: each one's dictionary and, if it has one, its stream, inflated. */
function pdfObjects(pdf: Uint8Array): Map<number, { dict: string; stream?: string }> {
  const raw = Buffer.from(pdf);
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const m of raw.toString('latin1').matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict, rest] = m[2]!.split(/stream\r?\n/);
    let stream: string | undefined;
    if (rest !== undefined) {
      const start = (m.index ?? 0) + m[0].indexOf(rest);
      const bytes = raw.subarray(start, raw.indexOf('endstream', start, 'latin1'));
      try {
        stream = inflateSync(bytes).toString('latin1');
      } catch {
        stream = bytes.toString('latin1');
      }
    }
    objects.set(Number(m[1]), { dict: dict!, stream });
  }
  return objects;
}

/** A face's ToUnicode map: each glyph number (4 hex digits) to the text it draws. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const glyph = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const [, pairs] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, u] of pairs!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(glyph(Number.parseInt(gid!, 16)), text(u!));
  }
  for (const [, ranges] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, u] of ranges!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = Number.parseInt(from!, 16);
      for (let g = first; g <= Number.parseInt(to!, 16); g++) map.set(glyph(g), String.fromCodePoint(Number.parseInt(u!, 16) + g - first));
    }
  }
  return map;
}

/**
 * The lines of text a PDF written by pdf-lib draws, page by page. Its embedded faces write
 * `<hex> Tj` in glyph numbers, read back through each face's ToUnicode map (the font's resource
 * name is its own name plus a number); pdf-lib places each line with a text matrix
 * "1 0 0 1 x y Tm" just before it.
 */
export function pdfDrawn(pdf: Uint8Array): PdfLine[] {
  const objects = pdfObjects(pdf);
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const face = /\/BaseFont \/(\S+)[\s\S]*\/ToUnicode (\d+) 0 R/.exec(dict);
    if (face) maps.set(face[1]!, toUnicode(objects.get(Number(face[2]))?.stream ?? ''));
  }
  const lines: PdfLine[] = [];
  const pages = [...objects.entries()].filter(([, o]) => /\/Type \/Page\b(?!s)/.test(o.dict)).sort(([a], [b]) => a - b);
  pages.forEach(([, pageObject], page) => {
    const contents = /\/Contents (?:(\d+) 0 R|\[([^\]]*)\])/.exec(pageObject.dict);
    const refs = contents?.[1] ? [contents[1]] : [...(contents?.[2] ?? '').matchAll(/(\d+) 0 R/g)].map((r) => r[1]!);
    for (const ref of refs) {
      let map = new Map<string, string>();
      let y = 0;
      for (const op of (objects.get(Number(ref))?.stream ?? '').matchAll(/\/(\S+) [\d.]+ Tf|(-?[\d.]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (op[1] !== undefined) map = maps.get(op[1].replace(/-\d+$/, '')) ?? new Map();
        else if (op[2] !== undefined) y = Number(op[2]);
        else lines.push({ text: (op[3]!.match(/.{4}/g) ?? []).map((g) => map.get(g.toUpperCase()) ?? '\ufffd').join(''), page, y });
      }
    }
  });
  return lines;
}

/** The lines of text a PDF written by pdf-lib draws. */
export function pdfLines(pdf: Uint8Array): string[] {
  return pdfDrawn(pdf).map((line) => line.text);
}

/** Every text a visitor reads in a built site, with the file and the place that hold it. */
export function siteTexts(distDir: string): (Text & { file: string })[] {
  const all: (Text & { file: string })[] = [];
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/')).sort();
  for (const file of files) {
    const abs = path.join(distDir, file);
    let texts: Text[];
    if (file.endsWith('.html')) texts = htmlTexts(readFileSync(abs, 'utf8'));
    else if (file.endsWith('.xml') && !file.endsWith('sitemap.xml')) texts = feedTexts(readFileSync(abs, 'utf8'));
    else if (file.endsWith('.vcf')) texts = vcardTexts(readFileSync(abs, 'utf8'));
    else if (file.endsWith('.webmanifest') || (file.endsWith('.json') && !file.startsWith('assets/'))) texts = jsonTexts(readFileSync(abs, 'utf8'));
    // A line wrapped in two is read as one: a sign sent to the next line is still seen.
    else if (file.endsWith('.pdf')) texts = [{ where: 'texte du PDF', text: pdfLines(readFileSync(abs)).join('\n') }];
    else continue;
    all.push(...texts.map((t) => ({ file, ...t })));
  }
  return all;
}

/** Every problem in a built site. */
export function checkTypography(distDir: string): TypoProblem[] {
  return siteTexts(distDir).flatMap(({ file, where, text }) => frenchFaults(text).map((f) => ({ file, where, ...f })));
}

/**
 * The words an island may show after the page has loaded (messages, toasts, labels that change):
 * the strings and JSX text of the islands' sources that read as French prose. (esbuild turns the
 * JSX into calls whose text children are strings; acorn's tokenizer then lists every string.)
 */
/** The line of the source where a string (its first words) is written. */
function lineOf(source: string, text: string): string {
  const at = source.indexOf(text.trim().split(/\s+/).slice(0, 3).join(' '));
  return at < 0 ? 'chaîne' : `ligne ${source.slice(0, at).split('\n').length}`;
}

// French words: a text with none of them is code (a media query, a feature list) or a message for
// developers, in English.
const FRENCH = /[àâçéèêëîïôûùüœ’«»]|\b(?:le|la|les|de|des|du|un|une|et|est|pour|vous|nous|ne|pas|votre|vos|au|aux|sur|en)\b/i;

export async function islandTexts(dir: string): Promise<{ file: string; where: string; text: string }[]> {
  const [{ transformSync }, { tokenizer }] = await Promise.all([import('esbuild'), import('acorn')]);
  const texts: { file: string; where: string; text: string }[] = [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).sort();
  for (const file of files) {
    const original = readFileSync(path.join(dir, file), 'utf8');
    const { code } = transformSync(original, { loader: 'tsx', jsx: 'automatic', sourcefile: file, charset: 'utf8' });
    for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true })) {
      if (token.type.label !== 'string' && token.type.label !== 'template') continue;
      const text = String((token as { value?: unknown }).value ?? '').replace(/\s*\n\s*/g, ' ');
      // Prose: words with spaces between them, or a French sign; not class names, keys or code.
      if (FRENCH.test(text) && !/^[\w-]+(?: [\w-]+)*$/.test(text.trim())) texts.push({ file, where: lineOf(original, text), text });
    }
  }
  return texts;
}

export function formatProblems(problems: TypoProblem[]): string {
  return problems.map((p) => `${p.file} (${p.where}): ${p.rule}: « ${p.excerpt} »`).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const problems = checkTypography(dist);
  if (problems.length) {
    console.log(formatProblems(problems));
    console.log(`\n${problems.length} typography problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s).`);
    process.exitCode = 1;
  } else console.log(`French typography: no problem in ${dist}.`);
}
