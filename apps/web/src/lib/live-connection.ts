/**
 * Where the live (MQTT) connection plugs in: the browser's MQTT client (lib/live/live-provider.tsx)
 * registers its stop function here, and logout (§4) stops whatever is registered.
 */
export interface LiveConnectionRegistry {
  /** Registers a stop function; the returned function unregisters it (e.g. when the client closes itself). */
  register(stop: () => void | Promise<void>): () => void;
  /** Stops every registered connection and forgets them; never throws. */
  stopAll(): Promise<void>;
  readonly size: number;
}

export function createLiveConnectionRegistry(): LiveConnectionRegistry {
  const stops = new Set<() => void | Promise<void>>();
  return {
    register(stop) {
      stops.add(stop);
      return () => {
        stops.delete(stop);
      };
    },
    async stopAll() {
      const pending = [...stops];
      stops.clear();
      await Promise.allSettled(pending.map(async (stop) => stop()));
    },
    get size() {
      return stops.size;
    },
  };
}
