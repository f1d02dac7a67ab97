import { describe, expect, it } from 'vitest';
import {
  analyteField,
  externalResultInputSchema,
  externalResultProblems,
  isInvalidResult,
  normaliseDecimal,
  parseQualitative,
} from './external-result';

const now = new Date('2026-11-24T12:00:00Z');
const analytes = [
  { code: 'COV', qualitative: true },
  { code: 'HB', qualitative: false },
];
const fields = (input: Parameters<typeof externalResultProblems>[0]) =>
  externalResultProblems(input, analytes, now).map((p) => [p.field, p.messageKey]);

describe('external result entry (§2, §3)', () => {
  it('accepts one §3 code per qualitative analyte and a decimal with a dot or a comma for the others', () => {
    expect(
      fields({
        analytes: [
          { code: 'COV', value: '-2' },
          { code: 'HB', value: '13,5' },
        ],
      }),
    ).toEqual([]);
    expect(normaliseDecimal(' 13,5 ')).toBe('13.5');
    expect(normaliseDecimal('-0.25')).toBe('-0.25');
    expect(normaliseDecimal('1e3')).toBeNull();
    expect(normaliseDecimal('1.2.3')).toBeNull();
    expect(parseQualitative('1')).toBe(1);
    expect(parseQualitative('-1')).toBe(-1);
    expect(parseQualitative('2')).toBeNull();
    expect(parseQualitative(' ')).toBeNull();
  });

  it('names the analyte whose value is missing, of the wrong kind, or not given at all', () => {
    expect(
      fields({
        analytes: [
          { code: 'COV', value: 'positivo' },
          { code: 'HB', value: '' },
        ],
      }),
    ).toEqual([
      [analyteField('COV'), 'validation:resultQualitative'],
      [analyteField('HB'), 'validation:required'],
    ]);
    expect(
      fields({
        analytes: [
          { code: 'COV', value: '0' },
          { code: 'HB', value: 'high' },
        ],
      }),
    ).toEqual([[analyteField('HB'), 'validation:resultDecimal']]);
    expect(fields({ analytes: [{ code: 'COV', value: '0' }] })).toEqual([
      [analyteField('HB'), 'validation:required'],
    ]);
  });

  it('refuses an analyte the exam does not have, a repeated one, and a reading in the future', () => {
    expect(
      fields({
        resultAt: '2026-11-24T12:00:01Z',
        analytes: [
          { code: 'COV', value: '0' },
          { code: 'COV', value: '1' },
          { code: 'XYZ', value: '1' },
          { code: 'HB', value: '1' },
        ],
      }),
    ).toEqual([
      ['analytes.1.code', 'validation:invalidOption'],
      ['analytes.2.code', 'validation:invalidOption'],
      ['resultAt', 'validation:dateInFuture'],
    ]);
    expect(
      fields({
        resultAt: '2026-11-24T12:00:00Z',
        analytes: [
          { code: 'COV', value: '0' },
          { code: 'HB', value: '1' },
        ],
      }),
    ).toEqual([]);
  });

  it('the schema trims and bounds what is typed', () => {
    expect(
      externalResultInputSchema.parse({ analytes: [{ code: ' COV ', value: ' 1 ' }] }).analytes[0],
    ).toEqual({
      code: 'COV',
      value: '1',
    });
    expect(externalResultInputSchema.safeParse({ analytes: [] }).success).toBe(false);
  });

  it('an invalid qualitative reading makes the whole result invalid; numbers never do', () => {
    expect(isInvalidResult([{ qualitative: true, value: '-1' }])).toBe(true);
    expect(
      isInvalidResult([
        { qualitative: true, value: '-2' },
        { qualitative: false, value: '-1' },
      ]),
    ).toBe(false);
  });
});
