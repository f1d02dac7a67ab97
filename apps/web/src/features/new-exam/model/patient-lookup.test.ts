import { describe, expect, it } from 'vitest';
import { toRegistration } from '@/entities/patient';
import { adultDraft } from '@/entities/patient/test-drafts';
import { emptyWizardDraft, type WizardDraft } from './draft';
import { documentKey, lookedUp, withLookup } from './patient-lookup';

const owner = { userId: 'u1', cnpj: '11222333000181' };
const today = '2025-06-15';

function typed(number: string): WizardDraft {
  const draft = emptyWizardDraft(owner, { veterinary: false });
  draft.patient.document = { ...draft.patient.document, type: 'cpf', number };
  return draft;
}

const stored = { id: 'p-1', registration: toRegistration(adultDraft(), today) };

describe('patient look-up', () => {
  it('keys the document by type, digits and country, however it is masked', () => {
    expect(documentKey(typed('111.444.777-35'))).toBe('cpf:11144477735:BR');
    expect(documentKey(typed('11144477735'))).toBe(documentKey(typed('111.444.777-35')));
  });

  it('fills the form from a registered patient, keeping the document as typed', () => {
    const draft = typed('111.444.777-35');
    const key = documentKey(draft);
    const after = withLookup(draft, key, stored);
    expect(after.patientId).toBe('p-1');
    expect(after.lookup).toEqual({ key, outcome: 'found' });
    expect(after.patient.personal.fullName).toBe('Maria da Silva');
    expect(after.patient.document).toBe(draft.patient.document);
    expect(lookedUp(after)).toBe(true);
  });

  it('asks again once the document changes', () => {
    const draft = typed('111.444.777-35');
    const after = withLookup(draft, documentKey(draft), null);
    expect(lookedUp(after)).toBe(true);
    const edited = {
      ...after,
      patient: { ...after.patient, document: typed('529.982.247-25').patient.document },
    };
    expect(lookedUp(edited)).toBe(false);
  });

  it('keeps what was typed for a new patient, but drops what another patient’s record filled', () => {
    const draft = typed('111.444.777-35');
    draft.patient.personal.fullName = 'Typed Name';
    const notFound = withLookup(draft, documentKey(draft), null);
    expect(notFound).toMatchObject({ patientId: null, lookup: { outcome: 'notFound' } });
    expect(notFound.patient.personal.fullName).toBe('Typed Name');

    const found = withLookup(draft, documentKey(draft), stored);
    const other = {
      ...found,
      patient: { ...found.patient, document: typed('529.982.247-25').patient.document },
    };
    const cleared = withLookup(other, documentKey(other), null);
    expect(cleared.patientId).toBeNull();
    expect(cleared.patient.personal.fullName).toBe('');
    expect(cleared.patient.document.number).toBe('529.982.247-25');
  });
});
