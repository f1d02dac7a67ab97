import { describe, expect, it } from 'vitest';
import { useReaderFixture } from '../testing/reader-fixture';

describe('commands', () => {
  const fx = useReaderFixture();

  it('a command delivered twice with the same id is handled once', async () => {
    const { code } = await fx.reader('Flow');
    await fx.observer.waitForState(code, 'idle');
    const id = await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 }, id);
    await fx.observer.waitForEvent(code, (e) => e.type === 'capsuleRemoved', 'end of exam');

    const events = fx.observer.eventsOf(code);
    expect(events.filter((e) => e.type === 'nfcRead')).toHaveLength(1);
    // A second startExam with a new id would have been refused as READER_IN_USE.
    expect(events.some((e) => e.type === 'error')).toBe(false);
  });

  it('a second exam while one runs is refused with READER_IN_USE', async () => {
    const { code } = await fx.reader('Flow', {
      scenario: { exam: { stepDurationsMs: { reading: 60 * 60_000 } } },
    });
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.send(code, { type: 'startExam', examId: 'e-2', examIndex: 1 });
    await fx.observer.waitForEvent(code, (e) => e.type === 'error', 'refusal');
    expect(fx.observer.eventsOf(code).find((e) => e.type === 'error')).toMatchObject({
      error: 'READER_IN_USE',
      examId: 'e-2',
    });
  });

  it('ignores invalid commands and stays available', async () => {
    const { code } = await fx.reader('Flow');
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: -4 } as never);
    await fx.observer.send(code, { type: 'selfDestruct' } as never);
    await fx.observer.send(code, { type: 'identify' });
    await fx.observer.waitForState(code, 'busy');
    await fx.observer.waitForState(code, 'idle');
    expect(fx.observer.eventsOf(code)).toEqual([]);
  });

  it('identify blinks: idle (green), busy (cyan), idle again', async () => {
    const { code } = await fx.reader('Cassete');
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'identify' });
    await fx.observer.waitForState(code, 'busy');
    await fx.observer.waitForState(code, 'idle');
    expect(fx.observer.statesOf(code)).toEqual(['booting', 'idle', 'busy', 'idle']);
  });

  it('a blocked reader refuses an exam with READER_BLOCKED and is available once unblocked', async () => {
    const reader = await fx.reader('Flow');
    await fx.observer.waitForState(reader.code, 'idle');
    reader.block();
    await fx.observer.waitForState(reader.code, 'blocked');
    await fx.observer.send(reader.code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(reader.code, (e) => e.type === 'error', 'refusal');
    expect(fx.observer.eventsOf(reader.code).at(-1)).toMatchObject({ error: 'READER_BLOCKED' });
    reader.unblock();
    await fx.observer.waitForState(reader.code, 'idle');
  });
});

describe('event order', () => {
  const fx = useReaderFixture();

  it('numbers its events 1, 2, 3… within one run, so a server can put them back in order', async () => {
    const { code } = await fx.reader('Flow');
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: 'e-1', examIndex: 1 });
    await fx.observer.waitForEvent(code, (e) => e.type === 'capsuleRemoved', 'end of exam');

    const events = fx.observer.eventsOf(code);
    const boots = new Set(events.map((e) => e.order?.boot));
    expect(boots.size).toBe(1);
    expect([...boots][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(events.map((e) => e.order?.seq)).toEqual(events.map((_, i) => i + 1));
  });
});
