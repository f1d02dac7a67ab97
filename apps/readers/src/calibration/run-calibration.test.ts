import { describe, expect, it } from 'vitest';
import { expectOnlyAllowedMoves } from '../testing/expectations';
import { useReaderFixture } from '../testing/reader-fixture';

describe('calibration', () => {
  const fx = useReaderFixture();

  it('is approved when the capsule goes in within 2 minutes, with an expiry in the future', async () => {
    const { code } = await fx.reader('Flow', { scenario: { calibration: { insertAfterMs: 90_000 } } });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'calibrate' });
    await fx.observer.waitForEvent(code, (e) => e.type === 'calibrationFinished', 'calibrationFinished');
    await fx.observer.waitForState(code, 'idle');

    const events = fx.observer.eventsOf(code);
    expect(events.map((e) => e.type)).toEqual(['capsuleInserted', 'calibrationFinished']);
    const finished = events[1] as Extract<(typeof events)[number], { type: 'calibrationFinished' }>;
    expect(finished).toMatchObject({ approved: true, examId: null });
    expect(Date.parse(finished.expiresAt!)).toBeGreaterThan(Date.now());
    expect(fx.observer.statesOf(code)).toEqual(['booting', 'idle', 'calibrating', 'idle']);
    expect(fx.observer.statusesOf(code).at(-1)!.calibration).toEqual({
      status: 'approved',
      expiresAt: finished.expiresAt,
    });
  });

  it('is rejected when the scenario says so, and the reader then needs calibration (yellow)', async () => {
    const { code } = await fx.reader('Lens', { scenario: { calibration: { result: 'rejected' } } });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'calibrate' });
    await fx.observer.waitForState(code, 'calibrationNeeded');

    expect(fx.observer.eventsOf(code).at(-1)).toMatchObject({
      type: 'calibrationFinished',
      approved: false,
      expiresAt: null,
    });
    const last = fx.observer.statusesOf(code).at(-1)!;
    expect(last).toMatchObject({ led: 'yellow', calibration: { status: 'rejected', expiresAt: null } });
    // A reader that needs calibration refuses an exam with the domain's code.
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'refusal');
    expect(fx.observer.eventsOf(code).at(-1)).toMatchObject({
      type: 'error',
      error: 'CALIBRATION_NEEDED',
      examId: 'e-1',
    });
    expectOnlyAllowedMoves(fx.observer, code);
  });

  it('times out when the capsule is not inserted within the 2-minute window', async () => {
    const { code } = await fx.reader('Flow', { scenario: { calibration: { insertAfterMs: null } } });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'calibrate' });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'timeout');
    await fx.observer.waitForState(code, 'idle');

    expect(fx.observer.eventsOf(code)).toMatchObject([{ type: 'error', error: 'CALIBRATION_TIMEOUT' }]);
    // The old calibration still holds.
    expect(fx.observer.statusesOf(code).at(-1)!.calibration.status).toBe('approved');
  });

  it('a capsule inserted after the window is too late as well', async () => {
    const { code } = await fx.reader('Flow', { scenario: { calibration: { insertAfterMs: 150_000 } } });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'calibrate' });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'timeout');
    expect(fx.observer.eventsOf(code)).toMatchObject([{ type: 'error', error: 'CALIBRATION_TIMEOUT' }]);
  });

  it('a calibration that comes within 1 hour of expiring turns the reader to calibrationNeeded', async () => {
    const { code } = await fx.reader('Flow', {
      scenario: { device: { calibrationValidityMs: 65 * 60_000 } },
    });
    await fx.observer.waitForState(code, 'calibrationNeeded');
    expect(fx.observer.statesOf(code)).toEqual(['booting', 'idle', 'calibrationNeeded']);
    await fx.observer.send(code, { type: 'calibrate' });
    await fx.observer.waitForState(code, 'calibrating');
  });

  it('a failed calibration reports CALIBRATION_FAILED and shows error before settling', async () => {
    const { code } = await fx.reader('Flow', { scenario: { calibration: { result: 'failed' } } });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'calibrate' });
    await fx.observer.waitForState(code, 'error');
    await fx.observer.waitForState(code, 'idle');
    expect(fx.observer.eventsOf(code).at(-1)).toMatchObject({ type: 'error', error: 'CALIBRATION_FAILED' });
  });
});
