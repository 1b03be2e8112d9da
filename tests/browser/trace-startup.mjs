// A Chromium performance trace of the first visit, for docs/BENCHMARKS.md:
// the page thread's tasks over 12 ms from navigation to the first playable
// card, each with its largest parts. Not a test: run by hand,
//   node trace-startup.mjs [runs]
// (writes artifacts/trace-startup.json, the last run's trace).
import fs from 'node:fs';
import { withBrowser, artifacts } from './harness.mjs';
import { settled } from './waits.mjs';

const runs = Number(process.argv[2] || 1);
await withBrowser(async ({ browser, url }) => {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await context.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const path = `${artifacts}/trace-startup.json`;
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'] });
    await page.goto(url);
    await page.waitForFunction(() => [...document.querySelectorAll('button.card')].some((b) => !b.disabled) || document.querySelector('button.bid'), null, { timeout: 60_000 });
    const playable = await page.evaluate(() => performance.now());
    // The tail of the start in the trace: until the motion is over and the page's thread is idle.
    await settled(page);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done())));
    await browser.stopTracing();
    const long = await page.evaluate(() => window.__long);
    const events = JSON.parse(fs.readFileSync(path, 'utf8')).traceEvents;
    const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
    // The page's renderer and its navigation.
    const nav = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).startsWith('http')).at(-1);
    console.log(`run ${run}: first playable at ${Math.round(playable)} ms; longtask entries ${JSON.stringify(long)}`);
    const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 12_000 && e.pid === nav.pid && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain'
      && e.ts - nav.ts < playable * 1000);
    for (const t of tasks) {
      const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e.dur > 1500 && e !== t && e.name !== 'v8.callFunction')
        .map((e) => `${e.name} ${Math.round(e.dur / 1000)}`);
      console.log(`  at ${Math.round((t.ts - nav.ts) / 1000)} ms, ${Math.round(t.dur / 1000)} ms: ${inside.slice(0, 8).join(' | ')}`);
    }
    await context.close();
  }
}, { gzip: true });
