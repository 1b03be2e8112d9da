// Reading Chromium traces (`browser.startTracing` with the categories
// 'toplevel' and 'devtools.timeline'): the page thread's events and its
// tasks. The tests that measure the page (phone, match) and the scripts run
// by hand (ab-deal, trace-deal, floor-deal, runs/phone/tasks.mjs) read
// traces the same way.

/**
 * The events of the page's own thread, the renderer's main thread
 * (`CrRendererMain`), out of a trace's `traceEvents`.
 */
export function pageThread(events) {
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  return events.filter((e) => names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
}

/**
 * The page thread's tasks in a trace (the buffer `stopTracing` gives, or its
 * `traceEvents`), in ms: `{ wall, cpu, parts }`, `parts()` naming the
 * timeline's events of over 1 ms of CPU inside the task ("Layout 48.7/47.9",
 * wall/CPU).
 */
export function pageTasks(trace) {
  const events = Array.isArray(trace) ? trace : JSON.parse(trace.toString()).traceEvents;
  const main = pageThread(events).filter((e) => e.ph === 'X' && e.dur !== undefined);
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const parts = main.filter((e) => e.cat.includes('devtools.timeline') && e.tdur > 1000);
  return tasks.map((t) => ({
    wall: t.dur / 1000,
    cpu: (t.tdur ?? t.dur) / 1000,
    parts: () => parts.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
      .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}/${(e.tdur / 1000).toFixed(1)}`).join(', '),
  }));
}
