/** A session that ended before its tokens expired: one session (family) or every session of a user. */
export type SessionEnded = { familyId: string } | { userId: string };

/**
 * Tells the parts that hold long-lived connections (the broker) that a session ended, so a logout or a
 * password reset closes the live connection at once instead of when its token expires.
 */
export class SessionEvents {
  private readonly listeners: Array<(event: SessionEnded) => void> = [];

  on(listener: (event: SessionEnded) => void): void {
    this.listeners.push(listener);
  }

  emit(event: SessionEnded): void {
    for (const listener of this.listeners) listener(event);
  }
}
