import { z } from 'zod';

/**
 * HL7 v2.5.1 ORU^R01 to a workplace's laboratory information system (LIS) over MLLP: its configuration,
 * what an acknowledgement means, the retry schedule and the message log (docs/hl7.md).
 */

// ── Configuration ──

/** A DNS name (labels of letters, digits and hyphens) or an IPv4 / IPv6 address, as the LIS is reached. */
const hostPattern =
  /^(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(?:\.(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*|\[?[0-9a-fA-F:.]*:[0-9a-fA-F:.]*\]?)$/;

/** PUT /hl7/config (managers). The LIS is usually on the workplace's own network: private addresses are allowed. */
export const hl7ConfigInputSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253, { message: 'validation:tooLong' })
    .refine((host) => host === '' || hostPattern.test(host), { message: 'validation:hl7Host' })
    .transform((host) => host.replace(/^\[(.*)\]$/, '$1')),
  port: z
    .number({ message: 'validation:hl7Port' })
    .int({ message: 'validation:hl7Port' })
    .min(1, { message: 'validation:hl7Port' })
    .max(65535, { message: 'validation:hl7Port' }),
  tls: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type Hl7ConfigInput = z.infer<typeof hl7ConfigInputSchema>;

export const hl7ConfigSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  enabled: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Hl7Config = z.infer<typeof hl7ConfigSchema>;
/** GET /hl7/config: null until a manager saves one. */
export const hl7ConfigAnswerSchema = z.object({ config: hl7ConfigSchema.nullable() });
export type Hl7ConfigAnswer = z.infer<typeof hl7ConfigAnswerSchema>;

// ── Delivery: what an acknowledgement means, and when to try again ──

/** How long the sender waits for the LIS's ACK after the message has been written. */
export const HL7_ACK_TIMEOUT_MS = 30_000;
/** Retried for at least this long after the release, then given up (failed). */
export const HL7_RETRY_WINDOW_MS = 3 * 86_400_000;
/** Waits after the 1st, 2nd, … failed attempt; the last one repeats until the window has passed. */
export const hl7RetryDelaysMs = [30_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
/**
 * AR (application reject) says the LIS refused the message itself (its content or its type), so the same
 * bytes will be refused again: after this many AR answers the message is marked rejected and not sent again.
 * AE (application error) is the LIS's own trouble and is retried for the whole window.
 */
export const HL7_AR_MAX_ATTEMPTS = 3;

/** MSA-1: AA / CA accept; AE / CE error; AR / CR reject (original and enhanced modes alike). */
export type Hl7AckCode = 'AA' | 'AE' | 'AR' | 'CA' | 'CE' | 'CR';

export type Hl7Outcome = 'delivered' | 'retry' | 'rejected';

/**
 * What to do after an attempt: `ackCode` is MSA-1 (null when no ACK came: refused connection, timeout, an
 * unreadable answer), `attempts` counts this one.
 */
export function hl7Outcome(ackCode: string | null, attempts: number): Hl7Outcome {
  if (ackCode === 'AA' || ackCode === 'CA') return 'delivered';
  if ((ackCode === 'AR' || ackCode === 'CR') && attempts >= HL7_AR_MAX_ATTEMPTS) return 'rejected';
  return 'retry';
}

/** When to try again after `attempts` failed attempts, or null to give up once the window has passed. */
export function hl7RetryAt(
  input: { createdAt: Date; attempts: number; now: Date },
  delaysMs: readonly number[] = hl7RetryDelaysMs,
  windowMs = HL7_RETRY_WINDOW_MS,
): Date | null {
  if (input.now.getTime() - input.createdAt.getTime() >= windowMs) return null;
  const delay = delaysMs[Math.min(Math.max(input.attempts, 1), delaysMs.length) - 1] as number;
  return new Date(input.now.getTime() + delay);
}

// ── The message log ──

/** pending (to be sent or sent again), delivered (AA), rejected (AR, given up), failed (window passed). */
export const hl7MessageStatuses = ['pending', 'delivered', 'rejected', 'failed'] as const;
export type Hl7MessageStatus = (typeof hl7MessageStatuses)[number];
/**
 * What a manager may send again by hand (POST /hl7/messages/:id/resend): a message the worker gave up on.
 * A pending one is still being tried, a delivered one was accepted.
 */
export const hl7ResendableStatuses = ['failed', 'rejected'] as const satisfies readonly Hl7MessageStatus[];

export const HL7_MESSAGE_PAGE_SIZE = 50;
export const hl7MessageQuerySchema = z.object({ cursor: z.string().max(500).optional() });
export type Hl7MessageQuery = z.infer<typeof hl7MessageQuerySchema>;

export const hl7MessageSchema = z.object({
  id: z.uuid(),
  /** MSH-10, the same on every attempt: the LIS can drop a duplicate. */
  controlId: z.string(),
  examRequestId: z.uuid(),
  protocolNumber: z.string(),
  examCode: z.string(),
  /** A rectified result sent again: OBR-25 `C`, a new control id. */
  corrected: z.boolean(),
  status: z.enum(hl7MessageStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  /** MSA-1 of the last ACK; null when none came. */
  lastAckCode: z.string().nullable(),
  /** The ACK's text (MSA-3 / ERR), or why no ACK came (timeout, refused connection). */
  lastError: z.string().nullable(),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Hl7MessageView = z.infer<typeof hl7MessageSchema>;
export const hl7MessagePageSchema = z.object({
  items: z.array(hl7MessageSchema),
  nextCursor: z.string().nullable(),
});
export type Hl7MessagePage = z.infer<typeof hl7MessagePageSchema>;
export const hl7MessageParamsSchema = z.object({ id: z.uuid() });
