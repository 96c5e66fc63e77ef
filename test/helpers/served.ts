// What the servers' tests share (nginx, Apache, preview, dev): a copy of a built site to serve,
// with dotfiles planted in it that hold a secret; requests sent with their target as written (an
// HTTP client would resolve `..` and `%2e` before sending); and the checks of their answers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { request as requestTls } from 'node:https';
import { connect } from 'node:net';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { CACHE_IMMUTABLE } from '../../build/output/hosting.ts';
import { tempDir } from './site.ts';

/** A copy of `site` at `dest` made of hard links: no bytes copied, and plant() never writes through to the built site. */
export function linkedCopy(site: string, dest: string): string {
  const copied = spawnSync('cp', ['-al', site, dest], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`could not copy ${site} to ${dest}: ${copied.stderr}`);
  return dest;
}

/** In every planted dotfile: no answer may show it. */
export const SECRET = 'SECRET-DOTFILE-NE-DOIT-JAMAIS-SORTIR';

/** The dotfiles planted: an uploaded .env, a repository, the host's own files, one in a folder, one inside .well-known/. */
export const DOTFILES = ['.env', '.git/config', '.git/HEAD', '.htaccess', '.htpasswd', 'assets/.secret', 'a/.b', '.well-known/.hidden'];

/** Every way of asking for them that a server must turn away: plainly, percent-encoded, through `.` and `..`. */
export const DOTFILE_TARGETS = [
  '/.env', '/.env?x=1', '/.git/config', '/.git/HEAD', '/.git/', '/.git', '/.htaccess', '/.htpasswd', '/assets/.secret', '/a/.b', '/a/.b/',
  '/%2eenv', '/%2Eenv', '/.%67it/config', '/%2e%67%69%74/config', '/.ht%61ccess', '/assets/%2esecret', '/a/%2Eb',
  '/x/../.env', '/assets/../.env', '/./.env', '//.env', '/.well-known/../.env', '/.well-known/%2e%2e/.env', '/.well-known/.hidden',
];

/**
 * Writes `files` under `root`, unlinked first (the copy's files are links to the built site's);
 * returns what removes them, and the folders made for them, again.
 */
function plant(root: string, files: Record<string, string>): () => void {
  const made: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    for (let dir = path.dirname(full); !existsSync(dir); dir = path.dirname(dir)) made.push(dir);
    rmSync(full, { force: true });
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return () => {
    for (const file of Object.keys(files)) rmSync(path.join(root, file), { force: true });
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
}

/** Writes each of DOTFILES under `root`, holding SECRET; a file already there (Apache's .htaccess) keeps its text, SECRET in a comment after it. */
export function plantDotfiles(root: string): () => void {
  const text = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '');
  return plant(root, Object.fromEntries(DOTFILES.map((file) => [file, `${text(file)}\n# ${SECRET} (${file})\n`])));
}

/** The site's /.well-known/security.txt, written when the build made none: its bytes, and what removes what was written. */
export function securityTxt(root: string): { bytes: Buffer; remove: () => void } {
  const file = path.join(root, '.well-known', 'security.txt');
  const remove = existsSync(file) ? () => {} : plant(root, { '.well-known/security.txt': 'Contact: mailto:securite@example.fr\nExpires: 2099-01-01T00:00:00Z\n' });
  return { bytes: readFileSync(file), remove };
}

export interface Answer {
  status: number;
  /** Every header as it came, names in lower case, each with all its values. */
  headers: Record<string, string[]>;
  body: Buffer;
}

/** A request with its target sent exactly as written; no decompression. */
export function sendAsWritten(origin: string, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method, headers, agent: false, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      const received: Record<string, string[]> = {};
      for (let i = 0; i < res.rawHeaders.length; i += 2) (received[res.rawHeaders[i]!.toLowerCase()] ??= []).push(res.rawHeaders[i + 1]!);
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: received, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${target}: no answer within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Bytes sent as they are on one connection (two requests, a header an HTTP client would refuse to
 * send twice), and the answers read back in order, until the server closes it or for 5 s.
 */
export function sendRaw(origin: string, raw: string): Promise<Answer[]> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswers(Buffer.concat(chunks)));
    };
    const timer = setTimeout(done, 5_000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', done);
    socket.write(raw, 'latin1');
  });
}

