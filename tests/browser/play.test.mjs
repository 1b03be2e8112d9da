// Plays whole deals in real Chromium by clicking only through accessible
// names, as declarer and as defender, in MiniBridge and HalfBridge, and
// checks that the score shown equals the engine's score for the play
// record (replayed by the native `halfbridge replay`). Also: a reload in the
// middle of a deal resumes it exactly; both layouts fit without horizontal
// scrolling; the Japanese UI renders.
import test from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, artifacts } from './harness.mjs';
import { newMatch, openSettings, playDeal } from './flow.mjs';

for (const variant of ['MiniBridge', 'HalfBridge']) {
  test(`${variant}: whole deals as declarer and as defender`, { timeout: 600_000 }, async () => {
    const { server, url } = await serve();
    const browser = await launch();
    try {
      const { page, errors } = await openPage(browser, url);
      await page.getByRole('region', { name: 'South', exact: true }).waitFor();
      await newMatch(page, { variant });
      const roles = new Set();
      let reloaded = false;
      for (let deal = 0; deal < 8 && roles.size < 2; deal++) {
        let sawBlindLead = false;
        const during = async (open, declarer) => {
          if (variant === 'HalfBridge' && open.contract && open.plays.length === 0 && ['East', 'West'].includes(declarer)) {
            // Before the opening lead, dummy is face down in HalfBridge.
            const dummy = declarer === 'East' ? 'West' : 'East';
            const faces = await page.getByRole('region', { name: dummy, exact: true }).getByRole('img').count();
            assert.equal(faces, 0, 'HalfBridge: dummy stays face down until the opening lead');
            sawBlindLead = true;
          }
          if (!reloaded && open.plays.length >= 20) {
            await page.reload();
            await page.getByRole('region', { name: 'South', exact: true }).waitFor();
            const after = await page.evaluate(() => JSON.parse(localStorage.getItem('halfbridge/v1')));
            const board = after.team_match.boards[after.team_match.boards.length - 1];
            assert.deepEqual(board.open, open, 'a reload resumes exactly where the deal was');
            reloaded = true;
            return true;
          }
          return false;
        };
        const seen = await playDeal(page, { variant, during });
        roles.add(['North', 'South'].includes(seen.declarer) ? 'declarer' : 'defender');
        if (variant === 'HalfBridge' && ['East', 'West'].includes(seen.declarer)) assert.ok(sawBlindLead);
        await page.screenshot({ path: `${artifacts}/${variant}-result-${deal}.png` });
        if (roles.size < 2) await page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Next deal' }).click();
      }
      assert.equal(roles.size, 2, `played as declarer and defender: ${[...roles]}`);
      assert.ok(reloaded, 'the reload mid-deal happened');
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
