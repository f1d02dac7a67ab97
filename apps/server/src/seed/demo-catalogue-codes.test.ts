import { ANALYTES_WITHOUT_LOINC, analyteCoding, sampleTypeCoding, toUcum } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { demoExams } from './demo-catalogue';

const analytes = demoExams.flatMap((exam) =>
  exam.analytes.map((analyte) => [analyte.code, analyte] as const),
);

describe('standard codes of the demo catalogue', () => {
  it.each(analytes)('%s has a LOINC code, or is a listed exception', (code) => {
    if (ANALYTES_WITHOUT_LOINC.includes(code)) expect(analyteCoding(code)).toBeUndefined();
    else expect(analyteCoding(code)?.loinc.code).toMatch(/^\d+-\d$/);
  });

  it.each(analytes.filter(([, a]) => a.unit))(
    '%s: its catalogue unit maps to the coded UCUM unit',
    (code, analyte) => {
      expect(toUcum(analyte.unit!)).toBe(analyteCoding(code)?.ucumUnit);
    },
  );

  it.each(analytes.filter(([, a]) => a.qualitative))('%s is qualitative: no UCUM unit', (code) => {
    expect(analyteCoding(code)?.ucumUnit).toBeUndefined();
  });

  it.each(demoExams.map((e) => [e.code, e.sampleType] as const))(
    '%s: sample type %s has a SNOMED CT code',
    (_, t) => {
      expect(sampleTypeCoding(t)?.code).toMatch(/^\d{6,18}$/);
    },
  );

  it('the only analyte without LOINC is the veterinary one', () => {
    expect(analytes.filter(([code]) => !analyteCoding(code)).map(([code]) => code)).toEqual(['CDV_AG']);
  });
});
