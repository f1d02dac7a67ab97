import { describe, expect, it } from 'vitest';
import { formatDay } from '../components/format';
import { sizeText } from './document-size';

describe('document sizes', () => {
  it('shows kB below a megabyte, at least 1', () => {
    expect(sizeText(10, 'pt-BR')).toBe('1 kB');
    expect(sizeText(200 * 1024, 'pt-BR')).toBe('200 kB');
  });

  it('shows MB with one decimal in the language', () => {
    expect(sizeText(1.5 * 1024 * 1024, 'pt-BR')).toBe('1,5 MB');
    expect(sizeText(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
  });
});

describe('calendar days', () => {
  it('reads an ISO date as that day whatever the time zone', () => {
    expect(formatDay('2026-12-19', 'pt-BR')).toBe('19/12/2026');
    expect(formatDay('2026-01-02T23:00:00Z', 'en-US')).toBe('1/2/2026');
  });
});
