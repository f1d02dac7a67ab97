/** A session that ended before its tokens expired: one session (family) or every session of a user. */
export type SessionEnded = { familyId: string } | { userId: string };

/**
 * Tells the parts that hold long-lived connections (browsers' live connections) that a session ended, so a
 * logout or a password reset closes the live connection at once instead of when its token expires. With
 * several server processes, a relay (session-events-relay.ts) carries each ending to the other processes.
 */
export class SessionEvents {
  private readonly listeners: Array<(event: SessionEnded) => void> = [];
  private readonly relays: Array<(event: SessionEnded) => void> = [];

  on(listener: (event: SessionEnded) => void): void {
    this.listeners.push(listener);
  }

  /** A session ended here: this process's listeners hear it at once, the other processes through the relays. */
  emit(event: SessionEnded): void {
    this.deliver(event);
    for (const relay of this.relays) relay(event);
  }

  /** A session ended in another process: only this process's listeners. */
  deliver(event: SessionEnded): void {
    for (const listener of this.listeners) listener(event);
  }

  relayTo(relay: (event: SessionEnded) => void): void {
    this.relays.push(relay);
  }
}
