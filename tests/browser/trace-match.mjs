// A Chromium performance trace of one whole deal of a team match at the
// Standard level, for docs/BENCHMARKS.md: the page thread's tasks over
// 30 ms of wall time from the deal to the comparison, each with its CPU
// time (the trace's thread time) and its largest parts as wall/CPU ms,
// then the CPU time of the page thread, the rasterisers, the compositors
// and the workers over the deal. A task whose wall time is far above its
// CPU time waited for a core, it did not work. Not a test: run by hand,
//   node trace-match.mjs
// (writes artifacts/trace-match.json).
import fs from 'node:fs';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { newMatch, playDeal } from './flow.mjs';

const ms = (us) => Math.round((us || 0) / 100) / 10;

await withBrowser(async ({ browser, url }) => {
  const { page } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { level: 'Standard', boards: 2 });
  const path = `${artifacts}/trace-match.json`;
  await browser.startTracing(page, { path, categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'cc'] });
  await playDeal(page, { checkCards: false });
  await page.getByRole('region', { name: 'Comparison' }).locator('[data-imps]').waitFor({ timeout: 300_000 }).catch(() => {});
  await browser.stopTracing();
  const events = JSON.parse(fs.readFileSync(path, 'utf8')).traceEvents;
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const thread = (e) => names.get(`${e.pid}:${e.tid}`);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 30_000 && thread(e) === 'CrRendererMain');
  const t0 = events.reduce((m, e) => (e.ts > 0 && e.ts < m ? e.ts : m), Infinity);
  for (const t of tasks) {
    const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e.dur > 3000 && e !== t)
      .map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''} ${ms(e.dur)}/${ms(e.tdur)}`);
    console.log(`at ${Math.round((t.ts - t0) / 1000)} ms, ${ms(t.dur)} ms wall, ${ms(t.tdur)} ms CPU: ${inside.slice(0, 12).join(' | ')}`);
  }
  // CPU time (ms) by kind of thread over the deal.
  const cpu = {};
  const add = (k, us) => { cpu[k] = (cpu[k] || 0) + us; };
  for (const e of events) {
    if (e.ph !== 'X' || !e.tdur) continue;
    const name = thread(e);
    if (name === 'CrRendererMain' && e.name === 'RunTask') add('page thread', e.tdur);
    else if (e.name === 'RasterTask') add('raster', e.tdur);
    else if ((name === 'Compositor' || name === 'VizCompositorThread') && e.name === 'RunTask') add(name, e.tdur);
    else if (name === 'DedicatedWorker thread' && e.name === 'RunTask') add('workers', e.tdur);
  }
  const page0 = events.filter((e) => e.name === 'RunTask' && thread(e) === 'CrRendererMain' && e.dur);
  const longestCpu = page0.reduce((m, e) => Math.max(m, e.tdur || 0), 0);
  const longestWall = page0.reduce((m, e) => Math.max(m, e.dur || 0), 0);
  console.log(`page thread: ${page0.length} tasks, the longest ${ms(longestWall)} ms wall, the most CPU in one ${ms(longestCpu)} ms`);
  console.log(`CPU ms over the deal: ${Object.entries(cpu).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', ')}`);
});
