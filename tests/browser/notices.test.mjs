// A notice belongs to the game that raised it (issue 21 §4), in real
// Chromium: East claims in a MiniBridge board ("East claims the remaining
// 12 tricks."), then a GBridge game started from the settings does not
// show that notice, nor does the bridge match started after it (a new
// match: the claim was the old one's). A notice of no game (a deal link
// that opened nothing) stays over every table until it is closed.
//
// The computer declarer's claim is asked when its side is on lead, and its
// card there waits for the answer. A second test asks both at once on one
// worker (no pace): the claim still comes first, for all 12 tricks. When
// the card did not wait, it came first there and the claim later, for
// fewer tricks.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { CARD, newMatch, openSettings } from './flow.mjs';
import { board, hnd } from './fixtures.mjs';

/**
 * East (36 HCP) and West hold every top card, so East declares; once
 * East–West win South's opening lead, every remaining trick is theirs
 * whatever the contract, and the computer declarer claims them.
 */
const eastClaims = () => hnd(board(1, 'N', [
  ['32', '10987', '654', 'AKQJ'],
  ['432', '1098', '765', 'AKQJ'],
  ['432', 'J109', '8765', 'AKQ'],
  ['65432', 'QJ10', '987', 'AK'],
]));

test('a notice is shown with its game only: a bridge claim is not shown over GBridge nor over the next match', { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { variant: 'MiniBridge', level: 'Beginner' });

  // A notice of no game: a deal link that opens nothing.
  await page.evaluate(() => { location.hash = '#d=not-a-deal'; });
  const badLink = page.getByRole('alert').filter({ hasText: 'This deal link could not be opened' });
  await badLink.waitFor();

  // The match's notices: the file's, then East's claim after South's lead.
  const file = path.join(artifacts, 'east-claims.hnd');
  fs.writeFileSync(file, eastClaims());
  await page.getByLabel('Open hand file').setInputFiles(file);
  const fileNotice = page.getByRole('alert').filter({ hasText: 'east-claims.hnd: 1 deal to play' });
  await fileNotice.waitFor();
  const lead = page.getByRole('region', { name: 'South', exact: true }).getByRole('button', { name: CARD, disabled: false });
  await lead.first().click({ timeout: 60_000 });
  // East claims at the first trick its side leads: its card there waits.
  const claim = page.getByRole('alert').filter({ hasText: 'East claims the remaining 12 tricks.' });
  await claim.waitFor({ timeout: 60_000 });
  await page.getByRole('region', { name: 'Result' }).waitFor();
  await page.screenshot({ path: `${artifacts}/notices-1-bridge.png` });

  // GBridge from the settings: the match's notices are not its own.
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'GBridge' }).click();
  await dialog.getByRole('button', { name: 'New match' }).click();
  await page.getByRole('region', { name: 'Bid', exact: true }).or(page.locator('.gb-round')).first().waitFor();
  assert.equal(await claim.count(), 0, 'the bridge claim is not shown over the GBridge game');
  assert.equal(await fileNotice.count(), 0, "the bridge file's notice is not shown over the GBridge game");
  assert.ok(await badLink.isVisible(), 'a notice of no game stays until it is closed');
  await page.screenshot({ path: `${artifacts}/notices-2-gbridge.png` });

  // Back to bridge: a new match, so the old match's notices stay gone.
  await newMatch(page, { variant: 'MiniBridge', level: 'Beginner' });
  await page.locator('.layout:not(.gbridge) .felt').waitFor();
  await page.getByRole('region', { name: 'South', exact: true }).getByRole('button', { name: CARD }).first().waitFor();
  assert.equal(await claim.count(), 0, "the old match's claim is not shown in the new match");
  assert.equal(await fileNotice.count(), 0, "the old match's file notice is not shown in the new match");
  assert.ok(await badLink.isVisible(), 'the notice of no game is still there');
  await badLink.getByRole('button', { name: 'Close' }).click();
  await badLink.waitFor({ state: 'detached' });
  await page.screenshot({ path: `${artifacts}/notices-3-new-match.png` });
  assert.deepEqual(errors, []);
}));

test('the computer declarer\'s claim comes before its side\'s next card, asked at the same moment on one worker', { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
  // One worker, and no pace (`pace=0`, a test's hook): the computer's card
  // would be asked as the claim is, and a decision at the table goes
  // before anything else on the one worker. The claim must still be first.
  const { page, errors } = await openPage(browser, `${url}?test&pool=1&pace=0`);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => window.__halfbridge_pool_size()), 1);
  await newMatch(page, { variant: 'MiniBridge', level: 'Standard' });
  const file = path.join(artifacts, 'east-claims-pool-1.hnd');
  fs.writeFileSync(file, eastClaims());
  await page.getByLabel('Open hand file').setInputFiles(file);
  await page.getByRole('alert').filter({ hasText: 'east-claims-pool-1.hnd: 1 deal to play' }).waitFor();
  const lead = page.getByRole('region', { name: 'South', exact: true }).getByRole('button', { name: CARD, disabled: false });
  await lead.first().click({ timeout: 60_000 });
  const claim = page.getByRole('alert').filter({ hasText: /East claims the remaining \d+ tricks?\./ });
  await claim.waitFor({ timeout: 60_000 });
  assert.match(await claim.innerText(), /East claims the remaining 12 tricks\./, 'claimed at the first lead of East-West');
  await page.getByRole('region', { name: 'Result' }).waitFor();
  await page.screenshot({ path: `${artifacts}/notices-4-claim-pool-1.png` });
  assert.deepEqual(errors, []);
}));
