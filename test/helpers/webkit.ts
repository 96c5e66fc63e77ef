// WebKit, Safari's engine, for the browser tests: WebKitGTK's MiniBrowser on a virtual display
// (Xvfb), driven over classic WebDriver (WebKitWebDriver, through the `webdriver` client), with a
// page object that speaks the part of puppeteer's Page the tests use, so every flow is written
// once for the three engines.
//
// Classic WebDriver cannot see a page's requests. MiniBrowser sends every one of them through a
// proxy on 127.0.0.1 (its --proxy; HTTPS through CONNECT, answered with a throwaway certificate
// the browser is told to accept), which hands each to the page's `request` listeners as a request
// object like puppeteer's: answered there, refused, or passed on, and only to 127.0.0.1. Nothing
// leaves the machine. The proxy also gives each HTML page a first script of its own (same
// origin, so the site's CSP allows it) that runs the page's evaluateOnNewDocument() scripts and
// records its errors and console messages.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TLSSocket } from 'node:tls';
import type { Client } from 'webdriver';
import { freePort, track } from './processes.ts';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const INIT = '/__webkit-test/init.js';
/** An empty page the proxy answers on the site's own host, where a closed page is left (see close()). */
const BLANK = '/__webkit-test/blank.html';

// GTK draws MiniBrowser's toolbar: shrunk to nothing, so a window can be as narrow as a phone
// (its widgets would hold it at 447 px). `settings.ini` is where GTK says "no animations", which
// WebKitGTK reports to pages as prefers-reduced-motion: reduce.
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

/** What this machine lacks to run WebKit (a program and its Debian package), or null. */
export function webkitMissing(): string | null {
  for (const [what, test] of [
    ['WebKitWebDriver (Debian: webkit2gtk-driver)', () => execFileSync('which', ['WebKitWebDriver'])],
    ['Xvfb (Debian: xvfb)', () => execFileSync('which', ['Xvfb'])],
    ['openssl (Debian: openssl)', () => execFileSync('which', ['openssl'])],
    [`MiniBrowser (${MINIBROWSER})`, () => readFileSync(MINIBROWSER, { flag: 'r' }).length],
  ] as const) {
    try {
      test();
    } catch {
      return what;
    }
  }
  return null;
}

type Listener = (value: never) => unknown;


/** A request as the proxy received it, with puppeteer's HTTPRequest methods the tests call. */
export class ProxiedRequest {
  private done = false;
  constructor(
    private readonly _url: string,
    private readonly _method: string,
    private readonly _headers: Record<string, string>,
    private readonly body: Buffer,
    private readonly res: ServerResponse,
    private readonly page: WebKitPage,
  ) {}
  url() {
    return this._url;
  }
  method() {
    return this._method;
  }
  headers() {
    return { ...this._headers };
  }
  hasPostData() {
    return this.body.length > 0;
  }
  postData() {
    return this.body.length ? this.body.toString() : undefined;
  }
  async fetchPostData() {
    return this.postData();
  }
  isNavigationRequest() {
    return (this._headers.accept ?? '').startsWith('text/html');
  }
  async respond(answer: { status?: number; headers?: Record<string, string>; contentType?: string; body?: string | Buffer }) {
    if (this.settle()) return;
    const headers: Record<string, string> = { ...answer.headers };
    if (answer.contentType) headers['content-type'] = answer.contentType;
    this.res.writeHead(answer.status ?? 200, headers);
    this.res.end(answer.body ?? '');
  }
  async abort(_reason?: string) {
    if (this.settle()) return;
    this.res.socket?.destroy();
  }
  async continue() {
    if (this.settle()) return;
    const target = new URL(this._url);
    // Only this machine is ever reached.
    if (target.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(target.hostname)) return void this.res.socket?.destroy();
    const { 'accept-encoding': _, 'proxy-connection': __, ...headers } = this._headers;
    const out = forward({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method: this._method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      // Nothing is kept in the browser's cache, as in puppeteer while it intercepts: each page
      // asks for every file again, and the tests see each request.
      const { etag: _etag, 'last-modified': _modified, 'cache-control': _cache, ...fresh } = answer.headers;
      const status = answer.statusCode ?? 502;
      if (!type.startsWith('text/html')) {
        this.res.writeHead(status, { ...fresh, 'cache-control': 'no-store' });
        answer.pipe(this.res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        this.page.documents.set(this._url, { status, headers: answer.headers as Record<string, string>, body });
        // The page's first script: before any of the site's, in the same origin.
        const html = this.page.scriptsBlocked ? body : body.replace(/<head>/i, `<head><script src="${INIT}"></script>`);
        const { 'content-length': _length, ...rest } = fresh;
        this.res.writeHead(status, { ...rest, 'cache-control': 'no-store' });
        this.res.end(html);
      });
    });
    out.on('error', () => this.res.socket?.destroy());
    out.end(this.body);
  }
  private settle(): boolean {
    const was = this.done;
    this.done = true;
    this.page.inFlight.delete(this);
    this.page.lastActivity = Date.now();
    return was;
  }
}

