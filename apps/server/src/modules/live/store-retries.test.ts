import { describe, expect, it, vi } from 'vitest';
import { storeWithRetries } from './store-retries';

describe('storeWithRetries', () => {
  it('tries again after each failure until the message is stored', async () => {
    const store = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValueOnce(undefined);
    const retries: number[] = [];
    await storeWithRetries(store, [1, 1, 1], (_error, attempt) => retries.push(attempt));
    expect(store).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up with the last error once every delay is spent', async () => {
    const store = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('still away'));
    await expect(storeWithRetries(store, [1, 1], () => {})).rejects.toThrow('still away');
    expect(store).toHaveBeenCalledTimes(3);
  });
});
