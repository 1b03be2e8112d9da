// A Chromium performance trace of one whole deal of a team match at the
// Standard level, for docs/BENCHMARKS.md: the page thread's tasks over
// 30 ms from the deal to the comparison, each with its largest parts. Not
// a test: run by hand,
//   node trace-match.mjs
// (writes artifacts/trace-match.json).
import fs from 'node:fs';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { newMatch, playDeal } from './flow.mjs';

await withBrowser(async ({ browser, url }) => {
  const { page } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { level: 'Standard', boards: 2 });
  const path = `${artifacts}/trace-match.json`;
  await browser.startTracing(page, { path, categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8'] });
  await playDeal(page);
  await page.getByRole('region', { name: /comparison/i }).first().waitFor().catch(() => {});
  await browser.stopTracing();
  const events = JSON.parse(fs.readFileSync(path, 'utf8')).traceEvents;
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 30_000 && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  const t0 = events.reduce((m, e) => (e.ts > 0 && e.ts < m ? e.ts : m), Infinity);
  for (const t of tasks) {
    const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e.dur > 3000 && e !== t)
      .map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''} ${Math.round(e.dur / 1000)}`);
    console.log(`at ${Math.round((t.ts - t0) / 1000)} ms, ${Math.round(t.dur / 1000)} ms: ${inside.slice(0, 12).join(' | ')}`);
  }
});
