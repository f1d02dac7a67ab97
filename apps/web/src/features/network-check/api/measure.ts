import { LIVE_QOS, workplaceTopics } from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';
import type { MqttConnect } from '@/lib/live/live-client';
import type { ApiMeasure, BrokerMeasure, WebSocketMeasure } from './diagnose';

const elapsed = (since: number) => Math.round(performance.now() - since);

/** Several GET /users/ping in a row (the §7 call without a token), timed one by one. */
export async function measureApi(api: ApiClient, count = 5): Promise<ApiMeasure> {
  const samples: number[] = [];
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    try {
      await api.get(`/users/ping?n=${Date.now()}-${i}`);
      samples.push(elapsed(started));
    } catch {
      failed += 1;
    }
  }
  return { count, failed, samples };
}

/**
 * Opens the WebSocket of /mqtt alone: when the API answers but this does not open, something between the
 * browser and the portal (a proxy, a firewall) refuses WebSocket.
 */
export function measureWebSocket(url: string, timeoutMs: number): Promise<WebSocketMeasure> {
  return new Promise((resolve) => {
    const started = performance.now();
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, 'mqtt');
    } catch {
      resolve({ ok: false });
      return;
    }
    const timer = setTimeout(() => finish({ ok: false }), timeoutMs);
    function finish(result: WebSocketMeasure) {
      clearTimeout(timer);
      socket.onopen = null;
      socket.onerror = null;
      socket.close();
      resolve(result);
    }
    socket.onopen = () => finish({ ok: true, ms: elapsed(started) });
    socket.onerror = () => finish({ ok: false });
  });
}

/**
 * Connects to the broker with the session token as the live connection does, then subscribes to the
 * workplace topic: connection time (CONNACK) and subscription time (SUBACK). Browsers cannot publish, so a
 * full message round trip cannot be measured from here.
 */
export function measureBroker(
  connect: MqttConnect,
  url: string,
  token: string,
  cnpj: string,
  timeoutMs: number,
): Promise<BrokerMeasure> {
  return new Promise((resolve) => {
    const started = performance.now();
    const client = connect(url, {
      protocolVersion: 4,
      username: 'portal',
      password: token,
      reconnectPeriod: 0,
      connectTimeout: timeoutMs,
      clean: true,
    });
    let done = false;
    const finish = (result: BrokerMeasure) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void client.endAsync(true).catch(() => undefined);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    client.on('error', (error) => {
      const code = (error as { code?: unknown }).code;
      finish(code === 4 || code === 5 ? { kind: 'refused' } : { kind: 'timeout' });
    });
    client.on('connect', () => {
      const connectMs = elapsed(started);
      const subscribed = performance.now();
      client.subscribe(workplaceTopics.all(cnpj), { qos: LIVE_QOS }, (error, granted) => {
        if (error || granted?.some((grant) => grant.qos === 128))
          finish({ kind: 'subscriptionRefused', connectMs });
        else finish({ kind: 'ok', connectMs, subackMs: elapsed(subscribed) });
      });
    });
  });
}
