// How the table looks, in real Chromium, at a desktop (1280×800) and a
// phone (390×844), in each of the six languages: screenshots at the
// announcement, the contract choice, mid-play and the result are written
// to artifacts/look-<size>-<language>-<phase>.png (the result with the
// comparison and the scorecard, whose headings wrap between words only).
// Also checks that the person's hand takes one
// row at 1280 wide and at most two at 390, that dummy is tabled in suit
// columns (highest card at the top), that nothing scrolls sideways, and
// that the four-colour deck setting colours the table, and that a played
// card travels from its place in the hand to the trick (none with
// prefers-reduced-motion).
//
// The README's pictures, docs/screenshots/table-1280x800.png and
// table-390x844.png, are the English mid-play screen at each size (the
// viewport, as a person sees it): always taken to artifacts/, written to
// docs/screenshots/ only with UPDATE_SCREENSHOTS=1 and only when they
// changed; otherwise the test checks that the committed ones exist at
// their size and says when this run's differ.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, openPage, artifacts, root } from './harness.mjs';
import { CARD, currentBoard, newMatch, playDeal, setLanguage } from './flow.mjs';
import { SOUTH_DECLARES, board, hnd } from './fixtures.mjs';
import { settled } from './waits.mjs';

/** A board where South (18 HCP) declares and North is dummy. */
const southDeclares = () => hnd(board(1, 'N', SOUTH_DECLARES));

/** The six languages: their names in the settings and their codes in the screenshots' names. */
const LANGUAGES = [['日本語', 'ja'], ['Français', 'fr'], ['Español', 'es'], ['简体中文', 'zh-Hans'], ['繁體中文', 'zh-Hant']];

const screenshots = path.join(root, 'docs', 'screenshots');

/** Pixels two runs of the same table may differ in (see `pixelsChanged`). */
const NOISE_PIXELS = 16;

/** A PNG's width and height, from its header. */
function pngSize(file) {
  const bytes = fs.readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${file} is a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * How many pixels of two PNGs differ by more than a few levels in a
 * channel, decoded in a blank page of `browser`; -1 when their sizes
 * differ. Two runs of the same table differ in a handful (Chromium
 * antialiases the felt's rounded corners and gradient a little
 * differently each time), a changed word in a hundred or more.
 */
async function pixelsChanged(browser, a, b) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async ([a, b]) => {
      const pixels = async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const context = canvas.getContext('2d');
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, img.width, img.height);
      };
      const [pa, pb] = [await pixels(a), await pixels(b)];
      if (pa.width !== pb.width || pa.height !== pb.height) return -1;
      let changed = 0;
      for (let i = 0; i < pa.data.length; i += 4) {
        for (let k = 0; k < 4; k++) {
          if (Math.abs(pa.data[i + k] - pb.data[i + k]) > 8) { changed++; break; }
        }
      }
      return changed;
    }, [a, b].map((bytes) => `data:image/png;base64,${bytes.toString('base64')}`));
  } finally {
    await page.close();
  }
}

/**
 * The README's picture of the table at this size: the viewport now,
 * scrolled to the top, the pointer moved off the cards. The committed one
 * must exist at the viewport's size. With UPDATE_SCREENSHOTS=1 it is
 * rewritten when this run's differs in more than `NOISE_PIXELS` pixels
 * (so an unchanged table leaves the file alone); without, a difference is
 * reported, not failed (a new Chromium or font redraws the text).
 */
async function readmePicture(t, page, viewport) {
  const name = `table-${viewport.width}x${viewport.height}.png`;
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  // The same pixels on a re-run: endless animations (the turn's pulse)
  // stopped, and the notices left out (the file's "1 deal to play" is
  // closed before the play in some runs, not in others).
  const shot = await page.screenshot({
    path: path.join(artifacts, name), animations: 'disabled', style: '.notice { display: none !important; }',
  });
  const committed = path.join(screenshots, name);
  const changed = fs.existsSync(committed) ? await pixelsChanged(page.context().browser(), shot, fs.readFileSync(committed)) : null;
  const same = changed !== null && changed >= 0 && changed <= NOISE_PIXELS;
  const how = changed === null ? 'missing' : changed === -1 ? 'of another size than this run\'s' : `${changed} pixels off this run's`;
  if (!same && process.env.UPDATE_SCREENSHOTS === '1') {
    fs.mkdirSync(screenshots, { recursive: true });
    fs.writeFileSync(committed, shot);
    t.diagnostic(`docs/screenshots/${name} rewritten (it was ${how})`);
  } else if (!same) {
    t.diagnostic(`docs/screenshots/${name} is ${how} (artifacts/${name}): UPDATE_SCREENSHOTS=1 rewrites it`);
  }
  assert.ok(fs.existsSync(committed), `docs/screenshots/${name} is missing: run this test with UPDATE_SCREENSHOTS=1`);
  assert.deepEqual(pngSize(committed), viewport, `docs/screenshots/${name} is the viewport's size`);
}

