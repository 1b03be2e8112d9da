// The four languages beside English and Japanese, in real Chromium: the
// browser's language picks one on a first visit; the settings switch to
// each, the document's lang and the seat names follow, the table fits at
// 1280×800 and 390×844 with no horizontal scrolling at the announcement
// and in mid-play; screenshots of each go to artifacts/lang-*.png.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { currentBoard, openSettings } from './flow.mjs';
import { changedSince, changes } from './waits.mjs';

const LANGS = [
  { name: 'Français', code: 'fr', south: 'Sud', close: 'Fermer', settings: 'Réglages', locale: 'fr-CA' },
  { name: 'Español', code: 'es', south: 'Sur', close: 'Cerrar', settings: 'Ajustes', locale: 'es-MX' },
  { name: '简体中文', code: 'zh-Hans', south: '南', close: '关闭', settings: '设置', locale: 'zh-CN' },
  { name: '繁體中文', code: 'zh-Hant', south: '南', close: '關閉', settings: '設定', locale: 'zh-HK' },
];
const SIZES = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]];

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Plays (contracts and the person's cards) until `plays` cards are on the record. */
async function playUntil(page, plays) {
  for (let guard = 0; guard < 600; guard++) {
    const seen = await changes(page);
    const open = (await currentBoard(page)).open;
    if (open.plays.length >= plays) return;
    const bid = page.locator('.contract-chooser button.bid');
    if (await bid.count()) await bid.first().click().catch(() => {});
    const card = page.locator('button.card:not([disabled])');
    if (await card.count()) await card.first().click().catch(() => {});
    else await changedSince(page, seen);
  }
  assert.fail(`${plays} cards were not played`);
}

test('the browser language picks French, Spanish, Simplified or Traditional Chinese', { timeout: 120_000 }, () => withBrowser(async ({ browser, url }) => {
  for (const lang of [...LANGS, { code: 'zh-Hant', south: '南', locale: 'zh-TW' }, { code: 'zh-Hans', south: '南', locale: 'zh-SG' }]) {
    const { page, errors, context } = await openPage(browser, null, { locale: lang.locale });
    await page.goto(url);
    await page.getByRole('region', { name: lang.south, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang.code, lang.locale);
    assert.deepEqual(errors, []);
    await context.close();
  }
}));

for (const lang of LANGS) {
  test(`${lang.name}: switched in the settings; the table fits at both sizes`, { timeout: 300_000 }, () => withBrowser(async ({ browser, url }) => {
    for (const [size, viewport] of SIZES) {
      const { page, errors, context } = await openPage(browser, url, { viewport });
      await page.getByRole('region', { name: 'South', exact: true }).waitFor();
      const dialog = await openSettings(page);
      const choices = await dialog.getByRole('button', { name: /^(English|日本語|Français|Español|简体中文|繁體中文)$/ }).count();
      assert.equal(choices, 6, 'the settings offer all six languages');
      await dialog.getByRole('button', { name: lang.name, exact: true }).click();
      const translated = page.getByRole('dialog', { name: lang.settings });
      await translated.waitFor();
      assert.equal(await overflow(page), 0, `${size}: the settings fit`);
      await translated.screenshot({ path: `${artifacts}/lang-${lang.code}-${size}-settings.png` });
      await translated.getByRole('button', { name: lang.close, exact: true }).click();
      await translated.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang.code);
      await page.getByRole('region', { name: lang.south, exact: true }).waitFor();
      await page.locator('.announcements .outcome').waitFor();
      assert.ok(await overflow(page) <= 0, `${lang.code} ${size}: no horizontal scrolling at the announcement`);
      await page.screenshot({ path: `${artifacts}/lang-${lang.code}-${size}-announcement.png`, fullPage: true });
      await playUntil(page, 6);
      assert.ok(await overflow(page) <= 0, `${lang.code} ${size}: no horizontal scrolling in mid-play`);
      await page.screenshot({ path: `${artifacts}/lang-${lang.code}-${size}-play.png`, fullPage: true });
      // The choice persists across a reload.
      await page.reload();
      await page.getByRole('region', { name: lang.south, exact: true }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang.code);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }));
}
