import { describe, expect, it } from 'vitest';
import type { Role } from '../entities/session';
import type { ExamState } from '../machines/exam-state';
import { canApproveExam, canCancelExam, canRectify, canStartExamOnReader } from './exam-actions';

describe('canCancelExam', () => {
  it.each<[ExamState, Role[], boolean, object]>([
    ['inAnalysis', ['support'], false, { ok: true, value: true }],
    ['waitingForTest', ['operator'], true, { ok: true, value: true }],
    ['waitingForTest', ['operator'], false, { ok: false, code: 'FORBIDDEN' }],
    ['ready', ['support'], true, { ok: false, code: 'EXAM_CANCEL_NOT_ALLOWED' }],
    ['recollectExpired', ['support'], true, { ok: false, code: 'EXAM_CANCEL_NOT_ALLOWED' }],
    ['cancelled', ['support'], true, { ok: false, code: 'EXAM_CANCELLED' }],
  ])('%s by %j (running it: %s) → %j', (state, roles, running, outcome) =>
    expect(canCancelExam(state, roles, running)).toEqual(outcome),
  );
});

describe('canRectify', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('released %s, confirmed %s → %s', (released, confirmed, ok) => {
    const outcome = canRectify({ released }, confirmed);
    expect(outcome.ok).toBe(ok);
    if (!outcome.ok) expect(outcome.code).toBe('RECTIFY_NOT_ALLOWED');
  });
});

describe('canApproveExam', () => {
  it('lets only the registering workplace approve', () => {
    expect(canApproveExam({ workplaceCnpj: 'A' }, 'A').ok).toBe(true);
    expect(canApproveExam({ workplaceCnpj: 'A' }, 'B')).toEqual({
      ok: false,
      code: 'EXAM_APPROVAL_WRONG_WORKPLACE',
    });
  });
});

describe('canStartExamOnReader', () => {
  it('refuses a reader that holds an exam', () => {
    expect(canStartExamOnReader({}).ok).toBe(true);
    expect(canStartExamOnReader({ currentExamId: null }).ok).toBe(true);
    expect(canStartExamOnReader({ currentExamId: 'e1' })).toEqual({ ok: false, code: 'READER_IN_USE' });
  });
});
