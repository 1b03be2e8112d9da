// GBridge in real Chromium, through accessible names only: a whole short
// game (3 rounds) against Beginner robots; each round's scores checked
// against the engine (`halfbridge score --rules gbridge`); a reload in the
// middle of a round resumes it exactly; the scoreboard shows the robot in
// the person's seat on the same cards; the game link opens the same deals
// (in Japanese, on a phone) with the sharer's scores beside. Screenshots at
// 1280×800 and 390×844, English and Japanese. A stored game that parses
// but does not replay is reported and kept aside, never destroyed.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { withBrowser, openPage, artifacts, root } from './harness.mjs';
import { CARD, openSettings } from './flow.mjs';
import { changedSince, changes } from './waits.mjs';

const halfbridge = path.join(root, 'target', 'debug', 'halfbridge');
const engineScore = (bid, tricks) => Number(execFileSync(halfbridge, ['score', '--rules', 'gbridge', '--bid', String(bid), '--tricks', String(tricks)], { encoding: 'utf8' }).trim().split('\n').pop());
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('halfbridge/v1/gbridge')));

/** Plays until the game is over; `during(state)` may reload. */
async function playGame(page, { during = async () => {} } = {}) {
  const south = page.getByRole('region', { name: 'South', exact: true });
  const bid = page.getByRole('region', { name: 'Bid', exact: true });
  let hookSeen = false;
  // One round a change of the page (a robot's bid or card, mine).
  for (let guard = 0; guard < 2000; guard++) {
    const seen = await changes(page);
    if ((await page.locator('.gb-status').innerText()).includes('The game is over')) return { hookSeen };
    await during();
    if (await bid.isVisible()) {
      const disabled = bid.getByRole('button', { disabled: true });
      if (await disabled.count() > 0) {
        hookSeen = true;
        assert.match(await bid.innerText(), /is not allowed to the last bidder/);
      }
      await bid.getByRole('button', { disabled: false }).first().click();
      continue;
    }
    const card = south.getByRole('button', { name: CARD, disabled: false }).first();
    if (await card.count() > 0) {
      await card.click();
      if (await card.count() > 0 && (await card.getAttribute('aria-pressed')) === 'true') await card.click();
      continue;
    }
    await changedSince(page, seen);
  }
  assert.fail('the game did not end');
}

