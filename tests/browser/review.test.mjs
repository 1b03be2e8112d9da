// The learning aids in real Chromium, through accessible names and keys:
// the review of a finished board shows the same double-dummy table and
// per-card results as the native `halfbridge analyse` (the oracle) for its
// record; a deliberate mistake is marked; Undo (key U) restores exactly the
// earlier record; a claim that holds is accepted and one that fails is
// refused (a chosen deal from a .HND file); Hint (key H) shows a legal card;
// declarer practice gives the person a declaring seat deal after deal; a
// board played again leaves the match totals unchanged. Screenshots of the
// review at 1280×800 and 390×844, English and Japanese; the review's time
// in Chromium is printed as a figure (p50/p95/max), not asserted.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { CARD, analyse, checkOpenRoom, currentBoard, newMatch, openSettings, nextDeal, playCard, playDeal, saved } from './flow.mjs';
import { quiet } from './waits.mjs';
import { board, hnd } from './fixtures.mjs';

/** Milliseconds each whole review took, over every test of this file. */
const reviewTimes = [];

/**
 * South declares with 31 HCP; West holds the ♣A, so North–South cannot
 * take all 13 tricks, but South's eight top spades and hearts are certain.
 */
function claimHnd() {
  return hnd(board(1, 'N', [
    ['AKQJ', '765', '1098', '432'],
    ['AKQJ', '765', '1098', '432'],
    ['AKQ', '765', 'J1098', '432'],
    ['Q2', 'A987', 'KJ10', '6543'],
  ]));
}

async function openFile(page, name, text) {
  const file = path.join(artifacts, name);
  fs.writeFileSync(file, text);
  await page.getByLabel('Open hand file').setInputFiles(file);
  const alert = page.getByRole('alert').filter({ hasText: `${name}:` });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Close' }).click();
  await alert.waitFor({ state: 'detached' });
}

const enabledCards = (page) => page.getByRole('button', { name: CARD, disabled: false });

/** Waits for the person's turn to play a card. */
async function personsTurn(page) {
  await enabledCards(page).first().waitFor({ timeout: 60_000 });
  // A card just tapped is still enabled until its play, a task later.
  await quiet(page);
  await enabledCards(page).first().waitFor({ timeout: 60_000 });
}

