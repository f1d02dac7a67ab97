import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { emptyWizardDraft } from './draft';
import { draftKeyOf, loadDraft, newExamDraftKey, saveDraft } from './flow-storage';
import { toSubmission } from './submission';
import { testCatalogue } from './test-catalogue';

const owner = { userId: 'u1', cnpj: '22333444000181' };

function draft() {
  const d = emptyWizardDraft(owner, { veterinary: false });
  d.patient = adultDraft();
  d.order.examIndexes = [2];
  d.order.payment.method = 'cash';
  return d;
}

const ctx = { veterinary: false, today: '2026-11-22', catalogue: testCatalogue() };

describe('the wizard run as /mab (protocol type mab)', () => {
  it('sends the flow protocol type, and none for the plain attendance', () => {
    expect(toSubmission(draft(), { ...ctx, protocolType: 'mab' }).protocolType).toBe('mab');
    expect(toSubmission(draft(), ctx)).not.toHaveProperty('protocolType');
  });

  it('keeps the MAB draft apart from the attendance draft, under the patient-flow prefix', () => {
    expect(draftKeyOf(undefined)).toBe(newExamDraftKey);
    expect(draftKeyOf('attendance')).toBe(newExamDraftKey);
    const mabKey = draftKeyOf('mab');
    expect(mabKey).not.toBe(newExamDraftKey);
    expect(mabKey.startsWith('ponto.patientFlow')).toBe(true);
    const mab = draft();
    saveDraft(mab, undefined, mabKey);
    expect(loadDraft(owner)).toBeNull();
    expect(loadDraft(owner, undefined, mabKey)).toEqual(mab);
  });
});
