import type { ExamState } from '../machines/exam-state';
import { qualitativeKeyOf, resultFlagOf } from '../results/report-wording';

/**
 * How the portal's exam lifecycle (§4) reads in FHIR R4 status vocabularies. Rules of the portal, so they
 * live here; the server's FHIR module only shapes resources around them.
 */

export type DiagnosticReportStatus =
  | 'registered'
  | 'partial'
  | 'preliminary'
  | 'final'
  | 'corrected'
  | 'cancelled';

/**
 * An exam's report: nothing yet while it waits for a sample (first or recollected), partial while a reader
 * runs it, preliminary once results are in but not released (§2 release), final once released (corrected
 * after a §4 rectification). An invalid test still has its final report, the one that prints no result (§2);
 * an exam cancelled, whose recollect expired or that the software invalidated has none.
 */
export function diagnosticReportStatusOf(exam: {
  state: ExamState;
  released: boolean;
  rectified?: boolean;
}): DiagnosticReportStatus {
  switch (exam.state) {
    case 'waitingForTest':
    case 'awaitingRecollect':
      return 'registered';
    case 'inAnalysis':
      return 'partial';
    case 'ready':
      if (!exam.released) return 'preliminary';
      return exam.rectified ? 'corrected' : 'final';
    case 'invalid':
      return 'final';
    case 'invalidatedBySoftware':
    case 'recollectExpired':
    case 'cancelled':
      return 'cancelled';
  }
}

/** Exam states after which nothing more happens to the exam (besides a released 'ready'). */
export const settledExamStates: readonly ExamState[] = [
  'invalid',
  'invalidatedBySoftware',
  'recollectExpired',
  'cancelled',
];
/** Exam states of an exam that will never have a result. */
export const withdrawnExamStates: readonly ExamState[] = ['recollectExpired', 'cancelled'];
const settled = settledExamStates;
const withdrawn = withdrawnExamStates;

/**
 * A pre-exam as an order: revoked when every exam was withdrawn, completed when every exam is settled
 * (released, or ended without a result), active otherwise.
 */
export function serviceRequestStatusOf(
  exams: ReadonlyArray<{ state: ExamState; released: boolean }>,
): 'active' | 'completed' | 'revoked' {
  if (exams.length > 0 && exams.every((e) => withdrawn.includes(e.state))) return 'revoked';
  if (
    exams.length > 0 &&
    exams.every((e) => settled.includes(e.state) || (e.state === 'ready' && e.released))
  )
    return 'completed';
  return 'active';
}

/** HL7 v3 ObservationInterpretation codes (the binding FHIR R4 Observation.interpretation uses). */
export type InterpretationCode = 'N' | 'L' | 'H' | 'LL' | 'HH' | 'POS' | 'NEG' | 'IND';

export const interpretationDisplay: Record<InterpretationCode, string> = {
  N: 'Normal',
  L: 'Low',
  H: 'High',
  LL: 'Critical low',
  HH: 'Critical high',
  POS: 'Positive',
  NEG: 'Negative',
  IND: 'Indeterminate',
};

/**
 * A result's interpretation: the §3 qualitative finding, or where a quantity stands against its reference
 * limits (critical when it was stored outside the critical range). None for an invalid reading.
 */
export function interpretationOf(result: {
  qualitative: boolean;
  value: string;
  lowerLimit: string | null;
  upperLimit: string | null;
  critical: boolean;
}): InterpretationCode | null {
  if (result.qualitative) {
    const key = qualitativeKeyOf(result.value);
    if (key === 'positive') return 'POS';
    if (key === 'negative') return 'NEG';
    if (key === 'inconclusive') return 'IND';
    return null;
  }
  const flag = resultFlagOf(result);
  if (flag === 'low') return result.critical ? 'LL' : 'L';
  if (flag === 'high') return result.critical ? 'HH' : 'H';
  if (!Number.isFinite(Number(result.value.replace(',', '.')))) return null;
  return 'N';
}

/** SNOMED CT findings for the §3 qualitative values; an invalid reading has no finding. */
export const qualitativeFindings = {
  positive: { code: '10828004', display: 'Positive' },
  negative: { code: '260385009', display: 'Negative' },
  inconclusive: { code: '419984006', display: 'Inconclusive' },
} as const;

export function qualitativeFindingOf(value: string): { code: string; display: string } | null {
  const key = qualitativeKeyOf(value);
  return key && key !== 'invalid' ? qualitativeFindings[key] : null;
}
