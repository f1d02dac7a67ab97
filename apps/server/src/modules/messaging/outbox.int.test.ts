import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MessagingRepository, OUTBOX_LEASE_MS } from './repository';
import { retryDelayMs } from './worker';

let app: TestApp;
beforeAll(async () => {
  // A port where nothing listens: every SMTP delivery fails.
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

describe('outbox delivery', () => {
  it('keeps a message that could not be sent and retries it later with backoff', async () => {
    const repo = new MessagingRepository(app.database.db);
    const recipient = `retry-${crypto.randomUUID()}@example.com`;
    await repo.enqueue({ channel: 'email', recipient, subject: 's', body: 'b' }, app.clock.now());

    await app.outbox.drain();
    const [first] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient));
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.lastError).toBeTruthy();
    expect(first!.nextAttemptAt.getTime()).toBe(app.clock.now().getTime() + retryDelayMs(1));

    // Not due yet: a second round leaves it alone.
    await app.outbox.drain();
    const [same] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient));
    expect(same!.attempts).toBe(1);

    // Once the delay has passed it is tried again.
    app.clock.advance(retryDelayMs(1));
    await app.outbox.drain();
    const [second] = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient));
    expect(second!.attempts).toBe(2);
  });

  it('shares the queue between processes: each message is claimed by one, and again only after the lease', async () => {
    const one = new MessagingRepository(app.database.db);
    const other = new MessagingRepository(app.database.db);
    const now = app.clock.now();
    const tag = crypto.randomUUID();
    for (let i = 0; i < 15; i += 1) {
      await one.enqueue(
        { channel: 'email', recipient: `${tag}-${i}@example.com`, subject: 's', body: 'b' },
        now,
      );
    }
    const [a, b] = await Promise.all([one.claimDue(now, 10), other.claimDue(now, 10)]);
    const mine = (list: { recipient: string }[]) => list.filter((m) => m.recipient.startsWith(tag));
    const claimed = [...mine(a), ...mine(b)].map((m) => m.recipient);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = mine(await one.claimDue(now, 50));
    expect(claimed.length + rest.length).toBe(15);
    // Leased: nobody takes them again until the lease ends.
    expect(mine(await other.claimDue(new Date(now.getTime() + OUTBOX_LEASE_MS - 1000), 50))).toEqual([]);
    expect(mine(await other.claimDue(new Date(now.getTime() + OUTBOX_LEASE_MS), 50))).toHaveLength(15);
  });

  it('doubles the delay each attempt, up to an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
