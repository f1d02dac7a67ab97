import { describe, expect, it } from 'vitest';
import { type UserStatus, userStatuses } from '../entities/session';
import { mayPerformClinicalActs } from './clinical-acts';
import { countsAsLoggedIn } from './workplace-rules';

describe('mayPerformClinicalActs (§4 training before clinical acts)', () => {
  it.each<[UserStatus, boolean]>([
    ['ACTIVE', true],
    ['TRAINING', false],
    ['PENDING_TRAINING', false],
    ['CONTINUED_TRAINING', false],
  ])('%s → %s', (status, allowed) => expect(mayPerformClinicalActs(status)).toBe(allowed));

  it('is stricter than signing in: whoever may act also counts as logged in', () => {
    for (const status of userStatuses)
      if (mayPerformClinicalActs(status)) expect(countsAsLoggedIn(status)).toBe(true);
  });
});
