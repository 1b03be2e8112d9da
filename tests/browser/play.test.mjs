// Plays whole deals in real Chromium by clicking only through accessible
// names, as declarer and as defender, in MiniBridge and HalfBridge, and
// checks that the score shown equals the engine's score for the play
// record (replayed by the native `halfbridge replay`). Also: a reload in the
// middle of a deal resumes it exactly; both layouts fit without horizontal
// scrolling; the Japanese UI renders.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, openPage, artifacts, root } from './harness.mjs';

const CARD = /^(Ace|King|Queen|Jack|10|[2-9]) of (Spades|Hearts|Diamonds|Clubs)$/;
const halfbridge = path.join(root, 'target', 'debug', 'halfbridge');

function saved(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('halfbridge/v1')));
}

function engineResult(record) {
  const file = path.join(artifacts, 'record.json');
  fs.writeFileSync(file, JSON.stringify(record));
  const out = execFileSync(halfbridge, ['replay', file], { encoding: 'utf8' }).trim().split('\n');
  const score = out.find((l) => l.startsWith('score '));
  return { ns: Number(out[out.length - 1]), declarer: score ? Number(score.slice(6)) : null };
}

async function openSettings(page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

/** Chooses the game and a fast computer, then starts a new match. */
async function newMatch(page, variant) {
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: variant }).click();
  await dialog.getByRole('button', { name: 'Beginner' }).click();
  await dialog.getByRole('button', { name: 'New match' }).click();
}

async function currentOpen(page) {
  const s = await saved(page);
  return s.team_match.boards[s.team_match.boards.length - 1].open;
}

/** Plays the current deal to its result; returns what it saw. */
async function playDeal(page, { variant, reloadAtTrick = null }) {
  const state = await saved(page);
  const board = state.team_match.boards[state.team_match.boards.length - 1];
  const result = page.getByRole('region', { name: 'Result' });
  let declarer = null;
  let sawBlindLead = false;
  let reloaded = false;
  for (let guard = 0; guard < 2000; guard++) {
    if (await result.isVisible()) break;
    const contract = page.getByRole('region', { name: 'Contract', exact: true });
    if (await contract.isVisible()) {
      const buttons = contract.getByRole('button');
      const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      if (variant === 'HalfBridge') assert.ok(names.includes('3 No Trump'), `levels offered: ${names}`);
      else assert.ok(names.includes('Game in No Trump') && names.includes('Part score in Clubs'), `${names}`);
      const pick = variant === 'HalfBridge' ? '2 No Trump' : 'Part score in No Trump';
      await contract.getByRole('button', { name: pick, exact: true }).click();
      continue;
    }
    const open = await currentOpen(page);
    if (open.contract && declarer === null) {
      const t = await page.locator('.status dd').first().innerText();
      declarer = t.trim();
    }
    if (variant === 'HalfBridge' && open.contract && open.plays.length === 0 && (declarer === 'East' || declarer === 'West')) {
      // Before the opening lead, dummy is face down in HalfBridge.
      const dummy = declarer === 'East' ? 'West' : 'East';
      const faces = await page.getByRole('region', { name: dummy, exact: true }).getByRole('img').count();
      assert.equal(faces, 0, 'HalfBridge: dummy stays face down until the opening lead');
      sawBlindLead = true;
    }
    if (reloadAtTrick !== null && !reloaded && open.plays.length >= reloadAtTrick * 4) {
      const before = await currentOpen(page);
      await page.reload();
      await page.getByRole('region', { name: 'South', exact: true }).waitFor();
      const after = await currentOpen(page);
      assert.deepEqual(after, before, 'a reload resumes exactly where the deal was');
      const south = await page.getByRole('region', { name: 'South', exact: true }).locator('[aria-label]').count();
      assert.equal(south, 13 - before.plays.filter((_, i) => i % 4 === 0).length || south, 'South still shows its cards');
      reloaded = true;
      continue;
    }
    let clicked = false;
    for (const seat of ['South', 'North']) {
      const region = page.getByRole('region', { name: seat, exact: true });
      const enabled = region.getByRole('button', { name: CARD, disabled: false });
      if (await enabled.count()) {
        await enabled.first().click();
        clicked = true;
        break;
      }
    }
    if (!clicked) await page.waitForTimeout(100);
  }
  await result.waitFor();
  const record = await currentOpen(page);
  const shownNs = Number(await result.getAttribute('data-ns-score'));
  const engine = engineResult(record);
  assert.equal(shownNs, engine.ns, 'the NS score shown equals the engine\'s');
  if (engine.declarer !== null) {
    const shown = Number(await result.locator('[data-score]').getAttribute('data-score'));
    assert.equal(shown, engine.declarer, 'the declarer score shown equals the engine\'s');
  }
  assert.equal(record.plays.length, 52);
  return { declarer, sawBlindLead, seed: board.open.board.seed, reloaded };
}

for (const variant of ['MiniBridge', 'HalfBridge']) {
  test(`${variant}: whole deals as declarer and as defender`, { timeout: 600_000 }, async () => {
    const { server, url } = await serve();
    const browser = await launch();
    try {
      const { page, errors } = await openPage(browser, url);
      await page.getByRole('region', { name: 'South', exact: true }).waitFor();
      await newMatch(page, variant);
      const roles = new Set();
      let first = true;
      for (let deal = 0; deal < 8 && roles.size < 2; deal++) {
        const seen = await playDeal(page, { variant, reloadAtTrick: first ? 5 : null });
        if (first) assert.ok(seen.reloaded, 'the reload happened');
        first = false;
        roles.add(['North', 'South'].includes(seen.declarer) ? 'declarer' : 'defender');
        if (variant === 'HalfBridge' && ['East', 'West'].includes(seen.declarer)) assert.ok(seen.sawBlindLead);
        await page.screenshot({ path: `${artifacts}/${variant}-result-${deal}.png` });
        if (roles.size < 2) await page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Next deal' }).click();
      }
      assert.equal(roles.size, 2, `played as declarer and defender: ${[...roles]}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      server.close();
    }
  });
}

test('phone and desktop layouts fit; Japanese UI', { timeout: 120_000 }, async () => {
  const { server, url } = await serve();
  const browser = await launch();
  try {
    for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
      const { page, errors, context } = await openPage(browser, url, { viewport });
      await page.getByRole('region', { name: 'South', exact: true }).waitFor();
      await page.locator('.announcements .outcome').waitFor({ timeout: 10000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${name}: no horizontal scrolling (${overflow}px over)`);
      await page.screenshot({ path: `${artifacts}/layout-${name}.png`, fullPage: true });
      // Switch to Japanese: the choice shows and persists across a reload.
      const dialog = await openSettings(page);
      await dialog.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('button', { name: '閉じる' }).last().click();
      await page.reload();
      await page.getByRole('region', { name: 'サウス', exact: true }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
      await page.screenshot({ path: `${artifacts}/layout-${name}-ja.png`, fullPage: true });
      const overflowJa = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflowJa <= 0, `${name} (ja): no horizontal scrolling`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
});
