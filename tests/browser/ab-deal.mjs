// The deal of phone.test.mjs (the slow phone, 4x) on two or more builds of
// the page, in turns, so that each sees the same load: for each run, the
// deal's page-thread tasks over 50 ms of CPU, the most CPU in one task, and
// the CPU of all its tasks. Not a test: run by hand,
//   node ab-deal.mjs ROUNDS dirA dirB ...      (each dir a built dist/)
import { withBrowser, PHONE } from './harness.mjs';
import { newMatch, playDeal, seededRandom, touchTap } from './flow.mjs';
import { pageTasks } from './trace.mjs';
const rounds = Number(process.argv[2] || 1);
const dirs = process.argv.slice(3);
const results = Object.fromEntries(dirs.map((d) => [d, []]));
for (let r = 0; r < rounds; r++) {
  for (const dir of dirs) {
    await withBrowser(async ({ browser, url }) => {
      const context = await browser.newContext(PHONE);
      // The same deals for every build: the page's random numbers seeded.
      await context.addInitScript(seededRandom);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url);
      await newMatch(page, { level: 'Standard' });
      await page.waitForFunction(() => [...document.querySelectorAll('button.card')].some((b) => !b.disabled) || document.querySelector('button.bid'), null, { timeout: 120_000 });
      await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
      await playDeal(page, process.env.CLICK ? { checkCards: false } : { press: (card) => touchTap(cdp, card), checkCards: false }); // CLICK=1: Playwright's click
      const cpu = pageTasks(await browser.stopTracing()).map((t) => t.cpu);
      const over = cpu.filter((c) => c > 50).map(Math.round);
      const row = { over: over.length, most: Math.round(Math.max(...cpu)), total: Math.round(cpu.reduce((a, b) => a + b, 0)), over30: cpu.filter((c) => c > 30).length, list: over };
      results[dir].push(row);
      console.log(`${dir} round ${r}: ${JSON.stringify(row)}`);
      await context.close();
    }, { gzip: true, dir });
  }
}
for (const dir of dirs) {
  const rs = results[dir];
  const med = (k) => rs.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(rs.length / 2)];
  console.log(`${dir}: median over50 ${med('over')}, over30 ${med('over30')}, most ${med('most')}, total CPU ${med('total')} ms`);
}
