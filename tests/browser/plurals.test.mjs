// Plurals in real Chromium, by each language's CLDR rules (the catalog's
// Fluent files): the GBridge round's header counts the cards each player
// holds, "1 card each" and "2 cards each" in English, "1 carte chacun" and
// "2 cartes chacun" in French, "各1枚" and "各2枚" in Japanese, which has no
// plural. The language is switched in the settings during round 1 and
// round 2 of a game; screenshots of the French and Japanese tables at
// 1280×800 and 390×844 go to artifacts/plurals-*.png.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { CARD, openSettings, setLanguage } from './flow.mjs';
import { changedSince, changes } from './waits.mjs';

const SIZES = [['1280', { width: 1280, height: 800 }], ['390', { width: 390, height: 844 }]];
const header = (page) => page.locator('.gb-round span').first();

/** Bids and plays (the first choice offered) until the round header names round `number`. */
async function playUntilRound(page, number) {
  const south = page.getByRole('region', { name: 'South', exact: true });
  const bid = page.getByRole('region', { name: 'Bid', exact: true });
  for (let guard = 0; guard < 500; guard++) {
    const seen = await changes(page);
    if ((await header(page).innerText()).startsWith(`Round ${number} of`)) return;
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
  assert.fail(`round ${number} did not come`);
}

/** Waits until the round header reads `text` exactly. */
async function headerReads(page, text) {
  await page.locator('.gb-round span', { hasText: text }).first().waitFor();
  assert.equal(await header(page).innerText(), text);
}

for (const [size, viewport] of SIZES) {
  test(`a count of 1 and of 2, worded in English, French and Japanese (${size})`, { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
    const { page, errors, context } = await openPage(browser, url, { viewport });
    await page.getByRole('region', { name: 'South', exact: true }).waitFor();
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'GBridge' }).click();
    await dialog.getByRole('button', { name: 'Beginner' }).click();
    const rounds = dialog.getByRole('spinbutton', { name: 'Rounds in a game' });
    await rounds.fill('3');
    await rounds.dispatchEvent('change');
    await dialog.getByRole('button', { name: 'New match' }).click();

    // Round 1 deals one card each: the singular, in French too.
    await headerReads(page, 'Round 1 of 3: 1 card each');
    await setLanguage(page, 'Français');
    await headerReads(page, 'Manche 1 sur 3 : 1 carte chacun');
    await page.screenshot({ path: `${artifacts}/plurals-fr-one-${size}.png` });
    await setLanguage(page, '日本語');
    await headerReads(page, 'ラウンド1／3：各1枚');
    await setLanguage(page, 'English');

    // Round 2 deals two: the plural.
    await playUntilRound(page, 2);
    await headerReads(page, 'Round 2 of 3: 2 cards each');
    await setLanguage(page, 'Français');
    await headerReads(page, 'Manche 2 sur 3 : 2 cartes chacun');
    await page.screenshot({ path: `${artifacts}/plurals-fr-other-${size}.png` });
    await setLanguage(page, '日本語');
    await headerReads(page, 'ラウンド2／3：各2枚');
    await page.screenshot({ path: `${artifacts}/plurals-ja-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }));
}
