// The double-dummy solver's time in Chromium, for one sitting against the
// native figure (docs/BENCHMARKS.md, "The solver, wasm against native").
// Not a test: run by hand, after trunk build,
//   node dd-time.mjs [dir ...]        (default dist/; each dir in turn)
// Opens the ?bench page on each dir's build and prints the worker's ms a
// deal over the 100 reference deals (20 declarer-strain pairs each) and the
// trick counts that differ from DDS, then closes the page: the decision
// timings that bench.test.mjs goes on to take are skipped. JS_FLAGS='...'
// passes V8 flags (for example --no-liftoff) to Chromium.
import { chromium } from 'playwright-core';
import { serve, dist } from './harness.mjs';

const dirs = process.argv.length > 2 ? process.argv.slice(2) : [dist];
for (const dir of dirs) {
  const { server, url } = await serve({ dir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [])],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}?bench&level=beginner&gbridge_rounds=1`);
    await page.waitForFunction(() => {
      const r = document.querySelector('[aria-label="Benchmark"]');
      return r && (r.dataset.deals !== '0' || r.dataset.error);
    }, null, { timeout: 600_000, polling: 500 });
    const r = page.locator('[aria-label="Benchmark"]');
    const error = await r.getAttribute('data-error');
    console.log(`${dir}: ${await r.getAttribute('data-dd-ms')} ms a deal, ${await r.getAttribute('data-deals')} deals, `
      + `${await r.getAttribute('data-mismatches')} trick counts unlike DDS${error ? `, error ${error}` : ''}`);
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}
