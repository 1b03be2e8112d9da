// Online tables (issue 22): two people at one table, each in a browser
// context of their own, against `halfbridge serve` (the CLI built once,
// serving dist/ and a database in a fresh temporary folder, on a free
// port of 127.0.0.1, stopped after the tests). One creates a MiniBridge
// table in the page's form (robots East and West, Beginner), the other
// opens North's invite link; they play the whole board by clicking the
// cards the server lists as legal, one reloads in the middle of a trick
// and is back in its seat with the same cards; at the end both show the
// result and the server's records hold the board. Beside it: a page on a
// plain static host offers no "Play online", with no console error.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, launch, artifacts } from './harness.mjs';
import { settled, resize } from './waits.mjs';
import { startServer } from './online-server.mjs';
import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page, one line each. */
async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) })));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}

let base;
let stop;

before(async () => {
  ({ base, stop } = await startServer());
});

after(() => stop?.());

/** The table's `seq` as the page last saw it. */
const seqOf = (page) => page.locator('[data-seq]').getAttribute('data-seq').then(Number);

/** Waits until `page` has seen `seq` (or later) over an open connection. */
const reach = (page, seq) => page.waitForFunction((s) => {
  const el = document.querySelector('[data-seq]');
  return el && el.dataset.link === 'open' && Number(el.dataset.seq) >= s;
}, seq, { timeout: 30000 });

/** What `page` may do now: the enabled cards and contracts, the match's end. */
const offer = (page) => page.evaluate(() => ({
  seq: Number(document.querySelector('[data-seq]').dataset.seq),
  cards: [...document.querySelectorAll('.hand button.card:not([disabled])')].map((b) => b.dataset.card),
  contracts: document.querySelectorAll('.contract-chooser button.bid:not([disabled])').length,
  over: !!document.querySelector('.match-over'),
  trick: document.querySelectorAll('.trick .slot .card').length,
  stale: !!document.querySelector('.trick .slot.stale'),
}));

/** The card keys of the region named `seat`. */
const handOf = (page, seat) => page.getByRole('region', { name: seat, exact: true })
  .locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));

/** Every localStorage key and value. */
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

test('a page on a static host offers no "Play online", and says nothing in the console', () => withBrowser(async ({ browser, url, requests }) => {
  const { page, errors } = await openPage(browser, url);
  await page.getByRole('region', { name: 'South', exact: true }).waitFor();
  // The page has asked (the static file answered) before we look.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/health') && e.responseEnd > 0), null, { timeout: 10000 });
  assert.ok(requests.some((r) => r.endsWith('/api/health')), 'the page asked api/health');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'New match' }).waitFor();
  assert.equal(await page.getByText('Play online').count(), 0);
  // The solo page's module holds no online code, and never fetches the online pages' one.
  assert.deepEqual(requests.filter((r) => /\/online(\.js|_bg\.wasm)/.test(r)), []);
  assert.deepEqual(errors, []);
}));

