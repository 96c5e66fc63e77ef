// How much memory a build touches. V8 grows its young generation, where new objects live until
// a collection, whatever the build does: a small one is collected more often, and each
// collection copies what is still alive. But on some virtual machines memory a process touches
// for the first time costs dearly, and a large young generation is then mostly page faults.
// bin.mjs measures which kind of machine this is (SSG_FRESH_MEMORY) before the engine loads.
// What each choice costs: docs/performance.md.
import v8 from 'node:v8';

/** Fresh memory is cheap here: the young generation grows as V8 has it, in every build. */
const cheap = process.env.SSG_FRESH_MEMORY === 'cheap';

/**
 * Where fresh memory is dear, a build that renders a few pages (an edit) keeps the young
 * generation at its first size: its objects are few to outlive a collection. One that renders
 * many lets it grow (V8's default), as collections would otherwise promote too much of each
 * page's work.
 */
export function youngGeneration(grow: boolean): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${grow || cheap ? 2 : 1}`);
}
