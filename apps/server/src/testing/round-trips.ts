import pg from 'pg';

/**
 * How many statements reach the database while `work` runs: every query of a pooled or checked-out client,
 * BEGIN and COMMIT included, is one round trip. Meant for a test app without background jobs and with its
 * own broker (`MQTT_URL: ''`), where nothing else talks to the database meanwhile.
 */
export async function countRoundTrips<T>(
  work: () => Promise<T>,
): Promise<{ result: T; roundTrips: string[] }> {
  const original = pg.Client.prototype.query;
  const roundTrips: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    roundTrips.push((text ?? '').replace(/\s+/g, ' ').slice(0, 120));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    const result = await work();
    return { result, roundTrips };
  } finally {
    pg.Client.prototype.query = original;
  }
}
