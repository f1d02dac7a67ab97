import { describe, expect, it } from 'vitest';
import {
  methodologyKeyOf,
  professionOf,
  qualitativeKeyOf,
  resultFlagOf,
  sampleTypeKeyOf,
} from './report-wording';

describe('report wording keys', () => {
  it('knows the catalogue methodologies in any of its spellings', () => {
    expect(methodologyKeyOf('Imunofluorescência')).toBe('immunofluorescence');
    expect(methodologyKeyOf('Immunochromatography')).toBe('immunochromatography');
    expect(methodologyKeyOf('RT-PCR')).toBe('rtPcr');
    expect(methodologyKeyOf('Espectrometria')).toBeNull();
  });

  it('reads the profession and its form', () => {
    expect(professionOf('Biomédica')).toEqual({ key: 'biomedicalScientist', form: 'female' });
    expect(professionOf('Farmacêutico')).toEqual({ key: 'pharmacist', form: 'male' });
    expect(professionOf('Médica veterinária')).toEqual({ key: 'veterinarian', form: 'female' });
    expect(professionOf('Astronauta')).toBeNull();
  });

  it('sample types and qualitative codes', () => {
    expect(sampleTypeKeyOf('nasal_swab')).toBe('nasal_swab');
    expect(sampleTypeKeyOf('saliva')).toBeNull();
    expect(qualitativeKeyOf('0')).toBe('negative');
    expect(qualitativeKeyOf('-2')).toBe('inconclusive');
    expect(qualitativeKeyOf('')).toBeNull();
  });

  it('flags a value outside its range and a positive finding', () => {
    const range = { qualitative: false, lowerLimit: '4.0', upperLimit: '5.6' };
    expect(resultFlagOf({ ...range, value: '6.25' })).toBe('high');
    expect(resultFlagOf({ ...range, value: '3.9' })).toBe('low');
    expect(resultFlagOf({ ...range, value: '5.6' })).toBeNull();
    const qualitative = { qualitative: true, lowerLimit: null, upperLimit: null };
    expect(resultFlagOf({ ...qualitative, value: '1' })).toBe('positive');
    expect(resultFlagOf({ ...qualitative, value: '0' })).toBeNull();
  });
});
