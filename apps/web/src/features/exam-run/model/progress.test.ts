import { describe, expect, it } from 'vitest';
import { detailFixture } from '@/entities/exam-request/detail-fixture';
import { canStart, errorValues, instructionFor, stepStatuses } from './progress';

describe('exam progress model', () => {
  it('marks the steps before the current one done', () => {
    const statuses = stepStatuses(detailFixture({ state: 'inAnalysis', step: 'analysis' }));
    expect(statuses.map((s) => s.status)).toEqual(['done', 'done', 'current', 'todo', 'todo']);
  });

  it('has every step done once the report is ready, none started before', () => {
    expect(
      stepStatuses(detailFixture({ state: 'ready', step: 'reportReady' })).every((s) => s.status === 'done'),
    ).toBe(true);
    expect(stepStatuses(detailFixture()).every((s) => s.status === 'todo')).toBe(true);
  });

  it('offers Start for a first run and a recollect within its deadline only', () => {
    expect(canStart(detailFixture())).toBe(true);
    expect(canStart(detailFixture({ running: true }))).toBe(false);
    const recollect = { reason: 'x', requestedAt: '2026-01-01T00:00:00Z', deadlineAt: null, expired: false };
    expect(canStart(detailFixture({ state: 'awaitingRecollect', recollect }))).toBe(true);
    expect(
      canStart(detailFixture({ state: 'awaitingRecollect', recollect: { ...recollect, expired: true } })),
    ).toBe(false);
    expect(canStart(detailFixture({ state: 'awaitingRecollect', recollect, recollected: true }))).toBe(false);
    expect(canStart(detailFixture({ state: 'ready' }))).toBe(false);
  });

  it('names the patient who used the capsule', () => {
    const timeline = [
      { type: 'started', at: '2026-01-01T00:00:00Z', detail: {} },
      {
        type: 'failed',
        at: '2026-01-01T00:01:00Z',
        detail: { error: 'CAPSULE_ALREADY_USED', patient: 'João' },
      },
    ];
    expect(errorValues(detailFixture({ timeline }))).toEqual({ patient: 'João' });
    expect(errorValues(detailFixture())).toEqual({ patient: '—' });
  });

  it('gives the instructions of the step in the user language', () => {
    expect(instructionFor(detailFixture({ running: true }), 'en-US')).toBe('Turn the swab');
    expect(instructionFor(detailFixture({ running: true }), 'es-ES')).toBe('Gire o swab');
    expect(instructionFor(detailFixture({ running: true, step: 'reading' }), 'en-US')).toBeNull();
    expect(instructionFor(detailFixture(), 'en-US')).toBeNull();
  });
});
