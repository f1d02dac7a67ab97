import { describe, expect, it } from 'vitest';
import { ageAtCollection, animalAge } from './report-age';

const at = (iso: string) => new Date(iso);

describe('ageAtCollection', () => {
  it('counts years on the day of collection in the workplace zone', () => {
    // 02:00 UTC on 7 March is still 6 March in São Paulo: the birthday has not come yet.
    expect(ageAtCollection('1990-03-07', at('2026-03-07T02:00:00Z'), 'America/Sao_Paulo')).toEqual({
      count: 35,
      unit: 'years',
    });
    expect(ageAtCollection('1990-03-07', at('2026-03-07T15:00:00Z'), 'America/Sao_Paulo')).toEqual({
      count: 36,
      unit: 'years',
    });
  });

  it('an infant in months, a newborn in days', () => {
    expect(ageAtCollection('2026-05-20', at('2026-11-28T15:00:00Z'), 'America/Sao_Paulo')).toEqual({
      count: 6,
      unit: 'months',
    });
    expect(ageAtCollection('2026-11-18', at('2026-11-28T15:00:00Z'), 'America/Sao_Paulo')).toEqual({
      count: 10,
      unit: 'days',
    });
  });

  it('an animal as registered', () => {
    expect(animalAge({ age: 8, ageUnit: 'months' })).toEqual({ count: 8, unit: 'months' });
    expect(animalAge({ age: 3 })).toEqual({ count: 3, unit: 'years' });
    expect(animalAge({})).toBeNull();
  });
});
