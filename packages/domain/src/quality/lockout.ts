import { type ExamKind, nextInternalControlDue } from '../rules/quality-schedule';
import { type CalendarDate, compareDates, type DateInput, toIsoDate } from '../shared/calendar-date';

/** The latest internal control of one exam on one reader. */
export interface LastControl {
  doneOn: DateInput;
  adequate: boolean;
}

/**
 * Where a reader and exam stand with internal control (§9 schedule): never controlled, failed (the last
 * control was inadequate), overdue (past its due day), or ok until the day it is due.
 */
export type ControlStanding =
  | { state: 'missing' }
  | { state: 'failed'; since: string }
  | { state: 'overdue'; dueOn: string }
  | { state: 'ok'; dueOn: string };

export function controlStanding(kind: ExamKind, last: LastControl | null, today: DateInput): ControlStanding {
  if (!last) return { state: 'missing' };
  const doneOn = typeof last.doneOn === 'string' ? last.doneOn : toIsoDate(last.doneOn);
  if (!last.adequate) return { state: 'failed', since: doneOn };
  const due: CalendarDate = nextInternalControlDue(kind, last.doneOn);
  const dueOn = toIsoDate(due);
  // Due on its day: the control may still be run that day before patient exams.
  return compareDates(today, due) > 0 ? { state: 'overdue', dueOn } : { state: 'ok', dueOn };
}

/** Whether patient exams may run: only with a passed, current control, or a manager's override for one exam. */
export function patientExamsAllowed(standing: ControlStanding, overridden: boolean): boolean {
  return standing.state === 'ok' || overridden;
}
