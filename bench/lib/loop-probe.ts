/**
 * Loaded into the portal under test (`--import`): every second it appends the largest and the p99 event-loop
 * delay of that second to the file named by PONTO_LOOP_PROBE_FILE, one JSON line `{ t, maxMs, p99Ms }`, so
 * the benchmark reads the stalls of its measured window only.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.PONTO_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  setInterval(() => {
    const line = { t: Date.now(), maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
    histogram.reset();
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}

/** The probe's lines between `from` and `to` (epoch ms): the worst second's max and p99. */
export function loopStalls(path: string, from: number, to: number): { maxMs: number; p99Ms: number } | null {
  if (!fs.existsSync(path)) return null;
  const seconds = fs
    .readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { t: number; maxMs: number; p99Ms: number })
    .filter((s) => s.t > from && s.t <= to + 1000);
  if (seconds.length === 0) return null;
  return {
    maxMs: Math.round(Math.max(...seconds.map((s) => s.maxMs)) * 10) / 10,
    p99Ms: Math.round(Math.max(...seconds.map((s) => s.p99Ms)) * 10) / 10,
  };
}
