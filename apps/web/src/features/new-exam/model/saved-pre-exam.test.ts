import type { PreExamCreated } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { emptyWizardDraft } from './draft';
import { subjectName, withSavedPreExam } from './saved-pre-exam';

const owner = { userId: 'u1', cnpj: '11222333000181' };

const created: PreExamCreated = {
  id: 'pe-1',
  protocolNumber: '2025000042',
  householdId: 'h-1',
  patientId: 'p-9',
  status: 'waitingForTest',
  fullPriceCents: 7900,
  remainderCents: 0,
  createdAt: '2025-06-15T12:00:00.000Z',
};

describe('saved pre-exam', () => {
  it('names the patient, or in VET workplaces the animal', () => {
    const human = emptyWizardDraft(owner, { veterinary: false });
    human.patient = adultDraft();
    expect(subjectName(human, false)).toBe('Maria da Silva');

    const vet = emptyWizardDraft(owner, { veterinary: true });
    vet.animal = { nameOrCode: 'Rex' };
    expect(subjectName(vet, true)).toBe('Rex');
    expect(subjectName({ ...vet, animal: {} }, true)).toBe('');
  });

  it('keeps the ids the server gave and what the confirmation shows', () => {
    const draft = emptyWizardDraft(owner, { veterinary: false });
    draft.patient = adultDraft();
    const after = withSavedPreExam(draft, created, false);
    expect(after).toMatchObject({ patientId: 'p-9', householdId: 'h-1', animalId: null });
    expect(after.saved).toEqual({
      id: 'pe-1',
      protocolNumber: '2025000042',
      householdId: 'h-1',
      fullPriceCents: 7900,
      remainderCents: 0,
      name: 'Maria da Silva',
      driveThrough: null,
    });
  });

  it('keeps a known patient’s id when the answer names none', () => {
    const draft = { ...emptyWizardDraft(owner, { veterinary: false }), patientId: 'p-1' };
    const { patientId: _omitted, ...withoutPatient } = created;
    expect(withSavedPreExam(draft, withoutPatient, false).patientId).toBe('p-1');
  });
});
