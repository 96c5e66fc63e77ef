// The page both renderers drive (index.ts draws with three.js, cycles.ts exports for Cycles):
// ./browser/ bundled with esbuild, served from 127.0.0.1 (nothing leaves the machine) and opened
// in headless Chromium with WebGL 2 on the CPU (SwiftShader).
import { createServer } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import puppeteer, { type Page } from 'puppeteer';
import sharp, { type Sharp } from 'sharp';
import type { PhotoEntry } from './manifest.ts';

export async function openScenes(root: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const bundle = await build({
    entryPoints: [join(root, 'scripts/render/browser/main.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    minify: false,
    logLevel: 'warning',
  });
  const js = bundle.outputFiles[0]!.text;
  const html = '<!doctype html><meta charset="utf-8"><body style="margin:0;background:#000"><script type="module" src="/main.js"></script>';
  const server = createServer((req, res) => {
    if (req.url === '/main.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    else res.writeHead(204).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--headless=new', '--no-sandbox', '--ignore-gpu-blocklist', '--enable-webgl', '--disable-gpu-watchdog', '--js-flags=--max-old-space-size=4096'],
    protocolTimeout: 600_000,
  });
  const close = async (): Promise<void> => {
    await browser.close();
    server.close();
  };
  try {
    const page = await browser.newPage();
    page.on('pageerror', (err) => console.log(`  [browser] ${String(err)}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction('typeof window.renderShot === "function"');
    return { page, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Rendered pixels per output pixel, per side: up to 2, within 2.6 Mpx a frame (SwiftShader renders on the CPU; its MSAA costs more than supersampling). */
function supersample(width: number, height: number): number {
  const budget = 2_600_000;
  return Math.max(1, Math.min(2, Math.sqrt(budget / (width * height))));
}

/** `e` drawn by three.js at `width` × `height`, the right way up, not yet mirrored (e.mirror): supersampled, read back as raw pixels (base64 through the DevTools protocol) and scaled down. */
export async function drawFrame(page: Page, e: PhotoEntry, width: number, height: number): Promise<Sharp> {
  const ss = supersample(width, height);
  const w = Math.round(width * ss);
  const h = Math.round(height * ss);
  await page.evaluate((job) => (window as unknown as { renderShot: (j: unknown) => Promise<void> }).renderShot(job), { path: e.path, width: w, height: h, shot: e.shot, mood: e.mood, msaa: false });
  const raw = Buffer.from(await page.evaluate(() => {
    const win = window as unknown as { __frame: string };
    const f = win.__frame;
    win.__frame = '';
    return f;
  }), 'base64');
  return sharp(raw, { raw: { width: w, height: h, channels: 4 } }).flip().removeAlpha().resize(width, height, { kernel: 'lanczos3' });
}
