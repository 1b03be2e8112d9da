// Shared test harness: serves dist/ on loopback and drives Debian's
// Chromium through playwright-core. Every page fails its test on any
// console error or uncaught exception (a Rust panic shows as both).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = path.join(root, 'dist');
export const artifacts = path.join(root, 'tests', 'browser', 'artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.pbn': 'text/plain',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};

/** Compressed copies of the served files, kept across test files (artifacts/gzip/), by their contents. */
const gzipDir = path.join(artifacts, 'gzip');

/** Each file version's key (its path, size and time) to its contents' hash, for this process. */
const contentKeys = new Map();

/**
 * `file` gzip-compressed (level 9), compressed once for each contents and
 * kept, as a static host serves a file compressed ahead (or compresses it
 * once and caches it). Compressing the app's 1.2 MB module at each request
 * took 100-200 ms of a core that the page being measured shares, and
 * delayed the first hand on the slow phone by about 250 ms
 * (docs/BENCHMARKS.md). Kept by contents, not by time: a build writes every
 * file anew, most of them the same. `GZIP_EACH=1` compresses at each
 * request as before, for comparison.
 */
function gzipped(file, etag) {
  let key = contentKeys.get(`${file} ${etag}`);
  const bytes = key === undefined ? fs.readFileSync(file) : null;
  if (key === undefined) {
    key = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    contentKeys.set(`${file} ${etag}`, key);
  }
  const kept = path.join(gzipDir, `${key}.gz`);
  if (fs.existsSync(kept)) return fs.readFileSync(kept);
  const body = zlib.gzipSync(bytes ?? fs.readFileSync(file), { level: 9 });
  fs.mkdirSync(gzipDir, { recursive: true });
  const part = `${kept}.${process.pid}`;
  fs.writeFileSync(part, body);
  fs.renameSync(part, kept);
  return body;
}

/** Every file under `dir` compressed before the first request (so no measured visit waits for it). */
function compressAhead(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const stat = fs.statSync(file);
    gzipped(file, `"${stat.size}-${stat.mtimeMs}"`);
  }
}

/**
 * Serves `dir` (dist/) on 127.0.0.1 at a free port, under the path `base`
 * ('/' or a sub-path such as '/halfbridge/', as a project page is served):
 * anything outside `base` is a 404. With `gzip`, answers gzip-compressed
 * to a client that accepts it, as a static host would (compressed once,
 * `gzipped`), with an ETag
 * (a 304 when it matches). `requests` lists every address asked for, in
 * order; `sent` each answer's body bytes as `{ url, bytes, status, from, done }`
 * (`from`: the referrer's path, `/sw.js` for the service worker's; `done`:
 * a promise settled once the answer is over, all its bytes counted);
 * `deploy(dir)` serves another directory from then on (a new version put
 * on the host).
 */
export async function serve({ base = '/', dir = dist, gzip = false } = {}) {
  const requests = [];
  const sent = [];
  const compress = gzip && !process.env.GZIP_EACH;
  if (compress) compressAhead(dir);
  const deploy = (next) => { dir = next; if (compress) compressAhead(next); };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    requests.push(req.url);
    const from = req.headers.referer ? new URL(req.headers.referer).pathname : '';
    const answer = { url: req.url, bytes: 0, status: 200, from };
    answer.done = new Promise((over) => res.on('close', over));
    sent.push(answer);
    const count = (chunk) => { answer.bytes += chunk.length; };
    if (!url.pathname.startsWith(base)) { answer.status = 404; res.writeHead(404); res.end('not found'); return; }
    let file = path.join(dir, decodeURIComponent(url.pathname.slice(base.length - 1)));
    if (!file.startsWith(dir)) { answer.status = 403; res.writeHead(403); res.end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) { answer.status = 404; res.writeHead(404); res.end('not found'); return; }
    const stat = fs.statSync(file);
    const etag = `"${stat.size}-${stat.mtimeMs}"`;
    if (req.headers['if-none-match'] === etag) { answer.status = 304; res.writeHead(304, { etag }); res.end(); return; }
    const headers = { 'content-type': types[path.extname(file)] || 'application/octet-stream', etag };
    if (compress && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      headers['content-encoding'] = 'gzip';
      const body = gzipped(file, etag);
      res.writeHead(200, headers);
      count(body);
      res.end(body);
      return;
    }
    let body = fs.createReadStream(file);
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      headers['content-encoding'] = 'gzip';
      body = body.pipe(zlib.createGzip({ level: 9 }));
    }
    res.writeHead(200, headers);
    body.on('data', count);
    body.pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, requests, sent, deploy, url: `http://127.0.0.1:${server.address().port}${base}` };
}

/**
 * The cheap phone's browser context (`browser.newContext(PHONE)`): a
 * 390×844 screen at twice the density, touch, a mobile browser, US
 * English. The phone's test and the scripts that measure it by hand share
 * it, so their figures are of one phone.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
      // CHROMIUM_ARGS: more switches for a run by hand (for example
      // `--js-flags=--trace-wasm-lazy-compilation`); the tests set none.
      ...(process.env.CHROMIUM_ARGS ? process.env.CHROMIUM_ARGS.split(' ') : [])],
  });
}

/**
 * Serves dist/ (`options` as for `serve`), launches Chromium, runs
 * `body({ browser, url, server, requests, sent, deploy })`, and closes the browser and
 * the server however the body ends, so a failing test leaves no Chromium
 * or port behind for the next.
 */
export async function withBrowser(body, options = {}) {
  const { server, url, requests, sent, deploy } = await serve(options);
  const browser = await launch();
  try {
    return await body({ browser, url, server, requests, sent, deploy });
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

/** A new page that records console errors and uncaught exceptions. */
export async function openPage(browser, url, { viewport = { width: 1280, height: 800 }, locale = 'en-US', context } = {}) {
  const ctx = context || await browser.newContext({ viewport, locale, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  // Workers' errors (a panic in the Closed Room) count too.
  page.on('worker', (worker) => worker.on('console', (msg) => { if (msg.type() === 'error') errors.push('worker: ' + msg.text()); }));
  if (url) await page.goto(url);
  return { page, errors, context: ctx };
}
