// Contract bridge in real Chromium, through accessible names only: a new
// match in Contract bridge at Beginner; South bids through the "Bidding
// box" (the cheapest bid allowed first, then Pass), each call previewed;
// a robot call's explanation appears on focus; a reload in the middle of
// the auction resumes it exactly; the board is played to its end and the
// score shown equals the engine's (`halfbridge replay` of the record, with
// its calls); the Closed Room plays the same board and the comparison
// shows both rooms' contracts. Screenshots at 1280×800 and 390×844 in the
// auction and in mid-play go to artifacts/contract-*.png.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { currentBoard, newMatch, playDeal, engineResult, setLanguage } from './flow.mjs';
import { changedSince, changes, resize } from './waits.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const BID = /^[1-7] (Clubs?|Diamonds?|Hearts?|Spades?|No Trump)$/;
/** The calls of a stored table (absent while there are none). */
const callsOf = (table) => table.calls ?? [];
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Both sizes' screenshots of the page as it is, and no sideways scrolling on the phone. */
async function shoot(page, name) {
  await page.screenshot({ path: `${artifacts}/contract-${name}-desktop.png` });
  await resize(page, PHONE);
  assert.ok(await overflow(page) <= 0, `${name}: no horizontal scrolling on the phone`);
  await page.screenshot({ path: `${artifacts}/contract-${name}-phone.png`, fullPage: true });
  await resize(page, DESKTOP);
}

test('Contract bridge: bid through the bidding box, every call explained, reload mid-auction, play and score', { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url, { viewport: DESKTOP });
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { variant: 'Contract bridge', level: 'Beginner' });
  const auction = page.getByRole('region', { name: 'Auction', exact: true });
  await auction.waitFor();
  const first = await currentBoard(page);
  assert.equal(first.open.rules.variant, 'Contract');
  assert.equal(first.open.board.number, 1);
  assert.equal(first.open.board.dealer, 'North', 'board 1: North deals');

  let bid = false;
  let robotExplained = false;
  let shotAuction = false;
  let shotPlay = false;
  const during = async (open) => {
    if (open.plays.length === 0 && !open.contract) {
      // The auction: a robot's call explains itself on focus.
      const robotCalls = auction.getByRole('button', { name: /^(West|North|East) calls / });
      if (!robotExplained && await robotCalls.count()) {
        const call = robotCalls.first();
        await call.focus();
        const meaning = auction.getByRole('status');
        const text = (await meaning.innerText()).trim();
        assert.match(text, /^(Pass|X|XX|[1-7](♣|♦|♥|♠|NT)): ./u, `a robot call is explained on focus: ${text}`);
        robotExplained = true;
      }
      const box = page.getByRole('region', { name: 'Bidding box' });
      if (!await box.isVisible()) return false;
      const buttons = box.getByRole('button');
      const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      assert.equal(names.length, 38, `35 bids, Pass, Double, Redouble: ${names}`);
      for (const name of ['1 Spade', '2 Spades', '2 No Trump', '7 No Trump', 'Pass', 'Double', 'Redouble']) assert.ok(names.includes(name), `${name} in ${names}`);
      assert.ok(await box.getByRole('button', { name: 'Pass', exact: true }).isEnabled(), 'Pass is always allowed');
      // Illegal calls are disabled: the engine's legal calls are the enabled buttons.
      const enabled = await box.getByRole('button', { disabled: false }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      // Calls are stored as text: "P", "X", "XX", or a bid ("1♠", "3NT").
      const anyBid = callsOf(open).some((c) => /^[1-7]/.test(c));
      if (!anyBid) assert.equal(enabled.length, 36, `no bid yet: Pass and every bid (${enabled})`);
      if (!shotAuction && callsOf(open).length >= 1) {
        await shoot(page, 'auction');
        // The same auction in Japanese: the bidding box, the grid and the meanings from the catalog.
        await setLanguage(page, '日本語');
        await page.getByRole('region', { name: 'サウス', exact: true }).waitFor();
        await shoot(page, 'auction-ja');
        await setLanguage(page, 'English');
        await page.getByRole('region', { name: 'South', exact: true }).waitFor();
        shotAuction = true;
      }
      // The person's first call is the cheapest bid allowed, then Pass.
      const choice = bid ? box.getByRole('button', { name: 'Pass', exact: true }) : box.getByRole('button', { name: BID, disabled: false }).first();
      const label = await choice.getAttribute('aria-label');
      await choice.hover();
      await choice.focus();
      const preview = (await box.getByRole('status').innerText()).trim();
      assert.ok(preview.includes(': '), `the bidding box previews what ${label} would show: ${preview}`);
      await choice.press('Enter');
      bid = true;
      return true;
    }
    if (!shotPlay && open.plays.length >= 6) {
      await shoot(page, 'play');
      shotPlay = true;
    }
    return false;
  };

  // A reload in the middle of the auction, right after the person's first call.
  const reloadMidAuction = async () => {
    for (let guard = 0; guard < 200; guard++) {
      const seen = await changes(page);
      const open = (await currentBoard(page)).open;
      if (bid && callsOf(open).length >= 1 && !open.contract && !page.isClosed()) {
        const grid = async () => auction.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        const before = await grid();
        const calls = callsOf((await currentBoard(page)).open);
        if (before.length !== calls.length) { await changedSince(page, seen); continue; }
        await page.reload();
        await auction.waitFor();
        const after = callsOf((await currentBoard(page)).open);
        assert.deepEqual(after.slice(0, calls.length), calls, 'the calls survive a reload');
        const shown = await grid();
        assert.deepEqual(shown.slice(0, before.length), before, 'the auction on screen comes back as it was');
        return;
      }
      await during(open);
      await changedSince(page, seen);
    }
    assert.fail('South never called before the auction ended');
  };
  await reloadMidAuction();

  const { board } = await playDeal(page, { variant: 'Contract', during });
  assert.ok(bid, 'South called through the bidding box');
  assert.ok(robotExplained, 'a robot call was explained');
  assert.ok(callsOf(board.open).length >= 4, 'an auction was recorded');
  assert.ok(board.open.contract, 'a contract was reached (South bid)');
  // After the auction, the calls stay in view beside the play, still explained.
  const afterwards = page.getByRole('region', { name: 'Auction', exact: true });
  await afterwards.waitFor();
  assert.equal(await afterwards.getByRole('button').count(), callsOf(board.open).length);
  const result = page.getByRole('region', { name: 'Result' });
  const head = (await result.locator('.result-head').innerText()).trim();
  assert.match(head, /[1-7](♣|♦|♥|♠|NT)/u, `the result shows the contract: ${head}`);

  // The Closed Room plays the same board with an auction of its own.
  const comparison = page.locator('section.comparison:not(.pending)');
  await comparison.waitFor({ timeout: 120_000 });
  const closed = (await currentBoard(page)).closed;
  assert.ok(callsOf(closed).length >= 4, 'the Closed Room bid');
  const closedResult = engineResult(closed);
  const rows = await comparison.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  assert.equal(Number(rows[1][4]), closedResult.ns, `the Closed Room's score: ${rows}`);
  if (closed.contract) assert.notEqual(rows[1][2], '—', 'the Closed Room\'s contract is shown');
  await comparison.screenshot({ path: `${artifacts}/contract-comparison.png` });
  assert.deepEqual(errors, []);
}));