interface Launched {
  xvfb: ChildProcess;
  driver: ChildProcess;
  proxy: Server;
  client: Client;
  dir: string;
}

export interface WebKitOptions {
  reducedMotion?: boolean;
  /**
   * The suite's pages load frames of another site (the film's player): composited frames then go
   * to the window through DMA-BUF buffers, as MiniBrowser crashes on such a frame without them.
   */
  crossOriginFrames?: boolean;
  /**
   * The site's cross-document view transitions run (with DMA-BUF frames, as with
   * `crossOriginFrames`: the web process died at the first transition without them). Off in the
   * other suites, as the other engines' harness skips them (see skipViewTransitions).
   */
  viewTransitions?: boolean;
}

/** One MiniBrowser, one window: the tests open one page at a time in it. */
export class WebKitBrowser {
  page: WebKitPage | null = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  private constructor(
    private readonly launched: Launched,
    readonly options: WebKitOptions,
  ) {}

  static async launch(options: WebKitOptions = {}): Promise<WebKitBrowser> {
    const dir = mkdtempSync(path.join(tmpdir(), 'webkit-test-'));
    mkdirSync(path.join(dir, 'gtk-3.0'));
    writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
    writeFileSync(path.join(dir, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${options.reducedMotion ? 0 : 1}\n`);
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=webkit-test', '-keyout', key, '-out', cert], { stdio: 'ignore' });

    let browser: WebKitBrowser | null = null;
    const proxy = createServer((req, res) => void browser?.proxied(req, res, req.url ?? ''));
    // The site's CSP says upgrade-insecure-requests, which WebKit applies to 127.0.0.1 too (Chromium
    // and Firefox leave loopback alone): such a request is the same request to the test server.
    const tlsProxy = createServer((req, res) => {
      const host = req.headers.host ?? '';
      void browser?.proxied(req, res, `${host.startsWith('127.0.0.1:') ? 'http' : 'https'}://${host}${req.url}`);
    });
    const tlsOptions = { isServer: true, key: readFileSync(key), cert: readFileSync(cert) };
    proxy.on('connect', (_req: IncomingMessage, socket: Socket) => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      tlsProxy.emit('connection', new TLSSocket(socket, tlsOptions));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as { port: number }).port;

    const xvfb = track(spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] }));
    const display = await new Promise<string>((resolve, reject) => {
      (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (d: Buffer) => resolve(d.toString().trim()));
      xvfb.once('exit', () => reject(new Error('Xvfb did not start')));
    });
    const port = await freePort();
    // Pages drawn by Skia on the CPU: on a display without a GPU, Skia's GL path runs on Mesa's
    // software rasteriser, which took more than twice the CPU for the same tests (the form tests:
    // 155 s against 67 s) and starved the other engines' runs beside it. The composited frames go
    // to MiniBrowser's window in shared memory rather than DMA-BUF buffers, which on this display
    // Mesa's software GL (llvmpipe) drew and copied: the gallery tests took 94-97 CPU-s with them,
    // 62-71 without, in the same time. (Not with frames of another site: see WebKitOptions.)
    const env = {
      ...process.env,
      DISPLAY: `:${display}`,
      XDG_CONFIG_HOME: dir,
      WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
      ...(options.crossOriginFrames || options.viewTransitions ? {} : { WEBKIT_DISABLE_DMABUF_RENDERER: '1' }),
    };
    const driver = track(spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' }));
    const stop = () => {
      driver.kill();
      xvfb.kill();
      proxy.close();
      rmSync(dir, { recursive: true, force: true });
    };
    try {
      // The client's own log says each connection aloud unless told to be quiet before it loads.
      process.env.WDIO_LOG_LEVEL ??= 'silent';
      const { default: WebDriver } = await import('webdriver');
      let client: Client | null = null;
      for (let attempt = 0; !client; attempt++) {
        try {
          client = await WebDriver.newSession({
            hostname: '127.0.0.1',
            port,
            logLevel: 'silent',
            connectionRetryCount: 0,
            capabilities: {
              browserName: 'MiniBrowser',
              'wdio:enforceWebDriverClassic': true,
              'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-tls-errors', ...(options.viewTransitions ? [] : ['--features=-CrossDocumentViewTransitions'])] },
            } as WebdriverIO.Capabilities,
          });
        } catch (error) {
          if (attempt > 20) throw error;
          await new Promise((r) => setTimeout(r, 100)); // the driver is still starting
        }
      }
      await client.setTimeouts(undefined, 30_000, 30_000);
      browser = new WebKitBrowser({ xvfb, driver, proxy, client, dir }, options);
      return browser;
    } catch (error) {
      stop();
      throw error;
    }
  }

  get client(): Client {
    return this.launched.client;
  }

  /**
   * A new page in the same tab, left on about:blank by the last page's close(): a new tab costs
   * a new web process, twice the CPU of the page load itself (12 loads: 24.5 CPU-s in new tabs,
   * 12.6 in one). What a new puppeteer page starts afresh does here too: the session storage
   * (cleared by the page's first document of each origin, see initScript) and the focus (a new
   * document's); the tab's history goes on, and no test reads it.
   */
  async newPage(): Promise<WebKitPage> {
    if (this.page) await this.page.close();
    this.page = new WebKitPage(this);
    return this.page;
  }

  /** A tab the page opened (a target="_blank" link), once `found` says it is the one. */
  async waitForTarget(found: (target: { url: () => string }) => boolean, options: { timeout?: number } = {}) {
    const { client } = this;
    const mine = await client.getWindowHandle();
    const end = Date.now() + (options.timeout ?? 30_000);
    for (;;) {
      // Only the list of tabs is asked until a new one shows: the page's own commands may be
      // running meanwhile, and must not land in another tab.
      for (const handle of (await client.getWindowHandles()).filter((h) => h !== mine)) {
        await client.switchToWindow(handle);
        const url = await client.getUrl();
        await client.switchToWindow(mine);
        const close = async () => {
          await client.switchToWindow(handle);
          await client.closeWindow();
          await client.switchToWindow(mine);
        };
        const target = { url: () => url, page: async () => ({ close }) };
        if (found(target)) return target;
      }
      if (Date.now() > end) throw new Error('Waiting for target failed: timeout');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Whether the browser still answers, asked for 5 s at most: its session (the UI process) and
   * the page's web process. Under load the web process has once hung while the session lived:
   * a load of robots.txt never ended, and the driver answered "timeout" three times.
   */
  async alive(): Promise<boolean> {
    const answer = this.client.getWindowHandle().then(
      () => this.client.executeScript('return 1', []).then((one) => one === 1),
      () => false,
    ).catch(() => false);
    return Promise.race([answer, new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
  }

  once(event: 'disconnected', fn: () => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
  }

  async close(): Promise<void> {
    const { client, driver, xvfb, proxy, dir } = this.launched;
    await client.deleteSession().catch(() => {});
    driver.kill();
    xvfb.kill();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    proxy.closeAllConnections();
    rmSync(dir, { recursive: true, force: true });
    for (const fn of this.listeners.get('disconnected') ?? []) fn();
  }

  private async proxied(req: IncomingMessage, res: ServerResponse, url: string) {
    const page = this.page;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const { pathname, searchParams, origin } = new URL(url);
    if (pathname === BLANK) {
      const coop = searchParams.get('coop');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...(coop ? { 'cross-origin-opener-policy': coop } : {}) });
      return void res.end('<!doctype html><title></title>');
    }
    if (!page) return void res.socket?.destroy();
    if (pathname === INIT) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(page.initScript(origin));
    }
    const request = new ProxiedRequest(url, req.method ?? 'GET', headers, Buffer.concat(chunks), res, page);
    page.inFlight.add(request);
    page.lastActivity = Date.now();
    if (page.offline) return void request.abort();
    const listeners = page.listenersOf('request');
    if (!page.intercepting || listeners.length === 0) return void request.continue();
    for (const fn of listeners) fn(request as never);
  }
}

