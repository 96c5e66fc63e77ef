// decap-server's middlewares, as scripts/cms.ts mounts them on its own loopback server (the
// package's own server listens on every interface): the package ships no types for them.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}

// Decap CMS's phrases by language (its French among them), bundled with decap-cms-app.
declare module 'decap-cms-locales' {
  type Phrases = { [key: string]: string | Phrases };
  export const fr: Phrases;
}