test('two people play a MiniBridge board at one online table; a reload mid-trick comes back to its seat', async () => {
  const browser = await launch();
  try {
    // South's browser: the solo game first (it stores its match), then
    // "Play online" in its settings.
    const a = await openPage(browser, base);
    await a.page.getByRole('region', { name: 'South', exact: true }).waitFor();
    await a.page.waitForFunction(() => localStorage.getItem('halfbridge/v1') !== null);
    await a.page.getByRole('button', { name: 'Settings' }).click();
    await a.page.getByRole('link', { name: 'Play online' }).click();
    await a.page.getByRole('button', { name: 'Create the table' }).waitFor();
    const solo = (await stored(a.page))['halfbridge/v1'];
    await settled(a.page);
    await a.page.screenshot({ path: `${artifacts}/online-create-desktop.png`, fullPage: true });
    assert.deepEqual(await audit(a.page), [], 'axe on the form');
    await resize(a.page, { width: 390, height: 844 });
    await a.page.screenshot({ path: `${artifacts}/online-create-mobile.png`, fullPage: true });
    await resize(a.page, { width: 1280, height: 800 });
    await a.page.getByRole('button', { name: 'Beginner' }).click();
    assert.equal(await a.page.locator('input[name=robot][value=E]').isChecked(), true);
    assert.equal(await a.page.locator('input[name=robot][value=W]').isChecked(), true);
    assert.equal(await a.page.locator('input[name=my-seat][value=S]').isChecked(), true);
    await a.page.locator('input[name=name]').fill('Sue <b>S</b>');
    await a.page.getByRole('button', { name: 'Create the table' }).click();
    await a.page.waitForURL(/\?table=[0-9a-f]+&seat=S&token=[0-9a-f]+$/);
    const table = new URL(a.page.url()).searchParams.get('table');
    await reach(a.page, 0);
    // The host's invite links: North's, with its Copy button, and the watch link.
    const invites = a.page.getByRole('region', { name: 'Invite links' });
    const north = await invites.getByRole('textbox', { name: 'North' }).inputValue();
    assert.match(north, new RegExp(`\\?table=${table}&seat=N&token=[0-9a-f]{32}$`));
    const watch = await invites.getByRole('textbox', { name: 'Link to watch' }).inputValue();
    assert.match(watch, new RegExp(`\\?table=${table}$`));
    assert.equal(await invites.getByRole('textbox', { name: 'East' }).count(), 0, 'a robot seat has no invite');

    // North's browser, another person: asked a name once.
    const b = await openPage(browser, north);
    await b.page.getByRole('textbox', { name: 'Your name' }).fill('Nora');
    await b.page.getByRole('button', { name: 'Sit down' }).click();
    await reach(b.page, 0);
    assert.equal(await b.page.getByRole('textbox', { name: 'Your name' }).count(), 0);
    // The seats, sent when a person joins: each sees the other's name,
    // as text.
    await a.page.locator('.online-seats li[data-seat=N] .sitter-name', { hasText: 'Nora' }).waitFor();
    await b.page.locator('.online-seats li[data-seat=S] .sitter-name', { hasText: 'Sue <b>S</b>' }).waitFor();
    assert.equal(await b.page.locator('.online-seats .sitter-name b').count(), 0, 'a name is text');
    assert.match(await a.page.locator('.online-seats li[data-seat=E]').innerText(), /robot/);
    // The partner's name at its seat on the table too (MiniBridge has no
    // auction to head), as text with the whole name in its title; a
    // robot's seat shows no name.
    await a.page.locator('.hand.north .sitter-name', { hasText: 'Nora' }).waitFor();
    await b.page.locator('.hand.north .sitter-name', { hasText: 'Sue <b>S</b>' }).waitFor();
    assert.equal(await b.page.locator('.hand.north .sitter-name').getAttribute('title'), 'Sue <b>S</b>');
    assert.equal(await b.page.locator('.hand .sitter-name b').count(), 0, 'a name at the table is text');
    assert.equal(await a.page.locator('.hand.east .sitter-name').count(), 0, 'a robot shows no name');
    // Each sees its own seat at the bottom, its 13 cards face up, the
    // other person's as 13 backs.
    assert.equal(await a.page.locator('.hand.south').getAttribute('aria-label'), 'South');
    assert.equal(await b.page.locator('.hand.south').getAttribute('aria-label'), 'North');

    const people = { South: a, North: b };
    let reloaded = false;
    let shots = false;
    for (let step = 0; step < 200; step++) {
      // Both pages at the same point of the table.
      const seq = Math.max(await seqOf(a.page), await seqOf(b.page));
      await reach(a.page, seq);
      await reach(b.page, seq);
      const offers = { South: await offer(a.page), North: await offer(b.page) };
      if (offers.South.over && offers.North.over) break;
      const [who, what] = Object.entries(offers).find(([, o]) => o.cards.length || o.contracts) || [];
      if (!who) {
        // A robot is due: the server moves the table on.
        await reach(a.page, seq + 1);
        continue;
      }
      const { page } = people[who];
      if (!shots && what.cards.length && what.trick >= 1 && !what.stale) {
        shots = true;
        await settled(page);
        await page.screenshot({ path: `${artifacts}/online-table-desktop.png` });
        await resize(page, { width: 390, height: 844 });
        await page.screenshot({ path: `${artifacts}/online-table-mobile.png`, fullPage: true });
        await resize(page, { width: 1280, height: 800 });
      }
      if (!reloaded && what.cards.length && what.trick >= 1 && what.trick <= 3 && !what.stale) {
        // In the middle of a trick: reload, and be back in the seat with
        // the same cards and the same trick.
        reloaded = true;
        const hand = await handOf(page, who);
        const trick = await page.locator('.trick [data-card], .trick .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        // The seat is due: the table waits for it, at this seq.
        await page.reload();
        await reach(page, what.seq);
        assert.equal(await seqOf(page), what.seq, 'nothing happened meanwhile');
        assert.match(page.url(), /&seat=[NS]&token=/, 'the address still holds the seat');
        assert.equal(await page.locator('.hand.south').getAttribute('aria-label'), who);
        assert.deepEqual(await handOf(page, who), hand);
        assert.deepEqual(await page.locator('.trick [data-card], .trick .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), trick);
        assert.deepEqual((await offer(page)).cards, what.cards, 'the same cards are playable');
        continue;
      }
      if (what.contracts) {
        await page.locator('.contract-chooser button.bid:not([disabled])').first().click();
      } else {
        await page.locator(`.hand button.card[data-card="${what.cards[0]}"]`).click();
      }
      await reach(page, what.seq + 1);
    }
    assert.ok(reloaded, 'a person reloaded in the middle of a trick');
    for (const { page } of [a, b]) {
      await page.locator('.match-over').waitFor();
      const result = page.getByRole('region', { name: 'Result' });
      assert.match(await result.innerText(), /Board 1/);
      // Every hand is shown as dealt once the board is over.
      for (const seat of ['North', 'East', 'South', 'West']) {
        assert.equal((await handOf(page, seat)).length, 13, `${seat} shown`);
      }
    }
    // A spectator sees the table as it ended, asked no name.
    const c = await openPage(browser, watch);
    await c.page.locator('.match-over').waitFor();
    assert.match(await c.page.locator('[data-link]').innerText(), /Watching/);
    assert.equal(await c.page.getByRole('textbox', { name: 'Your name' }).count(), 0);
    assert.equal((await handOf(c.page, 'West')).length, 13);
    assert.deepEqual(c.errors, []);

    const records = await (await fetch(`${base}api/tables/${table}/records`)).json();
    assert.equal(records.length, 1);
    assert.equal(records[0].plays.length, 52);
    assert.ok(records[0].contract, 'the board has its contract');

    // Storage: the online pages wrote only their own keys; the solo
    // match is as the solo page left it; the other browser, online only,
    // holds no solo key.
    const after = await stored(a.page);
    assert.equal(after['halfbridge/v1'], solo);
    for (const key of Object.keys(await stored(b.page))) assert.ok(key.startsWith('halfbridge-online/'), key);
    assert.equal(after['halfbridge-online/name'], 'Sue <b>S</b>');
    // ... and the solo page, opened again, leaves the online keys alone.
    await a.page.goto(base);
    await a.page.getByRole('region', { name: 'South', exact: true }).waitFor();
    await settled(a.page);
    const again = await stored(a.page);
    for (const [k, v] of Object.entries(after)) if (k.startsWith('halfbridge-online/')) assert.equal(again[k], v, k);

    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await browser.close();
  }
});

// The messages the seats branch adds (spec online-seats.md: `seats`,
// `chat`, `invite`; the page's `name`, `chat`, `seat`), against a server
// played by the test through Playwright's WebSocket routing, on the
// static harness: names and chat shown as text, never markup; the
// countdown of a dropped person; the host's buttons; the invite that
// comes back; a lost connection tried again with last_seq.
const VIEW = {
  seat: 'South', game: 'MiniBridge', board: 1, boards: 2, boards_done: 0, dealer: 'North', vulnerability: '',
  phase: 'Contract', hands: [null, null, 'AKQJ.T98.765.432', null], hcp: [10, 9, 11, 10], calls: [],
  declarer: 'North', contract: null, tricks: [], current: { leader: 'East', cards: [] }, tricks_ns: 0, tricks_ew: 0,
  to_act: 'North', due: 'North', legal: null, scores: [], over: false,
};
const SEATS = {
  type: 'seats', seq: 5, host: 'South', seats: [
    { sitter: 'human', name: 'Nora <i>N</i>', connected: false, away_ms: 41000 },
    { sitter: 'robot', name: null, connected: true, away_ms: null },
    { sitter: 'human', name: 'Sue', connected: true, away_ms: null },
    { sitter: 'standin', name: 'Wes', connected: false, away_ms: null },
  ],
};

test('seats, names, chat and the host\'s buttons, as the server sends them', () => withBrowser(async ({ browser, url, requests }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const sockets = [];
  const received = [];
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    sockets.push(ws);
    ws.onMessage((text) => {
      const m = JSON.parse(text);
      received.push(m);
      if (m.type === 'chat') ws.send(JSON.stringify({ type: 'chat', seq: 5, seat: 'South', name: 'Sue', text: m.text }));
      if (m.type === 'seat' && m.to === 'open') ws.send(JSON.stringify({ type: 'invite', seq: 5, seat: m.seat, url: 'http://h/?table=t1&seat=N&token=fresh' }));
    });
    ws.send(JSON.stringify({ type: 'state', seq: 5, view: VIEW }));
    seatsSentAt = Date.now();
    ws.send(JSON.stringify(SEATS));
  });
  let seatsSentAt = null;
  const { page, errors } = await openPage(browser, `${url}?table=t1&seat=S&token=abc`, { context });
  await page.getByRole('textbox', { name: 'Your name' }).fill('  Sue  ');
  await page.getByRole('button', { name: 'Sit down' }).click();
  await page.waitForFunction(() => document.querySelector('[data-link=open]'));
  assert.equal(sockets[0].url().replace(/^.*\/ws\//, '/ws/'), '/ws/tables/t1?token=abc');
  assert.deepEqual(received.filter((m) => m.type === 'name'), [{ type: 'name', name: 'Sue' }]);
  // An online address loads the online pages' module, and not the solo game's.
  const wasm = requests.filter((r) => r.endsWith('.wasm')).map((r) => r.replace(/^.*\//, ''));
  assert.deepEqual(wasm, ['online_bg.wasm']);
  assert.ok(requests.some((r) => r.endsWith('/online.js')), 'online.js');
  assert.ok(!requests.some((r) => /\/(app|worker)(_bg\.wasm|\.js)$/.test(r)), 'no app.js, no worker');

  const seats = page.getByRole('region', { name: 'Seats' });
  const north = seats.locator('li[data-seat=N]');
  // A name is text: the markup in it is shown, not made.
  assert.match(await north.innerText(), /Nora <i>N<\/i>/);
  assert.equal(await page.locator('.sitter i').count(), 0);
  assert.match(await north.innerText(), /away/);
  assert.match(await seats.locator('li[data-seat=E]').innerText(), /robot/);
  assert.match(await seats.locator('li[data-seat=W]').innerText(), /Wes.*robot standing in/s);
  assert.match(await seats.locator('li[data-seat=S]').innerText(), /host, you/);
  // The countdown goes down by itself (one interval).
  const first = Number((await north.locator('.countdown').innerText()).match(/(\d+) s/)[1]);
  // From the frame's 41 s, less the whole seconds gone since it was sent
  // (the page's drawing and the test's reading, however loaded the
  // machine), one more for the rounding.
  const gone = Math.ceil((Date.now() - seatsSentAt) / 1000);
  assert.ok(first <= 41 && first >= 41 - gone - 1, `countdown ${first}, ${gone} s after the frame`);
  await page.waitForFunction((n) => {
    const m = document.querySelector('.online-seats li[data-seat=N] .countdown')?.textContent.match(/(\d+) s/);
    return m && Number(m[1]) < n;
  }, first, { timeout: 15000 });
  // The host opens North again: the new link replaces the old.
  await north.getByRole('button', { name: 'Open again' }).click();
  await page.getByRole('region', { name: 'Invite links' }).getByRole('textbox', { name: 'North' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'North' }).inputValue(), 'http://h/?table=t1&seat=N&token=fresh');
  assert.deepEqual(received.find((m) => m.type === 'seat'), { type: 'seat', seat: 'North', to: 'open' });
  assert.equal(await seats.locator('li[data-seat=S] button').count(), 0, 'no buttons at the host\'s own seat');
  // The chat, as text.
  const chat = page.getByRole('region', { name: 'Chat' });
  await chat.getByRole('textbox').fill('hello <b>all</b>');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.locator('li').waitFor();
  assert.equal(await chat.locator('li').innerText(), 'Sue: hello <b>all</b>');
  assert.equal(await chat.locator('li b').count(), 1, 'only the name is bold');
  await settled(page);
  await page.screenshot({ path: `${artifacts}/online-seats-desktop.png` });
  assert.deepEqual(await audit(page), [], 'axe at 1280x800');
  await resize(page, { width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}/online-seats-mobile.png`, fullPage: true });
  assert.deepEqual(await audit(page), [], 'axe at 390x844');

  // The connection drops: the page says so, and comes back with last_seq.
  await sockets[0].close();
  await page.waitForFunction(() => document.querySelector('[data-link=lost]'));
  await page.waitForFunction(() => document.querySelector('[data-link=open]'), null, { timeout: 10000 });
  assert.equal(sockets.length, 2);
  assert.match(sockets[1].url(), /\/ws\/tables\/t1\?token=abc&last_seq=5$/);
  assert.equal(received.filter((m) => m.type === 'name').length, 2, 'the name again on each connection');
  // Closed again soon after opening (as when another tab takes the seat):
  // the pause doubles (0.5 s, then 1 s), it does not start over.
  const closed = Date.now();
  await sockets[1].close();
  await page.waitForFunction(() => document.querySelector('[data-link=lost]'));
  await page.waitForFunction(() => document.querySelector('[data-link=open]'), null, { timeout: 10000 });
  assert.equal(sockets.length, 3);
  assert.ok(Date.now() - closed >= 950, `waited ${Date.now() - closed} ms`);
  // Nothing of the solo game was stored.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.deepEqual(keys.sort(), ['halfbridge-online/invites/t1', 'halfbridge-online/name']);
  assert.deepEqual(errors, []);
}));

const LONG = 'Nora <i>N</i> Northwoods';

test('contract bridge online: the bidding box offers the legal calls and sends the one clicked', () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  let acted;
  const act = new Promise((ok, fail) => {
    acted = ok;
    setTimeout(() => fail(new Error('no act came')), 15000).unref();
  });
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    ws.onMessage((text) => { const m = JSON.parse(text); if (m.type === 'act') acted(m); });
    ws.send(JSON.stringify({ type: 'state', seq: 1, view: { ...VIEW, game: 'Contract', phase: 'Auction', dealer: 'South', declarer: null,
      hcp: [null, null, 11, null], to_act: 'South', due: 'South' } }));
    // North's name: 24 characters, markup-looking.
    ws.send(JSON.stringify({ ...SEATS, seq: 1, seats: [{ ...SEATS.seats[0], name: LONG }, ...SEATS.seats.slice(1)] }));
  });
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  // The mock never answers the call: the page waits for it (`answer`, a
  // test's hook) longer than the test, so that no new connection comes.
  const { page, errors } = await openPage(browser, `${url}?table=t2&seat=S&token=abc&test&answer=600000`, { context });
  const box = page.getByRole('region', { name: 'Bidding box' });
  await box.waitFor();
  assert.equal(await box.getByRole('button', { name: 'Double', exact: true }).isDisabled(), true, 'nothing to double');
  await box.getByRole('button', { name: 'Pass', exact: true }).click();
  const sent = await act;
  assert.equal(sent.seq, 1);
  assert.deepEqual(Object.keys(sent.action), ['Call'], JSON.stringify(sent));
  // Each person's name heads its seat's column (a robot's none), as
  // text, cut by the style where long, the whole name in its title.
  const north = page.locator('.auction-head[data-seat=N] .person');
  await north.waitFor();
  assert.equal(await north.textContent(), LONG);
  assert.equal(await north.getAttribute('title'), LONG);
  assert.equal(await page.locator('.auction-head i').count(), 0, 'a name is text');
  assert.equal(await page.locator('.auction-head[data-seat=E] .person').count(), 0, 'a robot shows no name');
  assert.equal(await page.locator('.auction-head[data-seat=S] .person').textContent(), 'Sue');
  const cut = await north.evaluate((e) => ({ style: getComputedStyle(e).textOverflow, over: e.scrollWidth > e.clientWidth, grid: e.closest('.auction-grid').scrollWidth <= e.closest('.auction-grid').clientWidth }));
  assert.deepEqual(cut, { style: 'ellipsis', over: true, grid: true }, 'a long name is cut with an ellipsis, the grid as wide as before');
  await settled(page);
  await page.screenshot({ path: `${artifacts}/online-auction-desktop.png` });
  await resize(page, { width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}/online-auction-mobile.png`, fullPage: true });
  assert.deepEqual(errors, []);
}));
