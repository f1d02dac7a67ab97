import { describe, expect, it } from 'vitest';
import { adultDraft } from '@/entities/patient/test-drafts';
import { loginResponse, session } from '@/testing/fixtures';
import { testServices } from '@/testing/render';
import { emptyWizardDraft } from './draft';
import { clearDraft, loadDraft, newExamDraftKey, saveDraft } from './flow-storage';

const owner = { userId: 'u1', cnpj: '22333444000181' };

function filled() {
  const draft = emptyWizardDraft(owner, { veterinary: false });
  draft.step = 'payment';
  draft.patient = adultDraft();
  draft.patientId = '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
  draft.photo = { photoId: 'photo-1', faceDetected: true, previewUrl: '/photos/photo-1' };
  draft.householdId = 'h1';
  draft.cohabitants = [{ name: 'Ana', protocolNumber: '2025000001' }];
  draft.order.examIndexes = [1];
  draft.order.quizForm = { '1': { symptoms: true } };
  return draft;
}

describe('new-exam flow state', () => {
  it('is kept in sessionStorage under the patient-flow prefix and read back whole', () => {
    const draft = filled();
    saveDraft(draft);
    expect(newExamDraftKey.startsWith('ponto.patientFlow')).toBe(true);
    expect(window.sessionStorage.getItem(newExamDraftKey)).not.toBeNull();
    expect(window.localStorage.getItem(newExamDraftKey)).toBeNull();
    expect(loadDraft(owner)).toEqual(draft);
  });

  it('keeps only the photo id and address of the picture, never its bytes', () => {
    saveDraft(filled());
    const raw = window.sessionStorage.getItem(newExamDraftKey) ?? '';
    expect(raw).toContain('"photoId":"photo-1"');
    expect(raw).not.toMatch(/data:image|base64/);
  });

  it('is not given to another user or workplace, and unreadable drafts are dropped', () => {
    saveDraft(filled());
    expect(loadDraft({ ...owner, userId: 'u2' })).toBeNull();
    expect(loadDraft({ ...owner, cnpj: '11222333000181' })).toBeNull();
    window.sessionStorage.setItem(newExamDraftKey, '{not json');
    expect(loadDraft(owner)).toBeNull();
    window.sessionStorage.setItem(newExamDraftKey, JSON.stringify({ version: 2 }));
    expect(loadDraft(owner)).toBeNull();
    clearDraft();
    expect(window.sessionStorage.getItem(newExamDraftKey)).toBeNull();
  });

  it('is cleared by logout (§4), with the rest of the patient flow', async () => {
    const services = testServices({
      fetch: async () => new Response(null, { status: 204 }),
    });
    await services.completeLogin(loginResponse(session()));
    saveDraft(filled());
    expect(loadDraft(owner)).not.toBeNull();
    await services.logout();
    expect(window.sessionStorage.getItem(newExamDraftKey)).toBeNull();
    expect(loadDraft(owner)).toBeNull();
  });
});
