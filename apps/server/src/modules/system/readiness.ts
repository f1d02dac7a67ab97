import { z } from 'zod';

/** What the portal needs to serve: each resolves when that part answers now, and rejects otherwise. */
export interface ReadinessProbes {
  database(): Promise<void>;
  broker(): Promise<void>;
  files(): Promise<void>;
}

export type Part = keyof ReadinessProbes;

export const checksSchema = z.object({
  database: z.enum(['ok', 'unavailable']),
  broker: z.enum(['ok', 'unavailable']),
  files: z.enum(['ok', 'unavailable']),
});
export type Checks = z.infer<typeof checksSchema>;

/** A part that has not answered within this is unavailable: a probe polled every second must not pile up. */
const PROBE_TIMEOUT_MS = 1000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Asks every part at once; each answers ok or unavailable. */
export async function readiness(probes: ReadinessProbes): Promise<Checks> {
  const parts: Part[] = ['database', 'broker', 'files'];
  const answers = await Promise.allSettled(parts.map((part) => within(probes[part](), PROBE_TIMEOUT_MS)));
  const state = (i: number) => (answers[i]!.status === 'fulfilled' ? 'ok' : 'unavailable');
  return { database: state(0), broker: state(1), files: state(2) };
}
