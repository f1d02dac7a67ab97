import type { ReadersRepository } from './repository';

export interface CachedDevice {
  id: string;
  code: string;
  workplaceId: string | null;
  cnpj: string | null;
}

/**
 * The hot path of reader messages needs each device's id and workplace for every status: they change
 * only when a device is registered, so they are kept for a short while instead of read every time. The
 * short life bounds how stale another server process's registration can look here.
 */
export class DeviceCache {
  private readonly entries = new Map<string, { device: CachedDevice | null; until: number }>();

  constructor(
    private readonly repo: ReadersRepository,
    private readonly ttlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The device, or null when no such code is registered. `unknownMayBeStale`: a remembered "no such device"
   * is checked again, for messages that must not be lost because another process registered the device a
   * moment ago (events, unlike statuses, are not sent again).
   */
  async get(code: string, options: { unknownMayBeStale?: boolean } = {}): Promise<CachedDevice | null> {
    const hit = this.entries.get(code);
    if (hit && hit.until > this.now() && (hit.device || !options.unknownMayBeStale)) return hit.device;
    const device = (await this.repo.deviceWithWorkplace(code)) ?? null;
    this.entries.set(code, { device, until: this.now() + this.ttlMs });
    return device;
  }

  /** After a registration or provisioning here, the next message must see it at once. */
  forget(code: string): void {
    this.entries.delete(code);
  }
}
