/**
 * Lightweight device clients: one mqtt.js connection per provisioned reader (username = code, password =
 * secret, MQTT 3.1.1), each publishing a valid retained status on its own topic at QoS 1. The schedule
 * spreads the publishes evenly: with N readers at r messages a second, one message every 1000/(N·r) ms,
 * readers in turn.
 */
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { envelope, type ReaderStatusMessage, readerStatusMessageSchema, readerTopics } from '@ponto/domain';
import mqtt, { type MqttClient } from 'mqtt';
import type { ProvisionedReader } from './api';
import { type Distribution, distribution } from './stats';

interface Device {
  code: string;
  topic: string;
  client: MqttClient;
  disconnects: number;
}

const calibrationExpiry = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

/** A §4 idle status of a Flow reader, valid against readerStatusMessageSchema. */
export function statusMessage(code: string, at: Date): ReaderStatusMessage {
  return {
    ...envelope(crypto.randomUUID(), at),
    code,
    family: 'Flow',
    state: 'idle',
    led: 'green',
    batteryPercent: 80,
    wifiLevel: 3,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { status: 'approved', expiresAt: calibrationExpiry },
    examId: null,
  };
}

// Checked once, so a protocol change shows here rather than as messages the server silently drops.
readerStatusMessageSchema.parse(statusMessage('VFLO-000000-01', new Date()));

export class DeviceFleet {
  private constructor(private readonly devices: Device[]) {}

  get size(): number {
    return this.devices.length;
  }

  get disconnects(): number {
    return this.devices.reduce((sum, d) => sum + d.disconnects, 0);
  }

  /** Connects every reader, `batch` at a time, each batch waiting for its CONNACKs. */
  static async connect(brokerUrl: string, readers: ProvisionedReader[], batch: number): Promise<DeviceFleet> {
    const devices: Device[] = [];
    const fleet = new DeviceFleet(devices);
    try {
      for (let i = 0; i < readers.length; i += batch) {
        await Promise.all(
          readers.slice(i, i + batch).map(async ({ code, secret }) => {
            const client = mqtt.connect(brokerUrl, {
              protocolVersion: 4,
              clientId: code,
              username: code,
              password: secret,
              clean: true,
              keepalive: 60,
              reconnectPeriod: 1000,
              connectTimeout: 30_000,
            });
            const device: Device = { code, topic: readerTopics.status(code), client, disconnects: 0 };
            devices.push(device);
            await new Promise<void>((resolve, reject) => {
              client.once('connect', () => resolve());
              client.once('error', (error) =>
                reject(new Error(`${code} could not connect: ${error.message}`)),
              );
            });
            client.on('close', () => device.disconnects++);
          }),
        );
      }
    } catch (error) {
      await fleet.close();
      throw error;
    }
    return fleet;
  }

  /**
   * Publishes for warmupS + seconds at `rate` messages a second per reader and resolves when the schedule
   * is over (not waiting for acknowledgements: see `acks`). Messages of the measured window (after the
   * warm-up) are returned by id with their PUBACK times.
   */
  run(options: { rate: number; warmupS: number; seconds: number; onWindow(edge: 'start' | 'end'): void }) {
    const interval = 1000 / (this.devices.length * options.rate);
    const warmupCount = Math.round(options.warmupS * 1000 * (1 / interval));
    const total = warmupCount + Math.round(options.seconds * 1000 * (1 / interval));
    const measured: string[] = [];
    const ackLatencies: number[] = [];
    let acked = 0;
    let failed = 0;
    let maxLagMs = 0;
    let sent = 0;
    const startedAt = performance.now() + 50;
    let windowStartedAt = 0;

    const done = new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        const due = Math.min(total, Math.floor((now - startedAt) / interval) + 1);
        while (sent < due) {
          const index = sent++;
          if (index === warmupCount) {
            windowStartedAt = Date.now();
            options.onWindow('start');
          }
          const device = this.devices[index % this.devices.length]!;
          const lag = performance.now() - (startedAt + index * interval);
          if (lag > maxLagMs) maxLagMs = lag;
          const message = statusMessage(device.code, new Date());
          const inWindow = index >= warmupCount;
          if (inWindow) measured.push(message.id);
          const publishedAt = performance.now();
          device.client.publish(device.topic, JSON.stringify(message), { qos: 1, retain: true }, (error) => {
            if (error) failed++;
            else if (inWindow) {
              acked++;
              ackLatencies.push(performance.now() - publishedAt);
            }
          });
        }
        if (sent >= total) {
          options.onWindow('end');
          resolve();
        } else setTimeout(tick, 1);
      };
      setTimeout(tick, Math.max(0, startedAt - performance.now()));
    });

    return {
      done,
      measured,
      windowStartedAt: () => windowStartedAt,
      acks: () => ({ acked, failed, pending: measured.length - acked - failed }),
      ackLatency: (): Distribution | null => distribution(ackLatencies),
      maxLagMs: () => maxLagMs,
    };
  }

  /** Clears the retained statuses (an empty retained message), so an external broker keeps none of ours. */
  async clearRetained(): Promise<void> {
    await Promise.all(
      this.devices
        .filter((d) => d.client.connected)
        .map((d) => d.client.publishAsync(d.topic, '', { qos: 1, retain: true }).catch(() => undefined)),
    );
  }

  async close(): Promise<void> {
    await Promise.all(
      this.devices.map((d) =>
        Promise.race([d.client.endAsync(true).catch(() => undefined), sleep(5000)]).then(() => undefined),
      ),
    );
  }
}