test('GBridge: a whole 3-round game, reload mid-round, the robot in my seat, the link', { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'GBridge' }).click();
  await dialog.getByRole('button', { name: 'Beginner' }).click();
  const rounds = dialog.getByRole('spinbutton', { name: 'Rounds in a game' });
  await rounds.fill('3');
  await rounds.dispatchEvent('change');
  await dialog.getByRole('button', { name: 'New match' }).click();
  await page.getByText('Round 1 of 3').waitFor();
  assert.match(await page.locator('.gb-trump').innerText(), /^Trump: /);
  await page.screenshot({ path: `${artifacts}/gbridge-start-1280.png` });

  let reloaded = false;
  const during = async () => {
    if (reloaded) return;
    const s = await stored(page);
    const game = s.game;
    // Round 3, after a trick, on the person's turn to play.
    const personsTurn = await page.getByRole('region', { name: 'South', exact: true }).getByRole('button', { name: CARD, disabled: false }).count() > 0;
    if (!personsTurn || !(await page.getByText('Round 3 of 3').isVisible()) || game.actions.length < 1 + 2 + 3 + 2 * 4 + 4 + 4) return;
    const screen = async () => ({
      south: await page.getByRole('region', { name: 'South', exact: true }).locator('[aria-label]').evaluateAll((els) => els.map((e) => `${e.getAttribute('aria-label')}:${e.disabled}`)),
      trick: await page.getByRole('region', { name: 'Current trick' }).getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      bids: await page.locator('.gb-bid').evaluateAll((els) => els.map((e) => e.textContent)),
      trump: await page.locator('.gb-trump').innerText(),
    });
    const before = await screen();
    const record = (await stored(page)).game;
    await page.screenshot({ path: `${artifacts}/gbridge-mid-1280.png` });
    await page.reload();
    await page.getByRole('region', { name: 'South', exact: true }).getByRole('button', { name: CARD, disabled: false }).first().waitFor();
    assert.deepEqual(await screen(), before, 'a reload resumes the round exactly');
    assert.deepEqual((await stored(page)).game, record, 'a reload keeps the record');
    reloaded = true;
  };
  await playGame(page, { during });
  assert.ok(reloaded, 'reloaded in the middle of round 3');

  // Each round's scores are the engine's.
  const board = page.getByRole('region', { name: 'Scoreboard' });
  const cells = await board.locator('tbody td[data-seat]').evaluateAll((els) => els.map((e) => ({ seat: e.dataset.seat, bid: +e.dataset.bid, tricks: +e.dataset.tricks, score: +e.dataset.score })));
  assert.equal(cells.length, 12, 'three rounds, four players');
  const totals = {};
  for (const c of cells) {
    assert.equal(c.score, engineScore(c.bid, c.tricks), `${c.seat}: bid ${c.bid}, ${c.tricks} tricks`);
    totals[c.seat] = (totals[c.seat] || 0) + c.score;
  }
  const shownTotals = await board.locator('tfoot td[data-total]').evaluateAll((els) => els.map((e) => +e.dataset.total));
  assert.deepEqual(shownTotals, ['North', 'East', 'South', 'West'].map((s) => totals[s]));
  const best = Math.max(...shownTotals);
  const winners = ['North', 'East', 'South', 'West'].filter((s) => totals[s] === best);
  assert.match(await page.locator('.gb-status').innerText(), new RegExp(`Winner: ${winners[0]}`));
  // The robot in the person's seat, round by round, from the same cards.
  await board.locator('tbody td.gb-robot[data-robot]').nth(2).waitFor();
  const robot = await board.locator('tbody td.gb-robot').evaluateAll((els) => els.map((e) => e.textContent));
  assert.equal(robot.length, 3);
  for (const r of robot) {
    const m = r.match(/^(\d+)\/(\d+) ([+-]\d+)$/);
    assert.ok(m, `robot cell "${r}"`);
    assert.equal(Number(m[3]), engineScore(m[1], m[2]));
  }
  const s = await stored(page);
  assert.equal(s.compare.seed, s.game.seed, 'the comparison plays the same game');
  await page.screenshot({ path: `${artifacts}/gbridge-over-1280.png`, fullPage: true });

  // The link: same deals, the sharer's scores beside, in Japanese on a phone.
  await board.getByRole('button', { name: 'Share this game' }).click();
  const link = await board.getByRole('textbox', { name: 'Share link' }).inputValue();
  assert.match(link, /#g=[0-9a-f]+\.3\.r\./);
  const trumps = await board.locator('tbody th[scope=row]').evaluateAll((els) => els.map((e) => e.textContent));
  const phone = await openPage(browser, link.replace(/^https?:\/\/[^/]+\//, url), { viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  await phone.page.getByText('ラウンド1／3').waitFor();
  const first = await stored(phone.page);
  assert.equal(first.game.seed, s.game.seed, 'the link opens the same seed');
  assert.equal(first.friend.length, 3, "the sharer's scores come with the link");
  await phone.page.screenshot({ path: `${artifacts}/gbridge-ja-390.png`, fullPage: true });
  const symbol = trumps[0].match(/\((.)\)/)[1];
  assert.ok((await phone.page.locator('.gb-trump').innerText()).includes(symbol), 'the same trump in round 1');
  await phone.page.screenshot({ path: `${artifacts}/gbridge-ja-390-bid.png`, fullPage: true });
  // English on a phone, Japanese on a desktop.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}/gbridge-en-390.png`, fullPage: true });
  const desk = await openPage(browser, link.replace(/^https?:\/\/[^/]+\//, url), { locale: 'ja-JP' });
  await desk.page.getByText('ラウンド1／3').waitFor();
  await desk.page.screenshot({ path: `${artifacts}/gbridge-ja-1280.png` });
  assert.deepEqual([...errors, ...phone.errors, ...desk.errors], []);
}));

test('GBridge: a stored game that parses but does not replay is reported and kept aside', { timeout: 120_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  // Round 1 deals one card: a bid of 99 tricks is refused on replay.
  const damaged = JSON.stringify({ chosen: true, active: true, rounds: 3, game: { seed: 7, rules: { length: 3 }, actions: [{ Bid: 0 }, { Bid: 99 }] }, compare: null, friend: [] });
  await page.evaluate((text) => {
    localStorage.setItem('halfbridge/v1/gbridge', text);
    // An earlier damaged store already kept aside is not overwritten either.
    localStorage.setItem('halfbridge/v1/gbridge/unreadable', 'earlier');
  }, damaged);
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'The saved game could not be read' });
  await notice.waitFor();
  assert.match(await notice.innerText(), /game: action 1 of the record is refused/, 'the notice says why');
  const kept = await page.evaluate(() => [localStorage.getItem('halfbridge/v1/gbridge/unreadable'), localStorage.getItem('halfbridge/v1/gbridge/unreadable/2')]);
  assert.deepEqual(kept, ['earlier', damaged], 'the stored text is kept, beside the earlier one');
  // The page writes afresh (no GBridge table without a game), keeping the choice.
  const fresh = await stored(page);
  assert.equal(fresh.game, null);
  assert.equal(fresh.active, false);
  assert.equal(fresh.chosen, true);
  await page.screenshot({ path: `${artifacts}/gbridge-damaged-1280.png` });
  // A second load finds a good store: no notice, the kept text still there.
  await page.reload();
  // The notices are mounted with the table, in the same first render, from
  // what the store held when the page started: no later notice to wait for.
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  assert.equal(await page.getByRole('alert').filter({ hasText: 'The saved game could not be read' }).count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('halfbridge/v1/gbridge/unreadable/2')), damaged);
  assert.deepEqual(errors, []);
}));
