// The page thread's long tasks in a Chromium trace, each with what it held:
// the summaries docs/BENCHMARKS.md quotes for the slow phone's traces.
//   node runs/phone/tasks.mjs TRACE.json [...]     (MIN=ms, 50 by default)
// For each trace: every task of the renderer's main thread (CrRendererMain)
// whose wall time is over MIN ms, with its CPU time and the events inside it
// that took over 1 ms (wall/CPU ms), nested by depth, and after them the
// user-timing marks just before it.
import fs from 'node:fs';
import { pageThread } from '../../tests/browser/trace.mjs';

const MIN = Number(process.env.MIN || 50);

/** The long tasks of one trace file, as lines of text. */
export function longTasks(file, min = MIN) {
  const events = JSON.parse(fs.readFileSync(file)).traceEvents ?? [];
  const main = pageThread(events);
  const spans = main.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const marks = main.filter((e) => e.cat?.includes('blink.user_timing') && e.ph !== 'X').sort((a, b) => a.ts - b.ts);
  const start = Math.min(...spans.map((e) => e.ts));
  const tasks = spans.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur > min * 1000).sort((a, b) => a.ts - b.ts);
  const lines = [];
  for (const t of tasks) {
    const before = marks.filter((m) => m.ts <= t.ts).slice(-2).map((m) => m.name);
    lines.push(`${((t.ts - start) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(1)} wall, ${((t.tdur ?? t.dur) / 1000).toFixed(1)} CPU; after ${JSON.stringify(before)}`);
    const inner = spans.filter((e) => e !== t && e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const open = [];
    for (const e of inner) {
      while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= e.ts) open.pop();
      const what = e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? e.args?.name ?? '';
      lines.push(`   ${'  '.repeat(open.length)}${e.name} ${(e.dur / 1000).toFixed(1)}/${((e.tdur ?? 0) / 1000).toFixed(1)} ${String(what).slice(0, 70)}`);
      open.push(e);
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    console.log(`== ${file}`);
    for (const line of longTasks(file)) console.log(line);
  }
}
