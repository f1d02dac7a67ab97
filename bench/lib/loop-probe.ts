/**
 * Loaded into the portal under test (`--import`): every second it appends the largest and the p99 event-loop
 * delay of that second (beyond the probe's own 5 ms timer), and its longest garbage-collection pause, to the
 * file named by PONTO_LOOP_PROBE_FILE, one JSON line `{ t, maxMs, p99Ms, gcMaxMs }`, so the benchmark reads
 * the stalls of its measured window only, and can tell the collector's from the code's.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.PONTO_LOOP_PROBE_FILE;
/** The histogram records the time between two ticks of its timer: a stall is what exceeds this interval. */
const RESOLUTION_MS = 5;

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const line = {
      t: Date.now(),
      maxMs: Math.max(0, histogram.max / 1e6 - RESOLUTION_MS),
      p99Ms: Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS),
      gcMaxMs,
    };
    histogram.reset();
    gcMaxMs = 0;
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}

/** The probe's lines between `from` and `to` (epoch ms): the worst second's max, p99 and GC pause. */
export function loopStalls(
  path: string,
  from: number,
  to: number,
): { maxMs: number; p99Ms: number; gcMaxMs: number } | null {
  if (!fs.existsSync(path)) return null;
  const seconds = fs
    .readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { t: number; maxMs: number; p99Ms: number; gcMaxMs: number })
    .filter((s) => s.t > from && s.t <= to + 1000);
  if (seconds.length === 0) return null;
  return {
    maxMs: Math.round(Math.max(...seconds.map((s) => s.maxMs)) * 10) / 10,
    p99Ms: Math.round(Math.max(...seconds.map((s) => s.p99Ms)) * 10) / 10,
    gcMaxMs: Math.round(Math.max(...seconds.map((s) => s.gcMaxMs)) * 10) / 10,
  };
}
