// A team match in real Chromium: the Closed Room plays in a worker while
// the person plays; the comparison's numbers equal the engine's from both
// rooms' play records; the totals add up over two boards; the page thread
// is never blocked by the page's own work during a whole deal; a killed
// worker is restarted and its room replayed without losing the match. (A
// worker that dies during a decision at the person's table:
// tests/browser/pool.test.mjs.)
//
// "Never blocked" is measured as work, not as waiting. The rule is that no
// task on the page thread (our wasm and JS, and the style, layout and
// paint our DOM changes cost) takes more than 50 ms. A task's wall time
// (PerformanceObserver 'longtask', Long Animation Frames) also counts the
// time the thread waited for a core: on this machine's 2 shared cores,
// with the Closed Room's worker solving on one of them and other builds
// beside, traces showed a compositor Commit of 11 ms wall for 0.1 ms of
// CPU and microtasks of 15 ms wall for 0.1 ms of CPU; under load a task of
// 162 ms wall had 13.5 ms of CPU, and no task of a deal has had over 15 ms:
// the old wall-time assertion (it saw 67-95 ms) measured the machine's
// load, and failed under it. So the
// assertion is on each task's CPU time, from a Chromium trace of the deal
// (the trace's thread time of every page-thread task, category
// 'toplevel'): it does not grow when the thread waits. The wall-time
// figures are still printed, with what each long frame spent on script
// and on rendering (Long Animation Frames), so a log explains a slow run;
// and a frame may not last over STALL_MS of wall time even on a loaded
// machine, which catches a page that waits synchronously (no CPU spent,
// the page frozen all the same). Figures: docs/BENCHMARKS.md.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { newMatch, openSettings, nextDeal, playDeal, saved, engineResult, imps } from './flow.mjs';
import { pageTasks } from './trace.mjs';

/** The most CPU time one page-thread task may take. */
const TASK_CPU_MS = 50;
/** The longest frame (wall time) even on a loaded machine. */
const STALL_MS = 500;

/** Long Animation Frames as `{ wall, script, render, by }`, ms (`by`: the longest script's invoker). */
function frames(entries) {
  return entries.map((f) => {
    const longest = f.scripts.reduce((m, s) => (s.duration > m.duration ? s : m), { duration: 0, invoker: '' });
    return {
      wall: Math.round(f.duration),
      script: Math.round(f.scripts.reduce((a, s) => a + s.duration, 0)),
      render: f.renderStart ? Math.round(f.startTime + f.duration - f.renderStart) : 0,
      by: `${longest.invoker} ${Math.round(longest.duration)}`,
    };
  });
}

/** Waits for the comparison of the current board and checks it. */
async function checkComparison(page) {
  const region = page.getByRole('region', { name: 'Comparison' });
  await region.locator('[data-imps]').waitFor({ timeout: 300_000 });
  const s = await saved(page);
  const b = s.team_match.boards[s.team_match.boards.length - 1];
  const open = engineResult(b.open).ns;
  const closed = engineResult(b.closed).ns;
  assert.equal(b.closed.plays.length === 52 || b.closed.plays.length === 0, true);
  const net = Number(await region.locator('[data-net]').getAttribute('data-net'));
  const shownImps = Number(await region.locator('[data-imps]').getAttribute('data-imps'));
  assert.equal(net, open - closed, 'net = Open NS + Closed EW');
  assert.equal(shownImps, imps(net), 'IMPs by the WBF scale');
  return { net, imps: shownImps };
}

test('a two-board match: comparison, totals, the page thread\'s work, worker faults', { timeout: 900_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__frames.push(e.toJSON());
    }).observe({ type: 'long-animation-frame', buffered: false });
  });
  await page.reload();
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { level: 'Standard', boards: 2 });
  assert.equal((await saved(page)).team_match.length, 2);

  // Board 1, measured from the deal to the comparison.
  await page.evaluate(() => { window.__longTasks = []; window.__frames = []; });
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  await playDeal(page, { checkCards: false });
  const first = await checkComparison(page);
  const tasks = pageTasks(await browser.stopTracing());
  const longTasks = await page.evaluate(() => window.__longTasks);
  const long = frames(await page.evaluate(() => window.__frames));
  const most = tasks.reduce((m, t) => (t.cpu > m.cpu ? t : m));
  const longest = tasks.reduce((m, t) => (t.wall > m.wall ? t : m));
  console.log(`page thread over the deal: ${tasks.length} tasks; the most CPU in one ${most.cpu.toFixed(1)} ms `
    + `(${most.wall.toFixed(1)} ms wall: ${most.parts()}); the longest ${longest.wall.toFixed(1)} ms wall `
    + `(${longest.cpu.toFixed(1)} ms CPU: ${longest.parts()}) [parts wall/CPU ms]`);
  console.log(`'longtask' (wall ms): ${JSON.stringify(longTasks)}`);
  console.log(`frames over 50 ms (wall ms: script, render, longest script): ${JSON.stringify(long)}`);
  const busy = tasks.filter((t) => t.cpu > TASK_CPU_MS);
  assert.deepEqual(busy.map((t) => `${t.cpu.toFixed(1)} ms CPU: ${t.parts()}`), [], `page-thread tasks over ${TASK_CPU_MS} ms of CPU`);
  const stalls = long.filter((f) => f.wall > STALL_MS);
  assert.deepEqual(stalls, [], `frames over ${STALL_MS} ms of wall time`);
  await page.screenshot({ path: `${artifacts}/match-board-1.png`, fullPage: true });

  // Board 2, at the Expert level: close every worker mid-deal, silently
  // (no error event); the table's decisions end at their deadline, and the
  // silent workers are replaced (taken for the table, or by the watchdog)
  // and play on: the Closed Room is finished and compared.
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Expert' }).click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await nextDeal(page);
  let killed = false;
  await playDeal(page, {
    during: async (open) => {
      if (!killed && open.plays.length >= 8) {
        for (const w of page.workers()) await w.evaluate(() => self.close()).catch(() => {});
        killed = true;
      }
      return false;
    },
  });
  assert.ok(killed);
  const second = await checkComparison(page);
  // No notice is owed: a worker closed silently is replaced when the
  // person's table next needs it, or by the watchdog if it was busy (the
  // notice for a worker that dies in a decision: pool.test.mjs).

  // The scorecard's totals are the sums of the boards.
  const card = page.getByRole('region', { name: 'Scorecard' });
  assert.equal(Number(await card.locator('[data-total-net]').getAttribute('data-total-net')), first.net + second.net);
  assert.equal(Number(await card.locator('[data-total-imps]').getAttribute('data-total-imps')), first.imps + second.imps);
  assert.match(await page.getByRole('region', { name: 'Result' }).innerText(), /The match is over/);
  await page.screenshot({ path: `${artifacts}/match-over.png`, fullPage: true });

  // The match survives a reload.
  const before = await saved(page);
  await page.reload();
  await page.getByRole('region', { name: 'Scorecard' }).waitFor();
  assert.deepEqual(await saved(page), before);
  assert.deepEqual(errors, []);
}));
