import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { emptyWizardDraft, type StepId, type WizardDraft } from '../model/draft';
import { testCatalogue } from '../model/test-catalogue';
import type { WizardContext } from '../model/validate';
import { useStepProblems } from './use-step-problems';

const owner = { userId: 'u1', cnpj: '11222333000181' };
const ctx: WizardContext = { veterinary: false, today: '2025-06-15', catalogue: testCatalogue() };
const nameField = 'subject.registration.patient.fullName';
const paymentProblem = { field: 'order.payment.method', messageKey: 'validation:required' };

function draftWith(fullName: string): WizardDraft {
  const draft = emptyWizardDraft(owner, { veterinary: false });
  draft.patient = adultDraft();
  draft.patient.personal.fullName = fullName;
  draft.step = 'personal';
  return draft;
}

function setup(draft: WizardDraft, current: StepId = 'personal') {
  return renderHook(({ d, step }) => useStepProblems(d, ctx, step), {
    initialProps: { d: draft, step: current },
  });
}

describe('step problems', () => {
  it('leaves the messages alone while Next was not tried on the step', () => {
    const { result, rerender } = setup(draftWith('Maria da Silva'));
    rerender({ d: draftWith(''), step: 'personal' });
    expect(result.current.errors).toEqual([]);
  });

  it('follows what is typed on a step where Next was refused, keeping other steps’ messages', () => {
    const { result, rerender } = setup(draftWith(''));
    act(() => {
      result.current.setErrors([{ field: nameField, messageKey: 'validation:required' }, paymentProblem]);
      result.current.markAttempted(['personal']);
    });
    rerender({ d: draftWith('Maria da Silva'), step: 'personal' });
    expect(result.current.errors).toEqual([paymentProblem]);
    rerender({ d: draftWith(''), step: 'personal' });
    expect(result.current.errors.map((e) => e.field)).toEqual(['order.payment.method', nameField]);
  });

  it('keeps the server’s messages when only the step changes', () => {
    const draft = draftWith('Maria da Silva');
    const { result, rerender } = setup(draft);
    const serverProblem = { field: nameField, messageKey: 'validation:tooLong' };
    act(() => {
      result.current.setErrors([serverProblem]);
      result.current.markAttempted(['personal']);
    });
    rerender({ d: { ...draft, step: 'address' }, step: 'address' });
    rerender({ d: { ...draft, step: 'personal' }, step: 'personal' });
    expect(result.current.errors).toEqual([serverProblem]);
  });

  it('forgets messages and tried steps on reset', () => {
    const { result, rerender } = setup(draftWith(''));
    act(() => {
      result.current.setErrors([paymentProblem]);
      result.current.markAttempted(['personal']);
    });
    act(() => result.current.reset());
    expect(result.current.errors).toEqual([]);
    rerender({ d: draftWith('x'), step: 'personal' });
    rerender({ d: draftWith(''), step: 'personal' });
    expect(result.current.errors).toEqual([]);
  });
});
