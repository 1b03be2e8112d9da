// More of the online table (issue 22): the Closed Room's comparison,
// claims and undos between people, GBridge tables. Against the real
// server (`halfbridge serve`, started by online-server.mjs) where
// the order of events does not matter; through Playwright's WebSocket
// routing where it does (a comparison pending, then filled).
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';
import { settled, resize } from './waits.mjs';
import { startServer } from './online-server.mjs';
import { analyse, checkOpenRoom } from './flow.mjs';


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
}));

/** Creates a table through the API; its answer. */
async function create(body) {
  const r = await fetch(`${base}api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(r.status, 201, await r.clone().text());
  return r.json();
}

/** The person's page at an invite link, named (no name box in the way). */
async function seat(browser, link) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  const opened = await openPage(browser, link, { context });
  await reach(opened.page, 0);
  return opened;
}

/** Plays on by clicking (the first contract, the first legal card) until
 * `stop(offer)` or the match is over; at most `steps` actions. */
async function playOn(page, stop = () => false, steps = 120) {
  for (let step = 0; step < steps; step++) {
    const seq = await seqOf(page);
    await reach(page, seq);
    const what = await offer(page);
    if (what.over || stop(what)) return what;
    // What the click takes away once the table has it: the contract
    // chooser, or the card from the hand. (A Closed Room's frame also
    // moves `seq` on, and the card is still there then.)
    let gone = null;
    if (what.contracts) {
      await page.locator('.contract-chooser button.bid:not([disabled])').first().click();
      gone = '.contract-chooser';
    } else if (what.cards.length) {
      await page.locator(`.hand button.card[data-card="${what.cards[0]}"]`).click();
      gone = `.hand button.card[data-card="${what.cards[0]}"]`;
    }
    if (gone) await page.waitForFunction((g) => !document.querySelector(g), gone, { timeout: 30000 });
    await reach(page, what.seq + 1);
  }
  return offer(page);
}

/** Screenshots of `page` at 1280x800 and 390x844, under `name`. */
async function shots(page, name) {
  await settled(page);
  await page.screenshot({ path: `${artifacts}/${name}-desktop.png`, fullPage: true });
  await resize(page, { width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}/${name}-mobile.png`, fullPage: true });
  await resize(page, { width: 1280, height: 800 });
}

