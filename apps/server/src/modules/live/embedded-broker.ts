import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { SessionEnded } from '../../platform/session-events';
import { type BrokerIdentity, mayPublish, maySubscribe } from './access-policy';
import type { DeviceMessageHandler, LiveBus } from './live-bus';

export interface EmbeddedBrokerOptions {
  host: string;
  /**
   * The TCP port for devices; when taken, a free one is used and printed. Null for browsers only: with an
   * external broker, devices connect there and this broker only serves the browsers of this process.
   */
  port: number | null;
  authenticate(username: string, password: string): Promise<BrokerIdentity | null>;
  log: FastifyBaseLogger;
  /** Told when a browser's live connection opens and closes (the relay of an external broker follows it). */
  onBrowser?(identity: BrowserIdentity, change: 'connected' | 'disconnected'): void;
  /** Told when a browser is refused a topic (another workplace's, a device's): the audit trail records it. */
  onRefused?(identity: BrowserIdentity, attempt: { what: 'subscribe' | 'publish'; topic: string }): void;
}

type BrowserIdentity = Extract<BrokerIdentity, { kind: 'browser' }>;

const identities = new WeakMap<Client, BrokerIdentity>();

function refusal(code: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: code }) as AuthenticateError;
}

async function listenTcp(server: net.Server, host: string, port: number): Promise<number> {
  const tryPort = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => {
        server.off('listening', onListening);
        reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve((server.address() as net.AddressInfo).port);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(p, host);
    });
  try {
    return await tryPort(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    return tryPort(0);
  }
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
  private readonly tcp: net.Server;
  private readonly wss = new WebSocketServer({ noServer: true });

  private constructor(
    private readonly aedes: Aedes,
    private readonly options: EmbeddedBrokerOptions,
  ) {
    this.tcp = net.createServer((socket) => aedes.handle(socket));
  }

  static async start(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
    const { log } = options;
    let broker: EmbeddedBroker | undefined;
    const aedes = await Aedes.createBroker({
      authenticate: (client, username, password, done) => {
        options
          .authenticate(username ?? '', password?.toString('utf8') ?? '')
          .then((identity) => {
            if (!identity) {
              log.warn({ clientId: client.id, username }, 'broker: connection refused (bad credentials)');
              return done(refusal(4, 'Bad username or password'), false);
            }
            identities.set(client, identity);
            if (identity.kind === 'browser') {
              broker?.browsers.add(client);
              options.onBrowser?.(identity, 'connected');
            }
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
    aedes.on('clientDisconnect', (client) => {
      broker?.browsers.delete(client);
      const identity = identities.get(client);
      if (identity?.kind === 'browser') options.onBrowser?.(identity, 'disconnected');
    });
    if (options.port === null) return broker;
    broker.tcpPort = await listenTcp(broker.tcp, options.host, options.port);
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

  /** Hands a WebSocket upgrade for /mqtt to the broker. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const stream = createWebSocketStream(ws);
      stream.on('error', () => stream.destroy());
      this.aedes.handle(stream, request);
    });
  }

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

  get port(): number {
    return this.tcpPort;
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    if (this.tcp.listening) await new Promise<void>((resolve) => this.tcp.close(() => resolve()));
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()));
  }
}
