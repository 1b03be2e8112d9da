// What the slow phone's start-up costs before the game's own code runs: the
// floor under phone.test.mjs's start-up long tasks (docs/BENCHMARKS.md,
// "The start-up's floor"). Not a test: run by hand, after trunk build,
//   node floor-phone.mjs [rounds]          (DIST=dir for another build)
// Each round opens three pages on the slow phone (390x844, touch, 4x), in
// turn, each in a fresh context, from a copy of the build with two more
// pages beside index.html:
//   blank  a page of one line: Chromium's navigation and a parse alone;
//   shell  index.html whose loader fetches and compiles the wasm and
//          imports its JS, as the game's does, but never starts it: the
//          navigation, the parse, the style sheet, the hidden font line,
//          the wasm's arrival and the module's evaluation;
//   game   index.html: the whole start-up, up to the first hand.
// and prints each page's long tasks (PerformanceObserver 'longtask', wall
// ms, as phone.test.mjs counts them) up to its end: the first hand, or for
// the other two the load event and the wasm compiled, then two frames.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { withBrowser, dist, artifacts, PHONE } from './harness.mjs';
import { longTasks } from '../../runs/phone/tasks.mjs';
import { observeStartup } from './startup.mjs';

const rounds = Number(process.argv[2] || 5);
const RATE = Number(process.env.RATE || 4);
const from = process.env.DIST || dist;

// The copy: the build, plus blank.html and shell.html.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
fs.cpSync(from, dir, { recursive: true });
const index = fs.readFileSync(path.join(from, 'index.html'), 'utf8');
const started = 'await init({ module_or_path: await wasm });';
if (!index.includes(started)) throw new Error(`index.html's loader no longer reads "${started}": mend floor-phone.mjs`);
fs.writeFileSync(path.join(dir, 'shell.html'), index.replace(started, 'await wasm; window.__shellDone = true;'));
// Parts of the shell, to find which of its work makes its long tasks
// (KINDS=blank,css,wasm,js,shell,game picks the pages): css is index.html
// with no loader at all; wasm only fetches and compiles the wasm; js only
// imports the module's JS.
const loader = index.slice(index.indexOf('<script type="module">'), index.indexOf('</script>') + '</script>'.length);
fs.writeFileSync(path.join(dir, 'css.html'), index.replace(loader, ''));
fs.writeFileSync(path.join(dir, 'wasm.html'), index.replace(loader, '<script type="module">await WebAssembly.compileStreaming(fetch("./app_bg.wasm")); window.__shellDone = true;</script>'));
fs.writeFileSync(path.join(dir, 'js.html'), index.replace(loader, '<script type="module">await import("./app.js"); window.__shellDone = true;</script>'));
fs.writeFileSync(path.join(dir, 'blank.html'), '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>blank</title><p>A blank page.</p></html>\n');

/** Waits until the page has loaded (and, for the shell, compiled the wasm), then two frames. */
async function settled(page, shell) {
  await page.evaluate(async (shell) => {
    if (document.readyState !== 'complete') await new Promise((r) => addEventListener('load', r, { once: true }));
    while (shell && !window.__shellDone) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, shell);
}

const kinds = (process.env.KINDS || 'blank,shell,game').split(',');
const rows = Object.fromEntries(kinds.map((k) => [k, []]));
await withBrowser(async ({ browser, url }) => {
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      const context = await browser.newContext(PHONE);
      await context.addInitScript(observeStartup);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      const address = kind === 'game' ? url : new URL(`${kind}.html`, url).href;
      // TRACE=1: each page traced (artifacts/floor-KIND-ROUND.json), its long tasks' parts printed.
      const trace = `${artifacts}/floor-${kind}-${round}.json`;
      if (process.env.TRACE) await browser.startTracing(page, { path: trace, categories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'loading', 'v8', 'v8.wasm', 'blink'] });
      await page.goto(address);
      let end;
      if (kind === 'game') {
        // A plain evaluate, not waitForFunction: that one first compiles
        // Playwright's injected script on the page's thread (startup.mjs).
        await page.evaluate(() => new Promise((resolve) => {
          const look = () => (window.__startup.firstHand !== null ? resolve() : setTimeout(look, 50));
          look();
        }));
        end = await page.evaluate(() => window.__startup.firstHand);
      } else {
        await settled(page, ['shell', 'wasm', 'js'].includes(kind));
        end = await page.evaluate(() => Math.round(performance.now()));
      }
      const long = await page.evaluate((end) => window.__startup.longTasks.filter((t) => t.start <= end).map((t) => t.duration), end);
      rows[kind].push({ end, long });
      console.log(`round ${round} ${kind.padEnd(5)} end ${String(end).padStart(5)} ms  long tasks (ms wall) ${JSON.stringify(long)}`);
      if (process.env.TRACE) {
        await browser.stopTracing();
        for (const line of longTasks(trace)) console.log(`  ${line}`);
      }
      await context.close();
    }
  }
}, { gzip: true, dir });
fs.rmSync(dir, { recursive: true, force: true });

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : 0; };
for (const [kind, rs] of Object.entries(rows)) {
  const counts = rs.map((r) => r.long.length);
  const longest = rs.map((r) => Math.max(0, ...r.long));
  console.log(`${kind.padEnd(5)} ${rs.length} runs: long tasks a start-up, median ${median(counts)} (${counts.join(', ')}); `
    + `the longest, median ${median(longest)} ms (${longest.join(', ')}); runs with none ${counts.filter((c) => c === 0).length}`);
}
