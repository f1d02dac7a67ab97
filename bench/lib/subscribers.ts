/**
 * The browser-identity subscribers, in a process of their own (forked by readers-fanin.ts) so that the
 * receive timestamps are not delayed by the 1,000 device clients sharing an event loop with them. Talks
 * to the parent over IPC: connect → expect → progress… → report → close.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { type Distribution, distribution } from './stats';

export type ToSubscribers =
  | { type: 'connect'; url: string; username: string; passwords: string[]; topic: string }
  | { type: 'expect'; ids: string[]; t0: number }
  | { type: 'progress' }
  | { type: 'report'; bucketMs: number }
  | { type: 'close' };

export interface SubscriberFigures {
  expected: number;
  /** Distinct expected ids received. */
  received: number;
  missing: number;
  /** Receipts of an id already received (QoS 1 is at least once). */
  duplicates: number;
  /** Messages outside the measured window (warm-up) or from elsewhere. */
  other: number;
  disconnects: number;
}

export interface TimelineBucket {
  /** Seconds from the start of the measured window, by the message's ts. */
  fromS: number;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SubscribersReport {
  subscribers: SubscriberFigures[];
  latency: Distribution | null;
  timeline: TimelineBucket[];
}

export type FromSubscribers =
  | { type: 'connected' }
  | { type: 'error'; message: string }
  | { type: 'progress'; missing: number; received: number }
  | { type: 'report'; report: SubscribersReport };

interface Receipt {
  /** Latency of the first receipt, ms. */
  latency: number;
  ts: number;
  count: number;
}

interface Subscriber {
  client: MqttClient;
  receipts: Map<string, Receipt>;
  disconnects: number;
}

const subscribers: Subscriber[] = [];
let expected = new Set<string>();
let windowStart = 0;

function send(message: FromSubscribers): void {
  process.send?.(message);
}

async function connect(message: Extract<ToSubscribers, { type: 'connect' }>): Promise<void> {
  await Promise.all(
    message.passwords.map(async (password, index) => {
      const client = mqtt.connect(message.url, {
        protocolVersion: 4,
        clientId: `bench-sub-${index}-${process.pid}`,
        username: message.username,
        password,
        clean: true,
        keepalive: 30,
        reconnectPeriod: 1000,
        connectTimeout: 30_000,
      });
      const subscriber: Subscriber = { client, receipts: new Map(), disconnects: 0 };
      subscribers.push(subscriber);
      client.on('message', (_topic, payload) => {
        const now = Date.now();
        let parsed: { id?: string; ts?: string };
        try {
          parsed = JSON.parse(payload.toString('utf8')) as { id?: string; ts?: string };
        } catch {
          return;
        }
        if (!parsed.id || !parsed.ts) return;
        const seen = subscriber.receipts.get(parsed.id);
        if (seen) seen.count++;
        else {
          const ts = Date.parse(parsed.ts);
          subscriber.receipts.set(parsed.id, { latency: now - ts, ts, count: 1 });
        }
      });
      let connected = false;
      client.on('close', () => {
        if (connected) subscriber.disconnects++;
      });
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
      });
      connected = true;
      const granted = await client.subscribeAsync(message.topic, { qos: 1 });
      if (granted.some((g) => g.qos === 128)) throw new Error(`subscription to ${message.topic} refused`);
    }),
  );
}

function progress(): { missing: number; received: number } {
  let missing = 0;
  let received = 0;
  for (const s of subscribers) {
    for (const id of expected) {
      if (s.receipts.has(id)) received++;
      else missing++;
    }
  }
  return { missing, received };
}

function report(bucketMs: number): SubscribersReport {
  const latencies: number[] = [];
  const buckets = new Map<number, number[]>();
  const figures = subscribers.map((s): SubscriberFigures => {
    let received = 0;
    let duplicates = 0;
    let other = 0;
    for (const [id, receipt] of s.receipts) {
      if (!expected.has(id)) {
        other += receipt.count;
        continue;
      }
      received++;
      duplicates += receipt.count - 1;
      latencies.push(receipt.latency);
      const bucket = Math.floor((receipt.ts - windowStart) / bucketMs);
      const list = buckets.get(bucket) ?? [];
      list.push(receipt.latency);
      buckets.set(bucket, list);
    }
    return {
      expected: expected.size,
      received,
      missing: expected.size - received,
      duplicates,
      other,
      disconnects: s.disconnects,
    };
  });
  const timeline = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bucket, list]) => {
      const d = distribution(list)!;
      return { fromS: (bucket * bucketMs) / 1000, count: d.count, p50: d.p50, p99: d.p99, max: d.max };
    });
  return { subscribers: figures, latency: distribution(latencies), timeline };
}

process.on('message', (message: ToSubscribers) => {
  switch (message.type) {
    case 'connect':
      connect(message).then(
        () => send({ type: 'connected' }),
        (error: unknown) =>
          send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
      break;
    case 'expect':
      expected = new Set(message.ids);
      windowStart = message.t0;
      break;
    case 'progress':
      send({ type: 'progress', ...progress() });
      break;
    case 'report':
      send({ type: 'report', report: report(message.bucketMs) });
      break;
    case 'close':
      Promise.all(subscribers.map((s) => s.client.endAsync(true))).finally(() => process.exit(0));
      break;
  }
});

// Never outlive the benchmark.
process.on('disconnect', () => process.exit(0));
