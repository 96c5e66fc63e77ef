// What the output costs a visitor, and the budgets it is held to (DESIGN.md §5): each page's
// JS before any interaction and with every island, each island's own bytes, the stylesheet's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Budgets, SiteConfig } from '../config.ts';
import { errors, type BuildError } from '../errors.ts';
import type { ClientBundle } from '../assets/islands.ts';
import type { GzipSizes } from '../assets/sizes.ts';
import type { BuildContext, SizeReport } from './context.ts';

type Island = { name: string; file: string; trigger: string };
type JsCost = { jsInitialGzip: number; jsAllGzip: number };

/** The JS a page costs. Pages with the same islands and scripts cost the same: worked out once for each set. */
export class JsCosts {
  private readonly known = new Map<string, JsCost>();

  constructor(
    private readonly client: ClientBundle,
    private readonly config: SiteConfig,
    private readonly root: string,
    private readonly sizes: GzipSizes,
  ) {}

  of(islands: Island[], scripts: string[]): JsCost {
    const key = JSON.stringify([islands.map((i) => [i.name, i.file, i.trigger]), scripts]);
    let cost = this.known.get(key);
    if (!cost) this.known.set(key, (cost = jsCost(islands, scripts, this.client, this.config, this.root, this.sizes)));
    return cost;
  }
}

/** The JS a page costs: before any interaction, and once every island has hydrated. */
function jsCost(islands: Island[], scripts: string[], client: ClientBundle, config: SiteConfig, root: string, sizes: GzipSizes): JsCost {
  const excluded = new Set(config.budgets.excludeIslands);
  const urlOf = (file: string) => client.entries.get(file)!;
  // A page's own scripts (head.scripts, from public/) run at load, like the runtime.
  const own = scripts.reduce((sum, src) => sum + sizes.of(readPublic(root, src)), 0);
  if (!islands.length) return { jsInitialGzip: own, jsAllGzip: own };
  const eager = islands.filter((i) => i.trigger === 'load' || i.trigger === 'idle').map((i) => urlOf(i.file));
  const all = islands.filter((i) => !excluded.has(i.name)).map((i) => urlOf(i.file));
  return { jsInitialGzip: client.gzipOf([client.runtime, ...eager]) + own, jsAllGzip: client.gzipOf([client.runtime, ...all]) + own };
}

function readPublic(root: string, src: string): Uint8Array {
  try {
    return readFileSync(path.join(root, 'public', src));
  } catch {
    return new Uint8Array();
  }
}

/** What the size table and the budgets read, once the images are encoded. */
export function sizeReport(b: BuildContext): SizeReport {
  const { client, styles } = b.bundles;
  return {
    runtimeGzip: client.gzipOf([client.runtime]),
    cssGzip: b.sizes.of(styles.files.get(styles.url.slice(1))!),
    islandGzip: islandSizes(client),
    budgets: b.config.budgets,
    images: { sources: b.encoded.sources, variants: b.encoded.variants },
  };
}

/**
 * What each island adds on top of the runtime and every other island (shared chunks such as
 * Preact are paid once, by whichever island comes first).
 */
function islandSizes(client: ClientBundle): Map<string, number> {
  const everything = [client.runtime, ...client.entries.values()];
  const total = client.gzipOf(everything);
  return new Map([...client.entries].map(([file, url]) => [path.basename(file, '.tsx'), total - client.gzipOf(everything.filter((u) => u !== url))]));
}

export function checkBudgets(
  pages: { route: string; htmlGzip: number; jsInitialGzip: number; jsAllGzip: number }[],
  report: { cssGzip: number; islandGzip: Map<string, number> },
  b: Budgets,
): BuildError[] {
  const problems: string[] = [];
  const round = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  // In bytes when both sides would round to one figure ("30.0 KB > 30.0 KB" says nothing).
  const kb = (n: number, other?: number) => (other !== undefined && round(n) === round(other) ? `${n} B` : round(n));
  for (const p of pages) {
    if (p.htmlGzip > b.htmlPerPage) problems.push(`${p.route}: HTML ${kb(p.htmlGzip, b.htmlPerPage)} gzip > ${kb(b.htmlPerPage, p.htmlGzip)}`);
    if (p.jsInitialGzip > b.jsInitial) problems.push(`${p.route}: JS before interaction ${kb(p.jsInitialGzip, b.jsInitial)} gzip > ${kb(b.jsInitial, p.jsInitialGzip)}`);
    if (p.jsAllGzip > b.jsAllIslands) problems.push(`${p.route}: JS with every island ${kb(p.jsAllGzip, b.jsAllIslands)} gzip > ${kb(b.jsAllIslands, p.jsAllGzip)}`);
  }
  if (report.cssGzip > b.css) problems.push(`stylesheet: ${kb(report.cssGzip, b.css)} gzip > ${kb(b.css, report.cssGzip)}`);
  for (const [name, limit] of Object.entries(b.islandLimits)) {
    const size = report.islandGzip.get(name) ?? 0;
    if (size > limit) problems.push(`island ${name}: ${kb(size)} gzip > ${kb(limit)}`);
  }
  return problems.length ? [errors.budgets(problems)] : [];
}
