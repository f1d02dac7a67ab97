import { z } from 'zod';

/** §3 calibration: when, approved or rejected, and until when it holds. */
export const calibrationSchema = z.object({
  readerCode: z.string(),
  date: z.iso.datetime({ offset: true }),
  approved: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Calibration = z.infer<typeof calibrationSchema>;

export const calibrationOutcomes = ['pending', 'approved', 'rejected', 'failed', 'timeout'] as const;
export const calibrationOutcomeSchema = z.enum(calibrationOutcomes);
export type CalibrationOutcome = z.infer<typeof calibrationOutcomeSchema>;

/** One calibration as the history shows it: from pressing Calibrate to its outcome. */
export const calibrationRecordSchema = z.object({
  id: z.string(),
  readerCode: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  /** §4: the calibration capsule must go in before this. */
  deadlineAt: z.iso.datetime({ offset: true }),
  capsuleInsertedAt: z.iso.datetime({ offset: true }).nullable(),
  outcome: calibrationOutcomeSchema,
  errorCode: z.string().nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CalibrationRecord = z.infer<typeof calibrationRecordSchema>;
