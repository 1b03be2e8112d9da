// Installable, offline and deployable anywhere, in real Chromium:
// - after one visit the game opens and plays with the server gone and the
//   browser offline (the service worker's cache);
// - a new version replaces the old at the next visit, and its page never
//   gets a file of the old one;
// - dist/ served under a sub-path (/halfbridge/) plays a deal and opens a
//   deal link, asking for nothing outside that path.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts, dist } from './harness.mjs';
import { CARD, newMatch, playDeal, saved } from './flow.mjs';
import { changedSince, changes, nextFrame, quiet } from './waits.mjs';

/**
 * Polls `predicate` (an async function, run in the page) until it returns
 * a truthy value. (`waitForFunction` takes a promise for a truthy value.)
 */
async function until(page, predicate, arg, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(predicate, arg);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out: ${predicate}`);
    await nextFrame(page);
  }
}

/**
 * Waits until the service worker is active and holds every file its sw.js
 * names (it controls the next page, not this one); returns the cache names.
 */
async function installed(page) {
  return until(page, async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state !== 'activated' || registration.installing || registration.waiting) return null;
    const files = (await (await fetch(registration.active.scriptURL, { cache: 'no-store' })).text()).match(/^  '[^']+',$/gm);
    const names = await caches.keys();
    if (names.length !== 1 || (await (await caches.open(names[0])).keys()).length !== files.length) return null;
    return names;
  });
}

/**
 * Plays the person's cards (choosing a contract if asked) until the
 * computer has played after one of them (from the worker). The person may
 * win a trick with a card and be on lead again: then no computer card
 * follows that card, and the person plays another.
 */
async function playOneCard(page) {
  const plays = async () => ((await saved(page))?.team_match?.boards?.at(-1)?.open?.plays ?? []).length;
  const start = await plays();
  let mine = 0;
  for (let guard = 0; guard < 600; guard++) {
    const seen = await changes(page);
    if (mine > 0 && (await plays()) - start > mine) return;
    const contract = page.getByRole('region', { name: 'Contract', exact: true });
    if (await contract.isVisible()) {
      await contract.getByRole('button').first().click();
      // The contract is named in a task after the tap's: until then the
      // chooser stays, and a second look would click it again, on a
      // button the first click's contract then takes away.
      await quiet(page);
      continue;
    }
    let played = false;
    for (const seat of ['South', 'North']) {
      const enabled = page.getByRole('region', { name: seat, exact: true }).getByRole('button', { name: CARD, disabled: false });
      if (!played && await enabled.count()) {
        const before = await plays();
        await enabled.first().click();
        mine += 1;
        played = true;
        // The card is stored before the next look.
        await page.waitForFunction((n) => {
          const s = JSON.parse(localStorage.getItem('halfbridge/v1'));
          return s.team_match.boards.at(-1).open.plays.length >= n;
        }, before + 1, { timeout: 30_000 });
      }
    }
    if (!played) await changedSince(page, seen);
  }
  throw new Error('no computer card after mine');
}

test('after one visit the game opens and plays offline', { timeout: 180_000 }, () => withBrowser(async ({ browser, url, server }) => {
  const { page, errors, context } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
  const caches = await installed(page);
  assert.match(caches[0], /^halfbridge \/ [0-9a-f]{16}$/, 'one cache, named by the site\'s path and the build');
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel=manifest]').href;
    return (await fetch(href)).json();
  });
  assert.equal(manifest.name, 'Micro HalfBridge');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable'));

  // No server, no network.
  server.closeAllConnections();
  server.close();
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
  await playOneCard(page);
  await page.screenshot({ path: `${artifacts}/offline-desktop.png` });
  assert.deepEqual(errors, []);

  // An online page is not in the cache (its module is fetched from the
  // network): offline it says so, with the way back to the game, which
  // still plays.
  await page.goto(`${url}?online`);
  const failed = page.locator('p.load-failed');
  await failed.waitFor();
  assert.match(await failed.innerText(), /needs the network/);
  // In the online pages' language (the catalog's words, which the loader
  // holds: tests/loader_words.rs), Japanese here, then English again.
  await page.evaluate(() => localStorage.setItem('halfbridge-online/lang', 'ja'));
  await page.reload();
  await failed.waitFor();
  assert.match(await failed.innerText(), /ネットワークが必要です/);
  assert.equal(await failed.getAttribute('lang'), 'ja');
  await page.screenshot({ path: `${artifacts}/offline-online-ja.png` });
  await failed.getByRole('link', { name: '一人で遊ぶ' }).waitFor();
  await page.evaluate(() => localStorage.setItem('halfbridge-online/lang', 'en'));
  await page.reload();
  await failed.waitFor();
  await failed.getByRole('link', { name: 'Play alone' }).click();
  await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
  await playOneCard(page);
}));

test('a new version replaces the old one at the next visit', { timeout: 180_000 }, async () => {
  // Version 2: dist/ with another index.html, worker loader and service worker.
  const v2 = fs.mkdtempSync(path.join(artifacts, 'dist-'));
  fs.cpSync(dist, v2, { recursive: true });
  const edit = (file, change) => fs.writeFileSync(path.join(v2, file), change(fs.readFileSync(path.join(v2, file), 'utf8')));
  edit('index.html', (s) => s.replace('<head>', '<head>\n    <meta name="version" content="2" />'));
  edit('worker_loader.js', (s) => `self.version2 = true;\n${s}`);
  edit('sw.js', (s) => s.replace(/const VERSION = '[0-9a-f]+';/, "const VERSION = '2222222222222222';"));
  try {
    await withBrowser(async ({ browser, url, deploy }) => {
      const { page, errors, context } = await openPage(browser, url);
      await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
      const [old] = await installed(page);

      deploy(v2);
      await page.reload();
      await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
      assert.equal(await page.locator('meta[name=version]').count(), 1, 'the new index.html at once');
      // The workers this page starts come from version 2, whichever
      // service worker answers.
      const loader = await page.evaluate(async () => (await fetch('./worker_loader.js?build=x')).text());
      assert.match(loader, /version2/);
      const now = await installed(page);
      assert.match(now[0], / 2222222222222222$/, 'version 2 installed');
      assert.ok(!now.includes(old), `the old cache is gone: ${old} → ${now}`);

      // Offline, version 2 from its cache.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
      assert.equal(await page.locator('meta[name=version]').count(), 1);
      await playOneCard(page);
      assert.deepEqual(errors, []);
    });
  } finally {
    fs.rmSync(v2, { recursive: true, force: true });
  }
});

test('dist/ served under a sub-path plays a deal and opens a deal link', { timeout: 600_000 }, () => withBrowser(async ({ browser, url, requests }) => {
  assert.match(url, /\/halfbridge\/$/);
  const { page, errors } = await openPage(browser, url);
  const missing = [];
  page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
  await page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
  await newMatch(page, { level: 'Beginner', boards: 1 });
  await playDeal(page);
  await installed(page);
  await page.screenshot({ path: `${artifacts}/subpath-desktop.png` });

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  assert.ok(link.startsWith(`${url}#d=`), `the link keeps the sub-path: ${link}`);
  const mine = (await saved(page)).team_match.boards[0].open;
  const friend = await openPage(browser, link);
  await friend.page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
  assert.equal((await saved(friend.page)).team_match.boards[0].open.board.deal, mine.board.deal);
  await friend.page.screenshot({ path: `${artifacts}/subpath-link-desktop.png` });

  assert.deepEqual(requests.filter((p) => !p.startsWith('/halfbridge/')), [], 'nothing asked for outside /halfbridge/');
  assert.deepEqual(missing, []);
  assert.deepEqual(errors, []);
  assert.deepEqual(friend.errors, []);
}, { base: '/halfbridge/' }));
