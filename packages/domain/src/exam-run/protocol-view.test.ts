import { describe, expect, it } from 'vitest';
import type { ExamState } from '../machines/exam-state';
import { protocolStatusOf } from './protocol-view';

const exams = (...states: ExamState[]) => states.map((state) => ({ state, released: true }));

describe('protocolStatusOf', () => {
  it('is pending while any exam may still change', () => {
    expect(protocolStatusOf(exams('ready', 'inAnalysis'))).toBe('pending');
    expect(protocolStatusOf(exams('invalid'))).toBe('pending');
    expect(protocolStatusOf([])).toBe('pending');
    expect(
      protocolStatusOf([
        { state: 'ready', released: false },
        { state: 'waitingForTest', released: false },
      ]),
    ).toBe('pending');
  });

  it('awaits release once every exam has ended and a ready report is not released', () => {
    expect(
      protocolStatusOf([
        { state: 'ready', released: false },
        { state: 'cancelled', released: false },
      ]),
    ).toBe('awaitingRelease');
  });

  it('is complete once every exam has ended and every report is released', () => {
    expect(protocolStatusOf(exams('ready', 'cancelled', 'recollectExpired'))).toBe('complete');
  });
});
