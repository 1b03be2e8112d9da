// Playing the game as a person would, through accessible names only.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { artifacts, root } from './harness.mjs';
import { changedSince, changes, quiet, untilPlayed } from './waits.mjs';

export const CARD = /^(Ace|King|Queen|Jack|10|[2-9]) of (Spades|Hearts|Diamonds|Clubs)$/;
const halfbridge = path.join(root, 'target', 'debug', 'halfbridge');

/** Plays `card` (a locator of an enabled card) by a click, and waits until it is played. */
export async function playCard(page, card) {
  const label = await card.getAttribute('aria-label');
  // By its name: a locator such as `.first()` is found again at the click.
  await page.getByRole('button', { name: label, exact: true }).click();
  await untilPlayed(page, label);
}

/** The saved game, as the page stores it, once no change is under way. */
export async function saved(page) {
  await quiet(page);
  return page.evaluate(() => JSON.parse(localStorage.getItem('halfbridge/v1')));
}

/** The engine's result for a table record: NS score and declarer score. */
export function engineResult(record) {
  const file = path.join(artifacts, `record-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(record));
  const out = execFileSync(halfbridge, ['replay', file], { encoding: 'utf8' }).trim().split('\n');
  const score = out.find((l) => l.startsWith('score '));
  return { ns: Number(out[out.length - 1]), declarer: score ? Number(score.slice(6)) : null };
}

/** `halfbridge analyse` of a table record: its JSON line, the review's oracle. */
export function analyse(record) {
  const file = path.join(artifacts, `analyse-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(record));
  return JSON.parse(execFileSync(halfbridge, ['analyse', file], { encoding: 'utf8' }).trim().split('\n')[0]);
}

/**
 * Checks the review's Open Room against `oracle` (`analyse` of the Open
 * Room's record): each card with the double-dummy tricks after it, and the
 * cards marked as mistakes.
 */
export async function checkOpenRoom(review, oracle) {
  const room = review.locator('.rv-room').first();
  const cards = await room.locator('.rv-card').evaluateAll((els) => els.map((e) => ({ seat: e.dataset.seat, card: e.dataset.card, tricks: Number(e.dataset.tricks) })));
  const open = oracle.rooms.find((r) => r.room === 'open');
  assert.deepEqual(cards, open.plays, 'each card with the double-dummy tricks after it, as the oracle has them');
  const marked = await room.locator('.rv-card.mistake').evaluateAll((els) => els.map((e) => e.dataset.card));
  assert.deepEqual(marked, open.mistakes.map((m) => m.card), 'the mistakes marked are the oracle\'s');
}

/** IMPs by the WBF scale: the test's own oracle. */
export function imps(diff) {
  const tops = [10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990];
  const m = Math.abs(diff);
  let i = tops.findIndex((t) => m <= t);
  if (i < 0) i = 24;
  // A net score of -10 is 0 IMPs, not -0: strict equality tells them apart.
  return diff < 0 && i > 0 ? -i : i;
}

export async function openSettings(page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

/** Chooses the game, the computer's level and the match length, then starts a new match. */
export async function newMatch(page, { variant = 'MiniBridge', level = 'Beginner', boards = null } = {}) {
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: variant }).click();
  await dialog.getByRole('button', { name: level }).click();
  if (boards !== null) await dialog.getByRole('spinbutton').fill(String(boards));
  await dialog.getByRole('spinbutton').dispatchEvent('change');
  await dialog.getByRole('button', { name: 'New match' }).click();
}

/**
 * Waits until the table awaits the person: a contract to choose, or a card
 * of South's or North's to play, and the page quiet. The robots wait with
 * the person, so the open table stays as it is until the person acts (the
 * Closed Room plays on in its worker meanwhile).
 */
export async function personToAct(page) {
  const region = (name) => page.getByRole('region', { name, exact: true });
  const turn = region('Contract')
    .or(region('South').getByRole('button', { name: CARD, disabled: false }))
    .or(region('North').getByRole('button', { name: CARD, disabled: false }));
  // Quiet first: a match just replaced may still show the old one's turn.
  for (;;) {
    await quiet(page);
    if (await turn.count()) return;
    await turn.first().waitFor();
  }
}

