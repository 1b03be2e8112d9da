// The workers a page starts over the seeded deal of phone.test.mjs (a new
// match at Standard, then the deal by taps, the phone's context at RATE×
// CPU, 4 unless given): each `new Worker` with its time and address, the
// first playable card, and the deal's end. Not a test: run by hand,
//   RATE=4 node count-workers.mjs
import { withBrowser, PHONE } from './harness.mjs';
import { newMatch, playDeal, seededRandom, touchTap } from './flow.mjs';
function wrap() {
  const W = window.Worker; window.__workers = [];
  window.Worker = function (url, opts) { window.__workers.push([Math.round(performance.now()), String(url).slice(-12)]); return new W(url, opts); };
  window.Worker.prototype = W.prototype;
}
await withBrowser(async ({ browser, url }) => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(seededRandom);
  await context.addInitScript(wrap);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE || 4) });
  await page.goto(url);
  await newMatch(page, { level: 'Standard' });
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => [...document.querySelectorAll('button.card')].some((b) => !b.disabled) || document.querySelector('button.bid'), null, { timeout: 120_000 });
  const t1 = await page.evaluate(() => performance.now());
  await playDeal(page, { press: (card) => touchTap(cdp, card), checkCards: false });
  const t2 = await page.evaluate(() => performance.now());
  const w = await page.evaluate(() => window.__workers);
  console.log(JSON.stringify({ newMatch: Math.round(t0), firstPlayable: Math.round(t1), dealEnd: Math.round(t2), workers: w }));
  await context.close();
}, { gzip: true });
