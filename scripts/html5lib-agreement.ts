// Does the build read a page as the HTML standard's parser does? Every input of html5lib's
// tree-construction tests (html5lib/html5lib-tests, tree-construction/*.dat: the inputs browsers'
// parsers are tested on) is read by the build's page reading (pageFacts: the quick reading, or
// parse5 when it gives the page up) and by a plain walk of parse5's tree written here, and the
// two lists of ids and links compared. Fragment tests (#document-fragment, read in an element's
// context) are not pages: they are counted and left out. An input marked #script-off or
// #script-on is read that way; one marked neither, both ways.
//
//   node --import tsx scripts/html5lib-agreement.ts <html5lib-tests checkout, or its git folder> [--rev <commit>]
//
// A git folder is read at --rev, else at HEAD, else (the tests have since moved to WPT) at the
// last commit that still had them. Exits non-zero on any disagreement, each listed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Parse5 from 'parse5';
import { parse } from 'parse5';
import { Facts, pageFacts, quickFacts, type Namespace, type PageFacts } from '../build/output/facts.ts';

export interface Input {
  /** Where it comes from: file and test number. */
  source: string;
  data: string;
  scripting: boolean;
}

/** The inputs of one .dat file (each test once per scripting mode it is read in), and how many fragment tests were left out. */
export function readDat(text: string, file: string): { inputs: Input[]; fragments: number } {
  const inputs: Input[] = [];
  let fragments = 0;
  const lines = text.split('\n');
  for (let i = 0, test = 0; i < lines.length; i++) {
    if (lines[i] !== '#data') continue;
    test++;
    const data: string[] = [];
    for (i++; i < lines.length && lines[i] !== '#errors'; i++) data.push(lines[i]!);
    // The test's other sections, up to the next one's #data.
    const sections = new Set<string>();
    for (; i + 1 < lines.length && lines[i + 1] !== '#data'; i++) if (lines[i + 1]!.startsWith('#')) sections.add(lines[i + 1]!);
    if (sections.has('#document-fragment')) {
      fragments++;
      continue;
    }
    const modes = sections.has('#script-on') ? [true] : sections.has('#script-off') ? [false] : [false, true];
    for (const scripting of modes) inputs.push({ source: `${file} #${test}`, data: data.join('\n'), scripting });
  }
  return { inputs, fragments };
}

const ORIGIN = 'https://site.example';
const FILE = 'page/index.html';

const NAMESPACES: Record<string, Namespace> = { 'http://www.w3.org/1999/xhtml': 'html', 'http://www.w3.org/2000/svg': 'svg', 'http://www.w3.org/1998/Math/MathML': 'math' };

/**
 * The reference: parse5's tree walked plainly, every element with every attribute (a foreign one
 * by prefix and name: xlink:href), in document order, a <template>'s content left out (it is
 * not in childNodes), each given to the one definition of what the facts are.
 */
export function referenceFacts(html: string, scripting: boolean): PageFacts {
  const facts = new Facts(FILE, { origin: ORIGIN });
  const visit = (node: Parse5.DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const namespace = NAMESPACES[child.namespaceURI]!;
      const name = child.tagName.replace(/[A-Z]/g, (c) => c.toLowerCase());
      const attributes = new Map<string, string>();
      for (const a of child.attrs) {
        const qualified = a.prefix ? `${a.prefix}:${a.name}` : a.name;
        if (!attributes.has(qualified)) attributes.set(qualified, a.value);
      }
      const text = name === 'style' ? child.childNodes.map((c) => (c.nodeName === '#text' ? (c as Parse5.DefaultTreeAdapterMap['textNode']).value : '')).join('') : undefined;
      facts.element(name, namespace, attributes, text);
      visit(child);
    }
  };
  visit(parse(html, { scriptingEnabled: scripting }));
  return facts.done();
}

