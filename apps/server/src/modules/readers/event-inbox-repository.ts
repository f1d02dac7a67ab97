import { type ReaderEvent, readerEventDue } from '@ponto/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { readerEvents, readers } from '../../db/schema';

/** Ponto's own advisory-lock class for "the events of one reader"; the reader's id gives the object. */
const READER_EVENTS_LOCK_CLASS = 7_461_002;

/** A handler failing this many times on one event sets that event aside, so it cannot block its reader. */
export const MAX_EVENT_ATTEMPTS = 3;

export interface StoredEvent {
  id: string;
  payload: ReaderEvent;
  attempts: number;
}

interface Candidate extends StoredEvent {
  seq: number | null;
  receivedAt: Date | string;
  predecessorHandled: boolean;
}

/**
 * Every reader event is stored here before it is acknowledged, and handled from here in the reader's own
 * order (protocol `order`), whichever server process received it: the broker may hand consecutive events
 * of one reader to different processes.
 */
export class ReaderEventInbox {
  constructor(private readonly db: Db) {}

  /** Stores an event once; a QoS 1 redelivery of a stored id changes nothing. */
  async store(readerId: string, event: ReaderEvent, receivedAt: Date): Promise<void> {
    await this.db
      .insert(readerEvents)
      .values({
        id: event.id,
        readerId,
        type: event.type,
        payload: event,
        sentAt: new Date(event.ts),
        receivedAt,
        orderBoot: event.order?.boot ?? null,
        orderSeq: event.order?.seq ?? null,
      })
      .onConflictDoNothing();
  }

  /** Serialises the handling of one reader's events across processes until the transaction ends. */
  async lockReader(readerId: string): Promise<void> {
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(${READER_EVENTS_LOCK_CLASS}, hashtext(${readerId}))`,
    );
  }

  /**
   * The event of this reader to handle next, if one is due: of each run only the lowest waiting number is a
   * candidate, and candidates go in the order they arrived. Null when nothing waits; `waiting` when events
   * wait for a predecessor that has not arrived yet.
   */
  async nextDue(readerId: string, now: Date): Promise<StoredEvent | 'waiting' | null> {
    const result = await this.db.execute(sql`
      SELECT e.id, e.payload, e.attempts, e.order_seq AS seq, e.received_at AS "receivedAt",
        EXISTS (SELECT 1 FROM reader_events p WHERE p.reader_id = e.reader_id AND p.order_boot = e.order_boot
          AND p.order_seq = e.order_seq - 1 AND p.handled_at IS NOT NULL) AS "predecessorHandled"
      FROM reader_events e
      WHERE e.reader_id = ${readerId} AND e.handled_at IS NULL
        AND (e.order_seq IS NULL OR NOT EXISTS (SELECT 1 FROM reader_events w WHERE w.reader_id = e.reader_id
          AND w.handled_at IS NULL AND w.order_boot = e.order_boot AND w.order_seq < e.order_seq))
      ORDER BY e.received_at, e.order_seq`);
    const candidates = (result.rows as unknown as Candidate[]).map((c) => ({
      ...c,
      receivedAt: new Date(c.receivedAt),
    }));
    if (candidates.length === 0) return null;
    const due = candidates.find((c) => readerEventDue(c, now));
    if (!due) return 'waiting';
    return { id: due.id, payload: due.payload, attempts: due.attempts };
  }

  async markHandled(eventId: string, at: Date): Promise<void> {
    await this.db.update(readerEvents).set({ handledAt: at }).where(eq(readerEvents.id, eventId));
  }

  /** Counts a failed attempt; answers the attempts so far. */
  async countFailure(eventId: string): Promise<number> {
    const [row] = await this.db
      .update(readerEvents)
      .set({ attempts: sql`${readerEvents.attempts} + 1` })
      .where(eq(readerEvents.id, eventId))
      .returning({ attempts: readerEvents.attempts });
    return row?.attempts ?? MAX_EVENT_ATTEMPTS;
  }

  /** Codes of readers with an event waiting since before `cutoff`: a gap to close, a failure to retry, or a process that stopped. */
  async readersWaitingSince(cutoff: Date, limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ code: readers.code })
      .from(readerEvents)
      .innerJoin(readers, eq(readers.id, readerEvents.readerId))
      .where(and(isNull(readerEvents.handledAt), lt(readerEvents.receivedAt, cutoff)))
      .limit(limit);
    return rows.map((r) => r.code);
  }
}
