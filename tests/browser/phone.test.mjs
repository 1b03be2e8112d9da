// The game on a learner's cheap phone, emulated in Chromium: 390×844,
// touch, a mobile viewport, the page's CPU throttled 4× through the
// DevTools protocol (Emulation.setCPUThrottlingRate). The first visit up to
// the first playable card, then a new match at Standard and one whole deal
// played by taps (touches, as a finger's). Reports every long task (PerformanceObserver 'longtask',
// wall time) of the start-up and of the deal, and the start-up figures
// (artifacts/phone.json; docs/BENCHMARKS.md keeps them).
//
// The goal (the second test, marked todo until it is met): no page-thread
// task during the deal that takes over 50 ms on the phone. "During the deal" is from the first playable card of the new
// match to the result on screen: every tap, the robots' answers and the
// tricks gathered; not the start-up or the settings. A task's time on the
// phone is its CPU time (the trace's thread time, as match.test.mjs
// measures): Chromium's throttling keeps the throttled thread busy, so its
// thread time is the throttled time (tasks of 26 ms CPU for 28 ms wall,
// 61 for 72), while on this shared 2-core machine the wall time also
// counts every wait for a core (the worker solving on the other one, the
// other builds), which a phone's own cores would not add. The wall-time
// long tasks are printed and kept beside it. The start-up's figures are
// recorded, not asserted: one run on a loaded machine is not a phone.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { withBrowser, openPage, artifacts, PHONE } from './harness.mjs';
import { newMatch, playDeal, touchTap } from './flow.mjs';
import { observeStartup, untilPlayable } from './startup.mjs';
import { pageTasks } from './trace.mjs';

/** How many times slower than this machine the phone's CPU is. */
const RATE = 4;
/** The longest a page-thread task may take on the phone during a deal. */
const TASK_MS = 50;
/** The deal's page-thread tasks over TASK_MS of CPU (filled by the first test). */
let slow = null;

/** Waits for the first playable card of the deal on screen (a card of South or North to tap, or the contract chooser). */
async function playable(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('button.card')].some((b) => !b.disabled)
    || document.querySelector('button.bid'), null, { timeout: 120_000 });
}

test('a cheap phone (4× slower CPU): start-up, then a deal at Standard, their long tasks reported', { timeout: 900_000 }, () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observeStartup);
  const { page, errors } = await openPage(browser, null, { context });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });

  // The first visit.
  await page.goto(url);
  const start = await untilPlayable(page);
  const startup = {
    firstHandMs: start.firstHand,
    firstPlayableMs: start.firstPlayable,
    longTasksToFirstPlayable: start.longTasks.filter((t) => t.start <= start.firstPlayable),
  };
  console.log(`start-up at ${RATE}× slower: first hand ${startup.firstHandMs} ms, first playable card ${startup.firstPlayableMs} ms, `
    + `long tasks (ms) ${JSON.stringify(startup.longTasksToFirstPlayable.map((t) => t.duration))}`);
  await page.screenshot({ path: `${artifacts}/phone-start.png` });

  // A new match at Standard; the deal, from its first playable card to its result.
  await newMatch(page, { level: 'Standard' });
  await playable(page);
  const before = await page.evaluate(() => window.__startup.longTasks.length);
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  const t0 = await page.evaluate(() => performance.now());
  await playDeal(page, { press: (card) => touchTap(cdp, card), checkCards: false });
  const dealMs = Math.round(await page.evaluate(() => performance.now()) - t0);
  const tasks = pageTasks(await browser.stopTracing());
  const wall = await page.evaluate((n) => window.__startup.longTasks.slice(n).map((t) => t.duration), before);
  await page.screenshot({ path: `${artifacts}/phone-result.png` });
  const most = tasks.reduce((m, t) => (t.cpu > m.cpu ? t : m));
  console.log(`the deal at ${RATE}× slower: ${dealMs} ms, ${tasks.length} page-thread tasks; long tasks (wall ms) ${JSON.stringify(wall)}; `
    + `the most CPU in one task ${most.cpu.toFixed(1)} ms (${most.wall.toFixed(1)} ms wall: ${most.parts()}) [parts wall/CPU ms]; `
    + `tasks over ${TASK_MS} ms CPU: ${JSON.stringify(tasks.filter((t) => t.cpu > TASK_MS).map((t) => Math.round(t.cpu)))}`);
  fs.writeFileSync(`${artifacts}/phone.json`, JSON.stringify({
    rate: RATE,
    startup,
    deal: { ms: dealMs, longTasks: wall, mostCpuMs: Math.round(most.cpu * 10) / 10, tasksOverCpuMs: tasks.filter((t) => t.cpu > TASK_MS).map((t) => Math.round(t.cpu)) },
  }, null, 2));

  slow = tasks.filter((t) => t.cpu > TASK_MS).map((t) => `${t.cpu.toFixed(1)} ms CPU: ${t.parts()}`);
  assert.deepEqual(errors, []);
}, { gzip: true }));

// The goal, not met yet: a play's frame (its style, layout and paint) and
// the end of a deal (every hand shown, the result) still come to 50-85 ms
// of the phone's CPU now and then (docs/BENCHMARKS.md, "A cheap phone"). A
// test marked todo reports its failure without failing the run; drop the
// mark once the deal has no such task.
test('the deal on the cheap phone: no page-thread task over 50 ms', { todo: 'not met: 2-14 tasks over 50 ms of CPU a deal (11 paired runs of one seeded deal, 2026-11-29), was 3-32 (BENCHMARKS.md, A cheap phone)' }, () => {
  assert.notEqual(slow, null, 'the deal was played (the test above)');
  assert.deepEqual(slow, [], `page-thread tasks over ${TASK_MS} ms on the phone during the deal`);
});
