// Waits on conditions, not on the clock: the tests' replacement for sleeps.

/**
 * In the page: resolves once `done()` holds and no change is under way
 * (the root's `data-settling`: a tapped card or call not yet acted on, a
 * match changed whose side panel and save follow a task later, the
 * person's turn drawn in their hand a frame later), in a task
 * after the one that ended it. Waits on the page's changes, not on a
 * clock; rejects after a minute.
 */
const UNTIL_QUIET = `(done) => new Promise((resolve, reject) => {
  const root = document.documentElement;
  const quiet = () => !root.hasAttribute('data-settling') && done();
  let watch = null;
  const timer = setTimeout(() => { watch?.disconnect(); reject(new Error('the page did not settle in a minute')); }, 60000);
  // Quiet in a task after the one that ended the change (its effects,
  // the save among them, run as that task's microtasks), and still quiet
  // then; else the wait goes on.
  const later = () => setTimeout(() => {
    if (quiet()) { clearTimeout(timer); resolve(); } else { watching(); }
  });
  // Any change may end the wait: the mark's going, or what done() reads.
  const watching = () => watch.observe(root, { subtree: true, childList: true, attributes: true });
  watch = new MutationObserver(() => { if (quiet()) { watch.disconnect(); later(); } });
  if (quiet()) later();
  else watching();
})`;

/** Waits until no change is under way in the page (see `UNTIL_QUIET`). */
export async function quiet(page) {
  await page.evaluate(`(${UNTIL_QUIET})(() => true)`);
}

/**
 * Waits until the card labelled `label` has been played (no enabled button
 * bears its name) and the page is quiet: a tap's play is done in a task
 * after the tap's, and a finger's tap may reach the page after the
 * DevTools call returned.
 */
export async function untilPlayed(page, label) {
  await page.evaluate(`(${UNTIL_QUIET})(() => ![...document.querySelectorAll('button')]
    .some((b) => !b.disabled && b.getAttribute('aria-label') === ${JSON.stringify(label)}))`);
}

/**
 * Waits until the page has settled: its fonts loaded, and no animation or
 * CSS transition running that will end (a card's travel, a lift, a
 * trick gathering; endless ones such as a "thinking" pulse do not count),
 * then a frame painted after.
 */
export async function settled(page) {
  await quiet(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    await document.fonts.ready;
    await frame();
    for (let round = 0; round < 20; round++) {
      const ending = document.getAnimations().filter((a) => a.playState === 'running'
        && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (ending.length === 0) break;
      await Promise.all(ending.map((a) => a.finished.catch(() => {})));
      // A finished animation may start another (a trick gathering after its last card).
      await frame();
    }
    await frame();
  });
}

/** Sets the viewport and waits until the page has it (its own size, then a frame laid out and painted at it) and has settled. */
export async function resize(page, viewport) {
  await page.setViewportSize(viewport);
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [viewport.width, viewport.height]);
  await settled(page);
}

/**
 * The page's change count: it grows with every change to the page's DOM
 * (nodes, attributes, text). Read it before looking at the page; then
 * `changedSince(page, count)` waits for a change made after the look, so
 * that none is missed between the look and the wait.
 */
export async function changes(page) {
  return page.evaluate(() => {
    if (window.__changes === undefined) {
      window.__changes = 0;
      // Not the page's own mark of a change under way (`data-settling`):
      // the change itself is counted.
      new MutationObserver((records) => {
        if (records.some((r) => r.attributeName !== 'data-settling')) window.__changes += 1;
      })
        .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    return window.__changes;
  });
}

/** Waits until the page has changed since `count` (from `changes`), or is a new page (a reload). */
export async function changedSince(page, count, timeout = 60_000) {
  await page.waitForFunction((n) => window.__changes === undefined || window.__changes > n, count, { timeout });
}

/** Waits for the page's next frame (a poll's pace, on the page's own clock). */
export async function nextFrame(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
}
