import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

type Incr = FastifyRateLimitStore['incr'];
type Callback = Parameters<Incr>[1];

/** Windows long over are swept now and then by whichever call comes (one in this many). */
const SWEEP_ONE_IN = 200;

/** A count of calls under one key in a fixed window, and the milliseconds until the window ends. */
export interface AttemptCount {
  current: number;
  ttl: number;
}

/**
 * Counts calls under a key in PostgreSQL (rate_limit_counters): one statement per call, the database's
 * clock deciding the window so processes with drifting clocks agree. `namespace` is the deployment
 * (MQTT_SHARE_GROUP): test apps sharing a database keep their own counts. The @fastify/rate-limit store
 * below and the per-account sign-in limit (modules/auth) both count here.
 */
export function postgresCounter(db: Db, namespace: string) {
  return async function count(key: string, windowMs: number): Promise<AttemptCount> {
    const result = await db.execute<{ count: number; ttl: number }>(sql`
      INSERT INTO rate_limit_counters (key, count, reset_at)
      VALUES (${`${namespace}:${key}`}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counters.reset_at <= now() THEN 1 ELSE rate_limit_counters.count + 1 END,
        reset_at = CASE WHEN rate_limit_counters.reset_at <= now()
                        THEN now() + ${windowMs} * interval '1 millisecond'
                        ELSE rate_limit_counters.reset_at END
      RETURNING count, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`);
    if (Math.random() * SWEEP_ONE_IN < 1) {
      void db
        .execute(sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`)
        .catch(() => undefined);
    }
    const row = result.rows[0]!;
    return { current: Number(row.count), ttl: Number(row.ttl) };
  };
}

/**
 * @fastify/rate-limit counters in PostgreSQL, so every process of a deployment counts the same calls
 * (docs/scaling.md).
 */
export function postgresRateLimitStore(db: Db, namespace: string): FastifyRateLimitStoreCtor {
  const count = postgresCounter(db, namespace);
  class PostgresRateLimitStore {
    // The plugin constructs the store with its options: the key prefix is set apart, never taken from them.
    prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Each limited route counts apart (the plugin passes the route as routeInfo). */
    child(options: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo ?? {};
      const store = new PostgresRateLimitStore();
      store.prefix = `${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}:`;
      return store;
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
