// Packages the build needs only for some of its work (bundling, parsing Markdown, rendering a
// page) load the first time they are used: a build that changes one article never loads most
// of them. They are CommonJS packages, so they load synchronously, where they are needed.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function load<T>(name: string): T {
  return require(name) as T;
}
