// The same seeded Closed Room played with pools of 1 and 2 workers
// (`?test&pool=N`) gives the same record: the room is a function of its
// seed, not of the pool. It times nothing, so it runs with the browser
// tests that run three at a time (scripts/test.sh), not with pool.test.mjs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage } from './harness.mjs';
import { newMatch, playDeal, saved } from './flow.mjs';

test('the same seeded Closed Room with pools of 1 and 2 workers gives the same record', { timeout: 900_000 }, () => withBrowser(async ({ browser, url }) => {
  // Pool of 1: the room's worker is taken for the person's table at every
  // computer card and the room resumes from its moves so far.
  const one = await openPage(browser, `${url}?test&pool=1`);
  await one.page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(one.page, { level: 'Standard', boards: 1 });
  await playDeal(one.page);
  await one.page.getByRole('region', { name: 'Comparison' }).locator('[data-imps]').waitFor({ timeout: 600_000 });
  const finished = await saved(one.page);
  const closedOne = finished.team_match.boards[0].closed;
  console.log(`notices with a pool of 1: ${JSON.stringify(await one.page.getByRole('alert').allInnerTexts())}`);

  // Pool of 2: the same match (the same board and seeds) with both rooms
  // taken back to the deal, played again; the room has a worker of its own.
  const again = structuredClone(finished);
  const b = again.team_match.boards[0];
  b.open = { ...b.open, contract: null, plays: [] };
  b.closed = { ...b.closed, contract: null, plays: [] };
  // The seeds are u64s, beyond a JavaScript number's exact integers: they
  // are put back as the page wrote them.
  const raw = await one.page.evaluate(() => localStorage.getItem('halfbridge/v1'));
  const seeds = [...raw.matchAll(/"bot_seed":(\d+)/g)].map((m) => m[1]);
  let n = 0;
  const text = JSON.stringify(again).replace(/"bot_seed":\d+(\.\d+)?(e\+?\d+)?/g, () => `"bot_seed":${seeds[n++]}`);
  assert.equal(n, seeds.length);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await ctx.addInitScript((s) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('halfbridge/v1', s);
      sessionStorage.setItem('seeded', '1');
    }
  }, text);
  const two = await openPage(browser, `${url}?test&pool=2`, { context: ctx });
  await two.page.getByRole('region', { name: 'South', exact: true }).waitFor();
  assert.equal(await two.page.evaluate(() => window.__halfbridge_pool_size()), 2);
  await playDeal(two.page);
  await two.page.getByRole('region', { name: 'Comparison' }).locator('[data-imps]').waitFor({ timeout: 600_000 });
  const closedTwo = (await saved(two.page)).team_match.boards[0].closed;
  console.log(`notices with a pool of 2: ${JSON.stringify(await two.page.getByRole('alert').allInnerTexts())}`);

  assert.equal(closedOne.plays.length, 52);
  assert.deepEqual(closedTwo, closedOne, 'the Closed Room is a function of its seed, not of the pool');
  console.log(`Closed Room: ${JSON.stringify(closedOne.contract)}, the same 52 cards with 1 and 2 workers`);
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
}));
