import { z } from 'zod';
import { defineMachine } from './machine';

/** §4 protocol status: pending (in analysis), awaiting release, complete. */
export const protocolStatuses = ['pending', 'awaitingRelease', 'complete'] as const;
export const protocolStatusSchema = z.enum(protocolStatuses);
export type ProtocolStatus = z.infer<typeof protocolStatusSchema>;

/**
 * Results arrive (pending → awaiting release or straight to complete where no release is needed); a
 * release completes it; a rectify of a released result sends it back to awaiting release; a release may
 * be refused back to pending for a new result.
 */
export const protocolStatusMachine = defineMachine<ProtocolStatus>({
  name: 'protocolStatus',
  states: protocolStatuses,
  initial: 'pending',
  transitions: {
    pending: ['awaitingRelease', 'complete'],
    awaitingRelease: ['complete', 'pending'],
    complete: ['awaitingRelease'],
  },
});
