import { describe, expect, it } from 'vitest';
import { userStatuses } from '../entities/session';
import { userStatusMachine } from '../machines/user-status';
import {
  courseStatusesInOrder,
  gradeQuiz,
  isPendingTrail,
  passesQuiz,
  quizAnswerProblems,
  quizAttemptBodySchema,
  statusAfterAttempt,
  trailCompletionPercent,
  visibleTrailKinds,
} from './index';

describe('quiz grading', () => {
  it('grades 0-100 rounded and names the wrong questions', () => {
    expect(gradeQuiz([0, 1, 2], [0, 1, 2])).toEqual({ grade: 100, wrong: [] });
    expect(gradeQuiz([0, 1, 2], [0, 2, 2])).toEqual({ grade: 67, wrong: [1] });
    expect(gradeQuiz([0, 1, 2], [1, 0, 0])).toEqual({ grade: 0, wrong: [0, 1, 2] });
    expect(gradeQuiz([], [])).toEqual({ grade: 100, wrong: [] });
  });

  it('passes from the pass grade on', () => {
    expect(passesQuiz(70, 70)).toBe(true);
    expect(passesQuiz(69, 70)).toBe(false);
  });

  it('refuses unanswered questions, options a question lacks and extra answers', () => {
    expect(quizAnswerProblems([3, 3], [0, 2])).toEqual([]);
    expect(quizAnswerProblems([3, 3, 2], [null, 3])).toEqual([
      { field: 'answers.0', messageKey: 'validation:required' },
      { field: 'answers.1', messageKey: 'validation:invalidOption' },
      { field: 'answers.2', messageKey: 'validation:required' },
    ]);
    expect(quizAnswerProblems([2], [0, 1])).toEqual([
      { field: 'answers', messageKey: 'validation:invalidOption' },
    ]);
  });

  it('accepts null answers in the body (a field error, not a schema error)', () => {
    expect(quizAttemptBodySchema.safeParse({ answers: [0, null] }).success).toBe(true);
    expect(quizAttemptBodySchema.safeParse({ answers: [-1] }).success).toBe(false);
  });
});

describe('course order and completion', () => {
  it('opens courses in order; a passed course stays passed', () => {
    expect(courseStatusesInOrder([false, false, false])).toEqual(['available', 'locked', 'locked']);
    expect(courseStatusesInOrder([true, false, false])).toEqual(['passed', 'available', 'locked']);
    expect(courseStatusesInOrder([true, true, true])).toEqual(['passed', 'passed', 'passed']);
    expect(courseStatusesInOrder([false, true])).toEqual(['available', 'passed']);
  });

  it('measures completion as the share of courses passed', () => {
    expect(trailCompletionPercent(['passed', 'available', 'locked'])).toBe(33);
    expect(trailCompletionPercent(['passed', 'passed'])).toBe(100);
    expect(trailCompletionPercent([])).toBe(0);
  });
});

describe('trail visibility (§4)', () => {
  it('shows TRAINING users the initial trails only, the others every trail', () => {
    expect(visibleTrailKinds('TRAINING')).toEqual(['initial']);
    expect(visibleTrailKinds('ACTIVE')).toEqual(['initial', 'continued']);
    expect(visibleTrailKinds('PENDING_TRAINING')).toEqual(['initial', 'continued']);
  });

  it('highlights the continued trails of pending and continued users', () => {
    expect(isPendingTrail('PENDING_TRAINING', 'continued')).toBe(true);
    expect(isPendingTrail('CONTINUED_TRAINING', 'continued')).toBe(true);
    expect(isPendingTrail('CONTINUED_TRAINING', 'initial')).toBe(false);
    expect(isPendingTrail('ACTIVE', 'continued')).toBe(false);
  });
});

describe('status after an attempt (§4)', () => {
  const base = { initialAllPassed: false, continuedAllPassed: false } as const;

  it('turns TRAINING into ACTIVE only when every initial course is passed', () => {
    expect(statusAfterAttempt({ ...base, status: 'TRAINING', kind: 'initial' })).toBe('TRAINING');
    expect(statusAfterAttempt({ ...base, status: 'TRAINING', kind: 'initial', initialAllPassed: true })).toBe(
      'ACTIVE',
    );
  });

  it('moves PENDING to CONTINUED on a first continued attempt, and to ACTIVE when all are passed', () => {
    expect(statusAfterAttempt({ ...base, status: 'PENDING_TRAINING', kind: 'continued' })).toBe(
      'CONTINUED_TRAINING',
    );
    expect(statusAfterAttempt({ ...base, status: 'PENDING_TRAINING', kind: 'initial' })).toBe(
      'PENDING_TRAINING',
    );
    expect(
      statusAfterAttempt({
        ...base,
        status: 'PENDING_TRAINING',
        kind: 'continued',
        continuedAllPassed: true,
      }),
    ).toBe('ACTIVE');
    expect(statusAfterAttempt({ ...base, status: 'CONTINUED_TRAINING', kind: 'continued' })).toBe(
      'CONTINUED_TRAINING',
    );
    expect(
      statusAfterAttempt({
        ...base,
        status: 'CONTINUED_TRAINING',
        kind: 'continued',
        continuedAllPassed: true,
      }),
    ).toBe('ACTIVE');
  });

  it('leaves an ACTIVE user as they are', () => {
    expect(
      statusAfterAttempt({
        status: 'ACTIVE',
        kind: 'continued',
        initialAllPassed: true,
        continuedAllPassed: true,
      }),
    ).toBe('ACTIVE');
  });

  it('only ever makes a move the user-status machine allows', () => {
    for (const status of userStatuses)
      for (const kind of ['initial', 'continued'] as const)
        for (const initialAllPassed of [false, true])
          for (const continuedAllPassed of [false, true]) {
            const after = statusAfterAttempt({ status, kind, initialAllPassed, continuedAllPassed });
            expect(after === status || userStatusMachine.can(status, after), `${status} → ${after}`).toBe(
              true,
            );
          }
  });
});
