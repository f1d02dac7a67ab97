import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors/catalogue';
import { apiExamStatusMachine } from './api-exam-status';
import { examStateMachine } from './exam-state';
import type { StateMachine } from './machine';
import { orderStatusMachine } from './order-status';
import { protocolStatusMachine } from './protocol-status';
import { readerStateMachine } from './reader-state';
import { userStatusMachine } from './user-status';

const machines = [
  userStatusMachine,
  apiExamStatusMachine,
  examStateMachine,
  orderStatusMachine,
  protocolStatusMachine,
  readerStateMachine,
] as unknown as StateMachine<string>[];

function allPairs(machine: StateMachine<string>): Array<[string, string, boolean]> {
  return machine.states.flatMap((from) =>
    machine.states.map((to): [string, string, boolean] => [from, to, machine.can(from, to)]),
  );
}

describe.each(machines.map((m) => [m.name, m] as const))('%s machine', (_name, machine) => {
  it('starts in one of its states and only moves to its own states', () => {
    expect(machine.states).toContain(machine.initial);
    for (const from of machine.states)
      for (const to of machine.next(from)) expect(machine.states).toContain(to);
  });

  it('lists every state once', () => expect(new Set(machine.states).size).toBe(machine.states.length));

  it('recognises its states', () => {
    expect(machine.isState(machine.initial)).toBe(true);
    expect(machine.isState('nonsense')).toBe(false);
    expect(machine.isState(1)).toBe(false);
  });

  it.each(allPairs(machine))('%s → %s legal: %s', (from, to, legal) => {
    const outcome = machine.transition(from, to);
    expect(outcome.ok).toBe(legal);
    if (outcome.ok) expect(outcome.value).toBe(to);
    else {
      expect(isErrorCode(outcome.code)).toBe(true);
      if (outcome.code === 'INVALID_TRANSITION')
        expect(outcome.params).toEqual({ machine: machine.name, from, to });
    }
  });
});

describe('named moves', () => {
  it.each([
    [userStatusMachine, 'TRAINING', 'ACTIVE', true],
    [userStatusMachine, 'TRAINING', 'PENDING_TRAINING', false],
    [userStatusMachine, 'ACTIVE', 'TRAINING', false],
    [apiExamStatusMachine, 'STARTED', 'FINISHED', false],
    [apiExamStatusMachine, 'WAITING_RESULT', 'FINISHED', true],
    [examStateMachine, 'inAnalysis', 'ready', true],
    [examStateMachine, 'ready', 'inAnalysis', false],
    [orderStatusMachine, 'dispatched', 'canceled', false],
    [orderStatusMachine, 'received', 'closed', true],
    [protocolStatusMachine, 'complete', 'awaitingRelease', true],
    [readerStateMachine, 'idle', 'waitingNfcTag', true],
    [readerStateMachine, 'booting', 'waitingNfcTag', false],
  ] as const)('%#: %s → %s is %s', (machine, from, to, legal) => {
    expect((machine as unknown as StateMachine<string>).can(from, to)).toBe(legal);
  });

  it.each([
    [examStateMachine, 'ready', 'cancelled', 'EXAM_CANCEL_NOT_ALLOWED'],
    [examStateMachine, 'recollectExpired', 'awaitingRecollect', 'RECOLLECT_EXPIRED'],
    [examStateMachine, 'cancelled', 'inAnalysis', 'EXAM_CANCELLED'],
    [examStateMachine, 'ready', 'inAnalysis', 'INVALID_TRANSITION'],
    [readerStateMachine, 'heating', 'updateDownloading', 'READER_UPDATE_REFUSED_DURING_EXAM'],
    [readerStateMachine, 'sendingResult', 'updateNeeded', 'READER_UPDATE_REFUSED_DURING_EXAM'],
    [readerStateMachine, 'calibrationNeeded', 'waitingNfcTag', 'CALIBRATION_NEEDED'],
    [readerStateMachine, 'lowBattery', 'waitingNfcTag', 'READER_LOW_BATTERY'],
    [readerStateMachine, 'blockedByBlacklist', 'waitingCapsuleInsertion', 'READER_BLACKLISTED'],
    [readerStateMachine, 'blocked', 'busy', 'READER_BLOCKED'],
    [readerStateMachine, 'booting', 'waitingNfcTag', 'READER_STARTING'],
    [readerStateMachine, 'updateStarting', 'waitingNfcTag', 'READER_UPDATING'],
    [readerStateMachine, 'busy', 'updateDownloading', 'INVALID_TRANSITION'],
    [orderStatusMachine, 'closed', 'canceled', 'INVALID_TRANSITION'],
  ] as const)('%#: %s → %s is refused with %s', (machine, from, to, code) => {
    const outcome = (machine as unknown as StateMachine<string>).transition(from, to);
    expect(outcome).toMatchObject({ ok: false, code });
  });

  it('marks final states', () => {
    expect(apiExamStatusMachine.isTerminal('FINISHED')).toBe(true);
    expect(apiExamStatusMachine.isTerminal('STARTED')).toBe(false);
    expect(examStateMachine.isTerminal('cancelled')).toBe(true);
    expect(orderStatusMachine.isTerminal('closed')).toBe(true);
  });
});
