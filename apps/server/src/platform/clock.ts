/** Time source of the server; tests swap it to move time without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

/** Another clock moved by an offset: the demo's history is recorded at the past times it tells. */
export class OffsetClock implements Clock {
  offsetMs = 0;
  constructor(private readonly base: Clock) {}
  now(): Date {
    // Set back only while the demo's history is recorded: every other call is the base clock's own Date.
    return this.offsetMs === 0 ? this.base.now() : new Date(this.base.now().getTime() + this.offsetMs);
  }
}
