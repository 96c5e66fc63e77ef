// `npm run build | dev | preview`: the engine's command line.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatError } from './errors.ts';

// React renders faster and quieter in production mode; the dev server says otherwise.
process.env.NODE_ENV ??= 'production';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: '.' },
    out: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    json: { type: 'string' },
    lenient: { type: 'boolean', default: false },
    progress: { type: 'boolean', default: false },
  },
});
const command = positionals[0] ?? 'build';
const root = path.resolve(values.root);
const out = values.out ? path.resolve(values.out) : undefined;
const outDir = out ?? path.join(root, 'dist');
const port = Number(values.port ?? process.env.PORT ?? (command === 'dev' ? 3000 : 4173));

try {
  if (command === 'build') {
    const { build } = await import('./index.ts');
    const { formatReport } = await import('./output/report.ts');
    const onStep = values.progress ? (step: string) => process.stderr.write(`step: ${step}\n`) : undefined;
    const result = await build({ root, outDir, lenient: values.lenient, onStep });
    for (const warning of result.warnings) console.warn(formatError(warning));
    console.log(formatReport(result));
    if (values.json) {
      const { writeFileSync } = await import('node:fs');
      const { config: _config, ...data } = result;
      writeFileSync(values.json, JSON.stringify({ ...data, islandGzip: Object.fromEntries(result.islandGzip) }, null, 2));
    }
  } else if (command === 'dev') {
    // The error page's stack traces point at the sources (the dev build's code has source maps).
    process.setSourceMapsEnabled(true);
    const { dev } = await import('./serve/dev.ts');
    // Into its own folder (.cache/dev) unless --out says otherwise: never the production dist/.
    await dev({ root, outDir: out, port, host: values.host });
  } else if (command === 'preview') {
    const { preview } = await import('./serve/preview.ts');
    const server = await preview({ dir: outDir, port });
    console.log(`Serving ${path.relative(process.cwd(), outDir) || '.'} at http://localhost:${(server.address() as { port: number }).port}`);
  } else {
    console.error(`Unknown command "${command}": use build, dev or preview.`);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(formatError(error));
  process.exitCode = 1;
}
// A build is done once its report is out: the tree it replaced is deleted by the next build
// (see emptyTrash), not waited for here.
if (command === 'build') process.exit();
