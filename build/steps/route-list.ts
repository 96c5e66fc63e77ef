// The routes of a build, expanded from the route files in two rounds: the endpoints' first
// (step 4), then, once the content is loaded, the pages' and those of the endpoints that read
// content (step 6). What each file's routes() read is kept: the same reads give the same routes
// with the same props (see PageKeys.fileKey).
import type { CompiledSite } from '../assets/compile.ts';
import { trackReads } from '../content/collection.ts';
import { BuildError } from '../errors.ts';
import { expandRoutes, type Route, type RouteFile } from '../render/routes.ts';

export class RouteList {
  readonly all: Route[] = [];
  /** What is wrong with the route files, every instance (thrown once all are expanded). */
  readonly problems: string[] = [];
  /** What each file's routes() read, by file. */
  readonly reads = new Map<string, string[]>();
  /** Endpoint files whose routes() read content: expanded with the pages. */
  readonly waiting: RouteFile[] = [];
  /** The endpoints of those files: made after the pages. */
  readonly afterContent: Route[] = [];

  constructor(private readonly site: CompiledSite) {}

  /** Adds a file's routes; a problem with them is kept, any other failure thrown. */
  expand(rf: RouteFile): Route[] {
    try {
      const { result, reads } = trackReads(() => expandRoutes(rf, this.site.modules.get(rf.file)!.routes as (() => never[]) | undefined));
      this.all.push(...result);
      this.reads.set(rf.file, reads);
      return result;
    } catch (error) {
      if (error instanceof BuildError) this.problems.push(...error.problems);
      else throw error;
      return [];
    }
  }
}
