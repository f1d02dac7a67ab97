import { parseTopic, readerStatusMessageSchema } from '@ponto/domain';

/** Who is on the other end of a broker connection. */
export type BrokerIdentity = ReaderIdentity | BrowserIdentity;

/** A reader, signed in with its code and secret; `secretHash` is the secret it signed in with. */
export interface ReaderIdentity {
  kind: 'reader';
  code: string;
  secretHash: string;
}

/** A portal user's browser, signed in with its access token. */
export interface BrowserIdentity {
  kind: 'browser';
  userId: string;
  familyId: string;
  expiresAt: Date;
  cnpjs: ReadonlySet<string>;
}

/**
 * A reader publishes only its own status and events; a browser publishes nothing (the server is the
 * single authority, it alone writes workplace topics and commands).
 */
export function mayPublish(identity: BrokerIdentity, topic: string): boolean {
  if (identity.kind !== 'reader') return false;
  const parsed = parseTopic(topic);
  return parsed?.kind === 'reader' && parsed.code === identity.code && parsed.channel !== 'commands';
}

/**
 * What a broker keeps for later subscribers must be a reader's valid status of itself: a retained message
 * is replayed to every new subscriber, so junk there would outlive its sender.
 */
export function mayRetain(identity: BrokerIdentity, topic: string, payload: Buffer): boolean {
  if (identity.kind !== 'reader') return false;
  const parsed = parseTopic(topic);
  if (parsed?.kind !== 'reader' || parsed.code !== identity.code || parsed.channel !== 'status') return false;
  try {
    const status = readerStatusMessageSchema.safeParse(JSON.parse(payload.toString('utf8')));
    return status.success && status.data.code === identity.code;
  } catch {
    return false;
  }
}

/**
 * A reader reads only its own commands; a browser reads only the topics of its session's workplaces,
 * either one channel or all of them with a trailing '#'. Any other wildcard is refused.
 */
export function maySubscribe(identity: BrokerIdentity, filter: string): boolean {
  if (identity.kind === 'reader') {
    const parsed = parseTopic(filter);
    return parsed?.kind === 'reader' && parsed.code === identity.code && parsed.channel === 'commands';
  }
  const concrete = filter.endsWith('/#') ? `${filter.slice(0, -2)}/readers` : filter;
  const parsed = parseTopic(concrete);
  return parsed?.kind === 'workplace' && identity.cnpjs.has(parsed.cnpj);
}

function sameIdentity(a: BrokerIdentity, b: BrokerIdentity): boolean {
  if (a.kind === 'reader') return b.kind === 'reader' && a.code === b.code;
  return b.kind === 'browser' && a.userId === b.userId;
}

/**
 * A client id belongs to one identity, so no one can take over another's connection (a broker closes the
 * older of two connections with the same id). `reader-<code>` is that reader's alone and
 * `portal-<user id>-…` that user's; any other id is refused while a connection of another identity holds
 * it. An empty id gets a random one from the broker. `holder` is who holds the id now, if anyone.
 */
export function ownsClientId(identity: BrokerIdentity, clientId: string, holder?: BrokerIdentity): boolean {
  if (clientId.startsWith('reader-'))
    return identity.kind === 'reader' && clientId === `reader-${identity.code}`;
  if (clientId.startsWith('portal-'))
    return identity.kind === 'browser' && clientId.startsWith(`portal-${identity.userId}-`);
  return holder === undefined || sameIdentity(identity, holder);
}
