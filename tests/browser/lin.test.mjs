// BBO's LIN files and handviewer links in real Chromium: open a real BBO
// multi-board .lin file (tests/fixtures/real) like a .HND, paste a
// handviewer link of one of its boards, write a handviewer link of the
// current board (the "BBO link" button), and a link with no deal gets a
// clear message and loses nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts, root } from './harness.mjs';
import { saved } from './flow.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const fixture = path.join(root, 'tests', 'fixtures', 'real', 'endplay-example1.lin');
const RANKS = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', T: '10' };
const SUITS = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };

/** South's cards of a LIN text's first `md|` (the first hand after the dealer digit), as the page names them. */
function linSouth(lin) {
  const hand = lin.split('md|')[1].split('|')[0].split(',')[0].replace(/^[1-4]/, '');
  const names = [];
  let suit = null;
  for (const c of hand) {
    if (SUITS[c]) suit = SUITS[c];
    else names.push(`${RANKS[c] ?? c} of ${suit}`);
  }
  return names.sort();
}

async function southCards(page) {
  const names = await page.getByRole('region', { name: 'South', exact: true }).locator('[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return names.filter((n) => / of /.test(n)).sort();
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('LIN files and BBO handviewer links', { timeout: 600_000 }, () => withBrowser(async ({ browser, url }) => {
  const text = fs.readFileSync(fixture, 'utf8');
  const lines = text.split(/\r?\n/).filter((l) => l.includes('md|'));
  const { page, errors } = await openPage(browser, url, { viewport: DESKTOP });
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();

  // The .lin file: its eight boards, in file order, board 1's South hand.
  await page.getByLabel('Open hand file').setInputFiles(fixture);
  const loaded = page.getByRole('alert').filter({ hasText: 'endplay-example1.lin: 8 deals to play' });
  await loaded.waitFor();
  let s = await saved(page);
  assert.equal(s.team_match.length, 8);
  assert.equal(s.team_match.boards[0].open.board.number, 1);
  assert.equal(s.team_match.boards[0].open.board.dealer, 'North', 'md|3 is North');
  assert.deepEqual(await southCards(page), linSouth(lines[0]));
  await loaded.getByRole('button', { name: 'Close' }).click();

  // A pasted handviewer link of board 2, as BBO writes them.
  const box = page.getByRole('textbox', { name: 'Paste a BBO handviewer link' });
  await box.fill(`https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=${encodeURIComponent(lines[1])}`);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const opened = page.getByRole('alert').filter({ hasText: 'BBO link: 1 deal to play' });
  await opened.waitFor();
  assert.equal(await box.inputValue(), '', 'the field empties once the link is read');
  s = await saved(page);
  assert.equal(s.team_match.length, 1);
  assert.equal(s.team_match.boards[0].open.board.number, 2);
  assert.equal(s.team_match.boards[0].open.board.dealer, 'East', 'md|4 is East');
  assert.deepEqual(await southCards(page), linSouth(lines[1]));
  await opened.getByRole('button', { name: 'Close' }).click();

  // The current board as a handviewer link: the same deal, board and dealer.
  await page.getByRole('button', { name: 'BBO link' }).click();
  const field = page.getByRole('textbox', { name: 'Share link' });
  const link = await field.inputValue();
  assert.ok(link.startsWith('https://www.bridgebase.com/tools/handviewer.html?lin='), link);
  assert.ok(!link.includes('|') && !link.includes(' '), `one unbroken link: ${link}`);
  const lin = decodeURIComponent(link.split('?lin=')[1]);
  assert.deepEqual(linSouth(lin), linSouth(lines[1]));
  assert.match(lin, /md\|4/);
  assert.match(lin, /ah\|Board 2\|/);
  const md = (l) => l.split('md|')[1].split('|')[0].split(',').slice(0, 3).join(',');
  assert.equal(md(lin).replace(/[^SHDC]/g, ''), md(lines[1]).replace(/[^SHDC]/g, ''));

  // Both sizes: the files section with the paste field and the link.
  const files = page.getByRole('region', { name: 'Files and sharing' });
  await files.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${artifacts}/lin-desktop.png` });
  await files.screenshot({ path: `${artifacts}/lin-files-desktop.png` });
  await page.setViewportSize(PHONE);
  assert.ok(await overflow(page) <= 0, 'no horizontal scrolling on the phone');
  await files.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${artifacts}/lin-phone.png` });
  await files.screenshot({ path: `${artifacts}/lin-files-phone.png` });
  await page.setViewportSize(DESKTOP);

  // A link with no deal: a clear message, and the match is unchanged.
  const before = await saved(page);
  await box.fill('https://www.bridgebase.com/tools/handviewer.html?n=SAKQ');
  await box.press('Enter');
  const bad = page.getByRole('alert').filter({ hasText: 'BBO link: no deal could be read; your match is unchanged' });
  await bad.waitFor();
  // The reason behind the notice's toggle (files.test.mjs checks the toggle).
  const toggle = bad.locator('summary');
  assert.equal(await toggle.innerText(), '1 problem: details');
  await toggle.click();
  assert.match(await bad.innerText(), /this link has no lin= part/);
  const after = await saved(page);
  assert.deepEqual(after.team_match.boards.map((b) => b.open.board), before.team_match.boards.map((b) => b.open.board));
  assert.equal(after.team_match.length, before.team_match.length);

  assert.deepEqual(errors, []);
}));
