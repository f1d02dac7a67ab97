import { describe, expect, it } from 'vitest';
import { examStates } from '../machines/exam-state';
import {
  diagnosticReportStatusOf,
  interpretationOf,
  qualitativeFindingOf,
  serviceRequestStatusOf,
} from './fhir-status';

const quantity = (value: string, critical = false) => ({
  qualitative: false,
  value,
  lowerLimit: '4.0',
  upperLimit: '5.6',
  critical,
});
const finding = (value: string) => ({
  qualitative: true,
  value,
  lowerLimit: null,
  upperLimit: null,
  critical: false,
});

describe('diagnosticReportStatusOf', () => {
  it('follows the exam from waiting to released', () => {
    expect(diagnosticReportStatusOf({ state: 'waitingForTest', released: false })).toBe('registered');
    expect(diagnosticReportStatusOf({ state: 'inAnalysis', released: false })).toBe('partial');
    expect(diagnosticReportStatusOf({ state: 'ready', released: false })).toBe('preliminary');
    expect(diagnosticReportStatusOf({ state: 'ready', released: true })).toBe('final');
    expect(diagnosticReportStatusOf({ state: 'ready', released: true, rectified: true })).toBe('corrected');
  });

  it('keeps the invalid report final and cancels exams that end without one', () => {
    expect(diagnosticReportStatusOf({ state: 'invalid', released: false })).toBe('final');
    expect(diagnosticReportStatusOf({ state: 'cancelled', released: false })).toBe('cancelled');
    expect(diagnosticReportStatusOf({ state: 'recollectExpired', released: false })).toBe('cancelled');
    expect(diagnosticReportStatusOf({ state: 'awaitingRecollect', released: false })).toBe('registered');
  });

  it('answers for every exam state', () => {
    for (const state of examStates) expect(diagnosticReportStatusOf({ state, released: false })).toBeTruthy();
  });
});

describe('serviceRequestStatusOf', () => {
  it('is active while an exam is pending, completed when all settled, revoked when all withdrawn', () => {
    expect(serviceRequestStatusOf([{ state: 'waitingForTest', released: false }])).toBe('active');
    expect(serviceRequestStatusOf([{ state: 'ready', released: false }])).toBe('active');
    expect(
      serviceRequestStatusOf([
        { state: 'ready', released: true },
        { state: 'invalid', released: false },
      ]),
    ).toBe('completed');
    expect(serviceRequestStatusOf([{ state: 'cancelled', released: false }])).toBe('revoked');
    expect(
      serviceRequestStatusOf([
        { state: 'cancelled', released: false },
        { state: 'inAnalysis', released: false },
      ]),
    ).toBe('active');
  });
});

describe('interpretationOf', () => {
  it('places a quantity against its limits, critical when stored as critical', () => {
    expect(interpretationOf(quantity('5.0'))).toBe('N');
    expect(interpretationOf(quantity('6.2'))).toBe('H');
    expect(interpretationOf(quantity('15', true))).toBe('HH');
    expect(interpretationOf(quantity('3.1'))).toBe('L');
    expect(interpretationOf(quantity('1', true))).toBe('LL');
  });

  it('reads the §3 qualitative codes, none for an invalid reading', () => {
    expect(interpretationOf(finding('1'))).toBe('POS');
    expect(interpretationOf(finding('0'))).toBe('NEG');
    expect(interpretationOf(finding('-2'))).toBe('IND');
    expect(interpretationOf(finding('-1'))).toBeNull();
  });
});

describe('qualitativeFindingOf', () => {
  it('codes positive, negative and inconclusive in SNOMED CT, and no invalid finding', () => {
    expect(qualitativeFindingOf('1')?.code).toBe('10828004');
    expect(qualitativeFindingOf('0')?.code).toBe('260385009');
    expect(qualitativeFindingOf('-2')?.code).toBe('419984006');
    expect(qualitativeFindingOf('-1')).toBeNull();
  });
});
