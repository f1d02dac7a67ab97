import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The probes a load balancer or Kubernetes polls (docs/operations.md): cheap, public, and precise about what
// is missing.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('health probes', () => {
  it('answers live and ready when the database, the broker and the file store answer', async () => {
    const live = await app.http.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.http.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', broker: 'ok', files: 'ok' } });
  });

  it('answers ready 503 naming the broker, translated, once the broker is gone; live still 200', async () => {
    const other = await createTestApp();
    try {
      await other.bus.close();
      const ready = await other.http.inject({
        method: 'GET',
        url: '/health/ready',
        headers: { 'accept-language': 'en-US' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', broker: 'unavailable', files: 'ok' },
        error: { code: 'NOT_READY', message: 'The portal is not ready' },
      });
      expect((await other.http.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await other.stop().catch(() => undefined);
    }
  });
});
