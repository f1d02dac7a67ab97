import { describe, expect, it } from 'vitest';
import { protocolStatusOf } from './protocol-view';

describe('protocolStatusOf', () => {
  it('is pending while any exam may still change', () => {
    expect(protocolStatusOf(['ready', 'inAnalysis'])).toBe('pending');
    expect(protocolStatusOf(['invalid'])).toBe('pending');
    expect(protocolStatusOf([])).toBe('pending');
  });

  it('is complete once every exam has ended', () => {
    expect(protocolStatusOf(['ready', 'cancelled', 'recollectExpired'])).toBe('complete');
  });
});
