import crypto from 'node:crypto';
import { parseTopic, readerTopics, sharedSubscription, workplaceTopics } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceMessageHandler, LiveBus } from './live-bus';
import { STORE_RETRY_DELAYS_MS, storeWithRetries } from './store-retries';

/**
 * The server as a client of an external broker (Mosquitto, EMQX). Device topics are read through one
 * shared subscription, so with N server processes each message is handled by one of them, and the
 * PUBACK is sent only after the handler has stored the message (customHandleAcks).
 */
export class ExternalBus implements LiveBus {
  private handler: DeviceMessageHandler | undefined;
  private relay: WorkplaceRelay | undefined;
  /** Browsers of this process per workplace: its topics are followed while one is connected. */
  private readonly watched = new Map<string, number>();

  private constructor(
    private readonly client: MqttClient,
    /** A connection of its own for the browsers' workplace topics, so they never queue behind device messages. */
    private readonly relayClient: MqttClient,
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async connect(url: string, shareGroup: string, log: FastifyBaseLogger): Promise<ExternalBus> {
    let bus: ExternalBus | undefined;
    const client = mqtt.connect(url, {
      // MQTT 5: mqtt.js honours customHandleAcks only on v5, and shared subscriptions are standard there.
      protocolVersion: 5,
      clientId: `ponto-server-${crypto.randomUUID()}`,
      clean: true,
      keepalive: 30,
      reconnectPeriod: 1000,
      connectTimeout: 30_000,
      customHandleAcks: (topic, message, _packet, done) => {
        const handler = bus?.handler;
        if (!handler) return done(0);
        // The handler drops malformed messages itself; it throws only when storing failed (the database is
        // away). An MQTT client cannot refuse a QoS 1 message, so it is tried again, the acknowledgement held
        // back meanwhile (the broker holds the reader's next messages behind it); only after the last try is
        // it acknowledged and lost, logged as an error.
        storeWithRetries(
          () => handler(topic, message),
          STORE_RETRY_DELAYS_MS,
          (error, attempt) =>
            log.warn({ err: error, topic, attempt }, 'device message not stored yet: trying again'),
        ).then(
          () => done(0),
          (error) => {
            log.error({ err: error, topic }, 'device message not stored');
            done(0);
          },
        );
      },
    });
    client.on('error', (error) => log.error({ err: error }, 'MQTT connection error'));
    const relayClient = mqtt.connect(url, {
      protocolVersion: 5,
      clientId: `ponto-relay-${crypto.randomUUID()}`,
      clean: true,
      keepalive: 30,
      reconnectPeriod: 1000,
      connectTimeout: 30_000,
    });
    relayClient.on('error', (error) => log.error({ err: error }, 'MQTT relay connection error'));
    relayClient.on('message', (topic, payload) => {
      if (parseTopic(topic)?.kind === 'workplace') bus?.relay?.(topic, payload);
    });
    await Promise.all(
      [client, relayClient].map(
        (c) =>
          new Promise<void>((resolve, reject) => {
            c.once('connect', () => resolve());
            c.once('error', reject);
          }),
      ),
    ).catch(async (error) => {
      await Promise.all([client.endAsync(true), relayClient.endAsync(true)]);
      throw error;
    });
    bus = new ExternalBus(client, relayClient, url, log);
    await client.subscribeAsync(
      [
        sharedSubscription(readerTopics.all('status'), shareGroup),
        sharedSubscription(readerTopics.all('events'), shareGroup),
      ],
      { qos: 1 },
    );
    return bus;
  }

  onDeviceMessage(handler: DeviceMessageHandler): void {
    this.handler = handler;
  }

  /**
   * Browsers connect to a server process (WebSocket /mqtt), never to the external broker: the process
   * checks their token and workplaces itself, and ends their connection at logout. It follows the topics
   * of the workplaces its browsers belong to and hands their messages to `relay`, whichever process
   * published them.
   */
  relayWorkplaces(relay: WorkplaceRelay): void {
    this.relay = relay;
  }

  /** One more browser of this workplace on this process; the first subscribes to its topics. */
  watchWorkplace(cnpj: string): void {
    const count = this.watched.get(cnpj) ?? 0;
    this.watched.set(cnpj, count + 1);
    // QoS 0: the relay is a live view (every screen reloads its state over HTTP), and QoS 1 would hold the
    // relay to the broker's in-flight window (Mosquitto: 20 messages) and have it drop the rest under load.
    if (count === 0)
      this.relayClient.subscribe(workplaceTopics.all(cnpj), { qos: 0 }, (error) => {
        if (error) this.log.error({ err: error, cnpj }, 'MQTT subscribe to a workplace failed');
      });
  }

  /** One browser fewer; the last one unsubscribes. */
  unwatchWorkplace(cnpj: string): void {
    const count = this.watched.get(cnpj) ?? 0;
    if (count > 1) return void this.watched.set(cnpj, count - 1);
    this.watched.delete(cnpj);
    if (count === 1) this.relayClient.unsubscribe(workplaceTopics.all(cnpj));
  }

  /**
   * Queues the message (mqtt.js keeps it until the broker acknowledges, resending after a reconnect). It
   * does not wait for the PUBACK: publishing while a device message is being handled would otherwise wait
   * for an acknowledgement queued behind that very message.
   */
  async publish(topic: string, message: unknown, options: { retain?: boolean } = {}): Promise<void> {
    this.client.publish(
      topic,
      JSON.stringify(message),
      { qos: 1, retain: options.retain ?? false },
      (error) => {
        if (error) this.log.error({ err: error, topic }, 'MQTT publish failed');
      },
    );
  }

  /**
   * Deletes the broker's retained copy on `topic` (an empty retained message): the broker cannot tell a
   * valid status from junk, the server can.
   */
  clearRetained(topic: string): void {
    this.client.publish(topic, '', { qos: 1, retain: true }, (error) => {
      if (error) this.log.error({ err: error, topic }, 'MQTT clear of a retained message failed');
    });
  }

  /** Both connections to the broker are up (device messages in, workplace messages relayed out). */
  reachable(): boolean {
    return this.client.connected && this.relayClient.connected;
  }

  /** Where devices connect: the broker's address without the server's own credentials (devices use theirs). */
  deviceUrl(): string {
    return publicBrokerUrl(this.url);
  }

  async close(): Promise<void> {
    await Promise.all([this.client.endAsync(), this.relayClient.endAsync()]);
  }
}

export type WorkplaceRelay = (topic: string, payload: Buffer) => void;

/** A broker URL as devices and logs may see it: user name and password removed. */
export function publicBrokerUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}
