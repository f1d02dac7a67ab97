/** What each measurement found; null means "not measured" (an earlier step made it pointless). */
export interface ApiMeasure {
  count: number;
  failed: number;
  /** Round-trip times of the answered pings, in ms. */
  samples: number[];
}
export type WebSocketMeasure = { ok: true; ms: number } | { ok: false };
export type BrokerMeasure =
  | { kind: 'ok'; connectMs: number; subackMs: number }
  | { kind: 'refused' }
  | { kind: 'subscriptionRefused'; connectMs: number }
  | { kind: 'timeout' };

export interface NetworkMeasures {
  browserOnline: boolean;
  api: ApiMeasure;
  websocket: WebSocketMeasure | null;
  broker: BrokerMeasure | null;
}

export type Verdict =
  | 'ok'
  | 'noInternet'
  | 'apiUnreachable'
  | 'apiSlow'
  | 'websocketBlocked'
  | 'brokerUnreachable'
  | 'brokerRefused'
  | 'subscriptionRefused'
  | 'slowLive';

/** A median API answer above this is slow enough for users to notice on every screen. */
export const API_SLOW_MS = 1000;
/** Connecting plus subscribing above this delays reader status noticeably. */
export const LIVE_SLOW_MS = 2000;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * What is wrong, in order of cause: no internet at all, then the API, then the live path (WebSocket through
 * proxies, then the broker itself). Several verdicts can hold (a slow API and a blocked WebSocket).
 */
export function diagnose(m: NetworkMeasures): Verdict[] {
  const answered = m.api.samples.length > 0;
  if (!answered) return [m.browserOnline ? 'apiUnreachable' : 'noInternet'];
  const verdicts: Verdict[] = [];
  if (median(m.api.samples) > API_SLOW_MS) verdicts.push('apiSlow');
  if (m.websocket && !m.websocket.ok) verdicts.push('websocketBlocked');
  else if (m.broker?.kind === 'timeout') verdicts.push('brokerUnreachable');
  else if (m.broker?.kind === 'refused') verdicts.push('brokerRefused');
  else if (m.broker?.kind === 'subscriptionRefused') verdicts.push('subscriptionRefused');
  else if (m.broker?.kind === 'ok' && m.broker.connectMs + m.broker.subackMs > LIVE_SLOW_MS)
    verdicts.push('slowLive');
  return verdicts.length ? verdicts : ['ok'];
}