const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Delete: '\uE017',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  Space: ' ',
};
const keyOf = (key: string) => KEYS[key] ?? key;

type Fn = string | ((...args: never[]) => unknown);
/** A function's source, or a string of script as puppeteer takes it: an expression, or statements. */
function source(fn: Fn): string {
  if (typeof fn !== 'string') return fn.toString();
  try {
    new Function(`return (${fn}\n)`); // a syntax check only: never called
    return `(() => (${fn}\n))`;
  } catch {
    return `(() => { ${fn}\n })`;
  }
}

/** Puppeteer's own selector for XPath, the one other kind of selector the tests use. */
const FIND = `(sel, all) => {
  const x = /^::-p-xpath\\((.*)\\)$/.exec(sel);
  if (!x) return all ? [...document.querySelectorAll(sel)] : document.querySelector(sel);
  const r = document.evaluate(x[1], document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const found = Array.from({ length: r.snapshotLength }, (_, i) => r.snapshotItem(i));
  return all ? found : (found[0] ?? null);
}`;

export class WebKitElement {
  constructor(
    private readonly page: WebKitPage,
    readonly ref: { [ELEMENT]: string },
  ) {}
  click() {
    return this.page.clickAt(this.ref);
  }
  hover() {
    return this.page.hoverAt(this.ref);
  }
  focus() {
    return this.page.run('arguments[0].focus()', [this.ref]).then(() => {});
  }
  evaluate(fn: Fn, ...args: unknown[]) {
    return this.page.run(`return (${source(fn)})(...arguments)`, [this.ref, ...args]) as Promise<never>;
  }
  scrollIntoView() {
    return this.page.run("arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })", [this.ref]).then(() => {});
  }
  /** The document of an <iframe>: its scripts run with WebDriver switched into it. */
  async contentFrame() {
    const { client } = this.page;
    return {
      evaluate: async (fn: Fn, ...args: unknown[]) => {
        await client.switchToFrame(this.ref);
        try {
          return (await client.executeScript(`return (${source(fn)})(...arguments)`, args as object[])) as never;
        } finally {
          await client.switchToParentFrame();
        }
      },
    };
  }
}