test('the Closed Room online: after the board, both rooms, net and IMPs, the scorecard', () => withBrowser(async ({ browser }) => {
  const made = await create({ game: 'minibridge', boards: 2, level: 'beginner', robots: ['N', 'E', 'W'] });
  const { page, errors } = await seat(browser, made.seats.S);
  // Whether the comparison was ever shown pending (its Closed Room still
  // playing): a board ends before or after its room, either may happen.
  await page.evaluate(() => {
    window.seenPending = false;
    new MutationObserver(() => { if (document.querySelector('.comparison.pending')) window.seenPending = true; })
      .observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await playOn(page, () => false);
  await page.locator('.match-over').waitFor();
  // Both Closed Rooms come (wait for the condition, bounded).
  await page.waitForFunction(() => document.querySelectorAll('.scorecard tbody tr[data-board]:not(.pending)').length === 2, null, { timeout: 60000 });
  const comparison = page.getByRole('region', { name: 'Comparison' });
  assert.equal(await comparison.getAttribute('data-board'), '2');
  const rows = await comparison.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows.map((r) => r[0]), ['Open Room', 'Closed Room']);
  const view = (await (await fetch(`${base}api/tables/${made.id}`)).json()).view;
  assert.equal(view.rooms.length, 2);
  const room = view.rooms[1];
  const sign = (n) => (n > 0 ? `+${n}` : `${n}`);
  assert.equal(rows[1][4], sign(room.closed_ns));
  assert.equal(rows[0][4], sign(room.open_ns));
  assert.equal(rows[1][3], room.tricks == null ? '—' : String(room.tricks));
  // The Open Room's line is this table's own board (its record).
  const records = await (await fetch(`${base}api/tables/${made.id}/records`)).json();
  assert.equal(rows[0][1] !== '—', !!records[1].contract, 'a declarer where a contract was played');
  // Names: the Open Room's declarer is named where a person plays it
  // (South, Sue; robots as seats only); the Closed Room's robots unnamed.
  if (view.declarer) assert.equal(rows[0][1], view.declarer === 'South' ? 'SouthSue' : view.declarer);
  if (room.declarer) assert.equal(rows[1][1], room.declarer);
  // The scorecard's Open Room North–South heading names the pair's people.
  assert.equal(await page.locator('.scorecard thead th').nth(1).textContent(), 'Open Room NSSue');
  assert.equal(await page.locator('.scorecard thead .person').getAttribute('title'), 'Sue');
  assert.equal(Number(await comparison.locator('[data-net]').getAttribute('data-net')), room.net);
  assert.equal(Number(await comparison.locator('[data-imps]').getAttribute('data-imps')), room.imps);
  assert.equal(Number(await page.locator('[data-total-net]').getAttribute('data-total-net')), view.net_ns);
  assert.equal(Number(await page.locator('[data-total-imps]').getAttribute('data-total-imps')), view.imps_ns);
  assert.equal(view.net_ns, view.rooms[0].net + view.rooms[1].net);
  console.log(`# pending seen: ${await page.evaluate(() => window.seenPending)}`);
  await shots(page, 'online-rooms');
  // In Japanese: the names as typed, beside the catalog's words.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.waitForFunction(() => document.querySelector('.scorecard h2')?.textContent !== 'Scorecard');
  await page.locator('.scorecard thead .person', { hasText: 'Sue' }).waitFor();
  await shots(page, 'online-rooms-ja');
  assert.deepEqual(errors, []);
}));

test('the review online: after the board, the server\'s double-dummy review in the solo region', () => withBrowser(async ({ browser }) => {
  // South declares, so the board waits for South (a dummy South's board
  // could be over before the page looks).
  const made = await southDeclares();
  const { page, errors } = await seat(browser, made.seats.S);
  // Before the board is over: no Review, and the server refuses it.
  assert.equal(await page.getByRole('button', { name: 'Review' }).count(), 0);
  assert.equal((await fetch(`${base}api/tables/${made.id}/review/1`)).status, 409);
  await playOn(page, () => false);
  await page.locator('.match-over').waitFor();
  // Once the match is over nobody is to play: no empty "To play" line.
  assert.equal(await page.locator('.online-status .to-play').count(), 0);
  const comparison = page.getByRole('region', { name: 'Comparison' });
  await comparison.locator('[data-imps]').waitFor({ timeout: 60000 });
  await comparison.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await review.waitFor();
  await page.waitForSelector('.review[data-complete="true"]', { timeout: 60000 });
  assert.match(await review.locator('h2').innerText(), /Review — Board 1/);
  // Against the native oracle (`halfbridge analyse`), as the solo test does.
  const [open] = await (await fetch(`${base}api/tables/${made.id}/records`)).json();
  const [closed] = await (await fetch(`${base}api/tables/${made.id}/closed`)).json();
  const oracle = analyse(open);
  const dd = await review.locator('.dd-table td').evaluateAll((tds) => tds.map((td) => Number(td.dataset.tricks)));
  assert.equal(dd.length, 20);
  assert.deepEqual(dd, oracle.dd.flat(), 'the double-dummy table is the oracle\'s');
  if (open.contract) {
    await checkOpenRoom(review, oracle);
    assert.equal(await review.locator('.rv-room').first().locator('.rv-card').count(), 52);
  }
  if (closed.contract) {
    const want = analyse(closed).rooms[0].plays.map((p) => p.tricks);
    const got = await review.locator('.rv-room').last().locator('.rv-card').evaluateAll((els) => els.map((e) => Number(e.dataset.tricks)));
    assert.deepEqual(got, want, 'the Closed Room too');
  }
  await shots(page, 'online-review');
  // Closed by its button; opened again from the scorecard's row.
  await review.getByRole('button', { name: 'Close' }).click();
  await review.waitFor({ state: 'detached' });
  await page.locator('.scorecard').getByRole('button', { name: 'Review board 1' }).click();
  await page.waitForSelector('.review[data-complete="true"]', { timeout: 60000 });
  assert.deepEqual(errors, []);
}));

// A board over whose Closed Room is not done shows as pending, then the
// `rooms` frame fills it: the server played by the test (routing), so the
// order is known.
const VIEW = {
  seat: 'South', game: 'MiniBridge', board: 1, boards: 1, boards_done: 1, dealer: 'North', vulnerability: '',
  phase: 'Finished', hands: ['AKQJ.T98.765.432', '5432.AKQJ.T98.76', 'T98.765.432.AKQJ', '76.432.AKQJ.T985'], hcp: [10, 10, 10, 10], calls: [],
  declarer: 'North', contract: { Mini: { goal: 'PartScore', strain: 'Notrump' } }, tricks: [], current: { leader: 'East', cards: [] }, tricks_ns: 7, tricks_ew: 6,
  to_act: null, due: null, legal: null, scores: [90], over: true, rooms: [], net_ns: 0, imps_ns: 0,
};

test('a board over shows its comparison pending until its `rooms` frame comes', () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  let socket;
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    socket = ws;
    ws.send(JSON.stringify({ type: 'state', seq: 60, view: VIEW }));
  });
  await context.route(/\/api\/tables\/t9\/records$/, (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  const { page, errors } = await openPage(browser, `${url}?table=t9&seat=S&token=abc`, { context });
  const comparison = page.getByRole('region', { name: 'Comparison' });
  await comparison.locator('.progress').waitFor();
  assert.match(await comparison.innerText(), /still playing/);
  assert.equal(await page.locator('.scorecard tbody tr.pending').count(), 1);
  const room = { board: 1, open_ns: 90, closed_ns: -50, net: 140, imps: 4, declarer: 'East', contract: { Mini: { goal: 'PartScore', strain: 'Notrump' } }, tricks: 6, record: null };
  socket.send(JSON.stringify({ type: 'rooms', seq: 61, board: 1, view: { ...VIEW, rooms: [room], net_ns: 140, imps_ns: 4 } }));
  await comparison.locator('[data-imps="4"]').waitFor();
  assert.equal(await page.locator('.scorecard tbody tr.pending').count(), 0);
  assert.match(await comparison.locator('tbody tr').nth(1).innerText(), /Closed Room\s+East\s+\S.*\s+6\s+-50/);
  // The table's records are not read (routed: none): the Open Room's line
  // is the last view's, not dashes.
  assert.match(await comparison.locator('tbody tr').nth(0).innerText(), /Open Room\s+North\s+\S.*\s+7\s+\+90/);
  // Names: North a person (Ann), the declarer, named in the comparison;
  // the North–South pair's people in the scorecard's heading.
  const human = (name) => ({ sitter: 'human', name, connected: true, away_ms: null });
  const robot = { sitter: 'robot', name: null, connected: false, away_ms: null };
  socket.send(JSON.stringify({ type: 'seats', seq: 61, host: 'South', seats: [human('Ann'), robot, human('Sue'), robot] }));
  await comparison.locator('tbody tr').nth(0).locator('.person', { hasText: 'Ann' }).waitFor();
  assert.equal(await comparison.locator('tbody tr').nth(0).locator('td').first().textContent(), 'NorthAnn');
  assert.equal(await comparison.locator('tbody tr').nth(1).locator('.person').count(), 0, 'the Closed Room\'s robots unnamed');
  assert.match(await page.locator('.scorecard thead .person').textContent(), /^Ann\W+Sue$/);
  assert.equal(await page.locator('[data-total-imps]').getAttribute('data-total-imps'), '4');
  await shots(page, 'online-rooms-filled');
  assert.deepEqual(errors, []);
}));

