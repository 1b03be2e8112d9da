// A team match in real Chromium: the Closed Room plays in a worker while
// the person plays; the comparison's numbers equal the engine's from both
// rooms' play records; the totals add up over two boards; no main-thread
// task exceeds 50 ms during a whole deal; a killed worker is restarted and
// its room replayed without losing the match. (A worker that dies during a
// decision at the person's table: tests/browser/pool.test.mjs.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { newMatch, openSettings, nextDeal, playDeal, saved, engineResult, imps } from './flow.mjs';

const LONG_TASK_MS = 50;

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

test('a two-board match: comparison, totals, long tasks, worker faults', { timeout: 900_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await page.reload();
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { level: 'Standard', boards: 2 });
  assert.equal((await saved(page)).team_match.length, 2);

  // Board 1, measured from the deal to the comparison.
  await page.evaluate(() => { window.__longTasks = []; });
  await playDeal(page);
  const first = await checkComparison(page);
  const longTasks = await page.evaluate(() => window.__longTasks);
  console.log(`long tasks over the whole deal: ${JSON.stringify(longTasks)}`);
  assert.ok(longTasks.every((d) => d <= LONG_TASK_MS), `main-thread tasks over ${LONG_TASK_MS} ms: ${longTasks}`);
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
