/**
 * Ids of the live messages already handled. QoS 1 is at-least-once, so a message may arrive twice; only
 * the newest `capacity` ids are kept (oldest forgotten first), so memory stays bounded on a long shift.
 */
export interface SeenIds {
  /** True when `id` was seen before; otherwise remembers it and answers false. */
  check(id: string): boolean;
  readonly size: number;
}

export function createSeenIds(capacity = 2000): SeenIds {
  if (capacity < 1) throw new RangeError('capacity must be at least 1');
  // A Set iterates in insertion order: its first entry is the oldest id.
  const ids = new Set<string>();
  return {
    check(id) {
      if (ids.has(id)) return true;
      ids.add(id);
      if (ids.size > capacity) {
        const oldest = ids.values().next().value;
        if (oldest !== undefined) ids.delete(oldest);
      }
      return false;
    },
    get size() {
      return ids.size;
    },
  };
}
