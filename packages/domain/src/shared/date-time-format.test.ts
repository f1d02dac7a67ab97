import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

describe('dateTimeFormat', () => {
  const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

  it('builds a formatter once per kind, locale and time zone', () => {
    const first = dateTimeFormat('test-day', 'pt-BR', 'America/Sao_Paulo', day);
    expect(dateTimeFormat('test-day', 'pt-BR', 'America/Sao_Paulo', day)).toBe(first);
    expect(dateTimeFormat('test-day', 'pt-PT', 'America/Sao_Paulo', day)).not.toBe(first);
    expect(dateTimeFormat('test-day', 'pt-BR', 'Europe/Lisbon', day)).not.toBe(first);
  });

  it('formats as a formatter built for the call would', () => {
    const at = new Date('2026-11-30T02:30:00Z');
    for (const [locale, timeZone] of [
      ['pt-BR', 'America/Sao_Paulo'],
      ['pt-PT', 'Europe/Lisbon'],
      ['es-ES', 'Europe/Madrid'],
      ['en-US', 'UTC'],
    ] as const) {
      expect(dateTimeFormat('test-day', locale, timeZone, day).format(at)).toBe(
        new Intl.DateTimeFormat(locale, { ...day, timeZone }).format(at),
      );
    }
  });

  it('refuses an unknown time zone, as Intl does', () => {
    expect(() => dateTimeFormat('test-day', 'pt-BR', 'Mars/Olympus', day)).toThrow(RangeError);
  });
});
