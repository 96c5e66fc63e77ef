// Reading one Markdown file: its hashes, its front matter (YAML only) and its body, with what
// the body may not hold (checkMarkdown). `readMarkdown` is a job of the executor (jobs.ts): in a
// build from nothing, the files are read by a worker of the pool and by the main thread together.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Matter from 'gray-matter';
import { load } from '../lazy.ts';
import { checkMarkdown, MARKDOWN_RULES, oversized, type MarkupProblem } from './markdown.ts';

/** What the content cache keeps of a file between builds. */
export interface CachedEntry {
  size: number;
  mtimeMs: number;
  /** The file's hash, and its front matter's (what a page that shows no text of it depends on). */
  hash: string;
  matter: string;
  data: unknown;
  /** The front matter as the schema returned it, and which schema (the site's code) that was. */
  valid?: { schema: string; data: unknown };
  /** What the body holds that may not be published (see checkMarkdown), and under which rules. */
  markup: { rules: string; problems: MarkupProblem[] };
}

export interface FileToRead {
  abs: string;
  size: number;
  mtimeMs: number;
}

/** A file read just now: what the cache keeps, and its body. */
export interface FreshEntry {
  entry: CachedEntry;
  body: string;
}

export interface FreshRead {
  abs: string;
  fresh: FreshEntry;
}

/**
 * A Markdown file read and parsed: its hashes, front matter, body and what the body may not
 * hold. A file past the size bound is neither parsed nor, when its size says so, even read.
 */
export function readFresh(abs: string, size: number, mtimeMs: number): FreshEntry {
  const large = oversized(size);
  if (large) return tooLarge(size, mtimeMs, `${size} ${mtimeMs}`, large);
  const bytes = readFileSync(abs);
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 16);
  const grown = oversized(bytes.length);
  if (grown) return tooLarge(size, mtimeMs, hash, grown);
  const text = bytes.toString('utf8');
  const { data, body, line } = parseFile(text);
  const markup = { rules: MARKDOWN_RULES, problems: checkMarkdown(body, line) };
  const matter = createHash('sha1').update(text.slice(0, text.length - body.length)).digest('hex').slice(0, 16);
  return { entry: { size, mtimeMs, hash, matter, data, markup }, body };
}

/** The entry of a file too large to read: its size is its only problem. */
function tooLarge(size: number, mtimeMs: number, hash: string, problem: MarkupProblem): FreshEntry {
  return { entry: { size, mtimeMs, hash, matter: hash, data: null, markup: { rules: MARKDOWN_RULES, problems: [problem] } }, body: '' };
}

/**
 * Files read and parsed, those that could be. A file that does not parse is left out: the
 * collection that owns it reads it again, and reports what is wrong with it.
 */
export function readMarkdown(files: FileToRead[]): FreshRead[] {
  const reads: FreshRead[] = [];
  for (const { abs, size, mtimeMs } of files) {
    try {
      reads.push({ abs, fresh: readFresh(abs, size, mtimeMs) });
    } catch {
      // read again, and reported, with its collection
    }
  }
  return reads;
}

/** The front matter and body of a file's text; the body's first line, counting the front matter's. */
export function parseFile(text: string): { data: unknown; body: string; line: number } {
  const language = matterLanguage(text);
  if (language && !YAML.test(language)) {
    throw new Error(`written in ${language}, which is not read (front matter is YAML only, so that no file runs code on the build machine): write it in YAML`);
  }
  // (Given any option, gray-matter keeps no copy of every text it read.)
  const parsed = load<typeof Matter>('gray-matter')(text, { language: 'yaml' });
  const before = text.slice(0, text.length - parsed.content.length);
  return { data: parsed.data, body: parsed.content, line: before.split('\n').length };
}

// gray-matter reads front matter in the language named after the opening `---`: it would run
// `---js` as code on the build machine, and read `---json`. Only YAML is read (`---yaml` and
// `---yml` name it); any other name is refused before gray-matter sees the file.
const YAML = /^ya?ml$/i;

/** The language named after a file's opening `---`, or '' (gray-matter's reading: no `---` line, no language). */
function matterLanguage(text: string): string {
  // (gray-matter takes a byte order mark off first.)
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  if (!text.startsWith('---', start) || text[start + 3] === '-') return '';
  const end = text.indexOf('\n', start);
  return text.slice(start + 3, end === -1 ? text.length : end).trim();
}
