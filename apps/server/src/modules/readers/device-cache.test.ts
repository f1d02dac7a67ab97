import { describe, expect, it } from 'vitest';
import { type CachedDevice, DeviceCache } from './device-cache';
import type { ReadersRepository } from './repository';

const device: CachedDevice = { id: 'd1', code: 'VFLO-1', workplaceId: 'w1', cnpj: '22333444000181' };

/** A repository whose device is registered (by another process) after the first look-up. */
function registeredLater() {
  let registered = false;
  let reads = 0;
  const repo = {
    deviceWithWorkplace: async () => {
      reads += 1;
      return registered ? device : undefined;
    },
  } as unknown as ReadersRepository;
  return {
    cache: new DeviceCache(repo, 10_000, () => 0),
    register: () => {
      registered = true;
    },
    reads: () => reads,
  };
}

describe('DeviceCache', () => {
  it('keeps a device, and an unknown code, for its short life', async () => {
    const { cache, register, reads } = registeredLater();
    expect(await cache.get('VFLO-1')).toBeNull();
    register();
    expect(await cache.get('VFLO-1')).toBeNull();
    expect(reads()).toBe(1);
  });

  it('looks an unknown code up again for an event: a device registered meanwhile on another process is found', async () => {
    const { cache, register, reads } = registeredLater();
    expect(await cache.get('VFLO-1')).toBeNull();
    register();
    expect(await cache.get('VFLO-1', { unknownMayBeStale: true })).toEqual(device);
    // Found now: kept, and statuses see it too.
    expect(await cache.get('VFLO-1')).toEqual(device);
    expect(await cache.get('VFLO-1', { unknownMayBeStale: true })).toEqual(device);
    expect(reads()).toBe(2);
  });
});