/** The parts of puppeteer's Page that the tests use, over classic WebDriver. */
export class WebKitPage {
  intercepting = false;
  scriptsBlocked = false;
  offline = false;
  readonly inFlight = new Set<ProxiedRequest>();
  /** The HTML documents served to the page, by URL: what goto() answers with. */
  readonly documents = new Map<string, { status: number; headers: Record<string, string>; body: string }>();
  lastActivity = Date.now();
  /** The origins this page has loaded a document of (see initScript). */
  private readonly origins = new Set<string>();
  /** The page's errors and console lines, as they came. */
  private readonly said: string[] = [];
  private closed = false;
  private readonly inits: string[] = [];
  private readonly events = new Map<string, Listener[]>();
  private chrome = -1;
  private href = 'about:blank';

  constructor(private readonly browser: WebKitBrowser) {}

  get client() {
    return this.browser.client;
  }

  on(event: string, fn: Listener) {
    this.events.set(event, [...this.listenersOf(event), fn]);
    return this;
  }
  listenersOf(event: string): Listener[] {
    return this.events.get(event) ?? [];
  }
  removeAllListeners(event?: string) {
    if (event) this.events.delete(event);
    else this.events.clear();
    return this;
  }
  private emit(event: string, value: unknown) {
    for (const fn of this.listenersOf(event)) fn(value as never);
  }

