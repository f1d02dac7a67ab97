import { methodologyKeys, professionKeys, qualitativeValues, sampleTypeKeys } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { locales, resources } from './index';

const keysOf = (group: unknown) => Object.keys(group as Record<string, unknown>).sort();

describe('report namespace: a word for every key the domain reads from data', () => {
  it.each(locales)('%s has every methodology, sample type, profession and interpretation', (locale) => {
    const report = resources[locale].report;
    expect(keysOf(report.methodologies)).toEqual([...methodologyKeys].sort());
    expect(keysOf(report.sampleTypes)).toEqual([...sampleTypeKeys].sort());
    expect(keysOf(report.professions)).toEqual([...professionKeys].sort());
    expect(keysOf(report.interpretation)).toEqual(Object.keys(qualitativeValues).sort());
  });
});
