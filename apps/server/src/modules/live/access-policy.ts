import { parseTopic } from '@ponto/domain';

/** Who is on the other end of a broker connection. */
export type BrokerIdentity =
  | { kind: 'reader'; code: string }
  | { kind: 'browser'; userId: string; familyId: string; expiresAt: Date; cnpjs: ReadonlySet<string> };

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
