import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
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

/**
 * Carries session endings between the server processes of a deployment through PostgreSQL LISTEN/NOTIFY,
 * so a logout handled by one process closes the live connection a browser holds on another. One connection
 * of its own listens (a pooled one cannot); it reconnects after a failure. Endings missed while it was
 * disconnected still take effect when the access token expires (at most 15 minutes).
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
  ) {}

  static async start(
    pool: pg.Pool,
    connectionString: string,
    events: SessionEvents,
    log: FastifyBaseLogger,
  ): Promise<SessionEventsRelay> {
    const relay = new SessionEventsRelay(pool, connectionString, events, log);
    await relay.listen();
    events.relayTo((ended) => relay.notify(ended));
    return relay;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const notice = parseNotice(message.payload);
      if (notice && notice.origin !== this.origin) this.events.deliver(notice.ended);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
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
