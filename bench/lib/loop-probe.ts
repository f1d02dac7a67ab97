/**
 * Loaded into the portal under test (`--import`): every second it appends the largest and the p99 event-loop
 * delay of that second (beyond the probe's own 5 ms timer), its longest garbage-collection pause and that
 * pause's kind, and how many mark-compacts paused it and for how long, to the file named by
 * PONTO_LOOP_PROBE_FILE, one JSON line `{ t, maxMs, p99Ms, gcMaxMs, gcMaxKind, majorMs, majors }`, so the
 * benchmark reads the stalls of its measured window only, and can tell the collector's from the code's.
 */
import fs from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.PONTO_LOOP_PROBE_FILE;
/** The histogram records the time between two ticks of its timer: a stall is what exceeds this interval. */
const RESOLUTION_MS = 5;
/** An entry's kind: a scavenge, a mark-compact, an incremental marking step, weak callbacks. */
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let gcMaxMs = 0;
  let gcMaxKind = '';
  let majorMs = 0;
  let majors = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as { detail?: { kind?: number } };
      const kind = GC_KINDS[detail?.kind ?? 0] ?? 'other';
      if (kind === 'major') {
        majorMs += entry.duration;
        majors += 1;
      }
      if (entry.duration > gcMaxMs) {
        gcMaxMs = entry.duration;
        gcMaxKind = kind;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const line = {
      t: Date.now(),
      maxMs: Math.max(0, histogram.max / 1e6 - RESOLUTION_MS),
      p99Ms: Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS),
      gcMaxMs,
      gcMaxKind,
      majorMs,
      majors,
    };
    histogram.reset();
    gcMaxMs = 0;
    gcMaxKind = '';
    majorMs = 0;
    majors = 0;
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}

interface ProbeSecond {
  t: number;
  maxMs: number;
  p99Ms: number;
  gcMaxMs: number;
  gcMaxKind?: string;
  majorMs?: number;
  majors?: number;
}

export interface LoopStalls {
  maxMs: number;
  p99Ms: number;
  gcMaxMs: number;
  gcMaxKind: string;
  majorMs: number;
  majors: number;
}

/** The probe's lines between `from` and `to` (epoch ms), summed up as `loopStallsIn` does. */
export function loopStalls(path: string, from: number, to: number) {
  return loopStallsIn(path, [{ from, to }]);
}

/**
 * The probe's lines within any of `windows` (epoch ms): the worst second's max, p99 and GC pause (with its
 * kind), and the mark-compacts' count and pauses summed over them.
 */
export function loopStallsIn(
  path: string,
  windows: ReadonlyArray<{ from: number; to: number }>,
): LoopStalls | null {
  if (!fs.existsSync(path)) return null;
  const seconds = fs
    .readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeSecond)
    .filter((s) => windows.some((w) => s.t > w.from && s.t <= w.to + 1000));
  if (seconds.length === 0) return null;
  const round = (n: number) => Math.round(n * 10) / 10;
  const worstGc = seconds.reduce((a, b) => (b.gcMaxMs > a.gcMaxMs ? b : a));
  return {
    maxMs: round(Math.max(...seconds.map((s) => s.maxMs))),
    p99Ms: round(Math.max(...seconds.map((s) => s.p99Ms))),
    gcMaxMs: round(worstGc.gcMaxMs),
    gcMaxKind: worstGc.gcMaxKind ?? '',
    majorMs: round(seconds.reduce((sum, s) => sum + (s.majorMs ?? 0), 0)),
    majors: seconds.reduce((sum, s) => sum + (s.majors ?? 0), 0),
  };
}
