// The table every build ends with: what each page costs a visitor. Beyond a few dozen pages, the
// pages of one template (10,000 articles, say) share one line: how many, and the heaviest.
import type { BuildResult, PageReport } from '../common.ts';

const kb = (n: number) => (n === 0 ? '—' : `${(n / 1024).toFixed(1)} KB`);
const ONE_LINE_EACH = 60;

export function formatReport(result: BuildResult): string {
  const rows = rowsOf(result.pages).map((r) => [r.label, kb(r.htmlGzip), kb(r.jsInitialGzip), kb(r.jsAllGzip), r.islands.join(' ') || '—']);
  const head = ['route', 'HTML gz', 'JS first gz', 'JS all gz', 'islands'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const islands = [...result.islandGzip].map(([name, size]) => `${name} ${kb(size)}`).join(', ');
  const steps = Object.entries(result.timings)
    .map(([step, ms]) => `${step} ${ms}`)
    .join(', ');
  const work = result.unchanged ? 'nothing had changed' : `${result.rendered} rendered`;
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `images: ${result.images.sources} sources, ${result.images.variants} variants (${result.images.encoded} encoded, ${result.images.reused} reused)`,
    `island runtime: ${result.runtimeGzip} B gzip · stylesheet: ${kb(result.cssGzip)} gzip · islands alone: ${islands || 'none'}`,
    `${result.pages.length} pages (${work}), ${result.files} files in ${Math.round(result.ms)} ms (${steps})`,
  ].join('\n');
}

interface Row {
  label: string;
  htmlGzip: number;
  jsInitialGzip: number;
  jsAllGzip: number;
  islands: string[];
}

/** One row a page; or, for a large site, one a template with more than a few pages (its maxima). */
function rowsOf(pages: PageReport[]): Row[] {
  if (pages.length <= ONE_LINE_EACH) return pages.map((p) => ({ label: p.route, ...p }));
  const byFile = new Map<string, PageReport[]>();
  for (const p of pages) {
    const group = byFile.get(p.file);
    if (group) group.push(p);
    else byFile.set(p.file, [p]);
  }
  const rows: Row[] = [];
  for (const [file, group] of byFile) {
    if (group.length <= 3) {
      rows.push(...group.map((p) => ({ label: p.route, ...p })));
      continue;
    }
    const heaviest = group.reduce((a, p) => (p.htmlGzip > a.htmlGzip ? p : a));
    rows.push({
      label: `${file} ×${group.length} (largest: ${heaviest.route})`,
      htmlGzip: heaviest.htmlGzip,
      jsInitialGzip: Math.max(...group.map((p) => p.jsInitialGzip)),
      jsAllGzip: Math.max(...group.map((p) => p.jsAllGzip)),
      islands: [...new Set(group.flatMap((p) => p.islands))],
    });
  }
  return rows;
}
