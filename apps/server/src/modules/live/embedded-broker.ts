import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import { listenOnPortOrFree } from '../../platform/listen';
import type { SessionEnded } from '../../platform/session-events';
import {
  type BrokerIdentity,
  type BrowserIdentity,
  mayPublish,
  mayRetain,
  maySubscribe,
  ownsClientId,
  type ReaderIdentity,
} from './access-policy';
import type { DeviceMessageHandler, LiveBus } from './live-bus';
import { mqttWebSocketStream } from './mqtt-websocket-stream';
import { PacketSizeGuard } from './packet-size-guard';

export interface EmbeddedBrokerOptions {
  host: string;
  /**
   * The TCP port for devices; when taken, a free one is used and printed. Null for browsers only: with an
   * external broker, devices connect there and this broker only serves the browsers of this process.
   */
  port: number | null;
  /** The device door (TCP): a reader's code and secret, nothing else. */
  authenticateDevice(code: string, secret: string): Promise<ReaderIdentity | null>;
  /** The browser door (WebSocket at /mqtt): a portal access token, nothing else. */
  authenticateBrowser(token: string): Promise<BrowserIdentity | null>;
  /** The largest MQTT packet a device or a browser may send; a larger one closes its connection. */
  maxPacketBytes: number;
  log: FastifyBaseLogger;
  /** Told when a browser's live connection opens and closes (the relay of an external broker follows it). */
  onBrowser?(identity: BrowserIdentity, change: 'connected' | 'disconnected'): void;
  /** Told when a browser is refused a topic (another workplace's, a device's): the audit trail records it. */
  onRefused?(identity: BrowserIdentity, attempt: { what: 'subscribe' | 'publish'; topic: string }): void;
}

const identities = new WeakMap<Client, BrokerIdentity>();
/** The client id each connection asked for (empty when it let the broker choose). */
const requestedIds = new WeakMap<Client, string>();
/** The connections that came through the browser door; every other one came through the device door. */
const browserStreams = new WeakSet<Duplex>();

function refusal(code: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: code }) as AuthenticateError;
}

/**
 * The embedded MQTT broker (Aedes, MQTT 3.1.1): TCP for devices, WebSocket at /mqtt on the HTTP port for
 * browsers. It enforces the access policy itself, and hands each device message to the server before the
 * PUBACK goes out, so an acknowledged message is always stored.
 */
export class EmbeddedBroker implements LiveBus {
  private handler: DeviceMessageHandler | undefined;
  private tcpPort = 0;
  /** Browser connections, to close them when their session ends or their token expires. */
  readonly browsers = new Set<Client>();
  /** Who holds each client id now (the broker closes the older connection when a second one takes it). */
  private readonly held = new Map<string, Client>();
  /** Device connections, to close them when their reader gets a new secret. */
  private readonly devices = new Set<Client>();
  private readonly tcp: net.Server;
  private readonly wss: WebSocketServer;

