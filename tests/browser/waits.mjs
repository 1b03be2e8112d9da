// Waits on conditions, not on the clock: the tests' replacement for sleeps.

/**
 * Waits until the page has settled: its fonts loaded, and no animation or
 * CSS transition running that will end (a card's travel, a lift, a
 * trick gathering; endless ones such as a "thinking" pulse do not count),
 * then a frame painted after.
 */
export async function settled(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    // A tapped card or call is acted on a task after the tap, and the
    // panel follows a task later: the page marks the root meanwhile
    // (`data-settling`; flow.mjs's `quiet`).
    const root = document.documentElement;
    const giveUp = Date.now() + 60000;
    while (root.hasAttribute('data-settling')) {
      if (Date.now() > giveUp) throw new Error('the page did not settle in a minute');
      await new Promise((r) => {
        const watch = new MutationObserver(() => { watch.disconnect(); r(); });
        watch.observe(root, { attributes: true, attributeFilter: ['data-settling'] });
        setTimeout(() => { watch.disconnect(); r(); }, 60000);
      });
    }
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
