// The table every build ends with: what each page costs a visitor.
import type { BuildResult } from './index.ts';

const kb = (n: number) => (n === 0 ? '—' : `${(n / 1024).toFixed(1)} KB`);

export function formatReport(result: BuildResult): string {
  const rows = result.pages.map((p) => [p.route, kb(p.htmlGzip), kb(p.jsInitialGzip), kb(p.jsAllGzip), p.islands.join(' ') || '—']);
  const head = ['route', 'HTML gz', 'JS first gz', 'JS all gz', 'islands'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const islands = [...result.islandGzip].map(([name, size]) => `${name} ${kb(size)}`).join(', ');
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `images: ${result.images.sources} sources, ${result.images.variants} variants (${result.images.encoded} encoded, ${result.images.reused} reused)`,
    `island runtime: ${result.runtimeGzip} B gzip · stylesheet: ${kb(result.cssGzip)} gzip · islands alone: ${islands || 'none'}`,
    `${result.pages.length} pages, ${result.files.size + result.copies.size} files in ${Math.round(result.ms)} ms (${Object.entries(result.timings)
      .map(([step, ms]) => `${step} ${ms}`)
      .join(', ')})`,
  ].join('\n');
}