/** Opens the review from `button`, waits for every part, checks it against the oracle. */
async function checkReview(page, button, board) {
  await button.click();
  const review = page.getByRole('region', { name: 'Review' });
  await review.waitFor();
  await page.waitForSelector('.review[data-complete="true"]', { timeout: 120_000 });
  reviewTimes.push(Number(await review.getAttribute('data-ms')));
  const oracle = analyse(board.open);
  const dd = await review.locator('.dd-table td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.tricks)));
  assert.deepEqual(dd, oracle.dd.flat(), 'the double-dummy table is the oracle\'s');
  await checkOpenRoom(review, oracle);
  if (board.closed.plays.length === 52) {
    const closed = analyse(board.closed).rooms[0];
    const closedCards = await review.locator('.rv-room').nth(1).locator('.rv-card').evaluateAll((els) => els.map((e) => Number(e.dataset.tricks)));
    assert.deepEqual(closedCards, closed.plays.map((p) => p.tricks), 'the Closed Room too');
  }
  return { review, oracle };
}

test('claims, hint and the review on a chosen deal; screenshots', { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { variant: 'MiniBridge', level: 'Beginner' });
  await openFile(page, 'claim.hnd', claimHnd());
  const contract = page.getByRole('region', { name: 'Contract', exact: true });
  await contract.getByRole('button', { name: 'Game in No Trump', exact: true }).click();
  await personsTurn(page);
  // Hint, by its key: a legal card of the hand to play.
  const legal = await enabledCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await page.locator('body').press('h');
  const hint = page.getByRole('region', { name: 'Hint' });
  await hint.locator('[data-choice]').waitFor({ timeout: 60_000 });
  const choice = await hint.locator('[data-choice]').getAttribute('data-choice');
  assert.ok(legal.includes(choice), `the hint ${choice} is a legal card (${legal})`);
  assert.match(await hint.innerText(), /makes the contract in \d+ of \d+ layouts/);
  // A claim of every trick fails (West holds the ♣A): refused with the reason.
  const before = (await currentBoard(page)).open;
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await page.getByRole('button', { name: 'All the remaining tricks' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Claim refused' });
  await refused.waitFor({ timeout: 60_000 });
  assert.match(await refused.innerText(), /hold you to 12 of the remaining tricks, not 13/);
  assert.deepEqual((await currentBoard(page)).open, before, 'a refused claim leaves the table as it was');
  await refused.getByRole('button', { name: 'Close' }).click();
  // Eight tricks are certain: accepted, and the record is played out.
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await page.getByRole('button', { name: '8 tricks', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await result.waitFor({ timeout: 60_000 });
  const board = await currentBoard(page);
  assert.equal(board.open.plays.length, 52, 'the claim plays the rest out in the record');
  assert.ok(board.aids.hint && board.aids.claim && !board.aids.undo, `marks: ${JSON.stringify(board.aids)}`);
  // Wait for the Closed Room, then review from the result.
  await page.locator('[data-total-net]').waitFor({ timeout: 300_000 });
  const marks = await page.locator('.scorecard tr[data-board="0"] .marks').getAttribute('data-marks');
  assert.equal(marks, 'Hint Claim', 'the scorecard marks the aids used');
  const full = await currentBoard(page);
  const { review, oracle } = await checkReview(page, result.getByRole('button', { name: 'Review' }), full);
  const text = await review.innerText();
  assert.ok(text.includes(`makes ${oracle.rooms[0].before_lead} tricks at double dummy from the opening lead`), text);
  assert.match(text, /Your side's mistakes: \d+/);
  // Par and every contract's score.
  const scores = await review.locator('.contract-scores td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.score)));
  assert.equal(scores.length, oracle.contracts.length);
  assert.deepEqual([...scores].sort((a, b) => a - b), oracle.contracts.map((c) => c.score).sort((a, b) => a - b));
  // Screenshots at both sizes in both languages; nothing overflows sideways.
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    for (const lang of ['en', 'ja']) {
      if (lang === 'ja') {
        const dialog = await openSettings(page);
        await dialog.getByRole('button', { name: '日本語' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('region', { name: '検討' }).waitFor();
      }
      await page.locator('.review').scrollIntoViewIfNeeded();
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(over <= 0, `${name} ${lang}: no horizontal scrolling (${over}px)`);
      await page.screenshot({ path: `${artifacts}/review-${name}-${lang}.png`, fullPage: true });
      await page.locator('.review').screenshot({ path: `${artifacts}/review-region-${name}-${lang}.png` });
      if (lang === 'ja') {
        await page.getByRole('button', { name: '設定' }).click();
        await page.getByRole('dialog', { name: '設定' }).getByRole('button', { name: 'English' }).click();
        await page.keyboard.press('Escape');
      }
    }
  }
  assert.deepEqual(errors, []);
}));

test('undo restores the record; a deliberate mistake is marked in the review', { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { variant: 'MiniBridge', level: 'Beginner' });
  await openFile(page, 'claim.hnd', claimHnd());
  await page.getByRole('region', { name: 'Contract', exact: true }).getByRole('button', { name: 'Part score in Hearts', exact: true }).click();
  let mistake = null;
  for (let guard = 0; guard < 60 && !mistake; guard++) {
    await personsTurn(page);
    const record = (await currentBoard(page)).open;
    const declarer = analyse(record).rooms[0];
    const now = declarer.plays.length ? declarer.plays.at(-1).tricks : declarer.before_lead;
    const names = await enabledCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const code = (name) => {
      const [rank, , suit] = name.split(' ');
      const r = { Ace: 'A', King: 'K', Queen: 'Q', Jack: 'J', 10: 'T' }[rank] || rank;
      return suit[0] + r;
    };
    for (const name of names) {
      const after = analyse({ ...record, plays: [...record.plays, code(name)] }).rooms[0];
      if (after.plays.at(-1).tricks < now) { mistake = { name, index: record.plays.length, record }; break; }
    }
    if (!mistake) await playCard(page, enabledCards(page).first());
  }
  assert.ok(mistake, 'some turn offers a card that gives a trick away');
  // Play it, then take it back with the key U: the record is exactly as before.
  await page.getByRole('button', { name: mistake.name, exact: true }).click();
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('halfbridge/v1')).team_match.boards.at(-1).open.plays.length > n, mistake.index);
  await personsTurn(page);
  await page.locator('body').press('u');
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('halfbridge/v1')).team_match.boards.at(-1).open.plays.length === n, mistake.index);
  assert.deepEqual((await currentBoard(page)).open, mistake.record, 'undo restores exactly the earlier record');
  // Now the mistake for good, and the deal played out.
  await playCard(page, page.getByRole('button', { name: mistake.name, exact: true }));
  await playDeal(page);
  await page.locator('[data-total-net]').waitFor({ timeout: 300_000 });
  const board = await currentBoard(page);
  assert.ok(board.aids.undo, 'the board is marked: undo');
  const { review } = await checkReview(page, page.getByRole('button', { name: 'Review board 1' }), board);
  const card = review.locator('.rv-room').first().locator('.rv-card').nth(mistake.index);
  assert.ok(Number(await card.getAttribute('data-mistake')) >= 1, 'the deliberate mistake is marked');
  assert.match(await card.getAttribute('aria-label'), /Mistake/);
  assert.deepEqual(errors, []);
}));

test('declarer practice deals after deals; a board played again leaves the totals', { timeout: 900_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  const dialog = await openSettings(page);
  await dialog.getByRole('checkbox', { name: /Declarer practice/ }).check();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await newMatch(page, { variant: 'MiniBridge', level: 'Beginner', boards: 3 });
  const result = page.getByRole('region', { name: 'Result' });
  for (let deal = 0; deal < 3; deal++) {
    const { declarer } = await playDeal(page);
    assert.ok(['North', 'South'].includes(declarer), `deal ${deal + 1}: North–South declare (${declarer})`);
    await page.locator(`.scorecard tr[data-board="${deal}"]`).waitFor({ timeout: 300_000 });
    await checkReview(page, page.getByRole('button', { name: `Review board ${deal + 1}` }), await currentBoard(page));
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Close' }).click();
    if (deal === 0) {
      // Play the first board again: beside the first result, outside the totals.
      const totals = await page.locator('[data-total-net]').getAttribute('data-total-net');
      await result.getByRole('button', { name: 'Play again' }).click();
      await result.waitFor({ state: 'hidden' });
      await playDeal(page);
      const practice = await page.locator('.scorecard tr[data-board="0"] .practice').getAttribute('data-practice');
      assert.ok(practice !== null && practice !== '', 'the practice result is shown beside the first');
      assert.equal(await page.locator('[data-total-net]').getAttribute('data-total-net'), totals, 'the totals are unchanged');
      const s = await saved(page);
      assert.equal(s.team_match.boards.length, 1, 'no board was added');
    }
    if (deal < 2) await nextDeal(page);
  }
  const sorted = [...reviewTimes].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  console.log(`review of a 13-trick board in Chromium over ${sorted.length} reviews: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${sorted.at(-1)} ms`);
  assert.deepEqual(errors, []);
}));
