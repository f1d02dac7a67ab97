import { describe, expect, it } from 'vitest';
import { zodIssueKey } from '../errors/zod-issue-key';
import { HL7_AR_MAX_ATTEMPTS, hl7ConfigInputSchema, hl7Outcome, hl7RetryAt } from './hl7';

function problems(input: unknown) {
  const parsed = hl7ConfigInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), zodIssueKey(i)]);
}

describe('HL7 configuration', () => {
  it('takes a host name or an IP address and a port from 1 to 65535', () => {
    for (const host of ['lis.example.org', 'lis', '10.0.0.12', '::1', '[fe80::1]'])
      expect(problems({ host, port: 2575 })).toEqual([]);
    expect(hl7ConfigInputSchema.parse({ host: ' [::1] ', port: 1 })).toEqual({
      host: '::1',
      port: 1,
      tls: false,
      enabled: true,
    });
  });

  it('names the field of a bad host or port', () => {
    expect(problems({ host: 'lis.example.org:2575', port: 2575 })).toEqual([['host', 'hl7Host']]);
    expect(problems({ host: 'tcp://lis', port: 2575 })).toEqual([['host', 'hl7Host']]);
    expect(problems({ host: '', port: 2575 })).toEqual([['host', 'required']]);
    expect(problems({ host: 'lis', port: 0 })).toEqual([['port', 'hl7Port']]);
    expect(problems({ host: 'lis', port: 65536 })).toEqual([['port', 'hl7Port']]);
    expect(problems({ host: 'lis', port: 25.5 })).toEqual([['port', 'hl7Port']]);
  });
});

describe('HL7 acknowledgements', () => {
  it('AA delivers; AE and no answer retry; AR retries until its limit, then stops', () => {
    expect(hl7Outcome('AA', 1)).toBe('delivered');
    expect(hl7Outcome('CA', 1)).toBe('delivered');
    expect(hl7Outcome('AE', 50)).toBe('retry');
    expect(hl7Outcome(null, 50)).toBe('retry');
    expect(hl7Outcome('AR', HL7_AR_MAX_ATTEMPTS - 1)).toBe('retry');
    expect(hl7Outcome('AR', HL7_AR_MAX_ATTEMPTS)).toBe('rejected');
  });

  it('backs off, and gives up once the window has passed', () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    const now = new Date('2026-01-01T00:01:00Z');
    expect(hl7RetryAt({ createdAt, attempts: 1, now }, [1000, 5000], 60_000)).toBeNull();
    expect(hl7RetryAt({ createdAt, attempts: 1, now }, [1000, 5000], 120_000)).toEqual(
      new Date(now.getTime() + 1000),
    );
    expect(hl7RetryAt({ createdAt, attempts: 9, now }, [1000, 5000], 120_000)).toEqual(
      new Date(now.getTime() + 5000),
    );
  });
});
