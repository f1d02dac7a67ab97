import type { DeviceFamily } from '@ponto/domain';
import { afterEach, beforeEach } from 'vitest';
import { VirtualReader, type VirtualReaderOptions } from '../reader/virtual-reader';
import { consoleLogger, silentLogger } from '../simulation/logger';
import { startTestBroker, type TestBroker } from './broker';
import { ProtocolObserver } from './observer';

/** Fast enough that a 15-minute exam takes about a quarter of a second. */
export const TEST_SPEED = 3_600;

export interface ReaderFixture {
  broker: TestBroker;
  observer: ProtocolObserver;
  reader(family: DeviceFamily, options?: Partial<VirtualReaderOptions>): Promise<VirtualReader>;
}

let sequence = 0;

/**
 * Per test: a fresh broker, an observer subscribed before any reader connects, and readers that are
 * stopped afterwards. READERS_DEBUG=1 prints what the readers do.
 */
export function useReaderFixture(): ReaderFixture {
  const readers: VirtualReader[] = [];
  const fixture = {} as ReaderFixture;
  beforeEach(async () => {
    fixture.broker = await startTestBroker();
    fixture.observer = await ProtocolObserver.connect(fixture.broker.url);
    fixture.reader = async (family, options = {}) => {
      const code = options.code ?? `T-${family}-${++sequence}`;
      const reader = new VirtualReader({
        code,
        secret: `secret-${code}`,
        family,
        brokerUrl: fixture.broker.url,
        speed: TEST_SPEED,
        logger: process.env.READERS_DEBUG ? consoleLogger(code, { verbose: true }) : silentLogger,
        ...options,
      });
      readers.push(reader);
      await reader.start();
      return reader;
    };
  });
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((reader) => reader.stop()));
    await fixture.observer.close();
    await fixture.broker.close();
  });
  return fixture;
}