// The board before's Closed Room may end while a card is on its way: its
// frame fills the comparison and moves nothing at the board, so the card
// sent stays pending, and another click sends nothing until the table
// answers (the server would refuse a second card as stale).
test('a Closed Room\'s frame while a card is on its way: a second click sends nothing', () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const received = [];
  let heard = () => {};
  let socket;
  const hand = 'AKQJ.T98.765.432';
  const play = {
    ...VIEW, board: 2, boards: 2, boards_done: 1, phase: 'Play', hands: [null, null, hand, null], declarer: 'East',
    current: { leader: 'South', cards: [] }, tricks_ns: 0, tricks_ew: 0, to_act: 'South', due: 'South', legal: hand, over: false,
  };
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    socket = ws;
    ws.onMessage((text) => { received.push(JSON.parse(text)); heard(); });
    ws.send(JSON.stringify({ type: 'state', seq: 70, view: play }));
  });
  await context.route(/\/api\/tables\/t10\/records$/, (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  // The ace's answer comes when the test says: the page waits for it
  // (`answer`, a test's hook) longer than the test.
  const { page, errors } = await openPage(browser, `${url}?table=t10&seat=S&token=abc&test&answer=600000`, { context });
  const acts = () => received.filter((m) => m.type === 'act');
  const acted = (n) => new Promise((resolve) => {
    heard = () => acts().length >= n && resolve();
    heard();
  });
  const card = (key) => page.locator(`.hand button.card[data-card="${key}"]`);
  await card('spades-14').click();
  await acted(1);
  const room = { board: 1, open_ns: 90, closed_ns: -50, net: 140, imps: 4, declarer: 'East', contract: VIEW.contract, tricks: 6, record: null };
  socket.send(JSON.stringify({ type: 'rooms', seq: 71, board: 1, view: { ...play, rooms: [room], net_ns: 140, imps_ns: 4 } }));
  await page.locator('.scorecard tbody tr[data-board="1"]:not(.pending)').waitFor();
  assert.equal(await seqOf(page), 71);
  // The ace is still on its way: the ten of hearts is not sent.
  await card('hearts-10').click();
  // The table takes the ace, and South is due again (the trick around):
  // the next card is sent. The socket keeps the page's order, so a ten
  // sent would come between the two.
  const after = { ...play, rooms: [room], net_ns: 140, imps_ns: 4, hands: [null, null, 'KQJ.T98.765.432', null], legal: 'KQJ.T98.765.432' };
  socket.send(JSON.stringify({ type: 'acted', seq: 72, seat: 'South', view: { ...after, to_act: 'West', due: 'West', legal: null } }));
  socket.send(JSON.stringify({ type: 'state', seq: 73, view: after }));
  await page.waitForFunction(() => document.querySelector('[data-seq]')?.dataset.seq === '73');
  await card('diamonds-7').click();
  await acted(2);
  assert.deepEqual(acts().map((m) => m.seq), [70, 73], 'the ace, then the seven: nothing between');
  assert.deepEqual(errors, []);
}));