/** Screenshots of the page now, in each of the six languages (back to English after). */
async function shoot(page, size, phase) {
  await settled(page);
  await page.screenshot({ path: path.join(artifacts, `look-${size}-en-${phase}.png`), fullPage: true });
  await wholeWords(page, `${size} en ${phase}`);
  for (const [name, code] of LANGUAGES) {
    await setLanguage(page, name);
    await settled(page);
    await page.screenshot({ path: path.join(artifacts, `look-${size}-${code}-${phase}.png`), fullPage: true });
    await noSideScroll(page, `${size} ${code} ${phase}`);
    if (code === 'fr' || code === 'es') await wholeWords(page, `${size} ${code} ${phase}`);
  }
  await setLanguage(page, 'English');
}

/** The rows a hand's cards take: their boxes' tops, a lifted card in its row. */
async function rowsOf(page, seat) {
  const tops = await page.getByRole('region', { name: seat, exact: true }).locator('.card')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
  tops.sort((a, b) => a - b);
  let rows = 0;
  let last = -Infinity;
  for (const t of tops) {
    if (t - last > 20) rows++;
    last = t;
  }
  return { rows, cards: tops.length };
}

/** Dummy's cards by column: each column one suit, highest at the top. */
async function dummyColumns(page, seat) {
  // The person plays dummy's cards (buttons) when South declares.
  const cards = await page.getByRole('region', { name: seat, exact: true }).locator('.card[aria-label]')
    .evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: e.getAttribute('aria-label'), left: Math.round(r.left), top: r.top };
    }));
  const order = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King', 'Ace'];
  const columns = new Map();
  for (const c of cards) {
    const [rank, , suit] = c.name.split(' ');
    if (!columns.has(c.left)) columns.set(c.left, []);
    columns.get(c.left).push({ rank: order.indexOf(rank), suit, top: c.top });
  }
  for (const col of columns.values()) {
    assert.equal(new Set(col.map((c) => c.suit)).size, 1, 'one suit a column');
    col.sort((a, b) => a.top - b.top);
    for (let i = 1; i < col.length; i++) assert.ok(col[i - 1].rank > col[i].rank, 'highest card at the top');
  }
  return { columns: columns.size, suits: new Set(cards.map((c) => c.name.split(' ')[2])).size, cards: cards.length };
}

/** The person's first playable card (South's, else dummy North's), hovered so that it stands still. */
async function playableCard(page) {
  const enabled = (seat) => page.getByRole('region', { name: seat, exact: true }).getByRole('button', { name: CARD, disabled: false });
  await enabled('South').or(enabled('North')).first().waitFor({ timeout: 60_000 });
  const card = (await enabled('South').count()) ? enabled('South').first() : enabled('North').first();
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await settled(page); // the lift's transition
  return card;
}

/**
 * Motion: plays a card and checks that it travels from its place in the
 * hand to its place in the trick (its animation starts where its face
 * was, 200–300 ms), and, with prefers-reduced-motion, that it does not move.
 */
async function checkTravel(page) {
  await page.evaluate(() => {
    window.__flights = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      const r = this.getBoundingClientRect();
      window.__flights.push({ name: this.getAttribute('aria-label'), frames, options, end: { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width } });
      return animate.call(this, frames, options);
    };
  });
  const centre = (e) => { const r = e.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width }; };
  let card = await playableCard(page);
  let name = await card.getAttribute('aria-label');
  const start = await card.locator('.face').evaluate(centre);
  await card.click();
  const flight = await (await page.waitForFunction((n) => window.__flights.find((f) => f.name === n), name)).jsonValue();
  const [dx, dy, scale] = flight.frames[0].transform.match(/-?\d+(\.\d+)?(e-?\d+)?/g).map(Number);
  assert.equal(flight.frames.at(-1).transform, 'none', 'ends in its place in the trick');
  assert.ok(flight.options.duration >= 200 && flight.options.duration <= 300, `travels ${flight.options.duration} ms`);
  const from = { x: flight.end.x + dx, y: flight.end.y + dy };
  assert.ok(Math.abs(from.x - start.x) <= 3 && Math.abs(from.y - start.y) <= 3,
    `${name} starts where it was in the hand: (${Math.round(from.x)}, ${Math.round(from.y)}) vs (${Math.round(start.x)}, ${Math.round(start.y)})`);
  assert.ok(Math.abs(flight.end.w * scale - start.w) <= 2, 'and at its size in the hand');
  assert.ok(Math.hypot(dx, dy) > 40, 'it travels');

  // None while prefers-reduced-motion is set.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  card = await playableCard(page);
  name = await card.getAttribute('aria-label');
  await card.click();
  await page.locator(`.trick .card[aria-label="${name}"]`).waitFor();
  await settled(page);
  assert.equal(await page.evaluate((n) => window.__flights.filter((f) => f.name === n).length, name), 0, 'no motion when reduced');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

async function noSideScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `${where}: no horizontal scrolling (${scroll} > ${width})`);
}

/**
 * The comparison's and the scorecard's headings wrap between words, never
 * inside one (Spanish "Declaran-te" at 1280 wide), and their tables stay
 * inside their panels. Words are split at spaces, so only for the
 * languages that write them (English, French, Spanish).
 */
