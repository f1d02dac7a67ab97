import { describe, expect, it } from 'vitest';
import { apiExamStatuses } from './api-exam-status';
import { apiStatusOfExamState, examStates } from './exam-state';

describe('apiStatusOfExamState', () => {
  it('maps every portal state to an API status', () => {
    for (const state of examStates) expect(apiExamStatuses).toContain(apiStatusOfExamState[state]);
  });

  it.each([
    ['waitingForTest', 'STARTED'],
    ['inAnalysis', 'IN_PROGRESS'],
    ['ready', 'FINISHED'],
    ['cancelled', 'CANCELED'],
  ] as const)('%s → %s', (state, status) => expect(apiStatusOfExamState[state]).toBe(status));
});