/**
 * Goes on to the next deal from the result and waits for the result to
 * leave: until then the finished deal's Result region is still on screen,
 * and a `playDeal` started at once would read the old board as played.
 */
export async function nextDeal(page) {
  const result = page.getByRole('region', { name: 'Result' });
  await result.getByRole('button', { name: 'Next deal' }).click();
  await result.waitFor({ state: 'hidden' });
}

/** Switches the page's language in the settings, `name` as the settings list it ('日本語'). */
export async function setLanguage(page, name) {
  await page.locator('.topbar-actions button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.locator('.setting-actions .plain').click();
  await dialog.waitFor({ state: 'detached' });
}

export async function currentBoard(page) {
  const s = await saved(page);
  return s.team_match.boards[s.team_match.boards.length - 1];
}

/**
 * A finger's tap on `card` (a locator): a touch at its centre through the
 * DevTools session `cdp`, which the browser turns into a tap and its click
 * as on a phone. Playwright's own `click` or `tap` first listens on the page
 * for the event reaching the card, a few ms of the page's thread in the
 * very task a phone's measurements look at.
 */
export async function touchTap(cdp, card) {
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * An init script (`context.addInitScript(seededRandom)`): the page's random
 * numbers from a fixed seed, so that every run deals the same deals (a
 * xorshift in place of `crypto.getRandomValues`). For comparing builds on
 * one deal; never in a test of the game's randomness.
 */
export function seededRandom() {
  let x = 0x9e3779b9;
  crypto.getRandomValues = (a) => {
    const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    for (let i = 0; i < b.length; i++) {
      x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
      b[i] = x & 255;
    }
    return a;
  };
}

/**
 * The cards on the page whose look disagrees with their name, each as a
 * line (none when all agree). A card's element carries its suit's class,
 * `red` for hearts and diamonds and no other suit's class; a card button
 * is `legal` exactly when it is enabled; a card of the trick replay is
 * `small`. An element is kept and rebuilt for the next card in its place
 * (a trick's slot, the replay, a hand's row as a suit runs out), so a
 * rebuild that drops a class shows here: tachys's pairwise rebuild once
 * lost `red` when a heart's place took a diamond (vendor/README.md).
 */
export async function cardsAtOdds(page) {
  return page.evaluate((source) => {
    const card = new RegExp(source);
    const suits = { Spades: ['spades', false, '♠'], Hearts: ['hearts', true, '♥'], Diamonds: ['diamonds', true, '♦'], Clubs: ['clubs', false, '♣'] };
    const odd = [];
    for (const el of document.querySelectorAll('.card[aria-label]')) {
      const m = card.exec(el.getAttribute('aria-label'));
      if (!m) continue;
      const [name, red, pip] = suits[m[2]];
      const c = el.classList;
      const wrong = [];
      for (const [other] of Object.values(suits)) if (c.contains(other) !== (other === name)) wrong.push(other === name ? `not ${other}` : other);
      if (c.contains('red') !== red) wrong.push(red ? 'not red' : 'red');
      if (el.tagName === 'BUTTON' && c.contains('legal') === el.disabled) wrong.push(el.disabled ? 'legal but disabled' : 'enabled but not legal');
      if (el.closest('.replay-card') && !c.contains('small')) wrong.push('not small');
      const shown = el.dataset.pip ?? el.querySelector('.suit')?.textContent;
      if (shown !== undefined && shown !== pip) wrong.push(`shows ${shown}`);
      if (wrong.length) odd.push(`${el.getAttribute('aria-label')} [${el.className}]: ${wrong.join(', ')}`);
    }
    return odd;
  }, CARD.source);
}

/**
 * Steps the board's trick replay (the Comparison, once the Closed Room has
 * played) from its first trick to its last and back, checking the cards'
 * look at each step (`cardsAtOdds`): each step draws another trick's cards
 * in the same elements. Returns how many tricks it showed.
 */
export async function stepReplay(page) {
  const comparison = page.getByRole('region', { name: 'Comparison' });
  const next = comparison.getByRole('button', { name: 'Next trick' });
  const prev = comparison.getByRole('button', { name: 'Previous trick' });
  await next.waitFor({ timeout: 300_000 });
  const counter = comparison.locator('.replay-nav span');
  const step = async (button) => {
    const before = await counter.innerText();
    await button.click();
    await page.waitForFunction(([was]) => document.querySelector('.replay-nav span')?.innerText !== was, [before]);
    assert.deepEqual(await cardsAtOdds(page), [], `each card of the replay looks as its name says (${await counter.innerText()})`);
  };
  assert.deepEqual(await cardsAtOdds(page), [], 'each card of the replay looks as its name says (the first trick)');
  let shown = 1;
  while (await next.isEnabled()) { await step(next); shown++; }
  const total = Number((await counter.innerText()).split('/').pop());
  assert.equal(shown, total, 'the replay stepped through every trick it counts');
  while (await prev.isEnabled()) await step(prev);
  return shown;
}

/**
 * Plays the current deal to its result by clicking: a contract when asked,
 * else the first enabled card of South or North. `during(open)` runs
 * before each move (for reloads and checks); `press(card)` plays a card
 * (a click; the phone's test taps). Checks the cards' look at each step
 * (`cardsAtOdds`; `checkCards: false` for the measurements, which would
 * count the check's work) and the score shown against the engine's replay,
 * and returns what it saw.
 */
export async function playDeal(page, { variant = 'MiniBridge', during = null, press = (card) => card.click(), checkCards = true } = {}) {
  const result = page.getByRole('region', { name: 'Result' });
  let declarer = null;
  for (let guard = 0; guard < 3000; guard++) {
    const seen = await changes(page);
    if (checkCards) assert.deepEqual(await cardsAtOdds(page), [], 'each card looks as its name says');
    if (await result.isVisible()) break;
    const contract = page.getByRole('region', { name: 'Contract', exact: true });
    if (await contract.isVisible()) {
      const names = await contract.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      if (variant === 'HalfBridge') assert.ok(names.includes('3 No Trump') && names.length === 35, `levels offered: ${names}`);
      else assert.ok(names.includes('Game in No Trump') && names.includes('Part score in Clubs') && names.length === 10, `${names}`);
      const pick = variant === 'HalfBridge' ? '2 No Trump' : 'Part score in No Trump';
      await contract.getByRole('button', { name: pick, exact: true }).click();
      await quiet(page);
      continue;
    }
    const open = (await currentBoard(page)).open;
    if (declarer === null && await page.locator('.status dd').count()) {
      declarer = (await page.locator('.status dd').first().innerText()).trim();
    }
    if (during && await during(open, declarer)) continue;
    let clicked = false;
    for (const seat of ['South', 'North']) {
      const enabled = page.getByRole('region', { name: seat, exact: true }).getByRole('button', { name: CARD, disabled: false });
      if (await enabled.count()) {
        // The card by its name: `.first()` is found again at each use,
        // and may be another card by the press.
        const label = await enabled.first().getAttribute('aria-label');
        const card = page.getByRole('region', { name: seat, exact: true }).getByRole('button', { name: label, exact: true });
        await press(card);
        await untilPlayed(page, label);
        clicked = true;
        break;
      }
    }
    if (!clicked) await changedSince(page, seen);
  }
  await result.waitFor();
  if (checkCards) assert.deepEqual(await cardsAtOdds(page), [], 'each card looks as its name says, the deal over');
  const board = await currentBoard(page);
  const engine = engineResult(board.open);
  assert.equal(Number(await result.getAttribute('data-ns-score')), engine.ns, 'the NS score shown equals the engine\'s');
  if (engine.declarer !== null) {
    assert.equal(Number(await result.locator('[data-score]').getAttribute('data-score')), engine.declarer, 'the declarer score shown equals the engine\'s');
  }
  assert.equal(board.open.plays.length, 52);
  return { declarer, board };
}
