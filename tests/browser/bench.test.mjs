// The browser benchmark page (?bench) in Chromium: pons-dds compiled to
// wasm, in the worker the computer players use, must reproduce all 2000
// double-dummy trick counts of the 100 reference deals (from the C++ DDS).
// It also prints the solve time per deal, the computer's decisions per
// level through the page's pool with the deadline (time, cut share, mean
// layouts, fallback share), the GBridge robots' decisions per level through
// the same pool, and one decision's speedup with 1, 2 and all
// workers (figures for docs/BENCHMARKS.md; no speed is asserted).
// BENCH_QUERY adds to the address, e.g. BENCH_QUERY='boards=10&level=standard'
// for the fallback share over 300 and more Standard decisions, or
// BENCH_QUERY='rules=contract&level=expert&auction&boards=120' for the
// Expert's calls alone (the searched ones are the calls judged on layouts).
import test from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, openPage, artifacts } from './harness.mjs';

test('wasm double-dummy solving matches DDS on the 100 reference deals; figures printed', { timeout: 1_800_000 }, () => withBrowser(async ({ browser, url }) => {
  const { page, errors } = await openPage(browser, `${url}?bench${process.env.BENCH_QUERY ? `&${process.env.BENCH_QUERY}` : ''}`);
  const region = page.getByRole('region', { name: 'Benchmark' });
  await region.waitFor();
  await page.waitForFunction(() => {
    const r = document.querySelector('[aria-label="Benchmark"]');
    return r && (r.dataset.deals !== '0' || r.dataset.error);
  }, null, { timeout: 600_000, polling: 1000 });
  assert.equal(await region.getAttribute('data-error'), '');
  assert.equal(Number(await region.getAttribute('data-deals')), 100, '100 deals solved');
  assert.equal(Number(await region.getAttribute('data-mismatches')), 0, 'all 2000 trick counts match DDS');
  console.log(`wasm double dummy: ${await region.getAttribute('data-dd-ms')} ms per deal (20 declarer-strain pairs)`);
  await page.waitForFunction(() => document.querySelector('[aria-label="Benchmark"]')?.dataset.done === 'true',
    null, { timeout: 1_500_000, polling: 1000 });
  for (const row of await region.locator('tr[data-level]').all()) {
    console.log(`decision time ${await row.getAttribute('data-level')}: ${await row.getAttribute('data-decisions')} decisions (${await row.getAttribute('data-searched')} searched), first ${await row.getAttribute('data-first')} ms, p50 ${await row.getAttribute('data-p50')} ms, p95 ${await row.getAttribute('data-p95')} ms, max ${await row.getAttribute('data-max')} ms, `
      + `searched p50 ${await row.getAttribute('data-searched-p50')} ms, p95 ${await row.getAttribute('data-searched-p95')} ms, max ${await row.getAttribute('data-searched-max')} ms, cut share ${await row.getAttribute('data-cut')} (mean layouts when cut ${await row.getAttribute('data-cut-layouts')}), mean layouts ${await row.getAttribute('data-layouts')}, fallback share ${await row.getAttribute('data-fallback')}`
      + ` [${await row.getAttribute('data-fallbacks')}]`);
  }
  for (const row of await region.locator('tr[data-gbridge-level]').all()) {
    console.log(`GBridge decision time ${await row.getAttribute('data-gbridge-level')}: ${await row.getAttribute('data-decisions')} decisions, p50 ${await row.getAttribute('data-p50')} ms, p95 ${await row.getAttribute('data-p95')} ms, max ${await row.getAttribute('data-max')} ms`);
  }
  assert.equal(await region.locator('tr[data-gbridge-level]').count(), 3, 'GBridge timed at each level');
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  for (const row of await region.locator('tr[data-workers]').all()) {
    console.log(`one Standard decision solved whole with ${await row.getAttribute('data-workers')} workers (cores ${cores}): ${await row.getAttribute('data-ms')} ms, speedup ${await row.getAttribute('data-speedup')}x`);
  }
  await page.screenshot({ path: `${artifacts}/bench.png`, fullPage: true });
  assert.deepEqual(errors, []);
}));
