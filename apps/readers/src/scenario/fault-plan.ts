import type { Fault, FaultMoment } from './scenario';

/** The scenario's injected errors, handed out when their moment comes; one-shot unless `repeat`. */
export class FaultPlan {
  private readonly pending: Fault[];

  constructor(faults: readonly Fault[]) {
    this.pending = [...faults];
  }

  take(moment: FaultMoment): Fault[] {
    const due = this.pending.filter((fault) => fault.at === moment);
    for (const fault of due) {
      if (!fault.repeat) this.pending.splice(this.pending.indexOf(fault), 1);
    }
    return due;
  }
}
