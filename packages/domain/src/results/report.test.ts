import { describe, expect, it } from 'vitest';
import { canOpenReport, checkCouncilData, initialsOf, reportHashInput, reportHashSchema } from './report';

const content = {
  examRequestId: 'e1',
  protocolNumber: '2026000001',
  examCode: 'HBA1C',
  patientName: 'Maria Souza',
  releasedAt: '2026-11-24T10:00:00.000Z',
  results: [
    { analyteCode: 'B', value: '1', unit: null, lowerLimit: null, upperLimit: null, valid: true },
    { analyteCode: 'A', value: '5.4', unit: '%', lowerLimit: '4.0', upperLimit: '5.6', valid: true },
  ],
};

describe('report hashcode and council data (§3, §5)', () => {
  it('the hash input does not depend on the order of the results, and changes with any value', () => {
    expect(reportHashInput(content)).toBe(
      reportHashInput({ ...content, results: [...content.results].reverse() }),
    );
    const rectified = { ...content, results: [{ ...content.results[0]!, value: '0' }, content.results[1]!] };
    expect(reportHashInput(rectified)).not.toBe(reportHashInput(content));
    expect(reportHashSchema.safeParse('a'.repeat(64)).success).toBe(true);
    expect(reportHashSchema.safeParse('A'.repeat(64)).success).toBe(false);
  });

  it('a result sheet needs acronym, state and number', () => {
    expect(checkCouncilData({ councilAcronym: 'CRF', councilState: 'SP', councilNumber: '123' }).ok).toBe(
      true,
    );
    expect(checkCouncilData({ councilAcronym: 'CRF', councilState: ' ', councilNumber: '123' })).toEqual({
      ok: false,
      code: 'RESULT_SHEET_COUNCIL_REQUIRED',
    });
    expect(checkCouncilData({ councilAcronym: null, councilState: null, councilNumber: null }).ok).toBe(
      false,
    );
  });

  it('initials keep the words of a name, not the particles', () => {
    expect(initialsOf('maria da Silva  Souza')).toBe('M. S. S.');
  });

  it('a report opens when released, or when it prints no result', () => {
    expect(canOpenReport({ state: 'ready', released: true })).toBe(true);
    expect(canOpenReport({ state: 'ready', released: false })).toBe(false);
    expect(canOpenReport({ state: 'invalid', released: false })).toBe(true);
    expect(canOpenReport({ state: 'inAnalysis', released: false })).toBe(false);
  });
});
