// Hand files and deal links in real Chromium: upload the help's sample
// .HND (tabs, CRLF, a Shift_JIS comment), play its first board, download
// the match as .HND and PBN and read both back with the same reader (the
// native `halfbridge convert`), share the deal by a link and open it in a
// fresh page; a bad file and a tampered link get clear messages and lose
// nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { withBrowser, openPage, artifacts, root } from './harness.mjs';
import { newMatch, openSettings, personToAct, playDeal, saved } from './flow.mjs';

const halfbridge = path.join(root, 'target', 'debug', 'halfbridge');

/** The help's sample hand file, partly with tabs, CRLF, and a Shift_JIS comment ("ハンド"). */
function sampleHnd() {
  const lines = [
    '       *******************************************',
    '       *        Sample hand data.                *',
    '       *******************************************',
    Buffer.concat([Buffer.from('       * '), Buffer.from([0x83, 0x6e, 0x83, 0x93, 0x83, 0x68])]),
    '       *  S               W               N               E',
    '\t 1\t\tW',
    '        4\t\t965\t\tJ1082\t\tAKQ73',
    '        4               KJ53            9876            AQ102',
    '        QJ10943         AK              8652            7',
    '        QJ964           AK85            3               1072',
    '       *',
    '         2              S',
    '        -               AQ8752          KJ9             10643',
    '        Q106            K85             J2              A9743',
    '        KJ8762          A               Q109            543',
    '        AK97            J42             Q10653          8',
  ];
  return Buffer.concat(lines.flatMap((l) => [Buffer.isBuffer(l) ? l : Buffer.from(l), Buffer.from('\r\n')]));
}

function dealLines(pbnText) {
  return pbnText.split(/\r?\n/).filter((l) => l.startsWith('[Deal ')).map((l) => l.trim());
}

function convert(from, to) {
  return spawnSync(halfbridge, ['convert', from, to], { encoding: 'utf8' });
}

