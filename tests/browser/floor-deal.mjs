// What a turn change costs the browser alone on the slow phone: the floor
// under phone.test.mjs's deal tasks (docs/BENCHMARKS.md, "The deal's
// floor"). Not a test: run by hand, after trunk build,
//   node floor-deal.mjs [frames]           (DIST=dir for another build)
// Plays the seeded deal at full speed up to the person's turn after a few
// tricks, and keeps the page's DOM there: the document's HTML with its
// scripts taken out, beside the build's style sheet. Then opens that
// static page on the slow phone (390x844, touch, 4x), traced, and changes
// it in turn between the two states a computer's card moves it between:
//   the person's turn: South's fan `choosing`, its legal cards enabled and
//     `legal`, South's hand `to-act` with the dot;
//   a computer's turn: every South card disabled, not legal, the ring and
//     the dot on West.
// One change each frame (requestAnimationFrame, then a timeout, as the
// page draws a play), no script of the game's: each frame's task is the
// browser's style, layout and paint of the change. Prints each frame task's
// CPU and its parts. SHEET='css' adds a style sheet after the build's, to
// try a rule without a build.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { withBrowser, dist, artifacts, PHONE } from './harness.mjs';
import { newMatch, playDeal, seededRandom } from './flow.mjs';
import { pageThread } from './trace.mjs';

const frames = Number(process.argv[2] || 20);
const RATE = Number(process.env.RATE || 4);
const from = process.env.DIST || dist;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-deal-'));
fs.cpSync(from, dir, { recursive: true });

/** The page's DOM at the person's turn, with no script: a static page. */
async function snapshot(browser, url) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(seededRandom);
  const page = await context.newPage();
  await page.goto(url);
  await newMatch(page, { level: 'Standard' });
  let html = null;
  const done = new Error('snapshot taken');
  try {
    await playDeal(page, {
      checkCards: false,
      during: async (open) => {
        if (open.plays.length < 9) return false;
        const south = page.getByRole('region', { name: 'South', exact: true }).locator('button.card:not([disabled])');
        if (!(await south.count())) return false;
        // Two frames: every deferred draw of the turn done.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        html = await page.evaluate(() => {
          const copy = document.documentElement.cloneNode(true);
          for (const s of copy.querySelectorAll('script, link[rel=modulepreload], link[rel=preload]')) s.remove();
          return '<!DOCTYPE html>\n' + copy.outerHTML;
        });
        throw done;
      },
    });
  } catch (e) {
    if (e !== done) throw e;
  }
  await context.close();
  return html;
}

/** Runs in the static page: `frames` changes, one each frame, between the person's turn and a computer's. */
function alternate(frames) {
  const south = document.querySelector('section.hand.south');
  const west = document.querySelector('section.hand.west');
  const fan = south.querySelector('.fan');
  const cards = [...south.querySelectorAll('button.card')];
  const legal = cards.filter((b) => b.classList.contains('legal'));
  const dot = south.querySelector('.turn-dot');
  const person = (yes) => {
    performance.mark(yes ? 'to the person' : 'to a computer');
    fan.classList.toggle('choosing', yes);
    for (const b of cards) b.disabled = !yes || !legal.includes(b);
    for (const b of legal) b.classList.toggle('legal', yes);
    south.classList.toggle('to-act', yes);
    west.classList.toggle('to-act', !yes);
    if (dot) (yes ? south.querySelector('.hand-head') : west.querySelector('.hand-head'))?.append(dot);
  };
  return new Promise((resolve) => {
    let n = 0;
    const step = () => {
      if (n === frames) { resolve(); return; }
      person(n % 2 === 1);
      n++;
      requestAnimationFrame(() => setTimeout(step, 0));
    };
    requestAnimationFrame(() => setTimeout(step, 0));
  });
}

await withBrowser(async ({ browser, url }) => {
  let html = await snapshot(browser, url);
  if (!html) throw new Error('the deal ended before a turn of the person after the second trick');
  if (process.env.SHEET) html = html.replace('</head>', `<style>${process.env.SHEET}</style></head>`);
  fs.writeFileSync(path.join(dir, 'snap.html'), html);
  fs.writeFileSync(`${artifacts}/floor-deal-snap.html`, html);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await page.goto(new URL('snap.html', url).href);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  const trace = `${artifacts}/floor-deal-trace.json`;
  await browser.startTracing(page, { path: trace, categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
  await page.evaluate(alternate, frames);
  await browser.stopTracing();
  await page.screenshot({ path: `${artifacts}/floor-deal-snap.png` });
  await context.close();

  const events = JSON.parse(fs.readFileSync(trace)).traceEvents;
  const main = pageThread(events).filter((e) => e.ph === 'X');
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && /^to /.test(e.name)).sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const inside = (t, n) => main.filter((e) => e.name === n && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
  const cpu = (es) => es.reduce((a, e) => a + (e.tdur ?? e.dur), 0) / 1000;
  const rows = [];
  for (const [i, m] of marks.entries()) {
    const next = marks[i + 1]?.ts ?? Infinity;
    // The frame that draws the change: the first task after the mark with a paint in it.
    const frame = tasks.find((t) => t.ts > m.ts && t.ts < next && inside(t, 'Paint').length);
    if (!frame) continue;
    const parts = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'].map((n) => [n, cpu(inside(frame, n))]);
    rows.push({ to: m.name, cpu: (frame.tdur ?? frame.dur) / 1000, parts });
    console.log(`${m.name.padEnd(14)} frame ${((frame.tdur ?? frame.dur) / 1000).toFixed(1).padStart(6)} ms CPU: ${parts.map(([n, c]) => `${n} ${c.toFixed(1)}`).join(', ')}`);
  }
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : 0; };
  for (const to of ['to the person', 'to a computer']) {
    const rs = rows.filter((r) => r.to === to);
    console.log(`${to}: ${rs.length} frames, CPU median ${median(rs.map((r) => r.cpu)).toFixed(1)} ms, most ${Math.max(0, ...rs.map((r) => r.cpu)).toFixed(1)}, over 50 ms: ${rs.filter((r) => r.cpu > 50).length}`);
  }
}, { gzip: true, dir });
fs.rmSync(dir, { recursive: true, force: true });
