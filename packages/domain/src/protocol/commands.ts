import { z } from 'zod';
import { envelopeSchema } from './envelope';

/** Sent by the server only, on ponto/v1/readers/{code}/commands. */
export const readerCommandSchema = z.discriminatedUnion('type', [
  envelopeSchema.extend({
    type: z.literal('startExam'),
    examId: z.string(),
    examIndex: z.number().int().positive(),
    /** Set for a recollect: the capsule of the first attempt. */
    oldCapsuleCode: z.string().optional(),
  }),
  envelopeSchema.extend({ type: z.literal('calibrate') }),
  envelopeSchema.extend({ type: z.literal('cancel'), examId: z.string() }),
  envelopeSchema.extend({ type: z.literal('update'), firmware: z.string(), url: z.url() }),
  envelopeSchema.extend({ type: z.literal('identify') }),
  envelopeSchema.extend({ type: z.literal('continue'), examId: z.string() }),
]);
export type ReaderCommand = z.infer<typeof readerCommandSchema>;
export type ReaderCommandType = ReaderCommand['type'];
