import { calendarDateOf, type FieldError, type PreExamSubmission, toIsoDate } from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { catalogueQueryOptions } from '@/entities/catalogue/api';
import { driveThroughKey, releaseHold } from '@/features/drive-through';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { checkVoucher } from '../api/check-voucher';
import { createPreExam } from '../api/create-pre-exam';
import { lookupPatient } from '../api/lookup-patient';
import { cohabitantDraft, type StepId } from '../model/draft';
import { documentKey, lookedUp, withLookup } from '../model/patient-lookup';
import { withSavedPreExam } from '../model/saved-pre-exam';
import { stepOfField } from '../model/steps';
import { toSubmission } from '../model/submission';
import { problemsOfSteps, type WizardContext } from '../model/validate';
import {
  typedVoucherCode,
  voucherAlert,
  voucherCheckRequest,
  voucherProblems,
  voucherUnchecked,
  withoutVoucherProblems,
  withVoucherCode,
  withVoucherExam,
} from '../model/voucher-check';
import { stepAfter, stepBefore, wizardPosition } from '../model/wizard-navigation';
import { useFocusTarget } from './use-focus-target';
import { useStepProblems } from './use-step-problems';
import { useWizardDraft } from './use-wizard-draft';

export interface WizardOptions {
  userId: string;
  cnpj: string;
  veterinary: boolean;
  /** The patient's name for the cohabitants list after saving (VET: the animal's). */
  emptyAnimal?: () => Record<string, unknown>;
  toAnimal?: (draft: never) => Record<string, unknown>;
  now?: () => Date;
  /** The flow's protocol type (/mab sends 'mab'); it also keeps that flow's draft apart. */
  protocolType?: PreExamSubmission['protocolType'];
  /** Whether someone is still signed in: the draft is never written back after logout. */
  signedIn: () => boolean;
}

type Busy = null | 'lookup' | 'voucher' | 'save';

/**
 * The wizard's state and moves. Its parts live apart: the draft and its storage (use-wizard-draft), the
 * messages (use-step-problems), focus (use-focus-target), the steps (model/wizard-navigation) and what each
 * server answer does to the draft (model/patient-lookup, voucher-check, saved-pre-exam). This hook runs the
 * calls and keeps one call at a time.
 */
