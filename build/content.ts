// Markdown collections and typed data, validated with zod at build time. A bad field fails the
// build with `content/<file> -> <field>: <message>`, every problem of the collection at once.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import type * as z from 'zod';
import { errors } from './errors.ts';

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export interface Section {
  title: string;
  id: string;
  /** The section's HTML, its own heading left out. */
  html: string;
}

export interface Entry<T> {
  /** File name without extension. */
  id: string;
  /** Path relative to the site root, for messages. */
  file: string;
  data: T;
  html: string;
  headings: Heading[];
  /** The body cut at each `## ` heading; what comes before the first one is left out. */
  sections: Section[];
  words: number;
}

export interface Collection<T = unknown> {
  readonly dir: string;
  load(root: string): void;
  all(): Entry<T>[];
  get(id: string): Entry<T>;
}

/** Lower-case ASCII id for a heading, accents folded: "Éco-quartiers & ZAN" -> "eco-quartiers-zan". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'«»]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function issuesOf(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file} -> ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

function renderMarkdown(source: string): { html: string; headings: Heading[]; sections: Section[] } {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const base = slugify(text) || 'section';
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n ? `${base}-${n + 1}` : base;
        headings.push({ depth, text, id });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  // Sections: split the rendered HTML at each h2, keeping each heading's text and id.
  const sections: Section[] = [];
  const parts = html.split(/(?=<h2 id=")/);
  for (const part of parts) {
    const match = /^<h2 id="([^"]+)">(.*?)<\/h2>\n?/s.exec(part);
    if (!match) continue;
    sections.push({ id: match[1]!, title: match[2]!, html: part.slice(match[0].length) });
  }
  return { html, headings, sections };
}

function countWords(markdown: string): number {
  return markdown.replace(/[#*_>`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
}

/**
 * A folder of Markdown files whose front matter follows `schema`.
 * `sort` orders `all()`; ids are the file names.
 */
export function defineCollection<S extends z.ZodType>(options: {
  dir: string;
  schema: S;
  sort?: (a: z.infer<S>, b: z.infer<S>) => number;
}): Collection<z.infer<S>> {
  let entries: Entry<z.infer<S>>[] | null = null;
  let byId = new Map<string, Entry<z.infer<S>>>();
  return {
    dir: options.dir,
    load(root) {
      const dir = path.join(root, options.dir);
      const files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
      const problems: string[] = [];
      const loaded: Entry<z.infer<S>>[] = [];
      for (const name of files) {
        const file = path.join(options.dir, name);
        let parsed: matter.GrayMatterFile<string>;
        try {
          // gray-matter caches by content; a fresh object keeps rebuilds honest.
          parsed = matter(readFileSync(path.join(dir, name), 'utf8'), {});
        } catch (error) {
          problems.push(`${file} -> front matter: ${(error as Error).message.split('\n')[0]}`);
          continue;
        }
        const result = options.schema.safeParse(parsed.data);
        if (!result.success) {
          problems.push(...issuesOf(file, result.error));
          continue;
        }
        loaded.push({
          id: name.replace(/\.md$/, ''),
          file,
          data: result.data,
          words: countWords(parsed.content),
          ...renderMarkdown(parsed.content),
        });
      }
      if (files.length === 0) problems.push(`${options.dir} -> (folder): no .md file found`);
      if (problems.length) throw errors.invalidContent(problems);
      if (options.sort) loaded.sort((a, b) => options.sort!(a.data, b.data));
      entries = loaded;
      byId = new Map(loaded.map((e) => [e.id, e]));
    },
    all() {
      if (!entries) throw new Error(`The collection ${options.dir} is read before the build loaded it; list it in site.config.ts.`);
      return entries;
    },
    get(id) {
      this.all();
      const entry = byId.get(id);
      if (!entry) throw new Error(`${options.dir} has no entry "${id}"`);
      return entry;
    },
  };
}

/**
 * Validates data written in TypeScript (e.g. `content/site.ts`) with the same error format as
 * the Markdown collections: `defineData('content/site.ts', schema, value)`.
 */
export function defineData<S extends z.ZodType>(file: string, schema: S, value: z.input<S>): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw errors.invalidContent(issuesOf(file, result.error));
  return result.data;
}
