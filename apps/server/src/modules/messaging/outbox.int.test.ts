import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MessagingRepository } from './repository';
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

  it('doubles the delay each attempt, up to an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
