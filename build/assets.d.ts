// Islands may import CSS: the browser build turns it into a stylesheet the runtime loads with
// the island, the server build ignores it.
declare module '*.css';

// `compression` (expressjs/compression) as the previewer uses it, on plain node:http objects:
// @types/compression only knows Express's request and response types.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  function compression(options?: { threshold?: number | string; level?: number; filter?: Filter }): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  namespace compression {
    const filter: Filter;
  }
  export default compression;
}
