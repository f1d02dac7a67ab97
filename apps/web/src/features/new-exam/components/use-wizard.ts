import {
  calendarDateOf,
  type FieldError,
  guardianRequirement,
  type PreExamSubmission,
  stripDocument,
  toIsoDate,
} from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { catalogueQueryOptions } from '@/entities/catalogue/api';
import { ageOf, emptyPatientDraft, fromRegistration } from '@/entities/patient';
import { driveThroughKey, releaseHold } from '@/features/drive-through';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { checkVoucher } from '../api/check-voucher';
import { createPreExam } from '../api/create-pre-exam';
import { lookupPatient } from '../api/lookup-patient';
import { cohabitantDraft, emptyWizardDraft, type StepId, stepIds, type WizardDraft } from '../model/draft';
import { draftKeyOf, loadDraft, saveDraft } from '../model/flow-storage';
import { stepOfField, visibleSteps } from '../model/steps';
import { toSubmission } from '../model/submission';
import { problemsOfSteps, type WizardContext } from '../model/validate';

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

function documentKey(draft: WizardDraft): string {
  const { document } = draft.patient;
  return `${document.type}:${stripDocument(document.number).toUpperCase()}:${document.countryOfOrigin}`;
}

function subjectName(draft: WizardDraft, veterinary: boolean): string {
  if (veterinary) {
    const name = draft.animal.nameOrCode;
    return typeof name === 'string' ? name : '';
  }
  return draft.patient.personal.fullName.trim();
}

/** Everything typed, without the step: moving between steps is not typing. */
function contentOf(draft: WizardDraft): string {
  return JSON.stringify({ ...draft, step: null });
}

/** The stored step, or the first shown step after it when it is hidden now (an adult has no guardian step). */
function resolveStep(step: StepId, steps: readonly StepId[]): StepId {
  if (steps.includes(step)) return step;
  const after = stepIds.slice(stepIds.indexOf(step) + 1).find((s) => steps.includes(s));
  return after ?? (steps[0] as StepId);
}

