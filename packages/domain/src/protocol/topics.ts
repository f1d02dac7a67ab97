/**
 * MQTT topics of the reader protocol (docs/reader-protocol.md). Readers publish only under their own
 * code; the server republishes to workplace topics that browsers subscribe to.
 */
export const TOPIC_ROOT = 'ponto/v1';

export const readerChannels = ['status', 'events', 'commands'] as const;
export type ReaderChannel = (typeof readerChannels)[number];

export const workplaceChannels = ['readers', 'exams', 'local-analysis', 'chat'] as const;
export type WorkplaceChannel = (typeof workplaceChannels)[number];

/** A topic level may not be empty nor hold the separator or wildcards, or one reader could write another's topic. */
function level(value: string, what: string): string {
  if (value === '' || /[/+#\s]/.test(value) || value.startsWith('$')) {
    throw new RangeError(`Invalid ${what} for a topic level: ${JSON.stringify(value)}`);
  }
  return value;
}

export const readerTopics = {
  /** Retained; the reader's current state. */
  status: (code: string) => `${TOPIC_ROOT}/readers/${level(code, 'reader code')}/status`,
  events: (code: string) => `${TOPIC_ROOT}/readers/${level(code, 'reader code')}/events`,
  commands: (code: string) => `${TOPIC_ROOT}/readers/${level(code, 'reader code')}/commands`,
  /** What the server subscribes to for one channel of every reader. */
  all: (channel: ReaderChannel) => `${TOPIC_ROOT}/readers/+/${channel}`,
};

export const workplaceTopics = {
  channel: (cnpj: string, channel: WorkplaceChannel) =>
    `${TOPIC_ROOT}/workplaces/${level(cnpj, 'CNPJ')}/${channel}`,
  readers: (cnpj: string) => workplaceTopics.channel(cnpj, 'readers'),
  exams: (cnpj: string) => workplaceTopics.channel(cnpj, 'exams'),
  localAnalysis: (cnpj: string) => workplaceTopics.channel(cnpj, 'local-analysis'),
  chat: (cnpj: string) => workplaceTopics.channel(cnpj, 'chat'),
  /** What a browser subscribes to for its current workplace (QoS 1). */
  all: (cnpj: string) => `${TOPIC_ROOT}/workplaces/${level(cnpj, 'CNPJ')}/#`,
};

/**
 * At scale every server process subscribes through one MQTT shared subscription, so each device event is
 * handled once across processes.
 */
export function sharedSubscription(topic: string, group = 'ponto'): string {
  return `$share/${level(group, 'share group')}/${topic}`;
}

export type ParsedTopic =
  | { kind: 'reader'; code: string; channel: ReaderChannel }
  | { kind: 'workplace'; cnpj: string; channel: WorkplaceChannel };

/** Reads a concrete topic back into its parts; null for anything outside the protocol. */
export function parseTopic(topic: string): ParsedTopic | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT) return null;
  const [, , kind, id = '', channel = ''] = parts;
  if (id === '' || /[+#]/.test(id)) return null;
  if (kind === 'readers' && (readerChannels as readonly string[]).includes(channel)) {
    return { kind: 'reader', code: id, channel: channel as ReaderChannel };
  }
  if (kind === 'workplaces' && (workplaceChannels as readonly string[]).includes(channel)) {
    return { kind: 'workplace', cnpj: id, channel: channel as WorkplaceChannel };
  }
  return null;
}
