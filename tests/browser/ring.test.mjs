// The ring round the seat to act hugs that seat's name and cards (issue 21
// §4), in real Chromium at 1280×800 and 390×844: in the play of MiniBridge
// (South declares with North's dummy faced, then East with West's), in
// contract bridge's auction and in GBridge, for each seat (North, East,
// South, West). The ring (`.hand.to-act::before`) is measured on every
// frame laid out at the page's width, against the union of the boxes of
// the hand's name line (the seat's name, and its role, HCP or bid beside
// it) and of its cards (its suits' rows or columns, so a lifted card
// counts where it rests and a tabled hand's void keeps its column; or its
// backs); it fails when it is larger than that by more than SLACK on a
// side, or cuts into it. The largest margins are printed; a screenshot of
// each seat to act goes to artifacts/ring-<size>-<game>-<seat>.png (kept
// only when that seat was still to act after it).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { CARD, newMatch, nextDeal, openSettings, playDeal } from './flow.mjs';
import { EAST_DECLARES, SOUTH_DECLARES, board, hnd } from './fixtures.mjs';
import { changedSince, changes, quiet } from './waits.mjs';

const SEATS = ['North', 'East', 'South', 'West'];
/** Pixels a ring may leave on a side past the name line and cards: the hand's padding (0.35rem) and a little. */
const SLACK = 10;

/**
 * Installs the recorder: on every frame, for the hand to act, the ring's
 * box (its `::before`, inset from the hand's padding box) against the
 * union of the name line's and the cards' boxes; kept per game and seat
 * as the largest margin and the largest overlap on any side.
 */
async function record(page, width) {
  await page.evaluate((width) => {
    window.__rings = {};
    const union = (boxes) => boxes.reduce((u, b) => ({
      left: Math.min(u.left, b.left), top: Math.min(u.top, b.top), right: Math.max(u.right, b.right), bottom: Math.max(u.bottom, b.bottom),
    }), { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });
    const measure = () => {
      // A full-page screenshot at phone size lays the page out once at a
      // width of 1 px (Chromium's capture beyond the viewport), which no
      // person sees: only frames at the page's own width are measured.
      if (window.innerWidth !== width) { requestAnimationFrame(measure); return; }
      for (const hand of document.querySelectorAll('.hand.to-act')) {
        const game = document.querySelector('.layout.gbridge') ? 'gbridge' : document.querySelector('.felt .auction') ? 'auction' : 'play';
        const seat = hand.getAttribute('aria-label');
        const box = hand.getBoundingClientRect();
        const before = getComputedStyle(hand, '::before');
        const padLeft = box.left + hand.clientLeft;
        const padTop = box.top + hand.clientTop;
        const ring = {
          left: padLeft + parseFloat(before.left), top: padTop + parseFloat(before.top),
          right: padLeft + hand.clientWidth - parseFloat(before.right), bottom: padTop + hand.clientHeight - parseFloat(before.bottom),
        };
        const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 ? [r] : []; };
        const name = [...hand.querySelectorAll('.hand-head *')].flatMap(shown);
        const cards = [...hand.querySelectorAll('.suit-row, .back')].flatMap(shown);
        if (cards.length === 0) continue;
        const content = union([...name, ...cards]);
        const margin = Math.max(content.left - ring.left, ring.right - content.right, content.top - ring.top, ring.bottom - content.bottom);
        const cut = Math.max(ring.left - content.left, content.right - ring.right, ring.top - content.top, content.bottom - ring.bottom);
        const key = `${game} ${seat}`;
        const seen = window.__rings[key];
        if (!seen || margin > seen.margin) {
          window.__rings[key] = {
            margin, cut: Math.max(cut, seen?.cut ?? -Infinity),
            ring: [Math.round(ring.right - ring.left), Math.round(ring.bottom - ring.top)],
            content: [Math.round(content.right - content.left), Math.round(content.bottom - content.top)],
          };
        } else {
          seen.cut = Math.max(seen.cut, cut);
        }
      }
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  }, width);
}

/**
 * A screenshot of each seat to act, once its ring has faded in: kept when
 * the same seat is still to act after it (a robot may act meanwhile).
 */
