// Answers for the third parties the site talks to, so browser tests never leave the machine.
import type { HTTPRequest } from 'puppeteer';

// A 1×1 transparent PNG: enough for Leaflet to lay a tile.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Map tiles from the tile server, answered with a blank tile; the URLs asked are recorded. */
export function tileServer(asked: string[]) {
  return (request: HTTPRequest) => {
    if (!request.url().startsWith('https://tile.openstreetmap.org/')) return false;
    asked.push(request.url());
    return request.respond({ status: 200, contentType: 'image/png', body: PIXEL, headers: { 'access-control-allow-origin': '*' } }).then(() => true);
  };
}

// In the film's place, a stand-in for YouTube's player: like the real one (its embed protocol),
// it answers a page that says it is listening. Silent, it stands for a frame without a player
// (YouTube blocked: the browser's error page), which answers nothing. (An aborted request would
// show the test browser's own error page.)
const PLAYER_FRAME = `<!doctype html><html lang="fr"><title>Film</title><script>
addEventListener('message', (e) => {
  if (String(e.data).includes('"listening"')) parent.postMessage(JSON.stringify({ event: 'onReady', id: 1, channel: 'widget' }), '*');
});
</script></html>`;
const SILENT_FRAME = '<!doctype html><html lang="fr"><title>Film</title></html>';

/** The Étoiles du Rocher film's youtube-nocookie frame, answered by a stand-in player (or a silent page); URLs recorded. */
export function filmFrame(asked: string[], { answers = true, refused = false } = {}) {
  return (request: HTTPRequest) => {
    if (!request.url().startsWith('https://www.youtube-nocookie.com/')) return false;
    asked.push(request.url());
    // Refused: as a blocking extension or a firewall does it, the frame's page never comes.
    if (refused) return request.abort('blockedbyclient').then(() => true);
    return request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: answers ? PLAYER_FRAME : SILENT_FRAME }).then(() => true);
  };
}

/** Every third party the site uses, answered with a stand-in (a blank tile, a blank frame). */
export function thirdParties(asked: string[] = []) {
  const tile = tileServer(asked);
  const film = filmFrame(asked);
  return (request: HTTPRequest) => tile(request) || film(request);
}
