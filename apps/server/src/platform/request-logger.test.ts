import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level }, stream);
  return { logger, lines };
}

describe('the request logger', () => {
  it('is made only when the request writes a line at a level that is on', () => {
    const { logger, lines } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const log = lazyRequestLogger(logger as unknown as FastifyBaseLogger, { reqId: 'r-1' }, {});
    log.debug({ a: 1 }, 'quiet');
    log.trace('quieter');
    expect(child).not.toHaveBeenCalled();
    log.info({ b: 2 }, 'said');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'r-1', b: 2, msg: 'said', level: 30 },
      { reqId: 'r-1', msg: 'again', level: 40 },
    ]);
  });

  it("takes a route's own level at once", () => {
    const { logger, lines } = capture('info');
    const log = lazyRequestLogger(
      logger as unknown as FastifyBaseLogger,
      { reqId: 'r-2' },
      { level: 'debug' },
    );
    log.debug('shown');
    expect(lines).toMatchObject([{ reqId: 'r-2', msg: 'shown', level: 20 }]);
  });

  it('follows a level set on it', () => {
    const { logger, lines } = capture('info');
    const log = lazyRequestLogger(logger as unknown as FastifyBaseLogger, { reqId: 'r-3' }, {});
    expect(log.level).toBe('info');
    log.level = 'debug';
    log.debug('now shown');
    expect(lines).toMatchObject([{ reqId: 'r-3', msg: 'now shown' }]);
    expect(logger.level).toBe('info');
  });

  it('makes children that carry the request id', () => {
    const { logger, lines } = capture('info');
    const log = lazyRequestLogger(logger as unknown as FastifyBaseLogger, { reqId: 'r-4' }, {});
    log.child({ part: 'x' }).error('failed');
    expect(lines).toMatchObject([{ reqId: 'r-4', part: 'x', msg: 'failed', level: 50 }]);
  });
});
