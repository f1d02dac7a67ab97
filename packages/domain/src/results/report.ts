import { z } from 'zod';
import type { ExamState } from '../machines/exam-state';
import { allow, type Outcome, refuse } from '../shared/outcome';
import { missingCouncilFields } from '../validation/council';

/** §5: a result sheet needs the council acronym, state (district) and number of who is responsible. */
export function checkCouncilData(user: {
  councilAcronym: string | null;
  councilState: string | null;
  councilNumber: string | null;
}): Outcome {
  const missing = missingCouncilFields({
    acronym: user.councilAcronym,
    state: user.councilState,
    number: user.councilNumber,
  });
  return missing.length === 0 ? allow(true) : refuse('RESULT_SHEET_COUNCIL_REQUIRED');
}

export interface ReportContent {
  examRequestId: string;
  protocolNumber: string;
  examCode: string;
  patientName: string;
  releasedAt: string;
  results: ReadonlyArray<{
    analyteCode: string;
    value: string;
    unit: string | null;
    lowerLimit: string | null;
    upperLimit: string | null;
    valid: boolean;
  }>;
}

/**
 * The text a report's hashcode is the SHA-256 of: what the report states, in a fixed order, so that the
 * same report always has the same code and any change of a value (a rectify) gives another one.
 */
export function reportHashInput(content: ReportContent): string {
  const results = [...content.results]
    .sort((a, b) => a.analyteCode.localeCompare(b.analyteCode))
    .map((r) => [r.analyteCode, r.value, r.unit, r.lowerLimit, r.upperLimit, r.valid]);
  return JSON.stringify([
    content.examRequestId,
    content.protocolNumber,
    content.examCode,
    content.patientName,
    content.releasedAt,
    results,
  ]);
}

/** A hashcode as printed and as the verification page takes it: 64 lowercase hex digits. */
export const reportHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** GET /public/reports/{hash}: only what confirms a printed report is authentic (§3 hashcode). */
export const reportVerificationSchema = z.object({
  authentic: z.literal(true),
  protocolNumber: z.string(),
  examName: z.record(z.string(), z.string()),
  /** The patient's initials only: the page is public. */
  patientInitials: z.string(),
  workplaceName: z.string(),
  releasedAt: z.string(),
  /** The workplace's zone: the page shows the release time as the paper prints it, zone named. */
  timeZone: z.string(),
  rectified: z.boolean(),
});
export type ReportVerification = z.infer<typeof reportVerificationSchema>;

/** GET /exam-requests/{id}/report.base64 (§7 'reports as base64', contracted clients only, §6). */
export const reportBase64Schema = z.object({
  filename: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
});
export type ReportBase64 = z.infer<typeof reportBase64Schema>;

/** 'Maria da Silva Souza' → 'M. S. S.': enough to match a paper, not to identify a person. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part.length > 2)
    .map((part) => `${part[0]?.toUpperCase()}.`)
    .join(' ');
}

/** §2: an exam that needs recollect or is invalid prints a report with no result. */
export const noResultStates: readonly ExamState[] = ['invalid', 'awaitingRecollect', 'recollectExpired'];

/** Whether the exam has a report to open: released results, or the report that prints none. */
export function canOpenReport(exam: { state: ExamState; released: boolean }): boolean {
  return (exam.state === 'ready' && exam.released) || noResultStates.includes(exam.state);
}
