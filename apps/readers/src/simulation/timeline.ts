/** Wall-clock time and timers; tests may pass their own. */
export interface Clock {
  now(): number;
  setTimer(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
};

/** Thrown by `Timeline.wait` when its signal aborts; carries the abort reason. */
export class Interrupted extends Error {
  constructor(readonly reason: unknown) {
    super('interrupted');
  }
}

/**
 * The simulated device's time. Every duration the device experiences (a step, the 2-minute calibration
 * window, the 10-minute capsule window, an update) is divided by `speed`, so a 15-minute exam runs in
 * 15 s at speed 60. The domain rules are applied on this simulated timeline; every instant that goes on
 * the wire (`ts`, `expiresAt`) is converted back to wall-clock time, so at speed 1 both are the same.
 */
export class Timeline {
  private readonly origin: number;

  constructor(
    readonly speed: number,
    private readonly clock: Clock = systemClock,
  ) {
    if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`speed must be > 0, got ${speed}`);
    this.origin = clock.now();
  }

  /** Now on the simulated timeline. */
  now(): Date {
    return new Date(this.origin + (this.clock.now() - this.origin) * this.speed);
  }

  wallNow(): Date {
    return new Date(this.clock.now());
  }

  /** The wall-clock instant at which the simulated instant happens. */
  toWall(simulated: Date): Date {
    return new Date(this.origin + (simulated.getTime() - this.origin) / this.speed);
  }

  /** The wall-clock milliseconds a simulated duration takes. */
  wallMs(simulatedMs: number): number {
    return simulatedMs / this.speed;
  }

  /**
   * Resolves once `simulatedMs` of simulated time have passed (never earlier: timers round to whole
   * milliseconds, which is seconds of simulated time at high speeds, so it re-arms for any rest);
   * rejects with Interrupted when the signal aborts.
   */
  wait(simulatedMs: number, signal?: AbortSignal): Promise<void> {
    const target = this.now().getTime() + simulatedMs;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new Interrupted(signal.reason));
      let cancel = () => {};
      const onAbort = () => {
        cancel();
        reject(new Interrupted(signal?.reason));
      };
      const arm = () => {
        const rest = target - this.now().getTime();
        if (rest <= 0) {
          signal?.removeEventListener('abort', onAbort);
          resolve();
          return;
        }
        cancel = this.clock.setTimer(arm, Math.max(1, Math.ceil(this.wallMs(rest))));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      arm();
    });
  }
}
