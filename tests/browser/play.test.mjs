// Plays whole deals in real Chromium by clicking only through accessible
// names, as declarer and as defender, in MiniBridge and HalfBridge, and
// checks that the score shown equals the engine's score for the play
// record (replayed by the native `halfbridge replay`). Also: a reload in the
// middle of a deal resumes it exactly; on a chosen deal where South leads,
// MiniBridge faces dummy before the lead and HalfBridge does not; both
// layouts fit without horizontal scrolling; the Japanese UI renders.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { CARD, currentBoard, newMatch, openSettings, nextDeal, playDeal, saved, stepReplay } from './flow.mjs';
import { EAST_DECLARES, SOUTH_DECLARES, board, hnd } from './fixtures.mjs';
import { changedSince, changes, quiet } from './waits.mjs';

for (const variant of ['MiniBridge', 'HalfBridge']) {
  test(`${variant}: whole deals as declarer and as defender`, { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
    const { page, errors } = await openPage(browser, url);
    await page.getByRole('region', { name: 'South', exact: true }).waitFor();
    await newMatch(page, { variant });
    // Two chosen deals, so both roles come up on every run: random deals
    // gave North-South the contract on all eight tries about once in 128.
    const file = path.join(artifacts, 'both-roles.hnd');
    fs.writeFileSync(file, bothRolesHnd());
    await page.getByLabel('Open hand file').setInputFiles(file);
    const alert = page.getByRole('alert').filter({ hasText: 'both-roles.hnd: 2 deals to play' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached' });
    assert.equal((await saved(page)).team_match.boards[0].open.rules.variant, variant);
    const roles = new Set();
    let reloaded = false;
    for (let deal = 0; deal < 2; deal++) {
      let sawDummyFaced = false;
      const during = async (open, declarer) => {
        if (['East', 'West'].includes(declarer)) {
          const dummy = declarer === 'East' ? 'West' : 'East';
          const faces = await page.getByRole('region', { name: dummy, exact: true }).getByRole('img').count();
          // Judge only what stood still while it was counted: a computer
          // card may land between reading the record and counting.
          const now = (await currentBoard(page)).open;
          const still = now.plays.length === open.plays.length && Boolean(now.contract) === Boolean(open.contract);
          if (still && open.plays.length === 0) {
            if (variant === 'MiniBridge' && faces > 0) assert.equal(faces, 13, 'MiniBridge: dummy is faced whole before the lead');
            if (variant === 'HalfBridge' && open.contract) assert.equal(faces, 0, 'HalfBridge: dummy stays face down until the opening lead');
          }
          if (still && open.plays.length >= 1 && open.plays.length < 40) {
            assert.ok(faces > 0, `dummy is faced after the opening lead (${faces} cards shown)`);
            sawDummyFaced = true;
          }
        }
        const personsTurn = await page.getByRole('button', { name: CARD, disabled: false }).count() > 0;
        if (!reloaded && open.plays.length >= 20 && personsTurn) {
          // Reload on the person's turn; the table on screen comes back as it was.
          const screen = async () => ({
            south: await page.getByRole('region', { name: 'South', exact: true }).locator('[aria-label]').evaluateAll((els) => els.map((e) => `${e.getAttribute('aria-label')}:${e.disabled ?? ''}`)),
            north: await page.getByRole('region', { name: 'North', exact: true }).locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
            trick: await page.getByRole('region', { name: 'Current trick' }).getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
            toPlay: await page.locator('.status .to-play').innerText(),
          });
          const before = await screen();
          // The record as it stands on the person's turn: `open` was read
          // before a computer card may have landed, so it is read again here.
          const record = (await currentBoard(page)).open;
          await page.reload();
          await page.getByRole('button', { name: CARD, disabled: false }).first().waitFor();
          assert.deepEqual(await screen(), before, 'a reload resumes the table exactly as it was');
          assert.deepEqual((await currentBoard(page)).open, record, 'a reload keeps the play record');
          reloaded = true;
          return true;
        }
        return false;
      };
      const seen = await playDeal(page, { variant, during });
      roles.add(['North', 'South'].includes(seen.declarer) ? 'declarer' : 'defender');
      if (['East', 'West'].includes(seen.declarer)) assert.ok(sawDummyFaced, 'saw dummy faced during the play');
      await page.screenshot({ path: `${artifacts}/${variant}-result-${deal}.png` });
      assert.ok(await stepReplay(page) >= 7, 'the replay shows the deal\'s tricks');
      if (roles.size < 2) await nextDeal(page);
    }
    assert.equal(roles.size, 2, `played as declarer and defender: ${[...roles]}`);
    assert.ok(reloaded, 'the reload mid-deal happened');
    assert.deepEqual(errors, []);
  }));
}

/**
 * A two-board .HND file: on board 1 South declares (South 18 HCP, North 15),
 * on board 2 East declares (East 18, West 15), so South plays a whole deal as
 * declarer and one as a defender.
 */
const bothRolesHnd = () => hnd(board(1, 'N', SOUTH_DECLARES), board(2, 'E', EAST_DECLARES));

/** A one-board .HND file where East declares, so South makes the opening lead. */
const eastDeclaresHnd = () => hnd(board(1, 'W', EAST_DECLARES));

test('the opening lead against East: MiniBridge faces dummy first, HalfBridge leads blind', { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
  const file = path.join(artifacts, 'east-declares.hnd');
  fs.writeFileSync(file, eastDeclaresHnd());
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  for (const variant of ['MiniBridge', 'HalfBridge']) {
    await newMatch(page, { variant });
    await page.getByLabel('Open hand file').setInputFiles(file);
    const alert = page.getByRole('alert').filter({ hasText: 'east-declares.hnd: 1 deal to play' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached' });
    const s = await saved(page);
    assert.equal(s.team_match.length, 1, `${variant}: the file's one deal is the match`);
    assert.equal(s.team_match.boards[0].open.rules.variant, variant);
    const south = page.getByRole('region', { name: 'South', exact: true });
    const west = page.getByRole('region', { name: 'West', exact: true });
    // The computer names East's contract; then South is on lead and the table waits.
    await south.getByRole('button', { name: CARD, disabled: false }).first().waitFor({ timeout: 60_000 });
    const open = (await currentBoard(page)).open;
    assert.ok(open.contract, `${variant}: the contract is named before the lead`);
    assert.equal(open.plays.length, 0);
    assert.equal((await page.locator('.status dd').first().innerText()).trim(), 'East');
    const faces = await west.getByRole('img').count();
    assert.equal(faces, variant === 'MiniBridge' ? 13 : 0,
      variant === 'MiniBridge' ? 'MiniBridge: dummy is faced before the opening lead' : 'HalfBridge: the defenders lead blind');
    await page.screenshot({ path: `${artifacts}/${variant}-opening-lead.png` });
    await south.getByRole('button', { name: CARD, disabled: false }).first().click();
    await west.getByRole('img').first().waitFor();
    assert.ok(await west.getByRole('img').count() >= 12, `${variant}: dummy is faced after the opening lead`);
  }
  assert.deepEqual(errors, []);
}));

test('phone and desktop layouts fit; Japanese UI', { timeout: 120_000 }, () => withBrowser(async ({ browser, url }) => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    const { page, errors, context } = await openPage(browser, url, { viewport });
    await page.getByRole('region', { name: 'South', exact: true }).waitFor();
    await page.locator('.announcements .outcome').waitFor();
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
}));

test('two-step play from the keyboard', { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Beginner' }).click();
  await dialog.getByRole('checkbox', { name: /Two-step play/ }).check();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const enabled = page.getByRole('button', { name: CARD, disabled: false });
  for (let i = 0; i < 600; i++) {
    const seen = await changes(page);
    if (await enabled.count()) break;
    const contract = page.getByRole('region', { name: 'Contract', exact: true });
    if (await contract.isVisible()) {
      await contract.getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      await quiet(page);
    }
    await changedSince(page, seen);
  }
  const plays = async () => (await currentBoard(page)).open.plays.length;
  const before = await plays();
  const card = enabled.first();
  const name = await card.getAttribute('aria-label');
  await card.focus();
  await page.keyboard.press('Enter');
  const chosen = page.getByRole('button', { name, exact: true });
  assert.equal(await chosen.getAttribute('aria-pressed'), 'true', 'the first press selects');
  assert.equal(await plays(), before, 'and does not play');
  await chosen.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('halfbridge/v1')).team_match.boards.at(-1).open.plays.length > n, before);
  assert.deepEqual(errors, []);
}));