/** HTTP/1.1 answers one after the other, each as long as its Content-Length (else the rest). */
function parseAnswers(data: Buffer): Answer[] {
  const answers: Answer[] = [];
  for (let rest = data; rest.length; ) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string[]> = {};
    for (const line of lines) (headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] ??= []).push(line.slice(line.indexOf(':') + 1).trim());
    const length = Number(headers['content-length']?.[0] ?? rest.length - end - 4);
    answers.push({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]), headers, body: rest.subarray(end + 4, end + 4 + length) });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/** The headers of `expected` (any case) that the answer lacks, sends otherwise, or sends more than once. */
export function headerProblems(answer: Answer, expected: Record<string, string>): string[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    const got = answer.headers[name.toLowerCase()] ?? [];
    if (got.length === 1 && got[0] === value) return [];
    return [`${name}: expected "${value}" once, got ${got.length ? got.map((v) => `"${v}"`).join(', ') : 'none'}`];
  });
}

/**
 * What is wrong with the answers to DOTFILE_TARGETS (plain, as a range, as HEAD): anything but a
 * 404 or 403, a byte of a planted file, a header of `expected` missing, otherwise or twice.
 */
export async function dotfileProblems(origin: string, expected: Record<string, string>): Promise<string[]> {
  const problems: string[] = [];
  for (const target of DOTFILE_TARGETS) {
    for (const [headers, method] of [[{}, 'GET'], [{ range: 'bytes=0-40' }, 'GET'], [{}, 'HEAD']] as const) {
      const answer = await sendAsWritten(origin, target, headers, method);
      const asked = `${method} ${target}${'range' in headers ? ' (range)' : ''}`;
      if (answer.status !== 404 && answer.status !== 403) problems.push(`${asked}: status ${answer.status}`);
      if (answer.body.includes(SECRET)) problems.push(`${asked}: shows the planted file`);
      problems.push(...headerProblems(answer, expected).map((p) => `${asked}: ${p}`));
    }
  }
  return problems;
}

/** A self-signed certificate for localhost, in a folder of its own (`dir`, for the caller to remove). */
export function testCertificate(): { dir: string; key: string; cert: string } {
  const dir = tempDir('tls-');
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.error?.message ?? made.stderr}`);
  return { dir, key, cert };
}

/** A GET over HTTPS on a loopback port, the test certificate accepted. */
export function getOverTls(port: number, target: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    requestTls({ host: '127.0.0.1', port, path: target, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, headers: res.headers });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The stylesheet, runtime and an AVIF image that /contact links, fetched as a browser asks (gzip
 * accepted): each 200, a year immutable, its MIME type, text compressed, the built bytes, and the
 * server's own headers as `differences` wants them. Returns the image's URL, for more requests.
 */
export async function checkHashedAssets(origin: string, built: (rel: string) => Buffer, differences: (response: Response, url: string) => string[]): Promise<string> {
  const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });
  const html = await (await get(`${origin}/contact`)).text();
  const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const js = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const image = /(\/assets\/img\/[^" ]+\.avif)/.exec(html)?.[1];
  assert.ok(css && js && image, `stylesheet ${css}, runtime ${js}, image ${image}`);
  for (const [url, type] of [
    [css, /^text\/css; charset=utf-8$/],
    [js, /^(application|text)\/javascript; charset=utf-8$/],
    [image, /^image\/avif$/],
  ] as const) {
    const response = await get(origin + url, { headers: { 'accept-encoding': 'gzip' } });
    assert.is(response.status, 200, url);
    assert.is(response.headers.get('cache-control'), CACHE_IMMUTABLE, url);
    assert.match(response.headers.get('content-type') ?? '', type, url);
    assert.is(response.headers.get('content-encoding'), url.endsWith('.avif') ? null : 'gzip', url);
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(built(url.slice(1))), `${url}: not the built file`);
    assert.equal(differences(response, url), [], url);
  }
  return image;
}
