import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyWizardDraft } from '../model/draft';
import { draftKeyOf, loadDraft, saveDraft } from '../model/flow-storage';
import { useWizardDraft } from './use-wizard-draft';

const owner = { userId: 'u1', cnpj: '11222333000181' };
const options = { ...owner, veterinary: false, signedIn: () => true };

afterEach(() => window.sessionStorage.clear());

describe('wizard draft', () => {
  it('starts fresh, and keeps every change in sessionStorage', () => {
    const { result } = renderHook(() => useWizardDraft(options));
    expect(result.current.draft.step).toBe('document');
    act(() => result.current.update((d) => ({ ...d, step: 'personal' })));
    expect(loadDraft(owner)?.step).toBe('personal');
  });

  it('resumes the stored draft of the same user and workplace only', () => {
    saveDraft({ ...emptyWizardDraft(owner, { veterinary: false }), step: 'exams' });
    expect(renderHook(() => useWizardDraft(options)).result.current.draft.step).toBe('exams');
    const other = renderHook(() => useWizardDraft({ ...options, userId: 'u2' }));
    expect(other.result.current.draft.step).toBe('document');
    expect(other.result.current.draft.owner.userId).toBe('u2');
  });

  it('keeps each flow’s draft apart', () => {
    const { result } = renderHook(() => useWizardDraft({ ...options, protocolType: 'mab' }));
    act(() => result.current.update((d) => ({ ...d, step: 'photo' })));
    expect(loadDraft(owner, window.sessionStorage, draftKeyOf('mab'))?.step).toBe('photo');
    expect(loadDraft(owner)).toBeNull();
  });

  it('writes nothing back once nobody is signed in', () => {
    let signedIn = true;
    const { result } = renderHook(() => useWizardDraft({ ...options, signedIn: () => signedIn }));
    signedIn = false;
    window.sessionStorage.clear();
    act(() => result.current.update((d) => ({ ...d, step: 'address' })));
    expect(result.current.draft.step).toBe('address');
    expect(loadDraft(owner)).toBeNull();
  });

  it('gives a fresh draft with the flow’s empty animal, and the latest draft to late answers', () => {
    const { result } = renderHook(() =>
      useWizardDraft({ ...options, veterinary: true, emptyAnimal: () => ({ species: '' }) }),
    );
    expect(result.current.draft.animal).toEqual({ species: '' });
    expect(result.current.fresh()).toMatchObject({ step: 'animal', animal: { species: '' } });
    act(() => result.current.update((d) => ({ ...d, step: 'exams' })));
    expect(result.current.latest.current.step).toBe('exams');
  });
});
