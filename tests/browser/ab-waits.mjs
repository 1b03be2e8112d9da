// The robots' decisions at the person's table on two or more builds of the
// page, in turns, with a pool of one worker (`?pool=1`, as on a device of
// two cores), so the Closed Room and the table share that worker: for each
// run of one seeded deal, the table's decisions (`__halfbridge_waits`),
// their waits (median, 95th percentile, longest), the layouts each was
// based on, and how many the deadline cut or left to the Beginner. Not a
// test: run by hand,
//   LEVEL=Standard RATE=1 node ab-waits.mjs ROUNDS dirA dirB ...   (each dir a built dist/)
import { withBrowser } from './harness.mjs';
import { newMatch, playDeal, seededRandom } from './flow.mjs';

const rounds = Number(process.argv[2] || 1);
const dirs = process.argv.slice(3);
const level = process.env.LEVEL || 'Standard';
const rate = Number(process.env.RATE || 1);
const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const results = Object.fromEntries(dirs.map((d) => [d, []]));
for (let r = 0; r < rounds; r++) {
  for (const dir of dirs) {
    await withBrowser(async ({ browser, url }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      // The same deal for every build: the page's random numbers seeded.
      await context.addInitScript(seededRandom);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${url}?test&pool=1`);
      await page.getByRole('region', { name: 'South', exact: true }).waitFor();
      await newMatch(page, { level, boards: 1 });
      await page.evaluate(() => { window.__halfbridge_waits.length = 0; });
      await playDeal(page, { checkCards: false });
      const w = await page.evaluate(() => window.__halfbridge_waits.map(([ms, layouts, cut, fallback]) => ({ ms, layouts, cut, fallback })));
      const ms = w.map((x) => x.ms);
      const row = {
        decisions: w.length,
        p50: Math.round(pct(ms, 0.5)), p95: Math.round(pct(ms, 0.95)), longest: Math.round(Math.max(...ms)),
        layouts: +(w.reduce((a, x) => a + x.layouts, 0) / w.length).toFixed(1),
        cut: w.filter((x) => x.cut).length, fallback: w.filter((x) => x.fallback).length,
      };
      results[dir].push(row);
      console.log(`${dir} round ${r}: ${JSON.stringify(row)}`);
      await context.close();
    }, { dir });
  }
}
for (const dir of dirs) {
  const rs = results[dir];
  const sum = (k) => rs.reduce((a, x) => a + x[k], 0);
  const n = sum('decisions');
  console.log(`${dir}: ${n} decisions; wait p50 of runs ${pct(rs.map((x) => x.p50), 0.5)} ms, p95 of runs ${pct(rs.map((x) => x.p95), 0.5)} ms, `
    + `longest ${Math.max(...rs.map((x) => x.longest))} ms; layouts a decision ${(rs.reduce((a, x) => a + x.layouts * x.decisions, 0) / n).toFixed(1)}; `
    + `cut ${sum('cut')}, Beginner's ${sum('fallback')}`);
}
