// Steps 9 to 11: what static hosts read and public/ put into the new tree; the checks and
// budgets on the finished output; and, once the new tree has replaced dist/, what this build
// leaves for the next one (the state) and what it tells its caller (the result).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageReport, WATCHED, type BuildResult } from '../common.ts';
import { errors, type BuildError } from '../errors.ts';
import { usedCacheFiles } from '../assets/incremental.ts';
import type { ImageStore } from '../assets/images.ts';
import { collectGarbage } from '../cache/gc.ts';
import { now, stampInputs } from '../cache/stamps.ts';
import { saveState, type BuildState, type PageState } from '../cache/state.ts';
import { publicFiles } from '../content/source-files.ts';
import { checkOutput } from '../output/checks.ts';
import { headersFile, redirectsFile } from '../output/hosting.ts';
import type { OutputTree } from '../output/tree.ts';
import type { BuildContext } from './context.ts';
import { checkBudgets } from './costs.ts';

/** 9. What static hosts read (headers, redirects); public/, as it is but for its dotfiles. */
export function hostFiles(b: BuildContext): void {
  const { tree, config } = b;
  tree.write('_headers', Buffer.from(headersFile({ csp: config.csp, headers: config.headers, contentTypes: config.contentTypes, pathCsp: config.pathCsp })));
  if (config.redirects.length) tree.write('_redirects', Buffer.from(redirectsFile(config.redirects)));
  const problems: string[] = [];
  const publicDir = path.join(b.root, 'public');
  const { files, skipped } = publicFiles(publicDir);
  for (const rel of files) {
    if (tree.has(rel)) problems.push(`public/${rel}: the build also writes ${rel}; rename one of them`);
    else tree.write(rel, readFileSync(path.join(publicDir, rel)));
  }
  if (problems.length) throw errors.invalidRoutes(problems);
  if (skipped.length) b.notices.push(errors.dotfiles(skipped.map((rel) => `public/${rel}`)));
}

/** 10. Checks and budgets, on the finished output: what they find fails the build, or warns in a dev or lenient one. */
export function check(b: BuildContext): BuildError[] {
  const { pages, tree } = b;
  const checked = new Map(pages.all.filter((p) => p.key !== 'error').map((p) => [p.output, p]));
  const problems = [...checkOutput(checked, tree, pagesToCheck(b.previous, pages.fresh, tree)), ...checkBudgets(pages.all, b.report, b.config.budgets)];
  if (problems.length && !b.dev && !b.options.lenient) throw problems[0]!;
  return problems;
}

/**
 * The pages whose links must be checked again: every page, unless the last build's checks all
 * passed, this one writes the same files, and no page rendered again lost an id (a link to it
 * may then break); in that case only the pages rendered again (undefined: all of them).
 */
function pagesToCheck(previous: BuildState | null, fresh: Map<string, PageState>, tree: OutputTree): Set<string> | undefined {
  if (!previous?.sound || previous.files.size !== tree.hashes.size) return undefined;
  for (const rel of tree.hashes.keys()) if (!previous.files.has(rel)) return undefined;
  const before = new Map(previous.pages.map((p) => [p.output, p]));
  for (const [output, page] of fresh) {
    const last = before.get(output);
    if (!last) return undefined;
    const ids = new Set(page.facts.ids);
    if (last.facts.ids.some((id) => !ids.has(id))) return undefined;
  }
  return new Set(fresh.keys());
}

/** 11. What the next build starts from: the pages, the variants they name, the records of dist/, the keys. */
export function saveBuildState(b: BuildContext): void {
  const { pages, report, previous } = b;
  // Every variant a page names: those of the pages carried over are known already.
  const named = new Set(pages.carriedVariants);
  for (const p of pages.fresh.values()) for (const url of p.variants) named.add(url);
  const variants = new Map([...named].map((url) => [url, variantInfo(b.images, url)]));
  const { watched, sameWatched } = watchedFiles(b);
  collectGarbage(b.cacheDir, usedCacheFiles);
  b.sizes.save();
  const { fileKeys, hashes } = b.keys.forNextBuild(pages.all);
  saveState(b.stateAt, {
    // A build with warnings is not recorded as done, so the next one shows them again.
    inputs: b.problems.length || b.notices.length ? '' : sameWatched ? b.inputs : stampInputs(b.root, watched, b.settings),
    sound: !b.problems.length,
    global: b.keys.global,
    pages: pages.all,
    variants,
    files: b.records,
    // dist/ as it was is now the spare tree, which the next build starts from.
    spare: b.tree.spareMade ? (previous?.files ?? new Map()) : new Map(),
    report: { ...report, islandGzip: [...report.islandGzip] },
    watched,
    fileKeys,
    hashes,
  });
}

/**
 * The files the code imports from outside the watched folders are watched too. The stamp taken
 * at the start stands when it covered the same files (a file saved since then differs from it,
 * and the next build sees the change).
 */
function watchedFiles(b: BuildContext): { watched: string[]; sameWatched: boolean } {
  const metafileInputs = b.site.inputs.filter((f) => !f.startsWith('node_modules/') && !WATCHED.some((w) => f === w || f.startsWith(`${w}/`)));
  const watched = [...WATCHED, ...metafileInputs];
  return { watched, sameWatched: JSON.stringify(watched) === JSON.stringify(b.previous?.watched ?? WATCHED) };
}

function variantInfo(store: ImageStore, url: string) {
  const { src, width, height, format } = store.info(url)!;
  return { src, width, height, format };
}

/** What the build tells its caller: the size table's rows and totals, the warnings, the timings. */
export function buildResult(b: BuildContext): BuildResult {
  const { pages } = b;
  return {
    config: b.config,
    pages: pages.all.map(pageReport),
    files: b.records.size,
    ...b.report,
    warnings: [...b.problems, ...b.notices],
    images: b.encoded,
    rendered: pages.fresh.size,
    renderedRoutes: [...pages.fresh.values()].map((p) => p.route),
    unchanged: false,
    timings: b.timings,
    ms: now() - b.started,
  };
}
