import crypto from 'node:crypto';
import { envelope, type ReaderStatusMessage } from '@ponto/domain';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

/**
 * A real MQTT client (mqtt.js, MQTT 3.1.1) that does not reconnect, kept in `opened` so the test ends it.
 * Errors (a broker resetting the connection, which some tests wait for) do not crash the test.
 */
export async function connectClient(
  url: string,
  options: IClientOptions,
  opened: MqttClient[],
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  client.on('error', () => {});
  opened.push(client);
  return client;
}

/** Settles when the connection closes (not events.once: an 'error' before the close would reject it). */
export function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => (client.connected ? client.once('close', () => resolve()) : resolve()));
}

/** A reader's valid status (`readerStatusMessageSchema`): idle, green, calibrated. */
export function idleStatus(code: string): ReaderStatusMessage {
  return {
    ...envelope(crypto.randomUUID(), new Date()),
    code,
    family: 'Flow',
    state: 'idle',
    led: 'green',
    batteryPercent: 90,
    wifiLevel: 4,
    connectionType: 'wifi',
    firmware: '1.0.0',
    calibration: { status: 'approved', expiresAt: null },
    examId: null,
  };
}