async function shootSeat(page, size, game, shot) {
  const seat = await page.evaluate(() => document.querySelector('.hand.to-act')?.getAttribute('aria-label') ?? null);
  if (!seat || shot.has(seat)) return;
  // The ring's fade (200 ms) ends, or the turn passes on.
  await page.waitForFunction((s) => {
    const hand = document.querySelector(`.hand.to-act[aria-label="${s}"]`);
    return !hand || getComputedStyle(hand, '::before').opacity === '1';
  }, seat);
  const file = path.join(artifacts, `ring-${size}-${game}-${seat}.png`);
  await page.screenshot({ path: file, fullPage: size === 'phone' });
  const still = await page.evaluate(() => document.querySelector('.hand.to-act')?.getAttribute('aria-label') ?? null);
  if (still === seat) shot.add(seat);
  else fs.rmSync(file); // another seat may be to act in it
}

/** MiniBridge: South declares (North's dummy faced), then East (West's dummy faced). */
async function bridgePlay(page, size) {
  await newMatch(page, { variant: 'MiniBridge', level: 'Beginner' });
  const file = path.join(artifacts, `ring-${size}.hnd`);
  fs.writeFileSync(file, hnd(board(1, 'N', SOUTH_DECLARES), board(2, 'W', EAST_DECLARES)));
  await page.getByLabel('Open hand file').setInputFiles(file);
  const alert = page.getByRole('alert').filter({ hasText: `ring-${size}.hnd:` });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Close' }).click();
  const shot = new Set();
  const during = async () => { await shootSeat(page, size, 'play', shot); return false; };
  await playDeal(page, { during });
  await nextDeal(page);
  await playDeal(page, { during });
}

/**
 * Contract bridge's auction: South passes until every seat has called (in
 * a new match again, at most twice, until each seat's screenshot is taken).
 */
async function auction(page, size) {
  const box = page.getByRole('region', { name: 'Bidding box' });
  const shot = new Set();
  for (let match = 0; match < 3 && shot.size < 4; match++) {
    await newMatch(page, { variant: 'Contract bridge', level: 'Beginner' });
    await page.locator('.felt .auction').waitFor();
    for (let guard = 0; guard < 200; guard++) {
      const seen = await changes(page);
      if (!(await page.locator('.felt .auction').count())) break; // the auction is over
      await shootSeat(page, size, 'auction', shot);
      if (await box.isVisible()) {
        await box.getByRole('button', { name: 'Pass', exact: true }).click();
        await quiet(page);
        continue;
      }
      await changedSince(page, seen);
    }
  }
}

/** GBridge: a three-round game, South bidding and playing the first it may. */
async function gbridge(page, size) {
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'GBridge' }).click();
  const rounds = dialog.getByRole('spinbutton', { name: 'Rounds in a game' });
  await rounds.fill('3');
  await rounds.dispatchEvent('change');
  await dialog.getByRole('button', { name: 'New match' }).click();
  await page.getByText('Round 1 of 3').waitFor();
  const south = page.getByRole('region', { name: 'South', exact: true });
  const bid = page.getByRole('region', { name: 'Bid', exact: true });
  const shot = new Set();
  for (let guard = 0; guard < 500; guard++) {
    const seen = await changes(page);
    if ((await page.locator('.gb-status').innerText()).includes('The game is over')) return;
    await shootSeat(page, size, 'gbridge', shot);
    if (await bid.isVisible()) {
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
  assert.fail('the GBridge game did not end');
}

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the ring round the seat to act hugs its name and cards at ${size} size`, { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
    for (const f of fs.readdirSync(artifacts).filter((f) => f.startsWith(`ring-${size}-`) && f.endsWith('.png'))) fs.rmSync(path.join(artifacts, f));
    const { page, errors } = await openPage(browser, url, { viewport });
    await page.getByRole('region', { name: 'South', exact: true }).waitFor();
    await record(page, viewport.width);
    await auction(page, size);
    await gbridge(page, size);
    await bridgePlay(page, size);
    const rings = await page.evaluate(() => window.__rings);
    for (const [k, v] of Object.entries(rings)) console.log(size, k, `margin ${v.margin.toFixed(1)} cut ${v.cut.toFixed(1)} ring ${v.ring.join('×')} content ${v.content.join('×')}`);
    for (const game of ['auction', 'gbridge', 'play']) {
      for (const seat of SEATS) {
        const r = rings[`${game} ${seat}`];
        assert.ok(r, `${size} ${game}: ${seat} was seen to act`);
        assert.ok(r.margin <= SLACK, `${size} ${game} ${seat}: the ring ${r.ring.join('×')} is larger than its name and cards ${r.content.join('×')} by ${r.margin.toFixed(1)} px on a side`);
        assert.ok(r.cut <= 1, `${size} ${game} ${seat}: the ring cuts into its name or cards by ${r.cut.toFixed(1)} px`);
      }
    }
    assert.deepEqual(errors, []);
  }));
}