export function useWizard(options: WizardOptions) {
  const { cnpj, veterinary } = options;
  const api = useApi();
  const { draft, setDraft, update, latest, fresh } = useWizardDraft(options);
  // Set in the same tick as the click, where `busy` (state) is only seen after a render: a double click on
  // Next or Save would otherwise look the patient up, or save the pre-exam, twice.
  const moving = useRef(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [voucherInfo, setVoucherInfo] = useState<{
    remaining?: number | null;
    validUntil?: string | null;
  } | null>(null);
  const { focusTarget, focus } = useFocusTarget();

  const today = toIsoDate(calendarDateOf(options.now?.() ?? new Date()));
  const queryClient = useQueryClient();
  const catalogueQuery = useQuery(catalogueQueryOptions(api, cnpj));
  const catalogue = catalogueQuery.data ?? null;
  const ctx: WizardContext = {
    veterinary,
    today,
    catalogue,
    ...(options.toAnimal && { toAnimal: options.toAnimal }),
  };

  // A step that is no longer shown (the guardian once the patient is an adult) hands over to the next one.
  const { age, requirement, steps, current } = wizardPosition(draft, { veterinary, today });
  const problems = useStepProblems(draft, ctx, current);
  const { errors, setErrors } = problems;

  const editVoucherCode = (code: string) => {
    setVoucherInfo(null);
    update((d) => withVoucherCode(d, code));
  };

  const goTo = (step: StepId) => {
    setFailure(null);
    update((d) => ({ ...d, step }));
    focus('heading');
  };

  /** Shows problems (the browser's or the server's) and opens the earliest step that owns one. */
  const showProblems = (found: FieldError[], apiError: ApiError | null = null) => {
    setErrors(found);
    const owning = new Set(found.map((p) => stepOfField(p.field, veterinary)));
    problems.markAttempted(owning);
    const first = steps.find((s) => owning.has(s)) ?? current;
    setFailure(apiError);
    if (first !== current) update((d) => ({ ...d, step: first }));
    focus('invalid');
  };

  const advance = (from: StepId): void => {
    const next = stepAfter(steps, from);
    if (next) goTo(next);
  };

  async function runLookup(): Promise<void> {
    if (lookedUp(draft)) {
      advance('document');
      return;
    }
    const key = documentKey(draft);
    setBusy('lookup');
    setFailure(null);
    try {
      const record = await lookupPatient(api, cnpj, {
        number: draft.patient.document.number,
        country: draft.patient.document.countryOfOrigin,
      });
      update((d) => withLookup(d, key, record));
      advance('document');
    } catch (error) {
      setFailure(toApiError(error));
    } finally {
      setBusy(null);
    }
  }

  async function runVoucherCheck(): Promise<boolean> {
    const request = voucherCheckRequest(draft, veterinary);
    // The code was edited while the server answered: the answer is about a voucher no longer typed.
    const stillTheCode = () => typedVoucherCode(latest.current) === request.code;
    setBusy('voucher');
    setFailure(null);
    try {
      const result = await checkVoucher(api, cnpj, request);
      if (!stillTheCode()) return false;
      update((d) => withVoucherExam(d, result.examIndex));
      setVoucherInfo({ remaining: result.remaining ?? null, validUntil: result.validUntil ?? null });
      setErrors(withoutVoucherProblems);
      return true;
    } catch (error) {
      if (!stillTheCode()) return false;
      const apiError = toApiError(error);
      setVoucherInfo(null);
      update((d) => withVoucherExam(d, null));
      showProblems(voucherProblems(apiError), voucherAlert(apiError));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function save(): Promise<void> {
    if (!catalogue) return;
    setBusy('save');
    setFailure(null);
    try {
      const created = await createPreExam(
        api,
        cnpj,
        toSubmission(draft, {
          ...ctx,
          catalogue,
          ...(options.protocolType && { protocolType: options.protocolType }),
        }),
      );
      setErrors([]);
      if (created.driveThrough) void queryClient.invalidateQueries({ queryKey: driveThroughKey(cnpj) });
      update((d) => withSavedPreExam(d, created, veterinary));
      focus('heading');
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.fields.length > 0) {
        // Problems the field shows need no second alert; other codes (409, 422) keep their title and advice.
        showProblems(apiError.fields, apiError.code === 'VALIDATION_FAILED' ? null : apiError);
      } else setFailure(apiError);
    } finally {
      setBusy(null);
    }
  }

  async function next(): Promise<void> {
    if (busy || moving.current) return;
    moving.current = true;
    try {
      await move();
    } finally {
      moving.current = false;
    }
  }

  async function move(): Promise<void> {
    const index = steps.indexOf(current);
    const found = problemsOfSteps(draft, ctx, steps.slice(0, index + 1));
    if (found.length > 0) return showProblems(found);
    problems.markAttempted([current]);
    if (current === 'document') return runLookup();
    if (current === 'procedure' && voucherUnchecked(draft)) {
      if (!(await runVoucherCheck())) return;
    }
    if (current === 'confirmation') return save();
    advance(current);
  }

  function back(): void {
    const previous = stepBefore(steps, current);
    if (previous) goTo(previous);
  }

  function startCohabitant(): void {
    problems.reset();
    setVoucherInfo(null);
    const nextDraft = cohabitantDraft(draft, { veterinary });
    setDraft({ ...nextDraft, animal: options.emptyAnimal?.() ?? {} });
    focus('heading');
  }

  function startNew(): void {
    // Times of the car nobody was registered for go back to the lane at once rather than when the hold lapses.
    if (draft.driveThroughHoldId) releaseHold(api, cnpj, draft.driveThroughHoldId).catch(() => undefined);
    problems.reset();
    setVoucherInfo(null);
    setFailure(null);
    setDraft(fresh());
    focus('heading');
  }

  return {
    draft,
    update,
    steps,
    current,
    errors,
    failure,
    busy,
    catalogueQuery,
    catalogue,
    ctx,
    age,
    requirement,
    voucherInfo,
    setVoucherInfo,
    focusTarget,
    next,
    back,
    goTo,
    checkVoucher: runVoucherCheck,
    editVoucherCode,
    startCohabitant,
    startNew,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