test('a card the table never answers: the page opens its connection again and offers the card again', () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const received = [];
  const connections = [];
  let heard = () => {};
  const hand = 'AKQJ.T98.765.432';
  const play = {
    ...VIEW, board: 1, boards: 1, boards_done: 0, phase: 'Play', hands: [null, null, hand, null], declarer: 'East',
    current: { leader: 'South', cards: [] }, tricks_ns: 0, tricks_ew: 0, to_act: 'South', due: 'South', legal: hand, over: false,
  };
  // Every connection gets the table as it stands: South to lead at seq 70
  // (the first card was lost on its way, as a relay between a cluster's
  // instances may lose it).
  let second;
  const reopened = new Promise((resolve) => { second = resolve; });
  // The second connection's card is taken: the table answers it.
  const taken = { ...play, hands: [null, null, 'KQJ.T98.765.432', null], legal: null, to_act: 'West', due: 'West',
    current: { leader: 'South', cards: ['♠A'] } };
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    const n = connections.push(ws.url());
    if (n === 2) second();
    ws.onMessage((text) => {
      const m = JSON.parse(text);
      received.push(m);
      if (n === 2 && m.type === 'act') ws.send(JSON.stringify({ type: 'acted', seq: 71, seat: 'South', action: m.action, view: taken }));
      heard();
    });
    ws.send(JSON.stringify({ type: 'state', seq: 70, view: play }));
  });
  await context.route(/\/api\/tables\/t11\/records$/, (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  // The page waits 1 s for an answer here (`answer`, a test's hook; 8 s
  // otherwise).
  const { page, errors } = await openPage(browser, `${url}?table=t11&seat=S&token=abc&test&answer=1000`, { context });
  const acts = () => received.filter((m) => m.type === 'act');
  const acted = (n) => new Promise((resolve) => {
    heard = () => acts().length >= n && resolve();
    heard();
  });
  const ace = page.locator('.hand button.card[data-card="spades-14"]');
  await ace.click();
  await acted(1);
  // No answer: after the page's wait a second connection, from the seq it
  // had; once it is open, the ace is sent again.
  await reopened;
  await page.waitForFunction(() => document.querySelector('[data-link]')?.dataset.link === 'open');
  await ace.click();
  await acted(2);
  await page.waitForFunction(() => document.querySelector('[data-seq]')?.dataset.seq === '71');
  assert.equal(await ace.count(), 0, 'the ace is taken');
  assert.equal(connections.length, 2, 'one connection opened again');
  assert.match(connections[1], /last_seq=70/);
  assert.deepEqual(acts().map((m) => m.seq), [70, 70], 'the same card at the same seq, once a connection');
  assert.deepEqual(errors, []);
}));

