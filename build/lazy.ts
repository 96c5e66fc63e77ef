// Packages the build needs only for some of its work (bundling, parsing Markdown, rendering a
// page) load the first time they are used: a build that changes one article never loads most
// of them. They are CommonJS packages, so they load synchronously, where they are needed.
// Beside a bundled engine, some are bundled too, each into one file (build/bin.mjs): loaded from
// there when they are.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { engineBundleDir } from './engine.ts';

const require = createRequire(import.meta.url);
const vendor = engineBundleDir ? path.join(engineBundleDir, 'vendor') : null;
const loaded = new Map<string, unknown>();

export function load<T>(name: string): T {
  let module = loaded.get(name);
  if (module === undefined) {
    const bundled = vendor && path.join(vendor, `${name}.cjs`);
    module = require(bundled && existsSync(bundled) ? bundled : name);
    loaded.set(name, module);
  }
  return module as T;
}
