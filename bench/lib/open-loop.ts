import { type Distribution, distribution } from './stats';

export interface LoadResult {
  /** Latency to the last byte of every request that answered as expected (ms). */
  latency: Distribution | null;
  /** The same latencies one by one, in the order they answered (to pool windows of one kind). */
  samples: number[];
  sent: number;
  ok: number;
  failed: number;
  /** Requests a second actually started in the window. */
  achievedRate: number;
  /** The first few unexpected answers, for the report. */
  failures: string[];
}

/**
 * Open-loop load: requests start on a fixed schedule whether or not earlier ones answered, so a slow
 * server shows as latency (not as fewer requests, which a closed loop would hide).
 */
export async function openLoop(
  send: (i: number) => Promise<Response>,
  expectStatus: number,
  rate: number,
  seconds: number,
): Promise<LoadResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const samples: number[] = [];
  const failures: string[] = [];
  let failed = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    inFlight.push(
      send(i)
        .then(async (response) => {
          const body = await response.text();
          if (response.status === expectStatus) samples.push(performance.now() - t0);
          else {
            failed += 1;
            if (failures.length < 5) failures.push(`${response.status} ${body.slice(0, 200)}`);
          }
        })
        .catch((error: Error) => {
          failed += 1;
          if (failures.length < 5) failures.push(error.message);
        }),
    );
  }
  const sentIn = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  return {
    latency: distribution(samples),
    samples,
    sent: total,
    ok: samples.length,
    failed,
    achievedRate: Math.round((total / sentIn) * 10) / 10,
    failures,
  };
}
