// Lets Node (under tsx: the tests, the scripts) import a YAML file of content/ as its text, as
// the build's bundler does (`loader: { '.yml': 'text' }`): `import text from '../equipe.yml'`.
// Registered by content/_lib/yaml-register.mjs (`node --import tsx --import ./content/_lib/yaml-register.mjs`)
// and by test/run.ts.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.yml')) return nextLoad(url, context);
  const text = await readFile(new URL(url), 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
