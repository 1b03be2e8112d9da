// `halfbridge serve` for the online tests: the CLI built once (or
// HALFBRIDGE_BIN, say a branch's), serving dist/ and a database in a fresh
// temporary folder on a free port of 127.0.0.1; stopped by `stop()`.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, dist } from './harness.mjs';

/** The line the server writes once it listens, read whole: stderr may come
 * in pieces, and a cut address (`http://127.0.0.1`) must never be taken. */
const LISTENING = /halfbridge serve: (http:\/\/\S+) \(database [^\n]*\)\n/;

/** Starts the server; `{ base, stop }`, `base` ending in `/`. */
export async function startServer() {
  const bin = process.env.HALFBRIDGE_BIN || path.join(root, 'target', 'debug', 'halfbridge');
  if (!process.env.HALFBRIDGE_BIN) execFileSync('cargo', ['build', '-p', 'halfbridge-cli', '--quiet'], { cwd: root, stdio: 'inherit' });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'halfbridge-online-'));
  const server = spawn(bin,
    ['serve', '--addr', '127.0.0.1:0', '--database', `sqlite://${tmp}/t.db`, '--dist', dist],
    { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  const base = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`halfbridge serve did not start: ${said}`)), 60000);
    server.on('exit', (code) => { clearTimeout(timer); fail(new Error(`halfbridge serve ended (${code}): ${said}`)); });
    // Read on to the end: a full pipe would stop the server.
    server.stderr.on('data', (chunk) => {
      said += chunk;
      const m = said.match(LISTENING);
      if (m) { clearTimeout(timer); ok(`${m[1]}/`); }
    });
  });
  const stop = () => {
    server.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { base, stop };
}
