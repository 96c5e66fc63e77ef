// Answers for the third parties the site talks to, so browser tests never leave the machine.
import type { HTTPRequest } from 'puppeteer';

// A 1×1 transparent PNG: enough for Leaflet to lay a tile.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Map tiles from the tile server, answered with a blank tile; the URLs asked are recorded. */
export function tileServer(asked: string[]) {
  return (request: HTTPRequest) => {
    if (!request.url().startsWith('https://tile.openstreetmap.org/')) return false;
    asked.push(request.url());
    void request.respond({ status: 200, contentType: 'image/png', body: PIXEL, headers: { 'access-control-allow-origin': '*' } });
    return true;
  };
}
