import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, also wrapped as a failed query', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('knows PostgreSQL shutting down, starting or in recovery, and a broken connection', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001'])
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves query errors and everything else to the usual handling', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
