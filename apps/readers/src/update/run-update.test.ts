import { describe, expect, it } from 'vitest';
import { expectOnlyAllowedMoves } from '../testing/expectations';
import { TEST_SPEED, useReaderFixture } from '../testing/reader-fixture';

const update = { type: 'update', firmware: '2.5.0', url: 'https://updates.example.com/2.5.0.bin' } as const;

describe('firmware update', () => {
  const fx = useReaderFixture();

  it('downloads, starts, succeeds and reboots on the new firmware, within the domain 5 to 10 minutes', async () => {
    const reader = await fx.reader('Flow');
    await fx.observer.waitForState(reader.code, 'idle');
    const startedAt = Date.now();
    await fx.observer.send(reader.code, update);
    await fx.observer.waitForState(reader.code, 'updateSucceeded');
    const simulatedMinutes = ((Date.now() - startedAt) * TEST_SPEED) / 60_000;
    await fx.observer.waitForState(reader.code, 'idle');

    expect(fx.observer.statesOf(reader.code)).toEqual([
      'booting',
      'idle',
      'updateDownloading',
      'updateStarting',
      'updateSucceeded',
      'booting',
      'idle',
    ]);
    expect(simulatedMinutes).toBeGreaterThanOrEqual(5);
    expect(fx.observer.statusesOf(reader.code).at(-1)).toMatchObject({ firmware: '2.5.0' });
    expect(fx.observer.statusesOf(reader.code).find((s) => s.state === 'updateDownloading')?.led).toBe(
      'allSteady',
    );
  });

  it('is refused during an exam with READER_UPDATE_REFUSED_DURING_EXAM, and the exam goes on', async () => {
    const { code } = await fx.reader('Flow', {
      scenario: { exam: { stepDurationsMs: { reading: 60 * 60_000 } } },
    });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForState(code, 'processing');
    await fx.observer.send(code, update);
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'refusal');

    expect(fx.observer.eventsOf(code).at(-1)).toMatchObject({
      type: 'error',
      error: 'READER_UPDATE_REFUSED_DURING_EXAM',
      examId: 'e-1',
    });
    expect(fx.observer.statusesOf(code).at(-1)).toMatchObject({ state: 'processing', firmware: '2.4.1' });
  });

  it('a failed update reports READER_UPDATE_FAILED, shows updateFailed (red) and reboots on the old firmware', async () => {
    const { code } = await fx.reader('Wave', {
      scenario: { update: { result: 'failed', durationMs: 6 * 60_000 } },
    });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, update);
    await fx.observer.waitForState(code, 'updateFailed');
    await fx.observer.waitForState(code, 'idle');

    expect(fx.observer.eventsOf(code)).toMatchObject([{ type: 'error', error: 'READER_UPDATE_FAILED' }]);
    expect(fx.observer.statusesOf(code).find((s) => s.state === 'updateFailed')?.led).toBe('red');
    expect(fx.observer.statusesOf(code).at(-1)?.firmware).toBe('2.4.1');
    expectOnlyAllowedMoves(fx.observer, code);
  });

  it('a blacklisted reader refuses exams with READER_BLACKLISTED until an update lifts the blacklist', async () => {
    const { code } = await fx.reader('Flow', {
      scenario: { device: { initialCondition: 'blockedByBlacklist' } },
    });
    await fx.observer.waitForState(code, 'blockedByBlacklist');
    expect(fx.observer.statusesOf(code).at(-1)?.led).toBe('magenta');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'refusal');
    expect(fx.observer.eventsOf(code).at(-1)).toMatchObject({ error: 'READER_BLACKLISTED', examId: 'e-1' });

    await fx.observer.send(code, update);
    await fx.observer.waitForState(code, 'updateSucceeded');
    await fx.observer.waitForState(code, 'idle');
    expectOnlyAllowedMoves(fx.observer, code);
  });
});