  initScript(origin: string): string {
    // As in a new tab: no session storage left by the last page of the same origin.
    const fresh = !this.origins.has(origin);
    this.origins.add(origin);
    return [
      ...(fresh ? ['try { sessionStorage.clear(); } catch {}'] : []),
      `(() => { const w = window; w.__wk = { errors: [], console: [] };`,
      `addEventListener('error', (e) => w.__wk.errors.push(e.message));`,
      `addEventListener('unhandledrejection', (e) => w.__wk.errors.push(String(e.reason && e.reason.message || e.reason)));`,
      `for (const type of ['log', 'info', 'warn', 'error']) { const real = console[type].bind(console); console[type] = (...a) => { w.__wk.console.push(type + ': ' + a.map(String).join(' ')); real(...a); }; }`,
      `})();`,
      ...this.inits,
      `document.currentScript && document.currentScript.remove();`,
    ].join('\n');
  }

  /** Runs a script in the page (a promise it returns is awaited), and takes its errors and console lines. */
  async run(body: string, args: unknown[] = []): Promise<unknown> {
    const script = `var __name = (f) => f; const __out = await (async () => { ${body} }).apply(null, arguments);
      const __wk = window.__wk ? { errors: window.__wk.errors.splice(0), console: window.__wk.console.splice(0) } : null;
      return [__out === undefined ? null : __out, __wk, location.href];`;
    let result: [unknown, { errors: string[]; console: string[] } | null, string];
    try {
      result = (await this.client.executeScript(`return (async function () { ${script} }).apply(null, arguments)`, args as object[])) as typeof result;
    } catch (error) {
      throw new Error(String((error as Error).message).replace(/^javascript error: /, ''));
    }
    this.href = result[2];
    this.said.push(...(result[1]?.errors ?? []).map((e) => `error: ${e}`), ...(result[1]?.console ?? []));
    for (const e of result[1]?.errors ?? []) this.emit('pageerror', new Error(e));
    for (const line of result[1]?.console ?? []) {
      const at = line.indexOf(': ');
      this.emit('console', { type: () => line.slice(0, at), text: () => line.slice(at + 2) });
    }
    return result[0];
  }

  evaluate(fn: Fn, ...args: unknown[]) {
    return this.run(`return (${source(fn)})(...arguments)`, args) as Promise<never>;
  }
  $eval(selector: string, fn: Fn, ...args: unknown[]) {
    return this.run(`const el = (${FIND})(arguments[0], false); if (!el) throw new Error('failed to find element matching selector "' + arguments[0] + '"'); return (${source(fn)})(el, ...Array.from(arguments).slice(1))`, [selector, ...args]) as Promise<never>;
  }
  $$eval(selector: string, fn: Fn, ...args: unknown[]) {
    return this.run(`return (${source(fn)})((${FIND})(arguments[0], true), ...Array.from(arguments).slice(1))`, [selector, ...args]) as Promise<never>;
  }
  async $(selector: string): Promise<WebKitElement | null> {
    const ref = (await this.client.executeScript(`return (${FIND})(arguments[0], false)`, [selector])) as { [ELEMENT]: string } | null;
    return ref ? new WebKitElement(this, ref) : null;
  }
  async $$(selector: string): Promise<WebKitElement[]> {
    const refs = (await this.client.executeScript(`return (${FIND})(arguments[0], true)`, [selector])) as { [ELEMENT]: string }[];
    return refs.map((ref) => new WebKitElement(this, ref));
  }

