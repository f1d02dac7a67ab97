import { describe, expect, it } from 'vitest';
import { ageInYears, dateProblemKeys, formatDate, parseDate } from './date';

describe('parseDate', () => {
  it.each([
    ['01/01/2000', { year: 2000, month: 1, day: 1 }],
    [' 29/02/2024 ', { year: 2024, month: 2, day: 29 }],
    ['31/12/1999', { year: 1999, month: 12, day: 31 }],
    ['29/02/2000', { year: 2000, month: 2, day: 29 }],
  ])('reads %s', (value, date) => expect(parseDate(value)).toEqual({ ok: true, date }));

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1/1/2000', 'invalidFormat'],
    ['2000-01-01', 'invalidFormat'],
    ['01-01-2000', 'invalidFormat'],
    ['01/01/20', 'invalidFormat'],
    ['aa/bb/cccc', 'invalidFormat'],
    ['31/02/2024', 'notARealDate'],
    ['29/02/2023', 'notARealDate'],
    ['29/02/1900', 'notARealDate'],
    ['31/04/2024', 'notARealDate'],
    ['00/01/2024', 'notARealDate'],
    ['15/13/2024', 'notARealDate'],
    ['01/01/0000', 'notARealDate'],
  ])('refuses %s as %s', (value, problem) => expect(parseDate(value)).toEqual({ ok: false, problem }));

  it('maps every problem to a validation key', () => {
    expect(dateProblemKeys).toEqual({
      required: 'required',
      invalidFormat: 'invalidDate',
      notARealDate: 'invalidDate',
    });
  });
});

describe('formatDate', () => {
  it('writes dd/mm/yyyy from a calendar date or an ISO day', () => {
    expect(formatDate({ year: 2024, month: 3, day: 5 })).toBe('05/03/2024');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });
});

describe('ageInYears', () => {
  it.each([
    ['2000-06-15', '2024-06-14', 23, 'the day before the birthday'],
    ['2000-06-15', '2024-06-15', 24, 'on the birthday'],
    ['2000-06-15', '2024-12-31', 24, 'after the birthday'],
    ['2000-06-15', '2024-05-20', 23, 'an earlier month'],
    ['2004-02-29', '2023-02-28', 18, 'leapling before 1 March of a common year'],
    ['2004-02-29', '2023-03-01', 19, 'leapling on 1 March of a common year'],
    ['2004-02-29', '2024-02-29', 20, 'leapling on 29 February'],
    ['2024-01-01', '2024-01-01', 0, 'born today'],
    ['2024-01-02', '2024-01-01', -1, 'born tomorrow'],
  ])('born %s, on %s: %i (%s)', (birth, today, age) => expect(ageInYears(birth, today)).toBe(age));
});
