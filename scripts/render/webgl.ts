// What the two renderers share (npm run images, npm run portraits): a server on 127.0.0.1 for
// the page and what it loads, and headless Chromium drawing WebGL on the CPU (SwiftShader).
import { createServer, type RequestListener, type Server } from 'node:http';
import puppeteer, { type Browser } from 'puppeteer';

export async function serveLocally(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

export function launchWebGL(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--headless=new', '--no-sandbox', '--ignore-gpu-blocklist', '--enable-webgl', '--disable-gpu-watchdog', '--js-flags=--max-old-space-size=4096'],
    // A frame of several million pixels takes minutes on the CPU.
    protocolTimeout: 600_000,
  });
}