  async waitForFunction(fn: Fn, options: { timeout?: number; polling?: unknown } = {}, ...args: unknown[]) {
    const end = Date.now() + (options.timeout ?? 30_000);
    for (;;) {
      const value = await this.poll(`return (${source(fn)})(...arguments)`, args);
      if (value) return value;
      if (Date.now() > end) throw new Error(`Waiting failed: ${options.timeout ?? 30_000}ms exceeded${await this.state()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /**
   * One question of a wait. A click that navigates can unload the page under it: WebKit then
   * drops the answer ('… before the unload event'), which reads as "not yet", and the next
   * question goes to the new page, as puppeteer's waits do.
   */
  private poll(body: string, args: unknown[]): Promise<unknown> {
    return this.run(body, args).catch((error: Error) => {
      if (/before the unload event/.test(error.message)) return null;
      throw error;
    });
  }
  /** What a failed wait leaves behind to explain it: islands not awake, focus, the page's last words. */
  private async state(): Promise<string> {
    const seen = (await this.run(`return {
        href: location.href,
        asleep: [...document.querySelectorAll('x-island:not([data-hydrated])')].map((el) => el.dataset.island + ' (' + (el.dataset.on || 'load') + ')'),
        focus: document.activeElement ? document.activeElement.tagName.toLowerCase() + (document.activeElement.id ? '#' + document.activeElement.id : '') + ('value' in document.activeElement ? ' = "' + document.activeElement.value + '"' : '') : 'none',
      }`).catch((e: Error) => ({ error: e.message }))) as Record<string, unknown>;
    return `\n    page state: ${JSON.stringify(seen)}\n    page said: ${JSON.stringify(this.said.slice(-8))}`;
  }
  async waitForSelector(selector: string, options: { visible?: boolean; hidden?: boolean; timeout?: number } = {}) {
    const check = `const el = (${FIND})(arguments[0], false);
      const shown = !!el && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width + el.getBoundingClientRect().height > 0;
      return arguments[1] ? !el || !shown : arguments[2] ? shown : !!el;`;
    const end = Date.now() + (options.timeout ?? 30_000);
    while (!(await this.poll(check, [selector, !!options.hidden, !!options.visible]))) {
      if (Date.now() > end) throw new Error(`Waiting for selector \`${selector}\` failed: ${options.timeout ?? 30_000}ms exceeded`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return options.hidden ? null : this.$(selector);
  }

  async goto(url: string, options: { waitUntil?: string } = {}) {
    await this.client.navigateTo(url);
    await this.settle(options.waitUntil);
    const doc = this.documents.get(this.href.replace(/#.*/, '')) ?? this.documents.get(url);
    return doc ? { status: () => doc.status, ok: () => doc.status < 400, headers: () => doc.headers, url: () => this.href, text: async () => doc.body } : null;
  }
  async reload(options: { waitUntil?: string } = {}) {
    await this.client.refresh();
    await this.settle(options.waitUntil);
    return null;
  }
  async waitForNavigation(options: { waitUntil?: string; timeout?: number } = {}) {
    await this.client.executeScript('window.__wkBefore = true', []);
    const end = Date.now() + (options.timeout ?? 30_000);
    while (!(await this.client.executeScript('return !window.__wkBefore && document.readyState === "complete"', []).catch(() => false))) {
      if (Date.now() > end) throw new Error('Navigation timeout exceeded');
      await new Promise((r) => setTimeout(r, 50));
    }
    await this.settle(options.waitUntil);
    return null;
  }
  private async settle(waitUntil?: string) {
    if (waitUntil?.startsWith('networkidle')) await this.waitForNetworkIdle({ idleTime: 500 });
    // On a machine loaded by three engines, the driver has once answered "timeout" to this
    // question about a heavy page still loading: asked again, twice at most.
    for (let attempt = 0; ; attempt++) {
      try {
        this.href = await this.client.getUrl();
        return;
      } catch (error) {
        if (attempt >= 2 || !/timeout/i.test((error as Error).message)) throw error;
      }
    }
  }
  async waitForNetworkIdle(options: { idleTime?: number; timeout?: number } = {}) {
    const idle = options.idleTime ?? 500;
    const end = Date.now() + (options.timeout ?? 30_000);
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < idle) {
      if (Date.now() > end) throw new Error('Timed out waiting for the network to be idle');
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  /** Where the page is, as of the last command (puppeteer's url() does not wait either). */
  url() {
    return this.href;
  }

  /**
   * The window is resized by the X server a moment after WebDriver answers: the page is read
   * until it sees the size asked for. The window's own bars (the height outside the page) are
   * measured once the first resize has landed, and corrected if a later one shows them wrong;
   * on a busy machine a bar height read too early once made a whole page measure a window
   * hundreds of pixels too tall.
   */
  async setViewport({ width, height }: { width: number; height: number }) {
    let inner: number[];
    for (let attempt = 0; attempt < 4; attempt++) {
      await this.client.setWindowRect(null, null, width, height + Math.max(this.chrome, 0));
      inner = await this.windowSettles(width, height + Math.max(this.chrome, 0));
      if (this.chrome < 0 || inner[1] !== height) {
        const [outer] = (await this.client.executeScript('return [outerHeight]', [])) as [number];
        this.chrome = outer - inner[1]!;
      }
      if (inner[1] === height) return;
    }
  }

  /** The page's [innerWidth, innerHeight] once the window is `outer` high and holds still (2 s at most). */
  private async windowSettles(width: number, outer: number): Promise<number[]> {
    const end = Date.now() + 2000;
    let last = '';
    for (;;) {
      const seen = (await this.client.executeScript('return [innerWidth, innerHeight, outerWidth, outerHeight]', [])) as number[];
      const key = seen.join(',');
      if ((seen[2] === width && seen[3] === outer && key === last) || Date.now() > end) return seen.slice(0, 2);
      last = key;
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  async setRequestInterception(on: boolean) {
    this.intercepting = on;
  }
  async setOfflineMode(on: boolean) {
    this.offline = on;
  }
  async evaluateOnNewDocument(fn: Fn, ...args: unknown[]) {
    this.inits.push(`try { (${source(fn)})(...${JSON.stringify(args)}); } catch (e) { window.__wk.errors.push(String(e)); }`);
  }

  /**
   * Scrolled into the middle of the window, then the pointer goes to its centre (as puppeteer
   * does). `press`: the page also notes whether the next press lands on the element (see clickAt).
   */
  private async centre(ref: { [ELEMENT]: string }, press = false): Promise<[number, number, boolean]> {
    // The pointer goes to a point of the window, not to the element (as WebDriver's own element
    // click would): a page still moving (a form swapped back in, a late scroll) could put
    // something else there between the measure and the press. The point is taken once the
    // element is what the window shows there and has not moved for a frame, 40 frames at most.
    return (await this.run(
      `const el = arguments[0];
       const mine = (node) => !!node && (el.contains(node) || node.control === el);
       const own = (node) => mine(node) || (!!node && node.contains(el));
       let point = [0, 0];
       for (let frame = 0, last = ''; frame < 40; frame++) {
         el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
         const r = el.getClientRects()[0] || el.getBoundingClientRect();
         point = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
         if (own(document.elementFromPoint(point[0], point[1])) && String(point) === last) break;
         last = String(point);
         await new Promise((r) => requestAnimationFrame(r));
       }
       // A press that may take the page elsewhere (a link; a submit no island answers) is not
       // watched: a script run while the page leaves waits for the next one, minutes at worst.
       const leaves = !!el.closest('a[href]') || ((el.type === 'submit' || el.type === 'image') && !(el.form && el.form.closest('x-island[data-hydrated]')));
       delete window.__wkPress;
       const watched = arguments[1] && !leaves;
       if (watched) {
         const probe = (window.__wkPress = { hit: false, at: null });
         const note = (e) => {
           probe.at = probe.at || (e.target.tagName ? e.target.tagName.toLowerCase() + (e.target.className ? '.' + String(e.target.className).trim().split(/\\s+/).join('.') : '') : String(e.target));
           // The element, inside it or its label: a press on a box around it (a form, a field's
           // frame) does not focus or activate it.
           if (mine(e.target)) probe.hit = true;
         };
         addEventListener('pointerdown', note, { capture: true, once: true });
         addEventListener('mousedown', note, { capture: true, once: true });
       }
       return [...point, watched];`,
      [ref, press],
    )) as [number, number, boolean];
  }
  /** Whether the press centre() watches for reached its element. */
  private async pressed(): Promise<{ hit: boolean; at: string | null }> {
    for (let look = 0; ; look++) {
      const probe = (await this.run('return window.__wkPress || { hit: true, at: null }')) as { hit: boolean; at: string | null };
      if (probe.hit || look === 3) return probe;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  private async element(selector: string) {
    const found = await this.$(selector);
    if (!found) throw new Error(`No element found for selector: ${selector}`);
    return found.ref;
  }
  private pointer(...actions: object[]) {
    return this.client.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }
  async clickAt(ref: { [ELEMENT]: string }, count = 1) {
    // WebKitWebDriver presses a point of the window: twice in CI runs a press there reached
    // nothing (a send never sent, no error, no toast), though the element was the one shown at
    // that point a moment before. A press that did not land on the element is made once more,
    // and said in the output.
    for (let attempt = 1; ; attempt++) {
      const [x, y, watched] = await this.centre(ref, !this.scriptsBlocked);
      await this.mouse.click(x, y, { count });
      if (!watched) return;
      const { hit, at } = await this.pressed();
      if (hit) return;
      // (A disabled control gets no press event at all: pressed twice, to the same effect.)
      console.warn(`  webkit: a press at (${x}, ${y}) reached ${at ?? 'nothing'}, not the element${attempt === 1 ? ': pressed again' : ''}`);
      if (attempt === 2) return;
    }
  }
  async hoverAt(ref: { [ELEMENT]: string }) {
    const [x, y] = await this.centre(ref);
    await this.mouse.move(x, y);
  }
  async click(selector: string, options: { count?: number; clickCount?: number } = {}) {
    await this.clickAt(await this.element(selector), options.count ?? options.clickCount ?? 1);
  }
  async hover(selector: string) {
    await this.hoverAt(await this.element(selector));
  }
  async focus(selector: string) {
    await this.run('arguments[0].focus()', [await this.element(selector)]);
  }
  async type(selector: string, text: string) {
    await this.focus(selector);
    await this.keyboard.type(text);
  }
  async select(selector: string, ...values: string[]) {
    return this.$eval(
      selector,
      (el: HTMLSelectElement, vals: string[]) => {
        for (const option of el.options) option.selected = vals.includes(option.value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return [...el.selectedOptions].map((o) => o.value);
      },
      values,
    );
  }

  readonly keyboard = {
    press: (key: string) => this.keys([{ type: 'keyDown', value: keyOf(key) }, { type: 'keyUp', value: keyOf(key) }]),
    down: (key: string) => this.keys([{ type: 'keyDown', value: keyOf(key) }]),
    up: (key: string) => this.keys([{ type: 'keyUp', value: keyOf(key) }]),
    type: (text: string) => this.keys([...text].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }])),
  };
  private keys(actions: object[]) {
    return this.client.performActions([{ type: 'key', id: 'keyboard', actions }]);
  }

  readonly mouse = {
    move: (x: number, y: number) => this.pointer({ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 }),
    click: (x: number, y: number, options: { count?: number } = {}) =>
      this.pointer(
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
        ...Array.from({ length: options.count ?? 1 }, () => [{ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]).flat(),
      ),
    wheel: async ({ deltaX = 0, deltaY = 0 }: { deltaX?: number; deltaY?: number }) => {
      await this.client.performActions([{ type: 'wheel', id: 'wheel', actions: [{ type: 'scroll', x: 10, y: 10, deltaX, deltaY, origin: 'viewport', duration: 0 }] }]);
    },
  };

  async screenshot(options: { clip?: { x: number; y: number; width: number; height: number }; path?: string } = {}) {
    let png = Buffer.from(await this.client.takeScreenshot(), 'base64');
    if (options.clip) {
      const { default: sharp } = await import('sharp');
      const { x, y, width, height } = options.clip;
      png = await sharp(png).extract({ left: Math.round(x), top: Math.round(y), width: Math.round(width), height: Math.round(height) }).png().toBuffer();
    }
    if (options.path) writeFileSync(options.path, png);
    return png;
  }

  isClosed() {
    return this.closed;
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    if (this.browser.page === this) this.browser.page = null;
    // Left on an empty page of the same origin and with the same opener policy as the last one,
    // rather than about:blank: WebKit starts a new web process for a page whose opener policy
    // differs from the last page's (the site says same-origin, about:blank nothing), and did so
    // twice per test. 12 loads of a page: 16-19 CPU-s and 12 processes that way, 9 and 1 this way.
    let blank = 'about:blank';
    if (/^https?:/.test(this.href)) {
      // (Node gives the served headers' names in lower case.)
      const coop = this.documents.get(this.href.replace(/#.*/, ''))?.headers['cross-origin-opener-policy'];
      blank = `${new URL(BLANK, this.href).href}${coop ? `?coop=${encodeURIComponent(coop)}` : ''}`;
    }
    await this.client.navigateTo(blank).catch(() => {});
  }
}
