import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations';

describe('request durations', () => {
  it('writes a Prometheus histogram: cumulative buckets, +Inf, sum and count per method, route and status', async () => {
    const durations = new RequestDurations('http_seconds', 'Answers.', [0.01, 0.1]);
    const registry = new Registry();
    registry.registerMetric(durations as never);
    const ping = durations.recorder('/users/ping');
    ping('GET', 200, 0.005);
    ping('GET', 200, 0.05);
    ping('GET', 200, 3);
    ping('GET', 404, 0.001);
    durations.recorder('unmatched')('POST', 404, 0.2);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE http_seconds histogram');
    const ok = 'method="GET",route="/users/ping",status_code="200"';
    expect(text).toContain(`http_seconds_bucket{${ok},le="0.01"} 1`);
    expect(text).toContain(`http_seconds_bucket{${ok},le="0.1"} 2`);
    expect(text).toContain(`http_seconds_bucket{${ok},le="+Inf"} 3`);
    expect(text).toContain(`http_seconds_sum{${ok}} 3.055`);
    expect(text).toContain(`http_seconds_count{${ok}} 3`);
    expect(text).toContain('http_seconds_count{method="GET",route="/users/ping",status_code="404"} 1');
    expect(text).toContain(
      'http_seconds_bucket{method="POST",route="unmatched",status_code="404",le="0.1"} 0',
    );
    expect(text).toContain('http_seconds_count{method="POST",route="unmatched",status_code="404"} 1');
  });
});