export interface Agreement {
  tried: number;
  /** Of which the quick reading read (and did not give up to parse5). */
  quick: number;
  withFacts: number;
  links: number;
  ids: number;
  disagreements: { input: Input; build: PageFacts; reference: PageFacts }[];
}

export function compare(inputs: Input[]): Agreement {
  const result: Agreement = { tried: 0, quick: 0, withFacts: 0, links: 0, ids: 0, disagreements: [] };
  for (const input of inputs) {
    const reading = { origin: ORIGIN, scripting: input.scripting };
    const build = pageFacts(input.data, FILE, reading);
    const reference = referenceFacts(input.data, input.scripting);
    result.tried++;
    if (quickFacts(input.data, FILE, reading)) result.quick++;
    if (reference.links.length || reference.ids.length) result.withFacts++;
    result.links += reference.links.length;
    result.ids += reference.ids.length;
    if (JSON.stringify(build) !== JSON.stringify(reference)) result.disagreements.push({ input, build, reference });
  }
  return result;
}

/** The .dat files of a checkout's tree-construction/ folder, or of a git folder at a commit: [name, text]. */
export function datFiles(where: string, rev?: string): { files: [string, string][]; from: string } {
  const folder = path.join(where, 'tree-construction');
  if (!rev && existsSync(folder))
    return { files: readdirSync(folder).filter((f) => f.endsWith('.dat')).sort().map((f) => [f, readFileSync(path.join(folder, f), 'utf8')]), from: folder };
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', where, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });
  const testsAt = (commit: string) => {
    try {
      return git('ls-tree', '--name-only', `${commit}:tree-construction`).split('\n').filter((f) => f.endsWith('.dat')).sort();
    } catch {
      return []; // no such folder at that commit
    }
  };
  // The commit that removed the folder is the last one to name it: its parent still had it.
  const commit = rev ?? (testsAt('HEAD').length ? 'HEAD' : `${git('rev-list', '-1', 'HEAD', '--', 'tree-construction').trim()}^`);
  const names = testsAt(commit);
  if (!names.length) throw new Error(`${where}: no tree-construction/*.dat at ${commit}; give a checkout of html5lib-tests, or its git folder (and --rev a commit that has them)`);
  return { files: names.map((f) => [f, git('show', `${commit}:tree-construction/${f}`)]), from: `${where} at ${git('rev-parse', '--short', commit).trim()}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [where] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--rev');
  const revAt = process.argv.indexOf('--rev');
  if (!where) {
    console.error('Usage: node --import tsx scripts/html5lib-agreement.ts <html5lib-tests checkout or git folder> [--rev <commit>]');
    process.exit(2);
  }
  const { files, from } = datFiles(path.resolve(where), revAt > 0 ? process.argv[revAt + 1] : undefined);
  let fragments = 0;
  const inputs: Input[] = [];
  for (const [name, text] of files) {
    const read = readDat(text, name);
    inputs.push(...read.inputs);
    fragments += read.fragments;
  }
  const result = compare(inputs);
  for (const { input, build, reference } of result.disagreements) {
    console.log(`✗ ${input.source} (scripting ${input.scripting ? 'on' : 'off'}): ${JSON.stringify(input.data)}`);
    console.log(`    build:     ${JSON.stringify(build)}\n    reference: ${JSON.stringify(reference)}`);
  }
  const documents = new Set(inputs.map((i) => i.source)).size;
  console.log(`html5lib tree-construction tests, ${files.length} files (${from}):`);
  console.log(`  inputs tried:            ${result.tried} (${documents} documents, each read with scripting off and on unless marked; ${fragments} fragment tests left out)`);
  console.log(`  read by the quick path:  ${result.quick}`);
  console.log(`  with any link or id:     ${result.withFacts}`);
  console.log(`  links compared:          ${result.links}`);
  console.log(`  ids compared:            ${result.ids}`);
  console.log(`  disagreements:           ${result.disagreements.length}`);
  if (result.disagreements.length) process.exitCode = 1;
}
