import { z } from 'zod';
import { defineMachine } from './machine';

/** §4 exam status of the integration API. */
export const apiExamStatuses = [
  'STARTED',
  'IN_PROGRESS',
  'WAITING_RESULT',
  'FINISHED',
  'NOT_FOUND',
  'CANCELED',
] as const;
export const apiExamStatusSchema = z.enum(apiExamStatuses);
export type ApiExamStatus = z.infer<typeof apiExamStatusSchema>;

/**
 * NOT_FOUND is what the API answers for an id it does not know; no exam moves into or out of it.
 * FINISHED and CANCELED are final.
 */
export const apiExamStatusMachine = defineMachine<ApiExamStatus>({
  name: 'apiExamStatus',
  states: apiExamStatuses,
  initial: 'STARTED',
  transitions: {
    STARTED: ['IN_PROGRESS', 'CANCELED'],
    IN_PROGRESS: ['WAITING_RESULT', 'CANCELED'],
    WAITING_RESULT: ['FINISHED', 'CANCELED'],
    FINISHED: [],
    NOT_FOUND: [],
    CANCELED: [],
  },
});