  private constructor(
    private readonly aedes: Aedes,
    private readonly options: EmbeddedBrokerOptions,
  ) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPacketBytes });
    this.tcp = net.createServer((socket) => {
      const guarded = new PacketSizeGuard(socket, options.maxPacketBytes, (size) =>
        options.log.warn(
          { remote: socket.remoteAddress, size, max: options.maxPacketBytes },
          'broker: packet too large, device connection closed',
        ),
      );
      guarded.on('error', () => guarded.destroy());
      aedes.handle(guarded);
    });
  }

  static async start(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
    const { log } = options;
    let broker: EmbeddedBroker | undefined;
    const aedes = await Aedes.createBroker({
      preConnect: (client, packet, done) => {
        requestedIds.set(client, packet.clientId ?? '');
        done(null, true);
      },
      authenticate: (client, username, password, done) => {
        const viaBrowserDoor = browserStreams.has(client.conn as Duplex);
        const secret = password?.toString('utf8') ?? '';
        const identify: Promise<BrokerIdentity | null> = viaBrowserDoor
          ? options.authenticateBrowser(secret)
          : options.authenticateDevice(username ?? '', secret);
        identify
          .then((identity) => {
            if (!identity) {
              log.warn(
                { clientId: client.id, username, door: viaBrowserDoor ? 'browser' : 'device' },
                'broker: connection refused (bad credentials)',
              );
              return done(refusal(4, 'Bad username or password'), false);
            }
            const requested = requestedIds.get(client) ?? client.id;
            const holder = requested ? broker?.held.get(requested) : undefined;
            if (!ownsClientId(identity, requested, holder && identities.get(holder))) {
              // Refused before the broker looks for an older connection with this id, so the owner's stays.
              log.warn(
                { clientId: client.id, username },
                'broker: connection refused (client id of another)',
              );
              return done(refusal(2, 'Identifier rejected'), false);
            }
            identities.set(client, identity);
            if (identity.kind === 'browser') {
              broker?.browsers.add(client);
              options.onBrowser?.(identity, 'connected');
            } else broker?.devices.add(client);
            done(null, true);
          })
          .catch((error) => {
            log.error({ err: error }, 'broker: authentication failed');
            done(refusal(3, 'Server unavailable'), false);
          });
      },
      authorizePublish: (client, packet, done) => {
        if (!client) return done(null); // the server itself
        const identity = identities.get(client);
        if (!identity || !mayPublish(identity, packet.topic)) {
          log.warn({ clientId: client.id, topic: packet.topic }, 'broker: publish denied');
          if (identity?.kind === 'browser')
            options.onRefused?.(identity, { what: 'publish', topic: packet.topic });
          return done(new Error('publish denied'));
        }
        if (packet.retain && !mayRetain(identity, packet.topic, Buffer.from(packet.payload))) {
          log.warn(
            { clientId: client.id, topic: packet.topic },
            'broker: retained copy refused (not a valid status)',
          );
          packet.retain = false;
        }
        const handler = broker?.handler;
        if (!handler) return done(null);
        handler(packet.topic, Buffer.from(packet.payload)).then(
          () => done(null),
          (error) => {
            log.warn({ err: error, topic: packet.topic }, 'broker: device message refused');
            done(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
      authorizeSubscribe: (client, subscription, done) => {
        const identity = identities.get(client);
        if (!identity || !maySubscribe(identity, subscription.topic)) {
          log.warn({ clientId: client.id, topic: subscription.topic }, 'broker: subscription denied');
          if (identity?.kind === 'browser')
            options.onRefused?.(identity, { what: 'subscribe', topic: subscription.topic });
          // A null subscription answers 0x80 (failure) in the SUBACK and keeps the connection.
          return done(null, null);
        }
        done(null, subscription);
      },
    });
    broker = new EmbeddedBroker(aedes, options);
    aedes.on('clientReady', (client) => broker?.held.set(client.id, client));
    aedes.on('clientDisconnect', (client) => {
      if (broker?.held.get(client.id) === client) broker.held.delete(client.id);
      broker?.browsers.delete(client);
      broker?.devices.delete(client);
      const identity = identities.get(client);
      if (identity?.kind === 'browser') options.onBrowser?.(identity, 'disconnected');
    });
    if (options.port === null) return broker;
    broker.tcpPort = await listenOnPortOrFree(broker.tcp, options.host, options.port);
    if (broker.tcpPort !== options.port && options.port !== 0) {
      log.warn(`MQTT port ${options.port} is taken: devices connect on ${broker.tcpPort} instead.`);
    }
    return broker;
  }

  /** A logout or a password reset closes that session's live connections at once. */
  endSessions(ended: SessionEnded): void {
    this.closeBrowsers((identity) =>
      'familyId' in ended ? identity.familyId === ended.familyId : identity.userId === ended.userId,
    );
  }

  /**
   * A reader got a new secret (or was removed: `secretHash` null): its connections made with another secret
   * close at once. The same reader connecting again with the new secret is kept.
   */
  endDeviceSessions(code: string, secretHash: string | null): void {
    for (const client of this.devices) {
      const identity = identities.get(client);
      if (identity?.kind === 'reader' && identity.code === code && identity.secretHash !== secretHash) {
        this.devices.delete(client);
        client.close();
      }
    }
  }

  /** A connection outlives its access token only until this sweep: the browser reconnects with a fresh one. */
  disconnectExpired(now: Date): void {
    this.closeBrowsers((identity) => identity.expiresAt <= now);
  }

  private closeBrowsers(match: (identity: BrowserIdentity) => boolean): void {
    for (const client of this.browsers) {
      const identity = identities.get(client);
      if (identity?.kind === 'browser' && match(identity)) {
        this.browsers.delete(client);
        client.close();
      }
    }
  }

  /** The live connections open now: browsers (WebSocket /mqtt) and devices (TCP). */
  liveConnections(): { browsers: number; devices: number } {
    return { browsers: this.browsers.size, devices: this.devices.size };
  }

  /** Hands a WebSocket upgrade for /mqtt to the broker. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const stream = mqttWebSocketStream(ws);
      browserStreams.add(stream);
      stream.on('error', () => stream.destroy());
      this.aedes.handle(stream, request);
    });
  }

  /** Nothing to do: this broker never retains what mayRetain refuses, and the copy it keeps is valid. */
  clearRetained(_topic: string): void {}

  onDeviceMessage(handler: DeviceMessageHandler): void {
    this.handler = handler;
  }

  publish(topic: string, message: unknown, options: { retain?: boolean } = {}): Promise<void> {
    return this.relay(topic, Buffer.from(JSON.stringify(message)), options.retain ?? false);
  }

  /** Hands a message as it came (from an external broker) to this broker's subscribers. */
  relay(topic: string, payload: Buffer, retain = false): Promise<void> {
    return new Promise((resolve, reject) => {
      this.aedes.publish({ cmd: 'publish', topic, payload, qos: 1, retain, dup: false }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  deviceUrl(): string {
    return `mqtt://${this.options.host}:${this.tcpPort}`;
  }

  reachable(): boolean {
    return !this.aedes.closed && (this.options.port === null || this.tcp.listening);
  }

  get port(): number {
    return this.tcpPort;
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    if (this.tcp.listening) await new Promise<void>((resolve) => this.tcp.close(() => resolve()));
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()));
  }
}