/** A 1-board MiniBridge table (robots N, E, W, Beginner) whose declarer
 * is South, the person (the announced points tell: the side with more,
 * its hand with more). */
async function southDeclares() {
  for (let i = 0; i < 40; i++) {
    const made = await create({ game: 'minibridge', boards: 1, level: 'beginner', robots: ['N', 'E', 'W'] });
    const { view } = await (await fetch(`${base}api/tables/${made.id}`)).json();
    const [n, e, s, w] = view.hcp;
    if (n + s > e + w && s > n) return made;
  }
  throw new Error('no deal with South declaring in 40');
}

test('undo and claim between people: the declarer takes back a card, then claims; robots answer', () => withBrowser(async ({ browser }) => {
  const made = await southDeclares();
  const { page, errors } = await seat(browser, made.seats.S);
  const ask = page.getByRole('region', { name: 'Claim' });
  // Nothing of South's to take back yet (South names the contract first):
  // no Undo offered.
  await ask.waitFor();
  assert.equal(await ask.getByRole('button', { name: 'Undo' }).count(), 0);
  // The contract, then the first card South (or dummy, for South) plays.
  let what = await playOn(page, (o) => o.cards.length > 0);
  assert.ok(what.cards.length, 'South is due in the play');
  const card = what.cards[0];
  await page.locator(`.hand button.card[data-card="${card}"]`).click();
  await reach(page, what.seq + 1);
  // Undo: the robots grant at once; the card is back, South due again.
  await ask.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction((c) => document.querySelector(`.hand button.card[data-card="${c}"]:not([disabled])`), card, { timeout: 30000 });
  assert.equal(await page.locator('.refused-by').count(), 0);
  await shots(page, 'online-undo');
  // The claim: South claims every remaining trick. The robots accept what
  // double dummy confirms: the board ends, or a refusal is shown and
  // South plays on.
  what = await offer(page);
  await ask.getByRole('button', { name: 'Claim', exact: true }).click();
  const chooser = page.getByRole('group', { name: 'Claim' });
  await chooser.waitFor();
  await shots(page, 'online-claim-chooser');
  // All of them first; a count no play of the cards gives is `illegal`
  // (the server's notice): one fewer then.
  const counts = await chooser.locator('button.choice').count();
  for (let fewer = 0; fewer <= counts; fewer++) {
    if (fewer === 0) await chooser.getByRole('button', { name: 'All the remaining tricks' }).click();
    else {
      await ask.getByRole('button', { name: 'Claim', exact: true }).click();
      await chooser.locator('button.choice').nth(fewer - 1).click();
    }
    await page.waitForFunction(() => document.querySelector('.match-over') || document.querySelector('.refused-by')
      || document.querySelector('.online-link + .notice'), null, { timeout: 30000 });
    const notice = await page.locator('.online-link + .notice').count();
    if (!notice) break;
    assert.match(await page.locator('.online-link + .notice').innerText(), /illegal/);
  }
  if (await page.locator('.match-over').count()) {
    const records = await (await fetch(`${base}api/tables/${made.id}/records`)).json();
    assert.equal(records.length, 1, 'the board ended with the claim');
  } else {
    assert.match(await page.locator('.refused-by').innerText(), /Refused by (East|West)/);
    assert.deepEqual((await offer(page)).cards, what.cards, 'play goes on: the same cards playable');
    await shots(page, 'online-claim-refused');
    await playOn(page);
    await page.locator('.match-over').waitFor();
  }
  assert.deepEqual(errors, []);
}));

