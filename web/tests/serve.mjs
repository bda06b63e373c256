// For the browser tests: web/dist served on a free localhost port; and
// for them and benches/wasm/bench.mjs (which serves web/dist with python3
// -m http.server instead), Debian's Chromium started headless with the
// flags this machine needs (no sandbox as root, no background networking:
// the network is closed).
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.pl': 'text/plain',
};

// Serves the files of `dist`; resolves to { server, base } (base ends in /).
export async function serveDist(dist) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const file = path.join(dist, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end(); return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

// Its contexts are in memory, as in a private window: no code cache.
export function launchChromium() {
  return chromium.launch({ executablePath, args });
}

// A browser whose one context keeps its profile in `dir`, as a student's
// browser does: HTTP cache and code cache on disk (benches/wasm/bench.mjs,
// the second visit).
export function launchPersistent(dir) {
  return chromium.launchPersistentContext(dir, { executablePath, args, headless: true });
}
