import type { FieldError } from '@ponto/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StepId, WizardDraft } from '../model/draft';
import { stepOfField } from '../model/steps';
import { problemsOfSteps, type WizardContext } from '../model/validate';

/** Everything typed, without the step: moving between steps is not typing. */
function contentOf(draft: WizardDraft): string {
  return JSON.stringify({ ...draft, step: null });
}

/**
 * The messages the wizard shows and the steps where Next was tried. Once Next was refused on a step, its
 * messages follow what is typed there; a mere change of step leaves them, so the server's messages stay
 * until they are read.
 */
export function useStepProblems(draft: WizardDraft, ctx: WizardContext, current: StepId) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempted, setAttempted] = useState<ReadonlySet<StepId>>(new Set());

  const typed = useRef(contentOf(draft));
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the draft changes, nothing else
  useEffect(() => {
    const content = contentOf(draft);
    if (content === typed.current) return;
    typed.current = content;
    if (!attempted.has(current)) return;
    const live = problemsOfSteps(draft, ctx, [current]);
    setErrors((old) => [...old.filter((e) => stepOfField(e.field, ctx.veterinary) !== current), ...live]);
  }, [draft]);

  const markAttempted = useCallback(
    (steps: Iterable<StepId>) => setAttempted((old) => new Set([...old, ...steps])),
    [],
  );
  /** A new patient: no message and no tried step left. */
  const reset = useCallback(() => {
    setErrors([]);
    setAttempted(new Set());
  }, []);

  return { errors, setErrors, markAttempted, reset };
}
