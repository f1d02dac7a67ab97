import { z } from 'zod';
import type { ApiExamStatus } from './api-exam-status';
import { defineMachine } from './machine';

/** §4 portal exam states. */
export const examStates = [
  'waitingForTest',
  'inAnalysis',
  'ready',
  'invalid',
  'invalidatedBySoftware',
  'awaitingRecollect',
  'recollectExpired',
  'cancelled',
] as const;
export const examStateSchema = z.enum(examStates);
export type ExamState = z.infer<typeof examStateSchema>;

/**
 * The portal exam lifecycle. A recollect puts the same exam back to waitingForTest for a new sample (the
 * recollect rule forbids a second one); its deadline passing makes it recollectExpired. Cancelling loses
 * the data, so it is refused once a result is ready.
 */
export const examStateMachine = defineMachine<ExamState>({
  name: 'examState',
  states: examStates,
  initial: 'waitingForTest',
  transitions: {
    waitingForTest: ['inAnalysis', 'awaitingRecollect', 'cancelled'],
    inAnalysis: ['ready', 'invalid', 'invalidatedBySoftware', 'awaitingRecollect', 'cancelled'],
    ready: ['awaitingRecollect'],
    invalid: ['awaitingRecollect', 'cancelled'],
    invalidatedBySoftware: ['awaitingRecollect', 'cancelled'],
    awaitingRecollect: ['waitingForTest', 'recollectExpired', 'cancelled'],
    recollectExpired: [],
    cancelled: [],
  },
  refusal: (from, to) => {
    if (to === 'cancelled' && from === 'ready') return 'EXAM_CANCEL_NOT_ALLOWED';
    if (to === 'awaitingRecollect' && from === 'recollectExpired') return 'RECOLLECT_EXPIRED';
    if (from === 'cancelled') return 'EXAM_CANCELLED';
    return undefined;
  },
});

/** How the integration API reports a portal exam state. */
export const apiStatusOfExamState: Record<ExamState, ApiExamStatus> = {
  waitingForTest: 'STARTED',
  inAnalysis: 'IN_PROGRESS',
  ready: 'FINISHED',
  invalid: 'FINISHED',
  invalidatedBySoftware: 'FINISHED',
  awaitingRecollect: 'WAITING_RESULT',
  recollectExpired: 'CANCELED',
  cancelled: 'CANCELED',
};
