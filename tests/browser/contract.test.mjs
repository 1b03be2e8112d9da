// Contract bridge in real Chromium, through accessible names only: a new
// match in Contract bridge at Beginner; South bids through the "Bidding
// box" (the cheapest bid allowed first, then Pass), each call previewed;
// a robot call's explanation appears on focus; a reload in the middle of
// the auction resumes it exactly; the board is played to its end and the
// score shown equals the engine's (`halfbridge replay` of the record, with
// its calls); the Closed Room plays the same board and the comparison
// shows both rooms' contracts and auctions, a call explained on focus and
// on tap (shot in Spanish too, artifacts/contract-comparison-es-*.png). Screenshots at 1280×800 and 390×844 in the
// auction and in mid-play go to artifacts/contract-*.png.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { withBrowser, openPage, artifacts, root } from './harness.mjs';
import { analyse, checkOpenRoom, currentBoard, newMatch, nextDeal, playDeal, engineResult, setLanguage } from './flow.mjs';
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
      // The box shows on the person's turn, and the robots wait for it; the
      // board read before may be older by a robot's call or two.
      open = (await currentBoard(page)).open;
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
  // Both rooms' calls are explained in the comparison as at the table: on
  // focus (the keyboard), on tap, each described by the meaning it shows.
  const auctions = comparison.getByRole('group', { name: 'Auction' });
  const meaning = auctions.getByRole('status');
  const roomCalls = auctions.locator('.room-auction').nth(1).getByRole('button');
  assert.equal(await roomCalls.count(), callsOf(closed).length, 'every Closed Room call is a button');
  const closedCall = roomCalls.first();
  assert.match(await closedCall.getAttribute('aria-label'), /^(West|North|East|South) calls /);
  await closedCall.focus();
  // The meaning is read once the call is the one explained (marked shown).
  await auctions.locator('.room-auction').nth(1).locator('.shown').waitFor();
  const focused = (await meaning.innerText()).trim();
  assert.match(focused, /^(Pass|X|XX|[1-7](♣|♦|♥|♠|NT)): ./u, `a Closed Room call is explained on focus: ${focused}`);
  const describedBy = await closedCall.getAttribute('aria-describedby');
  assert.equal(await meaning.getAttribute('id'), describedBy, 'the call is described by the meaning');
  assert.equal(await comparison.locator(`[id="${describedBy}"]`).count(), 1, 'one paragraph of that id');
  const openCall = auctions.locator('.room-auction').nth(0).getByRole('button').last();
  await openCall.click();
  const openShown = auctions.locator('.room-auction').nth(0).locator('.shown');
  await openShown.waitFor();
  assert.equal(await openShown.getAttribute('aria-label'), await openCall.getAttribute('aria-label'), 'the tapped call is the one explained');
  const tapped = (await meaning.innerText()).trim();
  assert.match(tapped, /^(Pass|X|XX|[1-7](♣|♦|♥|♠|NT)): ./u, `an Open Room call is explained on tap: ${tapped}`);
  await comparison.screenshot({ path: `${artifacts}/contract-comparison.png` });
  // In Spanish (the longest headings) at both sizes: nothing scrolls sideways.
  await setLanguage(page, 'Español');
  await page.getByRole('region', { name: 'Comparación' }).scrollIntoViewIfNeeded();
  await shoot(page, 'comparison-es');
  await setLanguage(page, 'English');
  // axe finds nothing serious in the comparison, its calls now buttons.
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const serious = await page.evaluate(async () => (await window.axe.run('section.comparison', { resultTypes: ['violations'] })).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`));
  assert.deepEqual(serious, [], 'axe on the comparison');
  assert.deepEqual(errors, []);
}));

// Every hand 10 HCP, balanced, no long suit: the robots' system passes.
const PASS_OUT_DEAL = 'N:A832.K74.Q52.J63 K754.Q83.J63.A72 Q96.J952.A74.K84 JT.AT6.KT98.QT95';
const PLAYED_DEAL = 'N:KJT9843.A83.JT.3 Q72.65.Q7.AKQJ75 A.KJT74.K9862.96 65.Q92.A543.T842';
const halfbridge = path.join(root, 'target', 'debug', 'halfbridge');
/** A call as the page stores it, from the CLI's PBN word. */
const stored = (word) => ({ Pass: 'P' }[word] ?? word);

/** The review region once every part is in. */
async function openReview(page, button) {
  await button.click();
  const review = page.getByRole('region', { name: 'Review' });
  await review.waitFor();
  await page.waitForSelector('.review[data-complete="true"]', { timeout: 120_000 });
  return review;
}

/** The review's par and auction lines against the oracle, for both rooms. */
async function checkAuctions(review, board) {
  const oracle = analyse(board.open);
  assert.equal(Number(await review.locator('.deal-par').getAttribute('data-score')), oracle.deal_par.score, 'the deal\'s par is the oracle\'s');
  const lines = await review.locator('.rv-auction').evaluateAll((ps) => ps.map((p) => ({ contract: p.dataset.contract ?? null, score: Number(p.dataset.score), imps: Number(p.dataset.imps) })));
  const want = [oracle.auctions[0], analyse(board.closed).auctions[0]].map((a) => ({ contract: a.contract, score: a.score, imps: a.imps }));
  assert.deepEqual(lines, want, 'each room\'s auction against par, as the oracle has it');
  const dd = await review.locator('.dd-table td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.tricks)));
  assert.deepEqual(dd, oracle.dd.flat(), 'the double-dummy table is the oracle\'s');
  const scores = await review.locator('.contract-scores td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.score)));
  assert.deepEqual(scores.sort((a, b) => a - b), oracle.contracts.map((c) => c.score).sort((a, b) => a - b), 'every bid\'s score for the auction\'s declarer');
  return oracle;
}

test('Contract bridge: a passed-out board scores 0 in both rooms and the match goes on; the review equals halfbridge analyse', { timeout: 900_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url, { viewport: DESKTOP });
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { variant: 'Contract bridge', level: 'Beginner' });
  await page.getByRole('region', { name: 'Auction', exact: true }).waitFor();
  const pbn = [PASS_OUT_DEAL, PLAYED_DEAL].map((deal, i) => `[Board "${i + 1}"]\n[Dealer "${'NE'[i]}"]\n[Vulnerable "${['None', 'NS'][i]}"]\n[Deal "${deal}"]\n`).join('\n');
  const file = path.join(artifacts, 'passout.pbn');
  fs.writeFileSync(file, pbn);
  await page.getByLabel('Open hand file').setInputFiles(file);
  const notice = page.getByRole('alert').filter({ hasText: 'passout.pbn:' });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Close' }).click();
  const expected = execFileSync(halfbridge, ['bid', '--deal', PASS_OUT_DEAL, '--dealer', 'N', '--vul', 'None', '--level', 'beginner'], { encoding: 'utf8' })
    .trim().split('\n').map((l) => stored(l.split(/\s+/)[0]));
  assert.deepEqual(expected, ['P', 'P', 'P', 'P'], 'the engine passes this deal out');

  // Board 1: the person passes too.
  const result = page.getByRole('region', { name: 'Result' });
  const box = page.getByRole('region', { name: 'Bidding box' });
  await box.or(result).first().waitFor({ timeout: 60_000 });
  assert.ok(await box.isVisible(), 'the person calls before the auction ends');
  const before = ((await currentBoard(page)).open.calls ?? []).length;
  await box.getByRole('button', { name: 'Pass', exact: true }).click();
  await page.waitForFunction((n) => (JSON.parse(localStorage.getItem('halfbridge/v1')).team_match.boards.at(-1).open.calls ?? []).length > n, before);
  await result.waitFor({ timeout: 60_000 });
  const first = await currentBoard(page);
  assert.equal(first.open.board.number, 1);
  assert.deepEqual(first.open.calls, ['P', 'P', 'P', 'P'], 'four passes at the person\'s table');
  assert.match(await result.innerText(), /Passed out/);
  assert.equal(Number(await result.getAttribute('data-ns-score')), 0);
  assert.equal(engineResult(first.open).ns, 0, 'the engine scores it 0');
  const comparison = page.locator('section.comparison:not(.pending)');
  await comparison.waitFor({ timeout: 120_000 });
  const closed = (await currentBoard(page)).closed;
  assert.deepEqual(closed.calls, expected, 'the Closed Room passes it out as `halfbridge bid` does');
  const rows = await comparison.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  assert.deepEqual(rows.map((r) => Number(r[4])), [0, 0], `0 to both sides in both rooms: ${rows}`);
  // Its review: no declarer, no contract list, passing against par.
  const passedReview = await openReview(page, result.getByRole('button', { name: 'Review' }));
  const passedOracle = await checkAuctions(passedReview, await currentBoard(page));
  assert.equal(passedOracle.declarer, null);
  assert.equal(await passedReview.locator('.rv-room').count(), 0, 'no play to review');
  await passedReview.getByRole('button', { name: 'Close' }).click();
  await nextDeal(page);
  const second = await currentBoard(page);
  assert.equal(second.open.board.number, 2, 'the match goes on to board 2');

  // Board 2: South bids the cheapest bid, then passes; the deal is played out.
  let bid = false;
  const during = async (open) => {
    if (open.contract || open.plays.length || !await box.isVisible()) return false;
    const choice = bid ? box.getByRole('button', { name: 'Pass', exact: true }) : box.getByRole('button', { name: BID, disabled: false }).first();
    await choice.click();
    bid = true;
    return true;
  };
  await playDeal(page, { variant: 'Contract', during });
  await page.locator('.scorecard tr[data-board="1"]').waitFor({ timeout: 300_000 });
  await comparison.waitFor({ timeout: 120_000 });
  const board = await currentBoard(page);
  // The review from the result, then from the scorecard's row.
  const checkPlayed = async (review) => {
    const oracle = await checkAuctions(review, board);
    assert.equal(oracle.declarer, oracle.auctions[0].declarer, 'the declarer is the auction\'s');
    await checkOpenRoom(review, oracle);
    assert.match(await review.innerText(), /IMPs? against par/);
  };
  const fromResult = await openReview(page, result.getByRole('button', { name: 'Review' }));
  await checkPlayed(fromResult);
  await fromResult.getByRole('button', { name: 'Close' }).click();
  await fromResult.waitFor({ state: 'detached' });
  const review = await openReview(page, page.getByRole('button', { name: 'Review board 2' }));
  await checkPlayed(review);
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await page.setViewportSize(viewport);
    await review.scrollIntoViewIfNeeded();
    assert.ok(await overflow(page) <= 0, `${name}: no horizontal scrolling`);
    await review.screenshot({ path: `${artifacts}/contract-review-${name}.png` });
    await page.screenshot({ path: `${artifacts}/contract-review-page-${name}.png`, fullPage: true });
  }
  assert.deepEqual(errors, []);
}));
