// Bad requests, generated from a fixed seed, against `npm run preview` and `npm run dev`, each in
// a process of its own on 127.0.0.1: odd methods, path traversal in every encoding, NUL bytes,
// overlong UTF-8, backslashes, URLs up to 100 KB, duplicate, malformed and huge headers, Range
// headers of every shape. Each must be answered (or the connection closed) within 2 s, none
// may show a byte of a file planted beside the served folder nor of a dotfile planted inside it,
// and the server must still answer afterwards. Written on raw sockets: an HTTP client would refuse to send most of these.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { build } from '../../build/index.ts';
import { rawGet, startCli, type CliServer } from '../helpers/cli.ts';
import { plantDotfiles, SECRET } from '../helpers/served.ts';
import { cleanup, copyFixture } from '../helpers/site.ts';

const SEED = 0x10_2025;
/** Requests per server. */
const COUNT = 1_100;
/** Longest a request may take, answer or closed connection. */
const PATIENCE_MS = 2_000;
/** Longest a whole run against one server may take. */
const RUN_MS = 120_000;
const PARALLEL = 4;

/** mulberry32: small, seeded, the same sequence on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}

interface BadRequest {
  what: string;
  /** The bytes sent, as they are. */
  raw: string;
}

// What leaving the served folder could reach: the planted files, the site's sources, the system's;
// and the dotfiles inside it.
const DOTS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '%e0%80%ae%e0%80%ae', '..%00', '..%2500', '....', '..;', '%uff0e%uff0e', '.', '...'];
const SEPARATORS = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '%252f', '//', '/./', '%c0%af', '%e0%80%af', '\\\\'];
const TARGETS = ['secret.txt', '.cache/secret.txt', 'secret.txt%00.html', 'secret.txt%00', 'pages/index.tsx', 'site.config.ts', 'etc/passwd', 'proc/self/environ', 'secret.txt/', 'SECRET.TXT', '.env', '.git/config', '.htaccess'];
const PREFIXES = ['', '/assets', '/blog', '/islands', '/.', '/', '/%2e', '/index.html', '/404.html'];
const PAGES = ['/', '/islands', '/islands/', '/blog/premier', '/robots.txt', '/favicon.svg', '/og.png', '/404.html', '/nulle-part', '/_headers', '/sitemap.xml'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'MKCOL', 'PURGE', 'M-SEARCH', 'BREW', 'get', 'G3T', 'GET\t', 'X'.repeat(300), 'CONNECT'];
const RANGES = [
  'bytes=1000-50', 'bytes=0-0', 'bytes=-0', 'bytes=-1', 'bytes=-99999999', 'bytes=0-', 'bytes=5-4', 'bytes=0-18446744073709551615',
  'bytes=18446744073709551615-', 'bytes=99999999999999999999999999-1', 'bytes=-18446744073709551616', 'bytes=0-1,5-6', 'bytes=0-1,0-1,0-1',
  `bytes=${'0-1,'.repeat(2000)}0-1`, `bytes=${Array.from({ length: 500 }, (_, i) => `${i * 2}-${i * 2}`).join(',')}`, 'bytes=1-2-3', 'bytes= 1 - 2',
  'bytes=0x10-0x20', 'bytes=1e3-', 'bytes=--1', 'bytes=-', 'bytes=', 'bytes', '=0-1', 'items=0-5', 'BYTES=0-5', 'bytes=0-5;q=1', 'bytes=NaN-Infinity',
  'bytes=9007199254740992-9007199254740993', 'bytes=1.5-2.5', 'bytes=\u00e90-1', 'bytes=0-1, bytes=2-3',
];
const ODD_HEADERS: [string, string][] = [
  ['If-None-Match', '*'], ['If-None-Match', 'W/"x", "y"'], ['If-Modified-Since', 'hier'], ['If-Modified-Since', 'Thu, 01 Jan 2099 00:00:00 GMT'],
  ['If-Range', '"nope"'], ['If-Range', 'Thu, 01 Jan 1970 00:00:00 GMT'], ['If-Match', '"x"'], ['If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  ['Accept-Encoding', 'br;q=2, gzip;q=-1, *;q=NaN'], ['Accept-Encoding', 'gzip,'.repeat(2000)], ['Accept-Encoding', 'identity;q=0, *;q=0'],
  ['Accept-Encoding', 'zstd, compress, x-gzip'], ['Content-Length', '-1'], ['Content-Length', 'abc'], ['Content-Length', '5'], ['Content-Length', '99999999999999999999'],
  ['Transfer-Encoding', 'chunked'], ['Transfer-Encoding', 'gzip, chunked'], ['Expect', '100-continue'], ['Expect', 'le-café'],
  ['Connection', 'keep-alive, Upgrade'], ['Upgrade', 'websocket'], ['X-Forwarded-For', '127.0.0.1'], ['Cookie', 'a='.repeat(3000)],
  ['X-Long', 'x'.repeat(20_000)], ['X-Ünicode', 'é'], ['Bad Name', 'x'], ['X-Null', 'a\u0000b'], ['Referer', 'javascript:alert(1)'],
];
const HOSTS = ['attaquant.example', 'localhost.attaquant.example', '127.0.0.1.nip.io', '[::1', 'localhost:99999', '127.0.0.1:abc', 'LOCALHOST', '[::1]:1', 'h'.repeat(5000), '0x7f.1', '2130706433'];

function generate(count: number, port: number): BadRequest[] {
  const r = random(SEED);
  const host = `127.0.0.1:${port}`;
  const encodeSome = (s: string) => [...s].map((c) => (r.next() < 0.3 ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c)).join('');
  const request = (method: string, target: string, headers: [string, string][] = []): string =>
    [`${method} ${target} HTTP/1.1`, `Host: ${host}`, ...headers.map(([n, v]) => `${n}: ${v}`), 'Connection: close', '', ''].join('\r\n');
  const makers: [string, () => string][] = [
    ['traversal', () => {
      const depth = r.int(1, 6);
      const steps = Array.from({ length: depth }, () => r.pick(DOTS) + r.pick(SEPARATORS)).join('');
      return request('GET', `${r.pick(PREFIXES)}/${steps}${r.pick(TARGETS)}`);
    }],
    ['encoded', () => request(r.pick(['GET', 'HEAD']), encodeSome(`${r.pick(PAGES)}/../../${r.pick(TARGETS)}`))],
    ['bad encoding', () => request('GET', `${r.pick(PAGES)}${r.pick(['%', '%z', '%zz', '%e0%a4%a', '%c0%80', '%ff%fe', '%00', '%0a', '%0d%0a', '%ed%a0%80', '%f4%90%80%80', '\u00e9', '\u{1f600}', '%%32%65', '%u002e'])}${r.pick(['', 'x', '/'])}`)],
    ['method', () => request(r.pick(METHODS), r.pick(PAGES))],
    ['long url', () => request('GET', `/${r.pick(['a', '%2e', '../', 'é', '?q='])}`.padEnd(r.pick([2_000, 8_000, 16_000, 17_000, 65_000, 100_000]), r.pick(['a', '/', '.'])))],
    ['range', () => request(r.pick(['GET', 'HEAD']), r.pick(PAGES), [['Range', r.pick(RANGES)], ...(r.next() < 0.3 ? [['If-Range', r.pick(['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT'])] as [string, string]] : []), ...(r.next() < 0.3 ? [['Range', r.pick(RANGES)] as [string, string]] : [])])],
    ['headers', () => request('GET', r.pick(PAGES), Array.from({ length: r.int(1, 4) }, () => r.pick(ODD_HEADERS)))],
    ['many headers', () => request('GET', r.pick(PAGES), Array.from({ length: r.pick([100, 500, 2_500]) }, (_, i) => [`X-H${i}`, 'v'] as [string, string]))],
    ['host', () => `GET ${r.pick(PAGES)} HTTP/1.1\r\n${r.next() < 0.2 ? '' : `Host: ${r.pick(HOSTS)}\r\n`}${r.next() < 0.2 ? `Host: ${host}\r\n` : ''}Connection: close\r\n\r\n`],
    ['request line', () => r.pick([
      `GET / HTTP/1.1\r\nConnection: close\r\n\r\n`,
      `GET  /  HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/9.9\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.0\r\n\r\n`,
      `GET /\r\n\r\n`,
      `GET http://${host}/../secret.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET http://attaquant.example/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET ../secret.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET /\u0001 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\n folded: continuation\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nNoColon\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.1\nHost: ${host}\nConnection: close\n\n`,
      `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      `POST / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n`,
    ])],
  ];
  return Array.from({ length: count }, () => {
    const [what, make] = r.pick(makers);
    return { what, raw: make() };
  });
}

interface Outcome {
  /** The status line's code, or "closed" when the server closed the connection without one. */
  status: string;
  ms: number;
  body: Buffer;
  timedOut: boolean;
}

/** Sends the bytes as they are; done at the end of a whole response, a closed connection, or PATIENCE_MS. */
function send(port: number, raw: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      // The final status: after any "100 Continue".
      const status = /^(?:HTTP\/1\.1 100 Continue\r\n\r\n)*HTTP\/1\.[01] (\d{3})/.exec(data.subarray(0, 60).toString('latin1'))?.[1] ?? 'closed';
      resolve({ status, ms: Date.now() - started, body: data, timedOut });
    };
    const timer = setTimeout(() => finish(true), PATIENCE_MS);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      if (complete(data, raw)) finish();
    });
    socket.on('close', () => finish());
    // The server may answer (431, 400) and close before it has read everything: a reset is an answer.
    socket.on('error', () => finish());
    socket.write(raw, 'latin1');
  });
}

/** Has a whole response arrived? (A server may keep the connection open after it.) */
function complete(data: Buffer, raw: string): boolean {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = data.subarray(0, end).toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  if (status === 100) return complete(data.subarray(end + 4), raw);
  if (raw.startsWith('HEAD ') || status === 204 || status === 304) return true;
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return data.length - end - 4 >= Number(length);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return data.subarray(-5).toString('latin1') === '0\r\n\r\n';
  return false;
}

interface Run {
  tried: number;
  held: number;
  problems: string[];
  statuses: Map<string, number>;
}

async function fuzz(server: CliServer, secrets: string[]): Promise<Run> {
  const requests = generate(COUNT, server.port);
  const run: Run = { tried: 0, held: 0, problems: [], statuses: new Map() };
  const deadline = Date.now() + RUN_MS;
  let next = 0;
  const worker = async () => {
    while (next < requests.length && Date.now() < deadline) {
      const request = requests[next++]!;
      const outcome = await send(server.port, request.raw);
      run.tried++;
      run.statuses.set(outcome.status, (run.statuses.get(outcome.status) ?? 0) + 1);
      const body = outcome.body.toString('latin1');
      const leaked = secrets.find((s) => body.includes(s));
      const shown = JSON.stringify(request.raw.slice(0, 160));
      if (outcome.timedOut) run.problems.push(`${request.what}: no answer within ${PATIENCE_MS} ms: ${shown}`);
      else if (leaked) run.problems.push(`${request.what}: the answer shows "${leaked}": ${shown}`);
      else if (!server.alive()) run.problems.push(`${request.what}: the server stopped: ${shown}`);
      else run.held++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (run.tried < COUNT) run.problems.push(`only ${run.tried} of ${COUNT} requests tried within ${RUN_MS / 1000} s`);
  return run;
}

function report(name: string, run: Run) {
  const statuses = [...run.statuses].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`\n  ${name}: ${run.tried} bad requests tried, ${run.held} held (${statuses})`);
}

const test = suite<{ dir: string; secrets: string[]; servers: CliServer[] }>('fuzzed requests');

test.before(async (ctx) => {
  ctx.dir = copyFixture('basic');
  ctx.servers = [];
  // Beside the served folders (dist/ for preview, .cache/dev for dev) and above them.
  const secret = `SECRET-${SEED.toString(16)}-NE-DOIT-JAMAIS-SORTIR`;
  mkdirSync(path.join(ctx.dir, '.cache'), { recursive: true });
  writeFileSync(path.join(ctx.dir, 'secret.txt'), `${secret}\n`);
  writeFileSync(path.join(ctx.dir, '.cache', 'secret.txt'), `${secret}\n`);
  // The site's sources (a page's code, the config) and the system's files are outside too.
  ctx.secrets = [secret, 'export default function', 'defineConfig', 'root:x:0:0', 'PATH=', SECRET];
  await build({ root: ctx.dir, outDir: path.join(ctx.dir, 'dist') });
});

test.after(async ({ servers, dir }) => {
  for (const server of servers ?? []) await server.close();
  if (dir) cleanup(dir);
});

for (const command of ['preview', 'dev'] as const) {
  test(`${command} - ${COUNT} bad requests: every one answered within 2 s, none shows a file from outside, the server still up`, async (ctx) => {
    const server = await startCli(command, command === 'preview' ? ['--out', path.join(ctx.dir, 'dist')] : ['--root', ctx.dir]);
    ctx.servers.push(server);
    const served = path.join(ctx.dir, command === 'preview' ? 'dist' : '.cache/dev');
    assert.ok(existsSync(path.join(served, 'index.html')));
    // The control: a file inside the served folder is read by these very sockets.
    writeFileSync(path.join(served, 'temoin.txt'), `${ctx.secrets[0]!.replace('SECRET', 'TEMOIN')}\n`);
    plantDotfiles(served);
    const control = await send(server.port, `GET /temoin.txt HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`);
    assert.is(control.status, '200');
    assert.match(control.body.toString(), ctx.secrets[0]!.replace('SECRET', 'TEMOIN'));
    const run = await fuzz(server, ctx.secrets);
    report(command, run);
    assert.equal(run.problems.slice(0, 20), [], `${run.problems.length} problems`);
    assert.ok(run.tried >= 1_000);
    assert.is(run.held, run.tried);
    assert.ok(server.alive(), `the server stopped:\n${server.output()}`);
    const after = await rawGet(server.origin, '/');
    assert.is(after.status, 200, 'the server still serves pages');
    assert.match(after.body.toString(), /<h1>Accueil<\/h1>/);
  });
}

test.run();
