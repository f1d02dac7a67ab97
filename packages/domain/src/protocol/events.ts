import { z } from 'zod';
import { errorCodes } from '../errors/catalogue';
import { examStepSchema } from '../machines/exam-progress';
import { envelopeSchema } from './envelope';

const errorCodeSchema = z.enum(errorCodes as [string, ...string[]]);

/**
 * A reader numbers its events: `boot` is new at each power-on, `seq` counts from 1 within it. A broker may
 * hand consecutive events to different server processes, and the number is what puts them back in order.
 * Optional, so that firmware from before it keeps working (its events are handled as they arrive).
 */
export const readerEventOrderSchema = z.object({ boot: z.uuid(), seq: z.number().int().positive() });
export type ReaderEventOrder = z.infer<typeof readerEventOrderSchema>;

const examEvent = envelopeSchema.extend({
  code: z.string(),
  examId: z.string().nullable(),
  order: readerEventOrderSchema.optional(),
});

/** Published by the reader on ponto/v1/readers/{code}/events: exam progress and errors. */
export const readerEventSchema = z.discriminatedUnion('type', [
  examEvent.extend({ type: z.literal('nfcRead'), capsuleCode: z.string(), lot: z.string() }),
  examEvent.extend({ type: z.literal('capsuleInserted'), capsuleCode: z.string().optional() }),
  examEvent.extend({ type: z.literal('capsuleRemoved'), early: z.boolean() }),
  examEvent.extend({ type: z.literal('stepStarted'), step: examStepSchema }),
  examEvent.extend({ type: z.literal('stepFinished'), step: examStepSchema }),
  examEvent.extend({
    type: z.literal('resultPart'),
    part: z.number().int().positive(),
    of: z.number().int().positive(),
    /** Base64 chunk; the server joins the parts in order and checks the hash. */
    data: z.string(),
    hashcode: z.string().optional(),
  }),
  examEvent.extend({
    type: z.literal('calibrationFinished'),
    approved: z.boolean(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  examEvent.extend({
    type: z.literal('error'),
    error: errorCodeSchema,
    detail: z.string().optional(),
  }),
]);
export type ReaderEvent = z.infer<typeof readerEventSchema>;
export type ReaderEventType = ReaderEvent['type'];
