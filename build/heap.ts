// How much memory a build touches. On a virtual machine, memory a process touches for the first
// time can cost dearly (4 ms a megabyte on the machines this site builds on, against a tenth of
// that on bare metal), and V8 grows its young generation, where new objects live until a
// collection, to 2 × 16 MB whatever the build does.
import v8 from 'node:v8';

/**
 * A build that renders a few pages (an edit) keeps the young generation at its first size: its
 * objects are few to outlive a collection, and 30 MB of fresh memory not touched was 8,000 page
 * faults and 40 ms of a 1.3 s edit build at 3,000 articles. One that renders many lets it grow
 * (V8's default), as collections would otherwise promote too much of each page's work.
 */
export function youngGeneration(grow: boolean): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
}
