// How much memory a build touches. V8 grows its young generation, where new objects live until
// a collection, to 2 x 16 MB whatever the build does; a young generation of its first size
// (1 MB) is collected some 175 times in an edit build at 3,000 articles, against about 20, and
// each collection copies what is still alive: 160 against 100 ms of garbage collection. But on
// some virtual machines memory a process touches for the first time costs dearly (4 ms a
// megabyte on some of those this site was built on, against half a millisecond on others):
// 30 MB of young generation were then 8,000 page faults and 40 ms of such a build. bin.mjs
// measures which kind of machine this is (SSG_FRESH_MEMORY) before the engine loads.
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
