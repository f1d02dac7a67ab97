import { workplaceTopics } from '@ponto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

// GET /metrics on its own address (docs/operations.md, "Metrics"), read as Prometheus reads it.

let app: TestApp;
let portal: string;

beforeAll(async () => {
  app = await createTestApp();
  portal = await app.listen();
});
afterAll(async () => {
  await app?.stop();
});

/** The value of one sample line of the text format, or undefined when the line is missing. */
function sample(text: string, name: string, labels: string): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function scrape(headers: Record<string, string> = {}): Promise<Response> {
  const url = app.metricsUrl();
  if (!url) throw new Error('metrics are not served');
  return fetch(url, { headers });
}

describe('metrics', () => {
  it('serves the Prometheus text format on loopback, apart from the portal', async () => {
    const url = new URL(app.metricsUrl()!);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).not.toBe((app.http.server.address() as { port: number }).port);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    for (const family of [
      'ponto_process_cpu_seconds_total',
      'ponto_nodejs_eventloop_lag_seconds',
      'ponto_db_pool_connections',
      'ponto_live_connections',
      'ponto_exams',
    ])
      expect(text, family).toContain(`# TYPE ${family} `);
    expect(sample(text, 'ponto_metrics_database_read', '')).toBe(1);
    // Nothing else is on that address.
    expect((await fetch(url.toString().replace('/metrics', '/users/ping'))).status).toBe(404);
  });

  it('counts requests by route and status, and live messages by direction and channel', async () => {
    await app.http.inject({ method: 'GET', url: '/users/ping' });
    await app.http.inject({ method: 'GET', url: '/users/checkToken' });
    await app.http.inject({ method: 'GET', url: '/no/such/route' });
    await app.bus.publish(workplaceTopics.channel('22333444000181', 'readers'), { hello: true });
    const text = await (await scrape()).text();
    expect(
      sample(
        text,
        'ponto_http_request_duration_seconds_count',
        'method="GET",route="/users/ping",status_code="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'ponto_http_request_duration_seconds_count',
        'method="GET",route="/users/checkToken",status_code="401"',
      ),
    ).toBeGreaterThanOrEqual(1);
    // Timed once answered, with the status it was answered with.
    expect(
      sample(
        text,
        'ponto_http_request_duration_seconds_count',
        'method="GET",route="unmatched",status_code="404"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'ponto_live_messages_total', 'direction="out",kind="readers"'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts the answers its HTTP server carried, as it reports them sent', async () => {
    const pings = 'method="GET",route="/users/ping",status_code="200"';
    const before =
      sample(await (await scrape()).text(), 'ponto_http_request_duration_seconds_count', pings) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${portal}/users/ping`)).status).toBe(200);
    const after = sample(await (await scrape()).text(), 'ponto_http_request_duration_seconds_count', pings);
    expect(after).toBe(before + 3);
  });

  it('reads the depth of the queues and the age of their oldest item at each scrape', async () => {
    const waitingSince = new Date(app.clock.now().getTime() - 90_000);
    await app.database.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: 'metrics@example.com',
      subject: 'waiting',
      body: 'waiting',
      createdAt: waitingSince,
    });
    const text = await (await scrape()).text();
    expect(sample(text, 'ponto_queue_depth', 'queue="outbox"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ponto_queue_oldest_seconds', 'queue="outbox"')).toBeGreaterThanOrEqual(90);
    for (const queue of ['webhooks', 'hl7', 'readerEvents'])
      expect(sample(text, 'ponto_queue_depth', `queue="${queue}"`), queue).toBeGreaterThanOrEqual(0);
  });

  it('asks for the token when one is set, and compares it in constant time', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-enough-metrics-token' });
    try {
      await guarded.listen();
      const url = guarded.metricsUrl()!;
      expect((await fetch(url)).status).toBe(401);
      expect(
        (await fetch(url, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status,
      ).toBe(401);
      const ok = await fetch(url, { headers: { authorization: 'Bearer a-long-enough-metrics-token' } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('# TYPE ponto_http_request_duration_seconds histogram');
    } finally {
      await guarded.stop();
    }
  });
});