// The prompt to answer: another seat's claim names this seat as awaited.
test('a claim that awaits this seat: Accept / Refuse, who is awaited, a refusal', () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const received = [];
  let heard = () => {};
  let socket;
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    socket = ws;
    ws.onMessage((text) => { received.push(JSON.parse(text)); heard(); });
    ws.send(JSON.stringify({ type: 'state', seq: 30, view: { ...VIEW, boards_done: 0, phase: 'Play', scores: [], over: false, to_act: 'North', due: 'North',
      hands: [null, null, 'AKQJ.T98.765.432', null], tricks_ns: 0, tricks_ew: 0 } }));
    ws.send(JSON.stringify({ type: 'claimed', seq: 30, seat: 'North', tricks: 9, waiting: ['West', 'South'] }));
  });
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  const { page, errors } = await openPage(browser, `${url}?table=t8&seat=S&token=abc`, { context });
  const ask = page.getByRole('region', { name: 'Claim' });
  await ask.getByRole('button', { name: 'Accept' }).waitFor();
  assert.match(await ask.innerText(), /North claims 9 tricks/);
  assert.match(await ask.innerText(), /Waiting for West, South/);
  await shots(page, 'online-claim-asked');
  // The refusal reaches the routed socket before the server answers it.
  const answered = new Promise((resolve) => {
    heard = () => received.some((m) => m.type === 'answer') && resolve();
  });
  await ask.getByRole('button', { name: 'Refuse' }).click();
  await answered;
  socket.send(JSON.stringify({ type: 'refused', seq: 30, seat: 'South' }));
  await page.locator('.refused-by').waitFor();
  assert.equal(await ask.getByRole('button', { name: 'Accept' }).count(), 0);
  assert.deepEqual(received.filter((m) => m.type === 'answer'), [{ type: 'answer', accept: false }]);
  // An undo asked by East: no buttons for South (not awaited).
  socket.send(JSON.stringify({ type: 'undo_asked', seq: 30, seat: 'East', waiting: ['North'] }));
  await ask.locator('.asked').waitFor();
  assert.match(await ask.innerText(), /East asks to undo/);
  assert.equal(await ask.getByRole('button', { name: 'Accept' }).count(), 0);
  assert.deepEqual(errors, []);
}));

