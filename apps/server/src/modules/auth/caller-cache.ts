import type { FamilyState, UserRow, WorkplaceRow } from './repository';

/** What the door reads of a caller (AuthRepository.callerState). */
export interface CallerState {
  user: UserRow;
  family: FamilyState | undefined;
  workplace: WorkplaceRow | undefined;
}

const keyOf = (userId: string, familyId: string, cnpj: string | null) =>
  `${userId}\u0000${familyId}\u0000${cnpj ?? ''}`;

interface Fill {
  userId: string;
  familyId: string;
  cnpj: string;
  overtaken: boolean;
}

interface Entry {
  state: CallerState;
  userId: string;
  familyId: string;
  workplaceId: string | null;
  storedAt: number;
}

/**
 * The callers this process has checked, so that the door answers without the database (docs/architecture.md,
 * "The door"). The database tells every listening connection of every process when a user, a membership, a
 * session, a workplace or its readers change (migration 0035: `u:<user>`, `f:<family>`,
 * `w:<workplace>:<cnpj>`, or `*`); each notice drops what it names. A change committed by this process is
 * heard on its own connection before the commit returns, so the next call of this process already sees it.
 * A read under way when a notice about it came is not kept (it may have read the old row). Entries also
 * expire after `ttlMs`, in case a notice was lost with its connection.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly fills = new Set<Fill>();
  /** Off while no connection of its own listens for notices: nothing is remembered then. */
  private remembering = true;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = {
      maxEntries: 10_000,
      ttlMs: 60_000,
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The caller's state when this process remembers it (and it has not expired); undefined otherwise. */
  known(userId: string, familyId: string, cnpj: string | null): CallerState | undefined {
    const cached = this.entries.get(keyOf(userId, familyId, cnpj));
    return cached && this.now() - cached.storedAt < this.options.ttlMs ? cached.state : undefined;
  }

  /** The caller's state, from memory or else from `read` (kept unless something changed meanwhile). */
  async read(
    userId: string,
    familyId: string,
    cnpj: string | null,
    load: (userId: string, familyId: string, cnpj: string | null) => Promise<CallerState | undefined>,
  ): Promise<CallerState | undefined> {
    const key = keyOf(userId, familyId, cnpj);
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.storedAt < this.options.ttlMs) return cached.state;
    if (cached) this.entries.delete(key);
    const fill: Fill = { userId, familyId, cnpj: cnpj ?? '', overtaken: false };
    this.fills.add(fill);
    let state: CallerState | undefined;
    try {
      state = await load(userId, familyId, cnpj);
    } finally {
      this.fills.delete(fill);
    }
    if (state && !fill.overtaken && this.remembering) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, {
        state,
        userId,
        familyId,
        workplaceId: state.workplace?.id ?? null,
        storedAt: this.now(),
      });
    }
    return state;
  }

  /**
   * A notice of the database (`u:…`, `f:…`, `w:…:…`, `*`); anything else drops everything, to be safe (a
   * device's new secret, `d:…`, goes to the broker instead: app.ts).
   */
  changed(notice: string): void {
    const kind = notice.slice(0, 2);
    const [id, cnpj] = notice.slice(2).split(':');
    const [entryMatches, fillMatches]: [(e: Entry) => boolean, (f: Fill) => boolean] =
      kind === 'u:'
        ? [(e) => e.userId === id, (f) => f.userId === id]
        : kind === 'f:'
          ? [(e) => e.familyId === id, (f) => f.familyId === id]
          : kind === 'w:'
            ? [(e) => e.workplaceId === id, (f) => f.cnpj === cnpj]
            : [() => true, () => true];
    for (const fill of this.fills) if (fillMatches(fill)) fill.overtaken = true;
    for (const [key, entry] of this.entries) if (entryMatches(entry)) this.entries.delete(key);
  }

  /** Drops everything and remembers nothing more until resume(): notices may be missed meanwhile. */
  pause(): void {
    this.remembering = false;
    this.changed('*');
  }

  /** Notices are heard again; what was read while they were not is not kept (pause dropped it). */
  resume(): void {
    this.changed('*');
    this.remembering = true;
  }

  get size(): number {
    return this.entries.size;
  }
}
