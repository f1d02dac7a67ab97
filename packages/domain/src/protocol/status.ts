import { z } from 'zod';
import { deviceFamilySchema } from '../entities/device-family';
import { connectionTypeSchema } from '../entities/reader';
import { ledColourSchema } from '../machines/led-colour';
import { readerStateSchema } from '../machines/reader-state';
import { envelopeSchema } from './envelope';

/** Published retained by the reader on ponto/v1/readers/{code}/status whenever anything in it changes. */
export const readerStatusMessageSchema = envelopeSchema.extend({
  code: z.string(),
  family: deviceFamilySchema,
  state: readerStateSchema,
  led: ledColourSchema,
  batteryPercent: z.number().int().min(0).max(100).nullable(),
  wifiLevel: z.number().int().min(0).max(4).nullable(),
  connectionType: connectionTypeSchema,
  firmware: z.string(),
  calibration: z.object({
    status: z.enum(['none', 'approved', 'rejected']),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  /** The exam the reader holds, when it holds one. */
  examId: z.string().nullable().default(null),
  /** For sendingResult: the part being sent ("part x of y"). */
  progress: z.object({ part: z.number().int().positive(), of: z.number().int().positive() }).optional(),
});
export type ReaderStatusMessage = z.infer<typeof readerStatusMessageSchema>;
