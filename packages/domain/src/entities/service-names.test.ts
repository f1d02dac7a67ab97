import { describe, expect, it } from 'vitest';
import { isServiceName, serviceNames } from './service-names';

describe('isServiceName', () => {
  it('takes each §7 service and nothing else', () => {
    for (const name of serviceNames) expect(isServiceName(name)).toBe(true);
    expect(isServiceName('PONTO')).toBe(false);
    expect(isServiceName('pharmacy')).toBe(false);
    expect(isServiceName(3)).toBe(false);
    expect(isServiceName(null)).toBe(false);
  });
});
