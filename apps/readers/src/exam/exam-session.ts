import { type Consumable, type DeviceFamily, type ExamStep, familyConsumable } from '@ponto/domain';
import { generateCapsuleCode, generateLot } from '../reader/codes';
import type { Scenario } from '../scenario/scenario';

/** Fires whoever waits on it now, then arms itself again. */
export class Trigger {
  private release: () => void = () => {};
  private pending: Promise<void> = this.arm();

  next(): Promise<void> {
    return this.pending;
  }

  fire(): void {
    this.release();
    this.pending = this.arm();
  }

  private arm(): Promise<void> {
    return new Promise((resolve) => {
      this.release = resolve;
    });
  }
}

/** One exam on the reader, from startExam to the consumable coming out. */
export interface ExamSession {
  examId: string;
  examIndex: number;
  consumable: Consumable | null;
  capsuleCode: string | null;
  lot: string | null;
  /** Simulated instants. */
  startedAt: Date;
  nfcReadAt: Date | null;
  step: ExamStep | null;
  /** Whether the consumable is in the reader now. */
  inside: boolean;
  /** The simulated user will insert this exam's consumable after the 10-minute window. */
  insertLate: boolean;
  /** Fired by the scripting hook that pulls the consumable out mid-exam. */
  earlyRemoval: Trigger;
}

export interface NewExam {
  examId: string;
  examIndex: number;
  family: DeviceFamily;
  exam: Scenario['exam'];
  random: () => number;
  now: Date;
  insertLate: boolean;
  /** The lot on the workplace's shelf for this exam, when the reader was given one. */
  shelfLot?: string | null;
}

/**
 * A new exam: the capsule code and lot come from the scenario, else the lot from the workplace's shelf
 * (the capsule the user takes from stock), else they are made up like real ones.
 */
export function createExamSession(input: NewExam): ExamSession {
  const consumable = familyConsumable[input.family];
  return {
    examId: input.examId,
    examIndex: input.examIndex,
    consumable,
    capsuleCode: consumable ? (input.exam.capsuleCode ?? generateCapsuleCode(input.random)) : null,
    lot: consumable ? (input.exam.lot ?? input.shelfLot ?? generateLot(input.random)) : null,
    startedAt: input.now,
    nfcReadAt: null,
    step: null,
    inside: false,
    insertLate: input.insertLate,
    earlyRemoval: new Trigger(),
  };
}
