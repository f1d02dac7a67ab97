import { createHash } from 'node:crypto';
import {
  deviceFamilies,
  familyConsumable,
  insertionState,
  removalState,
  resultSchema,
  stepsFor,
} from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { expectOnlyAllowedMoves, expectStepsInDomainOrder, joinResult } from '../testing/expectations';
import { useReaderFixture } from '../testing/reader-fixture';
import { resultStep } from './step-plan';

describe('an exam on every device family', () => {
  const fx = useReaderFixture();

  it.each(deviceFamilies)('%s runs its steps in the domain order with valid messages', async (family) => {
    const reader = await fx.reader(family);
    const { code } = reader;
    await fx.observer.waitForState(code, 'idle');
    await fx.observer.send(code, { type: 'startExam', examId: `exam-${family}`, examIndex: 7 });
    await fx.observer.waitForEvent(
      code,
      (e) => e.type === 'stepFinished' && e.step === stepsFor(family).at(-1),
      'last step',
    );
    await fx.observer.waitForState(code, 'idle');

    const events = fx.observer.eventsOf(code);
    expect(fx.observer.invalid).toEqual([]);
    expect(events.every((e) => e.examId === `exam-${family}`)).toBe(true);
    expect(expectStepsInDomainOrder(family, events)).toEqual(stepsFor(family));
    expectOnlyAllowedMoves(fx.observer, code);

    const states = fx.observer.statesOf(code);
    const consumable = familyConsumable[family];
    if (consumable) {
      expect(events[0]).toMatchObject({ type: 'nfcRead' });
      expect(states).toContain('waitingNfcTag');
      expect(states).toContain(insertionState(consumable));
      expect(states.at(-2)).toBe(removalState(consumable));
      expect(events.filter((e) => e.type === 'capsuleInserted')).toHaveLength(1);
      expect(events.at(-1)).toMatchObject({ type: 'capsuleRemoved', early: false });
    }
    expect(states.at(-1)).toBe('idle');
    const working = fx.observer.statusesOf(code).filter((s) => s.state !== 'idle' && s.state !== 'booting');
    expect(working.every((s) => s.examId === `exam-${family}`)).toBe(true);

    if (resultStep(family)) {
      const sending = fx.observer.statusesOf(code).filter((s) => s.state === 'sendingResult');
      expect(sending.length).toBeGreaterThan(1);
      expect(sending.every((s) => s.progress && s.progress.of === sending.at(-1)!.progress!.of)).toBe(true);
      const { json, text, hashcode } = joinResult(events);
      expect(hashcode).toBe(createHash('sha256').update(text).digest('hex'));
      const result = json as { examId: string; examIndex: number; results: unknown[] };
      expect(result).toMatchObject({ examId: `exam-${family}`, examIndex: 7, family });
      expect(result.results.length).toBeGreaterThan(0);
      for (const analyte of result.results) resultSchema.parse(analyte);
    } else {
      expect(events.some((e) => e.type === 'resultPart')).toBe(false);
    }
  });
});
