import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CALLER_NOTICES } from '../db/database';
import type { SessionEnded, SessionEvents } from './session-events';

const CHANNEL = 'ponto_session_ended';
const RECONNECT_MS = 1000;

interface Notice {
  origin: string;
  ended: SessionEnded;
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Notice;
    const ended = notice.ended as Record<string, unknown>;
    if (typeof notice.origin !== 'string' || !ended) return null;
    if (typeof ended.familyId === 'string')
      return { origin: notice.origin, ended: { familyId: ended.familyId } };
    if (typeof ended.userId === 'string') return { origin: notice.origin, ended: { userId: ended.userId } };
    return null;
  } catch {
    return null;
  }
}

/** Told of the database's caller notices (migration 0035), and of when they are heard or may be missed. */
export interface CallerNoticeListener {
  changed(notice: string): void;
  /** The listening connection is lost: notices may be missed until listening() is called. */
  lost(): void;
  listening(): void;
}

/**
 * Carries session endings between the server processes of a deployment through PostgreSQL LISTEN/NOTIFY,
 * so a logout handled by one process closes the live connection a browser holds on another. One connection
 * of its own listens (a pooled one cannot); it reconnects after a failure. Endings missed while it was
 * disconnected still take effect when the access token expires (at most 15 minutes). The same connection
 * hears the caller notices, so they arrive even when the pool has no connection open.
 */
export class SessionEventsRelay {
  private readonly origin = crypto.randomUUID();
  private listener: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly events: SessionEvents,
    private readonly log: FastifyBaseLogger,
    private readonly callers: CallerNoticeListener | undefined,
  ) {}

  static async start(
    pool: pg.Pool,
    connectionString: string,
    events: SessionEvents,
    log: FastifyBaseLogger,
    callers?: CallerNoticeListener,
  ): Promise<SessionEventsRelay> {
    const relay = new SessionEventsRelay(pool, connectionString, events, log, callers);
    await relay.listen();
    events.relayTo((ended) => relay.notify(ended));
    return relay;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === CALLER_NOTICES) return this.callers?.changed(message.payload ?? '*');
      const notice = parseNotice(message.payload);
      if (notice && notice.origin !== this.origin) this.events.deliver(notice.ended);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      await client.query(`LISTEN ${CALLER_NOTICES}`);
    } catch (error) {
      // A connection that opened but could not listen is not kept open beside the next attempt's.
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      // close() came while this attempt was connecting: nothing may listen after it.
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.callers?.listening();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
    this.callers?.lost();
    this.log.warn({ err: error }, 'session-ending relay lost its connection; reconnecting');
    client.end().catch(() => {});
    const again = () => {
      this.retry = undefined;
      if (this.closed) return;
      this.listen().catch(() => {
        this.retry = setTimeout(again, RECONNECT_MS);
      });
    };
    this.retry = setTimeout(again, RECONNECT_MS);
  }

  private notify(ended: SessionEnded): void {
    const notice: Notice = { origin: this.origin, ended };
    this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]).catch((error) => {
      this.log.error({ err: error }, 'session ending not relayed to the other processes');
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.listener?.end().catch(() => {});
    this.listener = undefined;
  }
}
