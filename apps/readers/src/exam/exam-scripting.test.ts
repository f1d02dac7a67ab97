import { errorCodes } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { expectOnlyAllowedMoves } from '../testing/expectations';
import { useReaderFixture } from '../testing/reader-fixture';

describe('scripted exams', () => {
  const fx = useReaderFixture();

  async function startExam(family: Parameters<typeof fx.reader>[0], scenario: object = {}) {
    const reader = await fx.reader(family, { scenario });
    await fx.observer.waitForState(reader.code, 'idle');
    await fx.observer.send(reader.code, { type: 'startExam', examId: 'e-1', examIndex: 3 });
    return reader;
  }

  it('an injected error at a step appears as an error event with a catalogue code, and the exam stops', async () => {
    const { code } = await startExam('Molecular', {
      faults: [{ error: 'READER_THERMAL_RUNAWAY', at: 'amplification' }],
    });
    await fx.observer.waitForState(code, 'error');
    await fx.observer.waitForState(code, 'idle');

    const events = fx.observer.eventsOf(code);
    const error = events.find((e) => e.type === 'error');
    expect(error).toMatchObject({ error: 'READER_THERMAL_RUNAWAY', examId: 'e-1' });
    expect(errorCodes).toContain((error as { error: string }).error);
    expect(events.filter((e) => e.type === 'stepStarted').at(-1)).toMatchObject({ step: 'amplification' });
    expect(events.some((e) => e.type === 'stepFinished' && e.step === 'amplification')).toBe(false);
    expect(fx.observer.statusesOf(code).find((s) => s.state === 'error')).toMatchObject({
      led: 'red',
      examId: 'e-1',
    });
    expectOnlyAllowedMoves(fx.observer, code);
  });

  it('a warning-only error lets the exam go on', async () => {
    const { code } = await startExam('Flow', {
      faults: [{ error: 'IMAGE_EXPOSURE', at: 'reading', abort: false }],
    });
    await fx.observer.waitForEvent(code, (e) => e.type === 'capsuleRemoved', 'end of exam');
    const types = fx.observer.eventsOf(code).map((e) => (e.type === 'error' ? e.error : e.type));
    expect(types).toContain('IMAGE_EXPOSURE');
    expect(types.filter((t) => t === 'stepFinished')).toHaveLength(6);
  });

  it('the hook injects an error into a running exam', async () => {
    const reader = await startExam('Flow', { exam: { stepDurationsMs: { reading: 60 * 60_000 } } });
    await fx.observer.waitForState(reader.code, 'processing');
    reader.injectError('READER_STEPPER_FAULT', { abort: true, detail: 'motor stalled' });
    await fx.observer.waitForState(reader.code, 'error');
    expect(fx.observer.eventsOf(reader.code).at(-1)).toMatchObject({
      type: 'error',
      error: 'READER_STEPPER_FAULT',
      detail: 'motor stalled',
      examId: 'e-1',
    });
  });

  it('early removal: capsuleRemoved early, the reader waits for the capsule, continue resumes the exam', async () => {
    const { code } = await startExam('Flow', { exam: { removeEarlyAt: 'analysis' } });
    await fx.observer.waitForEvent(code, (e) => e.type === 'capsuleRemoved' && e.early, 'early removal');
    await fx.observer.waitForState(code, 'waitingCapsuleInsertion');
    // A continue for another exam changes nothing.
    await fx.observer.send(code, { type: 'continue', examId: 'other' });
    await fx.observer.send(code, { type: 'continue', examId: 'e-1' });
    await fx.observer.waitForState(code, 'idle');

    const types = fx.observer
      .eventsOf(code)
      .map((e) => (e.type === 'stepStarted' ? `start:${e.step}` : e.type));
    const removal = types.indexOf('capsuleRemoved');
    expect(types.slice(removal, removal + 2)).toEqual(['capsuleRemoved', 'capsuleInserted']);
    expect(types).toContain('start:reportReady');
    expectOnlyAllowedMoves(fx.observer, code);
  });

  it('early removal through the hook, then cancel: the exam ends and the reader is idle', async () => {
    const reader = await startExam('Lens', { exam: { stepDurationsMs: { firstReading: 60 * 60_000 } } });
    await fx.observer.waitForState(reader.code, 'processing');
    expect(reader.removeCapsuleEarly()).toBe(true);
    await fx.observer.waitForState(reader.code, 'waitingTubeInsertion');
    await fx.observer.send(reader.code, { type: 'cancel', examId: 'e-1' });
    await fx.observer.waitForState(reader.code, 'idle');
    expect(fx.observer.eventsOf(reader.code).at(-1)).toMatchObject({ type: 'capsuleRemoved', early: true });
    expect(reader.examId).toBeNull();
  });

  it('without a continue, an early removal times out after 30 minutes with a warning first', async () => {
    const { code } = await startExam('Flow', { exam: { removeEarlyAt: 'reading' } });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error' && e.error === 'EXAM_TIMEOUT', 'timeout');
    const errors = fx.observer.eventsOf(code).flatMap((e) => (e.type === 'error' ? [e.error] : []));
    expect(errors).toEqual(['EXAM_TIMEOUT_WARNING', 'EXAM_TIMEOUT']);
  });

  it('a capsule inserted after the 10-minute window is refused as CAPSULE_INSERTED_TOO_LATE', async () => {
    const { code } = await startExam('Flow', { exam: { insertLate: true } });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'late insertion');
    await fx.observer.waitForState(code, 'idle');
    const events = fx.observer.eventsOf(code);
    expect(events.map((e) => e.type)).toEqual(['nfcRead', 'stepStarted', 'capsuleInserted', 'error']);
    expect(events.at(-1)).toMatchObject({ error: 'CAPSULE_INSERTED_TOO_LATE', examId: 'e-1' });
  });

  it('insertCapsuleLate() scripts the same for the next exam', async () => {
    const reader = await fx.reader('Volt');
    await fx.observer.waitForState(reader.code, 'idle');
    reader.insertCapsuleLate();
    await fx.observer.send(reader.code, { type: 'startExam', examId: 'e-2', examIndex: 3 });
    await fx.observer.waitForEvent(reader.code, (e) => e.type === 'error', 'late insertion');
    expect(fx.observer.eventsOf(reader.code).at(-1)).toMatchObject({ error: 'CAPSULE_INSERTED_TOO_LATE' });
  });

  it('cancel stops the exam, the user takes the capsule back, and the reader is idle', async () => {
    const { code } = await startExam('Molecular', { exam: { stepDurationsMs: { extraction: 60 * 60_000 } } });
    await fx.observer.waitForState(code, 'extraction');
    await fx.observer.send(code, { type: 'cancel', examId: 'e-1' });
    await fx.observer.waitForState(code, 'idle');
    expect(fx.observer.statesOf(code).slice(-3)).toEqual(['extraction', 'waitingCartridgeRemoval', 'idle']);
    expect(fx.observer.eventsOf(code).at(-1)).toMatchObject({ type: 'capsuleRemoved', early: false });
  });

  it('the scenario drives the capsule, the lot and the result', async () => {
    const { code } = await startExam('Flow', {
      exam: {
        capsuleCode: 'CP0000000042',
        lot: 'L123456789',
        results: [{ analyte: 'HIV 1/2', value: 1, description: 'reactive' }],
      },
    });
    await fx.observer.waitForEvent(code, (e) => e.type === 'capsuleRemoved', 'end of exam');
    const events = fx.observer.eventsOf(code);
    expect(events[0]).toMatchObject({ type: 'nfcRead', capsuleCode: 'CP0000000042', lot: 'L123456789' });
    const data = events.flatMap((e) => (e.type === 'resultPart' ? [e.data] : [])).join('');
    const result = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    expect(result.results).toMatchObject([
      { analyte: 'HIV 1/2', value: 1, valid: true, description: 'reactive' },
    ]);
  });
});