/** The wizard's state and moves: the draft (kept in sessionStorage), the visible steps, errors and calls. */
export function useWizard(options: WizardOptions) {
  const { userId, cnpj, veterinary } = options;
  const api = useApi();
  const owner = useMemo(() => ({ userId, cnpj }), [userId, cnpj]);
  const draftKey = draftKeyOf(options.protocolType);
  const fresh = useCallback(
    (): WizardDraft => ({
      ...emptyWizardDraft(owner, { veterinary }),
      animal: options.emptyAnimal?.() ?? {},
    }),
    [owner, veterinary, options.emptyAnimal],
  );
  const [draft, setDraft] = useState<WizardDraft>(() => loadDraft(owner, undefined, draftKey) ?? fresh());
  // What an answer arriving later is compared with: the draft of the last render, not of the click.
  const latest = useRef(draft);
  latest.current = draft;
  // Set in the same tick as the click, where `busy` (state) is only seen after a render: a double click on
  // Next or Save would otherwise look the patient up, or save the pre-exam, twice.
  const moving = useRef(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempted, setAttempted] = useState<ReadonlySet<StepId>>(new Set());
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<null | 'lookup' | 'voucher' | 'save'>(null);
  const [voucherInfo, setVoucherInfo] = useState<{
    remaining?: number | null;
    validUntil?: string | null;
  } | null>(null);
  /** Moves focus to the step's heading (new step) or the first invalid field (after a refused Next). */
  const [focusTarget, setFocusTarget] = useState<{ kind: 'heading' | 'invalid'; seq: number } | null>(null);
  const seq = useRef(0);
  const focus = (kind: 'heading' | 'invalid') => setFocusTarget({ kind, seq: ++seq.current });

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

  const age = veterinary ? null : ageOf(draft.patient.personal, today);
  const requirement = age === null || age < 0 ? null : guardianRequirement(age);
  const steps = visibleSteps({ veterinary, guardianNeeded: requirement !== 'none' });
  // A step that is no longer shown (the guardian once the patient is an adult) hands over to the next one.
  const current = resolveStep(draft.step, steps);

  useEffect(() => {
    if (options.signedIn()) saveDraft(draft, undefined, draftKey);
  }, [draft, options, draftKey]);

  const update = useCallback((change: (d: WizardDraft) => WizardDraft) => setDraft((d) => change(d)), []);

  // After a refused Next, the current step's messages follow what is typed (not a mere change of step, which
  // would drop the server's messages before they were read).
  const typed = useRef(contentOf(draft));
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the draft changes, nothing else
  useEffect(() => {
    const content = contentOf(draft);
    if (content === typed.current) return;
    typed.current = content;
    if (!attempted.has(current)) return;
    const live = problemsOfSteps(draft, ctx, [current]);
    setErrors((old) => [...old.filter((e) => stepOfField(e.field, veterinary) !== current), ...live]);
  }, [draft]);

  /** A new code is a voucher not checked yet: what the old one paid for no longer counts. */
  const editVoucherCode = (code: string) => {
    setVoucherInfo(null);
    update((d) => ({
      ...d,
      order: { ...d.order, procedure: { ...d.order.procedure, voucherCode: code }, voucherExamIndex: null },
    }));
  };

  const goTo = (step: StepId) => {
    setFailure(null);
    update((d) => ({ ...d, step }));
    focus('heading');
  };

  /** Shows problems (the browser's or the server's) and opens the earliest step that owns one. */
  const showProblems = (problems: FieldError[], apiError: ApiError | null = null) => {
    setErrors(problems);
    const owning = new Set(problems.map((p) => stepOfField(p.field, veterinary)));
    setAttempted((old) => new Set([...old, ...owning]));
    const first = steps.find((s) => owning.has(s)) ?? current;
    setFailure(apiError);
    if (first !== current) update((d) => ({ ...d, step: first }));
    focus('invalid');
  };

  const advance = (from: StepId): void => {
    const next = steps[steps.indexOf(from) + 1];
    if (next) goTo(next);
  };

  async function runLookup(): Promise<void> {
    const key = documentKey(draft);
    if (draft.lookup?.key === key) {
      advance('document');
      return;
    }
    setBusy('lookup');
    setFailure(null);
    try {
      const record = await lookupPatient(api, cnpj, {
        number: draft.patient.document.number,
        country: draft.patient.document.countryOfOrigin,
      });
      update((d) => {
        if (record) {
          const filled = fromRegistration(record.registration);
          return {
            ...d,
            patient: { ...filled, document: d.patient.document },
            patientId: record.id,
            lookup: { key, outcome: 'found' },
          };
        }
        // Not registered: a new patient. What was filled from another patient's record goes.
        const patient = d.patientId
          ? { ...emptyPatientDraft(d.patient.document.countryOfOrigin), document: d.patient.document }
          : d.patient;
        return { ...d, patient, patientId: null, lookup: { key, outcome: 'notFound' } };
      });
      advance('document');
    } catch (error) {
      setFailure(toApiError(error));
    } finally {
      setBusy(null);
    }
  }

  async function runVoucherCheck(): Promise<boolean> {
    const { order, patient } = draft;
    const code = order.procedure.voucherCode.trim();
    const stillTheCode = () => latest.current.order.procedure.voucherCode.trim() === code;
    setBusy('voucher');
    setFailure(null);
    try {
      const tutorDocument = typeof draft.animal.tutorDocument === 'string' ? draft.animal.tutorDocument : '';
      const result = await checkVoucher(api, cnpj, {
        code,
        examIndexes: order.examIndexes,
        patientDocument: veterinary
          ? { type: 'cpf', number: stripDocument(tutorDocument), country: 'BR' }
          : {
              type: patient.document.type,
              number: stripDocument(patient.document.number),
              country: patient.document.countryOfOrigin,
            },
      });
      // The code was edited while the server answered: the answer is about a voucher no longer typed.
      if (!stillTheCode()) return false;
      update((d) => ({ ...d, order: { ...d.order, voucherExamIndex: result.examIndex } }));
      setVoucherInfo({ remaining: result.remaining ?? null, validUntil: result.validUntil ?? null });
      setErrors((old) => old.filter((e) => e.field !== 'order.procedure.voucherCode'));
      return true;
    } catch (error) {
      if (!stillTheCode()) return false;
      const apiError = toApiError(error);
      setVoucherInfo(null);
      update((d) => ({ ...d, order: { ...d.order, voucherExamIndex: null } }));
      const fields = apiError.fields.length
        ? apiError.fields
        : [{ field: 'order.procedure.voucherCode', messageKey: `errors:${apiError.code}.title` }];
      showProblems(fields, apiError.code.startsWith('VOUCHER_') ? null : apiError);
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
      update((d) => ({
        ...d,
        patientId: created.patientId ?? d.patientId,
        animalId: created.animalId ?? d.animalId,
        householdId: created.householdId,
        saved: {
          id: created.id,
          protocolNumber: created.protocolNumber,
          householdId: created.householdId,
          fullPriceCents: created.fullPriceCents,
          remainderCents: created.remainderCents,
          name: subjectName(d, veterinary),
          driveThrough: created.driveThrough ?? null,
        },
      }));
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
    const problems = problemsOfSteps(draft, ctx, steps.slice(0, index + 1));
    if (problems.length > 0) return showProblems(problems);
    setAttempted((old) => new Set([...old, current]));
    if (current === 'document') return runLookup();
    if (
      current === 'procedure' &&
      draft.order.procedure.kind === 'voucher' &&
      draft.order.voucherExamIndex === null
    ) {
      if (!(await runVoucherCheck())) return;
    }
    if (current === 'confirmation') return save();
    advance(current);
  }

  function back(): void {
    const index = steps.indexOf(current);
    const previous = steps[index - 1];
    if (previous) goTo(previous);
  }

  function startCohabitant(): void {
    setErrors([]);
    setAttempted(new Set());
    setVoucherInfo(null);
    const nextDraft = cohabitantDraft(draft, { veterinary });
    setDraft({ ...nextDraft, animal: options.emptyAnimal?.() ?? {} });
    focus('heading');
  }

  function startNew(): void {
    // Times of the car nobody was registered for go back to the lane now rather than when the hold lapses.
    if (draft.driveThroughHoldId) releaseHold(api, cnpj, draft.driveThroughHoldId).catch(() => undefined);
    setErrors([]);
    setAttempted(new Set());
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