test('GBridge online: created in the form, one person and three robots play the rounds by clicking', () => withBrowser(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  const { page, errors } = await openPage(browser, `${base}?online`, { context });
  await page.getByRole('button', { name: 'GBridge' }).click();
  assert.equal(await page.locator('input[name=boards]').inputValue(), '13', 'a game of 13 rounds by default');
  await page.getByText('Rounds in a game').waitFor();
  await page.locator('input[name=boards]').fill('2');
  await page.locator('input[name=boards]').dispatchEvent('change');
  await page.getByRole('button', { name: 'Beginner' }).click();
  await page.locator('input[name=robot][value=N]').check();
  await page.getByRole('button', { name: 'Create the table' }).click();
  await page.waitForURL(/\?table=[0-9a-f]+&seat=S&token=[0-9a-f]+$/);
  const table = new URL(page.url()).searchParams.get('table');
  await reach(page, 0);
  await page.locator('.gb-round').waitFor();
  assert.match(await page.locator('.gb-round').innerText(), /Round 1 of 2/);
  let bids = 0;
  let cardsPlayed = 0;
  let shot = false;
  for (let step = 0; step < 40; step++) {
    const seq = await seqOf(page);
    await reach(page, seq);
    const what = await page.evaluate(() => ({
      seq: Number(document.querySelector('[data-seq]').dataset.seq),
      bids: [...document.querySelectorAll('.gb-bids button.bid:not([disabled])')].map((b) => b.textContent),
      cards: [...document.querySelectorAll('.hand button.card:not([disabled])')].map((b) => b.dataset.card),
      over: !!document.querySelector('.match-over'),
    }));
    if (what.over) break;
    if (what.bids.length) {
      if (!shot) { shot = true; await shots(page, 'online-gbridge-bid'); }
      // The others hold backs with their counts.
      assert.equal(await page.locator('.hand.north .back-count').count(), 1);
      await page.locator('.gb-bids button.bid:not([disabled])').first().click();
      bids++;
    } else if (what.cards.length) {
      await page.locator(`.hand button.card[data-card="${what.cards[0]}"]`).click();
      cardsPlayed++;
    }
    await reach(page, what.seq + 1);
  }
  await page.locator('.match-over').waitFor();
  // Round 1: one card each; round 2: two (South bids each round, plays each card).
  assert.equal(bids, 2);
  assert.equal(cardsPlayed, 3);
  const board = page.getByRole('region', { name: 'Scoreboard' });
  assert.equal(await board.locator('tbody tr').count(), 2);
  const { view } = await (await fetch(`${base}api/tables/${table}`)).json();
  assert.equal(view.game, 'GBridge');
  for (const [i, seat] of ['North', 'East', 'South', 'West'].entries()) {
    assert.equal(Number(await board.locator('tfoot td').nth(i).getAttribute('data-total')), view.totals[i], seat);
  }
  assert.match(await page.locator('.gb-status').innerText(), /Winner/);
  await shots(page, 'online-gbridge-over');
  const records = await (await fetch(`${base}api/tables/${table}/records`)).json();
  assert.equal(records.length, 1, 'the game is recorded');
  assert.deepEqual(errors, []);
}));

test('the online pages\' language switch: six languages, kept apart from the solo game', () => withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.routeWebSocket(/\/ws\/tables\//, (ws) => {
    ws.send(JSON.stringify({ type: 'state', seq: 60, view: VIEW }));
  });
  await context.route(/\/api\/tables\/t7\/records$/, (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
  await context.addInitScript(() => localStorage.setItem('halfbridge-online/name', 'Sue'));
  const { page, errors } = await openPage(browser, `${url}?table=t7&seat=S&token=abc`, { context });
  await page.locator('[data-link=open]').waitFor();
  const select = page.getByRole('combobox', { name: 'Language' });
  assert.equal(await select.locator('option').count(), 6);
  await select.selectOption('fr');
  await page.locator('[data-link=open]', { hasText: 'Connecté' }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Comparaison' }).count(), 1);
  await shots(page, 'online-lang-fr');
  await page.reload();
  await page.locator('[data-link=open]', { hasText: 'Connecté' }).waitFor();
  // The form too, in the language chosen; switched there to Japanese.
  await page.goto(`${url}?online`);
  await page.getByRole('heading', { name: 'Jouer en ligne' }).waitFor();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ja');
  await page.getByRole('heading', { name: 'オンラインで遊ぶ' }).waitFor();
  await shots(page, 'online-lang-form-ja');
  const keys = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  assert.equal(keys['halfbridge-online/lang'], 'ja');
  assert.equal(keys['halfbridge/v1'], undefined, 'the solo game\'s state untouched');
  assert.deepEqual(errors, []);
}));