async function wholeWords(page, where) {
  const { broken, wide } = await page.evaluate(() => {
    const broken = [];
    const wide = [];
    for (const section of document.querySelectorAll('section.comparison, section.scorecard')) {
      const table = section.querySelector('table');
      const inner = section.clientWidth - parseFloat(getComputedStyle(section).paddingLeft) - parseFloat(getComputedStyle(section).paddingRight);
      if (table && table.getBoundingClientRect().width > inner + 0.5) wide.push(section.className);
      for (const th of section.querySelectorAll('th')) {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (const m of text.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, m.index);
            range.setEnd(text, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(m[0]);
          }
        }
      }
    }
    return { broken, wide };
  });
  assert.deepEqual(broken, [], `${where}: headings broken inside a word`);
  assert.deepEqual(wide, [], `${where}: a table wider than its panel`);
}

for (const [size, viewport, maxRows] of [['desktop', { width: 1280, height: 800 }, 1], ['phone', { width: 390, height: 844 }, 2]]) {
  test(`the table's look at ${size} size`, { timeout: 600_000 }, (t) => withBrowser(async ({ browser, url }) => {
    const { page, errors } = await openPage(browser, url, { viewport });
    await page.getByRole('region', { name: 'South', exact: true }).waitFor();
    await newMatch(page, { variant: 'MiniBridge' });
    const file = path.join(artifacts, `look-${size}.hnd`);
    fs.writeFileSync(file, southDeclares());
    await page.getByLabel('Open hand file').setInputFiles(file);
    const alert = page.getByRole('alert');
    await alert.first().waitFor();
    await alert.first().getByRole('button', { name: 'Close' }).click();

    // The announcement: 13 cards in the person's row(s).
    await page.locator('.announcements li').first().waitFor();
    const dealt = await rowsOf(page, 'South');
    assert.equal(dealt.cards, 13);
    assert.ok(dealt.rows <= maxRows, `${size}: South's 13 cards take ${dealt.rows} rows`);
    await noSideScroll(page, `${size} announcement`);
    await shoot(page, size, '1-announcement');

    // The contract choice.
    const chooser = page.getByRole('region', { name: 'Contract', exact: true });
    await chooser.waitFor();
    await noSideScroll(page, `${size} contract`);
    await shoot(page, size, '2-contract');

    // Mid-play, on the person's turn; then on to the result.
    let shot = false;
    const during = async (open) => {
      if (shot || open.plays.length < 9) return false;
      if (await page.getByRole('button', { name: CARD, disabled: false }).count() === 0) return false;
      shot = true;
      const south = await rowsOf(page, 'South');
      assert.ok(south.rows <= maxRows, `${size}: South's cards take ${south.rows} rows mid-play`);
      const dummy = await dummyColumns(page, 'North');
      assert.ok(dummy.cards > 0, 'dummy is faced');
      assert.equal(dummy.columns, dummy.suits, `${size}: dummy in one column a suit`);
      assert.ok(dummy.columns <= 4);
      await noSideScroll(page, `${size} mid-play`);
      await readmePicture(t, page, viewport);
      await shoot(page, size, '3-mid-play');
      await checkTravel(page);
      return true;
    };
    await playDeal(page, { variant: 'MiniBridge', during });
    assert.ok(shot, 'saw the play');
    // At the result every hand is shown; dummy North in its 4 columns.
    const all = await dummyColumns(page, 'North');
    assert.equal(all.columns, 4, `${size}: dummy's four suits in four columns`);
    await noSideScroll(page, `${size} result`);
    // The Closed Room done: the result with the comparison and the scorecard.
    await page.getByRole('region', { name: 'Comparison' }).locator('[data-net]').waitFor({ timeout: 120_000 });
    await page.locator('section.scorecard').waitFor();
    await shoot(page, size, '4-result');

    // A file dragged over the table shows where it will land.
    const drag = await page.evaluateHandle(() => { const d = new DataTransfer(); d.items.add(new File(['x'], 'deal.hnd')); return d; });
    await page.dispatchEvent('.felt', 'dragover', { dataTransfer: drag });
    await page.locator('.drop-overlay').waitFor();
    await page.screenshot({ path: path.join(artifacts, `look-${size}-en-6-drop.png`) });
    await page.dispatchEvent('.felt', 'dragleave', { dataTransfer: drag });
    await page.locator('.drop-overlay').waitFor({ state: 'detached' });

    // The four-colour deck: clubs turn green on the table.
    const clubColour = () => page.getByRole('region', { name: 'North', exact: true }).locator('.card[aria-label$="of Clubs"]').first()
      .evaluate((e) => getComputedStyle(e).color);
    const before = await clubColour();
    await page.locator('.topbar-actions button').click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel(/Four-colour deck/).check();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const after = await clubColour();
    assert.notEqual(after, before, 'clubs change colour in the four-colour deck');
    await page.screenshot({ path: path.join(artifacts, `look-${size}-en-5-four-colour.png`), fullPage: true });
    assert.equal((await currentBoard(page)).open.plays.length, 52);
    assert.deepEqual(errors, []);
  }));
}
