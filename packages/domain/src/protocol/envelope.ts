import { z } from 'zod';

/** Bumped only for incompatible payload changes; the topic carries the same major version (v1). */
export const PROTOCOL_VERSION = 1;

/**
 * Every message carries a unique id and the time it was created. QoS 1 delivers at least once, so
 * consumers drop an id they have already handled.
 */
export const envelopeSchema = z.object({
  id: z.uuid(),
  ts: z.iso.datetime({ offset: true }),
  v: z.literal(PROTOCOL_VERSION).default(PROTOCOL_VERSION),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Builds an envelope from an id and an instant the caller provides (the domain reads no clock). */
export function envelope(id: string, at: Date): Envelope {
  return { id, ts: at.toISOString(), v: PROTOCOL_VERSION };
}
