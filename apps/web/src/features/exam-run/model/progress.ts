import type { ExamRunDetail, ExamStep } from '@ponto/domain';

export type StepStatus = 'done' | 'current' | 'todo';

/** Each bar of the family's steps: done, the current one, or still to come; a ready exam has them all done. */
export function stepStatuses(detail: Pick<ExamRunDetail, 'steps' | 'step' | 'state'>): Array<{
  step: ExamStep;
  status: StepStatus;
}> {
  const current = detail.step ? detail.steps.indexOf(detail.step) : -1;
  const ready = detail.state === 'ready';
  return detail.steps.map((step, index) => {
    const status: StepStatus = ready || index < current ? 'done' : index === current ? 'current' : 'todo';
    return { step, status };
  });
}

/** Whether the screen offers a reader and Start: a first run, or a recollect still within its deadline. */
export function canStart(detail: ExamRunDetail): boolean {
  if (detail.running) return false;
  if (detail.state === 'waitingForTest') return true;
  return detail.state === 'awaitingRecollect' && !detail.recollected && !detail.recollect?.expired;
}

/** Values for an error's advice text: CAPSULE_ALREADY_USED names the patient who used the capsule. */
export function errorValues(detail: ExamRunDetail): Record<string, string> {
  for (let i = detail.timeline.length - 1; i >= 0; i -= 1) {
    const entry = detail.timeline[i]!;
    if (entry.type === 'failed' && typeof entry.detail.patient === 'string')
      return { patient: entry.detail.patient };
  }
  return { patient: '—' };
}

/** The step whose instructions the operator needs now: the current one, or the capsule step while waiting. */
export function instructionFor(detail: ExamRunDetail, locale: string): string | null {
  const step = detail.step ?? (detail.running ? 'waitingCapsule' : null);
  const texts = step ? detail.instructions[step] : undefined;
  if (!texts) return null;
  return texts[locale] ?? texts['pt-BR'] ?? null;
}
