import {
  advanceStep,
  type DeviceFamily,
  type ExamStep,
  type ReaderEvent,
  readerStateMachine,
} from '@ponto/domain';
import { expect } from 'vitest';
import type { ProtocolObserver } from './observer';

/** Every consecutive pair of reported states is a move the domain's reader state machine accepts. */
export function expectOnlyAllowedMoves(observer: ProtocolObserver, code: string): void {
  const states = observer.statesOf(code);
  const refused = states
    .slice(1)
    .map((to, i) => [states[i]!, to] as const)
    .filter(([from, to]) => !readerStateMachine.can(from, to));
  expect(refused).toEqual([]);
}

/** The steps a reader announced, checked one by one with the domain's advanceStep. */
export function expectStepsInDomainOrder(family: DeviceFamily, events: ReaderEvent[]): ExamStep[] {
  const started: ExamStep[] = [];
  let current: ExamStep | null = null;
  for (const event of events) {
    if (event.type === 'stepStarted') {
      expect(advanceStep(family, current, event.step)).toEqual({ ok: true, value: event.step });
      current = event.step;
      started.push(event.step);
    }
    if (event.type === 'stepFinished') expect(event.step).toBe(current);
  }
  return started;
}

/** The result parts joined in order, decoded. */
export function joinResult(events: ReaderEvent[]): {
  json: unknown;
  text: string;
  hashcode: string | undefined;
} {
  const parts = events.filter(
    (e): e is Extract<ReaderEvent, { type: 'resultPart' }> => e.type === 'resultPart',
  );
  expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i + 1));
  for (const part of parts) expect(part.of).toBe(parts.length);
  const text = Buffer.from(parts.map((p) => p.data).join(''), 'base64').toString('utf8');
  return { json: JSON.parse(text), text, hashcode: parts[0]?.hashcode };
}