/** Screenshots of the page at both sizes (desktop, then phone), back to desktop. */
async function shoot(page, name) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${artifacts}/files-${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name}: no horizontal scrolling on the phone`);
  await page.screenshot({ path: `${artifacts}/files-${name}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function southCards(page) {
  const names = await page.getByRole('region', { name: 'South', exact: true }).locator('[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return names.filter((n) => / of /.test(n)).sort();
}

test('hand files and deal links', { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
  const sample = path.join(artifacts, 'sample.hnd');
  fs.writeFileSync(sample, sampleHnd());
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  await newMatch(page, { level: 'Beginner' });

  // A bad file: every problem with its line and column; nothing lost. The
  // open table is read while it awaits the person, so the robots cannot
  // have moved it between the two readings.
  await personToAct(page);
  const before = await saved(page);
  const bad = path.join(artifacts, 'bad.hnd');
  fs.writeFileSync(bad, '         1              N\r\n        AKQJ1098765432  -               -               -\r\n        4               KJ53            9876            AQ1Z2\r\n');
  await page.getByLabel('Open hand file').setInputFiles(bad);
  const alert = page.getByRole('alert').filter({ hasText: 'bad.hnd' });
  await alert.waitFor();
  const message = await alert.innerText();
  assert.match(message, /bad\.hnd: no deal could be read; your match is unchanged/);
  // (The Closed Room plays on meanwhile; the match itself is untouched.)
  const after = await saved(page);
  const shape = (x) => ({ settings: x.settings, length: x.team_match.length, source: x.team_match.source,
    open: x.team_match.boards.map((b) => b.open) });
  assert.deepEqual(shape(after), shape(before), 'a bad upload changes nothing');

  // A short notice: the problems behind a toggle that counts them (looked
  // at once the match is compared, as the robots play on meanwhile).
  const toggle = alert.locator('summary');
  assert.match(await toggle.innerText(), /^\d+ problems: details$/);
  assert.doesNotMatch(message, /bad\.hnd:\d+:\d+: /, `details hidden until asked: ${message}`);
  await shoot(page, 'bad-file-closed');
  await toggle.click();
  const opened = await alert.innerText();
  assert.match(opened, /bad\.hnd:\d+:\d+: /, `problems with line and column: ${opened}`);
  const places = [...opened.matchAll(/bad\.hnd:(\d+):(\d+): /g)].map((m) => [Number(m[1]), Number(m[2])]);
  const sorted = [...places].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  assert.deepEqual(places, sorted, `in file order: ${opened}`);
  await shoot(page, 'bad-file-open');
  // A deal giving one hand every spade, the others nothing: one line, not forty.
  const spades = path.join(artifacts, 'spades.pbn');
  fs.writeFileSync(spades, '[Board "1"]\n[Deal "N:AKQJT98765432... ... ... ..."]\n');
  await page.getByLabel('Open hand file').setInputFiles(spades);
  const spadesAlert = page.getByRole('alert').filter({ hasText: 'spades.pbn' });
  await spadesAlert.waitFor();
  assert.equal(await spadesAlert.locator('summary').innerText(), '1 problem: details');
  await spadesAlert.locator('summary').click();
  const spadesText = await spadesAlert.innerText();
  assert.match(spadesText, /spades\.pbn:2:8: East, South and West hold no cards \(39 cards missing\)/, spadesText);
  assert.doesNotMatch(spadesText, /is missing: nobody holds it/, spadesText);
  await spadesAlert.getByRole('button', { name: 'Close' }).click();
  await spadesAlert.waitFor({ state: 'detached' });

  // The sample: two boards in file order, dealers from the file. Its
  // notice comes under the bad file's, which stays until it is closed.
  await page.getByLabel('Open hand file').setInputFiles(sample);
  const loaded = page.getByRole('alert').filter({ hasText: 'sample.hnd: 2 deals to play' });
  await loaded.waitFor();
  assert.ok(await alert.isVisible(), 'a new notice does not hide an earlier one');
  await alert.getByRole('button', { name: 'Close' }).click();
  await alert.waitFor({ state: 'detached' });
  assert.ok(await loaded.isVisible(), 'closing one notice leaves the other');
  let s = await saved(page);
  assert.equal(s.team_match.length, 2);
  assert.equal(s.team_match.boards[0].open.board.number, 1);
  assert.equal(s.team_match.boards[0].open.board.dealer, 'West');
  assert.deepEqual(await southCards(page), [
    '4 of Hearts', '4 of Spades', '10 of Diamonds', '3 of Diamonds', '4 of Diamonds', '9 of Diamonds',
    'Jack of Diamonds', 'Queen of Diamonds', '4 of Clubs', '6 of Clubs', '9 of Clubs', 'Jack of Clubs', 'Queen of Clubs',
  ].sort());
  await playDeal(page);

  // Download .HND and PBN, and read them back with the same reader.
  const [hndDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .HND' }).click()]);
  const hndPath = path.join(artifacts, 'match.hnd');
  await hndDownload.saveAs(hndPath);
  const [pbnDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PBN' }).click()]);
  const pbnPath = path.join(artifacts, 'match.pbn');
  await pbnDownload.saveAs(pbnPath);
  const original = path.join(artifacts, 'sample.pbn');
  assert.equal(convert(sample, original).status, 0);
  const back = path.join(artifacts, 'match-back.pbn');
  const r = convert(hndPath, back);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(dealLines(fs.readFileSync(back, 'utf8')), dealLines(fs.readFileSync(original, 'utf8')), 'the downloaded .HND holds the same deals');
  const pbnText = fs.readFileSync(pbnPath, 'utf8');
  // (Each room of a played board is its own PBN game, so a deal repeats.)
  assert.deepEqual([...new Set(dealLines(pbnText))], dealLines(fs.readFileSync(original, 'utf8')));
  s = await saved(page);
  assert.match(pbnText, /\[Play "/, 'the PBN has the play record');
  assert.match(pbnText, /\[Room "Open"\]/);
  const r2 = convert(pbnPath, path.join(artifacts, 'match-back.hnd'));
  assert.equal(r2.status, 0, r2.stderr);

  // Share the deal with my result; open the link in a fresh page.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  const code = link.split('#d=')[1];
  assert.ok(code && code.length < 100, `compact deal part: ${code}`);
  const mine = s.team_match.boards[0].open;
  const friend = await openPage(browser, link);
  await friend.page.getByRole('region', { name: 'South', exact: true }).waitFor();
  const fs1 = await saved(friend.page);
  assert.equal(fs1.team_match.length, 1);
  assert.equal(fs1.team_match.boards[0].open.board.deal, mine.board.deal);
  assert.equal(fs1.team_match.boards[0].open.board.dealer, 'West');
  assert.equal(fs1.team_match.boards[0].shared, true);
  assert.deepEqual(fs1.team_match.boards[0].closed, mine, 'the sharer\'s result travels with the link');
  assert.equal(await friend.page.evaluate(() => location.hash), '', 'the link leaves the address once opened');
  await playDeal(friend.page);
  await friend.page.getByRole('region', { name: 'Comparison' }).locator('[data-net]').waitFor();
  assert.deepEqual(friend.errors, []);
  await friend.context.close();

  // A tampered link: a clear message and a normal table.
  const flipped = code[5] === 'A' ? 'B' : 'A';
  const tampered = `${link.split('#d=')[0]}#d=${code.slice(0, 5)}${flipped}${code.slice(6)}`;
  const other = await openPage(browser, tampered);
  await other.page.getByRole('alert').filter({ hasText: 'could not be opened: the link is damaged (its check does not match)' }).waitFor();
  await other.page.getByRole('region', { name: 'South', exact: true }).getByRole('button').first().waitFor();
  // The notice follows the language setting: switched to French, it is
  // reworded, the reason too (the engine's typed LinkError, worded by the catalog).
  const languages = await openSettings(other.page);
  await languages.getByRole('button', { name: 'Français', exact: true }).click();
  await other.page.getByRole('alert').filter({ hasText: "n'a pas pu être ouvert : le lien est abîmé (son contrôle ne correspond pas)" }).waitFor();
  assert.equal(await other.page.getByRole('alert').filter({ hasText: 'could not be opened' }).count(), 0, 'no notice left in English');
  assert.deepEqual(other.errors, []);
  await other.context.close();

  assert.deepEqual(errors, []);
}));
