// The first visit on the slow phone of phone.test.mjs (390x844, touch, the
// page's CPU throttled 4x), traced, for docs/BENCHMARKS.md ("The slow
// phone's start-up, traced"). Not a test: run by hand, after trunk build,
//   node trace-phone.mjs [runs] [tag]      (CATS=none: no trace, the marks only)
// Writes artifacts/phone-trace-TAG-RUN.json (the Chromium trace) and
// .page.json (first hand, first playable card, long tasks, marks, paints,
// resources); DIST=dir serves another build of the page.
import fs from 'node:fs';
import { withBrowser, artifacts, PHONE } from './harness.mjs';
import { observeStartup, recorded, untilPlayable } from './startup.mjs';
const runs = Number(process.argv[2] || 1);
const tag = process.argv[3] || 'base';
// Marks for the workers (each started, each message either way, each
// terminated) and the service worker's registration, beside the start-up's
// own (startup.mjs).
function markWorkers() {
  const W = window.Worker;
  window.Worker = function (...a) {
    performance.mark('new Worker ' + a[0]);
    const w = new W(...a);
    const post = w.postMessage.bind(w); w.postMessage = (m, ...r) => { performance.mark('to worker'); return post(m, ...r); };
    const end = w.terminate.bind(w); w.terminate = () => { performance.mark('worker terminated'); return end(); };
    w.addEventListener('message', () => performance.mark('from worker'));
    return w;
  };
  window.Worker.prototype = W.prototype;
  if (navigator.serviceWorker) { const r = navigator.serviceWorker.register.bind(navigator.serviceWorker); navigator.serviceWorker.register = (...a) => { performance.mark('sw.register'); return r(...a); }; }
}
await withBrowser(async ({ browser, url }) => {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(observeStartup);
    await context.addInitScript(markWorkers);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE || 4) });
    const path = `${artifacts}/phone-trace-${tag}-${run}.json`;
    const CATS = process.env.CATS ? process.env.CATS.split(',') : ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'v8', 'v8.wasm', 'disabled-by-default-v8.wasm.detailed', 'disabled-by-default-v8.compile', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', 'netlog', 'blink', 'toplevel', 'ServiceWorker'];
    const tracing = process.env.CATS !== 'none';
    if (tracing) await browser.startTracing(page, { path, categories: CATS });
    await page.goto(url);
    await untilPlayable(page);
    await page.waitForTimeout(1500);
    if (tracing) await browser.stopTracing();
    const st = await page.evaluate(() => ({ nav: performance.getEntriesByType('navigation')[0].toJSON(), res: performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd), r.initiatorType]), marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]), paint: performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]) }));
    Object.assign(st, await recorded(page));
    fs.writeFileSync(`${artifacts}/phone-trace-${tag}-${run}.page.json`, JSON.stringify(st, null, 1));
    console.log(`run ${run}: firstHand ${st.firstHand} firstPlayable ${st.firstPlayable} long ${JSON.stringify(st.longTasks)}`);
    console.log('  marks', JSON.stringify(st.marks), 'paint', JSON.stringify(st.paint));
    console.log('  res', JSON.stringify(st.res));
    await context.close();
  }
}, { gzip: true, ...(process.env.DIST ? { dir: process.env.DIST } : {}) });
