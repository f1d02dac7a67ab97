import { randomUUID } from 'node:crypto';
import {
  envelope,
  parseTopic,
  type ReaderCommand,
  type ReaderEvent,
  type ReaderState,
  type ReaderStatusMessage,
  readerEventSchema,
  readerStatusMessageSchema,
  readerTopics,
} from '@ponto/domain';
import mqtt, { type MqttClient } from 'mqtt';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type CommandBody = DistributiveOmit<ReaderCommand, 'id' | 'ts' | 'v'>;

/**
 * Plays the server's side in tests: subscribes to every reader topic, parses each message with the
 * domain schemas (a parse failure fails the test), records them in order, and sends commands.
 */
export class ProtocolObserver {
  readonly statuses: ReaderStatusMessage[] = [];
  readonly events: ReaderEvent[] = [];
  /** Retained statuses delivered when the observer subscribed. */
  readonly retained: ReaderStatusMessage[] = [];
  readonly invalid: string[] = [];
  private waiters: Array<() => void> = [];

  private constructor(private readonly client: MqttClient) {
    client.on('message', (topic, payload, packet) => this.record(topic, payload, packet.retain));
  }

  static async connect(url: string): Promise<ProtocolObserver> {
    const client = await mqtt.connectAsync(url, {
      protocolVersion: 4,
      clientId: `observer-${randomUUID()}`,
      reconnectPeriod: 0,
    });
    const observer = new ProtocolObserver(client);
    await client.subscribeAsync([readerTopics.all('status'), readerTopics.all('events')], { qos: 1 });
    return observer;
  }

  statusesOf(code: string): ReaderStatusMessage[] {
    return this.statuses.filter((s) => s.code === code);
  }

  eventsOf(code: string): ReaderEvent[] {
    return this.events.filter((e) => e.code === code);
  }

  /** The states a reader went through, repeats of the same state folded. */
  statesOf(code: string): ReaderState[] {
    return this.statusesOf(code)
      .map((s) => s.state)
      .filter((state, i, all) => i === 0 || all[i - 1] !== state);
  }

  async send(code: string, body: CommandBody, id: string = randomUUID()): Promise<string> {
    const command = { ...envelope(id, new Date()), ...body };
    await this.client.publishAsync(readerTopics.commands(code), JSON.stringify(command), { qos: 1 });
    return id;
  }

  /** Resolves once `predicate` holds over what was recorded; rejects after `timeoutMs`. */
  waitFor(predicate: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const check = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      this.waiters.push(check);
    });
  }

  waitForState(code: string, state: ReaderState, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      () => this.statusesOf(code).at(-1)?.state === state,
      `${code} in ${state}`,
      timeoutMs,
    );
  }

  waitForEvent(code: string, match: (event: ReaderEvent) => boolean, what: string, timeoutMs?: number) {
    return this.waitFor(() => this.eventsOf(code).some(match), what, timeoutMs);
  }

  async close(): Promise<void> {
    await this.client.endAsync(true);
  }

  private record(topic: string, payload: Buffer, retain: boolean): void {
    const parsed = parseTopic(topic);
    const json: unknown = JSON.parse(payload.toString('utf8'));
    if (parsed?.kind === 'reader' && parsed.channel === 'status') {
      const result = readerStatusMessageSchema.safeParse(json);
      if (!result.success) this.invalid.push(`${topic}: ${result.error.message}`);
      else {
        this.statuses.push(result.data);
        if (retain) this.retained.push(result.data);
      }
    } else if (parsed?.kind === 'reader' && parsed.channel === 'events') {
      const result = readerEventSchema.safeParse(json);
      if (!result.success) this.invalid.push(`${topic}: ${result.error.message}`);
      else this.events.push(result.data);
    }
    for (const waiter of [...this.waiters]) waiter();
  }
}
