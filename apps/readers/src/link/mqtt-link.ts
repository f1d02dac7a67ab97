import {
  LIVE_CONNECT_TIMEOUT_MS,
  LIVE_KEEPALIVE_S,
  LIVE_QOS,
  LIVE_RECONNECT_MS,
  type ReaderEvent,
  type ReaderStatusMessage,
  readerTopics,
} from '@ponto/domain';
import mqtt, { type MqttClient } from 'mqtt';
import type { ReaderLogger } from '../simulation/logger';

export interface MqttLinkOptions {
  brokerUrl: string;
  code: string;
  secret: string;
  /** Built anew for every connection, so the will's envelope carries that connection's time. */
  lastWill: () => ReaderStatusMessage;
  onCommand: (payload: Buffer) => void;
  /** Called on every (re)connection after the first. */
  onReconnected: () => void;
  onLost: () => void;
  logger: ReaderLogger;
  /** Wall-clock delay before each publish (a slow network); order is kept. */
  publishDelayMs?: number;
}

/**
 * One reader's MQTT connection, as a device holds it: MQTT 3.1.1 (the embedded Aedes broker speaks only
 * that), client id `reader-<code>`, the code and device secret as credentials, §9 keepalive and
 * reconnect, QoS 1, a persistent session so commands sent during a short drop still arrive, and a
 * retained last will that marks the reader offline when the connection dies.
 */
export class MqttLink {
  private client: MqttClient | null = null;
  private queue: Promise<void> = Promise.resolve();
  private dropped = false;

  constructor(private readonly options: MqttLinkOptions) {}

  get connected(): boolean {
    return this.client?.connected === true && !this.dropped;
  }

  /** Resolves on the first CONNACK; rejects when the broker refuses or cannot be reached in time. */
  connect(): Promise<void> {
    const { code } = this.options;
    const client = mqtt.connect(this.options.brokerUrl, {
      protocolVersion: 4,
      clientId: `reader-${code}`,
      username: code,
      password: this.options.secret,
      keepalive: LIVE_KEEPALIVE_S,
      reconnectPeriod: LIVE_RECONNECT_MS,
      connectTimeout: LIVE_CONNECT_TIMEOUT_MS,
      clean: false,
      will: this.willOptions(),
    });
    this.client = client;
    client.on('message', (_topic, payload) => this.options.onCommand(payload));
    client.on('close', () => {
      client.options.will = this.willOptions();
    });
    client.on('offline', () => this.options.onLost());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error(`no answer from ${this.options.brokerUrl}`)),
        LIVE_CONNECT_TIMEOUT_MS,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        client.end(true);
        reject(error);
      };
      client.once('error', fail);
      client.once('connect', () => {
        clearTimeout(timer);
        client.off('error', fail);
        client.on('error', (error) => this.options.logger.warn(`mqtt: ${error.message}`));
        client.on('connect', () => this.options.onReconnected());
        client.subscribe(readerTopics.commands(code), { qos: LIVE_QOS }, (error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    });
  }

  /** Retained, so a new subscriber sees the current state. Skipped while disconnected: the reader republishes on reconnection, and a queued stale status must never overwrite a fresher one. */
  publishStatus(status: ReaderStatusMessage): void {
    this.enqueue(readerTopics.status(this.options.code), status, true, true);
  }

  /** Events are queued by mqtt.js while disconnected and delivered after reconnection, like a device's buffer. */
  publishEvent(event: ReaderEvent): void {
    this.enqueue(readerTopics.events(this.options.code), event, false, false);
  }

  /**
   * Kills the socket without a DISCONNECT, so the broker publishes the last will, and stays away for
   * `wallMs` before reconnecting with the same session and the events queued meanwhile.
   */
  drop(wallMs: number): void {
    const client = this.client;
    if (!client || this.dropped) return;
    this.dropped = true;
    client.options.reconnectPeriod = 0;
    client.stream.destroy();
    this.options.onLost();
    setTimeout(() => {
      this.dropped = false;
      client.options.reconnectPeriod = LIVE_RECONNECT_MS;
      client.reconnect({ incomingStore: client.incomingStore, outgoingStore: client.outgoingStore });
    }, wallMs);
  }

  /** Publishes a last status (the clean-shutdown counterpart of the will) and disconnects. */
  async close(finalStatus: ReaderStatusMessage): Promise<void> {
    const client = this.client;
    if (!client) return;
    await this.queue;
    if (client.connected) {
      await Promise.race([
        client.publishAsync(readerTopics.status(this.options.code), JSON.stringify(finalStatus), {
          qos: LIVE_QOS,
          retain: true,
        }),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]).catch(() => {});
    }
    await client.endAsync(!client.connected).catch(() => {});
    this.client = null;
  }

  private willOptions() {
    return {
      topic: readerTopics.status(this.options.code),
      payload: Buffer.from(JSON.stringify(this.options.lastWill())),
      qos: LIVE_QOS as 1,
      retain: true,
    };
  }

  private enqueue(topic: string, message: object, retain: boolean, onlyWhenConnected: boolean): void {
    const send = () => {
      const client = this.client;
      if (!client || (onlyWhenConnected && !this.connected)) return;
      client.publish(topic, JSON.stringify(message), { qos: LIVE_QOS, retain }, (error) => {
        if (error) this.options.logger.debug(`publish on ${topic} failed: ${error.message}`);
      });
    };
    const delay = this.options.publishDelayMs ?? 0;
    if (delay === 0) {
      send();
      return;
    }
    // Latency, not bandwidth: each message leaves `delay` after it was made, never before the previous one.
    const due = Date.now() + delay;
    this.queue = this.queue
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, due - Date.now())))
      .then(send);
  }
}
