// The start-up as a person sees it, recorded in the page by an init script
// (load.test.mjs, phone.test.mjs, trace-phone.mjs): every long task, when
// the first dealt hand is drawn (13 card buttons) and when the first
// playable card (or the contract chooser, or a call) appears.
//
// The tests wait for that last moment with `untilPlayable`, not with
// Playwright's `waitForFunction`: that one first evaluates Playwright's
// own injected script in the page, a 329 KB message compiled on the page's
// thread, and it arrived in the middle of the start-up it measured (42 ms
// of CPU on the slow phone, between the wasm's arrival and the game's
// first task; docs/BENCHMARKS.md). A plain evaluate of a promise needs
// only Playwright's utility script, about 13 KB.

/** Runs in the page before its scripts (`context.addInitScript(observeStartup)`): fills `window.__startup`. */
export function observeStartup() {
  let playable;
  window.__startup = { longTasks: [], firstHand: null, firstPlayable: null, playable: new Promise((resolve) => { playable = resolve; }) };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__startup.longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
  const card = /^(Ace|King|Queen|Jack|10|[2-9]) of (Spades|Hearts|Diamonds|Clubs)$/;
  // Disconnected once the card is playable: it would otherwise run at
  // every change of the deal that phone.test.mjs then measures.
  const observer = new MutationObserver(() => check());
  const check = () => {
    const s = window.__startup;
    const buttons = [...document.querySelectorAll('button[aria-label]')].filter((b) => card.test(b.getAttribute('aria-label')));
    if (s.firstHand === null && buttons.length >= 13) {
      s.firstHand = Math.round(performance.now());
      performance.mark('firstHand');
    }
    if (buttons.some((b) => !b.disabled) || document.querySelector('button.bid')) {
      s.firstPlayable = Math.round(performance.now());
      performance.mark('firstPlayable');
      playable();
      observer.disconnect();
    }
  };
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  // Each frame until the first hand (or card or call): does it draw the
  // table without South's hand? The page is built out of the document in
  // several tasks and must come in whole with the hand (src/web/mod.rs).
  window.__startup.tableWithoutHand = false;
  const frame = () => {
    const s = window.__startup;
    if (document.querySelector('.app') && !document.querySelector('.app .hand.south')) s.tableWithoutHand = true;
    if (s.firstHand === null && s.firstPlayable === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Waits for the first playable card of the page `observeStartup` watches
 * and returns what it recorded: `{ longTasks, firstHand, firstPlayable }`
 * (ms from navigation), the long tasks so far.
 */
export async function untilPlayable(page, timeout = 120_000) {
  let timer;
  const late = new Promise((_, fail) => { timer = setTimeout(() => fail(new Error(`no playable card within ${timeout} ms`)), timeout); });
  try {
    await Promise.race([page.evaluate(() => window.__startup.playable), late]);
  } finally {
    clearTimeout(timer);
  }
  return recorded(page);
}

/** What `observeStartup` has recorded so far: `{ longTasks, firstHand, firstPlayable, tableWithoutHand }`. */
export function recorded(page) {
  return page.evaluate(() => ({ longTasks: window.__startup.longTasks, firstHand: window.__startup.firstHand, firstPlayable: window.__startup.firstPlayable, tableWithoutHand: window.__startup.tableWithoutHand }));
}
