import { describe, expect, it } from 'vitest';
import { courseActions, courseStatusBadge } from './course-status';
import { choose, emptyDraft, problemsByQuestion, questionList } from './quiz-draft';

describe('course status', () => {
  it('says the status in words with a dark colour', () => {
    expect(courseStatusBadge('passed')).toEqual({ key: 'status.passed', color: 'teal.9' });
    expect(courseStatusBadge('available')).toEqual({ key: 'status.available', color: 'blue.9' });
    expect(courseStatusBadge('locked')).toEqual({ key: 'status.locked', color: 'gray.8' });
  });

  it('opens unlocked courses and offers the certificate of passed ones', () => {
    expect(courseActions({ status: 'locked' })).toEqual({ open: false, review: false, certificate: false });
    expect(courseActions({ status: 'available' })).toEqual({ open: true, review: false, certificate: false });
    expect(courseActions({ status: 'passed' })).toEqual({ open: true, review: true, certificate: true });
  });
});

describe('quiz draft', () => {
  it('starts unanswered and keeps each choice', () => {
    expect(choose(choose(emptyDraft(3), 1, 2), 0, 0)).toEqual([0, 2, null]);
  });

  it('places the server field errors under their questions', () => {
    const found = problemsByQuestion([
      { field: 'answers.1', messageKey: 'validation:required' },
      { field: 'answers', messageKey: 'validation:invalidOption' },
    ]);
    expect(found.get(1)?.messageKey).toBe('validation:required');
    expect(found.get(-1)?.field).toBe('answers');
  });

  it('lists wrong questions counted from 1', () => {
    expect(questionList([0, 2])).toBe('1, 3');
  });
});
