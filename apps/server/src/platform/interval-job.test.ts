import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntervalJob } from './interval-job';

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

function logger() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

async function rounds(n: number) {
  for (let i = 0; i < n; i++) await vi.advanceTimersByTimeAsync(100);
}

afterEach(() => vi.useRealTimers());

describe('IntervalJob', () => {
  it('logs every failed round as an error', async () => {
    vi.useFakeTimers();
    const log = logger();
    const job = new IntervalJob('job', () => Promise.reject(new Error('boom')), 100, log);
    job.start();
    await rounds(3);
    await job.stop();
    expect(log.error).toHaveBeenCalledTimes(3);
  });

  it('says once that the database does not answer, and again after it answered in between', async () => {
    vi.useFakeTimers();
    const log = logger();
    const outcomes = [refused(), refused(), refused(), null, refused()];
    const job = new IntervalJob(
      'job',
      () => {
        const next = outcomes.shift();
        return next ? Promise.reject(next) : Promise.resolve();
      },
      100,
      log,
    );
    job.start();
    await rounds(5);
    await job.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
