import { z } from 'zod';
import type { FieldError } from '../errors/api-error';
import { fieldError } from '../validation/messages';

/**
 * A critical notice: a result out of its critical range waits in the workplace's list until someone
 * records that the patient or the prescriber was told (who, by whom, when, how, and that the values were
 * read back), as laboratories must document critical-result communication.
 */
export const criticalNoticeStatuses = ['open', 'acknowledged'] as const;
export type CriticalNoticeStatus = (typeof criticalNoticeStatuses)[number];

export const contactedParties = ['patient', 'prescriber', 'guardian', 'other'] as const;
export type ContactedParty = (typeof contactedParties)[number];

export const contactChannels = ['phone', 'inPerson', 'email', 'sms', 'other'] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const CRITICAL_NOTICE_NOTE_MAX = 500;
export const CRITICAL_NOTICE_NAME_MAX = 120;

/** POST /critical-notices/{id}/acknowledgement. */
export const criticalNoticeAcknowledgementSchema = z.object({
  contactedParty: z.enum(contactedParties),
  contactedName: z.string().trim().min(1).max(CRITICAL_NOTICE_NAME_MAX),
  channel: z.enum(contactChannels),
  contactedAt: z.iso.datetime({ offset: true, message: 'validation:invalidDate' }),
  /** The person told repeated the values back: without it the communication is not documented. */
  readBack: z.literal(true, { message: 'validation:readBackRequired' }),
  note: z.string().trim().max(CRITICAL_NOTICE_NOTE_MAX).optional(),
});
export type CriticalNoticeAcknowledgement = z.infer<typeof criticalNoticeAcknowledgementSchema>;

/** Browsers' clocks run a little ahead of the server's: a contact "now" must not read as the future. */
const CLOCK_SKEW_MS = 2 * 60_000;

/** The problems the schema cannot see: the contact cannot have happened after now. */
export function criticalNoticeAcknowledgementProblems(
  input: Pick<CriticalNoticeAcknowledgement, 'contactedAt'>,
  now: Date,
): FieldError[] {
  return Date.parse(input.contactedAt) > now.getTime() + CLOCK_SKEW_MS
    ? [fieldError('contactedAt', 'dateInFuture')]
    : [];
}

const range = z.object({ lower: z.string().nullable(), upper: z.string().nullable() });

export const criticalNoticeAnalyteSchema = z.object({
  code: z.string(),
  name: z.record(z.string(), z.string()),
  value: z.string(),
  unit: z.string().nullable(),
  /** The critical range in force when the notice opened. */
  criticalRange: range,
});
export type CriticalNoticeAnalyte = z.infer<typeof criticalNoticeAnalyteSchema>;

export const criticalNoticeSchema = z.object({
  id: z.string(),
  status: z.enum(criticalNoticeStatuses),
  examRequestId: z.string(),
  protocolNumber: z.string(),
  patientName: z.string(),
  examName: z.record(z.string(), z.string()),
  analytes: z.array(criticalNoticeAnalyteSchema),
  createdAt: z.iso.datetime({ offset: true }),
  acknowledgement: z
    .object({
      by: z.object({ id: z.string(), name: z.string() }),
      at: z.iso.datetime({ offset: true }),
      contactedParty: z.enum(contactedParties),
      contactedName: z.string(),
      channel: z.enum(contactChannels),
      contactedAt: z.iso.datetime({ offset: true }),
      readBack: z.boolean(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type CriticalNotice = z.infer<typeof criticalNoticeSchema>;

export const criticalNoticeListSchema = z.object({ items: z.array(criticalNoticeSchema) });
export type CriticalNoticeList = z.infer<typeof criticalNoticeListSchema>;

export const criticalNoticeQuerySchema = z.object({
  status: z.enum(criticalNoticeStatuses).default('open'),
});
