import {
  LIVE_CONNECT_TIMEOUT_MS,
  LIVE_KEEPALIVE_S,
  LIVE_QOS,
  LIVE_RECONNECT_MS,
  parseTopic,
  type WorkplaceMessage,
  workplaceMessageSchema,
  workplaceTopics,
} from '@ponto/domain';
import type { IClientOptions, MqttClient } from 'mqtt';
import { quietWebSocket } from './quiet-websocket';
import { createSeenIds } from './seen-ids';

export type MqttConnect = (url: string, options: IClientOptions) => MqttClient;

/** online: connected and subscribed; connecting: first attempt; offline: lost, retrying every second. */
export type LiveStatus = 'connecting' | 'online' | 'offline';

export interface LiveClientOptions {
  /** ws(s)://<host>/mqtt */
  url: string;
  connect: MqttConnect;
  /** The current access token (the broker's password), read again on every (re)connection. */
  token: () => string | null;
  /** Epoch ms when the current token stops being accepted, to renew it before a reconnection. */
  tokenExpiresAt: () => number | null;
  /** Renews the access token through the API client (which signs out when the session is over). */
  renewToken: () => Promise<void>;
  onMessage: (cnpj: string, message: WorkplaceMessage) => void;
  onStatus: (status: LiveStatus) => void;
  /** After a reconnection: messages may have been missed while offline, so lists should be read again. */
  onReconnected?: (cnpj: string) => void;
  now?: () => number;
  /** Ids remembered to drop QoS 1 redeliveries. */
  dedupeCapacity?: number;
}

export interface LiveClient {
  /** Subscribes to this workplace's topics (and leaves the previous one); null leaves them all. */
  setWorkplace(cnpj: string | null): void;
  stop(): Promise<void>;
}

/** Renew when the token has less than this left, so a reconnection never presents an expired one. */
const RENEW_AHEAD_MS = 60_000;
/** A refused token is renewed at most this often (a broken server must not rotate tokens every second). */
const MIN_RENEW_INTERVAL_MS = 30_000;

/**
 * The browser's live connection (§7, §9): MQTT 3.1.1 over WebSocket, the access token as password,
 * keepalive 30 s, reconnect every 1 s, connect timeout 30 s, QoS 1 on the current workplace's topics.
 * Every message is validated with the domain schema and handed on once (duplicates dropped by id).
 */
export function startLiveClient(options: LiveClientOptions): LiveClient {
  const now = options.now ?? Date.now;
  const seen = createSeenIds(options.dedupeCapacity);
  const decoder = new TextDecoder();
  let cnpj: string | null = null;
  let connectedOnce = false;
  let lastRenewal = 0;
  let stopped = false;

  function renewSoon(force: boolean) {
    const expiresAt = options.tokenExpiresAt();
    const due = force || (expiresAt !== null && expiresAt - now() < RENEW_AHEAD_MS);
    if (!due || now() - lastRenewal < MIN_RENEW_INTERVAL_MS) return;
    lastRenewal = now();
    options.renewToken().catch(() => undefined); // a refused renewal signs out, which stops this client
  }

  const client = options.connect(options.url, {
    protocolVersion: 4,
    username: 'portal',
    password: options.token() ?? '',
    keepalive: LIVE_KEEPALIVE_S,
    reconnectPeriod: LIVE_RECONNECT_MS,
    connectTimeout: LIVE_CONNECT_TIMEOUT_MS,
    clean: true,
    // A refused token (expired while offline) is renewed and tried again a second later.
    reconnectOnConnackError: true,
    // Every attempt presents the token as it is now, not the one of the first connection.
    transformWsUrl: (url, _opts, self) => {
      self.options.password = options.token() ?? '';
      return url;
    },
    createWebsocket: (url, protocols) => quietWebSocket(url, protocols),
  });

  function subscribe(target: string) {
    client.subscribe(workplaceTopics.all(target), { qos: LIVE_QOS }, (error, granted) => {
      if (stopped || target !== cnpj) return;
      const refused = error || granted?.some((grant) => grant.qos === 128);
      options.onStatus(refused ? 'offline' : 'online');
    });
  }

  client.on('connect', () => {
    if (!cnpj) options.onStatus('online');
    // The subscription is renewed on every connection (clean session), for the workplace of now.
    else subscribe(cnpj);
    if (connectedOnce && cnpj) options.onReconnected?.(cnpj);
    connectedOnce = true;
  });
  client.on('close', () => {
    if (stopped) return;
    options.onStatus(connectedOnce ? 'offline' : 'connecting');
    renewSoon(false);
  });
  client.on('offline', () => !stopped && options.onStatus('offline'));
  client.on('error', (error) => {
    // CONNACK 4/5: bad user name or password, not authorised — the token expired or was revoked.
    const code = (error as { code?: unknown }).code;
    if (code === 4 || code === 5) renewSoon(true);
  });
  client.on('message', (topic, payload) => {
    const parsed = parseTopic(topic);
    if (parsed?.kind !== 'workplace' || parsed.cnpj !== cnpj) return; // left over from another workplace
    let json: unknown;
    try {
      json = JSON.parse(decoder.decode(payload));
    } catch {
      return;
    }
    const message = workplaceMessageSchema.safeParse(json);
    if (!message.success || seen.check(message.data.id)) return;
    options.onMessage(parsed.cnpj, message.data);
  });
  options.onStatus('connecting');

  return {
    setWorkplace(next) {
      if (next === cnpj) return;
      const previous = cnpj;
      cnpj = next;
      if (previous) client.unsubscribe(workplaceTopics.all(previous));
      if (next && client.connected) subscribe(next);
    },
    async stop() {
      stopped = true;
      await client.endAsync(true).catch(() => undefined);
    },
  };
}

/** ws://host/mqtt or wss://host/mqtt for the page's own origin (the portal serves the broker at /mqtt). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;
}
