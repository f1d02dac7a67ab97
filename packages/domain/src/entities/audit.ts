import { z } from 'zod';

/**
 * What the audit trail records: sign-ins, refusals, reads of patient data, exports, prints and
 * result releases and rectifications,
 * patient anonymisations, account suspensions, critical-value acknowledgements and HL7 resends. Each entry says who, what, when (UTC), from where, with
 * what outcome.
 */
export const auditActions = [
  'login',
  'accessDenied',
  'patientRead',
  'export',
  'print',
  'resultRelease',
  'resultRectify',
  /** A patient's identifying data erased on request (docs/patient-data-rights.md). */
  'patientAnonymise',
  /** Ponto's support staff suspended an account, or lifted the suspension (docs/audit.md). */
  'accountSuspended',
  'accountReinstated',
  /** Someone recorded that the patient or prescriber was told of a critical value (docs/results.md). */
  'criticalNoticeAcknowledge',
  /** A manager sent a failed or rejected HL7 message to the laboratory system again (docs/hl7.md). */
  'hl7Resend',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditOutcomes = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

export const auditEntrySchema = z.object({
  seq: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(auditActions),
  outcome: z.enum(auditOutcomes),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of the trail, newest first; `nextCursor` (opaque) asks for the page after it, null on the last. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditVerificationSchema = z.object({
  intact: z.boolean(),
  entries: z.number().int().nonnegative(),
  /** The first entry whose hash does not follow from the entries before it. */
  brokenAt: z.number().int().positive().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
