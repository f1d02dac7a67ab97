import { describe, expect, it } from 'vitest';
import { formatCpf } from './cpf';
import { formatDayIn, formatInstantIn } from './time-zone-format';

describe('formatInstantIn', () => {
  const instant = '2026-11-28T17:05:00Z';
  it.each([
    ['pt-BR', '28/11/2026', '14:05'],
    ['en-US', '11/28/2026', '02:05'],
    ['es-ES', '28/11/2026', '14:05'],
    ['pt-PT', '28/11/2026', '14:05'],
  ])('%s: the day with four digits, the wall time and the zone named', (locale, day, time) => {
    const text = formatInstantIn(instant, locale, 'America/Sao_Paulo');
    expect(text).toContain(day);
    expect(text).toContain(time);
    expect(text.endsWith('(America/Sao_Paulo)')).toBe(true);
  });

  it('the same instant reads differently in Lisbon, and says so', () => {
    expect(formatInstantIn('2026-11-28T17:05:00Z', 'pt-PT', 'Europe/Lisbon')).toMatch(
      /17:05 \(Europe\/Lisbon\)$/,
    );
  });
});

describe('formatDayIn and formatCpf', () => {
  it('a day keeps its date whatever the zone, in the locale order', () => {
    expect(formatDayIn('1990-03-07', 'pt-BR')).toBe('07/03/1990');
    expect(formatDayIn('1990-03-07', 'en-US')).toBe('03/07/1990');
  });

  it('a CPF is masked; anything else is printed as given', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('AB123456')).toBe('AB123456');
  });
});
