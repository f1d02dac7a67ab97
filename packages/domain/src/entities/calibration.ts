import { z } from 'zod';

/** §3 calibration: when, approved or rejected, and until when it holds. */
export const calibrationSchema = z.object({
  readerCode: z.string(),
  date: z.iso.datetime({ offset: true }),
  approved: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Calibration = z.infer<typeof calibrationSchema>;
