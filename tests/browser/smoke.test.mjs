// The built page loads in real headless Chromium, renders a dealt deal
// (four hands, announcements in order, the declarer), with no console
// error or panic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';

test('the page renders a dealt deal without errors', () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  for (const seat of ['North', 'East', 'South', 'West']) {
    await page.getByRole('region', { name: seat, exact: true }).waitFor();
  }
  await page.getByRole('region', { name: 'Current trick' }).waitFor();
  // South's 13 cards are named like "Ace of Spades".
  const south = page.getByRole('region', { name: 'South', exact: true });
  const names = await south.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const cards = names.filter((n) => / of (Spades|Hearts|Diamonds|Clubs)$/.test(n));
  assert.equal(cards.length, 13, `South shows 13 cards: ${names}`);
  // The four announcements appear, then the declarer.
  await page.locator('.announcements li').nth(3).waitFor();
  await page.locator('.announcements .outcome').waitFor();
  const outcome = await page.locator('.announcements .outcome').innerText();
  assert.match(outcome, /Declarer: (North|East|South|West)/);
  await page.screenshot({ path: `${artifacts}/smoke-desktop.png` });
  assert.deepEqual(errors, []);
}));

test('a match length out of range shows the length kept, typed twice the same way', () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Settings' }).click();
  const length = page.getByRole('dialog', { name: 'Settings' }).getByRole('spinbutton');
  // Typed twice: the second time the kept length does not change, so the
  // page draws the same value and must still put it back in the field.
  for (const [typed, kept] of [['99', '32'], ['99', '32'], ['0', '1'], ['0', '1']]) {
    await length.fill(typed);
    await length.dispatchEvent('change');
    await page.waitForFunction(([el, v]) => el.value === v, [await length.elementHandle(), kept]);
  }
  assert.deepEqual(errors, []);
}));
