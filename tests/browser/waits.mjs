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
