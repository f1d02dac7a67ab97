import { EventEmitter } from 'node:events';
import type { IClientOptions, ISubscriptionGrant, MqttClient } from 'mqtt';
import type { MqttConnect } from '../lib/live/live-client';

/** A stand-in for mqtt.js at the network boundary: records what the client asked, lets a test drive events. */
export class FakeMqttClient extends EventEmitter {
  connected = false;
  readonly subscriptions: string[] = [];
  readonly unsubscriptions: string[] = [];
  ended = false;
  /** What the broker answers to a subscription: 1 (QoS granted) or 128 (refused). */
  grantQos = 1;

  constructor(
    readonly url: string,
    readonly options: IClientOptions,
  ) {
    super();
  }

  subscribe(
    topic: string,
    _opts: unknown,
    callback?: (error: Error | null, granted?: ISubscriptionGrant[]) => void,
  ) {
    this.subscriptions.push(topic);
    callback?.(null, [{ topic, qos: this.grantQos as 1 }]);
    return this;
  }

  unsubscribe(topic: string) {
    this.unsubscriptions.push(topic);
    return this;
  }

  async endAsync() {
    this.ended = true;
    this.connected = false;
  }

  /** The broker accepted the connection (as after CONNACK 0); the password is read as mqtt.js would. */
  simulateConnect() {
    const url =
      this.options.transformWsUrl?.(this.url, this.options, this as unknown as MqttClient) ?? this.url;
    this.connected = true;
    this.emit('connect', { cmd: 'connack', returnCode: 0 });
    return url;
  }

  simulateClose() {
    this.connected = false;
    this.emit('close');
  }

  deliver(topic: string, message: unknown) {
    this.emit('message', topic, new TextEncoder().encode(JSON.stringify(message)), {});
  }
}

/** A connect function for tests; `clients` holds every client it created. */
export function fakeMqtt(): { connect: MqttConnect; clients: FakeMqttClient[] } {
  const clients: FakeMqttClient[] = [];
  const connect: MqttConnect = (url, options) => {
    const client = new FakeMqttClient(url, options);
    clients.push(client);
    return client as unknown as MqttClient;
  };
  return { connect, clients };
}
