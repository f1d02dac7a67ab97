import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors';
import { failingAs } from './failures';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('failingAs', () => {
  it('answers what the work answers', async () => {
    expect(await failingAs('INTEGRATION_STATUS_UNAVAILABLE', log, async () => 42)).toBe(42);
  });

  it('keeps a refusal with its own code', async () => {
    const refusal = new AppError('NOT_FOUND');
    await expect(
      failingAs('INTEGRATION_STATUS_UNAVAILABLE', log, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
  });

  it('turns a failure of ours into the call’s §8 code and logs the cause', async () => {
    const cause = new Error('connection reset');
    const failure = failingAs('INTEGRATION_WORKPLACES_UNAVAILABLE', log, async () => {
      throw cause;
    });
    await expect(failure).rejects.toMatchObject({ code: 'INTEGRATION_WORKPLACES_UNAVAILABLE', status: 500 });
    expect(log.error).toHaveBeenCalledWith({ err: cause }, 'integration call failed');
  });
});
