// The deal of phone.test.mjs on the slow phone (390x844, touch, 4x), traced,
// to find what its long tasks are. Not a test: run by hand after trunk build,
//   node trace-deal.mjs [tag]
// Writes artifacts/phone-deal-TAG.json (the Chromium trace) and prints each
// page-thread task over 50 ms of CPU with the marks around it.
import fs from 'node:fs';
import { withBrowser, artifacts, PHONE } from './harness.mjs';
import { newMatch, playDeal, seededRandom, touchTap } from './flow.mjs';
import { pageThread } from './trace.mjs';
const tag = process.argv[2] || 'base';
function observe() {
  new MutationObserver(() => {
    if (!window.__resultSeen && document.querySelector('[aria-label="Result"]')) { window.__resultSeen = true; performance.mark('result shown'); }
  }).observe(document, { subtree: true, childList: true });
}
await withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observe);
  // SEEDED=1: the page's random numbers seeded, the same deal each run (as ab-deal.mjs).
  if (process.env.SEEDED) await context.addInitScript(seededRandom);
  // INJECT='js': a script run before the page's own (to try a change without a build).
  if (process.env.INJECT) await context.addInitScript(process.env.INJECT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE || 4) });
  await page.goto(url);
  await newMatch(page, { level: 'Standard' });
  await page.waitForFunction(() => [...document.querySelectorAll('button.card')].some((b) => !b.disabled) || document.querySelector('button.bid'), null, { timeout: 120_000 });
  const path = `${artifacts}/phone-deal-${tag}.json`;
  const CATS = process.env.CATS ? process.env.CATS.split(',') : ['toplevel', 'devtools.timeline', 'blink.user_timing'];
  await browser.startTracing(page, { path, categories: CATS });
  await page.evaluate(() => performance.mark('deal start'));
  await playDeal(page, process.env.CLICK ? { checkCards: false } : { press: (card) => touchTap(cdp, card), checkCards: false }); // CLICK=1: Playwright's click
  await page.evaluate(() => performance.mark('deal end'));
  await browser.stopTracing();
  const events = JSON.parse(fs.readFileSync(path)).traceEvents;
  const main = pageThread(events);
  const marks = main.filter((e) => e.cat.includes('blink.user_timing')).sort((a, b) => a.ts - b.ts);
  const t0 = (marks.find((m) => m.name === 'deal start') || main[0]).ts;
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && (e.tdur ?? e.dur) > 50000);
  // The whole deal: its tasks' CPU, and the frame work's parts (count, CPU ms).
  const all = main.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= t0);
  const part = (n) => { const es = main.filter((e) => e.ph === 'X' && e.name === n && e.ts >= t0); return `${n} ${es.length}/${Math.round(es.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000)}`; };
  console.log(`the deal: ${all.length} tasks, ${Math.round(all.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000)} ms CPU, ${tasks.length} over 50 ms; ${['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'FunctionCall', 'HandlePostMessage'].map(part).join(', ')}`);
  for (const t of tasks) {
    const inside = main.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && (e.dur > 1000 || e.name === 'EventDispatch'));
    const before = marks.filter((m) => m.ts <= t.ts).slice(-2).map((m) => m.name);
    console.log(`${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.tdur / 1000).toFixed(1)} CPU; after ${JSON.stringify(before)}`);
    for (const e of inside) console.log(`   ${e.name} ${(e.dur / 1000).toFixed(1)}/${((e.tdur ?? 0) / 1000).toFixed(1)} ${JSON.stringify(e.args?.data?.type ?? e.args?.data?.functionName ?? e.args?.data?.url ?? '').slice(0, 80)}`);
  }
}, { gzip: true, ...(process.env.DIST ? { dir: process.env.DIST } : {}) });
