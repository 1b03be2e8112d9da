// Accessibility in real Chromium: axe-core (npm axe-core) finds no serious
// or critical violation on the table in each phase (the announcements, the
// contract choice, the play, the result), in the settings, in the
// comparison (with the match's scorecard) and in the review of a board,
// at the desktop and the phone size. Screenshots of each are
// artifacts (a11y-<phase>-<size>.png).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { CARD, newMatch, openSettings, playDeal } from './flow.mjs';
import { SOUTH_DECLARES, board, hnd } from './fixtures.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A one-board .HND file where South (18 HCP) and North (15) declare: the contract choice comes up. */
const southDeclaresHnd = () => hnd(board(1, 'N', SOUTH_DECLARES));

/** Runs axe on the page; returns the serious and critical violations, one line each. */
async function audit(page, phase, size) {
  await page.screenshot({ path: `${artifacts}/a11y-${phase}-${size}.png` });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })));
  fs.writeFileSync(path.join(artifacts, `a11y-${phase}-${size}.json`), JSON.stringify(violations, null, 2));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${phase} (${size}): ${v.impact} ${v.id}: ${v.help} — ${v.nodes.join(', ')}`);
}

const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(sizes)) {
  test(`axe finds nothing serious in each phase (${size})`, { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
    const { page, errors } = await openPage(browser, url, { viewport });
    const found = [];
    // The announcements, as the first deal opens.
    await page.locator('.announcements li').first().waitFor();
    found.push(...await audit(page, 'announcement', size));

    const settings = await openSettings(page);
    found.push(...await audit(page, 'settings', size));
    await settings.getByRole('button', { name: 'Close' }).click();

    await newMatch(page, { level: 'Beginner' });
    const file = path.join(artifacts, `south-declares-${size}.hnd`);
    fs.writeFileSync(file, southDeclaresHnd());
    await page.getByLabel('Open hand file').setInputFiles(file);
    const alert = page.getByRole('alert').filter({ hasText: '1 deal to play' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Close' }).click();

    const contract = page.getByRole('region', { name: 'Contract', exact: true });
    await contract.getByRole('button').first().waitFor();
    found.push(...await audit(page, 'contract', size));
    await contract.getByRole('button', { name: 'Part score in No Trump', exact: true }).click();

    await page.getByRole('button', { name: CARD, disabled: false }).first().waitFor();
    found.push(...await audit(page, 'play', size));

    await playDeal(page);
    found.push(...await audit(page, 'result', size));

    await page.getByRole('region', { name: 'Comparison' }).locator('[data-net]').waitFor({ timeout: 120_000 });
    await page.getByRole('region', { name: 'Comparison' }).scrollIntoViewIfNeeded();
    found.push(...await audit(page, 'comparison', size));

    // The review of the board, every part arrived.
    await page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Review' }).click();
    await page.getByRole('region', { name: 'Review' }).waitFor();
    await page.waitForSelector('.review[data-complete="true"]', { timeout: 120_000 });
    await page.locator('.review').scrollIntoViewIfNeeded();
    found.push(...await audit(page, 'review', size));

    assert.deepEqual(found, []);
    assert.deepEqual(errors, []);
  }));
}
