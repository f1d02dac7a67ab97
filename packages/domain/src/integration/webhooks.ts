import { z } from 'zod';
import { apiExamStatusSchema } from '../machines/api-exam-status';
import { examStateSchema } from '../machines/exam-state';

/**
 * Webhooks (§7 'webhooks POSTed at exam start, questionnaire filled, and result finished'), sent the
 * Standard Webhooks way: headers webhook-id, webhook-timestamp and webhook-signature over the raw body.
 */
export const webhookEventTypes = [
  'exam.started',
  'questionnaire.filled',
  'exam.failed',
  'result.finished',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/**
 * What every event names: the pre-exam (the id the integration API returned), the integrator's
 * external_id, the exam request and its exam index, and its status. No name, no document: the receiver
 * asks the API for more with its own credentials.
 */
const examRef = {
  cnpj: z.string(),
  preExamId: z.uuid(),
  externalId: z.string().nullable(),
  examRequestId: z.uuid(),
  examIndex: z.number().int(),
  /** The integration API's status (§4) and the portal's state of the exam. */
  status: apiExamStatusSchema,
  state: examStateSchema,
};

/** One analyte's result as the receiver gets it (§3 result: value, limits, description). */
export const webhookResultSchema = z.object({
  analyte: z.string(),
  value: z.string(),
  qualitative: z.boolean(),
  unit: z.string().nullable(),
  lowerLimit: z.string().nullable(),
  upperLimit: z.string().nullable(),
  description: z.string().nullable(),
  valid: z.boolean(),
  resultAt: z.iso.datetime({ offset: true }),
});
export type WebhookResult = z.infer<typeof webhookResultSchema>;

export const examStartedDataSchema = z.object({ ...examRef, recollect: z.boolean() });
export const questionnaireFilledDataSchema = z.object(examRef);
/**
 * exam.failed: a run on a reader ended without a result. The status after it says what follows: STARTED
 * (the exam waits to be started again with another capsule), WAITING_RESULT (sent to recollect) or
 * FINISHED (invalid: its report prints no result).
 */
export const examFailedDataSchema = z.object({
  ...examRef,
  /** The §8 code of the failure, e.g. LOT_NOT_FOUND or CAPSULE_INSERTED_TOO_LATE. */
  errorCode: z.string(),
});
export const resultFinishedDataSchema = z.object({
  ...examRef,
  results: z.array(webhookResultSchema),
  /** Why a run ended invalid without a result (a §8 code), else null. */
  errorCode: z.string().nullable(),
  /**
   * The result as a FHIR R4 DiagnosticReport (with its Observations through `_include`), read with the same
   * integration token: `<portal>/fhir/R4/DiagnosticReport/<examRequestId>` (docs/fhir.md).
   */
  diagnosticReport: z.url(),
});

const envelope = { timestamp: z.iso.datetime({ offset: true }) };

/** The body POSTed to an endpoint: `{ type, timestamp, data }`. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('exam.started'), ...envelope, data: examStartedDataSchema }),
  z.object({ type: z.literal('questionnaire.filled'), ...envelope, data: questionnaireFilledDataSchema }),
  z.object({ type: z.literal('exam.failed'), ...envelope, data: examFailedDataSchema }),
  z.object({ type: z.literal('result.finished'), ...envelope, data: resultFinishedDataSchema }),
]);
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

// ── Delivery: timeout, backoff and what an answer means ──

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Retried for at least this long after the event, then given up (failed). */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 86_400_000;
/** Waits after the 1st, 2nd, … failed attempt; the last one repeats until the window has passed. */
export const webhookRetryDelaysMs = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;

/**
 * When to try again after `attempts` failed attempts, or null to give up: once the window since the
 * event's creation has passed. The next attempt may land after the window, so retries span at least it.
 */
export function webhookRetryAt(
  input: { createdAt: Date; attempts: number; now: Date },
  delaysMs: readonly number[] = webhookRetryDelaysMs,
  windowMs = WEBHOOK_RETRY_WINDOW_MS,
): Date | null {
  if (input.now.getTime() - input.createdAt.getTime() >= windowMs) return null;
  const delay = delaysMs[Math.min(Math.max(input.attempts, 1), delaysMs.length) - 1] as number;
  return new Date(input.now.getTime() + delay);
}

/** 2xx delivered it; 410 Gone means the endpoint is gone for good; anything else (or no answer) retries. */
export type WebhookOutcome = 'delivered' | 'gone' | 'retry';

export function webhookOutcome(statusCode: number | null): WebhookOutcome {
  if (statusCode === null) return 'retry';
  if (statusCode >= 200 && statusCode < 300) return 'delivered';
  return statusCode === 410 ? 'gone' : 'retry';
}

// ── Portal API: endpoints and the delivery log ──

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
/** Why an endpoint is disabled: it answered 410 Gone, or a manager turned it off. */
export const webhookDisabledReasons = ['gone', 'manual'] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

const events = z
  .array(webhookEventTypeSchema)
  .min(1)
  .transform((list) => [...new Set(list)]);

/** POST /webhooks/endpoints (managers). The address is checked by the server too (https, public). */
export const webhookEndpointInputSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  events,
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** PATCH /webhooks/endpoints/{id} (managers): turn on or off, or change the events. */
export const webhookEndpointPatchSchema = z.object({
  enabled: z.boolean().optional(),
  events: events.optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabledReason: z.enum(webhookDisabledReasons).nullable(),
  /** Masked (`whsec_…abcd`) except in the answer to its creation. */
  secret: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

/** Only the end of a secret is shown again after its creation. */
export function maskWebhookSecret(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

/** GET /webhooks/deliveries: the log, newest first, 50 a page. */
export const webhookDeliveryQuerySchema = z.object({
  endpointId: z.uuid().optional(),
  cursor: z.string().max(500).optional(),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 50;

export const webhookDeliverySchema = z.object({
  /** The webhook-id header: the same on every attempt and replay. */
  id: z.string(),
  endpointId: z.uuid(),
  eventType: webhookEventTypeSchema,
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  payload: webhookPayloadSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
